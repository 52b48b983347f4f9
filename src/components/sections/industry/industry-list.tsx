import { AppLink } from "@/components/navigation/app-link";

export interface IndustryLink {
  readonly title: string;
  readonly href: string;
  readonly text?: string;
}

/** The seven industries as a typographic list of links (home page and industries index). */
export function IndustryList({
  industries,
  label,
}: {
  readonly industries: readonly IndustryLink[];
  readonly label: string;
}) {
  return (
    <ul data-testid="industry-list" className="border-t border-line">
      {industries.map((industry, index) => (
        <li key={industry.href} className="border-b border-line">
          <AppLink
            href={industry.href}
            className="group grid items-baseline gap-2 py-6 transition-colors hover:text-ember md:grid-cols-12 md:gap-6"
          >
            <span aria-hidden="true" className="font-display text-sm font-semibold text-muted md:col-span-1">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="font-display text-3xl font-semibold tracking-tight md:col-span-5 md:text-4xl">
              {/* Spoken before the title; the visible text stays part of the link's name. */}
              <span className="sr-only">{`${label}: `}</span>
              {industry.title}
            </span>
            {industry.text ? <span className="text-muted md:col-span-5">{industry.text}</span> : null}
            <span
              aria-hidden="true"
              className="hidden text-2xl transition-transform group-hover:translate-x-1 md:col-span-1 md:col-start-12 md:block md:justify-self-end"
            >
              →
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
