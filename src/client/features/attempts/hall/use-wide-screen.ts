import { useSyncExternalStore } from "react";

const WIDE = "(min-width: 1024px)";

// one query, kept: React reads the snapshot on every render of the hall, and each matchMedia call
// parses the query anew (a tap's render on a slow phone showed it)
let query: MediaQueryList | null = null;
const wideQuery = () => {
  query ??= window.matchMedia(WIDE);
  return query;
};

const subscribe = (onChange: () => void) => {
  const wide = wideQuery();
  wide.addEventListener("change", onChange);
  return () => wide.removeEventListener("change", onChange);
};
const isWide = () => wideQuery().matches;

/** Whether the screen is wide enough (Tailwind's lg) for two columns side by side. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
