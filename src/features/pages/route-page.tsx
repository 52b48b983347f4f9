import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/sections/page-intro";
import { routeCopy, routeMetadata } from "@/features/seo/route-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import { sectionOf } from "@/i18n/route-sections";
import type { PageKind, RouteDef } from "@/i18n/route-table";
import { findRoute, localePath, routeByName, routeForSlug, routesOfKind } from "@/i18n/routes";

type LocaleParams = { params: Promise<{ locale: string }> };
type SlugParams = { params: Promise<{ locale: string; slug: string }> };

async function RouteView({ route, locale }: { readonly route: RouteDef; readonly locale: Locale }) {
  setRequestLocale(locale);
  const [copy, t] = await Promise.all([routeCopy(route, locale), getTranslations({ locale })]);
  const section = sectionOf(route);
  const parent = route.parent ? findRoute(route.parent) : undefined;
  const back = parent?.label
    ? {
        href: localePath(parent.name, locale),
        label: t("Breadcrumbs.backTo", { name: parent.label[locale] }),
      }
    : undefined;
  return (
    <PageIntro
      eyebrow={section ? t(`Navigation.${section}`) : t("Meta.siteName")}
      title={copy.title}
      description={copy.description}
      {...(back ? { back } : {})}
    />
  );
}

function localeOrNotFound(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** A page rendering one named route (a top-level page) with its heading from the route table. */
export function createRoutePage(name: string) {
  const route = routeByName(name);
  return {
    async generateMetadata({ params }: LocaleParams): Promise<Metadata> {
      return routeMetadata(route, localeOrNotFound((await params).locale));
    },
    async Page({ params }: LocaleParams) {
      return <RouteView route={route} locale={localeOrNotFound((await params).locale)} />;
    },
  };
}

/** A page template for every route of one kind (services, industries...), one pre-rendered page per slug. */
export function createSlugPage(kind: PageKind) {
  const find = async ({ params }: SlugParams) => {
    const { locale, slug } = await params;
    const route = routeForSlug(kind, slug);
    if (!route) notFound();
    return { route, locale: localeOrNotFound(locale) };
  };
  return {
    generateStaticParams(): { slug: string }[] {
      return routesOfKind(kind).flatMap((route) => (route.slug ? [{ slug: route.slug }] : []));
    },
    async generateMetadata(props: SlugParams): Promise<Metadata> {
      const { route, locale } = await find(props);
      return routeMetadata(route, locale);
    },
    async Page(props: SlugParams) {
      const { route, locale } = await find(props);
      return <RouteView route={route} locale={locale} />;
    },
  };
}
