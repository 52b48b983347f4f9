import { Illustration } from "@/components/ui/illustration";

/** The opening of an index page: kicker, the page's one h1, lead paragraph, illustration. */
export function LandingHero({
  kicker,
  title,
  description,
  art,
}: {
  readonly kicker: string;
  readonly title: string;
  readonly description: string;
  readonly art: string;
}) {
  return (
    <section className="container-page pt-14 pb-16 md:pt-24 md:pb-24">
      <p className="flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase">
        <span aria-hidden="true" className="h-px w-10 bg-ember" />
        {kicker}
      </p>
      <div className="grid gap-12 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-7">
          <h1 className="mt-6 font-display text-display font-semibold text-balance">{title}</h1>
          <p className="mt-8 max-w-2xl text-lead text-muted text-pretty">{description}</p>
        </div>
        <Illustration src={art} priority className="lg:col-span-5" />
      </div>
    </section>
  );
}
