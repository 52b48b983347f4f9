import NextLink from "next/link";
import type { ComponentProps } from "react";

/** Internal link. Scrolling after navigation belongs to ScrollManager (spec §2), not to Next's default. */
export function AppLink(props: ComponentProps<typeof NextLink>) {
  return <NextLink scroll={false} {...props} />;
}
