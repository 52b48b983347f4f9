import { KeepTogether } from "@/components/form/keep-together";
import { StepHeading } from "@/components/form/step-heading";
import type { Messages } from "@/i18n/messages";
import { consultationTitleId } from "./consultation-title";

/**
 * What the popup shows the moment it opens, while its steps' code arrives: the invitation's words, the
 * shape of its two paths, and a status line, so a visitor on a slow phone sees at once that it is opening.
 */
export function ConsultationOpening({ popup }: { readonly popup: Messages["Consultation"] }) {
  return (
    <div aria-busy="true">
      <p className="mb-5 flex items-center gap-3 pr-14 text-sm font-semibold tracking-widest text-muted uppercase">
        <span aria-hidden="true" className="h-px w-10 bg-ember" />
        {popup.kicker}
      </p>
      {/* The invitation's own heading, so the dialog has its name from the first frame. */}
      <StepHeading focusKey={undefined} level={2} id={consultationTitleId} className="pr-14">
        <KeepTogether text={popup.title} />
      </StepHeading>
      <p className="mt-4 max-w-lg text-muted">{popup.text}</p>
      <div aria-hidden="true" className="mt-8 grid gap-3 sm:grid-cols-2">
        <span className="min-h-32 animate-pulse rounded-2xl bg-ink/85 motion-reduce:animate-none sm:min-h-40" />
        <span className="min-h-32 animate-pulse rounded-2xl border border-ink/15 bg-paper-deep motion-reduce:animate-none sm:min-h-40" />
      </div>
      <p role="status" data-testid="consultation-opening" className="mt-4 text-sm text-muted">
        {popup.opening}
      </p>
    </div>
  );
}
