import clsx from "clsx";
import type { ReactNode } from "react";
import type { Messages } from "@/i18n/messages";

/** The popup's first view: the invitation, and its two paths (write to us, or pick a time). */
export function ConsultationInvite({
  popup,
  heading,
  onContact,
  onSchedule,
}: {
  readonly popup: Messages["Consultation"];
  readonly heading: ReactNode;
  readonly onContact: () => void;
  readonly onSchedule: () => void;
}) {
  return (
    <div>
      <p className="mb-5 flex items-center gap-3 pr-14 text-sm font-semibold tracking-widest text-muted uppercase">
        <span aria-hidden="true" className="h-px w-10 bg-ember" />
        {popup.kicker}
      </p>
      {heading}
      <p className="mt-4 max-w-lg text-muted">{popup.text}</p>
      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <PathButton title={popup.contactUs} text={popup.contactUsText} onClick={onContact} tone="ink" />
        <PathButton title={popup.schedule} text={popup.scheduleText} onClick={onSchedule} />
      </div>
    </div>
  );
}

function PathButton({
  title,
  text,
  onClick,
  tone = "paper",
}: {
  readonly title: string;
  readonly text: string;
  readonly onClick: () => void;
  readonly tone?: "paper" | "ink";
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(
        "group flex min-h-32 flex-col sm:min-h-40 justify-between rounded-2xl p-6 text-left transition-transform hover:-translate-y-0.5",
        tone === "ink" ? "bg-ink text-paper" : "border border-ink/15 bg-paper-deep",
      )}
    >
      <span className="flex w-full items-start justify-between gap-4">
        <span className="font-display text-2xl leading-tight font-semibold tracking-tight">{title}</span>
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-ember text-ink transition-transform group-hover:translate-x-1"
        >
          →
        </span>
      </span>
      <span className={clsx("mt-6 text-sm", tone === "ink" ? "text-muted-on-ink" : "text-muted")}>
        {text}
      </span>
    </button>
  );
}
