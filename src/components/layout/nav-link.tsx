"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";

interface NavLinkProps {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly onNavigate?: () => void;
}

/** A navigation link that marks the current page and section. */
export function NavLink({ href, className, children, onNavigate }: NavLinkProps) {
  const pathname = usePathname();
  const current = pathname === href ? "page" : pathname.startsWith(href) ? "true" : undefined;
  return (
    <AppLink href={href} className={className} aria-current={current} onClick={onNavigate}>
      {children}
    </AppLink>
  );
}
