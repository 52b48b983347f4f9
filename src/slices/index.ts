import type { SliceData } from "@/content/queries";
import { AwardStripSlice } from "./award-strip";
import { BeforeAfterSlice } from "./before-after";
import { BenefitGridSlice } from "./benefit-grid";
import { CallToActionSlice } from "./call-to-action";
import { FaqSlice } from "./faq";
import { FiguresSlice } from "./figures";
import { HeroSlice } from "./hero";
import { IconSetSlice } from "./icon-set";
import { ImageGallerySlice } from "./image-gallery";
import { ListingSlice } from "./listing";
import { QuoteSlice } from "./quote";
import { RichTextSlice } from "./rich-text";
import { ScreenGallerySlice } from "./screen-gallery";
import { ServicesSliderSlice } from "./services-slider";
import { VideoSlice } from "./video";

/**
 * The slice library's components by slice id, as `@prismicio/react`'s SliceZone takes them (and Slice
 * Machine's library index names them). Keyed by the model's slice types: a slice added to the model
 * without its component fails the type check here.
 */
export const components = {
  hero: HeroSlice,
  rich_text: RichTextSlice,
  quote: QuoteSlice,
  figures: FiguresSlice,
  benefit_grid: BenefitGridSlice,
  faq: FaqSlice,
  screen_gallery: ScreenGallerySlice,
  before_after: BeforeAfterSlice,
  image_gallery: ImageGallerySlice,
  icon_set: IconSetSlice,
  video: VideoSlice,
  award_strip: AwardStripSlice,
  services_slider: ServicesSliderSlice,
  listing: ListingSlice,
  call_to_action: CallToActionSlice,
} satisfies Record<SliceData["slice_type"], unknown>;
