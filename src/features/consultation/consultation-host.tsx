import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { announceIslandReady } from "@/components/navigation/island-ready";
import type { Locale } from "@/i18n/locales";
import { ConsultationDialog } from "./consultation-dialog";
import { ConsultationFallback } from "./consultation-fallback";
import { ConsultationOpening } from "./consultation-opening";
import type { ConsultationStrings } from "./consultation-strings";
import { CONSULTATION_TRIGGER } from "./trigger-selector";

/** The steps' code, fetched on first use or as soon as the host wakes (an intent announced it). */
const loadConsultationPanel = () => import("./consultation-panel");

const ConsultationPanel = lazy(() =>
  loadConsultationPanel().then((module) => ({ default: module.ConsultationPanel })),
);

/** A plain left click: a modified click opens the contact page in a new tab or window, as links do. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Where focus goes once the popup closes: the trigger, or, for a trigger inside the phone menu (a modal
 * dialog, which gives way to the popup), the button that opens that menu.
 */
function returnFocusOf(trigger: HTMLElement): HTMLElement {
  const menu = trigger.closest<HTMLDialogElement>("dialog");
  if (!menu?.id) return trigger;
  const invokers = document.querySelectorAll<HTMLElement>(`[commandfor="${CSS.escape(menu.id)}"]`);
  return Array.from(invokers).find((invoker) => !menu.contains(invoker)) ?? trigger;
}

/**
 * The consultation popup for the whole site, mounted once in the layout (client:intent on the
 * triggers). Its dialog is in the page's HTML from the start, closed, showing the opening state: a click
 * that comes before any of the popup's code opens it at once (the directive does, see
 * site/integrations/directives/intent.ts). Once hydrated the host opens it for every trigger's plain click,
 * then says it is ready, so the click that woke it is replayed and the popup goes on from its opening
 * state. Its steps' code is fetched as the host wakes, with the same opening state until it arrives.
 */
export function ConsultationHost({
  locale,
  bcp47,
  strings,
  calendlyUrl,
}: {
  readonly locale: Locale;
  readonly bcp47: string;
  readonly strings: ConsultationStrings;
  readonly calendlyUrl?: string;
}) {
  // Each opening is a new session: the popup starts again at the invitation.
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** The opening trigger's link: where the visitor goes should the steps' code not load. */
  const fallbackHref = useRef<string | undefined>(undefined);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger =
        event.target instanceof Element ? event.target.closest<HTMLElement>(CONSULTATION_TRIGGER) : null;
      if (!trigger || !isPlainClick(event)) return;
      event.preventDefault();
      returnFocus.current = returnFocusOf(trigger);
      fallbackHref.current = trigger.getAttribute("href") ?? undefined;
      // Two modal dialogs are never open at once: the menu the trigger sits in closes first.
      trigger.closest<HTMLDialogElement>("dialog[open]")?.close();
      setSession((count) => count + 1);
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    // A failed fetch here is tried again when the popup renders its steps.
    loadConsultationPanel().catch(() => undefined);
    announceIslandReady(CONSULTATION_TRIGGER);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const close = () => {
    setOpen(false);
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
  };
  return (
    // One dialog per opening, so a click between a closing and its `close` event still opens a fresh one;
    // the first opening keeps the dialog of the page's HTML, which a click may have opened already.
    <ConsultationDialog
      key={Math.max(session, 1)}
      open={open}
      onClose={close}
      closeLabel={strings.popup.close}
      opensOnIntent
    >
      {(requestClose) =>
        session === 0 ? (
          // Before any opening (and in the server's HTML): the opening state, for a click that comes early.
          <ConsultationOpening popup={strings.popup} />
        ) : (
          <ConsultationFallback
            href={() => fallbackHref.current}
            pending={<ConsultationOpening popup={strings.popup} />}
          >
            <Suspense fallback={<ConsultationOpening popup={strings.popup} />}>
              <ConsultationPanel
                requestClose={requestClose}
                locale={locale}
                bcp47={bcp47}
                strings={strings}
                {...(calendlyUrl ? { calendlyUrl } : {})}
              />
            </Suspense>
          </ConsultationFallback>
        )
      }
    </ConsultationDialog>
  );
}
