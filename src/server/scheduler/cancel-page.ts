import "server-only";
import { languageTag } from "@/i18n/locales";
import type { CopyLocale } from "./mail-copy";

/**
 * The small HTML pages behind a cancel link. They are reached from a mail, outside the site's React
 * app, so they are plain documents: styles inline, no script, no external request.
 */
export interface CancelPage {
  readonly status: number;
  readonly locale: CopyLocale;
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** A form posting to this URL with one submit button (the confirmation step). */
  readonly form?: { readonly action: string; readonly button: string };
  readonly home: { readonly href: string; readonly label: string };
}

const styles = `
  :root { color-scheme: light; }
  body { margin: 0; background: #f5f1ea; color: #14110f; font: 1.0625rem/1.6 ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 34rem; margin: 0 auto; padding: 4rem 1.5rem; }
  .brand { margin: 0 0 2.5rem; font-weight: 700; letter-spacing: .02em; }
  h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
  p { margin: 0 0 1rem; }
  form { margin: 1.5rem 0; }
  button { font: inherit; font-weight: 600; color: #fff; background: #a62b08; border: 0; border-radius: 999px; padding: .75rem 1.5rem; cursor: pointer; }
  button:hover { background: #14110f; }
  button:focus-visible, a:focus-visible { outline: 3px solid #14110f; outline-offset: 3px; }
  a { color: #a62b08; }
`;

export function renderCancelPage(page: CancelPage): Response {
  const html = `<!doctype html>
<html lang="${languageTag(page.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Lumbre Studio</title>
<style>${styles}</style>
</head>
<body>
<main>
<p class="brand">Lumbre Studio</p>
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
      "cache-control": "no-store",
      // The URL carries the token: keep it out of Referer headers, search engines and frames.
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
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
