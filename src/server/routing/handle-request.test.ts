import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { routeByName } from "@/i18n/routes";
import { DRAFT_MODE_COOKIE } from "@/server/security/page-policy";
import { handleRequest } from "./handle-request";

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
}

const rewriteOf = (response: Response) => response.headers.get("x-middleware-rewrite");
/** The English home page, or one of its experiment variations. */
const ENGLISH_HOME = /^http:\/\/localhost:3000\/en\/(home-variation\/\d+\/)?$/;

describe("handleRequest", () => {
  it("answers 405 with Allow to any method but GET and HEAD on a page, without rendering it", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = handleRequest(
        new NextRequest(new URL("/contact/", "http://localhost:3000"), { method }),
      );
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(rewriteOf(response)).toBeNull();
    }
    expect(
      handleRequest(new NextRequest(new URL("/contact/", "http://localhost:3000"), { method: "HEAD" }))
        .status,
    ).toBe(200);
  });

  it("308s a path without trailing slash, with capitals or repeated slashes to its normal form", () => {
    for (const [from, to] of [
      ["/services", "/services/"],
      ["/Services/UX-Audits", "/services/ux-audits/"],
      ["/es//servicios///", "/es/servicios/"],
      ["/contact?topic=careers", "/contact/?topic=careers"],
    ] as const) {
      const response = handleRequest(request(from));
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe(`http://localhost:3000${to}`);
    }
  });

  it("rewrites a page to its internal template path", () => {
    expect(rewriteOf(handleRequest(request("/es/servicios/auditorias-ux/")))).toBe(
      "http://localhost:3000/es/services/ux-audits/",
    );
    expect(rewriteOf(handleRequest(request("/approach/")))).toBe("http://localhost:3000/en/approach/");
  });

  it("301s redirects, keeping the query string", () => {
    const response = handleRequest(request("/premios/?year=2024"));
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("http://localhost:3000/es/premios/?year=2024");
  });

  it("answers unmatched paths with the localized 404 page and status 404", () => {
    const spanish = handleRequest(request("/es/no-existe/"));
    expect(spanish.status).toBe(404);
    expect(rewriteOf(spanish)).toBe("http://localhost:3000/es/unmatched-path/");
    expect(rewriteOf(handleRequest(request("/en/approach/")))).toBe(
      "http://localhost:3000/en/unmatched-path/",
    );
  });

  it("answers an insight path that is no article with the 404 page of its language, status 404", () => {
    const english = handleRequest(request("/insights/no-such-article/"));
    expect(english.status).toBe(404);
    expect(rewriteOf(english)).toBe("http://localhost:3000/en/unmatched-path/");
    const spanish = handleRequest(request("/es/insights/no-existe/"));
    expect(spanish.status).toBe(404);
    expect(rewriteOf(spanish)).toBe("http://localhost:3000/es/unmatched-path/");
    // An article's uid is its language's own: the English uid under /es/ is no Spanish article.
    const crossed = handleRequest(request("/es/insights/writing-for-interfaces/"));
    expect(crossed.status).toBe(404);
    expect(rewriteOf(crossed)).toBe("http://localhost:3000/es/unmatched-path/");
  });

  it("rewrites the articles to their template, and lets a preview reach an article only a release has", () => {
    expect(rewriteOf(handleRequest(request("/insights/writing-for-interfaces/")))).toBe(
      "http://localhost:3000/en/insights/writing-for-interfaces/",
    );
    const spanish = handleRequest(request("/es/insights/escribir-para-interfaces/"));
    expect(spanish.status).toBe(200);
    expect(rewriteOf(spanish)).toBe("http://localhost:3000/es/insights/escribir-para-interfaces/");
    const preview = handleRequest(request("/insights/in-a-release/", { cookie: `${DRAFT_MODE_COOKIE}=1` }));
    expect(preview.status).toBe(200);
    expect(rewriteOf(preview)).toBe("http://localhost:3000/en/insights/in-a-release/");
  });

  it("fails with 500 'Unknown middleware <name>' when a route names a middleware the pipeline lacks", async () => {
    // Route middleware names are typed; only a route from outside the table can name another.
    const route = { ...routeByName("approach"), middleware: ["auth-only"] as unknown as ["preview-session"] };
    const response = handleRequest(request("/approach/"), {
      resolve: () => ({
        type: "page",
        route,
        locale: "en",
        params: {},
        canonicalPath: "/approach/",
        isAlias: false,
      }),
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Unknown middleware auth-only");
  });

  describe("experiments", () => {
    it("assigns a visitor without the cookie a variation of the home page and remembers it", () => {
      const seen = new Set<string>();
      for (let i = 0; i < 40; i += 1) {
        const response = handleRequest(request("/es/"));
        const rewrite = rewriteOf(response) ?? "";
        expect(rewrite).toMatch(/\/es\/home-variation\/[01]\/$/);
        expect(response.headers.get("set-cookie")).toMatch(
          /^io\.prismic\.experiment=lumbre-home-hero%20[01];/,
        );
        expect(response.headers.get("cache-control")).toBe("private, no-cache");
        seen.add(rewrite);
      }
      expect(seen.size).toBe(2);
    });

    it("keeps the variation the cookie names", () => {
      const response = handleRequest(
        request("/es/", { cookie: "io.prismic.experiment=lumbre-home-hero%201" }),
      );
      expect(rewriteOf(response)).toBe("http://localhost:3000/es/home-variation/1/");
      expect(response.headers.get("set-cookie")).toBeNull();
    });

    it("reassigns a cookie naming another experiment or a variation that does not exist", () => {
      const response = handleRequest(
        request("/es/", { cookie: "io.prismic.experiment=lumbre-home-hero%207" }),
      );
      expect(response.headers.get("set-cookie")).toMatch(/^io\.prismic\.experiment=/);
    });

    it("leaves pages outside the experiment, and editors in preview, alone", () => {
      expect(rewriteOf(handleRequest(request("/es/cultura/")))).toBe("http://localhost:3000/es/culture/");
      const editor = handleRequest(request("/es/", { cookie: `${DRAFT_MODE_COOKIE}=1` }));
      expect(rewriteOf(editor)).toBe("http://localhost:3000/es/");
    });
  });

  it("sends /preview/?token=… to the preview API", () => {
    const response = handleRequest(request("/preview/?token=abc&documentId=home--home--en-us"));
    expect(rewriteOf(response)).toBe(
      "http://localhost:3000/api/preview/?token=abc&documentId=home--home--en-us",
    );
    expect(rewriteOf(handleRequest(request("/preview/")))).toBe("http://localhost:3000/en/preview/");
  });

  describe("locale detection on /", () => {
    it("follows the cookie first", () => {
      const toSpanish = handleRequest(
        request("/", { cookie: "i18n_redirected=es", "accept-language": "en" }),
      );
      expect(toSpanish.status).toBe(307);
      expect(toSpanish.headers.get("location")).toBe("http://localhost:3000/es/");
      const stay = handleRequest(request("/", { cookie: "i18n_redirected=en", "accept-language": "es" }));
      expect(rewriteOf(stay)).toMatch(ENGLISH_HOME);
    });

    it("then the browser's language list, and remembers it for 365 days", () => {
      const response = handleRequest(request("/", { "accept-language": "fr;q=1,es-AR;q=0.8" }));
      expect(response.status).toBe(307);
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^i18n_redirected=es;/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/SameSite=lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
    });

    it("leaves the router's prefetches and client navigations of / alone", () => {
      const response = handleRequest(
        request("/", { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "accept-language": "es" }),
      );
      expect(rewriteOf(response)).toMatch(ENGLISH_HOME);
      expect(response.headers.get("set-cookie") ?? "").not.toContain("i18n_redirected");
    });

    it("never redirects other paths", () => {
      const response = handleRequest(
        request("/approach/", { cookie: "i18n_redirected=es", "accept-language": "es" }),
      );
      expect(response.status).toBe(200);
      expect(rewriteOf(response)).toBe("http://localhost:3000/en/approach/");
      expect(response.headers.get("set-cookie")).toBeNull();
    });
  });
});
