import { z } from "zod";
import { documentSchema } from "./document";
import {
  dataInsight,
  documentLink,
  filledRichText,
  imageField,
  keyText,
  link,
  pageMeta,
  quote,
  richText,
} from "./fields";
import { settingsSchema } from "./settings";

/** One schema per document type (DESIGN.md §5; fields of spec §3). */

export const homeSchema = documentSchema(
  "home",
  z.object({
    ...pageMeta,
    hero_eyebrow: keyText,
    hero_title: keyText,
    hero_description: keyText,
    claims: z.array(z.object({ value: keyText, label: keyText })).min(1),
    services_title: keyText,
    slider_items: z
      .array(
        z.object({
          pill_1: keyText,
          pill_2: keyText,
          title: keyText,
          description: keyText,
          link: documentLink,
        }),
      )
      .length(4, "the services slider has exactly 4 items"),
    industries_title: keyText,
    industries_text: keyText,
    cases_title: keyText,
    insights_title: keyText,
    cta_title: keyText,
    cta_text: keyText,
  }),
);

export const serviceFamilySchema = documentSchema(
  "service_family",
  z.object({
    ...pageMeta,
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
  z.object({
    ...pageMeta,
    back_button_text: keyText,
    back_button_link: documentLink,
    hero_title: keyText,
    hero_description: keyText,
    row1_title: keyText,
    row1_copy: filledRichText,
    row2_title: keyText,
    row2_boxes: z.array(z.object({ title: keyText, copy: keyText })).length(6, "six benefit boxes"),
    row3_title: keyText,
    row3_boxes: z.array(dataInsight).length(3, "three data insights"),
    quote,
    image: imageField.optional(),
  }),
);

export const industrySchema = documentSchema(
  "industry",
  z.object({
    ...pageMeta,
    hero_title: keyText,
    context_text_1: keyText,
    context_text_2: keyText,
    what_we_do_text: keyText,
    client_projects: z.array(z.object({ client: keyText, title: keyText, text: keyText })).length(3),
    kpis: z.array(z.object({ value: keyText, label: keyText })).min(2),
    image: imageField.optional(),
  }),
);

export const caseStudySchema = documentSchema(
  "case_study",
  z.object({
    ...pageMeta,
    client: keyText,
    summary: keyText,
    year: z.number().int().min(2007).max(2100),
    services: z.array(keyText).min(1),
    industry: keyText,
    about: filledRichText,
    keywords: z.array(keyText).min(1),
    data_insights: z.array(dataInsight).min(1),
    process: z.array(z.object({ title: keyText, text: keyText })).min(1),
    iconography: richText,
    improvements: z.array(z.object({ title: keyText, text: keyText })).min(1),
    cover: imageField.optional(),
  }),
);

export const insightSchema = documentSchema(
  "insight",
  z.object({
    ...pageMeta,
    category: keyText,
    excerpt: keyText,
    author: keyText,
    published: z.iso.date(),
    featured: z.boolean().default(false),
    cover: imageField.optional(),
    body: filledRichText,
  }),
);

export const legalPageSchema = documentSchema(
  "page",
  z.object({ ...pageMeta, updated: z.iso.date(), body: filledRichText }),
);

/** Approach, culture, careers, awards and contact: a hero, then titled sections of the page's own shape. */
const landing = <Type extends string>(type: Type) =>
  documentSchema(
    type,
    z.object({
      ...pageMeta,
      hero_title: keyText,
      hero_description: keyText,
      sections: z
        .array(
          z.object({
            kind: keyText,
            title: keyText,
            text: richText,
            items: z.array(z.record(z.string(), z.unknown())),
          }),
        )
        .default([]),
      cta: link.optional(),
    }),
  );

/** An entry of the services archive (services index), filterable by service, industry and year. */
export const projectSchema = documentSchema(
  "project",
  z.object({
    title: keyText,
    client: keyText,
    year: z.number().int().min(2007).max(2100),
    services: z
      .array(
        z.enum([
          "product-discovery",
          "branding-strategy",
          "product-design-development",
          "data-viz-data-storytelling",
          "blockchain-innovation-lab",
        ]),
      )
      .min(1),
    industries: z
      .array(
        z.enum([
          "banking-finance-crypto",
          "energy-industrials",
          "entertainment",
          "information-technology",
          "insurance-insurtech",
          "media-ott",
          "retail-commerce",
        ]),
      )
      .min(1),
    summary: keyText,
  }),
);

export const servicesPageSchema = landing("services_page");
export const industriesPageSchema = landing("industries_page");
export const approachSchema = landing("approach");
export const cultureSchema = landing("culture");
export const careersSchema = landing("careers");
export const awardsSchema = landing("awards");
export const contactSchema = landing("contact");

export const schemasByType = {
  home: homeSchema,
  service_family: serviceFamilySchema,
  service: serviceSchema,
  industry: industrySchema,
  case_study: caseStudySchema,
  insight: insightSchema,
  page: legalPageSchema,
  approach: approachSchema,
  culture: cultureSchema,
  careers: careersSchema,
  awards: awardsSchema,
  contact: contactSchema,
  settings: settingsSchema,
  project: projectSchema,
  services_page: servicesPageSchema,
  industries_page: industriesPageSchema,
} as const;

export type DocumentType = keyof typeof schemasByType;
export type HomeDocument = z.infer<typeof homeSchema>;
export type ServiceDocument = z.infer<typeof serviceSchema>;
export type ServiceFamilyDocument = z.infer<typeof serviceFamilySchema>;
export type IndustryDocument = z.infer<typeof industrySchema>;
export type CaseStudyDocument = z.infer<typeof caseStudySchema>;
export type InsightDocument = z.infer<typeof insightSchema>;
export type LegalPageDocument = z.infer<typeof legalPageSchema>;
export type ProjectDocument = z.infer<typeof projectSchema>;

export function isDocumentType(type: string): type is DocumentType {
  return Object.hasOwn(schemasByType, type);
}
