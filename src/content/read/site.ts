import "server-only";
import type { Locale } from "@/i18n/locales";
import type { HomeContent, SiteSettings } from "../domain";
import { settingsSchema } from "../model/settings";
import { homeSchema } from "../model/types";
import { contentClient } from "../source";
import { inLanguage, contentLang as lang, readFrom } from "./options";
import { getSingle } from "./single";

/** The settings document as the footer uses it. */
export function toSiteSettings(document: unknown): SiteSettings {
  const { data } = settingsSchema.parse(document);
  return { companyEmail: data.company_email, offices: data.offices, socialLinks: data.social_links };
}

/**
 * The site-wide settings (offices, e-mail, social links). Every page shows them in its footer, so a
 * content service that cannot answer is logged and the page is served without them rather than failing.
 */
export async function getSettings(locale: Locale): Promise<SiteSettings | undefined> {
  try {
    const document = await getSingle("settings", await inLanguage(locale));
    return toSiteSettings(document);
  } catch (error) {
    console.error(
      `[content] settings (${locale}) could not be read; the footer is shown without them`,
      error,
    );
    return undefined;
  }
}

export function toHome(document: unknown): HomeContent {
  const { data } = homeSchema.parse(document);
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroEyebrow: data.hero_eyebrow,
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
    claims: data.claims,
    slices: data.slices,
  };
}

/** The home page, at the visitor's ref or an explicit one (an experiment's variation). */
export async function getHome(
  locale: Locale,
  options: { ref?: string } = {},
): Promise<HomeContent | undefined> {
  const document = await getSingle("home", {
    lang: lang(locale),
    ...(await readFrom(options.ref)),
  });
  return document ? toHome(document) : undefined;
}

/** The content ref of an experiment's variation, for its page. */
export async function getVariationRef(googleId: string, variation: number): Promise<string | undefined> {
  const api = await contentClient.getApi();
  const experiment = api.experiments.running.find((candidate) => candidate.googleId === googleId);
  return experiment?.variations[variation]?.ref;
}
