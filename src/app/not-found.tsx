import "./globals.css";
import { NotFoundView } from "@/components/sections/not-found-view";
import { defaultLocale, languageTag } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";
import { bricolage, inter } from "./fonts";

/** Paths that never reach the proxy's locale routing (a missing file, say) get the English 404. */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: "NotFound" });
  return (
    <html lang={languageTag(defaultLocale)} className={`${inter.variable} ${bricolage.variable}`}>
      <body>
        <title>{t("title")}</title>
        <main id="main">
          <NotFoundView locale={defaultLocale} />
        </main>
      </body>
    </html>
  );
}
