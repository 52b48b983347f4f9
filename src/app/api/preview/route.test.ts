import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

const draft = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn(), isEnabled: false }));
vi.mock("next/headers", () => ({ draftMode: async () => draft }));

const { GET } = await import("./route");

// The route as Next mounts it, over the site's real content/ and its in-process content service.
const open = (token: string, documentId = "settings--settings--es-ar") =>
  GET(new NextRequest(`http://localhost:3000/api/preview/?${new URLSearchParams({ token, documentId })}`));

describe("GET /api/preview/", () => {
  it("opens nothing for a junk or foreign token: no cookie, no draft mode, home of the document's language", async () => {
    for (const token of ["x", "javascript:alert(1)", "https://evil.example/x"]) {
      const response = await open(token);
      expect(response.status).toBe(307);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("location")).toBe("http://localhost:3000/es/");
    }
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it("opens a session for a release of the embedded service", async () => {
    const response = await open(
      "http://localhost:3000/api/v2/previews/autumn-campaign:settings--settings--es-ar",
    );
    expect(response.headers.get("location")).toBe("http://localhost:3000/es/");
    expect(response.headers.get("set-cookie")).toMatch(/^io\.prismic\.preview=/);
    expect(draft.enable).toHaveBeenCalledOnce();
  });
});
