import type { APIRoute } from "astro";
import { loadSitePages } from "@/features/seo/load-site-pages";
import { sitemapEntries, sitemapXml } from "@/features/seo/sitemap-entries";
import { env } from "@/platform/env";
import { otherMethods, READ_ONLY_ALLOW } from "@/server/http/methods";

/** Every page in both languages, with its alternates; rendered from the content a publish took. */
export const GET: APIRoute = async () => {
  const body = sitemapXml(sitemapEntries(env.SITE_URL, await loadSitePages()));
  return new Response(body, {
    headers: { "content-type": "application/xml", "cache-control": "public, max-age=0, must-revalidate" },
  });
};
export const HEAD = GET;
export const { OPTIONS, ALL } = otherMethods(READ_ONLY_ALLOW);
