import { INSTALL_DISMISS_DAYS } from "@/lib/constants";

/** localStorage key holding when the learner last said "Later" (or closed) the install card, in epoch ms. */
export const INSTALL_DISMISSED_AT_KEY = "abhyas.installPrompt.dismissedAt";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What to store for a dismissal at `now`. */
export function dismissalValue(now: number): string {
  return String(Math.floor(now));
}

/**
 * True while a dismissal made at `storedValue` still holds at `now`: it was made in the last
 * INSTALL_DISMISS_DAYS days. A missing or unreadable value, or one in the future (the device clock
 * was moved back), does not hold, so the card can be offered again.
 */
export function isInstallDismissed(
  storedValue: string | null | undefined,
  now: number,
  days: number = INSTALL_DISMISS_DAYS,
): boolean {
  if (!storedValue || !/^\d+$/.test(storedValue)) return false;
  const dismissedAt = Number(storedValue);
  const elapsed = now - dismissedAt;
  return elapsed >= 0 && elapsed < days * DAY_MS;
}

/** The card shows when the browser offers install and the last dismissal has run out. */
export function shouldShowInstallPrompt(options: {
  canInstall: boolean;
  storedValue: string | null | undefined;
  now: number;
}): boolean {
  return options.canInstall && !isInstallDismissed(options.storedValue, options.now);
}
