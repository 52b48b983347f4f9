import { describe, expect, it } from "vitest";
import { documentLanguages, linkResolver } from "./link-resolver";
import { singleTypes } from "./model/types";
import { PageIndex, pageIndex } from "./page-index";

describe("linkResolver", () => {
  it("gives each document type its route-table path in the document's language", () => {
    expect(linkResolver({ type: "home", lang: "en-us" })).toBe("/");
    expect(linkResolver({ type: "home", lang: "es-ar" })).toBe("/es/");
    expect(linkResolver({ type: "service", uid: "auditorias-ux", lang: "es-ar" })).toBe(
      "/es/servicios/auditorias-ux/",
    );
    // From the route table alone, a family's Spanish page is under servicios/ ...
    expect(linkResolver({ type: "service_family", uid: "data-viz-data-storytelling", lang: "es-ar" })).toBe(
      "/es/servicios/data-viz-data-storytelling/",
    );
    expect(linkResolver({ type: "industry", uid: "ecommerce-retail", lang: "es-ar" })).toBe(
      "/es/industrias/ecommerce-retail/",
    );
    expect(linkResolver({ type: "case_study", uid: "itau", lang: "en-us" })).toBe("/cases/itau/");
    expect(linkResolver({ type: "page", uid: "politica-de-compra", lang: "es-ar" })).toBe(
      "/es/politica-de-compra/",
    );
    expect(linkResolver({ type: "careers", lang: "es-ar" })).toBe("/es/unirme-al-equipo/");
    expect(linkResolver({ type: "insight", uid: "disenar-con-datos", lang: "es-ar" })).toBe(
      "/es/insights/disenar-con-datos/",
    );
  });

  it("answers null for documents without a page, unknown uids and unknown languages", () => {
    expect(linkResolver({ type: "settings", lang: "en-us" })).toBeNull();
    expect(linkResolver({ type: "home", lang: "fr-fr" })).toBeNull();
  });

  it("gives a published document the path the page index has for it (a family whose content puts it at the root)", () => {
    const index = new PageIndex();
    index.take([{ id: "dv-es", path: "/es/data-viz-data-storytelling/", type: "service_family" }]);
    pageIndex.take([{ id: "dv-es", path: "/es/data-viz-data-storytelling/", type: "service_family" }]);
    try {
      const link = { id: "dv-es", type: "service_family", uid: "data-viz-data-storytelling", lang: "es-ar" };
      expect(linkResolver(link)).toBe("/es/data-viz-data-storytelling/");
      // A draft the index does not have yet: its route's path.
      expect(linkResolver({ ...link, id: "draft" })).toBe("/es/servicios/data-viz-data-storytelling/");
    } finally {
      pageIndex.take([]);
    }
    expect(index.typeAt("/es/data-viz-data-storytelling/")).toBe("service_family");
  });

  it("resolves a single type's document and its translation as Prismic gives them: uid null, no uid", () => {
    for (const type of singleTypes) {
      if (type === "settings") continue;
      const english = linkResolver({ type, uid: null, lang: "en-us" });
      const spanish = linkResolver({ type, uid: null, lang: "es-ar" });
      expect(english, type).toMatch(/^\/(?!es\/)/);
      expect(spanish, type).toMatch(/^\/es\//);
      // Hreflang and the language switcher: the translation is named by id, type and language only.
      const document = { type, uid: null, lang: "en-us", alternate_languages: [{ type, lang: "es-ar" }] };
      expect(documentLanguages(document), type).toEqual({ en: english, es: spanish });
    }
  });
});
