import type { PageHead } from "@/content/queries";
import type { JsonLdObject } from "@/features/seo/json-ld";
import type { PageMetadata } from "@/features/seo/page-metadata";
import { contentMetadata } from "@/features/seo/route-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import { type RouteName, routeByName } from "@/i18n/routes";
import type { IslandProps, RouteFileParams, WithIsland } from "@/views/document-page";

/** A listing page ready to render: its language, route, document with what it lists, and head. */
export interface LoadedListing<Listing> {
  readonly locale: Locale;
  readonly route: RouteDef;
  readonly listing: Listing;
  readonly metadata: PageMetadata;
  readonly jsonLd: readonly JsonLdObject[];
}

type ListingQuery<Listing> = (locale: Locale) => Promise<Listing | undefined>;

export interface ListingOptions<Listing, Island> {
  /** The props of the island the listing nests (its filters). */
  readonly island: IslandProps<Listing, Island>;
  /** Adds to the document's metadata (the insights page's RSS feed). */
  readonly metadata?: (locale: Locale, base: PageMetadata) => Promise<PageMetadata>;
}

/**
 * A listing page (services, industries, cases, insights): one query for the page's document and what it
 * lists, metadata from the document; undefined (a 404) when the document is missing.
 */
export async function loadListingPage<Listing extends { readonly page: Omit<PageHead, "title"> }>(
  routeName: RouteName,
  query: ListingQuery<Listing>,
  params: RouteFileParams,
): Promise<LoadedListing<Listing> | undefined>;
/** The same, with the props of the island the listing nests. */
export async function loadListingPage<Listing extends { readonly page: Omit<PageHead, "title"> }, Island>(
  routeName: RouteName,
  query: ListingQuery<Listing>,
  params: RouteFileParams,
  options: ListingOptions<Listing, Island>,
): Promise<WithIsland<LoadedListing<Listing>, Island> | undefined>;
export async function loadListingPage<Listing extends { readonly page: Omit<PageHead, "title"> }, Island>(
  routeName: RouteName,
  query: ListingQuery<Listing>,
  params: RouteFileParams,
  options?: ListingOptions<Listing, Island>,
): Promise<LoadedListing<Listing> | WithIsland<LoadedListing<Listing>, Island> | undefined> {
  const { locale } = params;
  if (!isLocale(locale)) return undefined;
  const listing = await query(locale);
  if (!listing) return undefined;
  const route = routeByName(routeName);
  const metadata = contentMetadata(route, locale, listing.page).then((base) =>
    options?.metadata ? options.metadata(locale, base) : base,
  );
  if (!options) return { locale, route, listing, metadata: await metadata, jsonLd: [] };
  const [head, island] = await Promise.all([metadata, options.island(listing, locale)]);
  return { locale, route, listing, metadata: head, jsonLd: [], island };
}
