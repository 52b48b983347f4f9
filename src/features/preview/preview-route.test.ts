import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentHandler } from "@/content/service/content-handler";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { previewTokenFor } from "@/content/service/refs";
import { TEST_PREVIEW_SECRET, writeTestContent } from "@/content/service/test-content";
import { createSiteContentClient } from "@/content/source";
import { createExitPreviewHandler, createOpenPreviewHandler } from "./preview-route";

const SITE = "http://localhost:3000";
let content: Awaited<ReturnType<typeof writeTestContent>>;
let store: ContentStore;

beforeAll(async () => {
  content = await writeTestContent();
  store = await loadContentStore(content.root);
});
afterAll(async () => content.cleanup());

function setup() {
  const handler = createContentHandler({
    getStore: async () => store,
    privileged: true,
    previewSecret: TEST_PREVIEW_SECRET,
  });
  const open = createOpenPreviewHandler({
    client: createSiteContentClient({}, handler),
    config: { SITE_URL: SITE },
  });
  const exit = createExitPreviewHandler();
  return { open, exit };
}

const openRequest = (token: string, documentId?: string, headers: Record<string, string> = {}) => {
  const query = new URLSearchParams({ token, ...(documentId ? { documentId } : {}) });
  return new Request(`${SITE}/api/preview/?${query}`, { headers });
};
const location = (response: Response) => new URL(response.headers.get("location") ?? "", SITE).pathname;
const token = (release: string, documentId: string, secret = TEST_PREVIEW_SECRET) =>
  previewTokenFor(SITE, release, documentId, secret);

describe("GET /api/preview/ with a token that is not a live preview of the content service", () => {
  it("sets no cookie and goes to the home page of the document's language", async () => {
    const [releasePart] = (store.releases.find((release) => release.id === "spring")?.ref ?? "").split("~");
    const { open } = setup();
    for (const bad of [
      "x",
      "javascript:alert(1)",
      "https://evil.example/x",
      "https://evil.example/api/v2/previews/spring:settings--settings--es-ar",
      token("no-such-release", "settings--settings--es-ar"),
      // A release that exists, named by a token nobody was given: unsigned, or signed with another secret.
      `${SITE}/api/v2/previews/spring:settings--settings--es-ar`,
      `${SITE}/api/v2/previews/autumn-campaign:doc`,
      token("spring", "settings--settings--es-ar", "another-secret-0123456789abcdef0123"),
      `${releasePart}~STALEMASTERREF00`,
      `${SITE}/api/v2/previews/${releasePart}~STALEMASTERREF00:settings--settings--es-ar`,
    ]) {
      const response = await open(openRequest(bad, "settings--settings--es-ar"));
      expect(response.status, bad).toBe(307);
      expect(response.headers.get("set-cookie"), bad).toBeNull();
      expect(location(response), bad).toBe("/es/");
      expect((await open(openRequest(bad))).headers.get("location")).toBe(`${SITE}/`);
    }
    expect(
      (await open(new Request(`${SITE}/api/preview/?documentId=x`))).headers.get("set-cookie"),
    ).toBeNull();
  });

  it("refuses a release that was deleted after its preview link was sent", async () => {
    const { open } = setup();
    const link = openRequest(token("spring", "settings--settings--en-us"), "settings--settings--en-us");
    const before = store;
    await rm(join(content.root, "releases", "spring"), { recursive: true });
    store = await loadContentStore(content.root);
    try {
      const response = await open(link);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(location(response)).toBe("/");
    } finally {
      store = before;
    }
  });
});

describe("GET /api/preview/ with a live preview token", () => {
  it("stores the token in an HttpOnly, Lax, 30-minute cookie", async () => {
    const { open } = setup();
    const live = token("spring", "settings--settings--es-ar");
    const response = await open(openRequest(live, "settings--settings--es-ar"));
    expect(response.status).toBe(307);
    expect(location(response)).toBe("/es/");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`io.prismic.preview=${encodeURIComponent(live)}`);
    expect(cookie).toMatch(/Path=\/;.*Max-Age=1800/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the cookie Secure when the request came over HTTPS", async () => {
    const { open } = setup();
    const live = token("spring", "settings--settings--en-us");
    const forwarded = await open(openRequest(live, undefined, { "x-forwarded-proto": "https" }));
    expect(forwarded.headers.get("set-cookie")).toMatch(/Secure/i);
  });
});

describe("GET /api/preview/exit/", () => {
  it("expires the preview cookie and goes back to the page of the referer", async () => {
    const { exit } = setup();
    const response = await exit(
      new Request(`${SITE}/api/preview/exit/`, {
        headers: { referer: `${SITE}/es/`, "x-forwarded-proto": "https" },
      }),
    );
    expect(location(response)).toBe("/es/");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^io\.prismic\.preview=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Secure/i);
  });

  it("never sends the editor off-site", async () => {
    const { exit } = setup();
    const response = await exit(
      new Request(`${SITE}/api/preview/exit/`, { headers: { referer: "https://evil.example/es/" } }),
    );
    expect(response.headers.get("location")).toBe(`${SITE}/`);
  });
});
