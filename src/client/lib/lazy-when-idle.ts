import { type ComponentType, lazy } from "react";

/** Work held until the page says its main content is on screen (see holdIdleWork). */
let held: Set<() => void> | null = null;

/**
 * Holds every `whenIdle` callback until `releaseIdleWork` (or `maxHoldMs`): on the exam hall, the
 * phone is idle while it waits for the attempt, and the code fetched then (dialogs, the service
 * worker, the vitals beacon) would share the line and the main thread with the first question.
 */
export function holdIdleWork(maxHoldMs = 10_000): void {
  if (typeof window === "undefined" || held) return;
  held = new Set();
  setTimeout(releaseIdleWork, maxHoldMs);
}

/** The page's main content is on screen: held idle work may run once the browser is idle. */
export function releaseIdleWork(): void {
  const waiting = held;
  held = null;
  for (const run of waiting ?? []) run();
}

function onIdle(run: () => void): () => void {
  // Safari has no requestIdleCallback: a short wait after the first render serves the same purpose
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}

/** Runs `run` once the browser is idle (at most 3 s from now, or from the release of held work); answers a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  if (!held) return onIdle(run);
  let cancel: (() => void) | null = null;
  const start = () => {
    cancel = onIdle(run);
  };
  held.add(start);
  return () => {
    held?.delete(start);
    cancel?.();
  };
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
