import { beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { pageIndex } from "@/content/page-index";
import { getPagePaths } from "@/content/queries";
import { seedFamilies, seedServicePages, servicePaths } from "../../../tests/e2e/seed-urls";
import { type PageRequest, routeRequest } from "./route-request";

function request(path: string, headers: Record<string, string> = {}, method = "GET"): PageRequest {
  const cookies = new Map(
    (headers.cookie ?? "")
      .split(";")
      .map((pair) => pair.trim().split("=") as [string, string])
      .filter(([name]) => name),
  );
  return {
    method,
    url: new URL(path, "http://localhost:3000"),
    header: (name) => headers[name] ?? null,
    cookie: (name) => cookies.get(name),
  };
}

// The pipeline knows the published pages from the page index, as the server takes it at start.
beforeAll(async () => {
  const { pages, aliases } = await getPagePaths();
  pageIndex.take(pages, aliases);
});

describe("routeRequest: the pipeline's decisions, with no framework", () => {
  it("decides a page by its route, language and parameters", () => {
    const routing = routeRequest(request("/es/servicios/auditorias-ux/"));
    expect(routing).toMatchObject({ kind: "page", locale: "es", route: { name: "services-uid" } });
  });

  it("gives one spelling per page path (308), redirects (301) and the 404 of the path's language", () => {
    expect(routeRequest(request("/Services//UX-Audits?x=1"))).toEqual({
      kind: "redirect",
      location: "/services/ux-audits/?x=1",
      status: 308,
    });
    expect(routeRequest(request("/premios/"))).toMatchObject({ kind: "redirect", status: 301 });
    expect(routeRequest(request("/es/no-existe/"))).toEqual({ kind: "not-found", locale: "es" });
    expect(routeRequest(request("/services/", {}, "POST"))).toEqual({ kind: "method-not-allowed" });
  });

  it("takes a POST only on the contact page's own paths, privately and without experiments", () => {
    for (const [path, locale] of [
      ["/contact/", "en"],
      ["/es/contacto/", "es"],
    ] as const) {
      expect(routeRequest(request(path, {}, "POST"))).toEqual({
        kind: "page",
        route: expect.objectContaining({ name: "contact" }),
        locale,
        params: {},
        cacheControl: "private, no-cache",
      });
    }
    // Every other page, the home page under an experiment, a redirect, an alias and a misspelling: 405.
    for (const path of [
      "/",
      "/es/",
      "/careers/",
      "/premios/",
      "/contacto/",
      "/Contact/",
      "/contact",
      "/nope/",
    ]) {
      expect(routeRequest(request(path, {}, "POST")), path).toEqual({ kind: "method-not-allowed" });
    }
    expect(routeRequest(request("/contact/", {}, "PUT"))).toEqual({
      kind: "method-not-allowed",
      allow: "GET, HEAD, POST",
    });
  });

  it("on a first visit to /, remembers both the experiment's variation and the language it detected", () => {
    const routing = routeRequest(request("/", { "accept-language": "en-GB,en;q=0.9" }));
    if (routing.kind !== "page") throw new Error(`a page, not ${routing.kind}`);
    expect(routing.variation).toBeTypeOf("number");
    expect(routing.setCookies?.map((cookie) => cookie.name)).toEqual([
      "io.prismic.experiment",
      "i18n_redirected",
    ]);
    expect(routing.vary).toBe("Cookie, Accept-Language");
    expect(routing.cacheControl).toBe("private, no-cache");
  });

  it("sends a Spanish reader of / to /es/, privately, remembering the language", () => {
    const routing = routeRequest(request("/?utm_source=x", { "accept-language": "es-AR" }));
    expect(routing).toMatchObject({
      kind: "redirect",
      location: "/es/?utm_source=x",
      status: 307,
      cacheControl: "private, no-store",
      vary: "Cookie, Accept-Language",
      setCookies: [{ name: "i18n_redirected", value: "es", maxAgeSeconds: 31_536_000, sameSite: "lax" }],
    });
  });

  it("keeps an editor's preview private, shows them the release rather than a variation, and unpublished articles", () => {
    const editor = { cookie: `${PREVIEW_COOKIE}=session` };
    const home = routeRequest(request("/es/", editor));
    expect(home).toMatchObject({ kind: "page", cacheControl: "private, no-store" });
    expect(home).not.toHaveProperty("variation");
    expect(home).not.toHaveProperty("setCookies");
    expect(routeRequest(request("/approach/", editor))).toMatchObject({ cacheControl: "private, no-store" });
    expect(routeRequest(request("/insights/in-a-release/", editor))).toMatchObject({ kind: "page" });
    // A visitor: the page a shared cache may keep, and no unpublished article.
    expect(routeRequest(request("/approach/"))).not.toHaveProperty("cacheControl");
    expect(routeRequest(request("/insights/in-a-release/"))).toEqual({ kind: "not-found", locale: "en" });
  });

  it("opens an editor's preview from /preview/?token=…, and shows the preview page without one", () => {
    expect(routeRequest(request("/preview/?token=t&documentId=d"))).toEqual({
      kind: "preview-session",
      locale: "en",
    });
    expect(routeRequest(request("/es/preview/?token=t&documentId=d"))).toEqual({
      kind: "preview-session",
      locale: "es",
    });
    expect(routeRequest(request("/preview/"))).toMatchObject({ kind: "page", route: { name: "preview" } });
  });

  it("answers a renamed document's earlier path with a 301 to its page now, and an unknown one with a 404", async () => {
    const { pages, aliases } = await getPagePaths();
    pageIndex.take(
      pages.map((page) => (page.path === "/cases/itau/" ? { ...page, path: "/cases/itau-app/" } : page)),
      aliases,
    );
    try {
      expect(routeRequest(request("/cases/itau/?utm_source=news"))).toEqual({
        kind: "redirect",
        location: "/cases/itau-app/?utm_source=news",
        status: 301,
      });
      expect(routeRequest(request("/cases/itau-app/")).kind).toBe("page");
      expect(routeRequest(request("/cases/never-was/"))).toEqual({ kind: "not-found", locale: "en" });
      expect(routeRequest(request("/es/casos-de-estudio/never-was/"))).toEqual({
        kind: "not-found",
        locale: "es",
      });
    } finally {
      pageIndex.take(pages, aliases);
    }
  });

  it("answers a legal page's Spanish path without /es with a 301 to it, and a one-segment path no document has with a 404", () => {
    expect(routeRequest(request("/privacidad/?ref=mail"))).toEqual({
      kind: "redirect",
      location: "/es/privacidad/?ref=mail",
      status: 301,
    });
    expect(routeRequest(request("/terminos-condiciones/"))).toMatchObject({
      location: "/es/terminos-condiciones/",
    });
    expect(routeRequest(request("/privacy/"))).toMatchObject({ kind: "page", route: { name: "legal-uid" } });
    expect(routeRequest(request("/es/privacidad/"))).toMatchObject({ kind: "page", locale: "es" });
    expect(routeRequest(request("/es/en/"))).toEqual({ kind: "not-found", locale: "es" });
    expect(routeRequest(request("/no-such-page/"))).toEqual({ kind: "not-found", locale: "en" });
  });

  it("answers every seed family and service at its path in both languages, data viz's Spanish pages at /es/{uid}/", () => {
    for (const { type, paths } of seedServicePages) {
      for (const locale of ["en", "es"] as const) {
        expect(routeRequest(request(paths[locale])), paths[locale]).toMatchObject({
          kind: "page",
          locale,
          route: { kind: type === "service" ? "service" : "service-family" },
        });
      }
    }
    expect(routeRequest(request("/es/servicios/visualizacion-de-datos/"))).toEqual({
      kind: "not-found",
      locale: "es",
    });
    expect(routeRequest(request("/es/servicios/ux-audits/"))).toEqual({ kind: "not-found", locale: "es" });
  });

  it("renders a service's cross-language paths as its page, but 301s the six discovery services', query kept", () => {
    for (const family of seedFamilies) {
      for (const service of family.services) {
        const paths = servicePaths(family, service);
        const toSpanish = routeRequest(request(`/es/services/${service.en}/?utm=x`));
        const toEnglish = routeRequest(request(`/servicios/${service.es}/?utm=x`));
        if (service.redirects) {
          expect(toSpanish).toEqual({ kind: "redirect", location: `${paths.es}?utm=x`, status: 301 });
          expect(toEnglish).toEqual({ kind: "redirect", location: `${paths.en}?utm=x`, status: 301 });
        } else {
          expect(toSpanish, service.en).toMatchObject({
            kind: "page",
            locale: "es",
            route: { kind: "service" },
          });
          expect(toEnglish, service.es).toMatchObject({
            kind: "page",
            locale: "en",
            route: { kind: "service" },
          });
        }
      }
    }
    expect(
      seedFamilies.flatMap((family) => family.services.filter((service) => service.redirects)),
    ).toHaveLength(6);
    expect(routeRequest(request("/es/services/diseno-ux-ui/"))).toEqual({ kind: "not-found", locale: "es" });
  });
});
