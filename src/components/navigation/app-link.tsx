import type { ComponentProps } from "react";

type AppLinkProps = Omit<ComponentProps<"a">, "href"> & {
  readonly href: string;
  /** `false` keeps the browser from prefetching the page on intent (see speculation-rules.ts). */
  readonly prefetch?: boolean;
};

/**
 * Internal link: a plain link, so a page navigation is the browser's own (scroll restoration, hash
 * scrolling, the back button). The page is prefetched when a visitor shows the intent to follow it, by
 * the document's speculation rules, not by a script.
 */
export function AppLink({ prefetch, ...props }: AppLinkProps) {
  return <a {...props} {...(prefetch === false ? { "data-no-prefetch": "" } : {})} />;
}
