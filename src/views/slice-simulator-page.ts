import { getZoneListings, readSliceZone, type SliceData, type ZoneListings } from "@/content/queries";
import { getTranslations } from "@/i18n/translations";
import { publicConfig } from "@/platform/public-config";
import { mockedSliceIds, sliceMocks } from "@/slices/mocks";
import type { RouteFileParams } from "./document-page";
import { type LoadedRoute, loadRoutePage } from "./route-page";

/** The slice simulator, ready to render: the mocks it shows on its own, and who may frame it. */
export interface SimulatorPage extends LoadedRoute {
  /** The mocks of `?slice=` in the page's language; empty without one. */
  readonly slices: readonly SliceData[];
  /** The site's pages their Listing slices show. */
  readonly listings: ZoneListings;
  /** Every slice of the library, by id: the page links to each one's mocks. */
  readonly sliceIds: readonly string[];
  /** The slice `?slice=` named when the library has none by that id. */
  readonly unknownSlice: string | undefined;
  /** The origins whose pages may frame it: the Page Builder of the site's own Prismic repository. */
  readonly framedBy: readonly string[];
  /** What the bridge says while it renders, and when it cannot ({problem} is the reason). */
  readonly bridge: { readonly rendering: string; readonly failed: string };
}

/** The slice simulator's page: `?slice=<id>` shows that slice's mocks, every variation. */
export async function loadSimulatorPage(
  params: RouteFileParams,
  query: URLSearchParams,
): Promise<SimulatorPage | undefined> {
  const loaded = await loadRoutePage("slice-simulator", params);
  if (!loaded) return undefined;
  const asked = query.get("slice");
  const mocks = asked ? sliceMocks(asked, loaded.locale) : [];
  const zone = mocks ? readSliceZone(mocks) : undefined;
  const repository = publicConfig.prismicRepository;
  const t = await getTranslations({ locale: loaded.locale, namespace: "SliceSimulator" });
  const slices = zone?.ok ? zone.slices : [];
  return {
    ...loaded,
    slices,
    listings: await getZoneListings(slices, loaded.locale),
    sliceIds: mockedSliceIds,
    unknownSlice: mocks ? undefined : (asked ?? undefined),
    framedBy: repository ? [`https://${repository}.prismic.io`] : [],
    bridge: { rendering: t("rendering"), failed: t("failed", { problem: "{problem}" }) },
  };
}
