import clsx from "clsx";
import { buttonStyles } from "@/components/form/button-styles";
import { KeepTogether } from "@/components/form/keep-together";

/**
 * The card beside the contact form that offers a call instead. Hovering or focusing its link starts
 * loading the booking steps, so they are usually there by the time they are asked for.
 */
export function BookingInvitation({
  title,
  text,
  action,
  href,
  onOpen,
  preload,
}: {
  readonly title: string;
  readonly text: string;
  readonly action: string;
  /** The contact page's booking state, rendered by the server. */
  readonly href: string;
  readonly onOpen: () => void;
  readonly preload: () => void;
}) {
  return (
    <section
      aria-labelledby="contact-booking-title"
      className="on-ink relative overflow-hidden rounded-[2rem] bg-ink p-7 text-paper sm:p-9"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -bottom-20 size-56 rounded-full bg-ember/30 blur-3xl"
      />
      <h2
        id="contact-booking-title"
        className="relative font-display text-3xl leading-tight font-semibold tracking-tight text-balance"
      >
        <KeepTogether text={title} />
      </h2>
      <p className="relative mt-4 text-muted-on-ink">{text}</p>
      {/* A link to the page's server-rendered booking state: it works before (or without) JavaScript;
          once hydrated, a plain click switches the card in place instead. */}
      <a
        href={href}
        className={clsx(buttonStyles.primaryOnInk, "relative mt-8")}
        onClick={(event) => {
          // A new tab or window (modifier keys, middle click) opens the server's booking state.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen();
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {action}
        <span aria-hidden="true">→</span>
      </a>
    </section>
  );
}
