import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { sectionOf } from "@/i18n/route-sections";
import { type RouteName, routeAt } from "@/i18n/routes";

/** "page" on the link to the current route, "true" on its section's link, nothing elsewhere. */
export function currentMark(name: RouteName, currentPath: string): "page" | "true" | undefined {
  const current = routeAt(currentPath);
  if (!current) return undefined;
  if (current.route.name === name) return "page";
  return sectionOf(current.route) === name ? "true" : undefined;
}

interface NavLinkProps {
  /** Route name of the section this link opens. */
  readonly name: RouteName;
  readonly href: string;
  /** The public path of the page being rendered. */
  readonly currentPath: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A navigation link that marks the current page ("page") and the current section ("true"). */
export function NavLink({ name, href, currentPath, className, children }: NavLinkProps) {
  return (
    <AppLink href={href} className={className} aria-current={currentMark(name, currentPath)}>
      {children}
    </AppLink>
  );
}
