"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";
import { scrollTargetFor } from "@/features/navigation/scroll-policy";
import { resolvePath } from "@/i18n/routes";

const STORAGE_KEY = "lumbre:scroll-positions";

function entryKey(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Spec §2 scroll behaviour: manual scroll restoration, top of the page after a navigation (unless the
 * route's scrollToTop is false), the saved position on back and forward, and the #hash target.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const positions = useRef<Record<string, number>>({});
  const pendingPop = useRef<{ savedY: number | undefined } | null>(null);
  const navigating = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    positions.current = readPositions();
    let frame = 0;
    const save = () => {
      frame = 0;
      if (navigating.current) return;
      positions.current[entryKey()] = window.scrollY;
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save);
    };
    const onPopState = () => {
      // Read before the old page's layout shifts fire scroll events under the new URL.
      navigating.current = true;
      pendingPop.current = { savedY: positions.current[entryKey()] };
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) {
        positions.current[entryKey()] = window.scrollY;
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, { capture: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, { capture: true });
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per pathname change, on purpose
  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const pop = pendingPop.current;
    pendingPop.current = null;
    const resolution = resolvePath(pathname);
    const target = scrollTargetFor({
      kind: pop ? "pop" : "push",
      hash: window.location.hash,
      savedY: pop?.savedY,
      scrollToTop: resolution.type !== "page" || resolution.route.scrollToTop !== false,
    });
    if (target.type === "restore") window.scrollTo(0, target.y);
    if (target.type === "top") window.scrollTo(0, 0);
    if (target.type === "hash") {
      const element = document.getElementById(target.id);
      if (element) element.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    navigating.current = false;
  }, [pathname]);

  return null;
}
