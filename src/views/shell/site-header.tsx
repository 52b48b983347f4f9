import { Logo } from "@/components/brand/logo";
import { AppLink } from "@/components/navigation/app-link";
import { ConsultationTrigger } from "@/features/consultation/consultation-trigger";
import type { SwitcherPaths } from "@/i18n/alternate";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { LocaleSwitcher } from "@/views/shell/locale-switcher";
import { MobileMenu } from "@/views/shell/mobile-menu";
import { NavLink } from "@/views/shell/nav-link";
import { navigationItems } from "@/views/shell/navigation-items";

interface SiteHeaderProps {
  readonly locale: Locale;
  /** The public path of the page being rendered: the current marks and the switcher's target. */
  readonly currentPath: string;
  /** The language switcher's answers for the pages the route table cannot answer for (articles). */
  readonly translations: SwitcherPaths;
}

export async function SiteHeader({ locale, currentPath, translations }: SiteHeaderProps) {
  const [t, tSwitch] = await Promise.all([
    getTranslations({ locale, namespace: "Navigation" }),
    getTranslations({ locale, namespace: "LocaleSwitcher" }),
  ]);
  const items = navigationItems(locale, (name) => t(name));
  const cta = { href: localePath("contact", locale), label: t("consultation") };

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-paper/90 backdrop-blur-md supports-[not(backdrop-filter:blur(1px))]:bg-paper">
      <div className="container-page flex h-18 items-center justify-between gap-6">
        <AppLink
          href={localePath("index", locale)}
          className="-m-2 shrink-0 rounded-md p-2"
          aria-label={t("home")}
        >
          <Logo className="text-[1.75rem] leading-none" />
        </AppLink>
        {/* The full navigation from 1280 px: below that, eight links, the switcher and the call button
            do not fit on one line in Spanish, so the menu button takes over (mobile-menu.tsx, xl:hidden). */}
        <nav aria-label={t("label")} className="hidden xl:block">
          <ul className="flex items-center gap-1 2xl:gap-2">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  name={item.name}
                  href={item.href}
                  currentPath={currentPath}
                  className="rounded-full px-3 py-2 whitespace-nowrap text-[0.9375rem] font-medium text-ink/80 transition-colors hover:bg-ink/5 hover:text-ink aria-[current]:text-ink aria-[current]:underline aria-[current]:decoration-ember aria-[current]:decoration-2 aria-[current]:underline-offset-8"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <LocaleSwitcher
            locale={locale}
            currentPath={currentPath}
            label={tSwitch("switchTo")}
            short={tSwitch("short")}
            translations={translations}
            className="hidden h-11 min-w-11 items-center justify-center rounded-full border border-ink/15 px-3 text-sm font-semibold transition-colors hover:border-ink sm:inline-flex"
          />
          <ConsultationTrigger
            href={cta.href}
            className="group hidden h-11 items-center gap-2.5 rounded-full bg-ink px-5 text-sm font-semibold whitespace-nowrap text-paper transition-colors hover:bg-ink-soft sm:inline-flex"
          >
            <span
              aria-hidden="true"
              className="size-2 rounded-full bg-ember transition-transform group-hover:scale-150"
            />
            {cta.label}
          </ConsultationTrigger>
          <MobileMenu
            locale={locale}
            currentPath={currentPath}
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
    </header>
  );
}
