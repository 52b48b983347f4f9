import { linkResolver } from "@/content/link-resolver";
import { getInsightsFeed } from "@/content/queries";
import { feedPath } from "@/features/feed/feed-path";
import { renderFeed } from "@/features/feed/rss";
import { isLocale, localeIso, locales } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { env } from "@/platform/env";

// Public at /insights/feed.xml (a rewrite in next.config.ts) and /es/insights/feed.xml; built at build time.
export const dynamic = "force-static";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
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
  return new Response(xml, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
