import type { Quote } from "@/content/queries";

export function QuoteBlock({ quote, label }: { readonly quote: Quote; readonly label: string }) {
  return (
    <section aria-label={label} className="bg-paper-deep">
      <figure className="container-page py-20 md:py-28">
        <span
          aria-hidden="true"
          className="block font-display text-8xl leading-none font-semibold text-ember"
        >
          “
        </span>
        <blockquote className="-mt-6 max-w-4xl font-display text-3xl leading-tight font-semibold tracking-tight text-balance md:text-4xl">
          <p>{quote.quote}</p>
        </blockquote>
        <figcaption className="mt-8 text-base">
          <span className="font-semibold">{quote.author}</span>
          {quote.role ? <span className="text-muted">, {quote.role}</span> : null}
        </figcaption>
      </figure>
    </section>
  );
}
