import type { RichTextField } from "@prismicio/client";
import type { SliceComponentProps } from "@prismicio/react";
import type { ReactNode } from "react";
import type { Picture, SliceData, SliceOf, ZoneListings } from "@/content/queries";
import type { Locale } from "@/i18n/locales";

/** What every slice of a zone is told besides its own data: the page's language. */
export interface SliceContext {
  readonly locale: Locale;
  /** The page opens with its own hero (an industry's): a hero slice, even the first, is a section. */
  readonly afterHero?: boolean;
  /** The whole zone, for a slice that continues the one before it (`SliceZone`'s own list is untyped). */
  readonly zone?: readonly SliceData[];
  /** The site's pages the zone's Listing slices show, read by the page's loader (getZoneListings). */
  readonly listings?: ZoneListings;
  /**
   * The islands the route file hydrates for the zone's interactive slices, by slice type (a page has one
   * services slider). Without its island, a slice shows its server version, usable without a script.
   */
  readonly islands?: { readonly services_slider?: ReactNode };
}

export type SliceProps<Id extends SliceData["slice_type"]> = SliceComponentProps<SliceOf<Id>, SliceContext>;

/**
 * An id for a slice's heading, unique on its page (aria-labelledby points at it): its place and type, the
 * same on every content service (a slice's own id is Prismic's random one on hosted Prismic).
 */
export function sliceHeadingId(slice: { readonly slice_type: string }, index: number): string {
  return `slice-${index + 1}-${slice.slice_type.replaceAll("_", "-")}`;
}

/**
 * A rich text field of a slice for the renderer: the model's blocks are Prismic's (richTextBlock in
 * model/fields.ts), checked when the document was read, as the read layer's other rich text is.
 */
export function asRichText(blocks: readonly unknown[]): RichTextField {
  return blocks as RichTextField;
}

/** An image field of a slice as the site's image components take it. */
export function pictureOf(image: {
  readonly url: string;
  readonly alt: string | null;
  readonly dimensions: { readonly width: number; readonly height: number };
}): Picture {
  return {
    url: image.url,
    alt: image.alt ?? "",
    width: image.dimensions.width,
    height: image.dimensions.height,
  };
}
