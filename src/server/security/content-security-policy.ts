// Not marked server-only: next.config.ts reads it while loading, outside Next's server layer. No secret here.
import type { PublicConfig } from "@/platform/public-config";

export interface PageCspOptions {
  /** `sha256-…` sources of the page's inline scripts, when it was pre-rendered (keeps static pages static). */
  readonly scriptHashes: readonly string[];
  /** A per-request nonce, for pages rendered on demand (preview); Next stamps it on its inline scripts. */
  readonly nonce?: string | undefined;
  readonly thirdParties: Pick<
    PublicConfig,
    "gtmId" | "reviewsWidgetId" | "prismicRepository" | "calendlyOrigin"
  >;
  /** Editors in preview get the content service's toolbar. */
  readonly preview: boolean;
  readonly https: boolean;
  /** `next dev` evaluates code for hot reloading and has no pre-rendered pages to hash. */
  readonly development: boolean;
}

/** Providers rich text may embed (src/components/rich-text/embeds.ts builds their iframes). */
const EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

const TAG_MANAGER = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
};
const REVIEWS = "https://widget.clutch.co";
const PRISMIC = { script: ["https://static.cdn.prismic.io"], other: ["https://*.prismic.io"] };

/**
 * The Content-Security-Policy of a page: scripts only from this origin, the page's own inline scripts (by
 * hash or nonce, never 'unsafe-inline') and the third parties this deployment configured.
 */
export function pageCsp(options: PageCspOptions): string {
  const { thirdParties: tp, preview } = options;
  const toolbar = preview && tp.prismicRepository !== undefined;
  const inline = options.development
    ? ["'unsafe-inline'", "'unsafe-eval'"]
    : [
        ...options.scriptHashes.map((hash) => `'${hash}'`),
        ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
      ];
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...inline,
      ...(tp.gtmId ? TAG_MANAGER.script : []),
      ...(tp.reviewsWidgetId ? [REVIEWS] : []),
      ...(toolbar ? PRISMIC.script : []),
    ],
    // Inline style attributes (React's style prop, the confetti canvas) are not script.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(tp.gtmId ? TAG_MANAGER.img : []),
      ...(toolbar ? PRISMIC.other : []),
    ],
    "font-src": ["'self'"],
    "connect-src": [
      "'self'",
      ...(tp.gtmId ? TAG_MANAGER.connect : []),
      ...(toolbar ? PRISMIC.other : []),
      ...(options.development ? ["ws:"] : []),
    ],
    "frame-src": [
      ...EMBED_ORIGINS,
      ...(tp.calendlyOrigin ? [tp.calendlyOrigin] : []),
      ...(tp.reviewsWidgetId ? [REVIEWS] : []),
      ...(toolbar ? PRISMIC.other : []),
    ],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return serialize(directives, options.https);
}

/** Everything that is not a page (API answers, files, images): nothing may run or frame it. */
export function resourceCsp(): string {
  return serialize(
    {
      "default-src": ["'none'"],
      // An SVG opened on its own keeps its inline styles; nothing else.
      "style-src": ["'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "frame-ancestors": ["'none'"],
    },
    false,
  );
}

function serialize(directives: Record<string, readonly string[]>, https: boolean): string {
  const parts = Object.entries(directives).map(
    ([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`,
  );
  if (https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}
