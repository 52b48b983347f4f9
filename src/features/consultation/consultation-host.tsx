"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { Locale } from "@/i18n/locales";
import type { ConsultationStrings } from "./consultation-strings";
import { loadConsultationDialog, registerConsultation } from "./open-consultation";

const ConsultationDialog = lazy(() =>
  loadConsultationDialog().then((module) => ({ default: module.ConsultationDialog })),
);

/**
 * Keeps the consultation popup for the whole site: rendered once in the header, it lets every
 * call-to-action open the popup, and fetches the dialog's code only when one first does.
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
    <Suspense fallback={null}>
      <ConsultationDialog
        key={session}
        open={open}
        onClose={close}
        locale={locale}
        bcp47={bcp47}
        strings={strings}
        {...(calendlyUrl ? { calendlyUrl } : {})}
      />
    </Suspense>
  );
}
