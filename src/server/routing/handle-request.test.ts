import { beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { pageIndex } from "@/content/page-index";
import { getPagePaths } from "@/content/queries";
import { routeByName } from "@/i18n/routes";
import {
  handlePageRequest,
  PAGE_CACHE_CONTROL,
  type PageRequestOptions,
  type RenderInternal,
  serializeCookie,
} from "./handle-request";
import type { Routing } from "./route-request";
import { createNotFoundCache, createVariationCache } from "./variation-cache";

interface Rendered {
  readonly path: string;
  readonly routing: Routing;
}

/**
 * Runs the pipeline on a request as Astro's middleware would, with a stand-in for Astro's `next(path)`:
 * what it was asked to render, and the answer it gave.
 */
async function handle(
  path: string,
  {
    headers = {},
    method = "GET",
    page = () => new Response("<h1>page</h1>", { headers: { "content-type": "text/html" } }),
    options,
  }: {
    headers?: Record<string, string>;
    method?: string;
    page?: (path: string) => Response;
    options?: PageRequestOptions;
  } = {},
): Promise<{ response: Response; rendered: Rendered[] }> {
  const url = new URL(path, "http://localhost:4321");
  const request = new Request(url, { method, headers });
  // As Astro's cookies: values percent-decoded.
  const cookies = new Map(
    (headers.cookie ?? "")
      .split(";")
      .map((pair): [string, string] => {
        const [name = "", ...value] = pair.trim().split("=");
        return [name, decodeURIComponent(value.join("="))];
      })
      .filter(([name]) => name),
  );
  const rendered: Rendered[] = [];
  const render: RenderInternal = async (internal, routing) => {
    rendered.push({ path: internal, routing });
    return page(internal);
  };
  // Each request its own variation cache: what it renders is what this request asked for.
  const response = await handlePageRequest({ request, url, cookie: (name) => cookies.get(name) }, render, {
    variations: createVariationCache(),
    notFound: createNotFoundCache(),
    ...options,
  });
  return { response, rendered };
}

/** The internal path rendered for a public one. */
async function renderedPath(path: string, headers: Record<string, string> = {}) {
  const { rendered } = await handle(path, { headers });
  expect(rendered).toHaveLength(1);
  return rendered[0]?.path;
}

/** The English home page, or one of its experiment variations. */
const ENGLISH_HOME = /^\/en\/$/;

// The pipeline knows the published pages from the page index, as the server takes it at start.
beforeAll(async () => {
  const { pages, aliases } = await getPagePaths();
  pageIndex.take(pages, aliases);
});

describe("handlePageRequest", () => {
  it("answers 405 with Allow to any method but GET and HEAD on a page, without rendering it", async () => {
    for (const path of ["/careers/", "/", "/es/servicios/"]) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        const { response, rendered } = await handle(path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow")).toBe("GET, HEAD");
        expect(rendered).toEqual([]);
      }
    }
    const head = await handle("/contact/", { method: "HEAD" });
    expect(head.response.status).toBe(200);
    expect(head.rendered.map(({ path }) => path)).toEqual(["/en/contact/"]);
  });

  it("renders the contact page for its form's POST, in both languages, never for a shared cache", async () => {
    for (const [path, internal] of [
      ["/contact/", "/en/contact/"],
      ["/es/contacto/", "/es/contact/"],
    ] as const) {
      for (const status of [200, 400, 303]) {
        const { response, rendered } = await handle(path, {
          method: "POST",
          page: () => new Response("<h1>contact</h1>", { status, headers: { "content-type": "text/html" } }),
        });
        expect(rendered.map((entry) => entry.path)).toEqual([internal]);
        expect(response.status).toBe(status);
        expect(response.headers.get("cache-control")).toBe("private, no-cache");
        expect(response.headers.get("set-cookie")).toBeNull();
      }
    }
    const put = await handle("/contact/", { method: "PUT" });
    expect(put.response.status).toBe(405);
    expect(put.response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(put.rendered).toEqual([]);
  });

  it("308s a path without trailing slash, with capitals or repeated slashes to its normal form", async () => {
    for (const [from, to] of [
      ["/services", "/services/"],
      ["/Services/UX-Audits", "/services/ux-audits/"],
      ["/es//servicios///", "/es/servicios/"],
      ["/contact?topic=careers", "/contact/?topic=careers"],
    ] as const) {
      const { response, rendered } = await handle(from);
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe(to);
      expect(rendered).toEqual([]);
    }
  });

  it("redirects to a path, never to a host the request named", async () => {
    const url = new URL("http://evil.test/services");
    const request = new Request(url);
    const response = await handlePageRequest({ request, url, cookie: () => undefined }, () => {
      throw new Error("a redirect renders nothing");
    });
    expect(response.headers.get("location")).toBe("/services/");
  });

  it("renders a page's internal template path, told the decision", async () => {
    const { rendered } = await handle("/es/servicios/auditorias-ux/");
    expect(rendered.map(({ path }) => path)).toEqual(["/es/services/auditorias-ux/"]);
    expect(rendered[0]?.routing).toMatchObject({
      kind: "page",
      locale: "es",
      route: { name: "services-uid" },
    });
    expect(await renderedPath("/approach/")).toBe("/en/approach/");
  });

  it("301s redirects, keeping the query string", async () => {
    const { response } = await handle("/premios/?year=2024");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/es/premios/?year=2024");
  });

  it("renders the localized 404 page for unmatched paths, as that page answers", async () => {
    const notFound = () => new Response("<h1>404</h1>", { status: 404 });
    const spanish = await handle("/es/no-existe/", { page: notFound });
    expect(spanish.response.status).toBe(404);
    expect(spanish.rendered.map(({ path }) => path)).toEqual(["/es/unmatched-path/"]);
    expect(spanish.response.headers.get("cache-control")).toBeNull();
    expect(await renderedPath("/en/approach/")).toBe("/en/unmatched-path/");
  });

  it("renders each language's 404 page once per publish, however many paths ask for it", async () => {
    const notFound = createNotFoundCache();
    const rendered: string[] = [];
    const render: RenderInternal = async (path) => {
      rendered.push(path);
      return new Response(`<h1>${path}</h1>`, { status: 404, statusText: "Not Found" });
    };
    const visit = async (path: string) => {
      const request = new Request(`http://localhost:4321${path}`, {
        headers: { "sec-fetch-dest": "document" },
      });
      return handlePageRequest({ request, url: new URL(request.url), cookie: () => undefined }, render, {
        variations: createVariationCache(),
        notFound,
      });
    };
    for (const path of ["/a/", "/b/c/", "/es/x/", "/es/y/", "/z/"]) {
      const response = await visit(path);
      expect(response.status).toBe(404);
      expect(response.statusText).toBe("Not Found");
      expect(await response.text()).toBe(
        `<h1>${path.startsWith("/es/") ? "/es" : "/en"}/unmatched-path/</h1>`,
      );
    }
    expect(rendered).toEqual(["/en/unmatched-path/", "/es/unmatched-path/"]);
    notFound.drop("all");
    await visit("/q/");
    expect(rendered).toHaveLength(3);
  });

  it("answers an insight path that is no article with the 404 page of its language", async () => {
    expect(await renderedPath("/insights/no-such-article/")).toBe("/en/unmatched-path/");
    expect(await renderedPath("/es/insights/no-existe/")).toBe("/es/unmatched-path/");
    // An article's uid is its language's own: the English uid under /es/ is no Spanish article.
    expect(await renderedPath("/es/insights/writing-for-interfaces/")).toBe("/es/unmatched-path/");
  });

  it("renders the articles' template, and lets a preview reach an article only a release has", async () => {
    expect(await renderedPath("/insights/writing-for-interfaces/")).toBe(
      "/en/insights/writing-for-interfaces/",
    );
    expect(await renderedPath("/es/insights/escribir-para-interfaces/")).toBe(
      "/es/insights/escribir-para-interfaces/",
    );
    expect(await renderedPath("/insights/in-a-release/", { cookie: `${PREVIEW_COOKIE}=s` })).toBe(
      "/en/insights/in-a-release/",
    );
  });

  it("fails with 500 'Unknown middleware <name>' when a route names a middleware the pipeline lacks", async () => {
    // Route middleware names are typed; only a route from outside the table can name another.
    const route = { ...routeByName("approach"), middleware: ["auth-only"] as unknown as ["preview-session"] };
    const { response, rendered } = await handle("/approach/", {
      options: {
        resolve: () => ({
          type: "page",
          route,
          locale: "en",
          params: {},
          canonicalPath: "/approach/",
          isAlias: false,
        }),
      },
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Unknown middleware auth-only");
    expect(rendered).toEqual([]);
  });

  describe("how long a page may be kept", () => {
    it("lets shared caches keep a page until the next publish", async () => {
      const { response } = await handle("/approach/");
      expect(response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
      expect(response.headers.get("vary")).toBeNull();
      expect(response.headers.get("set-cookie")).toBeNull();
    });

    it("leaves a page that says otherwise its own word", async () => {
      const { response } = await handle("/approach/", {
        page: () => new Response("x", { headers: { "cache-control": "no-store" } }),
      });
      expect(response.headers.get("cache-control")).toBe("no-store");
    });

    it("keeps an editor's preview private", async () => {
      const { response } = await handle("/approach/", { headers: { cookie: `${PREVIEW_COOKIE}=s` } });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    });

    it("leaves a page whose template failed or found nothing its own headers", async () => {
      for (const status of [404, 500]) {
        const { response } = await handle("/es/", { page: () => new Response("no", { status }) });
        expect(response.status).toBe(status);
        expect(response.headers.get("cache-control")).toBeNull();
        expect(response.headers.get("set-cookie")).toBeNull();
        expect(response.headers.get("vary")).toBeNull();
      }
    });
  });

  describe("experiments", () => {
    it("assigns a visitor without the cookie a variation of the home page and remembers it", async () => {
      const seen = new Set<number | undefined>();
      for (let i = 0; i < 40; i += 1) {
        const { response, rendered } = await handle("/es/");
        expect(rendered[0]?.path).toBe("/es/");
        const chosen = rendered[0]?.routing;
        const variation = chosen?.kind === "page" ? chosen.variation : undefined;
        expect([0, 1]).toContain(variation);
        expect(response.headers.get("set-cookie")).toMatch(
          /^io\.prismic\.experiment=lumbre-home-hero%20[01];/,
        );
        expect(response.headers.get("cache-control")).toBe("private, no-cache");
        expect(response.headers.get("vary")).toBe("Cookie");
        seen.add(variation);
      }
      expect(seen.size).toBe(2);
    });

    it("keeps the variation the cookie names", async () => {
      const { response, rendered } = await handle("/es/", {
        headers: { cookie: "io.prismic.experiment=lumbre-home-hero%201" },
      });
      expect(rendered.map(({ path }) => path)).toEqual(["/es/"]);
      expect(rendered[0]?.routing).toMatchObject({ kind: "page", variation: 1 });
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    });

    it("reassigns a cookie naming another experiment or a variation that does not exist", async () => {
      const { response } = await handle("/es/", {
        headers: { cookie: "io.prismic.experiment=lumbre-home-hero%207" },
      });
      expect(response.headers.get("set-cookie")).toMatch(/^io\.prismic\.experiment=/);
    });

    it("leaves pages outside the experiment, and editors in preview, alone", async () => {
      expect(await renderedPath("/es/cultura/")).toBe("/es/culture/");
      const editor = await handle("/es/", { headers: { cookie: `${PREVIEW_COOKIE}=s` } });
      expect(editor.rendered.map(({ path }) => path)).toEqual(["/es/"]);
      expect(editor.response.headers.get("set-cookie")).toBeNull();
    });
  });

  it("sends /preview/?token=… to the preview API, and shows the preview page without one", async () => {
    const { rendered } = await handle("/preview/?token=abc&documentId=home--home--en-us");
    expect(rendered.map(({ path }) => path)).toEqual([
      "/api/preview/?token=abc&documentId=home--home--en-us",
    ]);
    expect(rendered[0]?.routing).toEqual({ kind: "preview-session", locale: "en" });
    expect(await renderedPath("/preview/")).toBe("/en/preview/");
  });

  describe("locale detection on /", () => {
    it("follows the cookie first", async () => {
      const toSpanish = await handle("/", {
        headers: { cookie: "i18n_redirected=es", "accept-language": "en" },
      });
      expect(toSpanish.response.status).toBe(307);
      expect(toSpanish.response.headers.get("location")).toBe("/es/");
      expect(toSpanish.response.headers.get("cache-control")).toBe("private, no-store");
      expect(toSpanish.response.headers.get("vary")).toBe("Cookie, Accept-Language");
      const stay = await handle("/", { headers: { cookie: "i18n_redirected=en", "accept-language": "es" } });
      expect(stay.rendered[0]?.path).toMatch(ENGLISH_HOME);
      // "/" answers by cookie and language: shared caches must key it on both.
      expect(stay.response.headers.get("vary")).toBe("Cookie, Accept-Language");
    });

    it("then the browser's language list, and remembers it for 365 days", async () => {
      const { response, rendered } = await handle("/?ref=x", {
        headers: { "accept-language": "fr;q=1,es-AR;q=0.8" },
      });
      expect(rendered).toEqual([]);
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe("/es/?ref=x");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^i18n_redirected=es;/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/SameSite=lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
    });

    it("sets both the experiment's and the language's cookie on a first English visit", async () => {
      const { response } = await handle("/", { headers: { "accept-language": "en-GB,en;q=0.9" } });
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().map((cookie) => cookie.split("=")[0])).toEqual([
        "io.prismic.experiment",
        "i18n_redirected",
      ]);
      expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
    });

    it("leaves prefetches of / alone", async () => {
      const { response, rendered } = await handle("/", {
        headers: { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "accept-language": "es" },
      });
      expect(rendered[0]?.path).toMatch(ENGLISH_HOME);
      expect(response.headers.get("set-cookie") ?? "").not.toContain("i18n_redirected");
    });

    it("never redirects other paths", async () => {
      const { response, rendered } = await handle("/approach/", {
        headers: { cookie: "i18n_redirected=es", "accept-language": "es" },
      });
      expect(response.status).toBe(200);
      expect(rendered.map(({ path }) => path)).toEqual(["/en/approach/"]);
      expect(response.headers.get("set-cookie")).toBeNull();
    });
  });
});

describe("serializeCookie", () => {
  it("writes a value safely, with its path, lifetime, Secure when asked and SameSite=lax", () => {
    const expires = new Date("2027-01-01T00:00:00Z");
    expect(
      serializeCookie({
        name: "pick",
        value: "a b;c",
        path: "/",
        maxAgeSeconds: 60,
        expires,
        sameSite: "lax",
        secure: true,
      }),
    ).toBe("pick=a%20b%3Bc; Path=/; Expires=Fri, 01 Jan 2027 00:00:00 GMT; Max-Age=60; Secure; SameSite=lax");
    expect(
      serializeCookie({
        name: "pick",
        value: "x",
        path: "/es/",
        maxAgeSeconds: 1,
        sameSite: "lax",
        secure: false,
      }),
    ).toBe("pick=x; Path=/es/; Max-Age=1; SameSite=lax");
  });
});

describe("the experiments' variation pages", () => {
  const home = (cookie: string) =>
    new Request("http://localhost:4321/", {
      headers: { cookie, "accept-language": "en", "sec-fetch-dest": "document" },
    });
  const cookieOf = (variation: number) =>
    `io.prismic.experiment=${encodeURIComponent(`lumbre-home-hero ${variation}`)}`;

  it("are rendered once per variation and publish, then answered from memory, each visitor still marked", async () => {
    const variations = createVariationCache();
    const rendered: string[] = [];
    // The home page's shell renders the variation its routing names.
    const render: RenderInternal = async (path, routing) => {
      const page = `${path}${routing.kind === "page" ? routing.variation : ""}`;
      rendered.push(page);
      return new Response(`<h1>${page}</h1>`, { headers: { "content-type": "text/html" } });
    };
    const visit = async (cookie: string) => {
      const request = home(cookie);
      const cookies = new Map([["io.prismic.experiment", decodeURIComponent(cookie.split("=")[1] ?? "")]]);
      return handlePageRequest(
        { request, url: new URL(request.url), cookie: (name) => cookies.get(name) },
        render,
        { variations },
      );
    };
    for (const variation of [0, 1, 0, 1, 1]) {
      const response = await visit(cookieOf(variation));
      expect(await response.text()).toBe(`<h1>/en/${variation}</h1>`);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
    }
    expect(rendered).toEqual(["/en/0", "/en/1"]);
    variations.drop("all");
    await visit(cookieOf(1));
    expect(rendered).toHaveLength(3);
  });
});
