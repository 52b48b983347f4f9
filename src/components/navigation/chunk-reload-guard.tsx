"use client";

import { useEffect } from "react";
import { reloadOnChunkError } from "@/components/navigation/chunk-reload";

/**
 * A failed chunk load ('Loading chunk ... failed') reloads the page once, so a visitor on a stale build
 * gets the new one instead of a broken page.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      reloadOnChunkError(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadOnChunkError(event.reason);
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
