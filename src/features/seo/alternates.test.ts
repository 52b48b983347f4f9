import { describe, expect, it } from "vitest";
import { routeByName } from "@/i18n/routes";
import { hreflangLanguages, routeLanguages } from "./alternates";

describe("hreflang", () => {
  it("lists each language under its page's language tag and the English page as x-default", () => {
    expect(hreflangLanguages(routeLanguages(routeByName("awards")))).toEqual({
      "en-US": "/awards/",
      "es-AR": "/es/premios/",
      "x-default": "/awards/",
    });
  });

  it("fills dynamic segments per language", () => {
    expect(hreflangLanguages({ es: "/es/insights/solo/", en: "/insights/only/" })).toEqual({
      "en-US": "/insights/only/",
      "es-AR": "/es/insights/solo/",
      "x-default": "/insights/only/",
    });
    expect(routeLanguages(routeByName("insights-uid"), { uid: "a" })).toEqual({
      en: "/insights/a/",
      es: "/es/insights/a/",
    });
  });

  it("falls back to the one language a page exists in", () => {
    expect(hreflangLanguages({ es: "/es/insights/solo/" })).toEqual({
      "es-AR": "/es/insights/solo/",
      "x-default": "/es/insights/solo/",
    });
    expect(hreflangLanguages({})).toEqual({});
  });
});
