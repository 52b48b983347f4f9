import { useEffect, useId, useRef, useState } from "react";
import { buttonStyles } from "@/components/form/button-styles";
import { CheckMark } from "@/components/form/check-mark";
import { keepTabInside } from "@/components/ui/focus-trap";
import type { Messages } from "@/i18n/messages";
import { CompanyEmail } from "./company-email";
import { celebrate } from "./confetti";
import { type CountdownTexts, countdownText, isAnnounced, secondsLeft, thankYouSeconds } from "./countdown";

/** The thank-you's messages, its countdown formatted on the server for every second. */
export type ThankYouStrings = Omit<Messages["Contact"]["thanks"], "countdown"> & {
  readonly countdown: CountdownTexts;
};

/**
 * The modal after the contact form is sent: thanks, the team will be in touch, the company
 * address, and a visible ten-second countdown before it closes by itself. A native modal <dialog>:
 * the page behind is inert, Escape closes it, and the opener decides where focus goes afterwards.
 */
export function ThankYouDialog({
  open,
  onClose,
  strings,
  email,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly strings: ThankYouStrings;
  readonly email: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();
  const [seconds, setSeconds] = useState(thankYouSeconds);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (!element.open) element.showModal();
    title.current?.focus();
    // The contact form's thank-you has confetti too, as the booking's does; none with reduced motion.
    void celebrate(element);
    const startedAt = Date.now();
    setSeconds(thankYouSeconds);
    let lastAnnounced: number | undefined;
    const tick = () => {
      const left = secondsLeft(startedAt, Date.now());
      setSeconds(left);
      if (isAnnounced(left) && left !== lastAnnounced) {
        lastAnnounced = left;
        setAnnouncement(countdownText(strings.countdown, left));
      }
      if (left === 0) element.close();
    };
    // The first announcement comes a moment after opening, so the live region is already in the page.
    const first = window.setTimeout(tick, 100);
    const timer = window.setInterval(tick, 250);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      setAnnouncement("");
    };
  }, [open, strings]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="thank-you-dialog"
      onClose={onClose}
      onKeyDown={keepTabInside}
      className="on-ink m-auto w-[min(100%-2rem,34rem)] overflow-hidden rounded-[2rem] bg-ink p-0 text-paper backdrop:bg-ink/70 backdrop:backdrop-blur-sm"
    >
      {open ? (
        <div className="relative p-8 sm:p-12">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-ember/25 blur-3xl"
          />
          <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-ember text-ink">
            <CheckMark className="size-7" />
          </span>
          <h2
            ref={title}
            id={titleId}
            tabIndex={-1}
            className="mt-8 font-display text-[clamp(3rem,2.4rem+3vw,4.5rem)] leading-none font-semibold tracking-tight outline-none"
          >
            {strings.title}
          </h2>
          <p id={textId} className="mt-4 text-lead">
            {strings.text}
          </p>
          <CompanyEmail label={strings.email} email={email} className="text-2xl" />
          <div className="mt-10 flex flex-wrap items-center justify-between gap-6 border-t border-line-on-ink pt-6">
            <div className="min-w-0 flex-1">
              <p data-testid="countdown" className="text-sm tabular-nums text-muted-on-ink">
                {countdownText(strings.countdown, seconds)}
              </p>
              <div aria-hidden="true" className="mt-3 h-1 overflow-hidden rounded-full bg-line-on-ink">
                <div
                  className="h-full rounded-full bg-ember transition-[width] duration-1000 ease-linear"
                  style={{ width: `${(seconds / thankYouSeconds) * 100}%` }}
                />
              </div>
              <p role="status" className="sr-only">
                {announcement}
              </p>
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className={buttonStyles.secondaryOnInk}
            >
              {strings.close}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
