import type { Locale } from "@/i18n/locales";
import settingsEn from "../../content/documents/settings/settings.en-us.json";
import settingsEs from "../../content/documents/settings/settings.es-ar.json";
import { type Office, settingsSchema } from "./model/settings";

export interface SiteSettings {
  readonly companyEmail: string;
  readonly offices: readonly Office[];
  readonly socialLinks: readonly { readonly network: string; readonly url: string }[];
}

// The settings documents are bundled at build time; the content client replaces this read (content issue).
const settingsDocuments: Record<Locale, unknown> = { en: settingsEn, es: settingsEs };

export async function getSettings(locale: Locale): Promise<SiteSettings> {
  const { data } = settingsSchema.parse(settingsDocuments[locale]);
  return { companyEmail: data.company_email, offices: data.offices, socialLinks: data.social_links };
}
