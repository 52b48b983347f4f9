import { loadSitePages } from "@/features/seo/load-site-pages";
import { sitemapEntries, sitemapXml } from "@/features/seo/sitemap-entries";
import { env } from "@/platform/env";

// Built with the pages; a publish renders it again with them.
export const dynamic = "force-static";

export async function GET(): Promise<Response> {
  const body = sitemapXml(sitemapEntries(env.SITE_URL, await loadSitePages()));
  return new Response(body, {
    headers: { "content-type": "application/xml", "cache-control": "public, max-age=0, must-revalidate" },
  });
}
