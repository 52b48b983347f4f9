/** The opening of an index page: kicker, the page's one h1, lead paragraph. */
export function LandingHero({
  kicker,
  title,
  description,
}: {
  readonly kicker: string;
  readonly title: string;
  readonly description: string;
}) {
  return (
    <section className="container-page pt-14 pb-16 md:pt-24 md:pb-24">
      <p className="flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase">
        <span aria-hidden="true" className="h-px w-10 bg-ember" />
        {kicker}
      </p>
      <h1 className="mt-6 max-w-[16ch] font-display text-display font-semibold text-balance">{title}</h1>
      <p className="mt-8 max-w-2xl text-lead text-muted text-pretty">{description}</p>
    </section>
  );
}
