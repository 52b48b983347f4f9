import { describe, expect, it } from "vitest";
import { documentLanguages, linkResolver } from "./link-resolver";
import { singleTypes } from "./model/types";

describe("linkResolver", () => {
  it("gives each document type its route-table path in the document's language", () => {
    expect(linkResolver({ type: "home", lang: "en-us" })).toBe("/");
    expect(linkResolver({ type: "home", lang: "es-ar" })).toBe("/es/");
    expect(linkResolver({ type: "service", uid: "ux-audits", lang: "es-ar" })).toBe(
      "/es/servicios/auditorias-ux/",
    );
    expect(linkResolver({ type: "service_family", uid: "data-viz-data-storytelling", lang: "es-ar" })).toBe(
      "/es/data-viz-data-storytelling/",
    );
    expect(linkResolver({ type: "industry", uid: "ecommerce-retail", lang: "es-ar" })).toBe(
      "/es/industrias/ecommerce-retail/",
    );
    expect(linkResolver({ type: "case_study", uid: "itau", lang: "en-us" })).toBe("/cases/itau/");
    expect(linkResolver({ type: "page", uid: "purchase-policy", lang: "es-ar" })).toBe(
      "/es/politica-de-compra/",
    );
    expect(linkResolver({ type: "careers", lang: "es-ar" })).toBe("/es/unirme-al-equipo/");
    expect(linkResolver({ type: "insight", uid: "disenar-con-datos", lang: "es-ar" })).toBe(
      "/es/insights/disenar-con-datos/",
    );
  });

  it("answers null for documents without a page, unknown uids and unknown languages", () => {
    expect(linkResolver({ type: "settings", lang: "en-us" })).toBeNull();
    expect(linkResolver({ type: "service", uid: "not-a-service", lang: "en-us" })).toBeNull();
    expect(linkResolver({ type: "home", lang: "fr-fr" })).toBeNull();
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
