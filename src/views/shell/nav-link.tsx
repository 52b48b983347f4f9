"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { sectionOf } from "@/i18n/route-sections";
import { routeAt } from "@/i18n/routes";

interface NavLinkProps {
  /** Route name of the section this link opens. */
  readonly name: string;
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly onNavigate?: () => void;
}

/** A navigation link that marks the current page ("page") and the current section ("true"). */
export function NavLink({ name, href, className, children, onNavigate }: NavLinkProps) {
  const current = routeAt(usePathname());
  const state =
    current?.route.name === name ? "page" : current && sectionOf(current.route) === name ? "true" : undefined;
  return (
    <AppLink href={href} className={className} aria-current={state} onClick={onNavigate}>
      {children}
    </AppLink>
  );
}
