/**
 * The one way pages and features read content: typed functions returning domain objects (./domain.ts),
 * implemented in ./read/. Content is read at the master ref, the visitor's preview session (draft mode)
 * or an explicit ref (an experiment variation). Code outside src/content imports this module only
 * (biome.json enforces it).
 */

import "server-only";

export * from "./domain";
export { getCaseCards, getCasePage, getCaseStudies, getCaseStudy } from "./read/cases";
export { getApproachPage, getAwardsPage, getCareersPage, getCulturePage } from "./read/company";
export {
  getComposedPage,
  getZoneListings,
  readSliceZone,
  type SliceZoneReading,
} from "./read/composed-pages";
export { getContactPage } from "./read/contact";
export {
  getInsight,
  getInsightPage,
  getInsights,
  getInsightsFeed,
  getInsightsListing,
  getLatestInsights,
  readingMinutes,
} from "./read/insights";
export { getLegalLinks, getLegalPage } from "./read/legal";
export { getCasesOverview, getIndustriesOverview, getServicesOverview } from "./read/listings";
export { getPageDocuments, getPagePaths } from "./read/pages";
export {
  getArchive,
  getIndustries,
  getIndustry,
  getServiceFamilies,
  getServiceFamily,
  getServicePage,
} from "./read/services";
export { getHome, getSettings, getVariationRef } from "./read/site";
