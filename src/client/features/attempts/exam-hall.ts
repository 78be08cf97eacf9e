/** Pure rules of the exam-hall interface: palette statuses and sectional time windows. */

export type PaletteStatus = "not_visited" | "not_answered" | "answered" | "marked" | "answered_marked";

export const PALETTE_LABELS: Record<PaletteStatus, string> = {
  not_visited: "Not visited",
  not_answered: "Not answered",
  answered: "Answered",
  marked: "Marked for review",
  answered_marked: "Answered and marked for review",
};

export function paletteStatus(
  questionId: number,
  state: {
    visited: ReadonlySet<number>;
    answers: Readonly<Record<string, number>>;
    marked: ReadonlySet<number>;
  },
): PaletteStatus {
  const isAnswered = state.answers[String(questionId)] !== undefined;
  const isMarked = state.marked.has(questionId);
  if (isAnswered && isMarked) return "answered_marked";
  if (isMarked) return "marked";
  if (isAnswered) return "answered";
  if (state.visited.has(questionId)) return "not_answered";
  return "not_visited";
}

export type PaletteCounts = Record<PaletteStatus, number>;

export function paletteCounts(
  questionIds: readonly number[],
  state: Parameters<typeof paletteStatus>[1],
): PaletteCounts {
  const counts: PaletteCounts = {
    not_visited: 0,
    not_answered: 0,
    answered: 0,
    marked: 0,
    answered_marked: 0,
  };
  for (const id of questionIds) counts[paletteStatus(id, state)] += 1;
  return counts;
}

export type SectionWindow = { name: string; opensAt: number; closesAt: number };
export type SectionPhase = "upcoming" | "open" | "closed";

/**
 * Sectional timing as in IBPS PO prelims: when every section has a time limit, the sections run one
 * after another from the attempt's start, each closing when its own time ends (and none after the
 * attempt's deadline). Answers null when the quiz has no sectional timing.
 */
export function sectionWindows(
  sections: readonly { name: string; timeLimitMinutes?: number | null }[],
  startedAtMs: number,
  deadlineMs: number,
): SectionWindow[] | null {
  if (sections.length < 2 || sections.some((s) => !s.timeLimitMinutes)) return null;
  let opensAt = startedAtMs;
  return sections.map((section) => {
    const closesAt = Math.min(deadlineMs, opensAt + (section.timeLimitMinutes ?? 0) * 60_000);
    const window = { name: section.name, opensAt: Math.min(opensAt, deadlineMs), closesAt };
    opensAt = closesAt;
    return window;
  });
}

export function sectionPhase(window: SectionWindow, nowMs: number): SectionPhase {
  if (nowMs < window.opensAt) return "upcoming";
  if (nowMs >= window.closesAt) return "closed";
  return "open";
}

/** The section open now, or null when all are closed. */
export function openSectionIndex(windows: readonly SectionWindow[], nowMs: number): number | null {
  const index = windows.findIndex((w) => sectionPhase(w, nowMs) === "open");
  return index === -1 ? null : index;
}
