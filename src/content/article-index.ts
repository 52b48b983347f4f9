import { z } from "zod";
import type { Locale } from "@/i18n/locales";
import committed from "./article-index.json";

/**
 * The uid of every article in each language, known to the request pipeline without a content request, so
 * an insight path that is no article gets the localized 404 page (src/content/article-index.json, written
 * by `npm run content:index` and again by the build, from the query the article pages read).
 */
export const articleIndexSchema = z.object({ en: z.array(z.string()), es: z.array(z.string()) });

export type ArticleIndex = z.infer<typeof articleIndexSchema>;

let known: Readonly<Record<Locale, ReadonlySet<string>>> | undefined;

/** Whether an article with this uid exists in this language (the index lists it). */
export function isKnownArticle(locale: Locale, uid: string): boolean {
  if (!known) {
    const index = articleIndexSchema.parse(committed);
    known = { en: new Set(index.en), es: new Set(index.es) };
  }
  return known[locale].has(uid);
}

/** The index file's text: uids sorted, so a rewrite with the same articles changes nothing. */
export function formatArticleIndex(index: ArticleIndex): string {
  const sorted = { en: [...index.en].sort(), es: [...index.es].sort() };
  return `${JSON.stringify(sorted, null, 2)}\n`;
}
