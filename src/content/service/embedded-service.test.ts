import { afterAll, describe, expect, it, vi } from "vitest";

// Stands in for data/preview-secret: counts reads, and keeps the test from writing to data/.
const read = vi.hoisted(() => vi.fn((_configured: string | undefined, _file: string) => "s".repeat(32)));
vi.mock("@/platform/secrets", () => ({ persistentSecret: read }));
// The site's public origin, read when env loads: not the host any request below reaches.
const SITE_URL = vi.hoisted(() => {
  vi.stubEnv("SITE_URL", "https://lumbre.example");
  return "https://lumbre.example";
});
afterAll(() => {
  vi.unstubAllEnvs();
});

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

  it("names SITE_URL in the links it gives outside callers, whatever host they reached", async () => {
    const root = await (await publicContentHandler(new Request("http://127.0.0.1:3210/api/v2"))).json();
    expect(root.forms.everything.action).toBe(`${SITE_URL}/api/v2/documents/search`);
    const master = (root.refs as { ref: string; isMasterRef: boolean }[]).find((ref) => ref.isMasterRef);
    const page = await (
      await publicContentHandler(
        new Request(`http://localhost:3000/api/v2/documents/search?ref=${master?.ref ?? ""}&pageSize=1`),
      )
    ).json();
    expect(page.next_page).toMatch(new RegExp(`^${SITE_URL}/api/v2/documents/search\\?`));
    expect(page.results[0].href).toMatch(new RegExp(`^${SITE_URL}/api/v2/documents/search\\?`));
  });
});
