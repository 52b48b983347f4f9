import { inlineScriptHashes, inlineStyleHashes } from "../harness/inline-scripts";
import { expect, test } from "./fixtures";

const PAGES = [
  "/",
  "/es/",
  "/services/ux-audits/",
  "/es/servicios/auditorias-ux/",
  "/es/contacto/",
  "/insights/",
];

function expectCommonHeaders(headers: Record<string, string>, what: string) {
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"], `${what} over plain HTTP`).toBeUndefined();
}

test.describe("security headers", () => {
  test("pages carry one policy: scripts and styles by hash, never 'unsafe-inline', only the configured third parties", async ({
    request,
  }) => {
    for (const path of PAGES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expectCommonHeaders(headers, path);
      const scriptSrc = headers["content-security-policy"]?.match(/script-src ([^;]+)/)?.[1] ?? "";
      expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(scriptSrc, path).not.toContain("unsafe-eval");
      // The test build configures the tag manager and the reviews widget, and nothing else.
      expect(
        scriptSrc
          .split(" ")
          .filter((source) => source.startsWith("https:"))
          .sort(),
        path,
      ).toEqual(["https://widget.clutch.co", "https://www.googletagmanager.com"]);
      // Styles too: the page's own <style> elements by hash, nothing inline beyond them.
      const styleSrc = headers["content-security-policy"]?.match(/style-src ([^;]+)/)?.[1] ?? "";
      expect(styleSrc, path).not.toContain("unsafe-inline");
      const html = await response.text();
      for (const hash of inlineStyleHashes(html)) expect(styleSrc, `${path} <style>`).toContain(`'${hash}'`);
      for (const hash of inlineScriptHashes(html))
        expect(scriptSrc, `${path} <script>`).toContain(`'${hash}'`);
      expect(html, `${path} has no style attribute`).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      // Pages stay cacheable: no per-request nonce, the same policy every time.
      expect(scriptSrc, path).not.toContain("nonce-");
      expect((await request.get(path)).headers()["content-security-policy"]).toBe(
        headers["content-security-policy"],
      );
    }
  });

  test("API answers, files, redirects and not-found pages carry the headers too", async ({ request }) => {
    const answers = {
      "GET /api/v2": await request.get("/api/v2"),
      "GET /api/slots": await request.get("/api/slots/?day=nope"),
      "POST /api/contact": await request.post("/api/contact", { data: { locale: "en" } }),
      "GET /sitemap-like file": await request.get("/insights/feed.xml"),
      "GET /images/…svg": await request.get("/images/pages/cases.svg"),
      "308 to the slash form": await request.get("/cases", { maxRedirects: 0 }),
      "404 page": await request.get("/no-such-page/"),
    };
    for (const [what, response] of Object.entries(answers)) {
      expectCommonHeaders(response.headers(), what);
    }
    expect(answers["POST /api/contact"].status()).toBe(400);
    expect(answers["308 to the slash form"].status()).toBe(308);
    expect(answers["404 page"].status()).toBe(404);
    expect(answers["GET /api/v2"].headers()["content-security-policy"]).toContain("default-src 'none'");
  });

  test("a file no route has is the language's 404 page: its whole policy, its own scripts allowed, a lifetime", async ({
    request,
  }) => {
    for (const [path, lang] of [
      ["/images/none.jpg", "en-US"],
      ["/es/imagenes/ninguna.png", "es-AR"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const headers = response.headers();
      expectCommonHeaders(headers, path);
      const policy = headers["content-security-policy"] ?? "";
      expect(policy, path).toContain("default-src 'self'");
      expect(headers["cache-control"], path).toMatch(/max-age/);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      for (const hash of inlineScriptHashes(html)) expect(policy, `${path} ${hash}`).toContain(`'${hash}'`);
    }
  });

  test("a client's own X-Forwarded-Proto does not turn on HSTS: only a trusted proxy's does", async ({
    request,
  }) => {
    // The server under test trusts no proxy (TRUSTED_PROXIES unset); tests/resilience/abuse.test.ts
    // checks HSTS behind a trusted one.
    for (const path of ["/", "/es/contacto/", "/api/v2"]) {
      const response = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers()["strict-transport-security"], path).toBeUndefined();
    }
    const page = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(page.headers()["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  for (const [start, next] of [
    ["/", "/cases/"],
    ["/es/", "/es/casos-de-estudio/"],
  ] as const) {
    test(`pages run under their policy: hydrated, navigable, no violation (${start})`, async ({ page }) => {
      // The fixture fails the test on any Content-Security-Policy violation in the console.
      await page.goto(start);
      await page.locator(`a[href="${next}"]`).first().click();
      await expect(page).toHaveURL(next);
      await expect(page.locator("h1")).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(start);
    });
  }
});
