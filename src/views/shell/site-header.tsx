import { Logo } from "@/components/brand/logo";
import { AppLink } from "@/components/navigation/app-link";
import { ConsultationHost } from "@/features/consultation/consultation-host";
import { ConsultationTrigger } from "@/features/consultation/consultation-trigger";
import { optionLabels } from "@/features/leads/option-labels";
import type { SwitcherPaths } from "@/i18n/alternate";
import { type Locale, localeIso } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import type { PublicConfig } from "@/platform/public-config";
import { LocaleSwitcher } from "@/views/shell/locale-switcher";
import { MobileMenu } from "@/views/shell/mobile-menu";
import { NavLink } from "@/views/shell/nav-link";
import { navigationItems } from "@/views/shell/navigation-items";

interface SiteHeaderProps {
  readonly locale: Locale;
  /** The language switcher's answers for the pages the route table cannot answer for (articles). */
  readonly translations: SwitcherPaths;
  readonly config: PublicConfig;
}

export async function SiteHeader({ locale, translations, config }: SiteHeaderProps) {
  const t = await getTranslations({ locale, namespace: "Navigation" });
  const tSwitch = await getTranslations({ locale, namespace: "LocaleSwitcher" });
  const messages = await loadMessages(locale);
  const items = navigationItems(locale, (name) => t(name));
  const cta = { href: localePath("contact", locale), label: t("consultation") };

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-paper/90 backdrop-blur-md supports-[not(backdrop-filter:blur(1px))]:bg-paper">
      <div className="container-page flex h-18 items-center justify-between gap-6">
        <AppLink href={localePath("index", locale)} className="-m-2 rounded-md p-2" aria-label={t("home")}>
          <Logo className="text-[1.75rem] leading-none" />
        </AppLink>
        <nav aria-label={t("label")} className="hidden lg:block">
          <ul className="flex items-center gap-1 xl:gap-2">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  name={item.name}
                  href={item.href}
                  className="rounded-full px-3 py-2 text-[0.9375rem] font-medium text-ink/80 transition-colors hover:bg-ink/5 hover:text-ink aria-[current]:text-ink aria-[current]:underline aria-[current]:decoration-ember aria-[current]:decoration-2 aria-[current]:underline-offset-8"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LocaleSwitcher
            locale={locale}
            label={tSwitch("switchTo")}
            short={tSwitch("short")}
            translations={translations}
            className="hidden h-11 min-w-11 items-center justify-center rounded-full border border-ink/15 px-3 text-sm font-semibold transition-colors hover:border-ink sm:inline-flex"
          />
          <ConsultationTrigger
            href={cta.href}
            aria-label={t("consultationLong")}
            className="group hidden h-11 items-center gap-2.5 rounded-full bg-ink px-5 text-sm font-semibold text-paper transition-colors hover:bg-ink-soft sm:inline-flex"
          >
            <span
              aria-hidden="true"
              className="size-2 rounded-full bg-ember transition-transform group-hover:scale-150"
            />
            {cta.label}
          </ConsultationTrigger>
          <MobileMenu
            locale={locale}
            items={items}
            cta={cta}
            translations={translations}
            labels={{
              open: t("openMenu"),
              close: t("closeMenu"),
              menu: t("menu"),
              navigation: t("label"),
              switchTo: tSwitch("switchTo"),
              switchShort: tSwitch("short"),
            }}
          />
        </div>
      </div>
      {/* The popup every consultation call-to-action opens; its code loads on first use. */}
      <ConsultationHost
        locale={locale}
        bcp47={localeIso[locale].bcp47}
        {...(config.calendlyUrl ? { calendlyUrl: config.calendlyUrl } : {})}
        strings={{
          popup: messages.Consultation,
          errors: messages.Contact.errors,
          status: messages.Contact.status,
          slots: messages.Contact.slots,
          summary: messages.Contact.summary,
          honeypot: messages.Contact.honeypot,
          helpTypes: optionLabels[locale].helpTypes,
          budgets: optionLabels[locale].popupBudgets,
        }}
      />
    </header>
  );
}
