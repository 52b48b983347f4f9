import { buttonStyles } from "@/components/form/button-styles";
import { CheckMark } from "@/components/form/check-mark";
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
      className="on-ink relative overflow-hidden rounded-[1.5rem] bg-ink p-8 text-paper sm:p-12"
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
      <p className="mt-8 text-sm text-muted-on-ink">{strings.email}</p>
      <a
        href={`mailto:${email}`}
        className="link-underline mt-1 inline-block font-display text-2xl font-semibold break-all"
      >
        {email}
      </a>
      <div className="mt-10 border-t border-line-on-ink pt-6">
        <a href={action} className={buttonStyles.primaryOnInk}>
          {again}
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </div>
  );
}
