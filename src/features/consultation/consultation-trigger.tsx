"use client";

import { type MouseEvent, type ReactNode, useEffect, useState } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { onConsultationReady, openConsultation, preloadConsultation } from "./open-consultation";

/**
 * A call-to-action for the 20-minute consultation: a real link to the contact page, which opens the
 * popup instead once the page is hydrated (a plain click; a modified click still opens a new tab).
 */
export function ConsultationTrigger({
  href,
  className,
  children,
  "aria-label": ariaLabel,
  onOpen,
  returnFocus,
}: {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly "aria-label"?: string;
  /** Runs as the popup opens (the phone menu closes itself). */
  readonly onOpen?: () => void;
  /** Where focus goes when the popup closes, when not this link (hidden inside a closed menu). */
  readonly returnFocus?: () => HTMLElement | null;
}) {
  // Says it opens a dialog only once it can: before the popup's host is ready it is a plain link.
  const [ready, setReady] = useState(false);
  useEffect(() => onConsultationReady(() => setReady(true)), []);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = returnFocus?.() ?? event.currentTarget;
    if (!openConsultation(target)) return;
    event.preventDefault();
    onOpen?.();
  };
  return (
    <AppLink
      href={href}
      className={className}
      aria-label={ariaLabel}
      aria-haspopup={ready ? "dialog" : undefined}
      onClick={open}
      onPointerEnter={preloadConsultation}
      onFocus={preloadConsultation}
      data-consultation-trigger=""
    >
      {children}
    </AppLink>
  );
}
