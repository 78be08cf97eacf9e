import { formatSeconds } from "@/lib/format";

/** "1 min 12 s, 2 visits"; null when the interface recorded nothing for the question. */
export function questionTimeText(item: { timeSpent?: number | null; visits?: number | null }): string | null {
  if (item.timeSpent === null || item.timeSpent === undefined) return null;
  const visits = item.visits ?? 0;
  return visits > 0
    ? `${formatSeconds(item.timeSpent)}, ${visits} ${visits === 1 ? "visit" : "visits"}`
    : formatSeconds(item.timeSpent);
}
