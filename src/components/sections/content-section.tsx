import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { SectionHeading } from "./section-heading";

/** A titled section of a page, optionally with a "see all" link beside its heading. */
export function ContentSection({
  id,
  kicker,
  title,
  more,
  children,
}: {
  readonly id: string;
  readonly kicker: string;
  readonly title: string;
  readonly more?: { readonly href: string; readonly label: string };
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-line">
      <div className="container-page py-20 md:py-28">
        <div className="mb-12 flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id={id} kicker={kicker}>
            {title}
          </SectionHeading>
          {more ? (
            <AppLink href={more.href} className="font-semibold underline underline-offset-8">
              {more.label}
            </AppLink>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
