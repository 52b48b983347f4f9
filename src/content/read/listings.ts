import "server-only";
import type { Locale } from "@/i18n/locales";
import type { CasesOverview, IndustriesOverview, ServicesOverview } from "../domain";
import { getCaseCards } from "./cases";
import { getLanding } from "./landing";
import { getArchive, getIndustries, getServiceFamilies } from "./services";

/** The listing pages, each read in one query: its own document and what it lists (undefined without it). */

export async function getServicesOverview(locale: Locale): Promise<ServicesOverview | undefined> {
  const [page, families, industries, archive] = await Promise.all([
    getLanding("services_page", locale),
    getServiceFamilies(locale),
    getIndustries(locale),
    getArchive(locale),
  ]);
  return page ? { page, families, industries, archive } : undefined;
}

export async function getIndustriesOverview(locale: Locale): Promise<IndustriesOverview | undefined> {
  const [page, industries] = await Promise.all([
    getLanding("industries_page", locale),
    getIndustries(locale),
  ]);
  return page ? { page, industries } : undefined;
}

export async function getCasesOverview(locale: Locale): Promise<CasesOverview | undefined> {
  const [page, cases, industries, families] = await Promise.all([
    getLanding("cases_page", locale),
    getCaseCards(locale),
    getIndustries(locale),
    getServiceFamilies(locale),
  ]);
  return page ? { page, cases, industries, families } : undefined;
}
