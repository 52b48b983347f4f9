import { PageIntro } from "@/components/sections/page-intro";
import { routeCopy } from "@/features/seo/route-metadata";
import type { Locale } from "@/i18n/locales";
import { sectionOf } from "@/i18n/route-sections";
import type { RouteDef } from "@/i18n/route-table";
import { getTranslations } from "@/i18n/translations";

/** A route's page with no content document: its heading from the route table and the messages. */
export async function RoutePageView({
  route,
  locale,
}: {
  readonly route: RouteDef;
  readonly locale: Locale;
}) {
  const [copy, t] = await Promise.all([routeCopy(route, locale), getTranslations({ locale })]);
  const section = sectionOf(route);
  return (
    <PageIntro
      eyebrow={section ? t(`Navigation.${section}`) : t("Meta.siteName")}
      title={copy.title}
      description={copy.description}
    />
  );
}
