import type { MetadataRoute } from "next";
import { loadSitePages } from "@/features/seo/load-site-pages";
import { sitemapEntries } from "@/features/seo/sitemap-entries";
import { env } from "@/platform/env";

// Built with the pages at build time; a content publish ships with the next build.
export const dynamic = "force-static";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(env.SITE_URL, await loadSitePages());
}
