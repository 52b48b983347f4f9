import "server-only";
// The providers a page may embed (rich text, the video slice): content/embeds.ts builds their iframes.
import { EMBED_ORIGINS } from "@/content/embeds";
import { PRISMIC_IMAGE_ORIGIN } from "@/content/prismic-image-url";
import type { PublicConfig } from "@/platform/public-config";

export interface PagePolicyOptions {
  readonly thirdParties: Pick<
    PublicConfig,
    "gtmId" | "reviewsWidgetId" | "prismicRepository" | "calendlyOrigin" | "hostedContent"
  >;
  readonly https: boolean;
  /**
   * Origins that may show the page in a frame (frame-ancestors); none by default. Only the slice
   * simulator is framed, by the Prismic Page Builder of the site's own repository.
   */
  readonly framedBy?: readonly string[];
}

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
/**
 * What Prismic's toolbar loads into every page of a site on a hosted repository (prismic-toolbar 4.x, the
 * script getToolbarSrc names): prismic.js from Prismic's static CDN, which frames
 * `https://<repo>.prismic.io/prismic-toolbar/<version>/iframe.html` (where every request to Prismic is
 * made, under that frame's own policy) and, for an editor or a preview session, adds
 * `https://prismic.io/prismic-toolbar/<version>/toolbar.js` and, to share a preview, html2canvas for the
 * link's thumbnail (prismic-toolbar's src/toolbar/index.js and preview/screenshot.js, webpack's
 * CDN_HOST). Its interface is styled by `<style>` elements it writes (its version changes under the same
 * URL, so no hash can name them) and its icons are data: URLs. The page itself opens no connection to
 * Prismic: connect-src stays as it is.
 */
const PRISMIC_TOOLBAR = {
  script: [
    "https://static.cdn.prismic.io",
    "https://prismic.io/prismic-toolbar/",
    "https://html2canvas.hertzen.com/dist/html2canvas.min.js",
  ],
  frame: (repository: string) => [`https://${repository}.prismic.io`],
  styleElement: ["'self'", "'unsafe-inline'"],
};

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
  /**
   * Sources of style-src-elem, when a third party writes style elements of its own (Prismic's toolbar);
   * empty, style-src alone applies, with Astro's hashes.
   */
  readonly styleElementResources: readonly string[];
  /** Every other directive, whole (`img-src 'self' data:`). */
  readonly directives: readonly PageDirective[];
}

/**
 * The Content-Security-Policy of a page: scripts and styles only from this origin and the page's own
 * inline ones by hash (Astro adds those: never 'unsafe-inline'), and the third parties this deployment
 * configured.
 */
export function pagePolicy(options: PagePolicyOptions): PagePolicy {
  const { thirdParties: tp } = options;
  // The toolbar is on every page while content is on a hosted Prismic repository, as Prismic asks (a
  // shared preview link reaches the site through any page); a page is the same for every visitor.
  const repository = tp.prismicRepository;
  const directives: Record<DirectiveName, readonly string[]> = {
    "default-src": ["'self'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...(tp.gtmId ? TAG_MANAGER.img : []),
      // Hosted content names its images on Prismic's CDN; the embedded service's are the site's own.
      ...(tp.hostedContent ? [PRISMIC_IMAGE_ORIGIN] : []),
    ],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(tp.gtmId ? TAG_MANAGER.connect : [])],
    "frame-src": [
      ...EMBED_ORIGINS,
      ...(tp.calendlyOrigin ? [tp.calendlyOrigin] : []),
      ...(tp.reviewsWidgetId ? [REVIEWS] : []),
      ...(repository ? PRISMIC_TOOLBAR.frame(repository) : []),
    ],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": options.framedBy?.length ? options.framedBy : ["'none'"],
  };
  return {
    scriptResources: [
      "'self'",
      ...(tp.gtmId ? TAG_MANAGER.script : []),
      ...(tp.reviewsWidgetId ? [REVIEWS] : []),
      ...(repository ? PRISMIC_TOOLBAR.script : []),
    ],
    styleElementResources: repository ? PRISMIC_TOOLBAR.styleElement : [],
    directives: [
      ...DIRECTIVE_NAMES.map((name): PageDirective => `${name} ${[...new Set(directives[name])].join(" ")}`),
      ...(options.https ? (["upgrade-insecure-requests"] as const) : []),
    ],
  };
}

/**
 * The slice simulator's policy (src/site/layouts/simulator.astro): none of the site's third parties is on
 * it, Prismic's toolbar included (the Page Builder is its frame), and only the Page Builder of the site's
 * repository may frame it. The providers a slice embeds stay in frame-src, so the editor previews a video
 * slice as the page will show it.
 */
export function simulatorPolicy(options: {
  readonly thirdParties: PagePolicyOptions["thirdParties"];
  readonly https: boolean;
  readonly framedBy: readonly string[];
}): PagePolicy {
  return pagePolicy({
    thirdParties: {
      ...options.thirdParties,
      gtmId: undefined,
      reviewsWidgetId: undefined,
      calendlyOrigin: undefined,
      prismicRepository: undefined,
    },
    https: options.https,
    framedBy: options.framedBy,
  });
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
