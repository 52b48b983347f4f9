import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { PageIntro } from "@/components/sections/page-intro";
import { routeCopy, routeMetadata } from "@/features/seo/route-metadata";
import type { Locale } from "@/i18n/locales";
import { sectionOf } from "@/i18n/route-sections";
import type { RouteDef } from "@/i18n/route-table";
import { findRoute, localePath, routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { localeOrNotFound } from "@/views/locale-param";

type LocaleParams = { params: Promise<{ locale: string }> };

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
