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
  // Loaded from node_modules at run time, not bundled into the server chunks: nodemailer is not on
  // Next's built-in list of server external packages (better-sqlite3 and pg are).
  serverExternalPackages: ["nodemailer"],
  // Files skip the proxy (src/proxy.ts): the English feed is served from its internal /en/ path.
  async rewrites() {
    return [{ source: "/insights/feed.xml", destination: "/en/insights/feed.xml" }];
  },
};

export default withNextIntl(nextConfig);
