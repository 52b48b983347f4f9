import "server-only";
import type { RichTextField } from "@prismicio/client";
import type { Locale } from "@/i18n/locales";
import type { LegalPage } from "../domain";
import { legalPageSchema } from "../model/types";
import { contentClient } from "../source";
import { inLanguage } from "./options";

export function toLegalPage(uid: string, document: unknown): LegalPage {
  const { data } = legalPageSchema.parse(document);
  return {
    uid,
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    summary: data.summary,
    updated: data.updated,
    body: data.body as RichTextField,
    cookies: data.cookies,
  };
}

/** A legal page (cookies, privacy, terms and conditions, purchase policy) by its English slug. */
export async function getLegalPage(uid: string, locale: Locale): Promise<LegalPage | undefined> {
  const document = await contentClient.getByUID("page", uid, await inLanguage(locale));
  return document ? toLegalPage(uid, document) : undefined;
}
