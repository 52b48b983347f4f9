import type { ReactNode } from "react";
import { RichText } from "@/components/rich-text/rich-text";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { type ContactPage, getCareersPage } from "@/content/queries";
import type { ContactStepperProps } from "@/features/contact/contact-stepper";
import { countdownTexts } from "@/features/contact/countdown";
import { optionLabels } from "@/features/leads/option-labels";
import { type Locale, localeIso } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { publicConfig } from "@/platform/public-config";

/**
 * The contact stepper's props (an island) that the page's content gives, but for the column beside it
 * (`ContactAside`, a slot) and where this render starts (the route answers the request for those).
 */
export type ContactIslandProps = Omit<ContactStepperProps, "aside" | "start" | "formKey">;

/** The props of the contact page's stepper: strings, options, open positions, the booking invitation. */
export async function contactStepperProps(page: ContactPage, locale: Locale): Promise<ContactIslandProps> {
  const [t, messages, careers] = await Promise.all([
    getTranslations({ locale, namespace: "Contact" }),
    loadMessages(locale),
    getCareersPage(locale),
  ]);
  const labels = optionLabels[locale];
  const { thanks, noScript, ...strings } = messages.Contact;
  return {
    locale,
    bcp47: localeIso[locale].bcp47,
    strings,
    thankYou: { ...thanks, countdown: countdownTexts((seconds) => t("thanks.countdown", { seconds })) },
    options: { topics: labels.topics, services: labels.services, budgets: labels.budgets },
    positions: Object.fromEntries(
      (careers?.positions.items ?? []).map((position) => [position.id, position.title]),
    ),
    companyEmail: page.companyEmail,
    action: localePath("contact", locale),
    anotherMessage: noScript.again,
    booking: page.booking,
    ...(publicConfig.calendlyUrl
      ? { calendly: { url: publicConfig.calendlyUrl, title: messages.Consultation.calendlyTitle } }
      : {}),
  };
}

/** The column beside the contact form: the e-mail address and the opening-hours question. */
export async function ContactAside({
  page,
  locale,
}: {
  readonly page: ContactPage;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Contact" });
  return (
    <>
      <section aria-labelledby="contact-write">
        <h2 id="contact-write" className="text-sm font-semibold tracking-widest text-muted uppercase">
          {t("emailKicker")}
        </h2>
        <a
          href={`mailto:${page.companyEmail}`}
          className="link-underline mt-4 inline-block font-display text-[clamp(1.5rem,1.2rem+1vw,2rem)] font-semibold tracking-tight break-all"
        >
          {page.companyEmail}
        </a>
      </section>
      <section aria-labelledby="contact-hours" data-testid="opening-hours">
        <h2 id="contact-hours" className="text-sm font-semibold tracking-widest text-muted uppercase">
          {t("hoursKicker")}
        </h2>
        <details className="group mt-4 border-y border-ink/15">
          <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-4 text-xl font-semibold tracking-tight [&::-webkit-details-marker]:hidden">
            {page.hours.question}
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full border border-ink/20 text-lg transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="pb-6 [&>p:first-child]:mt-0 [&>p]:mt-3 [&>p]:text-base">
            <RichText field={page.hours.answer} />
          </div>
        </details>
      </section>
    </>
  );
}

/**
 * The contact page: hero, the stepper (the island the route file hydrates, passed in as `stepper`, with
 * `ContactAside` beside the form), then the offices by region.
 */
export async function ContactPageView({
  page,
  locale,
  stepper,
}: {
  readonly page: ContactPage;
  readonly locale: Locale;
  /**
   * The island in the route shell's `slot="stepper"`, which Astro passes as this prop (optional:
   * `astro check` sees the slot as children, not as the prop).
   */
  readonly stepper?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Contact" });
  return (
    <>
      <PageHero kicker={t("kicker")} title={page.heroTitle} description={page.heroDescription} />

      {stepper}

      <section aria-labelledby="offices" className="on-ink bg-ink text-paper">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="offices" kicker={t("officesKicker")} tone="ink">
            {page.offices.title}
          </SectionHeading>
          <ul
            data-testid="offices"
            className="mt-14 grid gap-px overflow-hidden rounded-3xl bg-line-on-ink md:grid-cols-3"
          >
            {page.offices.items.map((office) => (
              <li key={office.region} className="flex min-h-64 flex-col bg-ink p-7 md:p-9">
                <h3 className="flex flex-wrap items-center gap-3 text-sm font-semibold tracking-widest text-muted-on-ink uppercase">
                  {office.region}
                  {office.soon ? (
                    <span className="rounded-full bg-ember px-2.5 py-0.5 text-xs tracking-normal text-ink normal-case">
                      {t("soon")}
                    </span>
                  ) : null}
                </h3>
                <p className="mt-auto pt-12 font-display text-4xl font-semibold tracking-tight">
                  {office.city}
                </p>
                <p className="mt-1 text-muted-on-ink">{office.country}</p>
                <p className="mt-4 text-sm text-muted-on-ink">{office.address}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
