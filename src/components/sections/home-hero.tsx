import type { HomeContent } from "@/content/queries";
import { PageHero } from "./page-hero";

/** The home page's opening: the studio's promise and the claims behind it (spec §1, §9). */
export function HomeHero({ home }: { readonly home: HomeContent }) {
  return (
    <PageHero
      kicker={home.heroEyebrow}
      title={home.heroTitle}
      description={home.heroDescription}
      art="/images/home/hero.svg"
      titleTestId="home-hero-title"
    >
      <dl className="mt-16 grid grid-cols-2 gap-x-6 gap-y-10 border-t border-line pt-10 sm:grid-cols-3 lg:grid-cols-5">
        {home.claims.map((claim) => (
          <div key={claim.label} className="flex flex-col-reverse justify-end gap-2">
            <dt className="max-w-[22ch] text-sm text-muted">{claim.label}</dt>
            <dd className="font-display text-4xl font-semibold tracking-tight md:text-5xl">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
