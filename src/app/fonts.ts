import localFont from "next/font/local";

// Self-hosted (no font CDN), cut to the site's glyphs and weights by `npm run fonts` (scripts/fonts.ts):
// variable Inter for text, Bricolage Grotesque semibold for display type.
export const inter = localFont({
  src: "../assets/fonts/inter.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
});

export const bricolage = localFont({
  src: "../assets/fonts/bricolage-grotesque.woff2",
  variable: "--font-bricolage",
  weight: "600",
  display: "swap",
});
