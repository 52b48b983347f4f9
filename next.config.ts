import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { linkedVariantUrls } from "./src/server/images/linked-variants";
import { prerenderedVariantHeaders } from "./src/server/images/response-headers";
import { resourceCsp } from "./src/server/security/content-security-policy";
import { securityHeaders, strictTransportSecurity } from "./src/server/security/security-headers";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

const nextConfig: NextConfig = {
  // Every page path ends with "/" (spec §2). The proxy's force-url middleware issues the 308s itself,
  // so API routes such as /api/v2 keep the exact paths of the protocol they implement.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // Every image goes through /_ipx (SiteImage); Next's second pipeline at /_next/image would be another
  // encoder anyone could drive. With unoptimized images it answers 404.
  images: { unoptimized: true },
  // Loaded from node_modules at run time, not bundled into the server chunks: nodemailer is not on
  // Next's built-in list of server external packages (better-sqlite3 and pg are), and resvg is a native
  // addon (the share images' PNG renderer).
  serverExternalPackages: ["nodemailer", "@resvg/resvg-js"],
  async headers() {
    return [
      // Pages get their own policy from the proxy (src/server/security/page-policy.ts), which replaces this one.
      // Not on the booking-cancel page: it sets a stricter policy and Referrer-Policy of its own (its URL
      // carries the cancel token), and these rules would overwrite them.
      {
        source: "/:path*",
        headers: securityHeaders.filter(({ key }) => key !== "Referrer-Policy"),
      },
      {
        source: "/:path((?!api/bookings/).*)",
        headers: [
          ...securityHeaders.filter(({ key }) => key === "Referrer-Policy"),
          { key: "Content-Security-Policy", value: resourceCsp() },
        ],
      },
      ...prerenderedVariantHeaders(linkedVariantUrls()),
      // Share images keep their names when a publish redraws them: like pages, they are kept until the next
      // publish by the production server, which tells a CDN to ask again soon (cdn-cache-control.ts).
      {
        source: "/share/:path*",
        headers: [{ key: "Cache-Control", value: "s-maxage=31536000" }],
      },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [strictTransportSecurity],
      },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [],
      // Files skip the proxy (src/proxy.ts): the English feed is served from its internal /en/ path.
      afterFiles: [{ source: "/insights/feed.xml", destination: "/en/insights/feed.xml" }],
      // App Router folders starting with "_" are private: the image service (spec §7) lives at /api/ipx.
      // After files: the variants the pages link to are pre-rendered into public/_ipx/ (static provider,
      // spec §9) and served as files; any other variant reaches the service.
      fallback: [{ source: "/_ipx/:path*", destination: "/api/ipx/:path*" }],
    };
  },
};

export default withNextIntl(nextConfig);
