// npm run bench:content — in-process search throughput and HTTP latency of the embedded content service
// on the real content set. Prints figures; it is a measurement, not a test.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { join } from "node:path";
import { createContentHandler } from "../src/content/service/content-handler";
import { loadContentStore } from "../src/content/service/content-store";
import { searchDocuments } from "../src/content/service/query/search";
import type { SearchParams } from "../src/content/service/types";

const store = await loadContentStore(join(import.meta.dirname, "..", "content"));
const queries: Record<string, Partial<SearchParams>> = {
  "single type (settings)": { q: ['[[at(document.type, "settings")]]'], lang: "es-ar" },
  "by id": { q: [`[[at(document.id, "${store.master[0]?.id ?? ""}")]]`], lang: "*" },
  "type + ordering": {
    q: ['[[at(document.type, "home")]]'],
    lang: "*",
    orderings: "[document.first_publication_date desc]",
  },
  fulltext: { q: ['[[fulltext(document, "digital products")]]'], lang: "*" },
  "everything, page 1": { q: [], lang: "*" },
};

const hrefFor = () => "";
console.log(`content: ${store.master.length} documents, ${store.releases.length} releases\n`);
console.log("| query | in-process searches/s | HTTP p50 ms | HTTP p95 ms |\n|---|---:|---:|---:|");

// Nothing here is previewed: a throw-away secret, so the bench never touches data/preview-secret.
const handler = createContentHandler({
  getStore: async () => store,
  previewSecret: randomBytes(32).toString("base64url"),
});
const server = createServer(async (req, res) => {
  const response = await handler(new Request(`http://127.0.0.1${req.url ?? "/"}`));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const address = server.address();
const port = typeof address === "object" && address ? address.port : 0;

for (const [name, partial] of Object.entries(queries)) {
  const params: SearchParams = { q: [], page: 1, pageSize: 20, ...partial };
  const started = performance.now();
  let runs = 0;
  while (performance.now() - started < 1000) {
    searchDocuments(store.master, params, { hrefFor });
    runs += 1;
  }
  const perSecond = Math.round(runs / ((performance.now() - started) / 1000));

  const search = new URLSearchParams({ ref: store.masterRef, lang: params.lang ?? "en-us" });
  for (const q of params.q) search.append("q", q);
  if (params.orderings) search.set("orderings", params.orderings);
  const timings: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const t0 = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/v2/documents/search?${search}`);
    await response.arrayBuffer();
    timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) =>
    (timings[Math.min(timings.length - 1, Math.floor(p * timings.length))] ?? 0).toFixed(2);
  console.log(`| ${name} | ${perSecond.toLocaleString("en-US")} | ${at(0.5)} | ${at(0.95)} |`);
}
server.close();
