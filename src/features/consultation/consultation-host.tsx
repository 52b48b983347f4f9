"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Locale } from "@/i18n/locales";
import { ConsultationDialog } from "./consultation-dialog";
import { ConsultationOpening } from "./consultation-opening";
import type { ConsultationStrings } from "./consultation-strings";
import { loadConsultationPanel, registerConsultation } from "./open-consultation";

const ConsultationPanel = lazy(() =>
  loadConsultationPanel().then((module) => ({ default: module.ConsultationPanel })),
);

/**
 * Keeps the consultation popup for the whole site: rendered once in the header, it lets every
 * call-to-action open the popup. The popup opens at once; its steps' code is fetched when one first
 * does (or earlier, on a hover or focus that announces it), with an opening state meanwhile.
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

  useEffect(
    () =>
      registerConsultation((target) => {
        returnFocus.current = target;
        setSession((count) => count + 1);
        setOpen(true);
      }),
    [],
  );

  if (session === 0) return null;
  const close = () => {
    setOpen(false);
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
  };
  return (
    <ConsultationDialog key={session} open={open} onClose={close} closeLabel={strings.popup.close}>
      {(requestClose) => (
        <Suspense fallback={<ConsultationOpening popup={strings.popup} />}>
          <ConsultationPanel
            requestClose={requestClose}
            locale={locale}
            bcp47={bcp47}
            strings={strings}
            {...(calendlyUrl ? { calendlyUrl } : {})}
          />
        </Suspense>
      )}
    </ConsultationDialog>
  );
}
