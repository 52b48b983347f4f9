import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { Illustration } from "@/components/ui/illustration";

interface PageHeroProps {
  readonly kicker: string;
  readonly title: string;
  readonly description?: string;
  /** An illustration beside the title on wide screens, below it on phones. */
  readonly art?: string;
  /** In place of the illustration: an image of the content (a landing page's hero). */
  readonly media?: ReactNode;
  /** 1 (the default): the page's one h1; 2 when the hero opens a later section of the page. */
  readonly headingLevel?: 1 | 2;
  readonly back?: { readonly href: string; readonly label: string };
  readonly titleTestId?: string;
  readonly children?: ReactNode;
}

/** The opening of every page: back link, kicker, the page's one h1, lead paragraph, illustration. */
export function PageHero({
  kicker,
  title,
  description,
  art,
  media,
  headingLevel = 1,
  back,
  titleTestId,
  children,
}: PageHeroProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const aside = media ?? (art ? <Illustration src={art} priority /> : null);
  return (
    <section className="container-page pt-12 pb-16 md:pt-20 md:pb-24">
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
        {kicker}
      </p>
      <div className="grid gap-12 lg:grid-cols-12 lg:items-end">
        <div className={aside ? "min-w-0 lg:col-span-7" : "min-w-0 lg:col-span-10"}>
          <Heading
            data-testid={titleTestId}
            className="mt-6 font-display text-display font-semibold text-balance wrap-break-word"
          >
            {title}
          </Heading>
          {description ? (
            <p className="mt-8 max-w-2xl text-lead text-muted text-pretty">{description}</p>
          ) : null}
        </div>
        {aside ? <div className="min-w-0 lg:col-span-5">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}
