import { formatSeconds } from "@/lib/format";

/** Where an answered question sits in the mock-analysis grid: quick or slow, right or not. */
export type Pace = "quick-right" | "slow-right" | "quick-wrong" | "slow-wrong";

type Timed = { id: number; outcome: "correct" | "partial" | "wrong" | "skipped"; timeSpent?: number | null };

/**
 * The "fast/slow x right/wrong" grid aspirants are told to read a mock by: an answered question is
 * slow when it took longer than the median time of the answered questions, right when it earned
 * full marks. Null when no answered question has a recorded time.
 */
export function paceOf(items: readonly Timed[]): { median: number; byQuestion: Map<number, Pace> } | null {
  const answered = items.filter(
    (item): item is Timed & { timeSpent: number } =>
      item.outcome !== "skipped" && typeof item.timeSpent === "number",
  );
  if (answered.length === 0) return null;
  const sorted = answered.map((item) => item.timeSpent).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  const byQuestion = new Map<number, Pace>();
  for (const item of answered) {
    const speed = item.timeSpent > median ? "slow" : "quick";
    byQuestion.set(item.id, `${speed}-${item.outcome === "correct" ? "right" : "wrong"}`);
  }
  return { median, byQuestion };
}

/** "1 min 12 s, 2 visits"; null when the interface recorded nothing for the question. */
export function questionTimeText(item: { timeSpent?: number | null; visits?: number | null }): string | null {
  if (item.timeSpent === null || item.timeSpent === undefined) return null;
  const visits = item.visits ?? 0;
  return visits > 0
    ? `${formatSeconds(item.timeSpent)}, ${visits} ${visits === 1 ? "visit" : "visits"}`
    : formatSeconds(item.timeSpent);
}
