import type { MetadataRoute } from "next";
import { locales } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";

/** robots.txt: everything may be crawled but the API and the editors' preview page. */
export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", ...locales.map((locale) => localePath("preview", locale))],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
