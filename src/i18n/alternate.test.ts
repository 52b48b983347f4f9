import { describe, expect, it } from "vitest";
import { type SwitcherPaths, switcherPath } from "./alternate";

/** What the layout hands the switcher for one article pair (src/features/seo/switcher-paths.ts). */
const english: SwitcherPaths = {
  "/insights/writing-for-interfaces/": "/es/insights/escribir-para-interfaces/",
};
const spanish: SwitcherPaths = {
  "/es/insights/escribir-para-interfaces/": "/insights/writing-for-interfaces/",
};

describe("switcherPath", () => {
  it("sends an article to its translation, whose uid differs, from the public and the internal path", () => {
    expect(switcherPath("/insights/writing-for-interfaces/", "es", english)).toBe(
      "/es/insights/escribir-para-interfaces/",
    );
    expect(switcherPath("/en/insights/writing-for-interfaces/", "es", english)).toBe(
      "/es/insights/escribir-para-interfaces/",
    );
    expect(switcherPath("/es/insights/escribir-para-interfaces/", "en", spanish)).toBe(
      "/insights/writing-for-interfaces/",
    );
    expect(switcherPath("/es/insights/escribir-para-interfaces", "en", spanish)).toBe(
      "/insights/writing-for-interfaces/",
    );
  });

  it("never keeps the article's own uid in the other language", () => {
    expect(switcherPath("/insights/writing-for-interfaces/", "es", english)).not.toBe(
      "/es/insights/writing-for-interfaces/",
    );
    // An insight path that is no article is the 404 page: the other language's home, as its render says.
    expect(switcherPath("/insights/no-such-article/", "es", english)).toBe("/es/");
    expect(switcherPath("/en/unmatched-path/", "es", english)).toBe("/es/");
    expect(switcherPath("/es/insights/no-existe/", "en", spanish)).toBe("/");
  });

  it("takes the answer it is given for a page without translation", () => {
    expect(
      switcherPath("/insights/english-only/", "es", { "/insights/english-only/": "/es/insights/" }),
    ).toBe("/es/insights/");
  });

  it("translates the route table's pages itself, and a document's page at the path its content gives", () => {
    expect(switcherPath("/es/unirme-al-equipo/", "en", spanish)).toBe("/careers/");
    const dataViz = { "/es/visualizacion-de-datos/": "/services/data-visualization/" };
    expect(switcherPath("/es/visualizacion-de-datos/", "en", dataViz)).toBe("/services/data-visualization/");
    expect(switcherPath("/es/visualizacion-de-datos", "en", dataViz)).toBe("/services/data-visualization/");
    expect(switcherPath("/", "es", english)).toBe("/es/");
  });
});
