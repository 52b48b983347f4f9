import type { Metadata } from "next";
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

/**
 * A page's head: title, description, canonical, hreflang, Open Graph and Twitter card. Paths stay
 * relative; the root layout's metadataBase (SITE_URL) makes them absolute.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
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
