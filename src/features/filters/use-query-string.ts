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
 * The page's query string as state. Pre-rendered pages know no query string: the server snapshot is
 * empty (everything listed), and the browser's own query applies right after hydration. Updates replace
 * the history entry, so filters survive a reload and a shared link without adding back-button stops.
 */
export function useQueryString(): readonly [URLSearchParams, (next: URLSearchParams) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
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
