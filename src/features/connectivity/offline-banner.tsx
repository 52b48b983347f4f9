import { useEffect, useLayoutEffect, useRef } from "react";
import { registerOfflineWorker } from "./register-worker";
import { useOnline } from "./use-online";

/**
 * A polite status while the connection is gone. The live region is always in the page, so screen
 * readers announce the message when it appears. Visually it is a bar along the bottom edge that takes its
 * own place at the end of the page (sticky, in the flow): it never lies over the header's links, and
 * scrolled to the end, nothing of the page is under it; while it shows, the page's scroll padding keeps
 * what gets focus or a #link clear of it. The island also registers the offline worker.
 */
export function OfflineBanner({ message }: { readonly message: string }) {
  const online = useOnline();
  const bar = useRef<HTMLParagraphElement>(null);
  useEffect(registerOfflineWorker, []);
  useLayoutEffect(() => {
    const height = bar.current?.offsetHeight;
    if (online || !height) return;
    const root = document.documentElement.style;
    root.setProperty("scroll-padding-bottom", `${height}px`);
    return () => {
      root.removeProperty("scroll-padding-bottom");
    };
  }, [online]);
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner" className="sticky bottom-0 z-40">
      {online ? null : (
        <p
          ref={bar}
          className="flex items-start gap-3 border-t border-paper/10 bg-ink px-5 py-3 text-sm font-medium text-paper sm:items-center sm:justify-center sm:text-center transition-[opacity,translate] duration-300 ease-out starting:translate-y-full starting:opacity-0 motion-reduce:transition-none"
        >
          <span
            aria-hidden="true"
            className="mt-1.5 inline-block size-2 shrink-0 rounded-full bg-ember sm:mt-0"
          />
          {message}
        </p>
      )}
    </div>
  );
}
