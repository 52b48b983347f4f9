import "server-only";
import { createTranslator } from "use-intl/core";
import { renderPlainDocument, sameSitePath } from "@/features/plain-document/plain-document";
import { localeOfPath, localePath } from "@/i18n/routes";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";

/**
 * The spec's last resort, for when the site's error page itself fails (or the app fails before it could
 * answer): a message that an error occurred while showing the error page, with details (its status and a
 * reference to quote, the request's id; never a stack trace) and links to try again and home, in the
 * language of the path, as a small self-contained document in the site's look. Its messages are imported
 * JSON, so nothing it needs can fail the way the page did.
 */
const translators = {
  en: createTranslator({ locale: "en", messages: en, namespace: "ErrorPage" }),
  es: createTranslator({ locale: "es", messages: es, namespace: "ErrorPage" }),
} as const;

const siteNames = { en: en.Meta.siteName, es: es.Meta.siteName } as const;

/** A request id as the log writes it: anything else (a header a client forged) is not shown. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function lastResortPage(status: number, url: string, requestId: string | undefined): Response {
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const search = queryAt < 0 ? "" : url.slice(queryAt);
  const locale = localeOfPath(pathname);
  const t = translators[locale];
  const response = renderPlainDocument({
    status,
    locale,
    site: siteNames[locale],
    code: String(status),
    title: t("lastResortTitle"),
    paragraphs: [t("lastResortMessage")],
    ...(requestId !== undefined &&
      REQUEST_ID.test(requestId) && { note: t("lastResortReference", { id: requestId }) }),
    retry: { href: sameSitePath(pathname, search), label: t("retry") },
    home: { href: localePath("index", locale), label: t("back") },
  });
  return response;
}
