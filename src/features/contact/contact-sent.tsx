import { CheckMark } from "@/components/form/check-mark";
import { CompanyEmail } from "./company-email";
import type { ThankYouStrings } from "./thank-you-dialog";

/**
 * The thank-you the server renders after the form was sent without JavaScript (the page at ?sent): the
 * modal's words and the company address on the form's card, and a way to write again. A reload shows it
 * again and sends nothing.
 */
export function ContactSent({
  strings,
  email,
  again,
  action,
}: {
  readonly strings: Pick<ThankYouStrings, "title" | "text" | "email">;
  readonly email: string;
  readonly again: string;
  /** The contact page, where another message starts. */
  readonly action: string;
}) {
  return (
    <div
      data-testid="contact-sent"
      className="on-ink relative overflow-hidden rounded-[1.5rem] bg-ink p-6 text-paper sm:p-12"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-ember/25 blur-3xl"
      />
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-ember text-ink">
        <CheckMark className="size-7" />
      </span>
      <h3 className="mt-8 font-display text-[clamp(3rem,2.4rem+3vw,4.5rem)] leading-none font-semibold tracking-tight">
        {strings.title}
      </h3>
      <p className="mt-4 text-lead">{strings.text}</p>
      <CompanyEmail label={strings.email} email={email} className="text-xl sm:text-2xl" />
      <div className="mt-10 border-t border-line-on-ink pt-6">
        {/* On a phone the card is narrow: the button takes its width, its words on one line. */}
        <a
          href={action}
          className="inline-flex h-14 w-full items-center justify-center gap-3 rounded-full bg-ember px-6 font-semibold whitespace-nowrap text-ink transition-transform hover:-translate-y-0.5 sm:w-auto sm:px-8"
        >
          {again}
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </div>
  );
}
