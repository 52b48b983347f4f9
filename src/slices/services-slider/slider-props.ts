import type { ServicesSliderProps } from "@/components/sections/home/services-slider";
import { linkResolver } from "@/content/link-resolver";
import type { SliceOf } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/**
 * What the services slider shows of a slice: its cards (a link to a page no longer published leads to
 * the home page) and its words for assistive technology, in the page's language. The route file's island
 * and the slice's server version take the same.
 */
export async function servicesSliderProps(
  slice: SliceOf<"services_slider">,
  locale: Locale,
): Promise<ServicesSliderProps> {
  const t = await getTranslations({ locale, namespace: "Slider" });
  const { items } = slice.primary;
  return {
    items: items.map((item) => ({
      pills: [item.pill_1, item.pill_2],
      title: item.title,
      description: item.description,
      href: (!item.link.isBroken && linkResolver(item.link)) || "/",
    })),
    labels: {
      region: t("label"),
      previous: t("previous"),
      next: t("next"),
      slides: items.map((_, index) => t("slide", { current: index + 1, total: items.length })),
    },
  };
}
