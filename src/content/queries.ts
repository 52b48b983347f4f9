import { cookies, draftMode } from "next/headers";
import { type Locale, localeIso } from "@/i18n/locales";
import type { RefOptions } from "./client";
import { type Office, settingsSchema } from "./model/settings";
import { homeSchema } from "./model/types";
import { contentClient } from "./source";

/**
 * The only way pages read content: typed functions returning domain objects. Content is read at the
 * master ref, the visitor's preview session (draft mode) or an explicit ref (an experiment variation).
 */

export interface SiteSettings {
  readonly companyEmail: string;
  readonly offices: readonly Office[];
  readonly socialLinks: readonly { readonly network: string; readonly url: string }[];
}

export interface HomeContent {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly heroEyebrow: string;
  readonly heroTitle: string;
  readonly heroDescription: string;
  readonly claims: readonly { readonly value: string; readonly label: string }[];
}

/** Where this render reads from: the preview session's ref in draft mode, else the master (or `ref`). */
async function readFrom(ref?: string): Promise<RefOptions> {
  if (ref) return { ref };
  const preview = await draftMode();
  if (!preview.isEnabled) return {};
  return { cookie: (await cookies()).toString() };
}

function lang(locale: Locale): string {
  return localeIso[locale].content;
}

/**
 * The site-wide settings (offices, e-mail, social links). Every page shows them in its footer, so a
 * content service that cannot answer is logged and the page is served without them rather than failing.
 */
export async function getSettings(locale: Locale): Promise<SiteSettings | undefined> {
  try {
    const document = await contentClient.getSingle("settings", { lang: lang(locale), ...(await readFrom()) });
    const { data } = settingsSchema.parse(document);
    return { companyEmail: data.company_email, offices: data.offices, socialLinks: data.social_links };
  } catch (error) {
    if (isDynamicRenderSignal(error)) throw error;
    console.error(
      `[content] settings (${locale}) could not be read; the footer is shown without them`,
      error,
    );
    return undefined;
  }
}

/** Next interrupts static rendering with errors it must see (draftMode/cookies during prerendering). */
function isDynamicRenderSignal(error: unknown): boolean {
  return error instanceof Error && "digest" in error && typeof error.digest === "string";
}

export async function getHome(
  locale: Locale,
  options: { ref?: string } = {},
): Promise<HomeContent | undefined> {
  const document = await contentClient.getSingle("home", {
    lang: lang(locale),
    ...(await readFrom(options.ref)),
  });
  if (!document) return undefined;
  const { data } = homeSchema.parse(document);
  return {
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroEyebrow: data.hero_eyebrow,
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
    claims: data.claims,
  };
}

/** The content ref of an experiment's variation, for its pre-rendered page. */
export async function getVariationRef(googleId: string, variation: number): Promise<string | undefined> {
  const api = await contentClient.getApi();
  const experiment = api.experiments.running.find((candidate) => candidate.googleId === googleId);
  return experiment?.variations[variation]?.ref;
}
