import { useSyncExternalStore } from "react";

/**
 * Whether a new version of the app is waiting, and how to switch to it. features/pwa/register-sw.ts fills this
 * in; the app bar and the toast read it. Kept apart from register-sw.ts so that reading it does
 * not pull in the service worker registration.
 */
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function setUpdateAvailable(apply: () => Promise<void>): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

/** Activates the waiting service worker; the page reloads when it takes control. */
export function reloadToUpdate(): void {
  void applyUpdate?.();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => applyUpdate !== null,
    () => false,
  );
}
