import { locales } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";

/** What robots.txt says to every crawler. */
export interface RobotsRules {
  readonly rules: {
    readonly userAgent: string;
    readonly allow: string;
    readonly disallow: readonly string[];
  };
  readonly sitemap: string;
}

/** robots.txt: everything may be crawled but the API and the editors' preview page. */
export function robotsRules(origin: string): RobotsRules {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", ...locales.map((locale) => localePath("preview", locale))],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}

/** The robots exclusion protocol's text for these rules. */
export function robotsTxt({ rules, sitemap }: RobotsRules): string {
  return [
    `User-Agent: ${rules.userAgent}`,
    `Allow: ${rules.allow}`,
    ...rules.disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
}
