"use client";

import { usePathname } from "next/navigation";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { ConsultationTrigger } from "@/features/consultation/consultation-trigger";
import type { SwitcherPaths } from "@/i18n/alternate";
import type { Locale } from "@/i18n/locales";
import { LocaleSwitcher } from "@/views/shell/locale-switcher";
import { NavLink } from "@/views/shell/nav-link";

export interface NavItem {
  readonly name: string;
  readonly href: string;
  readonly label: string;
}

interface MobileMenuProps {
  readonly locale: Locale;
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

/**
 * The phone menu: a modal <dialog>, so the browser traps focus, closes it on Escape and returns focus
 * to the menu button; it also closes when the visitor navigates.
 */
export function MobileMenu({ locale, items, cta, translations, labels }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const pathname = usePathname();

  // Close the menu whenever the page changes (pathname is the trigger, not an input).
  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  const open = () => dialog.current?.showModal();
  const close = () => dialog.current?.close();

  // A modal dialog makes the page inert, but Tab can still leave it for the browser's own UI: cycle inside.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className="inline-flex h-11 items-center gap-2 rounded-full border border-ink/15 px-4 text-sm font-semibold lg:hidden"
      >
        <span aria-hidden="true" className="flex w-4 flex-col gap-[3px]">
          <span className="h-0.5 w-full rounded bg-current" />
          <span className="h-0.5 w-full rounded bg-current" />
        </span>
        {labels.menu}
        <span className="sr-only">{`, ${labels.open}`}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => button.current?.focus()}
        onKeyDown={keepFocusInside}
        className="on-ink m-0 h-dvh max-h-none w-full max-w-none bg-ink p-0 text-paper backdrop:bg-ink/60 open:flex open:flex-col lg:hidden"
      >
        <div className="container-page flex h-18 items-center justify-between border-b border-line-on-ink">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {labels.menu}
          </h2>
          <button
            type="button"
            onClick={close}
            className="inline-flex h-11 items-center gap-2 rounded-full border border-paper/25 px-4 text-sm font-semibold"
          >
            <span aria-hidden="true" className="text-lg leading-none">
              ×
            </span>
            {labels.close}
          </button>
        </div>
        <nav aria-label={labels.navigation} className="container-page flex-1 overflow-y-auto py-8">
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.href} className="border-b border-line-on-ink">
                <NavLink
                  name={item.name}
                  href={item.href}
                  onNavigate={close}
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
            label={labels.switchTo}
            short={labels.switchShort}
            translations={translations}
            className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border border-paper/25 px-4 text-sm font-semibold"
          />
          {/* Opens the consultation popup over the closed menu; focus comes back to the menu button. */}
          <ConsultationTrigger
            href={cta.href}
            onOpen={close}
            returnFocus={() => button.current}
            className="inline-flex h-12 items-center gap-2 rounded-full bg-ember px-5 font-semibold text-ink"
          >
            {cta.label}
          </ConsultationTrigger>
        </div>
      </dialog>
    </>
  );
}
