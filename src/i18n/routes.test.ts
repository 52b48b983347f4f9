import { describe, expect, it } from "vitest";
import { aliases, routes, topLevelNames } from "./route-table";
import { internalPath, localePath, pathFor, type RouteName, resolvePath } from "./routes";

const allPaths = routes.flatMap((route) => [route.paths.en, route.paths.es]);

describe("route table", () => {
  it("names every route <name>___<locale> and keeps names unique", () => {
    const names = routes.flatMap((route) => [`${route.name}___en`, `${route.name}___es`]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("index___en");
    expect(names).toContain("services-uid___es");
    expect(names).toContain("insights-uid___es");
  });

  it("gives every path a leading and trailing slash, lowercase, and Spanish paths the /es/ prefix", () => {
    for (const route of routes) {
      expect(route.paths.en).toMatch(/^\/([a-z0-9[\]-]+\/)*$/);
      expect(route.paths.es).toMatch(/^\/es\/([a-z0-9[\]-]+\/)*$/);
    }
    // A family and a service share one pattern, and so do a legal page and a landing page; the page
    // index tells their documents apart.
    const patterns = new Set(routes.map((route) => `${route.paths.en} ${route.paths.es}`));
    expect(patterns.size).toBe(routes.length - 2);
  });

  it("has a route for every top-level name (a RouteName without a route would type-check)", () => {
    const named = new Set(routes.map((route) => route.name));
    expect(topLevelNames.filter((name) => !named.has(name))).toEqual([]);
  });

  it("has every top-level route in both languages", () => {
    const expected: [RouteName, string, string][] = [
      ["index", "/", "/es/"],
      ["404b", "/404b/", "/es/404b/"],
      ["approach", "/approach/", "/es/approach/"],
      ["awards", "/awards/", "/es/premios/"],
      ["careers", "/careers/", "/es/unirme-al-equipo/"],
      ["cases", "/cases/", "/es/casos-de-estudio/"],
      ["contact", "/contact/", "/es/contacto/"],
      ["culture", "/culture/", "/es/cultura/"],
      ["industries", "/industries/", "/es/industrias/"],
      ["insights", "/insights/", "/es/insights/"],
      ["preview", "/preview/", "/es/preview/"],
      ["services", "/services/", "/es/servicios/"],
    ];
    for (const [name, en, es] of expected) {
      expect(localePath(name, "en")).toBe(en);
      expect(localePath(name, "es")).toBe(es);
    }
  });

  it("answers the seed's industry and case paths from the document routes, each language at its own uid", () => {
    const seed = [
      ["/es/industrias/ecommerce-retail/", "industry", "es", "ecommerce-retail"],
      ["/es/industrias/banking-finanzas-crypto/", "industry", "es", "banking-finanzas-crypto"],
      ["/industries/retail-commerce/", "industry", "en", "retail-commerce"],
      ["/es/casos-de-estudio/mercadopago/", "case", "es", "mercadopago"],
      ["/cases/ank/", "case", "en", "ank"],
    ] as const;
    for (const [path, kind, locale, uid] of seed) {
      const resolved = resolvePath(path);
      expect(resolved.type === "page" && [resolved.route.kind, resolved.locale, resolved.params.uid]).toEqual(
        [kind, locale, uid],
      );
    }
    // No case, industry, service, family or legal page is a route of its own: they are documents.
    for (const kind of ["industry", "case", "service", "service-family", "legal"] as const) {
      expect(
        routes.filter((route) => route.kind === kind),
        kind,
      ).toHaveLength(1);
    }
  });

  it("fills the insight uid", () => {
    expect(localePath("insights-uid", "es", { uid: "design-systems-at-scale" })).toBe(
      "/es/insights/design-systems-at-scale/",
    );
  });

  it("never lets an alias shadow a page", () => {
    for (const alias of aliases) expect(allPaths).not.toContain(alias.path);
    expect(new Set(aliases.map((alias) => alias.path)).size).toBe(aliases.length);
  });
});

describe("resolvePath", () => {
  it("resolves every route path in both languages to itself", () => {
    for (const route of routes) {
      for (const locale of ["en", "es"] as const) {
        const path = pathFor(route, locale, { uid: "an-article" });
        const resolution = resolvePath(path);
        expect(resolution).toMatchObject({ type: "page", locale, canonicalPath: path, isAlias: false });
        // Where two routes share a pattern (a family and a service), the first answers until the page
        // index names the document's type (src/server/routing/route-request.ts).
        if (resolution.type === "page") expect(resolution.route.paths).toEqual(route.paths);
      }
    }
  });

  it("redirects unprefixed Spanish top-level paths to their /es/ form", () => {
    for (const path of [
      "premios",
      "unirme-al-equipo",
      "contacto",
      "cultura",
      "casos-de-estudio",
      "industrias",
      "servicios",
    ]) {
      expect(resolvePath(`/${path}/`)).toEqual({ type: "redirect", location: `/es/${path}/`, status: 301 });
    }
  });

  it("matches strictly: no trailing-slash-less, prefix, case or internal-path matches", () => {
    for (const path of [
      "/services",
      "/Services/",
      "/services/ux-audits/extra/",
      "/en/approach/",
      "/insights/Bad_Uid/",
      "/es/Privacidad/",
    ]) {
      expect(resolvePath(path)).toEqual({ type: "none" });
    }
  });
});

describe("internalPath", () => {
  it("maps each kind to its template folder", () => {
    const [service] = routes.filter((route) => route.kind === "service");
    expect(service && internalPath(service, "es", { uid: "auditorias-ux" })).toBe(
      "/es/services/auditorias-ux/",
    );
    const [family] = routes.filter((route) => route.kind === "service-family");
    expect(family && internalPath(family, "en", { uid: "branding-strategy" })).toBe(
      "/en/service-families/branding-strategy/",
    );
    const legal = routes.find((route) => route.name === "legal-uid");
    expect(legal && internalPath(legal, "es", { uid: "privacidad" })).toBe("/es/legal/privacidad/");
  });
});
