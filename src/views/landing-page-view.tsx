import type { ComposedPage } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { SliceZoneView } from "./slice-zone-view";

/**
 * A landing page: its slices, in the editor's order, rendered on the server. Its first slice is a hero
 * with the page's h1; a page that opens otherwise still names itself in an h1 for readers of headings.
 */
export function LandingPageView({ page, locale }: { readonly page: ComposedPage; readonly locale: Locale }) {
  return (
    <>
      {page.slices[0]?.slice_type === "hero" ? null : <h1 className="sr-only">{page.title}</h1>}
      <SliceZoneView slices={page.slices} locale={locale} listings={page.listings} />
    </>
  );
}
