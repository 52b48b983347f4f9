import { describe, expect, it } from "vitest";
import { aliases, routes, topLevelNames } from "./route-table";
import { internalPath, localePath, pathFor, type RouteName, resolvePath } from "./routes";
import { familySlugs, serviceFamilies } from "./service-catalogue";

const allPaths = routes.flatMap((route) => [route.paths.en, route.paths.es]);

describe("route table", () => {
  it("names every route <name>___<locale> and keeps names unique", () => {
    const names = routes.flatMap((route) => [`${route.name}___en`, `${route.name}___es`]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("index___en");
    expect(names).toContain("services-ux-audits___es");
    expect(names).toContain("insights-uid___es");
  });

  it("gives every path a leading and trailing slash, lowercase, and Spanish paths the /es/ prefix", () => {
    for (const route of routes) {
      expect(route.paths.en).toMatch(/^\/([a-z0-9[\]-]+\/)*$/);
      expect(route.paths.es).toMatch(/^\/es\/([a-z0-9[\]-]+\/)*$/);
    }
    expect(new Set(allPaths).size).toBe(allPaths.length);
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

  it("lists the five families with 6, 8, 6, 6 and 5 sub-services (36 service routes)", () => {
    expect(serviceFamilies.map((family) => family.services.length)).toEqual([6, 8, 6, 6, 5]);
    expect(routes.filter((route) => route.kind === "service-family")).toHaveLength(5);
    expect(routes.filter((route) => route.kind === "service")).toHaveLength(31);
  });

  it("uses the translated Spanish slugs, data-viz pages without servicios/", () => {
    expect(localePath("services-ux-audits", "es")).toBe("/es/servicios/auditorias-ux/");
    expect(localePath("services-product-discovery", "es")).toBe(
      "/es/servicios/discovery-productos-digitales/",
    );
    expect(localePath("services-wireframing", "es")).toBe("/es/servicios/wireframing/");
    expect(localePath("services-nfts", "es")).toBe("/es/servicios/nfts/");
    expect(localePath("services-data-viz-data-storytelling", "es")).toBe("/es/data-viz-data-storytelling/");
    expect(localePath("services-data-visualization", "es")).toBe("/es/visualizacion-de-datos/");
    expect(localePath("services-data-visualization", "en")).toBe("/services/data-visualization/");
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
    // No case or industry is a route of its own: they are documents.
    expect(routes.filter((route) => route.kind === "industry" || route.kind === "case")).toHaveLength(2);
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
        if (resolution.type === "page") expect(resolution.route.name).toBe(route.name);
      }
    }
  });

  it("renders English slugs under /es/services/ as the Spanish page, canonical to the Spanish path", () => {
    expect(resolvePath("/es/services/ux-audits/")).toMatchObject({
      type: "page",
      locale: "es",
      isAlias: true,
      canonicalPath: "/es/servicios/auditorias-ux/",
    });
  });

  it("renders Spanish slugs under /servicios/ as the English page, canonical to the English path", () => {
    expect(resolvePath("/servicios/auditorias-ux/")).toMatchObject({
      type: "page",
      locale: "en",
      isAlias: true,
      canonicalPath: "/services/ux-audits/",
    });
  });

  it("301s both aliases of the six discovery services", () => {
    const six = [
      [
        "blueprints-for-digital-services-customer-experiences",
        "blueprints-servicios-digitales-experiencia-cliente",
      ],
      ["digital-product-ideation-implementation", "ideacion-implementacion-productos-digitales"],
      ["digital-landscape-user-and-market-research", "investigacion-panorama-digital-usuarios-mercado"],
      ["design-thinking-processes", "proceso-de-design-thinking"],
      ["proof-of-concepts", "pruebas-de-concepto"],
      ["digital-innovation-transformation-workshops", "talleres-innovacion-transformacion-digital"],
    ];
    for (const [en, es] of six) {
      expect(resolvePath(`/servicios/${es}/`)).toEqual({
        type: "redirect",
        location: `/services/${en}/`,
        status: 301,
      });
      expect(resolvePath(`/es/services/${en}/`)).toEqual({
        type: "redirect",
        location: `/es/servicios/${es}/`,
        status: 301,
      });
    }
    const serviceRedirects = aliases.filter(
      (alias) => alias.type === "redirect" && alias.target.name.startsWith("services-"),
    );
    expect(serviceRedirects).toHaveLength(12);
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
    expect(service && internalPath(service, "es")).toBe("/es/services/design-thinking-processes/");
    const legal = routes.find((route) => route.name === "legal-uid");
    expect(legal && internalPath(legal, "es", { uid: "privacidad" })).toBe("/es/legal/privacidad/");
  });
});

describe("the service families", () => {
  it("are the catalogue's families, once each, in the route table's order", () => {
    expect(serviceFamilies.map((family) => family.en)).toEqual([...familySlugs]);
  });
});
