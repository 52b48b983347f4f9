import { describe, expect, it } from "vitest";
import type { PageDocument } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { type RouteName, routeByName } from "@/i18n/routes";
import { loadSitePages, loadSwitcherPaths } from "./load-site-pages";
import { collectSitePages } from "./site-pages";
import { switcherPaths } from "./switcher-paths";

function document(
  type: string,
  uid: string | null,
  locale: Locale,
  path: string,
  languages: Partial<Record<Locale, string>>,
): PageDocument {
  return {
    id: `${type}-${uid ?? "single"}-${locale}`,
    type,
    uid,
    locale,
    path,
    languages,
    parentTitle: undefined,
    lastModified: undefined,
    title: uid ?? type,
    heroTitle: undefined,
    heroEyebrow: undefined,
    published: undefined,
    author: undefined,
    category: undefined,
    client: undefined,
    claims: [],
  };
}

const translated = { en: "/insights/design-systems/", es: "/es/insights/sistemas-de-diseno/" };
const routeNames: readonly RouteName[] = ["index", "services-uid", "cases-uid", "legal-uid", "insights-uid"];
const pages = collectSitePages(routeNames.map(routeByName), [
  document("home", null, "en", "/", { en: "/", es: "/es/" }),
  document("home", null, "es", "/es/", { en: "/", es: "/es/" }),
  document("service", "ux-audits", "en", "/services/ux-audits/", {
    en: "/services/ux-audits/",
    es: "/es/servicios/auditorias-ux/",
  }),
  document("service", "ux-audits", "es", "/es/servicios/auditorias-ux/", {
    en: "/services/ux-audits/",
    es: "/es/servicios/auditorias-ux/",
  }),
  document("insight", "design-systems", "en", translated.en, translated),
  document("insight", "sistemas-de-diseno", "es", translated.es, translated),
  // Published in one language only.
  document("insight", "english-only", "en", "/insights/english-only/", { en: "/insights/english-only/" }),
  document("insight", "solo-en-espanol", "es", "/es/insights/solo-en-espanol/", {
    es: "/es/insights/solo-en-espanol/",
  }),
  document("case_study", "itau", "es", "/es/casos-de-estudio/itau/", { es: "/es/casos-de-estudio/itau/" }),
  document("page", "privacy", "en", "/privacy/", { en: "/privacy/" }),
]);

describe("switcherPaths", () => {
  it("sends an article to its translation, in both directions", () => {
    expect(switcherPaths(pages, "en")[translated.en]).toBe(translated.es);
    expect(switcherPaths(pages, "es")[translated.es]).toBe(translated.en);
  });

  it("sends a page without translation to the other language's listing, or home when it has none", () => {
    expect(switcherPaths(pages, "en")["/insights/english-only/"]).toBe("/es/insights/");
    expect(switcherPaths(pages, "es")["/es/insights/solo-en-espanol/"]).toBe("/insights/");
    expect(switcherPaths(pages, "es")["/es/casos-de-estudio/itau/"]).toBe("/cases/");
    expect(switcherPaths(pages, "en")["/privacy/"]).toBe("/es/");
  });

  it("leaves out the pages whose translation the route table already names", () => {
    expect(Object.keys(switcherPaths(pages, "en")).sort()).toEqual([
      translated.en,
      "/insights/english-only/",
      "/privacy/",
      "/services/ux-audits/",
    ]);
    expect(Object.keys(switcherPaths(pages, "es")).sort()).toEqual([
      "/es/casos-de-estudio/itau/",
      "/es/insights/sistemas-de-diseno/",
      "/es/insights/solo-en-espanol/",
      "/es/servicios/auditorias-ux/",
    ]);
  });
});

describe("the switcher's answers for the site's content", () => {
  it("send every article to its translation, as its hreflang does", async () => {
    const [english, spanish] = await Promise.all([loadSwitcherPaths("en"), loadSwitcherPaths("es")]);
    expect(english["/insights/writing-for-interfaces/"]).toBe("/es/insights/escribir-para-interfaces/");
    expect(spanish["/es/insights/escribir-para-interfaces/"]).toBe("/insights/writing-for-interfaces/");
    const articles = (await loadSitePages()).filter((page) => page.route === routeByName("insights-uid"));
    expect(articles).toHaveLength(9);
    for (const { paths } of articles) {
      expect(paths.en && english[paths.en], paths.en).toBe(paths.es);
      expect(paths.es && spanish[paths.es], paths.es).toBe(paths.en);
    }
  });

  it("send an industry to its translation at its own Spanish uid, and a case to its translation", async () => {
    const [english, spanish] = await Promise.all([loadSwitcherPaths("en"), loadSwitcherPaths("es")]);
    expect(english["/industries/retail-commerce/"]).toBe("/es/industrias/ecommerce-retail/");
    expect(spanish["/es/industrias/ecommerce-retail/"]).toBe("/industries/retail-commerce/");
    expect(english["/cases/itau/"]).toBe("/es/casos-de-estudio/itau/");
  });

  it("answer only for the documents' pages (the route table translates the rest; they stay out of every page's payload)", async () => {
    const english = await loadSwitcherPaths("en");
    const documentPaths = /^\/(?:insights|cases|industries|services)\/|^\/[a-z0-9-]+\/$/;
    expect(Object.keys(english).filter((path) => !documentPaths.test(path))).toEqual([]);
  });
});
