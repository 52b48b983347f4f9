import "server-only";
import { createHash } from "node:crypto";
import { type Locale, languageTag } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** Why a preview link opens nothing, as its holder is told. */
export type RefusedLinkReason = "expired" | "invalid";

/**
 * 410 for a link that was good and is past its time (asking again will not help, a new link will);
 * 403 for one whose signature does not hold (altered, truncated, forged).
 */
const STATUS: Record<RefusedLinkReason, number> = { expired: 410, invalid: 403 };

const STYLES = [
  ":root{color-scheme:light}",
  "body{margin:0;background:#f5f1ea;color:#14110f;font:1.0625rem/1.6 ui-sans-serif,system-ui,sans-serif}",
  "main{max-width:34rem;margin:0 auto;padding:4rem 1.5rem}",
  ".brand{margin:0 0 2.5rem;font-weight:700}",
  "h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}",
  "a{color:#a62b08}",
  "a:focus-visible{outline:3px solid #14110f;outline-offset:3px}",
].join("");
/** The one style block by its hash: the page's policy allows it and nothing else. */
const STYLE_HASH = `sha256-${createHash("sha256").update(STYLES).digest("base64")}`;

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
  const html = `<!doctype html>
<html lang="${languageTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(site)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(site)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(localePath("index", locale))}">${escapeHtml(t("linkHome"))}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: STATUS[reason],
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-language": locale,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
      "content-security-policy": `default-src 'none'; style-src '${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
