import { AppLink } from "@/components/navigation/app-link";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import type { CulturePage } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** The people and values of the studio (the Culture page): hero, values, leadership, link to services. */
export async function CulturePageView({
  page,
  locale,
}: {
  readonly page: CulturePage;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Culture" });
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/culture.svg"
      />

      <section aria-labelledby="values" className="on-ink bg-ink text-paper">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="values" kicker={t("valuesKicker")} tone="ink">
            {page.values.title}
          </SectionHeading>
          <ul
            data-testid="values"
            className="mt-14 grid gap-px overflow-hidden rounded-3xl bg-line-on-ink md:grid-cols-2"
          >
            {page.values.items.map((value, index) => (
              <li key={value.key} className="min-w-0 bg-ink p-6 sm:p-8 md:p-10 lg:p-12">
                <span aria-hidden="true" className="font-display text-sm font-semibold text-ember">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {/* Sized so the longest Spanish value ("Sustentabilidad") fits its column at every width. */}
                <h3 className="mt-4 font-display text-[clamp(1.75rem,7.5vw,2rem)] font-semibold tracking-tight wrap-break-word lg:text-[2.75rem] xl:text-5xl">
                  {value.title}
                </h3>
                <p className="mt-5 max-w-xl text-lg text-muted-on-ink">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="rituals" className="container-page py-20 md:py-28">
        <SectionHeading id="rituals" kicker={t("ritualsKicker")}>
          {page.rituals.title}
        </SectionHeading>
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
          {page.rituals.items.map((ritual) => (
            <li key={ritual.title} className="border-t border-ink pt-6">
              <h3 className="text-xl font-semibold tracking-tight">{ritual.title}</h3>
              <p className="mt-3 text-muted">{ritual.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="leadership" className="bg-paper-deep">
        <div className="container-page py-20 md:py-28">
          <div className="grid gap-8 md:grid-cols-12">
            <SectionHeading id="leadership" kicker={t("teamKicker")} className="md:col-span-6">
              {page.team.title}
            </SectionHeading>
            <p className="text-lead text-muted md:col-span-5 md:col-start-8 md:self-end">{page.team.text}</p>
          </div>
          <ul data-testid="leadership" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.team.people.map((person) => (
              <li key={person.name} className="flex flex-col rounded-3xl bg-paper p-8">
                <span
                  aria-hidden="true"
                  className="grid size-16 place-items-center rounded-full bg-ember font-display text-xl font-semibold"
                >
                  {person.initials}
                </span>
                <h3 className="mt-6 text-xl font-semibold tracking-tight">{person.name}</h3>
                <p className="mt-1 text-sm font-semibold text-ember-deep">{person.role}</p>
                <p className="mt-4 text-muted">{person.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="culture-services" className="container-page py-20 md:py-28">
        <div className="grid gap-10 rounded-3xl bg-ember p-6 sm:p-8 md:p-14 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-8">
            <SectionHeading id="culture-services" kicker={t("servicesKicker")} tone="ember">
              {page.services.title}
            </SectionHeading>
            <p className="mt-5 max-w-xl text-lead">{page.services.text}</p>
          </div>
          <div className="flex flex-col items-start gap-4 lg:col-span-4 lg:items-end">
            <AppLink
              href={localePath("services", locale)}
              className="inline-flex h-14 items-center gap-2.5 rounded-full bg-ink px-6 font-semibold whitespace-nowrap text-paper transition-transform hover:-translate-y-0.5 sm:px-7"
            >
              {t("servicesLink")}
              <span aria-hidden="true">→</span>
            </AppLink>
            <AppLink
              href={localePath("careers", locale)}
              className="font-semibold underline underline-offset-8"
            >
              {t("careersLink")}
            </AppLink>
          </div>
        </div>
      </section>
    </>
  );
}
