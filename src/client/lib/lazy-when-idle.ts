import { type ComponentType, lazy } from "react";

/** Runs `run` once the browser is idle (at most 3 s from now); answers a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  // Safari has no requestIdleCallback: a short wait after the first render serves the same purpose
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

/**
 * A component kept out of a page's first load (a dialog, a panel behind a button) whose code is
 * fetched once the browser is idle after the first render, so the first tap that opens it rarely
 * waits; rendered before that, it loads at once. A failed load (offline) is tried again next time.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  whenIdle(() => void loadOnce().catch(() => undefined));
  return lazy(loadOnce);
}
