import { afterEach, describe, expect, it, vi } from "vitest";
import { withErrorPageFallback } from "./error-page-fallback";

afterEach(() => vi.restoreAllMocks());

function attempt(path: string, routePattern: string, requestId?: string) {
  const url = new URL(path, "http://localhost");
  const headers: Record<string, string> = requestId ? { "x-request-id": requestId } : {};
  return { request: new Request(url, { headers }), url, routePattern };
}

const failing = async (): Promise<Response> => {
  throw new Error("secret stack detail");
};

describe("the last resort: the site's error page fails too", () => {
  const cases = [
    {
      path: "/approach/?x=1",
      lang: "en-US",
      title: "Something went wrong, and the error page could not be shown either.",
      reference: "Reference for our team: req-7",
      retry: '<a href="/approach/?x=1">Try again</a>',
      home: '<a href="/">Take me back</a>',
    },
    {
      path: "/es/enfoque/?x=1",
      lang: "es-AR",
      title: "Algo salió mal, y tampoco pudimos mostrar la página de error.",
      reference: "Referencia para nuestro equipo: req-7",
      retry: '<a href="/es/enfoque/?x=1">Reintentar</a>',
      home: '<a href="/es/">Volver al inicio</a>',
    },
  ] as const;

  for (const expected of cases) {
    it(`is an HTML page in the site's look, in the path's language (${expected.lang})`, async () => {
      vi.spyOn(process.stderr, "write").mockImplementation(() => true);
      vi.spyOn(process.stdout, "write").mockImplementation(() => true);
      const answered = await withErrorPageFallback(attempt(expected.path, "/500", "req-7"), failing);
      expect(answered.status).toBe(500);
      expect(answered.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(answered.headers.get("cache-control")).toMatch(/no-store/);
      const body = await answered.text();
      expect(body).toMatch(new RegExp(`^<!doctype html>\n<html lang="${expected.lang}">`));
      expect(body).toContain('<p class="code">500</p>');
      expect(body).toContain(`<h1>${expected.title}</h1>`);
      expect(body).toContain(expected.reference);
      expect(body).toContain(expected.retry);
      expect(body).toContain(expected.home);
      expect(body).not.toContain("secret stack detail");
      // Its one style block is allowed by its own policy.
      expect(answered.headers.get("content-security-policy")).toMatch(/style-src 'sha256-/);
    });
  }

  it("keeps a failing 404 page's status", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect((await withErrorPageFallback(attempt("/nope/", "/404"), failing)).status).toBe(404);
  });

  it("shows no reference a client made up", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const answered = await withErrorPageFallback(attempt("/", "/500", "<script>"), failing);
    const body = await answered.text();
    expect(body).not.toContain("Reference");
    expect(body).not.toContain("<script>");
  });

  it("leaves a failing page to Astro, which renders the error page, and passes a page's answer through", async () => {
    await expect(withErrorPageFallback(attempt("/approach/", "/approach"), failing)).rejects.toThrow(
      "secret stack detail",
    );
    const page = new Response("<h1>ok</h1>");
    expect(await withErrorPageFallback(attempt("/approach/", "/500"), async () => page)).toBe(page);
  });
});
