import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";

/**
 * A call-to-action for the 20-minute consultation: a real link to the contact page (without JavaScript,
 * or opened in a new tab, it is the contact page). A plain click opens the popup instead: the layout's
 * popup island is hydrated on the first intent towards any trigger, and a click that comes before it is
 * held and replayed (client:intent), so with JavaScript every plain activation opens the dialog, which
 * is what aria-haspopup announces.
 */
export function ConsultationTrigger({
  href,
  className,
  children,
  "aria-label": ariaLabel,
}: {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly "aria-label"?: string;
}) {
  return (
    <AppLink
      href={href}
      className={className}
      aria-label={ariaLabel}
      aria-haspopup="dialog"
      data-consultation-trigger=""
    >
      {children}
    </AppLink>
  );
}
