import "server-only";
import type { Locale } from "@/i18n/locales";
import type { ComposedPage } from "../domain";
import { documentLanguages } from "../link-resolver";
import { landingPageSchema } from "../model/types";
import { contentClient } from "../source";
import { inLanguage } from "./options";

export function toComposedPage(document: unknown): ComposedPage {
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
  return document ? toComposedPage(document) : undefined;
}
