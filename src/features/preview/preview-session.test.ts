import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentHandler } from "@/content/service/content-handler";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { previewTokenFor } from "@/content/service/refs";
import { TEST_PREVIEW_SECRET, writeTestContent } from "@/content/service/test-content";
import { createSiteContentClient } from "@/content/source";
import { sessionStateOf } from "./preview-session";

let content: Awaited<ReturnType<typeof writeTestContent>>;
let store: ContentStore;
let failing = false;

beforeAll(async () => {
  content = await writeTestContent();
  store = await loadContentStore(content.root);
});
afterAll(async () => content.cleanup());

const client = () => {
  const handler = createContentHandler({
    getStore: async () => store,
    privileged: true,
    previewSecret: TEST_PREVIEW_SECRET,
  });
  return createSiteContentClient({}, async (request) =>
    failing ? new Response("down", { status: 503 }) : handler(request),
  );
};
const cookieOf = (token: string) => `io.prismic.preview=${encodeURIComponent(token)}`;
const cookieFor = (release: string, secret = TEST_PREVIEW_SECRET) =>
  cookieOf(previewTokenFor("http://localhost:3000", release, "x", secret));

describe("sessionStateOf", () => {
  it("is off without the preview cookie", async () => {
    expect(await sessionStateOf(false, cookieFor("spring"), client())).toBe("off");
  });

  it("is off with the toolbar's jar of an editor signed in to the repository, holding no preview", async () => {
    const jar = encodeURIComponent(JSON.stringify({ _tracker: "a1b2c3d4" }));
    expect(await sessionStateOf(true, `io.prismic.preview=${jar}`, client())).toBe("off");
    expect(await sessionStateOf(true, `io.prismic.preview=${encodeURIComponent(jar)}`, client())).toBe("off");
    // A jar that holds a preview is a session, whether the service still answers it or not.
    const ended = encodeURIComponent(
      JSON.stringify({
        _tracker: "a1b2c3d4",
        "localhost:3000": { preview: "https://x.example/previews/a:b" },
      }),
    );
    expect(await sessionStateOf(true, `io.prismic.preview=${ended}`, client())).toBe("ended");
  });

  it("is active while the service answers the session's token", async () => {
    expect(await sessionStateOf(true, cookieFor("spring"), client())).toBe("active");
  });

  it("has ended once the release is gone, or when the cookie names no release", async () => {
    expect(await sessionStateOf(true, cookieFor("deleted"), client())).toBe("ended");
    expect(await sessionStateOf(true, "io.prismic.preview=x", client())).toBe("ended");
    // A forged cookie (unsigned, or signed with another secret) is no session either.
    expect(
      await sessionStateOf(true, cookieOf("http://localhost:3000/api/v2/previews/spring:x"), client()),
    ).toBe("ended");
    expect(
      await sessionStateOf(true, cookieFor("spring", "another-secret-0123456789abcdef0123"), client()),
    ).toBe("ended");
    expect(await sessionStateOf(true, "", client())).toBe("ended");
  });

  it("has ended once the session's token expired, as its cookie has", async () => {
    const start = Date.UTC(2026, 10, 26, 10);
    let clock = start;
    const handler = createContentHandler({
      getStore: async () => store,
      privileged: true,
      previewSecret: TEST_PREVIEW_SECRET,
      now: () => clock,
    });
    const token = previewTokenFor("http://localhost:3000", "spring", "x", TEST_PREVIEW_SECRET, {
      expiresAt: start + 30 * 60 * 1000,
    });
    const state = () => sessionStateOf(true, cookieOf(token), createSiteContentClient({}, handler));
    expect(await state()).toBe("active");
    clock = start + 30 * 60 * 1000;
    expect(await state()).toBe("ended");
  });

  it("does not end a session because the service is down", async () => {
    failing = true;
    try {
      expect(await sessionStateOf(true, cookieFor("spring"), client())).toBe("active");
    } finally {
      failing = false;
    }
  });
});
