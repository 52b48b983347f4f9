import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/sections/not-found-view";
import { defaultLocale, isLocale } from "@/i18n/locales";

export default async function LocaleNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return (
    <>
      <title>{t("title")}</title>
      <meta name="robots" content="noindex" />
      <NotFoundView locale={locale} />
    </>
  );
}
