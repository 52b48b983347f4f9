import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { PageHead } from "@/content/queries";
import { JsonLd, type JsonLdObject } from "@/features/seo/json-ld";
import { breadcrumbJsonLd } from "@/features/seo/page-json-ld";
import { contentMetadata } from "@/features/seo/route-metadata";
import type { Locale } from "@/i18n/locales";
import type { PageKind, RouteDef } from "@/i18n/route-table";
import { routeByName, routeForSlug, routesOfKind } from "@/i18n/routes";
import { localeOrNotFound } from "@/views/locale-param";

type Props = { params: Promise<{ locale: string; slug: string }> };

/** Structured data a page adds to its breadcrumb trail (a Service on service pages). */
type StructuredData<Page> = (route: RouteDef, locale: Locale, page: Page) => Promise<JsonLdObject>;

/**
 * A template rendering one content document per route of a kind (a service, a family, an industry):
 * one pre-rendered page per slug, metadata from the document, a breadcrumb trail for search engines,
 * 404 when the document is missing.
 */
export function createDocumentPage<Page extends PageHead>(
  kind: PageKind,
  query: (uid: string, locale: Locale) => Promise<Page | undefined>,
  View: (props: { page: Page; locale: Locale }) => ReactNode | Promise<ReactNode>,
  structuredData?: StructuredData<Page>,
) {
  const load = async ({ params }: Props) => {
    const { locale: localeParam, slug } = await params;
    const locale = localeOrNotFound(localeParam);
    const route = routeForSlug(kind, slug);
    const page = route ? await query(slug, locale) : undefined;
    if (!route || !page) notFound();
    return { locale, route, page };
  };
  return {
    generateStaticParams(): { slug: string }[] {
      return routesOfKind(kind).flatMap((route) => (route.slug ? [{ slug: route.slug }] : []));
    },
    async generateMetadata(props: Props): Promise<Metadata> {
      const { locale, route, page } = await load(props);
      return contentMetadata(route, locale, page);
    },
    async Page(props: Props) {
      const { locale, route, page } = await load(props);
      setRequestLocale(locale);
      const data = await Promise.all([
        breadcrumbJsonLd(route, locale, page.title),
        ...(structuredData ? [structuredData(route, locale, page)] : []),
      ]);
      return (
        <>
          <JsonLd data={data} />
          <View page={page} locale={locale} />
        </>
      );
    },
  };
}

type LocaleProps = { params: Promise<{ locale: string }> };

/**
 * A page rendering one single document (approach, culture, careers, awards): metadata from the
 * document, 404 when it is missing.
 */
export function createSingleDocumentPage<Page extends Omit<PageHead, "title">>(
  routeName: string,
  query: (locale: Locale) => Promise<Page | undefined>,
  View: (props: { page: Page; locale: Locale }) => ReactNode | Promise<ReactNode>,
) {
  const load = async ({ params }: LocaleProps) => {
    const locale = localeOrNotFound((await params).locale);
    const page = await query(locale);
    if (!page) notFound();
    return { locale, page };
  };
  return {
    async generateMetadata(props: LocaleProps): Promise<Metadata> {
      const { locale, page } = await load(props);
      return contentMetadata(routeByName(routeName), locale, page);
    },
    async Page(props: LocaleProps) {
      const { locale, page } = await load(props);
      setRequestLocale(locale);
      return <View page={page} locale={locale} />;
    },
  };
}
