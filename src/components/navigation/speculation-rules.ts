import { createHash } from "node:crypto";

/**
 * Prefetch on intent with no script: the browser's Speculation Rules fetch a same-site page a visitor
 * points at, focuses or touches ("moderate": a short hover or a pointer-down), never the APIs, files or
 * the preview's exit. Browsers without them navigate as usual.
 */
const RULES = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[download], [data-no-prefetch]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

const json = JSON.stringify(RULES);
// Typed as a hash, not a string: Astro's csp.insertScriptHash accepts only `sha256-…` and its kin.
const hash: `sha256-${string}` = `sha256-${createHash("sha256").update(json).digest("base64")}`;

/** The rules as the page's inline script, and the hash its Content-Security-Policy allows them by. */
export function speculationRules(): { readonly json: string; readonly hash: `sha256-${string}` } {
  return { json, hash };
}
