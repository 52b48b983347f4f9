/** The words of the offline page in one language (messages/*.json, Connectivity). */
export interface OfflinePageStrings {
  readonly lang: string;
  /** The document's title, with the site's name. */
  readonly documentTitle: string;
  /** The page's heading. */
  readonly title: string;
  readonly kicker: string;
  readonly text: string;
  readonly retry: string;
  readonly home: string;
  readonly homeLabel: string;
}

/** Where the worker puts the address the visitor asked for (the "Try again" link). */
export const OFFLINE_RETRY_SLOT = "__LUMBRE_RETRY__";

/** The offline page's policy: the site's own stylesheet and fonts, nothing that runs. */
export const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/**
 * The page the service worker answers with when a visitor follows a link offline to a page it has not
 * kept: the site's look (its stylesheet, wordmark and type), in the visitor's language, with a link that
 * tries the same address again and one to the home page. Plain HTML: it needs no script.
 */
export function offlinePageHtml(strings: OfflinePageStrings, stylesheet: string, homeHref: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(strings.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#f5f1ea">
<title>${e(strings.documentTitle)}</title>
<link rel="stylesheet" href="${e(stylesheet)}">
</head>
<body>
<header class="border-b border-ink/10">
<div class="container-page flex h-18 items-center">
<a href="${e(homeHref)}" class="-m-2 rounded-md p-2" aria-label="${e(strings.homeLabel)}"><span aria-hidden="true" class="inline-flex items-start font-display text-[1.75rem] leading-none font-semibold tracking-tight">lumbre<span class="mt-[0.12em] ml-[0.08em] size-[0.28em] rounded-full bg-ember"></span></span></a>
</div>
</header>
<main id="main" class="container-page flex flex-1 flex-col justify-center py-20 md:py-28">
<p class="mb-6 flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase"><span aria-hidden="true" class="inline-block size-2 rounded-full bg-ember"></span>${e(strings.kicker)}</p>
<h1 class="max-w-3xl font-display text-headline font-semibold text-balance">${e(strings.title)}</h1>
<p class="mt-6 max-w-xl text-lead text-muted">${e(strings.text)}</p>
<p class="mt-10 flex flex-wrap items-center gap-4">
<a href="${OFFLINE_RETRY_SLOT}" class="inline-flex h-14 items-center gap-3 rounded-full bg-ink px-7 font-semibold text-paper">${e(strings.retry)}<span aria-hidden="true">↻</span></a>
<a href="${e(homeHref)}" class="inline-flex h-14 items-center rounded-full border border-ink/15 px-7 font-semibold">${e(strings.home)}</a>
</p>
</main>
</body>
</html>
`;
}
