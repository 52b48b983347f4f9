import "server-only";

/**
 * Headers every response carries (the production server's front handler sets them before anything
 * answers). The Content-Security-Policy is not among them: the front sets a fallback that allows nothing,
 * and a page's own replaces it (Astro's, with the page's inline-script hashes, which the layout extends).
 */
export const securityHeaders: readonly { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: [
      "accelerometer=()",
      "autoplay=()",
      "camera=()",
      "display-capture=()",
      "geolocation=()",
      "gyroscope=()",
      "magnetometer=()",
      "microphone=()",
      "payment=()",
      "usb=()",
      "browsing-topics=()",
      'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    ].join(", "),
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** Two years, subdomains included: sent only when the request arrived over HTTPS (at the edge or here). */
export const strictTransportSecurity = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains; preload",
} as const;
