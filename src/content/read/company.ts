import type { RichTextField } from "@prismicio/client";
import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { documentSchema } from "../model/document";
import { approachSchema, awardsSchema, careersSchema, cultureSchema, type JobPosition } from "../model/types";
import { contentClient } from "../source";
import { inLanguage } from "./options";

/** The approach, culture, careers and awards pages: one single document each. */

interface Titled {
  readonly title: string;
  readonly text: string;
}

interface Fact {
  readonly value: string;
  readonly label: string;
}

interface PageHead {
  readonly title: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly heroTitle: string;
  readonly heroDescription: string;
}

export interface ApproachPage extends PageHead {
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

export interface CulturePage extends PageHead {
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

export interface CareersPage extends PageHead {
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

export interface AwardsPage extends PageHead {
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

type AnyDocumentSchema = ReturnType<typeof documentSchema<string, z.ZodType>>;

/** Reads a single document of a type and maps its parsed data; undefined when it does not exist. */
async function single<Schema extends AnyDocumentSchema, Page>(
  type: string,
  schema: Schema,
  locale: Locale,
  map: (data: z.infer<Schema>["data"]) => Page,
): Promise<Page | undefined> {
  const document = await contentClient.getSingle(type, await inLanguage(locale));
  return document ? map(schema.parse(document).data) : undefined;
}

function head(data: {
  title: string;
  meta_title: string;
  meta_description: string;
  hero_title: string;
  hero_description: string;
}): PageHead {
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
