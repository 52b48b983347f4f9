import type { ServicesSliderProps } from "@/components/sections/home/services-slider";
import { experimentForRoute } from "@/content/experiments";
import {
  getHome,
  getVariationRef,
  getZoneListings,
  type HomeContent,
  type ZoneListings,
} from "@/content/queries";
import { organizationJsonLd } from "@/features/seo/page-json-ld";
import { contentMetadata } from "@/features/seo/route-metadata";
import { isLocale } from "@/i18n/locales";
import { routeByName } from "@/i18n/routes";
import { servicesSliderProps } from "@/slices/services-slider/slider-props";
import type { LoadedPage, RouteFileParams, WithIsland } from "@/views/document-page";

/** Everything the home page shows: its document, and the site's pages its Listing slices show. */
export interface HomePage {
  readonly home: HomeContent;
  readonly listings: ZoneListings;
}

/** The island is its services slider's (the model makes the home page carry one). */
export type LoadedHome = WithIsland<LoadedPage<HomePage>, ServicesSliderProps | undefined>;

/**
 * The content ref of the experiment variation the request pipeline chose for this visitor, or undefined
 * when the site's experiment has no such variation; null for the home page itself, read at the visitor's
 * ref (also when the repository does not run the experiment).
 */
async function variationRef(variation: number | undefined): Promise<string | null | undefined> {
  if (variation === undefined) return null;
  const experiment = experimentForRoute("index");
  if (!experiment || !Number.isInteger(variation) || variation < 0 || variation >= experiment.variationCount)
    return undefined;
  // A repository that no longer runs the experiment (an editor stopped it, or a new hosted repository
  // never started it) shows every visitor the page itself, never a 404.
  return (await getVariationRef(experiment.googleId, variation)) ?? null;
}

/**
 * The home page, at the visitor's ref or, for an experiment's variation (chosen by the request pipeline),
 * at the variation's ref: content, head, the Organization for search engines and the slider's props;
 * undefined (a 404) for an unknown language or variation or a missing document.
 */
export async function loadHomePage(
  params: RouteFileParams,
  variation: number | undefined,
): Promise<LoadedHome | undefined> {
  const { locale } = params;
  if (!isLocale(locale)) return undefined;
  const ref = await variationRef(variation);
  if (ref === undefined) return undefined;
  const [home, organization] = await Promise.all([
    getHome(locale, ref === null ? {} : { ref }),
    organizationJsonLd(locale),
  ]);
  if (!home) return undefined;
  const slider = home.slices.find((slice) => slice.slice_type === "services_slider");
  const [listings, island] = await Promise.all([
    getZoneListings(home.slices, locale),
    slider ? servicesSliderProps(slider, locale) : undefined,
  ]);
  const route = routeByName("index");
  return {
    locale,
    route,
    page: { home, listings },
    metadata: await contentMetadata(route, locale, home),
    jsonLd: [organization],
    island,
  };
}
