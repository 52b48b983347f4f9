import clsx from "clsx";
import { BackButton } from "@/components/form/back-button";
import { buttonStyles } from "@/components/form/button-styles";
import { ErrorSummary } from "@/components/form/error-summary";
import type { LeadForm } from "./use-lead-form";

export interface StepFooterWords {
  readonly summary: string;
  readonly back: string;
  readonly next: string;
  readonly send: string;
  readonly sending: string;
}

/**
 * What closes every step of a lead form: the error summary; the notice (offline, refused, failed) in a
 * polite live region that is always in the page, so a screen reader hears its words appear; then Back
 * and Next, or Send on the last step. The submit button is never disabled, so it keeps focus while the
 * form sends: aria-disabled says it is busy.
 */
export function StepFooter({
  form,
  words,
  noticeId,
  onBack,
  surface = "paper-deep",
  native = false,
}: {
  readonly form: Pick<LeadForm<string>, "summary" | "notice" | "sending" | "last">;
  readonly words: StepFooterWords;
  /** The notice's test id. */
  readonly noticeId: string;
  /** Without it there is no Back (the first step); an empty cell keeps the submit button on the right. */
  readonly onBack: (() => void) | undefined;
  /** What the form is drawn on: the page's card, or the popup itself, where the buttons sit closer. */
  readonly surface?: "paper-deep" | "paper";
  /**
   * The form also works as a plain HTML form (the contact page's, without JavaScript): its buttons post
   * action=next or action=back, and Back, once the page's script runs, goes back without posting.
   */
  readonly native?: boolean;
}) {
  const idle = form.sending === "idle";
  const snug = surface === "paper";
  return (
    <>
      <ErrorSummary title={words.summary} items={form.summary} />
      <div role="status" aria-live="polite">
        {form.notice ? (
          <p
            data-testid={noticeId}
            className={clsx(
              "mt-6 rounded-2xl px-5 py-4 text-sm font-semibold",
              // Waiting for the connection, the visitor has nothing to fix: the words are set on ink.
              form.sending === "waiting"
                ? "bg-ink text-paper"
                : snug
                  ? "bg-paper-deep text-ember-deep"
                  : "bg-paper text-ember-deep",
            )}
          >
            {form.notice}
          </p>
        ) : null}
      </div>
      <div
        className={
          snug
            ? "mt-8 flex flex-wrap items-center justify-between gap-3"
            : "mt-10 flex flex-wrap items-center justify-between gap-4"
        }
      >
        {onBack && native ? (
          <button
            type="submit"
            name="action"
            value="back"
            formNoValidate
            onClick={(event) => {
              event.preventDefault();
              onBack();
            }}
            className={buttonStyles.secondary}
          >
            <span aria-hidden="true">←</span>
            {words.back}
          </button>
        ) : onBack ? (
          <BackButton label={words.back} onClick={onBack} />
        ) : (
          <span />
        )}
        <button
          type="submit"
          {...(native && { name: "action", value: "next" })}
          aria-disabled={!idle || undefined}
          className={snug ? buttonStyles.primary : clsx(buttonStyles.primary, "min-w-40")}
        >
          {form.last ? (idle ? words.send : words.sending) : words.next}
          <span aria-hidden="true" className="text-ember">
            →
          </span>
        </button>
      </div>
    </>
  );
}
