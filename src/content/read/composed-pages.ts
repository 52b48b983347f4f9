import "server-only";
import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { ComposedPage, ZoneListings } from "../domain";
import { documentLanguages } from "../link-resolver";
import { fromPrismicShape } from "../model/prismic-shape";
import { type SliceData, sliceLibrary, sliceZone } from "../model/slices";
import { landingPageSchema } from "../model/types";
import { contentClient } from "../source";
import { getCaseCards } from "./cases";
import { getLatestInsights } from "./insights";
import { inLanguage } from "./options";
import { getIndustries } from "./services";

export function toComposedPage(document: unknown): Omit<ComposedPage, "listings"> {
  const parsed = landingPageSchema.parse(document);
  const { data } = parsed;
  return {
    uid: parsed.uid ?? "",
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    slices: data.slices,
    alternates: documentLanguages(parsed),
  };
}

/** A landing page an editor composed from slices, by its uid in the language. */
export async function getComposedPage(uid: string, locale: Locale): Promise<ComposedPage | undefined> {
  const document = await contentClient.getByUID("landing_page", uid, await inLanguage(locale));
  if (!document) return undefined;
  const page = toComposedPage(document);
  return { ...page, listings: await getZoneListings(page.slices, locale) };
}

/** How many of the latest articles a Listing slice (Latest articles) shows. */
export const LISTED_INSIGHTS = 3;

/**
 * The lists a zone's Listing slices show, read at the visitor's ref like the page: only the ones its
 * slices name (a zone without a Listing slice reads nothing more).
 */
export async function getZoneListings(slices: readonly SliceData[], locale: Locale): Promise<ZoneListings> {
  const shown = new Set(slices.flatMap((slice) => (slice.slice_type === "listing" ? [slice.variation] : [])));
  const [industries, cases, insights] = await Promise.all([
    shown.has("industries") ? getIndustries(locale) : undefined,
    shown.has("cases") ? getCaseCards(locale) : undefined,
    shown.has("insights") ? getLatestInsights(locale, LISTED_INSIGHTS) : undefined,
  ]);
  return {
    ...(industries && { industries: industries.map(({ title, href }) => ({ title, href })) }),
    ...(cases && { cases }),
    ...(insights && { insights }),
  };
}

/** What a slice zone from outside the content (the Page Builder's simulator, a mock) came to. */
export type SliceZoneReading =
  | { readonly ok: true; readonly slices: readonly SliceData[] }
  | { readonly ok: false; readonly problems: readonly string[] };

/** At most this many problems are named: enough to fix the first, bounded whatever was sent. */
const MAX_PROBLEMS = 5;

/** Slices as Prismic sends them, checked against the slice library as a document's are. */
export function readSliceZone(value: unknown): SliceZoneReading {
  const parsed = sliceZone.safeParse(fromPrismicShape(sliceZone, value));
  if (parsed.success) return { ok: true, slices: parsed.data };
  const problems = Array.isArray(value)
    ? value.flatMap((slice: unknown, index) => sliceProblems(slice, `slice ${index + 1}`))
    : [];
  return {
    ok: false,
    problems: (problems.length > 0 ? problems : ["slices: a list of slices"]).slice(0, MAX_PROBLEMS),
  };
}

/** What is wrong with one slice, said of the library's slice and variation it names. */
function sliceProblems(slice: unknown, where: string): string[] {
  const named = typeof slice === "object" && slice !== null ? (slice as Record<string, unknown>) : {};
  const library = sliceLibrary.find((candidate) => candidate.id === named.slice_type);
  if (!library) return [`${where}: the slice library has no slice "${String(named.slice_type)}"`];
  const variation = library.schemas.find((schema) => schema.shape.variation.value === named.variation);
  if (!variation) {
    const known = Object.keys(library.variations).join(", ");
    return [`${where}: ${library.id} has no variation "${String(named.variation)}" (${known})`];
  }
  const parsed = (variation as z.ZodType).safeParse(fromPrismicShape(variation as z.ZodType, slice));
  return parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) => `${where} (${library.id}): ${issue.path.join(".")}: ${issue.message}`,
      );
}
