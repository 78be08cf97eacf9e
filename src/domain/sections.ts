/**
 * The clock of an attempt: the sections of a paper, their time windows, and which answers a save
 * or a submit may still set. The exam hall draws its timers with these functions and the server
 * enforces the same windows with them, so what the hall shows is what the server scores.
 *
 * Rules:
 *  - Sectional timing (IBPS PO prelims): when a paper has two or more sections and every one has
 *    a time limit, the sections run one after another from the attempt's start, each closing when
 *    its own time ends and none after the attempt's deadline. Otherwise every question is open for
 *    the whole attempt. A retake of wrong answers has no sectional timing.
 *  - A section is open from its opening instant up to, not including, its closing instant.
 *  - Nothing changes after the deadline. An answer save is accepted only at or before the deadline,
 *    so every stored answer was saved in time. A submit's own answers count only when the submit
 *    arrives at or before the deadline; a later submit (the grace after the deadline is for a
 *    request already in flight, not for more answering) is scored on the answers saved by the
 *    deadline.
 *  - Compensatory time (20 minutes per hour, for a candidate eligible for it): the attempt and
 *    every section run 4/3 as long (`timeFactor`); the server sets the longer deadline at start.
 *  - Within the deadline, an answer to a question of a closed section keeps the value saved while
 *    the section was open (a change is never scored), and an answer to a question of a section not
 *    yet open is refused.
 */

import type { AnswerValue } from "./marking";

export type ListedSection = { name: string; timeLimitMinutes?: number | null };
export type PaperSection = { name: string; timeLimitMinutes?: number; questionIds: number[] };
export type SectionWindow = { name: string; opensAt: number; closesAt: number };
export type SectionPhase = "upcoming" | "open" | "closed";

/** The section a question-paper shows questions filed under no listed section in. */
export const OTHER_SECTION = "Other";

/**
 * A paper's sections in order with their questions: the quiz's listed sections, plus "Other"
 * (untimed) for questions filed under no listed section, so every question stays reachable.
 * Null when the quiz lists no sections.
 */
export function paperSections(
  listed: readonly ListedSection[] | null | undefined,
  questions: readonly { id: number; section: string | null }[],
): PaperSection[] | null {
  if (!listed || listed.length === 0) return null;
  const names = listed.map((s) => s.name);
  const sections: PaperSection[] = listed.map((s) => ({
    name: s.name,
    ...(s.timeLimitMinutes ? { timeLimitMinutes: s.timeLimitMinutes } : {}),
    questionIds: questions.filter((q) => q.section === s.name).map((q) => q.id),
  }));
  const orphans = questions.filter((q) => !q.section || !names.includes(q.section));
  if (orphans.length > 0) sections.push({ name: OTHER_SECTION, questionIds: orphans.map((q) => q.id) });
  return sections;
}

/** Compensatory time: 20 minutes more per hour. */
export const COMPENSATORY_TIME_FACTOR = 4 / 3;

/**
 * How much longer than the paper's times an attempt runs: 4/3 with compensatory time, 1 + m/60 with
 * an institute's extra time of m minutes per hour (a scribe's 20), the larger of the two; else 1.
 */
export const timeFactor = (compensatory: boolean | undefined, extraMinutesPerHour = 0) =>
  Math.max(compensatory ? COMPENSATORY_TIME_FACTOR : 1, 1 + extraMinutesPerHour / 60);

/**
 * Each section's window (ms since the epoch), or null when the paper has no sectional timing.
 * `factor` stretches every section's time limit (compensatory time: timeFactor).
 */
export function sectionWindows(
  sections: readonly ListedSection[],
  startedAtMs: number,
  deadlineMs: number,
  factor = 1,
): SectionWindow[] | null {
  if (sections.length < 2 || sections.some((s) => !s.timeLimitMinutes)) return null;
  let opensAt = startedAtMs;
  return sections.map((section) => {
    const lengthMs = Math.round((section.timeLimitMinutes ?? 0) * 60_000 * factor);
    const closesAt = Math.min(deadlineMs, opensAt + lengthMs);
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

/** An attempt's clock: when it started and its deadline (ms), and its paper's sections. */
export type AttemptClock = {
  startedAtMs: number;
  deadlineMs: number;
  /** the paper's sections (paperSections), or null; ignored for a retake of wrong answers */
  sections: readonly PaperSection[] | null;
  isRetake: boolean;
  /** how much longer each section runs (timeFactor); 1 when absent */
  timeFactor?: number;
};

/** Whether anything may still be answered: at or before the deadline. */
export function acceptsAnswers(clock: Pick<AttemptClock, "deadlineMs">, nowMs: number): boolean {
  return nowMs <= clock.deadlineMs;
}

/** Whether a question may be answered at nowMs: "open", or its section's "upcoming"/"closed". */
export function questionPhase(clock: AttemptClock, questionId: number, nowMs: number): SectionPhase {
  if (!acceptsAnswers(clock, nowMs)) return "closed";
  if (clock.isRetake || !clock.sections) return "open";
  const windows = sectionWindows(clock.sections, clock.startedAtMs, clock.deadlineMs, clock.timeFactor);
  if (!windows) return "open";
  const index = clock.sections.findIndex((s) => s.questionIds.includes(questionId));
  const window = index === -1 ? undefined : windows[index];
  return window ? sectionPhase(window, nowMs) : "open";
}

export type SheetChange = {
  /** the sheet to store and score */
  sheet: Record<string, AnswerValue>;
  /** questions answered before their section opened (a save is refused for these) */
  upcoming: number[];
  /** questions whose answer changed after their section closed (the saved answer stands) */
  closed: number[];
};

/**
 * Applies an incoming answer sheet (a save's, or a submit's) to the saved one at nowMs, question by
 * question: an open question takes the incoming answer (or none, when the incoming sheet leaves
 * it out); a closed one keeps its saved answer; an upcoming one stays unanswered.
 */
export function applyAnswerSheet(input: {
  clock: AttemptClock;
  questionIds: readonly number[];
  saved: Readonly<Record<string, AnswerValue>>;
  incoming: Readonly<Record<string, AnswerValue>>;
  nowMs: number;
}): SheetChange {
  const { clock, saved, incoming, nowMs } = input;
  const sheet: Record<string, AnswerValue> = {};
  const upcoming: number[] = [];
  const closed: number[] = [];
  for (const id of input.questionIds) {
    const key = String(id);
    const before = saved[key];
    const after = incoming[key];
    const phase = questionPhase(clock, id, nowMs);
    if (phase === "open") {
      if (after !== undefined) sheet[key] = after;
    } else if (phase === "closed") {
      if (before !== undefined) sheet[key] = before;
      if (after !== before) closed.push(id);
    } else if (after !== undefined) {
      upcoming.push(id);
    }
  }
  return { sheet, upcoming, closed };
}

/**
 * The attempt's time spent in seconds, as the server measures it: from its start to its
 * submission, capped at the deadline (a client's own count is never used for the total).
 */
export function serverTimeSpent(
  clock: Pick<AttemptClock, "startedAtMs" | "deadlineMs">,
  submittedAtMs: number,
) {
  const stop = Math.min(submittedAtMs, clock.deadlineMs);
  return Math.max(0, Math.floor((stop - clock.startedAtMs) / 1000));
}
