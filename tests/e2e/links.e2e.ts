import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { siteUrl } from "./support";

/**
 * No dead ends: every page of the sitemap, in both languages, and every internal link on it answer 200,
 * directly or after one redirect. At the request level (no browser), so the links are the ones in the HTML
 * the server sends: what crawlers, new tabs and visitors without JavaScript follow.
 */

/** Requests in flight at once: the server under test shares two CPUs with the test runner. */
const CONCURRENCY = 8;

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** Runs `work` over every item, at most CONCURRENCY at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

test("every internal link of every page in the sitemap answers 200, after at most one redirect", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const server = new URL(baseURL ?? "http://localhost:3210");
  // The build's SITE_URL may name another origin than the server under test: both are this site.
  const ownOrigins = new Set([server.origin, new URL(siteUrl).origin]);

  /** A link's path and query on this site (no fragment), or undefined when it leaves the pages. */
  const internal = (href: string, base: URL): string | undefined => {
    if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
    const url = new URL(href, base);
    if (!ownOrigins.has(url.origin) || url.pathname.startsWith("/api/")) return undefined;
    return `${url.pathname}${url.search}`;
  };

  /** undefined when the path answers 200 (at once or after one redirect), else what it answered. */
  const check = async (api: APIRequestContext, path: string): Promise<string | undefined> => {
    const first = await api.get(path, { maxRedirects: 0 });
    const status = first.status();
    if (status === 200) return undefined;
    if (status < 300 || status >= 400) return String(status);
    const location = first.headers().location ?? "";
    const target = location ? internal(location, new URL(path, server)) : undefined;
    if (!target) return `${status} to "${location}"`;
    const second = await api.get(target, { maxRedirects: 0 });
    return second.status() === 200 ? undefined : `${status} to ${target}, which answers ${second.status()}`;
  };

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const pages = [
    ...new Set(
      [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => {
        const path = internal(decode(match[1] ?? ""), server);
        return path ? [path] : [];
      }),
    ),
  ];
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.filter((path) => path.startsWith("/es/")).length).toBeGreaterThan(40);
  expect(pages.filter((path) => !path.startsWith("/es/")).length).toBeGreaterThan(40);

  const broken: string[] = [];
  /** Each link once, with the first page it was found on (for the report). */
  const links = new Map<string, string>();
  await eachLimited(pages, async (path) => {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${path} (in the sitemap): ${response.status()}`);
      return;
    }
    const html = await response.text();
    for (const match of html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)) {
      const link = internal(decode(match[1] ?? ""), new URL(path, server));
      if (link && !links.has(link)) links.set(link, path);
    }
  });
  expect(links.size).toBeGreaterThan(100);

  const answered = new Set(pages);
  const unchecked = [...links.keys()].filter((link) => !answered.has(link));
  await eachLimited(unchecked, async (link) => {
    const problem = await check(request, link);
    if (problem) broken.push(`${link} (on ${links.get(link)}): ${problem}`);
  });
  expect(broken.sort(), "links that lead nowhere").toEqual([]);
});
