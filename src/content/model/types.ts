import { z } from "zod";
import { documentSchema } from "./document";
import {
  documentLink,
  fact,
  familySlug,
  filledRichText,
  type glyphName,
  imageField,
  industrySlug,
  keyText,
  pageMeta,
  quote,
  slug,
  titledText,
  webUrl,
} from "./fields";
import { settingsSchema } from "./settings";
import { type SliceData, sliceZone } from "./slices";

/** One schema per document type. */

/** A section a page kind must carry: what to tell the editor, and how to find it in the zone. */
type SectionRule = readonly [problem: string, present: (slice: SliceData) => boolean];

/** Reports each section a page's zone lacks, naming the slice to add, on the zone's field. */
function requireSections(
  slices: readonly SliceData[],
  rules: readonly SectionRule[],
  context: z.RefinementCtx,
): void {
  for (const [problem, present] of rules)
    if (!slices.some(present)) context.addIssue({ code: "custom", message: problem, path: ["slices"] });
}

/**
 * The home page: its hero (the A/B experiment's subject, and the share card's words), then its sections
 * from the slice library, in the editor's order (homeSections names the ones it must have).
 */
export const homeSchema = documentSchema(
  "home",
  z
    .object({
      ...pageMeta,
      hero_eyebrow: keyText,
      hero_title: keyText,
      hero_description: keyText,
      claims: z.array(z.object({ value: keyText, label: keyText })).min(1),
      slices: sliceZone,
    })
    .superRefine((data, context) => requireSections(data.slices, homeSections, context)),
);

/** What the home page carries (the spec's: a services slider with 4 items, the industries list). */
const homeSections: readonly SectionRule[] = [
  [
    "the home page shows a services slider of four items: add a Services slider slice (four items)",
    (slice) => slice.slice_type === "services_slider" && slice.primary.items.length === 4,
  ],
  [
    "the home page lists the industries: add a Listing slice (Industries)",
    (slice) => slice.slice_type === "listing" && slice.variation === "industries",
  ],
];

export const serviceFamilySchema = documentSchema(
  "service_family",
  z.object({
    ...pageMeta,
    /** Where the family comes in the services overview, the filters and the forms' lists (1 first). */
    position: z.number().int().positive(),
    /** Its pages and its services' in Spanish are at /es/{uid}/, without servicios/ (data viz's). */
    spanish_at_root: z.boolean(),
    description: keyText,
    items: z
      .array(z.object({ title: keyText, slug: documentLink, text: keyText }))
      .min(5)
      .max(8),
    quote,
    image: imageField.optional(),
  }),
);

export const serviceSchema = documentSchema(
  "service",
  z
    .object({
      ...pageMeta,
      back_button_text: keyText,
      /** The service's family: its page links back there, and its Spanish path follows the family's. */
      back_button_link: documentLink,
      /** Its cross-language paths (/es/services/{uid}/, /servicios/{uid}/) answer 301, not the page. */
      old_links_redirect: z.boolean(),
      hero_title: keyText,
      hero_description: keyText,
      slices: sliceZone,
      image: imageField.optional(),
    })
    .superRefine((data, context) => requireSections(data.slices, serviceSections, context)),
);

/**
 * What every service page carries (the spec's service page: an approach section, six key business
 * benefit boxes, three data insight boxes, a client quote), whatever else its editor adds.
 */
const serviceSections: readonly SectionRule[] = [
  [
    "a service's page shows its approach: add a Rich text slice (Wide heading)",
    (slice) => slice.slice_type === "rich_text" && slice.variation === "wide",
  ],
  [
    "a service's page shows six key business benefits: add a Benefit grid slice (Numbered, six cards)",
    (slice) =>
      slice.slice_type === "benefit_grid" &&
      slice.variation === "numbered" &&
      slice.primary.cards.length === 6,
  ],
  [
    "a service's page shows three data insights: add a Figures slice (Data insights, three boxes)",
    (slice) =>
      slice.slice_type === "figures" &&
      slice.variation === "dataInsights" &&
      slice.primary.boxes.length === 3,
  ],
  ["a service's page shows a client's quote: add a Quote slice", (slice) => slice.slice_type === "quote"],
];

/**
 * An industry: its name and hero (which the industries page and the home page list too), then its page's
 * sections from the slice library, in the editor's order (industrySections names the ones it must have).
 */
export const industrySchema = documentSchema(
  "industry",
  z
    .object({
      ...pageMeta,
      hero_title: keyText,
      slices: sliceZone,
      image: imageField.optional(),
    })
    .superRefine((data, context) => requireSections(data.slices, industrySections, context)),
);

/**
 * What every industry page carries (the spec's industry page: its context in two texts, KPI statistics,
 * three client project blurbs), whatever else its editor adds.
 */
