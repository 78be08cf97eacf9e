import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@/lib/constants";

export type ToastVariant = "default" | "destructive" | "success";
export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  /** ms on screen; a short confirmation (e.g. "Bookmarked!") passes less than the default */
  duration?: number;
};
export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = () => void;

let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

/** A dismissed toast stays mounted (for its exit animation) and is removed after the spec's delay. */
function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  emit();
}

/** Shows a toast; at most TOAST_LIMIT are kept, newest first. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const currentToasts = () => toasts;

/**
 * The toasts to show. useSyncExternalStore reads the store again once it is subscribed, so a toast
 * raised between the Toaster's first render and its subscription (the Toaster loads lazily,
 * beside the first page) is not missed.
 */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, currentToasts, currentToasts);
}

let markOnScreen: () => void = () => undefined;
const onScreen = new Promise<void>((resolve) => {
  markOnScreen = resolve;
});

/** Called by the Toaster once it is mounted: from then on a toast shows the moment it is raised. */
export const toasterMounted = () => markOnScreen();

/**
 * Resolves once the Toaster is on screen, or after `atMostMs` (its code loads after the page's, and a
 * slow phone must not be kept waiting for ever).
 */
export const toasterOnScreen = (atMostMs: number) =>
  Promise.race([onScreen, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]);

export type ToastPlacement = "bottom-right" | "top";
let placement: ToastPlacement = "bottom-right";
const currentPlacement = () => placement;

/** While the calling page is shown, toasts appear at `where` (back to bottom right after it). */
export function useToastPlacement(where: ToastPlacement) {
  useEffect(() => {
    placement = where;
    emit();
    return () => {
      placement = "bottom-right";
      emit();
    };
  }, [where]);
}

export function useCurrentToastPlacement(): ToastPlacement {
  return useSyncExternalStore(subscribe, currentPlacement, currentPlacement);
}
