import { renderToReadableStream } from "react-dom/server";
import type { SliceData } from "@/content/queries";
import { getZoneListings } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { SliceZoneView } from "./slice-zone-view";

/** Slices as HTML, rendered by the same components as a page's (the simulator shows them so). */
export async function sliceZoneHtml(slices: readonly SliceData[], locale: Locale): Promise<string> {
  const listings = await getZoneListings(slices, locale);
  const stream = await renderToReadableStream(
    <SliceZoneView slices={slices} locale={locale} listings={listings} />,
  );
  await stream.allReady;
  return new Response(stream).text();
}
