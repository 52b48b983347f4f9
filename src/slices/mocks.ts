import type { Locale } from "@/i18n/locales";
import awardStrip from "./award-strip/mocks.json";
import beforeAfter from "./before-after/mocks.json";
import benefitGrid from "./benefit-grid/mocks.json";
import callToAction from "./call-to-action/mocks.json";
import faq from "./faq/mocks.json";
import figures from "./figures/mocks.json";
import hero from "./hero/mocks.json";
import iconSet from "./icon-set/mocks.json";
import imageGallery from "./image-gallery/mocks.json";
import listing from "./listing/mocks.json";
import quote from "./quote/mocks.json";
import richText from "./rich-text/mocks.json";
import screenGallery from "./screen-gallery/mocks.json";
import servicesSlider from "./services-slider/mocks.json";
import video from "./video/mocks.json";

/**
 * Each slice's mocks (src/slices/<slice>/mocks.json): one slice per variation and language, each id
 * ending in its language (`hero$default-en`). The simulator shows them when opened on its own, and the
 * tests render them.
 */
const mocks: Readonly<Record<string, readonly { readonly id: string }[]>> = {
  hero,
  rich_text: richText,
  quote,
  figures,
  benefit_grid: benefitGrid,
  faq,
  screen_gallery: screenGallery,
  before_after: beforeAfter,
  image_gallery: imageGallery,
  icon_set: iconSet,
  video,
  award_strip: awardStrip,
  services_slider: servicesSlider,
  listing,
  call_to_action: callToAction,
};

/** A slice's mocks in one language, as content (unchecked); undefined for an id the library lacks. */
export function sliceMocks(id: string, locale: Locale): readonly unknown[] | undefined {
  if (!Object.hasOwn(mocks, id)) return undefined;
  return mocks[id]?.filter((mock) => mock.id.endsWith(`-${locale}`));
}

/** The library's slice ids, in its order. */
export const mockedSliceIds: readonly string[] = Object.keys(mocks);
