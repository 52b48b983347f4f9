"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * Internal link. Scrolling after navigation belongs to ScrollManager, not to Next's default. A page's
 * payload is fetched when the visitor shows the intent to follow its link (a pointer over it, keyboard
 * focus, a finger down), about 100 ms before the click, instead of for every link in view: with the
 * header, the footer and the cards, a page would otherwise fetch and parse dozens of payloads while a
 * phone is still loading it, the larger part of its blocking time (bench/results.md). `prefetch={false}`
 * keeps a link from fetching even then.
 */
export function AppLink({
  prefetch,
  href,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const router = useRouter();
  const target = typeof href === "string" && href.startsWith("/") ? href : undefined;
  const warm = () => {
    if (target && prefetch !== false) router.prefetch(target);
  };
  return (
    <NextLink
      scroll={false}
      prefetch={false}
      href={href}
      onPointerEnter={(event) => {
        warm();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
