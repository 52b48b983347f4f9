"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";
import { scrollTargetFor } from "@/components/navigation/scroll-policy";
import { routeAt } from "@/i18n/routes";

const STORAGE_KEY = "lumbre:scroll-positions";
/** How long a restore keeps trying while the page grows back to its former height. */
const RESTORE_WINDOW_MS = 10_000;

/**
 * Navigation state shared by the listeners and the component. The popstate listener is registered when
 * this module loads, in the capture phase, so it runs before the router commits the back/forward
 * navigation, whatever order hydration runs effects in.
 */
const navigation = {
  /** The page on screen: positions are saved under it, not under window.location, which changes first. */
  shownPage: "",
  traversing: false,
  positions: {} as Record<string, number>,
};

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(): void {
  if (!navigation.shownPage) return;
  navigation.positions[navigation.shownPage] = window.scrollY;
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(navigation.positions));
}

if (typeof window !== "undefined") {
  navigation.positions = readPositions();
  window.history.scrollRestoration = "manual";
  window.addEventListener(
    "popstate",
    () => {
      savePosition();
      navigation.traversing = true;
    },
    { capture: true },
  );
  // Leaving by a link or by a full page load: save now, the last scroll's frame may not have run yet.
  document.addEventListener("click", savePosition, { capture: true });
  window.addEventListener("pagehide", savePosition);
}

/**
 * Back/forward may commit before the page has its former height (a segment still loading, fonts): a
 * position beyond the current end is clamped. Try again each time the page grows, until the position is
 * reached, the visitor scrolls on their own, or the window closes.
 */
function restoreWhenReachable(y: number): void {
  const reached = () => Math.abs(window.scrollY - y) <= 1;
  window.scrollTo(0, y);
  if (reached()) return;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (reached()) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WINDOW_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { once: true, passive: true });
  observer.observe(document.body);
}

const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown"] as const;

/**
 * Scroll behaviour: manual scroll restoration, top of the page after a navigation (unless the
 * route's scrollToTop is false), the saved position on back and forward, and the #hash target.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          savePosition();
        });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      navigation.shownPage = pathname;
      // Back or forward to a page that the browser loaded anew (the router may leave the app for a
      // document request): its position was saved in this tab's session storage.
      const entry = performance.getEntriesByType("navigation")[0];
      const savedY = navigation.positions[pathname];
      if (
        entry instanceof PerformanceNavigationTiming &&
        entry.type === "back_forward" &&
        savedY !== undefined
      ) {
        restoreWhenReachable(savedY);
      }
      return;
    }
    navigation.shownPage = pathname;
    const current = routeAt(pathname);
    const target = scrollTargetFor({
      kind: navigation.traversing ? "pop" : "push",
      hash: window.location.hash,
      savedY: navigation.positions[pathname],
      scrollToTop: current?.route.scrollToTop !== false,
    });
    navigation.traversing = false;
    if (target.type === "restore") restoreWhenReachable(target.y);
    if (target.type === "top") window.scrollTo(0, 0);
    if (target.type === "hash") {
      const element = document.getElementById(target.id);
      if (element) element.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [pathname]);

  return null;
}
