import { createHash } from "node:crypto";
import { type Locale, languageTag } from "@/i18n/locales";

/**
 * A small HTML page outside the site's React app, for links that arrive from a mail or an editor's chat
 * (a booking's cancel link, a preview link that opens nothing) and for the last-resort error page (when
 * the site's own error page fails): a plain document in the site's colours and type scale, styles in one
 * block allowed by its hash, no script, no request of its own. It stays out of Referer headers, caches,
 * frames and search engines.
 */
export interface PlainDocument {
  readonly status: number;
  readonly locale: Locale;
  /** The site's name, shown above the title and after it in the tab. */
  readonly site: string;
  readonly title: string;
  /** A code shown large above the title, as the site's error pages show their status ("500"). */
  readonly code?: string;
  readonly paragraphs: readonly string[];
  /** Smaller print under the paragraphs (a reference to quote). */
  readonly note?: string;
  /** A form posting to this URL with one submit button (a confirmation step). */
  readonly form?: { readonly action: string; readonly button: string };
  readonly home: { readonly href: string; readonly label: string };
  /** A link to try the same page again, shown as the main action before the home link. */
  readonly retry?: { readonly href: string; readonly label: string };
}

const STYLES = [
  ":root{color-scheme:light}",
  'body{margin:0;background:#f5f1ea;color:#14110f;font:1.0625rem/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif}',
  "main{max-width:34rem;margin:0 auto;padding:4rem 1.5rem}",
  ".brand{margin:0 0 2.5rem;font-weight:700;letter-spacing:.02em}",
  ".brand::after{content:'';display:inline-block;width:.4em;height:.4em;margin-left:.15em;border-radius:50%;background:#ec4312;vertical-align:super}",
  ".code{margin:0 0 1.5rem;font-size:clamp(5rem,22vw,9rem);line-height:.8;font-weight:700;letter-spacing:-.05em;color:#ec4312}",
  ".note{font-size:.875rem;color:#5b544e}",
  ".actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}",
  ".actions a{display:inline-flex;align-items:center;min-height:3rem;padding:0 1.5rem;border-radius:999px;border:1px solid #d9d0c3;color:#14110f;font-weight:600;text-decoration:none}",
  ".actions a:first-child{background:#14110f;border-color:#14110f;color:#f5f1ea}",
  ".actions a:hover{border-color:#14110f}",
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
${page.code ? `<p class="code">${escapeHtml(page.code)}</p>` : ""}
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${page.note ? `<p class="note">${escapeHtml(page.note)}</p>` : ""}
${page.form ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${escapeHtml(page.form.button)}</button></form>` : ""}
${
  page.retry
    ? `<p class="actions"><a href="${escapeHtml(page.retry.href)}">${escapeHtml(page.retry.label)}</a><a href="${escapeHtml(page.home.href)}">${escapeHtml(page.home.label)}</a></p>`
    : `<p><a href="${escapeHtml(page.home.href)}">${escapeHtml(page.home.label)}</a></p>`
}
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

/**
 * The path of a page of this site with its query, for a link back to it (an error page's "try again"):
 * always a path on this site, since a request for `//host/…` (or `/\host/…`) would otherwise give a
 * link to another site.
 */
export function sameSitePath(pathname: string, search: string): string {
  const path = `/${pathname.replace(/^[/\\]+/, "")}`;
  return search.startsWith("?") ? `${path}${search}` : path;
}
