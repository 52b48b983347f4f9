import "server-only";
import type { RichTextField } from "@prismicio/client";
import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { ApproachPage, AwardsPage, CareersPage, CulturePage, LandingPage } from "../domain";
import type { documentSchema } from "../model/document";
import { approachSchema, awardsSchema, careersSchema, cultureSchema, type SingleType } from "../model/types";
import { inLanguage } from "./options";
import { getSingle } from "./single";

/** The approach, culture, careers and awards pages: one single document each. */

type AnyDocumentSchema = ReturnType<typeof documentSchema<string, z.ZodType>>;

/** Reads a single document of a type and maps its parsed data; undefined when it does not exist. */
async function single<Schema extends AnyDocumentSchema, Page>(
  type: SingleType,
  schema: Schema,
  locale: Locale,
  map: (data: z.infer<Schema>["data"]) => Page,
): Promise<Page | undefined> {
  const document = await getSingle(type, await inLanguage(locale));
  return document ? map(schema.parse(document).data) : undefined;
}

function head(data: {
  title: string;
  meta_title: string;
  meta_description: string;
  hero_title: string;
  hero_description: string;
}): LandingPage {
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
  };
}

export const getApproachPage = (locale: Locale) =>
  single(
    "approach",
    approachSchema,
    locale,
    (data): ApproachPage => ({
      ...head(data),
      intro: { title: data.intro_title, body: data.intro as RichTextField },
      facts: data.facts,
      principles: { title: data.principles_title, items: data.principles },
      phases: { title: data.phases_title, items: data.phases },
      engagements: { title: data.engagements_title, items: data.engagements },
    }),
  );

export const getCulturePage = (locale: Locale) =>
  single(
    "culture",
    cultureSchema,
    locale,
    (data): CulturePage => ({
      ...head(data),
      values: { title: data.values_title, items: data.values },
      rituals: { title: data.rituals_title, items: data.rituals },
      team: { title: data.team_title, text: data.team_text, people: data.leadership },
      services: { title: data.services_title, text: data.services_text },
    }),
  );

export const getCareersPage = (locale: Locale) =>
  single(
    "careers",
    careersSchema,
    locale,
    (data): CareersPage => ({
      ...head(data),
      steps: { title: data.steps_title, items: data.steps },
      positions: {
        title: data.positions_title,
        text: data.positions_text,
        empty: data.positions_empty,
        items: data.positions,
      },
      perks: { title: data.perks_title, items: data.perks },
    }),
  );

export const getAwardsPage = (locale: Locale) =>
  single(
    "awards",
    awardsSchema,
    locale,
    (data): AwardsPage => ({
      ...head(data),
      facts: data.facts,
      entries: data.entries.map((entry) => ({ ...entry, url: entry.url })).sort((a, b) => b.year - a.year),
      profile: data.profile,
      brandBook: data.brand_book,
      archive: data.archive,
    }),
  );
