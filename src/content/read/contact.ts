import "server-only";
import type { RichTextField } from "@prismicio/client";
import type { Locale } from "@/i18n/locales";
import type { ContactPage } from "../domain";
import { settingsSchema } from "../model/settings";
import { contactSchema } from "../model/types";
import { inLanguage } from "./options";
import { getSingle } from "./single";

/**
 * The contact page: its document plus the offices and e-mail of the site settings. Unlike the footer,
 * the page cannot do without the offices it lists, so a missing settings document is a missing page.
 */
export async function getContactPage(locale: Locale): Promise<ContactPage | undefined> {
  const options = await inLanguage(locale);
  const [document, settingsDocument] = await Promise.all([
    getSingle("contact", options),
    getSingle("settings", options),
  ]);
  if (!document || !settingsDocument) return undefined;
  const { data } = contactSchema.parse(document);
  const settings = settingsSchema.parse(settingsDocument).data;
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
    offices: { title: data.offices_title, items: settings.offices },
    hours: { question: data.hours_question, answer: data.hours_answer as RichTextField },
    booking: { title: data.booking_title, text: data.booking_text },
    companyEmail: settings.company_email,
  };
}
