import "server-only";
import { renderPlainDocument } from "@/features/plain-document/plain-document";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** Why a preview link opens nothing, as its holder is told. */
export type RefusedLinkReason = "expired" | "invalid";

/**
 * 410 for a link that was good and is past its time (asking again will not help, a new link will);
 * 403 for one whose signature does not hold (altered, truncated, forged).
 */
const STATUS: Record<RefusedLinkReason, number> = { expired: 410, invalid: 403 };

/**
 * The page an editor meets when their preview link opens nothing, in their language. A plain document
 * (no script, no request of its own): its URL carries the link's token, which stays out of Referer
 * headers, caches and search engines.
 */
export async function refusedLinkPage(reason: RefusedLinkReason, locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: "Preview" });
  const site = (await getTranslations({ locale, namespace: "Meta" }))("siteName");
  const title = t(reason === "expired" ? "linkExpiredTitle" : "linkInvalidTitle");
  const message = t(reason === "expired" ? "linkExpiredMessage" : "linkInvalidMessage");
  return renderPlainDocument({
    status: STATUS[reason],
    locale,
    site,
    title,
    paragraphs: [message],
    home: { href: localePath("index", locale), label: t("linkHome") },
  });
}
