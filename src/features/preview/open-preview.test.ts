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
  openPreview(new Request(`${SITE}/api/preview/?${new URLSearchParams({ token, documentId })}`), "es");

describe("GET /api/preview/", () => {
  it("tells a junk or foreign token so in the visitor's language: 400, no cookie, no redirect", async () => {
    for (const [token, title] of [
      ["x", "Este no es un enlace de vista previa"],
      ["javascript:alert(1)", "Este no es un enlace de vista previa"],
      ["https://evil.example/x", "Este no es un enlace de vista previa"],
      [
        "https://acme.prismic.io/previews/abc:def?websitePreviewId=site-1",
        "Este enlace de vista previa es de otro sitio",
      ],
    ] as const) {
      const response = await open(token);
      expect(response.status, token).toBe(400);
      expect(response.headers.get("set-cookie"), token).toBeNull();
      expect(response.headers.get("location"), token).toBeNull();
      expect(await response.text(), token).toContain(`<h1>${title}</h1>`);
    }
  });

  it("tells a guessed link (unsigned, or signed with another secret) that it does not work: 403", async () => {
    for (const token of [
      `${SITE}/api/v2/previews/autumn-campaign:${DOCUMENT}`,
      `${SITE}/api/v2/previews/autumn-campaign:doc`,
      previewTokenFor(SITE, "autumn-campaign", DOCUMENT, "another-secret-0123456789abcdef0123"),
    ]) {
      const response = await open(token);
      expect(response.status, token).toBe(403);
      expect(response.headers.get("set-cookie"), token).toBeNull();
      expect(await response.text()).toContain("Este enlace de vista previa no funciona");
    }
  });

  it("opens a session of its own for a link of the embedded service", async () => {
    const link = previewTokenFor(SITE, "autumn-campaign", DOCUMENT, PREVIEW_SECRET);
    const response = await open(link);
    expect(response.headers.get("location")).toBe("/es/");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^io\.prismic\.preview=/);
    expect(cookie).not.toContain(encodeURIComponent(link));
  });
});
