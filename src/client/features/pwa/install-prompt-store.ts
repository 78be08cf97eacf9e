import { useEffect, useSyncExternalStore } from "react";

/** Chromium's install offer (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
};

let offer: BeforeInstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for the install card. Started at app start (register-sw.ts),
 * because the browser may fire `beforeinstallprompt` before the dashboard is on screen.
 */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    // keep the browser's own mini-infobar away; the card offers install instead
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener("appinstalled", () => forgetInstallOffer());
}

/** An offer can be prompted once; after that (or once installed) it is gone. */
export function forgetInstallOffer(): void {
  offer = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The browser's current install offer, or null when it offers none. */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
  useEffect(listenForInstallPrompt, []);
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