const industrySections: readonly SectionRule[] = [
  [
    "an industry's page shows its context: add a Rich text slice (Two columns, two paragraphs)",
    (slice) => slice.slice_type === "rich_text" && slice.variation === "twoColumns",
  ],
  [
    "an industry's page shows its KPI blocks: add a Figures slice (Key figures, at least two)",
    (slice) =>
      slice.slice_type === "figures" && slice.variation === "default" && slice.primary.figures.length >= 2,
  ],
  [
    "an industry's page shows three client projects: add a Benefit grid slice (Client projects, three cards)",
    (slice) =>
      slice.slice_type === "benefit_grid" &&
      slice.variation === "clientProjects" &&
      slice.primary.cards.length === 3,
  ],
];

/**
 * A case study: what the listings and its page's opening show (client, year, services, industry, platforms,
 * duration, summary, cover), then its story's sections from the slice library, in the editor's order
 * (caseSections names the ones it must have). The call to contact and the other projects close every
 * case page, from the site's other documents.
 */
export const caseStudySchema = documentSchema(
  "case_study",
  z
    .object({
      ...pageMeta,
      client: keyText,
      summary: keyText,
      year: z.number().int().min(2007).max(2100),
      services: z.array(familySlug).min(1),
      industry: industrySlug,
      platforms: z.array(keyText).min(1),
      duration: keyText,
      cover: imageField,
      slices: sliceZone,
    })
    .superRefine((data, context) => requireSections(data.slices, caseSections, context)),
);

/**
 * What every case page carries (the spec's case page: about the project, keywords, data insights, process
 * and methodologies, iconography, improvements), whatever else its editor adds (screens, before and after,
 * a quote).
 */
const caseSections: readonly SectionRule[] = [
  [
    "a case's page tells about the project and its keywords: add a Rich text slice (With keywords)",
    (slice) => slice.slice_type === "rich_text" && slice.variation === "withKeywords",
  ],
  [
    "a case's page shows its data insights: add a Figures slice (Data insights)",
    (slice) => slice.slice_type === "figures" && slice.variation === "dataInsights",
  ],
  [
    "a case's page shows its process and methodologies: add a Benefit grid slice (Steps)",
    (slice) => slice.slice_type === "benefit_grid" && slice.variation === "steps",
  ],
  ["a case's page shows its iconography: add an Icon set slice", (slice) => slice.slice_type === "icon_set"],
  [
    "a case's page shows its improvements: add a Benefit grid slice (Ruled)",
    (slice) => slice.slice_type === "benefit_grid" && slice.variation === "ruled",
  ],
];

/** Insight categories: the listing filters by them; their names are UI strings (messages Insights.categories). */
export const insightCategory = z.enum(["product-design", "development", "data", "branding", "blockchain"]);

export const insightSchema = documentSchema(
  "insight",
  z.object({
    ...pageMeta,
    category: insightCategory,
    excerpt: keyText,
    author: keyText,
    published: z.iso.date(),
    featured: z.boolean().default(false),
    cover: imageField,
    body: filledRichText,
  }),
);

/** A cookie the site sets, as the cookies page lists it. */
export const cookieEntry = z.object({
  name: keyText,
  category: z.enum(["necessary", "preferences", "analytics", "editors"]),
  purpose: keyText,
  duration: keyText,
  provider: keyText,
});

export const legalPageSchema = documentSchema(
  "page",
  z.object({
    ...pageMeta,
    summary: keyText,
    updated: z.iso.date(),
    body: filledRichText,
    cookies: z.array(cookieEntry).default([]),
  }),
);

/**
 * A landing page an editor composes from the slice library (a campaign, an event, an offer), at the site
 * root in each language: `/{uid}/` and `/es/{uid}/`.
 */
export const landingPageSchema = documentSchema(
  "landing_page",
  z.object({
    ...pageMeta,
    slices: sliceZone,
  }),
);

/** The listings' own documents (services, industries, cases, insights): the head and the hero. */
const landing = <Type extends string>(type: Type) =>
  documentSchema(type, z.object({ ...pageMeta, hero_title: keyText, hero_description: keyText }));

const hero = { hero_title: keyText, hero_description: keyText };

export const approachSchema = documentSchema(
  "approach",
  z.object({
    ...pageMeta,
    ...hero,
    intro_title: keyText,
    intro: filledRichText,
    facts: z.array(fact).min(3).max(4),
    principles_title: keyText,
    principles: z.array(titledText).min(3).max(6),
    phases_title: keyText,
    phases: z
      .array(z.object({ title: keyText, duration: keyText, text: keyText, outputs: z.array(keyText).min(2) }))
      .min(3)
      .max(6),
    engagements_title: keyText,
    engagements: z
      .array(z.object({ title: keyText, text: keyText, fit: keyText }))
      .min(2)
      .max(4),
  }),
);

const valueKeys = ["curiosity", "adaptability", "collaboration", "sustainability"] as const;

