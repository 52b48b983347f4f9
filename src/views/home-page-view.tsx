import type { ReactNode } from "react";
import { HomeHero } from "@/components/sections/home-hero";
import type { Locale } from "@/i18n/locales";
import type { HomePage } from "@/views/home-page";
import { SliceZoneView } from "./slice-zone-view";

/**
 * The home page: its hero, then the sections its editor composed (the services slider, whose island the
 * route file hydrates and passes in as `slider`, the industries, case studies, latest articles, the
 * consultation...).
 */
export function HomePageView({
  page,
  locale,
  slider,
}: {
  readonly page: HomePage;
  readonly locale: Locale;
  /**
   * The island in the route shell's `slot="slider"`, which Astro passes as this prop (optional:
   * `astro check` sees the slot as children, not as the prop).
   */
  readonly slider?: ReactNode;
}) {
  return (
    <>
      <HomeHero home={page.home} />
      <SliceZoneView
        slices={page.home.slices}
        locale={locale}
        afterHero
        listings={page.listings}
        islands={{ services_slider: slider }}
      />
    </>
  );
}
