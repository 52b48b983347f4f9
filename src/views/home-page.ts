import type { ServicesSliderProps } from "@/components/sections/home/services-slider";
import { experimentForRoute } from "@/content/experiments";
import {
  type CaseCard,
  getCaseCards,
  getHome,
  getIndustries,
  getLatestInsights,
  getVariationRef,
  type HomeContent,
  type IndustryPage,
  type InsightCard,
} from "@/content/queries";
import { organizationJsonLd } from "@/features/seo/page-json-ld";
import { contentMetadata } from "@/features/seo/route-metadata";
import { isLocale } from "@/i18n/locales";
import { routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import type { LoadedPage, RouteFileParams, WithIsland } from "@/views/document-page";

/** Everything the home page shows: its document, the industries, case studies and latest articles. */
export interface HomePage {
  readonly home: HomeContent;
  readonly industries: readonly IndustryPage[];
  readonly cases: readonly CaseCard[];
  readonly insights: readonly InsightCard[];
}

export type LoadedHome = WithIsland<LoadedPage<HomePage>, ServicesSliderProps>;

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
  const [home, industries, cases, insights, slider, organization] = await Promise.all([
    getHome(locale, ref === null ? {} : { ref }),
    getIndustries(locale),
    getCaseCards(locale),
    getLatestInsights(locale, 3),
    getTranslations({ locale, namespace: "Slider" }),
    organizationJsonLd(locale),
  ]);
  if (!home) return undefined;
  const route = routeByName("index");
  return {
    locale,
    route,
    page: { home, industries, cases, insights },
    metadata: await contentMetadata(route, locale, home),
    jsonLd: [organization],
    island: {
      items: home.slider,
      labels: {
        region: slider("label"),
        previous: slider("previous"),
        next: slider("next"),
        slides: home.slider.map((_, index) =>
          slider("slide", { current: index + 1, total: home.slider.length }),
        ),
      },
    },
  };
}