export const cultureSchema = documentSchema(
  "culture",
  z.object({
    ...pageMeta,
    ...hero,
    values_title: keyText,
    values: z
      .array(z.object({ key: z.enum(valueKeys), title: keyText, text: keyText }))
      .length(4)
      .refine((values) => values.every((value, index) => value.key === valueKeys[index]), {
        message: `the four values, in this order: ${valueKeys.join(", ")}`,
      }),
    rituals_title: keyText,
    rituals: z.array(titledText).min(3).max(6),
    team_title: keyText,
    team_text: keyText,
    leadership: z
      .array(
        z.object({
          name: keyText,
          role: keyText,
          bio: keyText,
          initials: z.string().regex(/^[A-Z]{2}$/, "two capital letters"),
        }),
      )
      .min(3)
      .max(8),
    services_title: keyText,
    services_text: keyText,
  }),
);

export const jobPosition = z.object({
  id: slug,
  title: keyText,
  team: keyText,
  city: keyText,
  country: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 country code, e.g. AR"),
  workplace: z.enum(["remote", "hybrid", "on-site"]),
  employment_type: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]),
  summary: keyText,
  responsibilities: z.array(keyText).min(3),
  requirements: z.array(keyText).min(3),
  date_posted: z.iso.date(),
  valid_through: z.iso.date(),
});

export const careersSchema = documentSchema(
  "careers",
  z.object({
    ...pageMeta,
    ...hero,
    steps_title: keyText,
    steps: z.array(titledText).length(5, "the five on-board steps"),
    positions_title: keyText,
    positions_text: keyText,
    positions_empty: keyText,
    positions: z.array(jobPosition),
    perks_title: keyText,
    perks: z.array(titledText).min(3).max(8),
  }),
);

export const awardsSchema = documentSchema(
  "awards",
  z.object({
    ...pageMeta,
    ...hero,
    facts: z.array(fact).min(3).max(4),
    entries: z
      .array(
        z.object({
          kind: z.enum(["award", "conference", "publication"]),
          year: z.number().int().min(2007).max(2100),
          organisation: keyText,
          title: keyText,
          detail: keyText,
          url: webUrl.optional(),
        }),
      )
      .min(9),
    profile: z.object({
      platform: keyText,
      handle: keyText,
      url: webUrl,
      followers: z.number().int().positive(),
      recognitions: z.number().int().positive(),
      text: keyText,
    }),
    brand_book: z.object({ title: keyText, text: keyText, pages: z.number().int().min(200) }),
    archive: z.object({ title: keyText, text: keyText, since: z.literal(2007) }),
  }),
);

/** An entry of the services archive (services index), filterable by service, industry and year. */
export const projectSchema = documentSchema(
  "project",
  z.object({
    title: keyText,
    client: keyText,
    year: z.number().int().min(2007).max(2100),
    services: z.array(familySlug).min(1),
    industries: z.array(industrySlug).min(1),
    summary: keyText,
  }),
);

export const servicesPageSchema = landing("services_page");
export const industriesPageSchema = landing("industries_page");
export const casesPageSchema = landing("cases_page");
export const insightsPageSchema = landing("insights_page");
/** The contact page: hero, the offices (from settings), the opening-hours question. */
export const contactSchema = documentSchema(
  "contact",
  z.object({
    ...pageMeta,
    ...hero,
    offices_title: keyText,
    hours_question: keyText,
    hours_answer: filledRichText,
    booking_title: keyText,
    booking_text: keyText,
  }),
);

export const schemasByType = {
  home: homeSchema,
  service_family: serviceFamilySchema,
  service: serviceSchema,
  industry: industrySchema,
  case_study: caseStudySchema,
  insight: insightSchema,
  page: legalPageSchema,
  landing_page: landingPageSchema,
  approach: approachSchema,
  culture: cultureSchema,
  careers: careersSchema,
  awards: awardsSchema,
  contact: contactSchema,
  settings: settingsSchema,
  project: projectSchema,
  services_page: servicesPageSchema,
  industries_page: industriesPageSchema,
  cases_page: casesPageSchema,
  insights_page: insightsPageSchema,
} as const;

export type DocumentType = keyof typeof schemasByType;

/**
 * The types with one document per language (Prismic's single types): the pages of their own (home, the
 * company pages, the listings' heads) and the settings. Their custom types are not repeatable and have no
 * UID field, their documents no uid (Prismic answers `uid: null`), and the site reads them with
 * `getSingle` (read/single.ts takes only these). Every other type is repeatable, its documents named by uid.
 */
export const singleTypes = [
  "home",
  "settings",
  "approach",
  "awards",
  "careers",
  "contact",
  "culture",
  "services_page",
  "industries_page",
  "cases_page",
  "insights_page",
] as const satisfies readonly DocumentType[];

export type SingleType = (typeof singleTypes)[number];

export function isSingleType(type: string): type is SingleType {
  return (singleTypes as readonly string[]).includes(type);
}
export type JobPosition = z.infer<typeof jobPosition>;
export type GlyphName = z.infer<typeof glyphName>;
export type InsightCategory = z.infer<typeof insightCategory>;
export type CookieEntry = z.infer<typeof cookieEntry>;

export function isDocumentType(type: string): type is DocumentType {
  return Object.hasOwn(schemasByType, type);
}
