import type { PageHead } from "@/content/queries";
import type { LanguagePaths } from "@/features/seo/alternates";
import type { JsonLdObject } from "@/features/seo/json-ld";
import { breadcrumbJsonLd } from "@/features/seo/page-json-ld";
import type { PageMetadata } from "@/features/seo/page-metadata";
import { contentMetadata } from "@/features/seo/route-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import type { PageKind, RouteDef } from "@/i18n/route-table";
import { isDynamic, type RouteName, type RouteParams, routeByName, routeOfKind } from "@/i18n/routes";

/** A page ready to render: its language, route, document, head and structured data. */
export interface LoadedPage<Page> {
  readonly locale: Locale;
  readonly route: RouteDef;
  readonly page: Page;
  readonly metadata: PageMetadata;
  readonly jsonLd: readonly JsonLdObject[];
}

/** A route file's parameters as the framework hands them over: anything, until checked. */
export type RouteFileParams = Readonly<Record<string, string | undefined>>;

/**
 * The props of the island a page nests (a listing's filters, the contact stepper), made on the server
 * from what the page loaded: serialisable, since they travel to the browser.
 */
export type IslandProps<Source, Island> = (source: Source, locale: Locale) => Promise<Island>;

/** A loaded page with its island's props. */
export type WithIsland<Loaded, Island> = Loaded & { readonly island: Island };

/** Structured data a page adds to its breadcrumb trail (a Service on service pages). */
type StructuredData<Page> = (route: RouteDef, locale: Locale, page: Page) => Promise<JsonLdObject>;

/**
 * One content document per route of a kind (a service, a family, an industry): the route of the slug,
 * its document in the language, metadata from the document and a breadcrumb trail for search engines;
 * undefined (a 404) when either is missing.
 */
export async function loadDocumentPage<
  Page extends PageHead & {
    readonly alternates?: LanguagePaths;
    /** The page it belongs under (a service's family), in its breadcrumb trail. */
    readonly parent?: { readonly name: string; readonly path: string };
  },
>(
  kind: PageKind,
  query: (uid: string, locale: Locale) => Promise<Page | undefined>,
  params: RouteFileParams,
  structuredData?: StructuredData<Page>,
): Promise<LoadedPage<Page> | undefined> {
  const { locale, slug } = params;
  if (!isLocale(locale) || slug === undefined) return undefined;
  const route = routeOfKind(kind);
  const page = route ? await query(slug, locale) : undefined;
  if (!route || !page) return undefined;
  // A document's page at its uid: its own languages' paths come from its translations.
  const ids: RouteParams = isDynamic(route) ? { uid: slug } : {};
  const [metadata, ...jsonLd] = await Promise.all([
    contentMetadata(route, locale, page, { params: ids, languages: page.alternates }),
    breadcrumbJsonLd(
      route,
      locale,
      { name: page.title, path: page.alternates?.[locale], parent: page.parent },
      ids,
    ),
    ...(structuredData ? [structuredData(route, locale, page)] : []),
  ]);
  return { locale, route, page, metadata, jsonLd };
}

/** A page of one single document (approach, culture, careers, awards); undefined when it is missing. */
export async function loadSingleDocumentPage<Page extends Omit<PageHead, "title">>(
  routeName: RouteName,
  query: (locale: Locale) => Promise<Page | undefined>,
  params: RouteFileParams,
): Promise<LoadedPage<Page> | undefined>;
/** The same, with the props of the island the page nests (awards browser, contact stepper). */
export async function loadSingleDocumentPage<Page extends Omit<PageHead, "title">, Island>(
  routeName: RouteName,
  query: (locale: Locale) => Promise<Page | undefined>,
  params: RouteFileParams,
  island: IslandProps<Page, Island>,
): Promise<WithIsland<LoadedPage<Page>, Island> | undefined>;
export async function loadSingleDocumentPage<Page extends Omit<PageHead, "title">, Island>(
  routeName: RouteName,
  query: (locale: Locale) => Promise<Page | undefined>,
  params: RouteFileParams,
  island?: IslandProps<Page, Island>,
): Promise<LoadedPage<Page> | WithIsland<LoadedPage<Page>, Island> | undefined> {
  const { locale } = params;
  if (!isLocale(locale)) return undefined;
  const page = await query(locale);
  if (!page) return undefined;
  const route = routeByName(routeName);
  const metadata = contentMetadata(route, locale, page);
  if (!island) return { locale, route, page, metadata: await metadata, jsonLd: [] };
  const [head, props] = await Promise.all([metadata, island(page, locale)]);
  return { locale, route, page, metadata: head, jsonLd: [], island: props };
}
