import { describe, expect, it, vi } from "vitest";

// Stands in for data/preview-secret: counts reads, and keeps the test from writing to data/.
const read = vi.hoisted(() => vi.fn((_configured: string | undefined, _file: string) => "s".repeat(32)));
vi.mock("@/platform/secrets", () => ({ persistentSecret: read }));

const { inProcessContentHandler, publicContentHandler } = await import("./embedded-service");
const { previewTokenFor } = await import("./refs");

const ORIGIN = "http://content.internal";

describe("the site's embedded service and its preview secret", () => {
  it("reads no secret to load, list refs or search the master, as `npm run build` does", async () => {
    const root = await (await inProcessContentHandler(new Request(`${ORIGIN}/api/v2`))).json();
    const master = (root.refs as { ref: string; isMasterRef: boolean }[]).find((ref) => ref.isMasterRef);
    const search = await inProcessContentHandler(
      new Request(`${ORIGIN}/api/v2/documents/search?ref=${master?.ref ?? ""}`),
    );
    expect(search.status).toBe(200);
    await publicContentHandler(
      new Request(`${ORIGIN}/api/v2`, { headers: { cookie: "io.prismic.preview=x" } }),
    );
    expect(read).not.toHaveBeenCalled();
  });

  it("reads it from data/preview-secret (unless PREVIEW_SECRET is set) once a token is checked", async () => {
    const token = previewTokenFor(ORIGIN, "autumn-campaign", "settings--settings--en-us", "s".repeat(32));
    const answer = await inProcessContentHandler(
      new Request(`${ORIGIN}/api/v2/documents/search?ref=${encodeURIComponent(token)}`),
    );
    expect(answer.status).toBe(200);
    expect(read).toHaveBeenCalledWith(process.env.PREVIEW_SECRET, "data/preview-secret");
  });
});
