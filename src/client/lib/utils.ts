import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx): it does not merge conflicting Tailwind classes. tailwind-merge did, but it was
 * 8.5 KB gzip of the exam hall's 120 KB first-load JavaScript budget. Conflicts are prevented instead:
 * components offer variants and props rather than being overridden through className, and
 * lib/class-conflicts.test.ts fails when a class list could hold two classes of the same group.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** "First Last", or the first name alone, else the fallback. */
export function displayName(
  user: { firstName: string | null; lastName: string | null } | null | undefined,
  fallback: string,
): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return fallback;
}

/** m:ss */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
