import { AppLink } from "@/components/navigation/app-link";
import { RichText } from "@/components/rich-text/rich-text";
import { formatDate } from "@/components/sections/insight-cards";
import { PageHero } from "@/components/sections/page-hero";
import { getLegalLinks, type LegalPage } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/** A legal page: its text, the cookies the site sets (cookies page) and the other legal pages. */
export async function LegalPageView({ page, locale }: { readonly page: LegalPage; readonly locale: Locale }) {
  const [t, legalPages] = await Promise.all([getTranslations({ locale }), getLegalLinks(locale)]);
  return (
    <>
      <PageHero kicker={t("Legal.kicker")} title={page.title} description={page.summary}>
        <p className="mt-8 text-sm text-muted">
          {t("Legal.updated", { date: formatDate(page.updated, locale) })}
        </p>
      </PageHero>
      <div className="container-page grid gap-16 border-t border-line pt-12 pb-24 lg:grid-cols-12">
        <div data-testid="legal-body" className="max-w-3xl lg:col-span-8 [&>:first-child]:mt-0">
          <RichText field={page.body} />
          {page.cookies.length > 0 ? (
            <section aria-labelledby="cookie-list" className="mt-16">
              <h2 id="cookie-list" className="font-display text-3xl font-semibold tracking-tight">
                {t("Legal.cookiesTitle")}
              </h2>
              <ul data-testid="cookie-list" className="mt-8 grid gap-4">
                {page.cookies.map((cookie) => (
                  <li key={cookie.name} className="rounded-3xl bg-paper-deep p-6 md:p-8">
                    <h3 className="font-mono text-lg font-semibold break-all">{cookie.name}</h3>
                    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
                      <dt className="font-semibold">{t("Legal.category")}</dt>
                      <dd>{t(`Legal.categories.${cookie.category}`)}</dd>
                      <dt className="font-semibold">{t("Legal.purpose")}</dt>
                      <dd>{cookie.purpose}</dd>
                      <dt className="font-semibold">{t("Legal.duration")}</dt>
                      <dd>{cookie.duration}</dd>
                      <dt className="font-semibold">{t("Legal.provider")}</dt>
                      <dd>{cookie.provider}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <nav aria-labelledby="legal-pages" className="lg:col-span-3 lg:col-start-10">
          <div className="lg:sticky lg:top-28">
            <h2 id="legal-pages" className="text-sm font-semibold tracking-widest text-muted uppercase">
              {t("Legal.otherPages")}
            </h2>
            <ul className="mt-5 grid gap-1 border-l border-line">
              {legalPages.map((legal) => (
                <li key={legal.id}>
                  <AppLink
                    href={legal.href}
                    aria-current={legal.href === page.alternates[locale] ? "page" : undefined}
                    className="-ml-px block border-l-2 border-transparent py-2 pl-4 font-medium text-muted hover:text-ink aria-[current=page]:border-ember aria-[current=page]:text-ink"
                  >
                    {legal.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </>
  );
}
