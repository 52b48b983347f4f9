import clsx from "clsx";
import type { ReactNode } from "react";
import { buttonStyles } from "@/components/form/button-styles";
import { CheckMark } from "@/components/form/check-mark";
import type { Messages } from "@/i18n/messages";

/** Where both paths end: thanks, and what happened (the message was sent, or the meeting scheduled). */
export function ConsultationDone({
  popup,
  heading,
  scheduled,
  onDone,
}: {
  readonly popup: Messages["Consultation"];
  /** Described by the result, so the dialog's new name is read with what happened. */
  readonly heading: ReactNode;
  readonly scheduled: boolean;
  readonly onDone: () => void;
}) {
  return (
    <div data-testid="consultation-done">
      {heading}
      <div
        id="consultation-result"
        className="mt-6 flex gap-4 rounded-2xl bg-ink p-5 text-paper"
        data-testid="consultation-result"
      >
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-ember text-ink"
        >
          <CheckMark className="size-5" />
        </span>
        <div>
          <p className="font-semibold">{scheduled ? popup.scheduled : popup.sent}</p>
          {scheduled ? <p className="mt-1 text-sm text-muted-on-ink">{popup.scheduledNote}</p> : null}
        </div>
      </div>
      <button type="button" onClick={onDone} className={clsx(buttonStyles.primary, "mt-10")}>
        {popup.done}
      </button>
    </div>
  );
}
