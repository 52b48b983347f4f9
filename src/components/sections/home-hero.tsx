import { Illustration } from "@/components/ui/illustration";
import type { HomeContent } from "@/content/queries";

/** The home page's opening: the studio's promise and the claims behind it (spec §1, §9). */
export function HomeHero({ home }: { readonly home: HomeContent }) {
  return (
    <section className="container-page pt-14 pb-16 md:pt-24 md:pb-24">
      <p className="flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase">
        <span aria-hidden="true" className="h-px w-10 bg-ember" />
        {home.heroEyebrow}
      </p>
      <div className="grid gap-12 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-7">
          <h1
            data-testid="home-hero-title"
            className="mt-6 font-display text-display font-semibold text-balance"
          >
            {home.heroTitle}
          </h1>
          <p className="mt-8 max-w-2xl text-lead text-muted text-pretty">{home.heroDescription}</p>
        </div>
        <Illustration src="/images/home/hero.svg" priority className="lg:col-span-5" />
      </div>
      <dl className="mt-16 grid grid-cols-2 gap-x-6 gap-y-10 border-t border-line pt-10 sm:grid-cols-3 lg:grid-cols-5">
        {home.claims.map((claim) => (
          <div key={claim.label} className="flex flex-col-reverse justify-end gap-2">
            <dt className="max-w-[22ch] text-sm text-muted">{claim.label}</dt>
            <dd className="font-display text-4xl font-semibold tracking-tight md:text-5xl">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
