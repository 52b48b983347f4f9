import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentClient } from "@/content/client";
import { DEFAULT_MAX_RETRIES } from "@/content/client/constants";
import { previewTokenFor } from "@/content/service/refs";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
import { onePerKind, sitemapPaths } from "../harness/site-pages";
import {
  type ChaosContentService,
  type ChaosRequest,
  startChaosContentService,
} from "./chaos-content-service";

const projectRoot = `${import.meta.dirname}/../..`;
/** The server gives up on a content request after this long (CONTENT_TIMEOUT_MS). */
const TIMEOUT_MS = 3000;
/** Signs this test's preview tokens; the content service checks them with it (the site only forwards). */
const PREVIEW_SECRET = "resilience-preview-secret-0123456789abcdef";

/**
 * The production server reading its content from a service that fails: pre-rendered pages never need it,
 * so they keep answering; what does need it at run time (an editor opening a preview) degrades to the
 * home page instead of an error, and rides out a 429 storm by waiting as told.
 */
describe("the site while the content service fails", () => {
  let chaos: ChaosContentService;
  let server: StartedSiteServer;
  let pages: string[];
  /** A preview token of the content's first release, for the case study (signed as the service expects). */
  let previewToken: string;
  /** A Spanish case study: a preview of it lands on its page when the service answers. */
  let caseStudy: { id: string; uid: string };

  beforeAll(async () => {
    chaos = await startChaosContentService(projectRoot, PREVIEW_SECRET);
    server = await startSiteServer(projectRoot, {
      env: {
        CONTENT_API_URL: chaos.endpoint,
        CONTENT_TIMEOUT_MS: String(TIMEOUT_MS),
        // No poll of the master ref: every request the service gets is then caused by what a test does.
        CONTENT_POLL_SECONDS: "0",
        // Unused while CONTENT_API_URL is set, but fixed so the server never writes data/preview-secret.
        PREVIEW_SECRET,
      },
    });
    pages = onePerKind(await sitemapPaths(server.url)).map((page) => page.path);
    const document = chaos.store.master.find((doc) => doc.type === "case_study" && doc.lang === "es-ar");
    if (!document?.uid) throw new Error("the content has no Spanish case study");
    caseStudy = { id: document.id, uid: document.uid };
    const origin = new URL(chaos.endpoint).origin;
    const release = chaos.store.releases[0]?.id;
    if (!release) throw new Error("the content has no release to preview");
    previewToken = previewTokenFor(origin, release, caseStudy.id, PREVIEW_SECRET);
  });
  afterAll(async () => {
    await server?.stop();
    await chaos?.close();
  });

  /**
   * Every page kind in both languages, all at once, as visitors keep arriving during the outage; resolves
   * with what the content service was asked meanwhile. A page that needed the service would show there:
   * the service logs a request as it arrives, failed or left hanging, before the page can answer.
   */
  async function servePages(): Promise<ChaosRequest[]> {
    const before = chaos.log.length;
    const answers = await Promise.all(
      pages.map(async (path) => {
        const response = await fetch(new URL(path, server.url));
        const html = await response.text();
        return { path, status: response.status, h1: html.includes("<h1") };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200 || !answer.h1)).toEqual([]);
    return chaos.log.slice(before);
  }

  /**
   * Whether the preview opened by openPreview may have asked this: the API root, or a query at the
   * preview's own ref. A page needing content would also query the master ref, which is neither.
   */
  function isPreviewRequest(request: ChaosRequest): boolean {
    const url = new URL(request.path, chaos.endpoint);
    return url.pathname === "/api/v2" || url.searchParams.get("ref") === previewToken;
  }

  async function openPreview(): Promise<{ status: number; location: string; ms: number }> {
    const path = `/api/preview/?${new URLSearchParams({ token: previewToken, documentId: caseStudy.id })}`;
    const started = performance.now();
    const response = await fetch(new URL(path, server.url), { redirect: "manual" });
    await response.arrayBuffer();
    const location = new URL(response.headers.get("location") ?? "", server.url).pathname;
    return { status: response.status, location, ms: performance.now() - started };
  }

  it("answers 5xx: pages are served, a preview lands on the home page", async () => {
    chaos.setMode({ kind: "5xx" });
    // Served from what was rendered before the outage: the service was not asked for them.
    expect(await servePages()).toEqual([]);
    const before = chaos.log.length;
    const preview = await openPreview();
    expect(preview).toMatchObject({ status: 307, location: "/" });
    // The server did ask, and was refused.
    const asked = chaos.log.slice(before);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.status >= 500)).toBe(true);
  });

  it("never answers: pages are served, a preview gives up after the time-out and lands on the home page", async () => {
    chaos.setMode({ kind: "hang" });
    // Asked nothing, so nothing of theirs waits on a request that will never be answered.
    expect(await servePages()).toEqual([]);
    const before = chaos.log.length;
    const abandonedBefore = chaos.abandoned.length;
    const preview = await openPreview();
    expect(preview).toMatchObject({ status: 307, location: "/" });
    // The preview did wait for the service: a lower bound, which a busy machine only makes longer.
    expect(preview.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    const asked = chaos.log.slice(before);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((request) => request.status === 0)).toBe(true);
    // The server gave up on each hanging request itself (it closed the connection; the service never
    // answers in this mode), and asked nothing after giving up: home on its first time-out, no second wait.
    // The close reaches the service on its own connection, so it may be noticed just after the redirect.
    const gaveUp = () => chaos.abandoned.slice(abandonedBefore);
    await expect
      .poll(() => gaveUp().map((request) => request.path), { timeout: 30_000 })
      .toEqual(asked.map((request) => request.path));
    expect(gaveUp().map((request) => request.logged)).toEqual(asked.map(() => chaos.log.length));
  });

  it("answers a storm of 429s: pages are served, and the server waits as told, then shows the preview", async () => {
    // Retry-After 1 s, then none, then not a number: 1000 ms each time (the default wait).
    chaos.setMode({ kind: "429", count: 3, retryAfter: ["1", undefined, "soon"] });
    const before = chaos.log.length;
    const [preview] = await Promise.all([openPreview(), servePages()]);
    expect(preview.status).toBe(307);
    expect(preview.location).toMatch(new RegExp(`^/es/.+/${caseStudy.uid}/$`));
    // Every request of the storm was the preview's: the pages served while it waited asked nothing.
    const asked = chaos.log.slice(before);
    expect(asked.filter((request) => !isPreviewRequest(request))).toEqual([]);
    expect(asked.slice(0, 3).map((request) => request.status)).toEqual([429, 429, 429]);
    expect(asked.slice(3).every((request) => request.status === 200)).toBe(true);
    // Each retry came no sooner than 1000 ms after the 429 it answers (a lower bound only: a busy machine
    // makes the gaps longer, never shorter).
    for (let index = 1; index < 4; index += 1) {
      const gap = (asked[index]?.at ?? 0) - (asked[index - 1]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(990);
    }
  });

  it("the content client retries a 429 after Retry-After, and gives up past its bound with 'Unexpected status code'", async () => {
    const client = createContentClient({ endpoint: chaos.endpoint });
    chaos.setMode({ kind: "429", count: 2, retryAfter: ["2", "0"] });
    const started = performance.now();
    const root = await client.getApi();
    expect(root.refs.some((ref) => ref.isMasterRef)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1990);

    const before = chaos.log.length;
    chaos.setMode({ kind: "429", count: DEFAULT_MAX_RETRIES + 5, retryAfter: ["0"] });
    const storm = createContentClient({ endpoint: chaos.endpoint });
    await expect(storm.getApi()).rejects.toThrow(/Unexpected status code \[429\]/);
    expect(chaos.log.length - before).toBe(DEFAULT_MAX_RETRIES + 1);
    chaos.setMode({ kind: "healthy" });
  });
});
