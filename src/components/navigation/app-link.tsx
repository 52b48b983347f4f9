"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { useIdle } from "@/components/navigation/idle";

/**
 * Internal link. Scrolling after navigation belongs to ScrollManager, not to Next's default, and
 * prefetching waits until the browser is idle (2 s at the latest) so it never competes with the
 * page's own loading.
 */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const idle = useIdle();
  return <NextLink scroll={false} prefetch={idle ? prefetch : false} {...props} />;
}
