import { describe, expect, it } from "vitest";
import { linkResolver } from "./link-resolver";

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
    expect(linkResolver({ type: "service", uid: "not-a-service", lang: "en-us" })).toBeNull();
    expect(linkResolver({ type: "home", lang: "fr-fr" })).toBeNull();
  });
});
