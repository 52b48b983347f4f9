import type { ErrorPage } from "@/views/error-page";

/** The error design: the status in large type, what happened, and two plain links (no script needed). */
export function ErrorPageView({ page }: { readonly page: ErrorPage }) {
  return (
    <section className="container-page grid min-h-[60dvh] items-center py-20">
      <div>
        <p className="font-display text-[clamp(6rem,22vw,16rem)] leading-[0.8] font-semibold tracking-tighter text-ember">
          {page.status}
        </p>
        <h1 className="mt-8 font-display text-headline font-semibold">{page.heading}</h1>
        <p className="mt-4 max-w-xl text-lead text-muted">{page.message}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <a
            href={page.retry.href}
            className="inline-flex h-14 items-center rounded-full bg-ink px-7 font-semibold text-paper"
          >
            {page.retry.label}
          </a>
          <a
            href={page.back.href}
            className="inline-flex h-14 items-center rounded-full border border-ink/20 px-7 font-semibold"
          >
            {page.back.label}
          </a>
        </div>
      </div>
    </section>
  );
}
