import type { APIRoute } from "astro";
import { linkResolver } from "@/content/link-resolver";
import { getInsightsFeed } from "@/content/queries";
import { feedPath } from "@/features/feed/feed-path";
import { renderFeed } from "@/features/feed/rss";
import { isLocale, type Locale, localeIso, locales } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { env } from "@/platform/env";
import { otherMethods, READ_ONLY_ALLOW } from "@/server/http/methods";
import { PAGE_CACHE_CONTROL } from "@/server/routing/handle-request";

/**
 * A language's insights as RSS, public at /insights/feed.xml (the middleware rewrites it to /en/…) and
 * /es/insights/feed.xml; kept like the pages until the next publish.
 */
export const GET: APIRoute = async ({ params, url }) => {
  const locale = params.locale ?? feedLocaleAt(url.pathname);
  const feed = isLocale(locale) ? await getInsightsFeed(locale) : undefined;
  if (!isLocale(locale) || !feed) return new Response("Not found", { status: 404 });
  const t = await getTranslations({ locale, namespace: "Insights" });
  const xml = renderFeed(
    {
      title: t("feedTitle"),
      description: feed.page.metaDescription,
      pageUrl: `${env.SITE_URL}${localePath("insights", locale)}`,
      feedUrl: `${env.SITE_URL}${feedPath(locale)}`,
      language: localeIso[locale].bcp47,
      items: feed.articles.map((article) => ({
        title: article.title,
        url: `${env.SITE_URL}${article.href}`,
        published: article.published,
        excerpt: article.excerpt,
        category: t(`category.${article.category}`),
        author: article.author,
        body: article.body,
      })),
    },
    (link) => (typeof link === "object" && link !== null ? linkResolver(link) : null),
  );
  return new Response(xml, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": PAGE_CACHE_CONTROL },
  });
};
export const HEAD = GET;

/**
 * The language of a feed by its public path. Astro (7.3) hands an endpoint reached through the
 * middleware's rewrite the context of the path the visitor asked for: /insights/feed.xml, no params.
 */
function feedLocaleAt(pathname: string): Locale | undefined {
  return locales.find((locale) => feedPath(locale) === pathname);
}
export const { OPTIONS, ALL } = otherMethods(READ_ONLY_ALLOW);
