// The site's pages with their scripts removed, served on loopback beside the site: the baseline of the
// budget "Lighthouse within 2 points of the same page without scripts". Only the page's HTML differs:
// every other path (styles, fonts, images) is proxied to the site, so the two load the same files.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type StartedServer, stopProcess, waitFor } from "../tests/harness/servers";

/** Script types a browser runs; any other type (ld+json, speculationrules, importmap) is data. */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

const runs = (attributes: string) =>
  attribute(attributes, "src") !== undefined ||
  EXECUTABLE_TYPES.has((attribute(attributes, "type") ?? "").trim().toLowerCase());

/** A <link> that fetches a script ahead of time. */
const fetchesScript = (attributes: string) => {
  const rel = (attribute(attributes, "rel") ?? "").toLowerCase().split(/\s+/);
  return (
    rel.includes("modulepreload") || (rel.includes("preload") && attribute(attributes, "as") === "script")
  );
};

/**
 * The page without what would run or fetch code: every `<script>` with a src or an executable type (inline
 * ones too) and every modulepreload; data scripts (JSON-LD, speculation rules) stay. Islands keep their
 * server-rendered HTML, which is all a visitor sees before they hydrate.
 */
export function withoutScripts(html: string): { html: string; removed: number } {
  let removed = 0;
  const stripped = html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) => {
      if (!runs(attributes)) return element;
      removed += 1;
      return "";
    })
    .replace(/<link\b([^>]*)>/gi, (element, attributes: string) => {
      if (!fetchesScript(attributes)) return element;
      removed += 1;
      return "";
    });
  return { html: stripped, removed };
}

/** Headers of the site's answer that describe its body as sent, not the page: the copy sets its own. */
const TRANSPORT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "set-cookie",
  "x-lumbre-cache",
]);

export interface WithoutScriptsPage {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface WithoutScriptsServer extends StartedServer {
  /** How many script elements (and script preloads) each page lost. */
  readonly removed: ReadonlyMap<string, number>;
}

/**
 * Fetches each path from the site, removes its scripts, and serves the results from a node:http server in
 * its own process (as the site's server is), gzipped as the site's shared cache gzips its pages (level 6),
 * with the site's own headers (its Content-Security-Policy among them). Everything else is proxied.
 */
export async function startWithoutScriptsServer(
  siteUrl: string,
  paths: readonly string[],
): Promise<WithoutScriptsServer> {
  const pages: Record<string, WithoutScriptsPage> = {};
  const removed = new Map<string, number>();
  for (const path of paths) {
    const response = await fetch(new URL(path, siteUrl));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const page = withoutScripts(await response.text());
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (!TRANSPORT.has(name)) headers[name] = value;
    pages[path] = { headers, body: page.html };
    removed.set(path, page.removed);
  }
  const folder = await mkdtemp(join(tmpdir(), "lumbre-bench-without-scripts-"));
  const manifest = join(folder, "pages.json");
  await writeFile(manifest, JSON.stringify(pages));
  const port = await freePort();
  const program = join(import.meta.dirname, "without-scripts-server.ts");
  const child = spawn(process.execPath, ["--import", "tsx", program, String(port), manifest, siteUrl], {
    cwd: join(import.meta.dirname, ".."),
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}${paths[0] ?? "/"}`, child, 30);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, removed, stop };
}
