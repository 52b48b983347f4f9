import type { SliceData } from "./model/slices";

export type { SliceData, SliceOf } from "./model/slices";

import type { RichTextField } from "@prismicio/client";
import type { Locale } from "@/i18n/locales";
import type { Office } from "./model/settings";
import type { CookieEntry, GlyphName, InsightCategory, JobPosition } from "./model/types";

/**
 * The site's content as pages and features use it: domain objects, mapped from the content documents
 * (src/content/read/) and read through src/content/queries.ts, the one entry point. Nothing here knows
 * the content API's field names.
 */

export { insightCategory } from "./model/types";
export type { CookieEntry, GlyphName, InsightCategory, JobPosition, Office };

export interface SiteSettings {
  readonly companyEmail: string;
  readonly offices: readonly Office[];
  readonly socialLinks: readonly { readonly network: string; readonly url: string }[];
}

/** What every page's head and title come from. */
export interface PageHead {
  readonly title: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
}

export interface HomeContent extends PageHead {
  readonly heroEyebrow: string;
  readonly heroTitle: string;
  readonly heroDescription: string;
  readonly claims: readonly { readonly value: string; readonly label: string }[];
  /** Its sections below the hero, in the editor's order. */
  readonly slices: readonly SliceData[];
}

export interface DataInsight {
  readonly sign: string;
  readonly number: string;
  readonly unit: string;
  readonly title: string;
  readonly copy: string;
}

export interface Quote {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
}

export interface ServicePage extends PageHead {
  readonly back: { readonly text: string; readonly href: string };
  readonly heroTitle: string;
  readonly heroDescription: string;
  /** Its page's sections after the hero: approach, key benefits, data insights, a quote, a call to action. */
  readonly slices: readonly SliceData[];
  /** Its family: the category it is listed under, the art it shares, the page it links back to. */
  readonly family: { readonly title: string; readonly href: string; readonly art: string } | undefined;
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
  /** Its family's page, in its breadcrumb trail. */
  readonly parent: { readonly name: string; readonly path: string } | undefined;
}

export interface ServiceFamilyPage extends PageHead {
  readonly uid: string;
  /** Its English uid: how case studies, projects and the filters name it. */
  readonly key: string;
  /** Its page, in its language. */
  readonly href: string;
  /** The art pipeline's drawing for it, or the services' own. */
  readonly art: string;
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
  readonly description: string;
  readonly items: readonly { readonly title: string; readonly href: string; readonly text: string }[];
  readonly quote: Quote;
}

export interface IndustryPage extends PageHead {
  readonly uid: string;
  /** Its page, in its language. */
  readonly href: string;
  /**
   * What case studies and projects name it by (their `industry` field), the same in both languages: the
   * English document's uid.
   */
  readonly key: string;
  /** The illustration its page opens with: its drawing when the build has one. */
  readonly art: string | undefined;
  /** Its page in each language it is translated into (each language's document has its own uid). */
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
  readonly heroTitle: string;
  /** Its page's sections after the hero, in order: context, KPI blocks, client projects, a call to action. */
  readonly slices: readonly SliceData[];
}

/** A page that opens with a hero: the listings (services, industries, cases, insights) and the company pages. */
export interface LandingPage extends PageHead {
  readonly heroTitle: string;
  readonly heroDescription: string;
}

export interface ArchiveProject {
  readonly uid: string;
  readonly title: string;
  readonly client: string;
  readonly year: number;
  readonly services: readonly string[];
  readonly industries: readonly string[];
  readonly summary: string;
}

