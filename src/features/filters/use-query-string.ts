import { useCallback, useMemo, useSyncExternalStore } from "react";

const CHANGE = "lumbre:query-change";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/**
 * The page's query string as state. The server renders with the query it was asked for (`initial`, the
 * part of it the island understood; empty, everything, when the page does not pass it), so a shared link's first paint is already filtered and hydration
 * changes nothing; in the browser the location is the truth. Updates replace the history entry, so
 * filters survive a reload and a shared link without adding back-button stops.
 */
export function useQueryString(initial = ""): readonly [URLSearchParams, (next: URLSearchParams) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => initial,
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const replace = useCallback((next: URLSearchParams) => {
    const query = next.toString();
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${query ? `?${query}` : ""}${hash}`);
    window.dispatchEvent(new Event(CHANGE));
  }, []);
  return [params, replace] as const;
}
