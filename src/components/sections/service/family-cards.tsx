import { AppLink } from "@/components/navigation/app-link";
import { Illustration } from "@/components/ui/illustration";

export interface FamilyCard {
  readonly title: string;
  readonly description: string;
  readonly href: string;
  readonly services: readonly string[];
  readonly art: string;
}

/** The five service families, each with its sub-services named. */
export function FamilyCards({
  families,
  label,
}: {
  readonly families: readonly FamilyCard[];
  readonly label: string;
}) {
  return (
    <ul data-testid="family-cards" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {families.map((family, index) => (
        <li key={family.href}>
          <AppLink
            href={family.href}
            className="group flex h-full flex-col gap-5 rounded-3xl bg-paper-deep p-8 transition-colors hover:bg-ink hover:text-paper"
          >
            <Illustration src={family.art} className="rounded-2xl" />
            <span
              aria-hidden="true"
              className="font-display text-sm font-semibold text-ember-deep group-hover:text-ember"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="font-display text-3xl font-semibold tracking-tight">
              {/* Spoken before the title; the visible text stays part of the link's name. */}
              <span className="sr-only">{`${label}: `}</span>
              {family.title}
            </span>
            <span className="text-muted group-hover:text-muted-on-ink">{family.description}</span>
            <span className="mt-auto flex flex-wrap gap-2 pt-4">
              {family.services.map((service) => (
                <span
                  key={service}
                  className="rounded-full border border-current/20 px-3 py-1 text-xs font-medium"
                >
                  {service}
                </span>
              ))}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
