import "server-only";
import { renderPlainDocument } from "@/features/plain-document/plain-document";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** Why a preview link opens nothing, as its holder is told. */
export type RefusedLinkReason = "malformed" | "foreign" | "invalid" | "expired" | "gone";

/**
 * - 400 for what is not a preview token of this site's content service: junk, a broken or truncated URL
 *   (`malformed`), or a preview of another Prismic repository or site (`foreign`); asking again will not
 *   help;
 * - 403 for a link of this site whose signature does not hold (altered, forged);
 * - 410 for a link of this site past its time (a new link will help);
 * - 404 for a token the content service no longer knows: its session expired, its release was published
 *   or deleted;
 */
const STATUS: Record<RefusedLinkReason, number> = {
  malformed: 400,
  foreign: 400,
  invalid: 403,
  expired: 410,
  gone: 404,
};

const COPY = {
  malformed: { title: "linkMalformedTitle", message: "linkMalformedMessage" },
  foreign: { title: "linkForeignTitle", message: "linkForeignMessage" },
  invalid: { title: "linkInvalidTitle", message: "linkInvalidMessage" },
  expired: { title: "linkExpiredTitle", message: "linkExpiredMessage" },
  gone: { title: "linkGoneTitle", message: "linkGoneMessage" },
} as const satisfies Record<RefusedLinkReason, { title: string; message: string }>;

/**
 * The page an editor (or whoever they shared a link with) meets when a preview link opens nothing, in
 * their language, and no cookie set. A plain document (no script, no request of its own): its URL
 * carries the link's token, which stays out of Referer headers, caches and search engines.
 */
export async function refusedLinkPage(reason: RefusedLinkReason, locale: Locale): Promise<Response> {
  const t = await getTranslations({ locale, namespace: "Preview" });
  const site = (await getTranslations({ locale, namespace: "Meta" }))("siteName");
  const response = renderPlainDocument({
    status: STATUS[reason],
    locale,
    site,
    title: t(COPY[reason].title),
    paragraphs: [t(COPY[reason].message)],
    home: { href: localePath("index", locale), label: t("linkHome") },
  });
  return response;
}
