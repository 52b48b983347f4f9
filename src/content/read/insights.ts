import "server-only";
import { asText, type RichTextField } from "@prismicio/client";
import type { Locale } from "@/i18n/locales";
import { predicate } from "../client";
import type { InsightArticle, InsightCard, InsightPage, InsightsListing, LandingPage } from "../domain";
import { documentLanguages, linkResolver } from "../link-resolver";
import { insightSchema } from "../model/types";
import { contentClient } from "../source";
import { toPicture } from "./cases";
import { getLanding } from "./landing";
import { inLanguage } from "./options";
import { publicationDate } from "./publication-date";
import { readEach } from "./read-each";

/** Words a reader gets through in a minute of focused reading, for the "5 min read" labels. */
const WORDS_PER_MINUTE = 220;

export function readingMinutes(body: RichTextField): number {
  const words = asText(body).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function toArticle(document: unknown): InsightArticle {
  const parsed = insightSchema.parse(document);
  const { data } = parsed;
  const body = data.body as RichTextField;
  return {
    uid: parsed.uid ?? "",
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    category: data.category,
    excerpt: data.excerpt,
    author: data.author,
    published: data.published,
    featured: data.featured,
    readingMinutes: readingMinutes(body),
    cover: toPicture(data.cover),
    href: linkResolver(parsed) ?? "/",
    body,
    updated: publicationDate(parsed.last_publication_date),
    alternates: documentLanguages(parsed),
  };
}

function toCard(article: InsightArticle): InsightCard {
  const { uid, title, category, excerpt, author, published, featured, readingMinutes, cover, href } = article;
  return { uid, title, category, excerpt, author, published, featured, readingMinutes, cover, href };
}

const newestFirst = { orderings: [{ field: "my.insight.published", direction: "desc" as const }] };

/** Every article of a language as a card, newest first (the insights page). */
export async function getInsights(locale: Locale): Promise<InsightCard[]> {
  const documents = await contentClient.getAllByType("insight", await inLanguage(locale, newestFirst));
  return readEach(documents, toArticle).map(toCard);
}

/** The most recent articles, as cards (of one category when given). */
export async function getLatestInsights(
  locale: Locale,
  count: number,
  category?: string,
): Promise<InsightCard[]> {
  const response = await contentClient.query(
    [
      predicate.at("document.type", "insight"),
      ...(category === undefined ? [] : [predicate.at("my.insight.category", category)]),
    ],
    await inLanguage(locale, { ...newestFirst, pageSize: count }),
  );
  return readEach(response.results, toArticle).map(toCard);
}

export async function getInsight(uid: string, locale: Locale): Promise<InsightArticle | undefined> {
  const document = await contentClient.getByUID("insight", uid, await inLanguage(locale));
  return document ? toArticle(document) : undefined;
}

const RELATED_COUNT = 3;

/**
 * An article with more to read: the newest three of its category besides it, then the newest of the
 * others. Bounded queries: an article page costs the same with ten articles or ten thousand.
 */
export async function getInsightPage(uid: string, locale: Locale): Promise<InsightPage | undefined> {
  const article = await getInsight(uid, locale);
  if (!article) return undefined;
  const [sameCategory, newest] = await Promise.all([
    getLatestInsights(locale, RELATED_COUNT + 1, article.category),
    getLatestInsights(locale, 2 * RELATED_COUNT + 1),
  ]);
  const others = [...sameCategory, ...newest.filter((card) => card.category !== article.category)];
  const related = others.filter((card) => card.uid !== uid).slice(0, RELATED_COUNT);
  return { ...article, related };
}

/** The insights page: its document, the featured articles and every article. */
export async function getInsightsListing(locale: Locale): Promise<InsightsListing | undefined> {
  const [page, articles] = await Promise.all([getLanding("insights_page", locale), getInsights(locale)]);
  if (!page) return undefined;
  return { page, featured: articles.filter((article) => article.featured), articles };
}

/** Articles a feed carries: the newest, as feeds do (a reader has the older ones already). */
export const FEED_ARTICLES = 50;

/** The insights page's document and the newest articles with their bodies: the language's RSS feed. */
export async function getInsightsFeed(
  locale: Locale,
): Promise<{ page: LandingPage; articles: InsightArticle[] } | undefined> {
  const [page, response] = await Promise.all([
    getLanding("insights_page", locale),
    contentClient.query(
      [predicate.at("document.type", "insight")],
      await inLanguage(locale, { ...newestFirst, pageSize: FEED_ARTICLES }),
    ),
  ]);
  return page ? { page, articles: readEach(response.results, toArticle) } : undefined;
}
