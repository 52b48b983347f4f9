"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";
import { scrollTargetFor } from "@/features/navigation/scroll-policy";
import { routeAt } from "@/i18n/routes";

const STORAGE_KEY = "lumbre:scroll-positions";

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Frames to keep trying a restore while the page is still growing to its former height. */
const RESTORE_ATTEMPTS = 30;

/**
 * Back/forward may commit before the page has its full height (late chunks, fonts): a position beyond
 * the current end is clamped, so try again on the next frames until it is reachable.
 */
function restoreWhenReachable(y: number, attempt = 0): void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) <= 1 || attempt >= RESTORE_ATTEMPTS) return;
  window.requestAnimationFrame(() => restoreWhenReachable(y, attempt + 1));
}

/**
 * Spec §2 scroll behaviour: manual scroll restoration, top of the page after a navigation (unless the
 * route's scrollToTop is false), the saved position on back and forward, and the #hash target.
 *
 * Positions are saved under the page that is on screen (not window.location, which changes before the
 * new page renders), so a scroll during a navigation is never recorded against the wrong page.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const positions = useRef<Record<string, number>>({});
  const shownPage = useRef(pathname);
  const traversing = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    positions.current = readPositions();
    let frame = 0;
    const save = () => {
      frame = 0;
      positions.current[shownPage.current] = window.scrollY;
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save);
    };
    // Save at the moment the visitor leaves a page too: the last scroll's frame may not have run yet.
    const onLeave = () => {
      if (frame) window.cancelAnimationFrame(frame);
      save();
    };
    const onPopState = () => {
      onLeave();
      traversing.current = true;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onLeave, { capture: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onLeave, { capture: true });
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    shownPage.current = pathname;
    const current = routeAt(pathname);
    const target = scrollTargetFor({
      kind: traversing.current ? "pop" : "push",
      hash: window.location.hash,
      savedY: positions.current[pathname],
      scrollToTop: current?.route.scrollToTop !== false,
    });
    traversing.current = false;
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
