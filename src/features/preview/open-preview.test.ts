import { afterAll, describe, expect, it, vi } from "vitest";
import { previewTokenFor } from "@/content/service/refs";

// The site's service signs with PREVIEW_SECRET, read when the handler's modules load: set before they do,
// so the test signs with what the service checks, and never writes data/preview-secret.
const PREVIEW_SECRET = vi.hoisted(() => {
  const secret = "route-test-preview-secret-0123456789abcdef";
  vi.stubEnv("PREVIEW_SECRET", secret);
  return secret;
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const { openPreview } = await import("./open-preview");
const SITE = "http://localhost:3000";
const DOCUMENT = "settings--settings--es-ar";

// The handler as the endpoint mounts it, over the site's real content/ and its in-process content service.
const open = (token: string, documentId = "settings--settings--es-ar") =>
  openPreview(new Request(`${SITE}/api/preview/?${new URLSearchParams({ token, documentId })}`));

describe("GET /api/preview/", () => {
  it("opens nothing for a junk or foreign token: no cookie, home of the document's language", async () => {
    for (const token of ["x", "javascript:alert(1)", "https://evil.example/x"]) {
      const response = await open(token);
      expect(response.status).toBe(307);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("location")).toBe(`${SITE}/es/`);
    }
  });

  it("opens nothing for a guessed release: unsigned, or signed with another secret", async () => {
    for (const token of [
      `${SITE}/api/v2/previews/autumn-campaign:${DOCUMENT}`,
      `${SITE}/api/v2/previews/autumn-campaign:doc`,
      previewTokenFor(SITE, "autumn-campaign", DOCUMENT, "another-secret-0123456789abcdef0123"),
    ]) {
      const response = await open(token);
      expect(response.headers.get("set-cookie"), token).toBeNull();
      expect(response.headers.get("location"), token).toBe(`${SITE}/es/`);
    }
  });

  it("opens a session for a release of the embedded service", async () => {
    const response = await open(previewTokenFor(SITE, "autumn-campaign", DOCUMENT, PREVIEW_SECRET));
    expect(response.headers.get("location")).toBe(`${SITE}/es/`);
    expect(response.headers.get("set-cookie")).toMatch(/^io\.prismic\.preview=/);
  });
});
