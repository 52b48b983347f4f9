import { createHash } from "node:crypto";
import type { APIRoute } from "astro";
import bricolageFont from "@/assets/fonts/bricolage-grotesque.woff2?url";
import interFont from "@/assets/fonts/inter.woff2?url";
import { offlinePageHtml } from "@/features/connectivity/offline-page";
import { serviceWorkerSource } from "@/features/connectivity/service-worker-source";
import { type Locale, languageTag } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { otherMethods, READ_ONLY_ALLOW } from "@/server/http/methods";
import stylesheet from "@/styles/globals.css?url";

async function offlinePage(locale: Locale): Promise<string> {
  const [t, meta, nav] = await Promise.all([
    getTranslations({ locale, namespace: "Connectivity" }),
    getTranslations({ locale, namespace: "Meta" }),
    getTranslations({ locale, namespace: "Navigation" }),
  ]);
  return offlinePageHtml(
    {
      lang: languageTag(locale),
      documentTitle: meta("titleTemplate", { title: t("offlineTitle") }),
      title: t("offlineTitle"),
      kicker: t("offlineKicker"),
      text: t("offlineText"),
      retry: t("offlineRetry"),
      home: t("offlineHome"),
      homeLabel: nav("home"),
    },
    stylesheet,
    localePath("index", locale),
  );
}

/** The worker's script, made once per process: it depends on the build and the messages only. */
let script: Promise<string> | undefined;

async function buildScript(): Promise<string> {
  const [en, es] = await Promise.all([offlinePage("en"), offlinePage("es")]);
  const assets = [stylesheet, interFont, bricolageFont];
  const version = createHash("sha256").update(JSON.stringify({ assets, en, es })).digest("hex").slice(0, 12);
  return serviceWorkerSource({ version, assets, offline: { en, es } });
}

/**
 * The offline service worker (src/features/connectivity), at the site's root so its scope is every page.
 * Never cached on the way (no-cache): a deploy's worker replaces the one before on the next visit. Its own
 * policy lets it fetch this origin only.
 */
export const GET: APIRoute = async () => {
  script ??= buildScript().catch((error: unknown) => {
    script = undefined;
    throw error;
  });
  return new Response(await script, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
      "content-security-policy": "default-src 'self'",
    },
  });
};
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods(READ_ONLY_ALLOW);
