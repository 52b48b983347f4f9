import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import { resolvePath } from "@/i18n/routes";
import { linkResolver } from "../link-resolver";
import { loadContentStore } from "../service/content-store";
import type { StoredDocument } from "../service/types";
import { toCaseStudy } from "./cases";
import { type LandingType, toLanding } from "./landing";
import { toLegalPage } from "./legal";
import { toArchiveProject, toFamily, toIndustry, toServicePage } from "./services";
import { toHome, toSiteSettings } from "./site";

/**
 * The document-to-domain mapping, on the site's own content (content/): every field a page shows comes
 * from the document's field of that meaning, and every link becomes a path of the route table in the
 * document's own language.
 */

const LANGS: Readonly<Record<Locale, string>> = { en: "en-us", es: "es-ar" };
let master: readonly StoredDocument[];

beforeAll(async () => {
  master = (await loadContentStore(join(import.meta.dirname, "..", "..", "..", "content"))).master;
});

function documentsOf(type: string, locale: Locale): StoredDocument[] {
  const found = master.filter((document) => document.type === type && document.lang === LANGS[locale]);
  expect(found.length, `${type} documents in ${locale}`).toBeGreaterThan(0);
  return found;
}

function text(document: StoredDocument, field: string): unknown {
  return document.data[field];
}

/** A path the site serves in `locale`: a page of the route table, not an alias or a redirect. */
function expectSitePath(path: string, locale: Locale): void {
  const resolution = resolvePath(path);
  expect(resolution, path).toMatchObject({ type: "page", locale, isAlias: false });
}

