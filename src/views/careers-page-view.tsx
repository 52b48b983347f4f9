import { AppLink } from "@/components/navigation/app-link";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import type { CareersPage } from "@/content/queries";
import { jobPosting } from "@/features/seo/job-posting";
import { JsonLd } from "@/features/seo/json-ld";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { publicConfig } from "@/platform/public-config";

/** The contact flow with the Careers topic chosen (and the position, for the message). */
export function applyHref(locale: Locale, position?: string): string {
  const query = new URLSearchParams({ topic: "careers", ...(position ? { position } : {}) });
  return `${localePath("contact", locale)}?${query}`;
}

/** Careers: hero, the five-step on-board process, open positions with 'Apply now', perks. */
export async function CareersPageView({
  page,
  locale,
}: {
  readonly page: CareersPage;
  readonly locale: Locale;
}) {
  const [t, tMeta] = await Promise.all([
    getTranslations({ locale, namespace: "Careers" }),
    getTranslations({ locale, namespace: "Meta" }),
  ]);
  const pageUrl = `${publicConfig.siteUrl}${localePath("careers", locale)}`;
  const organization = {
    name: tMeta("siteName"),
    url: publicConfig.siteUrl,
    logo: `${publicConfig.siteUrl}/icon.svg`,
  };
  const headings = { responsibilities: t("responsibilities"), requirements: t("requirements") };
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/careers.svg"
      />

      <section aria-labelledby="steps" className="on-ink bg-ink text-paper">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="steps" kicker={t("stepsKicker")} tone="ink">
            {page.steps.title}
          </SectionHeading>
          <ol
            data-testid="onboard-steps"
            className="mt-14 grid gap-px overflow-hidden rounded-3xl bg-line-on-ink md:grid-cols-5"
          >
            {page.steps.items.map((step, index) => (
              <li key={step.title} className="flex flex-col bg-ink p-7">
                <span className="text-sm font-semibold text-ember">{t("step", { number: index + 1 })}</span>
                <h3 className="mt-4 text-xl font-semibold tracking-tight">{step.title}</h3>
                <p className="mt-3 text-sm text-muted-on-ink">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="positions" className="container-page py-20 md:py-28">
        <div className="grid gap-8 md:grid-cols-12">
          <SectionHeading id="positions" kicker={t("positionsKicker")} className="md:col-span-6">
            {page.positions.title}
          </SectionHeading>
          <p className="text-lead text-muted md:col-span-5 md:col-start-8 md:self-end">
            {page.positions.text}
          </p>
        </div>
        {page.positions.items.length === 0 ? (
          <div className="mt-12 rounded-3xl bg-paper-deep p-10">
            <p className="max-w-2xl text-lead">{page.positions.empty}</p>
            <AppLink
              href={applyHref(locale)}
              className="mt-6 inline-flex h-12 items-center rounded-full bg-ink px-6 font-semibold text-paper"
            >
              {t("openApplication")}
            </AppLink>
          </div>
        ) : (
          <ul data-testid="positions" className="mt-12 divide-y divide-line border-y border-line">
            {page.positions.items.map((position) => (
              <li
                key={position.id}
                id={position.id}
                className="grid gap-6 py-10 md:grid-cols-12 scroll-mt-28"
              >
                <JsonLd data={jobPosting(position, organization, headings, `${pageUrl}#${position.id}`)} />
                <div className="md:col-span-8">
                  <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm font-semibold text-muted">
                    <span className="text-ember-deep">{position.team}</span>
                    <span>{position.city}</span>
                    <span>{t(`workplace.${position.workplace}`)}</span>
                    <span>{t(`employment.${position.employment_type}`)}</span>
                  </p>
                  <h3 className="mt-3 font-display text-3xl font-semibold tracking-tight">
                    {position.title}
                  </h3>
                  <p className="mt-4 max-w-2xl text-muted">{position.summary}</p>
                  <details className="group mt-6">
                    <summary className="inline-flex cursor-pointer list-none items-center gap-2 font-semibold underline underline-offset-4 [&::-webkit-details-marker]:hidden">
                      {t("details")}
                      <span aria-hidden="true" className="text-xs transition-transform group-open:rotate-180">
                        ▾
                      </span>
                    </summary>
                    <div className="mt-6 grid gap-8 sm:grid-cols-2">
                      {(["responsibilities", "requirements"] as const).map((part) => (
                        <div key={part}>
                          <h4 className="text-sm font-semibold tracking-widest uppercase">
                            {headings[part]}
                          </h4>
                          <ul className="mt-3 grid gap-2 text-muted">
                            {position[part].map((line) => (
                              <li key={line} className="flex gap-3">
                                <span
                                  aria-hidden="true"
                                  className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ember"
                                />
                                {line}
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </details>
                </div>
                <div className="md:col-span-4 md:justify-self-end">
                  <AppLink
                    href={applyHref(locale, position.id)}
                    aria-label={t("applyTo", { title: position.title })}
                    className="inline-flex h-12 items-center gap-2 rounded-full bg-ink px-6 font-semibold text-paper transition-transform hover:-translate-y-0.5"
                  >
                    {t("apply")}
                    <span aria-hidden="true">→</span>
                  </AppLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="perks" className="bg-paper-deep">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="perks" kicker={t("perksKicker")}>
            {page.perks.title}
          </SectionHeading>
          <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {page.perks.items.map((perk) => (
              <li key={perk.title} className="border-t border-ink pt-6">
                <h3 className="text-xl font-semibold tracking-tight">{perk.title}</h3>
                <p className="mt-3 text-muted">{perk.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
