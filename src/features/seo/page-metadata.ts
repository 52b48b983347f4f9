import { type Locale, localeIso, locales } from "@/i18n/locales";
import { hreflangLanguages, type LanguagePaths } from "./alternates";
import { SHARE_IMAGE } from "./share-image-path";

export interface ArticleFacts {
  /** ISO date or date-time. */
  readonly publishedTime: string;
  readonly modifiedTime?: string | undefined;
  readonly author: string;
  readonly section: string;
}

export interface PageMetadataInput {
  readonly locale: Locale;
  /** The whole <title>, site name included. */
  readonly title: string;
  readonly description: string;
  readonly siteName: string;
  /** The page's own public path (aliases pass the real page's: it is their canonical); none on the 404 page. */
  readonly path: string | undefined;
  readonly languages: LanguagePaths;
  readonly image: { readonly path: string; readonly alt: string };
  /** Insight articles are Open Graph articles; every other page is a website page. */
  readonly article?: ArticleFacts | undefined;
  readonly noindex?: boolean | undefined;
}

export interface ShareImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly type: string;
  readonly alt: string;
}

/** What a page's <head> says of it; paths stay relative until the document head makes them absolute. */
export interface PageMetadata {
  readonly title: { readonly absolute: string };
  readonly description: string;
  readonly alternates?: {
    readonly canonical: string;
    /** hreflang tag → path. */
    readonly languages: Readonly<Record<string, string>>;
  };
  readonly openGraph: {
    readonly type: "website" | "article";
    readonly url?: string;
    readonly title: string;
    readonly description: string;
    readonly siteName: string;
    readonly locale: string;
    readonly alternateLocale: readonly string[];
    readonly images: readonly ShareImage[];
    readonly publishedTime?: string;
    readonly modifiedTime?: string;
    readonly authors?: readonly string[];
    readonly section?: string;
  };
  readonly twitter: {
    readonly card: "summary_large_image";
    readonly title: string;
    readonly description: string;
    readonly images: readonly ShareImage[];
  };
  readonly robots?: { readonly index: boolean; readonly follow: boolean };
  /** Feeds of the page (the insights page's RSS), announced as alternates. */
  readonly feeds?: readonly FeedLink[];
}

/** A feed announced in <head>: its path (relative until the document head makes it absolute) and title. */
export interface FeedLink {
  readonly path: string;
  readonly title: string;
}

/**
 * A page's head: title, description, canonical, hreflang, Open Graph and Twitter card. Paths stay
 * relative; the document head makes them absolute against SITE_URL.
 */
export function pageMetadata(input: PageMetadataInput): PageMetadata {
  const { locale, title, description, path, image } = input;
  const images = [{ url: image.path, ...SHARE_IMAGE, alt: image.alt }];
  const common = {
    ...(path ? { url: path } : {}),
    title,
    description,
    siteName: input.siteName,
    locale: localeIso[locale].og,
    alternateLocale: locales
      .filter((other) => other !== locale && input.languages[other])
      .map((other) => localeIso[other].og),
    images,
  };
  const { article } = input;
  return {
    title: { absolute: title },
    description,
    ...(path ? { alternates: { canonical: path, languages: hreflangLanguages(input.languages) } } : {}),
    openGraph: article
      ? {
          ...common,
          type: "article",
          publishedTime: article.publishedTime,
          ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
          authors: [article.author],
          section: article.section,
        }
      : { ...common, type: "website" },
    twitter: { card: "summary_large_image", title, description, images },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