describe.each(["en", "es"] as const)("content mapping (%s)", (locale) => {
  it("home: the hero, the claims, and sections whose slider links are pages in the same language", () => {
    const [document] = documentsOf("home", locale);
    if (!document) throw new Error("no home");
    const home = toHome(document);
    expect(home).toMatchObject({
      title: text(document, "title"),
      metaTitle: text(document, "meta_title"),
      heroTitle: text(document, "hero_title"),
      heroEyebrow: text(document, "hero_eyebrow"),
    });
    expect(home.claims).toEqual(text(document, "claims"));
    const slider = home.slices.find((slice) => slice.slice_type === "services_slider");
    if (slider?.slice_type !== "services_slider") throw new Error("the home page has a services slider");
    expect(slider.primary.items).toHaveLength(4);
    for (const item of slider.primary.items) expectSitePath(linkResolver(item.link) ?? "", locale);
  });

  it("service pages: hero, their sections, and the way back to their family", () => {
    for (const document of documentsOf("service", locale)) {
      const page = toServicePage(document);
      expect(page.heroTitle).toBe(text(document, "hero_title"));
      expect(page.slices.map((slice) => `${slice.slice_type}:${slice.variation}`)).toEqual([
        "rich_text:wide",
        "benefit_grid:numbered",
        "figures:dataInsights",
        "quote:default",
        "call_to_action:default",
      ]);
      expect(page.family).toBeUndefined();
      expectSitePath(page.back.href, locale);
      expect(resolvePath(page.back.href)).toMatchObject({ route: { kind: "service-family" } });
    }
  });

  it("service families link each of their services in the same language", () => {
    for (const document of documentsOf("service_family", locale)) {
      const family = toFamily(document);
      expect(family.uid).toBe(document.uid);
      if (locale === "en") expect(family.key).toBe(document.uid);
      expect(family.items.length).toBeGreaterThan(0);
      for (const item of family.items) expectSitePath(item.href, locale);
    }
  });

  it("industries, the listings' own documents, the archive and the legal pages keep their fields", () => {
    for (const document of documentsOf("industry", locale)) {
      const industry = toIndustry(document);
      expect(industry.heroTitle).toBe(text(document, "hero_title"));
      expect(industry.slices.map((slice) => slice.slice_type)).toEqual(
        (text(document, "slices") as { slice_type: string }[]).map((slice) => slice.slice_type),
      );
      expect(industry.slices.some((slice) => slice.slice_type === "figures")).toBe(true);
    }
    for (const type of ["services_page", "industries_page", "cases_page", "insights_page"] as LandingType[]) {
      const [document] = documentsOf(type, locale);
      if (!document) throw new Error(type);
      expect(toLanding(type, document)).toEqual({
        title: text(document, "title"),
        metaTitle: text(document, "meta_title"),
        metaDescription: text(document, "meta_description"),
        heroTitle: text(document, "hero_title"),
        heroDescription: text(document, "hero_description"),
      });
    }
    for (const document of documentsOf("project", locale)) {
      expect(toArchiveProject(document)).toMatchObject({ uid: document.uid, year: text(document, "year") });
    }
    for (const document of documentsOf("page", locale)) {
      const page = toLegalPage(document);
      expect(page.body).toEqual(text(document, "body"));
      expect(page.updated).toBe(text(document, "updated"));
    }
  });

  it("case studies: their own page as href, and the cover as a picture with its size", () => {
    for (const document of documentsOf("case_study", locale)) {
      const study = toCaseStudy(document);
      expectSitePath(study.href, locale);
      expect(resolvePath(study.href)).toMatchObject({ route: { kind: "case" } });
      expect(study.cover.width).toBeGreaterThan(0);
      expect(study.cover.alt).not.toBe("");
      expect(study.slices).toHaveLength((text(document, "slices") as unknown[]).length);
    }
  });

  it("case screens: each screen's image field, in the document's language, with its size and alt text", () => {
    for (const document of documentsOf("case_study", locale)) {
      const study = toCaseStudy(document);
      const gallery = study.slices.find((slice) => slice.slice_type === "screen_gallery");
      if (gallery?.slice_type !== "screen_gallery") throw new Error(`${document.uid}: no screen gallery`);
      expect(gallery.primary.screens.length).toBeGreaterThanOrEqual(4);
      for (const { image } of gallery.primary.screens) {
        expect(image?.url).toContain(`.${locale}.`);
        expect(image?.alt).toBeTruthy();
        expect(image?.dimensions.width).toBeGreaterThan(0);
      }
    }
  });

  it("case screens: an editor's upload on Prismic's CDN is read as it is, a screen left empty as absent", () => {
    const [document] = documentsOf("case_study", locale);
    if (!document) throw new Error("no case");
    type Slice = { slice_type: string; primary: { screens?: Record<string, unknown>[] } };
    const uploaded = {
      url: "https://images.prismic.io/lumbre/0f1e2d_send.png?auto=format,compress",
      alt: "The send screen",
      copyright: null,
      dimensions: { width: 1170, height: 2532 },
    };
    const slices = (text(document, "slices") as Slice[]).map((slice) => {
      const [first, second, ...rest] = slice.primary.screens ?? [];
      return slice.slice_type === "screen_gallery" && first && second
        ? // Prismic answers an image field left empty with {}.
          {
            ...slice,
            primary: {
              ...slice.primary,
              screens: [{ ...first, image: uploaded }, { ...second, image: {} }, ...rest],
            },
          }
        : slice;
    });
    const study = toCaseStudy({ ...document, data: { ...document.data, slices } });
    const gallery = study.slices.find((slice) => slice.slice_type === "screen_gallery");
    if (gallery?.slice_type !== "screen_gallery") throw new Error("no screen gallery");
    expect(gallery.primary.screens[0]?.image).toMatchObject({
      url: uploaded.url,
      alt: uploaded.alt,
      dimensions: uploaded.dimensions,
    });
    expect(gallery.primary.screens[1]?.image).toBeUndefined();
  });

  it("settings: the footer's e-mail, offices and social links", () => {
    const [document] = documentsOf("settings", locale);
    if (!document) throw new Error("no settings");
    const settings = toSiteSettings(document);
    expect(settings.companyEmail).toBe(locale === "es" ? "hola@lumbre.studio" : "hello@lumbre.studio");
    expect(settings.offices).toEqual(text(document, "offices"));
  });
});

describe("a document that does not fit its model", () => {
  it("is refused, not turned into a page with holes", () => {
    expect(() => toHome({ type: "home", data: {} })).toThrow();
    expect(() => toServicePage({ type: "service", data: { title: 1 } })).toThrow();
  });
});
