import { ConsultationTrigger } from "@/features/consultation/consultation-trigger";
import type { SwitcherPaths } from "@/i18n/alternate";
import type { Locale } from "@/i18n/locales";
import type { RouteName } from "@/i18n/routes";
import { LocaleSwitcher } from "@/views/shell/locale-switcher";
import { NavLink } from "@/views/shell/nav-link";

export interface NavItem {
  readonly name: RouteName;
  readonly href: string;
  readonly label: string;
}

interface MobileMenuProps {
  readonly locale: Locale;
  readonly currentPath: string;
  readonly items: readonly NavItem[];
  readonly cta: { readonly href: string; readonly label: string };
  readonly translations: SwitcherPaths;
  readonly labels: {
    readonly open: string;
    readonly close: string;
    readonly menu: string;
    readonly navigation: string;
    readonly switchTo: string;
    readonly switchShort: string;
  };
}

const menuId = "mobile-menu";
const titleId = "mobile-menu-title";

/**
 * The phone menu, without a script: a modal <dialog> its button opens through the platform's invoker
 * commands (`command="show-modal"`). The browser makes the page behind it inert, so Tab never leaves it;
 * Escape, its close button or a click outside closes it (`closedby="any"`) and focus goes back to the
 * button; following a link loads the next page. Opening it focuses its close button (autofocus). Open, it
 * shows at any width: a window widened past the phone layout keeps a visible menu to close, never an
 * invisible modal that leaves the page inert.
 */
export function MobileMenu({ locale, currentPath, items, cta, translations, labels }: MobileMenuProps) {
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={menuId}
        aria-haspopup="dialog"
        className="inline-flex h-11 items-center gap-2 rounded-full border border-ink/15 px-4 text-sm font-semibold xl:hidden"
      >
        <span aria-hidden="true" className="flex w-4 flex-col gap-[3px]">
          <span className="h-0.5 w-full rounded bg-current" />
          <span className="h-0.5 w-full rounded bg-current" />
        </span>
        {labels.menu}
        <span className="sr-only">{`, ${labels.open}`}</span>
      </button>
      <dialog
        id={menuId}
        closedby="any"
        aria-labelledby={titleId}
        className="on-ink m-0 h-dvh border-0 max-h-none w-full max-w-none overscroll-contain bg-ink p-0 text-paper backdrop:bg-ink/60 open:flex open:flex-col"
      >
        <div className="container-page flex h-18 items-center justify-between border-b border-line-on-ink">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {labels.menu}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={menuId}
            // biome-ignore lint/a11y/noAutofocus: the visitor opened the menu; focus moves into it as into a dialog
            autoFocus
            className="inline-flex h-11 items-center gap-2 rounded-full border border-paper/25 px-4 text-sm font-semibold"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ×
            </span>
            {labels.close}
          </button>
        </div>
        <nav
          aria-label={labels.navigation}
          className="container-page flex-1 overflow-y-auto overscroll-contain py-8"
        >
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.href} className="border-b border-line-on-ink">
                <NavLink
                  name={item.name}
                  href={item.href}
                  currentPath={currentPath}
                  className="flex items-center justify-between py-4 font-display text-3xl font-semibold tracking-tight aria-[current]:text-ember"
                >
                  {item.label}
                  <span aria-hidden="true" className="text-xl text-muted-on-ink">
                    →
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="container-page flex items-center justify-between gap-4 border-t border-line-on-ink py-6">
          <LocaleSwitcher
            locale={locale}
            currentPath={currentPath}
            label={labels.switchTo}
            short={labels.switchShort}
            translations={translations}
            className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-paper/25 px-4 text-sm font-semibold"
          />
          {/* Opens the consultation popup, which closes the menu; focus then comes back to the menu button. */}
          <ConsultationTrigger
            href={cta.href}
            className="inline-flex h-12 items-center gap-2 rounded-full bg-ember px-5 font-semibold text-ink"
          >
            {cta.label}
          </ConsultationTrigger>
        </div>
      </dialog>
    </>
  );
}
