// A publish on the embedded content service, timed: the production server runs on a copy of the site
// (its own content/), every page of the sitemap is in its shared cache, an editor changes one service
// page's title in the copy's content/ and calls POST /api/publish as `npm run content:publish` does.
// Measured: the time until the page shows the new title to a visitor, and what the server's log says it
// rendered again (the server's "publish.refreshed pages=N durationMs=M" line).
import { randomBytes } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { type StartedSiteServer, startSiteServer } from "../tests/harness/servers";
import { copySite } from "../tests/harness/site-copy";
import { onePerKind, sitemapPaths } from "../tests/harness/site-pages";

export interface PublishResult {
  /** The edited document, relative to the site. */
  readonly document: string;
  readonly path: string;
  /** Pages in the shared cache when the publish came: the whole sitemap. */
  readonly cachedPages: number;
  /** From sending the publish to the first answer that shows the new title; undefined if it never did. */
  readonly visibleMs: number | undefined;
  /** The server's own account of the refresh. */
  readonly renderedAgain: { readonly pages: number; readonly ms: number } | undefined;
  readonly problem: string | undefined;
}

/** Bounds on waiting for a publish that does not arrive: the budget's own limit. */
const LIMIT_MS = 60_000;
const REFRESHED = /publish\.refreshed pages=(\d+)(?: failed=\d+)? durationMs=(\d+)/;

/** Watches the server's output, from `arm()` on, for the refresh's log line. */
function refreshWatch() {
  let armed = false;
  let tail = "";
  let found: { pages: number; ms: number } | undefined;
  return {
    arm() {
      armed = true;
    },
    take(text: string) {
      if (!armed || found) return;
      // A line may arrive in two chunks: the end of the previous one is searched again.
      tail = (tail + text).slice(-4000);
      const match = REFRESHED.exec(tail);
      if (match) found = { pages: Number(match[1]), ms: Number(match[2]) };
    },
    get found() {
      return found;
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function serviceDocument(root: string, slug: string): Promise<{ file: string; title: string }> {
  const folder = join(root, "content", "documents", "service");
  for (const name of await readdir(folder)) {
    if (!name.endsWith(".en-us.json")) continue;
    const file = join(folder, name);
    const document = JSON.parse(await readFile(file, "utf8")) as {
      uid?: unknown;
      data?: { title?: unknown };
    };
    if (document.uid === slug && typeof document.data?.title === "string") {
      return { file, title: document.data.title };
    }
  }
  throw new Error(`no English service document with uid ${slug}`);
}

async function fetchAll(baseUrl: string, paths: readonly string[], concurrency = 8): Promise<void> {
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await (await fetch(new URL(path, baseUrl))).arrayBuffer();
      }
    }),
  );
}

async function poll<T>(probe: () => Promise<T | undefined>, intervalMs: number): Promise<T | undefined> {
  const deadline = performance.now() + LIMIT_MS;
  while (performance.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return undefined;
}

export async function measurePublish(projectRoot: string): Promise<PublishResult> {
  const site = await copySite(projectRoot);
  const secret = randomBytes(24).toString("base64url");
  const watch = refreshWatch();
  let server: StartedSiteServer | undefined;
  try {
    // No poll: only the publish call brings the change.
    server = await startSiteServer(site.root, {
      env: { CONTENT_WEBHOOK_SECRET: secret, CONTENT_POLL_SECONDS: "0" },
      onOutput: (text) => watch.take(text),
    });
    const running = server;
    const paths = await sitemapPaths(running.url);
    const service = onePerKind(paths).find((page) => page.kind === "service" && page.locale === "en");
    if (!service) throw new Error("the sitemap lists no English service page");
    // An English service page's last segment is its document's uid (the route table lists each one).
    const slug = service.path.split("/").filter(Boolean).at(-1);
    if (!slug) throw new Error(`${service.path} has no slug`);
    const { file, title } = await serviceDocument(site.root, slug);
    const document = relative(site.root, file);
    await fetchAll(running.url, paths);
    const pageHtml = async () => (await fetch(new URL(service.path, running.url))).text();
    const result = (fields: Partial<PublishResult>): PublishResult => ({
      document,
      path: service.path,
      cachedPages: paths.length,
      visibleMs: undefined,
      renderedAgain: undefined,
      problem: undefined,
      ...fields,
    });
    if (!(await pageHtml()).includes(escapeHtml(title))) {
      return result({ problem: `${service.path} does not show its document's title "${title}"` });
    }

    const revised = `${title}, revised ${Date.now().toString(36)}`;
    const edited = JSON.parse(await readFile(file, "utf8")) as { data: Record<string, unknown> };
    edited.data.title = revised;
    await writeFile(file, `${JSON.stringify(edited, null, 2)}\n`);
    watch.arm();
    const started = performance.now();
    const response = await fetch(new URL("/api/publish", running.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "api-update", secret }),
    });
    if (response.status !== 202) {
      return result({ problem: `POST /api/publish answered ${response.status}: ${await response.text()}` });
    }
    const shown = await poll(
      async () => ((await pageHtml()).includes(escapeHtml(revised)) ? true : undefined),
      20,
    );
    const visibleMs = shown ? performance.now() - started : undefined;
    const refresh = await poll(async () => watch.found, 50);
    return result({
      visibleMs,
      renderedAgain: refresh,
      problem:
        visibleMs === undefined
          ? `the new title was not on ${service.path} within ${LIMIT_MS / 1000} s`
          : refresh
            ? undefined
            : `no "publish.refreshed" line within ${LIMIT_MS / 1000} s`,
    });
  } finally {
    await server?.stop();
    await site.remove();
  }
}
