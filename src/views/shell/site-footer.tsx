import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { AppLink } from "@/components/navigation/app-link";
import { getLegalLinks, getSettings } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { navigationItems } from "@/views/shell/navigation-items";

function FooterHeading({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-widest text-muted-on-ink uppercase">
      {children}
    </h2>
  );
}

/**
 * The site's footer. The reviews badge is an island (its platform's script fills it), so the layout
 * hands it in as the `reviews` slot: an island nested in this server view would never hydrate.
 */
export async function SiteFooter({
  locale,
  reviews,
}: {
  readonly locale: Locale;
  readonly reviews?: ReactNode;
}) {
  const [t, tNav, settings, legalLinks] = await Promise.all([
    getTranslations({ locale, namespace: "Footer" }),
    getTranslations({ locale, namespace: "Navigation" }),
    getSettings(locale),
    getLegalLinks(locale),
  ]);
  const explore = navigationItems(locale, (name) => tNav(name));

  return (
    <footer id="site-footer" className="on-ink mt-auto bg-ink text-paper">
      <div className="container-page pt-20 pb-10 md:pt-28">
        <div className="flex flex-col gap-8 border-b border-line-on-ink pb-16 md:flex-row md:items-end md:justify-between">
          <p className="max-w-3xl font-display text-headline font-semibold text-balance">{t("pitch")}</p>
          <AppLink
            href={localePath("contact", locale)}
            className="inline-flex h-14 shrink-0 items-center gap-3 self-start rounded-full bg-ember px-7 font-semibold text-ink transition-transform hover:-translate-y-0.5 md:self-auto"
          >
            {t("pitchAction")}
            <span aria-hidden="true">→</span>
          </AppLink>
        </div>

        <div className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-12">
          {settings ? (
            <section aria-labelledby="footer-offices" className="lg:col-span-5">
              <FooterHeading id="footer-offices">{t("offices")}</FooterHeading>
              <ul className="mt-6 grid gap-6 sm:grid-cols-1 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                {settings.offices.map((office) => (
                  <li key={office.region}>
                    <p className="flex items-center gap-2 font-display text-xl font-semibold">
                      {office.region}
                      {office.soon ? (
                        <span className="rounded-full border border-paper/30 px-2 py-0.5 font-sans text-xs font-medium">
                          {t("soon")}
                        </span>
                      ) : null}
                    </p>
                    <p className="mt-1 text-muted-on-ink">
                      {office.city}, {office.country}
                    </p>
                    <p className="text-sm text-muted-on-ink">{office.address}</p>
                  </li>
                ))}
              </ul>
              <a
                href={`mailto:${settings.companyEmail}`}
                className="link-underline mt-8 inline-block font-display text-2xl font-semibold"
              >
                {settings.companyEmail}
              </a>
            </section>
          ) : null}

          <nav aria-labelledby="footer-explore" className="lg:col-span-3">
            <FooterHeading id="footer-explore">{t("explore")}</FooterHeading>
            <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-1">
              {explore.map((item) => (
                <li key={item.href}>
                  <AppLink href={item.href} className="link-underline">
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-legal" className="lg:col-span-2">
            <FooterHeading id="footer-legal">{t("legal")}</FooterHeading>
            <ul className="mt-6 grid gap-3">
              {legalLinks.map((legal) => (
                <li key={legal.id}>
                  <AppLink href={legal.href} className="link-underline">
                    {legal.title}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>

          {settings ? (
            <section aria-labelledby="footer-social" className="lg:col-span-2">
              <FooterHeading id="footer-social">{t("social")}</FooterHeading>
              <ul className="mt-6 grid gap-3">
                {settings.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} rel="noopener noreferrer" className="link-underline">
                      {link.network}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <div className="flex flex-col gap-4 border-t border-line-on-ink pt-8 text-sm text-muted-on-ink sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <Logo className="text-2xl leading-none text-paper" />
            <p>{t("copyright", { year: new Date().getFullYear() })}</p>
          </div>
          {reviews}
          <a href="#top" className="link-underline self-start sm:self-auto">
            {t("backToTop")} ↑
          </a>
        </div>
      </div>
    </footer>
  );
}
