import { createHash } from "node:crypto";
import { type Locale, languageTag } from "@/i18n/locales";

/**
 * A small HTML page outside the site's React app, for links that arrive from a mail or an editor's chat
 * (a booking's cancel link, a preview link that opens nothing): a plain document, styles in one block
 * allowed by its hash, no script, no request of its own. Its URL carries a token, so it stays out of
 * Referer headers, caches, frames and search engines.
 */
export interface PlainDocument {
  readonly status: number;
  readonly locale: Locale;
  /** The site's name, shown above the title and after it in the tab. */
  readonly site: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** A form posting to this URL with one submit button (a confirmation step). */
  readonly form?: { readonly action: string; readonly button: string };
  readonly home: { readonly href: string; readonly label: string };
}

const STYLES = [
  ":root{color-scheme:light}",
  'body{margin:0;background:#f5f1ea;color:#14110f;font:1.0625rem/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}',
  "main{max-width:34rem;margin:0 auto;padding:4rem 1.5rem}",
  ".brand{margin:0 0 2.5rem;font-weight:700;letter-spacing:.02em}",
  "h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}",
  "p{margin:0 0 1rem}",
  "form{margin:1.5rem 0}",
  "button{font:inherit;font-weight:600;color:#fff;background:#a62b08;border:0;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}",
  "button:hover{background:#14110f}",
  "button:focus-visible,a:focus-visible{outline:3px solid #14110f;outline-offset:3px}",
  "a{color:#a62b08}",
].join("");
/** The one style block by its hash: the page's policy allows it and nothing else. */
const STYLE_HASH = `sha256-${createHash("sha256").update(STYLES).digest("base64")}`;
export const PLAIN_DOCUMENT_POLICY = `default-src 'none'; style-src '${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export function renderPlainDocument(page: PlainDocument): Response {
  const html = `<!doctype html>
<html lang="${languageTag(page.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · ${escapeHtml(page.site)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(page.site)}</p>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${page.form ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${escapeHtml(page.form.button)}</button></form>` : ""}
<p><a href="${escapeHtml(page.home.href)}">${escapeHtml(page.home.label)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: page.status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-language": page.locale,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
      "content-security-policy": PLAIN_DOCUMENT_POLICY,
    },
  });
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
