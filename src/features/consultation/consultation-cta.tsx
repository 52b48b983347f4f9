import { AppLink } from "@/components/navigation/app-link";
import { ConsultationTrigger } from "@/features/consultation/consultation-trigger";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

const actionClass =
  "inline-flex h-14 items-center gap-2.5 rounded-full bg-ink px-6 font-semibold whitespace-nowrap text-paper transition-transform hover:-translate-y-0.5 motion-reduce:transition-none sm:px-7";

/**
 * The invitation to the 20-minute consultation that closes service pages; with `href`, the same band
 * leading to another page of the site (a landing page's call to action).
 */
export async function ConsultationCta({
  locale,
  title,
  text,
  action,
  href,
}: {
  readonly locale: Locale;
  readonly title?: string;
  readonly text?: string;
  readonly action?: string;
  readonly href?: string;
}) {
  const t = await getTranslations({ locale, namespace: "Sections" });
  return (
    <section aria-labelledby="consultation" className="container-page py-20 md:py-28">
      <div className="grid gap-8 rounded-3xl bg-ember p-6 text-ink sm:p-8 md:p-14 lg:grid-cols-12 lg:items-end">
        <div className="lg:col-span-8">
          <h2 id="consultation" className="font-display text-headline font-semibold text-balance">
            {title ?? t("consultation")}
          </h2>
          <p className="mt-5 max-w-xl text-lead">{text ?? t("consultationText")}</p>
        </div>
        <div className="lg:col-span-4 lg:justify-self-end">
          {href ? (
            <AppLink href={href} className={actionClass}>
              {action}
              <span aria-hidden="true">→</span>
            </AppLink>
          ) : (
            // A link to the contact page that opens the consultation popup once the page is hydrated.
            <ConsultationTrigger href={localePath("contact", locale)} className={actionClass}>
              {action ?? t("consultationAction")}
              <span aria-hidden="true">→</span>
            </ConsultationTrigger>
          )}
        </div>
      </div>
    </section>
  );
}
