import type { HomeContent } from "@/content/queries";
import { FactList } from "./fact-list";
import { PageHero } from "./page-hero";

/** The home page's opening: the studio's promise and the claims behind it (15+ years, 150+ companies...). */
export function HomeHero({ home }: { readonly home: HomeContent }) {
  return (
    <PageHero
      kicker={home.heroEyebrow}
      title={home.heroTitle}
      description={home.heroDescription}
      art="/images/home/hero.jpg"
      titleTestId="home-hero-title"
    >
      <FactList facts={home.claims} className="mt-16 sm:grid-cols-3 lg:grid-cols-5" />
    </PageHero>
  );
}
