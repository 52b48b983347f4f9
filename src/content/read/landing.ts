import "server-only";
import type { Locale } from "@/i18n/locales";
import type { LandingPage } from "../domain";
import {
  casesPageSchema,
  industriesPageSchema,
  insightsPageSchema,
  servicesPageSchema,
} from "../model/types";
import { inLanguage } from "./options";
import { getSingle } from "./single";

/** The listings' own documents: services, industries, cases and insights pages. */

const landingSchemas = {
  services_page: servicesPageSchema,
  industries_page: industriesPageSchema,
  cases_page: casesPageSchema,
  insights_page: insightsPageSchema,
};

export type LandingType = keyof typeof landingSchemas;

export function toLanding(type: LandingType, document: unknown): LandingPage {
  const { data } = landingSchemas[type].parse(document);
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
  };
}

export async function getLanding(type: LandingType, locale: Locale): Promise<LandingPage | undefined> {
  const document = await getSingle(type, await inLanguage(locale));
  return document ? toLanding(type, document) : undefined;
}
