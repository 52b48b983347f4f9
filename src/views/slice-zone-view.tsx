import { SliceZone } from "@prismicio/react";
import type { SliceData } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { components } from "@/slices";
import type { SliceContext } from "@/slices/types";

/** A page's slices, in order, each by the library's component, told the page's language. */
export function SliceZoneView({
  slices,
  locale,
  afterHero = false,
  listings,
  islands,
}: {
  readonly slices: readonly SliceData[];
  readonly locale: Locale;
  /** The page has opened with its own hero and h1 already. */
  readonly afterHero?: boolean;
  /** The site's pages its Listing slices show (getZoneListings). */
  readonly listings?: SliceContext["listings"];
  /** The islands the route file hydrates for its interactive slices. */
  readonly islands?: SliceContext["islands"];
}) {
  const context: SliceContext = {
    locale,
    afterHero,
    zone: slices,
    ...(listings && { listings }),
    ...(islands && { islands }),
  };
  return <SliceZone slices={slices} components={components} context={context} />;
}
