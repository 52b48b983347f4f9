import "../globals.css";
import type { Metadata, Viewport } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { type ReactNode, ViewTransition } from "react";
import { ChunkReloadGuard } from "@/components/navigation/chunk-reload-guard";
import { ClientStringsProvider } from "@/components/navigation/client-strings";
import { ScrollManager } from "@/components/navigation/scroll-manager";
import { OfflineBanner } from "@/features/connectivity/offline-banner";
import { CookieNotice } from "@/features/consent/cookie-notice";
import { loadSwitcherPaths } from "@/features/seo/load-site-pages";
import { TagManager } from "@/features/third-party/tag-manager";
import { isLocale, languageTag, locales } from "@/i18n/locales";
import { messageWithHole } from "@/i18n/message-hole";
import { loadMessages } from "@/i18n/messages";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { publicConfig } from "@/platform/public-config";
import { PreviewBar } from "@/views/shell/preview-bar";
import { SiteFooter } from "@/views/shell/site-footer";
import { SiteHeader } from "@/views/shell/site-header";
import { bricolage, inter } from "../fonts";

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Meta" });
  return {
    metadataBase: new URL(publicConfig.siteUrl),
    title: { default: t("siteName"), template: t("titleTemplate", { title: "%s" }) },
    description: t("description"),
    applicationName: t("siteName"),
  };
}

export const viewport: Viewport = {
  themeColor: "#f5f1ea",
  colorScheme: "light",
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, tCookies, tConnectivity, tError, messages, preview, translations] = await Promise.all([
    getTranslations({ locale, namespace: "Navigation" }),
    getTranslations({ locale, namespace: "CookieNotice" }),
    getTranslations({ locale, namespace: "Connectivity" }),
    getTranslations({ locale, namespace: "ErrorPage" }),
    loadMessages(locale),
    draftMode(),
    loadSwitcherPaths(locale),
  ]);

  return (
    <html lang={languageTag(locale)} className={`${inter.variable} ${bricolage.variable}`}>
      <body id="top">
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        {/* Client components receive only the strings they render. */}
        <ClientStringsProvider
          value={{
            locale,
            errorPage: {
              ...messages.ErrorPage,
              title: messageWithHole((status) => tError("title", { status })),
            },
          }}
        >
          {preview.isEnabled ? <PreviewBar locale={locale} config={publicConfig} /> : null}
          <SiteHeader locale={locale} translations={translations} config={publicConfig} />
          <ViewTransition name="page">
            <div className="flex flex-1 flex-col">
              <main id="main" tabIndex={-1} className="flex-1 outline-none">
                {children}
              </main>
              <SiteFooter locale={locale} config={publicConfig} />
            </div>
          </ViewTransition>
          <CookieNotice
            cookiesHref={localePath("cookies", locale)}
            strings={{
              label: tCookies("label"),
              text: tCookies("text"),
              accept: tCookies("accept"),
              learnMore: tCookies("learnMore"),
              learnMoreContext: tCookies("learnMoreContext"),
            }}
          />
          <OfflineBanner message={tConnectivity("offline")} />
          {publicConfig.gtmId ? <TagManager containerId={publicConfig.gtmId} /> : null}
          <ScrollManager />
          <ChunkReloadGuard />
        </ClientStringsProvider>
      </body>
    </html>
  );
}
