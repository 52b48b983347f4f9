import "server-only";
import type { RichTextField } from "@prismicio/client";
import { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { LegalLink, LegalPage } from "../domain";
import { documentLanguages, linkResolver } from "../link-resolver";
import { legalPageSchema } from "../model/types";
import { contentClient } from "../source";
import { inLanguage } from "./options";
import { readEach } from "./read-each";

export function toLegalPage(document: unknown): LegalPage {
  const parsed = legalPageSchema.parse(document);
  const { data } = parsed;
  return {
    uid: parsed.uid ?? "",
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    summary: data.summary,
    updated: data.updated,
    body: data.body as RichTextField,
    cookies: data.cookies,
    alternates: documentLanguages(parsed),
  };
}

/** A legal page (cookies, privacy, terms and conditions, purchase policy...) by its uid in the language. */
export async function getLegalPage(uid: string, locale: Locale): Promise<LegalPage | undefined> {
  const document = await contentClient.getByUID("page", uid, await inLanguage(locale));
  return document ? toLegalPage(document) : undefined;
}

const legalLinkSchema = z.object({
  id: z.string(),
  uid: z.string(),
  type: z.literal("page"),
  lang: z.string(),
  data: z.object({
    title: z.string().min(1),
    cookies: z.array(z.unknown()).default([]),
  }),
});

function toLegalLink(document: unknown): LegalLink | undefined {
  const parsed = legalLinkSchema.parse(document);
  const href = linkResolver(parsed);
  if (!href) return undefined;
  return { id: parsed.id, href, title: parsed.data.title, listsCookies: parsed.data.cookies.length > 0 };
}

/**
 * The legal pages of a language, by title: the footer and each legal page list them, and the cookie
 * notice leads to the one that lists the site's cookies. An editor adds one with a publish. Every page
 * shows them in its footer, so a content service that cannot answer is logged and the page is served
 * without them rather than failing (as the settings are).
 */
export async function getLegalLinks(locale: Locale): Promise<LegalLink[]> {
  try {
    const documents = await contentClient.getAllByType(
      "page",
      await inLanguage(locale, {
        fetch: ["page.title", "page.cookies"],
        orderings: [{ field: "my.page.title" }],
      }),
    );
    return readEach(documents, toLegalLink);
  } catch (error) {
    console.error(
      `[content] legal pages (${locale}) could not be read; the footer is shown without them`,
      error,
    );
    return [];
  }
}
