import "server-only";
import { PRISMIC_IMAGE_ORIGIN } from "@/content/prismic-image-url";
import type { PublicConfig } from "@/platform/public-config";

export interface PagePolicyOptions {
  readonly thirdParties: Pick<
    PublicConfig,
    "gtmId" | "reviewsWidgetId" | "prismicRepository" | "calendlyOrigin" | "hostedContent"
  >;
  /** Editors in preview get the content service's toolbar. */
  readonly preview: boolean;
  readonly https: boolean;
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
 * The directives a page sets besides script-src and style-src (Astro writes those with its hashes), in
 * the order the policy lists them.
 */
const DIRECTIVE_NAMES = [
  "default-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "media-src",
  "manifest-src",
  "worker-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
] as const;
type DirectiveName = (typeof DIRECTIVE_NAMES)[number];

/**
 * One directive, whole: typed by its name so that Astro's `csp.insertDirective`, which accepts only the
 * directives it knows, takes it without a cast (src/site/layouts/document.astro).
 */
export type PageDirective = `${DirectiveName} ${string}` | "upgrade-insecure-requests";

/** A page's policy, less what the framework adds: the hashes of its own inline scripts and styles. */
export interface PagePolicy {
  /** Sources of script-src besides those hashes. */
  readonly scriptResources: readonly string[];
  /** Every other directive, whole (`img-src 'self' data:`). */
  readonly directives: readonly PageDirective[];
}

/**
 * The Content-Security-Policy of a page: scripts and styles only from this origin and the page's own
 * inline ones by hash (Astro adds those: never 'unsafe-inline'), and the third parties this deployment
 * configured.
 */
export function pagePolicy(options: PagePolicyOptions): PagePolicy {
  const { thirdParties: tp, preview } = options;
  const toolbar = preview && tp.prismicRepository !== undefined;
  const directives: Record<DirectiveName, readonly string[]> = {
    "default-src": ["'self'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(tp.gtmId ? TAG_MANAGER.img : []),
      // Hosted content names its images on Prismic's CDN; the embedded service's are the site's own.
      ...(tp.hostedContent ? [PRISMIC_IMAGE_ORIGIN] : []),
      ...(toolbar ? PRISMIC.other : []),
    ],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(tp.gtmId ? TAG_MANAGER.connect : []), ...(toolbar ? PRISMIC.other : [])],
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
  return {
    scriptResources: [
      "'self'",
      ...(tp.gtmId ? TAG_MANAGER.script : []),
      ...(tp.reviewsWidgetId ? [REVIEWS] : []),
      ...(toolbar ? PRISMIC.script : []),
    ],
    directives: [
      ...DIRECTIVE_NAMES.map((name): PageDirective => `${name} ${[...new Set(directives[name])].join(" ")}`),
      ...(options.https ? (["upgrade-insecure-requests"] as const) : []),
    ],
  };
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
