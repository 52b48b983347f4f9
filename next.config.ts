import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // Every page path ends with "/" (spec §2). The proxy's force-url middleware issues the 308s itself,
  // so API routes such as /api/v2 keep the exact paths of the protocol they implement.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Files skip the proxy (src/proxy.ts): the English feed is served from its internal /en/ path.
  async rewrites() {
    return [{ source: "/insights/feed.xml", destination: "/en/insights/feed.xml" }];
  },
};

export default withNextIntl(nextConfig);
