import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";

interface PageIntroProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  readonly back?: { readonly href: string; readonly label: string };
  readonly children?: ReactNode;
}

/** The opening of a page: a kicker, the page's one h1 and its lead paragraph. */
export function PageIntro({ eyebrow, title, description, back, children }: PageIntroProps) {
  return (
    <section className="container-page pt-14 pb-20 md:pt-24 md:pb-28">
      {back ? (
        <AppLink
          href={back.href}
          className="group mb-10 inline-flex items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
        >
          <span aria-hidden="true" className="transition-transform group-hover:-translate-x-1">
            ←
          </span>
          {back.label}
        </AppLink>
      ) : null}
      <p className="flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase">
        <span aria-hidden="true" className="h-px w-10 bg-ember" />
        {eyebrow}
      </p>
      <h1 className="mt-6 max-w-[16ch] font-display text-display font-semibold text-balance">{title}</h1>
      <p className="mt-8 max-w-2xl text-lead text-muted text-pretty">{description}</p>
      {children}
    </section>
  );
}