export interface Picture {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface CaseCard {
  readonly uid: string;
  readonly title: string;
  readonly client: string;
  readonly summary: string;
  readonly year: number;
  /** Service family slugs (English), the listing's Services filter. */
  readonly services: readonly string[];
  /** The industry slug (English), the listing's Industries filter. */
  readonly industry: string;
  readonly cover: Picture;
  readonly href: string;
}

/** A product screen of a case study: an image in the page's language, with its caption. */
export interface CaseScreen {
  readonly key: string;
  readonly device: "phone" | "tablet" | "desktop";
  readonly caption: string;
  /** The image (one of the site's, /images/…, or on Prismic's CDN), its size and what it shows. */
  readonly image: Picture;
}

/** A screen as it was before the redesign, and the screen that replaced it. */
export interface CaseComparison {
  readonly before: CaseScreen;
  readonly after: CaseScreen;
}

export interface CaseStudy extends CaseCard {
  /** Its page in each language it is translated into (each language's document has its own uid). */
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly platforms: readonly string[];
  readonly duration: string;
  /** Its story: sections of the slice library, in the editor's order. */
  readonly slices: readonly SliceData[];
}

export interface CasePage extends CaseStudy {
  /** The other case studies, newest first: the page's "see other projects" prompt. */
  readonly others: readonly CaseCard[];
  /** The name of its industry in the page's language (the industry document's title). */
  readonly industryName: string;
  /** The names of its services (families) in the page's language, in its own order. */
  readonly serviceNames: readonly string[];
}

export interface Titled {
  readonly title: string;
  readonly text: string;
}

export interface Fact {
  readonly value: string;
  readonly label: string;
}

export interface ApproachPage extends LandingPage {
  readonly intro: { readonly title: string; readonly body: RichTextField };
  readonly facts: readonly Fact[];
  readonly principles: { readonly title: string; readonly items: readonly Titled[] };
  readonly phases: {
    readonly title: string;
    readonly items: readonly (Titled & { readonly duration: string; readonly outputs: readonly string[] })[];
  };
  readonly engagements: {
    readonly title: string;
    readonly items: readonly (Titled & { readonly fit: string })[];
  };
}

export interface CulturePage extends LandingPage {
  readonly values: {
    readonly title: string;
    readonly items: readonly (Titled & { readonly key: string })[];
  };
  readonly rituals: { readonly title: string; readonly items: readonly Titled[] };
  readonly team: {
    readonly title: string;
    readonly text: string;
    readonly people: readonly {
      readonly name: string;
      readonly role: string;
      readonly bio: string;
      readonly initials: string;
    }[];
  };
  readonly services: { readonly title: string; readonly text: string };
}

export interface CareersPage extends LandingPage {
  readonly steps: { readonly title: string; readonly items: readonly Titled[] };
  readonly positions: {
    readonly title: string;
    readonly text: string;
    readonly empty: string;
    readonly items: readonly JobPosition[];
  };
  readonly perks: { readonly title: string; readonly items: readonly Titled[] };
}

export type AwardKind = "award" | "conference" | "publication";

export interface AwardEntry {
  readonly kind: AwardKind;
  readonly year: number;
  readonly organisation: string;
  readonly title: string;
  readonly detail: string;
  readonly url: string | undefined;
}

export interface AwardsPage extends LandingPage {
  readonly facts: readonly Fact[];
  readonly entries: readonly AwardEntry[];
  readonly profile: {
    readonly platform: string;
    readonly handle: string;
    readonly url: string;
    readonly followers: number;
    readonly recognitions: number;
    readonly text: string;
  };
  readonly brandBook: { readonly title: string; readonly text: string; readonly pages: number };
  readonly archive: { readonly title: string; readonly text: string; readonly since: number };
}

export interface ContactPage extends LandingPage {
  readonly offices: { readonly title: string; readonly items: readonly Office[] };
  readonly hours: { readonly question: string; readonly answer: RichTextField };
  readonly booking: { readonly title: string; readonly text: string };
  /** Where the thank-you modal sends visitors who have more to say. */
  readonly companyEmail: string;
}

export interface InsightCard {
  readonly uid: string;
  readonly title: string;
  readonly category: InsightCategory;
  readonly excerpt: string;
  readonly author: string;
  readonly published: string;
  readonly featured: boolean;
  readonly readingMinutes: number;
  readonly cover: Picture;
  readonly href: string;
}

export interface InsightArticle extends InsightCard {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly body: RichTextField;
  /** ISO date-time of the document's last publication, when the content service gives it. */
  readonly updated: string | undefined;
  /** The same article's path in each language it exists in (hreflang, language switcher). */
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
}

export interface InsightsListing {
  readonly page: LandingPage;
  /** The articles editors marked as featured, newest first. */
  readonly featured: readonly InsightCard[];
  /** Every article, newest first (the featured ones too: the category filter covers them all). */
  readonly articles: readonly InsightCard[];
}

export interface InsightPage extends InsightArticle {
  /** Three other articles, the same category first: the article's "more to explore". */
  readonly related: readonly InsightCard[];
}

/**
 * A landing page an editor composed from the slice library (a `landing_page` document; not the listings'
 * heads, which are LandingPage).
 */
export interface ComposedPage {
  readonly uid: string;
  readonly title: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  /** Its sections, in order, as the slice library's components take them. */
  readonly slices: readonly SliceData[];
  /** Its page in each language it is translated to. */
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
  /** The site's pages its Listing slices show. */
  readonly listings: ZoneListings;
}

export interface LegalPage {
  readonly uid: string;
  readonly title: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly summary: string;
  readonly updated: string;
  readonly body: RichTextField;
  readonly cookies: readonly CookieEntry[];
  /** Its page in each language it is translated to. */
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
}

/** A legal page as the footer and the other legal pages link to it. */
export interface LegalLink {
  readonly id: string;
  readonly href: string;
  readonly title: string;
  /** It lists the cookies the site sets: the cookie notice's "learn more" leads here. */
  readonly listsCookies: boolean;
}

/** One document that has a page: what the sitemap and the share images need of it. */
export interface PageDocument {
  readonly id: string;
  readonly type: string;
  readonly uid: string | null;
  readonly locale: Locale;
  readonly path: string;
  /** The document's page in each language it exists in, its own included (from its translations). */
  readonly languages: Readonly<Partial<Record<Locale, string>>>;
  /** The page it belongs under (a service's family): its title. */
  readonly parentTitle: string | undefined;
  /** ISO date-time of the last publication, when the content service gives it. */
  readonly lastModified: string | undefined;
  readonly title: string;
  readonly heroTitle: string | undefined;
  readonly heroEyebrow: string | undefined;
  /** Articles: publication date, author and category. */
  readonly published: string | undefined;
  readonly author: string | undefined;
  readonly category: InsightCategory | undefined;
  /** Case studies: the client's name. */
  readonly client: string | undefined;
  /** The home page: the studio's claims (150+ companies, ...). */
  readonly claims: readonly { readonly value: string; readonly label: string }[];
}

/** The services page: its document, the five families, the industries (archive filter) and the archive. */
export interface ServicesOverview {
  readonly page: LandingPage;
  readonly families: readonly ServiceFamilyPage[];
  readonly industries: readonly IndustryPage[];
  readonly archive: readonly ArchiveProject[];
}

/** The industries page: its document and every industry. */
export interface IndustriesOverview {
  readonly page: LandingPage;
  readonly industries: readonly IndustryPage[];
}

/** The cases page: its document and every case study as a card, newest first. */
export interface CasesOverview {
  readonly page: LandingPage;
  readonly cases: readonly CaseCard[];
  /** The industries and the service families, the filters' options. */
  readonly industries: readonly IndustryPage[];
  readonly families: readonly ServiceFamilyPage[];
}

/**
 * The site's own pages a zone's Listing slices show (its industries, case studies, latest articles), read
 * with the page by its loader (getZoneListings): a list the zone does not show is not read.
 */
export interface ZoneListings {
  readonly industries?: readonly { readonly title: string; readonly href: string }[];
  readonly cases?: readonly CaseCard[];
  readonly insights?: readonly InsightCard[];
}
