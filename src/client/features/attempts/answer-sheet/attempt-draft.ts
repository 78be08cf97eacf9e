import { isAnswerValue } from "@shared/attempt-shapes";
import type { AnswerSheet } from "@shared/contract/attempts";
/**
 * The answer sheet of a running attempt, kept on the device (localStorage, keyed by attempt id) so a
 * reload or a dropped connection loses nothing. `dirty` means the device holds changes the server
 * has not confirmed yet: on resume those win over the server's copy and are sent again.
 */
export type AttemptDraft = {
  answers: AnswerSheet;
  marked: number[];
  visited: number[];
  dirty: boolean;
};

const KEY_PREFIX = "abhyas:attempt:";

export const draftKey = (attemptId: number) => `${KEY_PREFIX}${attemptId}`;

export function readDraft(attemptId: number): AttemptDraft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(attemptId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AttemptDraft>;
    if (typeof parsed !== "object" || parsed === null) return null;
    const answers: AnswerSheet = {};
    for (const [questionId, choice] of Object.entries(parsed.answers ?? {})) {
      if (isAnswerValue(choice)) answers[questionId] = choice;
    }
    return {
      answers,
      marked: (parsed.marked ?? []).filter(Number.isInteger),
      visited: (parsed.visited ?? []).filter(Number.isInteger),
      dirty: parsed.dirty === true,
    };
  } catch {
    return null;
  }
}

export function writeDraft(attemptId: number, draft: AttemptDraft): void {
  try {
    window.localStorage.setItem(draftKey(attemptId), JSON.stringify(draft));
  } catch {
    // storage full or blocked: the server copy still holds what was saved
  }
}

const POSITION_PREFIX = "abhyas:attempt-position:";

export const positionKey = (attemptId: number) => `${POSITION_PREFIX}${attemptId}`;

/** The question the learner was on in that attempt (its id), so a reload resumes there. */
export function readPosition(attemptId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(positionKey(attemptId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writePosition(attemptId: number, questionId: number): void {
  try {
    window.localStorage.setItem(positionKey(attemptId), String(questionId));
  } catch {
    // storage full or blocked: a reload starts at the first question
  }
}

/** Time (ms, while the page was visible) and visits per question, as the device counts them. */
export type DeviceQuestionTimes = Record<string, { ms: number; visits: number }>;

const TIMES_PREFIX = "abhyas:attempt-times:";

export const timesKey = (attemptId: number) => `${TIMES_PREFIX}${attemptId}`;

/** Time and visits per question the device counted in that attempt (use-question-times.ts). */
export function readQuestionTimes(attemptId: number): DeviceQuestionTimes | null {
  try {
    const raw = window.localStorage.getItem(timesKey(attemptId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const times: DeviceQuestionTimes = {};
    for (const [id, value] of Object.entries(parsed)) {
      const { ms, visits } = (value ?? {}) as { ms?: unknown; visits?: unknown };
      if (/^\d{1,10}$/.test(id) && typeof ms === "number" && ms >= 0 && Number.isInteger(visits)) {
        times[id] = { ms, visits: visits as number };
      }
    }
    return times;
  } catch {
    return null;
  }
}

export function writeQuestionTimes(attemptId: number, times: DeviceQuestionTimes): void {
  try {
    window.localStorage.setItem(timesKey(attemptId), JSON.stringify(times));
  } catch {
    // storage full or blocked: the times last sent to the server still stand
  }
}

const PENCILS_PREFIX = "abhyas:attempt-pencils:";

export const pencilsKey = (attemptId: number) => `${PENCILS_PREFIX}${attemptId}`;

/**
 * The OMR sheet's pencil marks (question id to option) the device holds for that attempt: never
 * sent to the server, since a pencil mark is not an answer, but kept through a reload.
 */
export function readPencils(attemptId: number): Record<string, number> {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(pencilsKey(attemptId)) ?? "{}") as unknown;
    if (typeof parsed !== "object" || parsed === null) return {};
    const pencils: Record<string, number> = {};
    for (const [id, option] of Object.entries(parsed)) {
      if (/^\d{1,10}$/.test(id) && Number.isInteger(option) && (option as number) >= 0) {
        pencils[id] = option as number;
      }
    }
    return pencils;
  } catch {
    return {};
  }
}

export function writePencils(attemptId: number, pencils: Readonly<Record<string, number>>): void {
  try {
    if (Object.keys(pencils).length === 0) window.localStorage.removeItem(pencilsKey(attemptId));
    else window.localStorage.setItem(pencilsKey(attemptId), JSON.stringify(pencils));
  } catch {
    // storage full or blocked: the pencil marks last only as long as the page
  }
}

export function clearDraft(attemptId: number): void {
  try {
    window.localStorage.removeItem(draftKey(attemptId));
    window.localStorage.removeItem(positionKey(attemptId));
    window.localStorage.removeItem(timesKey(attemptId));
    window.localStorage.removeItem(pencilsKey(attemptId));
  } catch {
    // nothing to clear
  }
}

/** What to resume with: unconfirmed device changes win, otherwise the server's saved sheet. */
export function resumeSheet(
  server: { answers: AnswerSheet; marked: number[] },
  draft: AttemptDraft | null,
): { answers: AnswerSheet; marked: number[]; visited: number[]; needsSync: boolean } {
  if (draft?.dirty) {
    return { answers: draft.answers, marked: draft.marked, visited: draft.visited, needsSync: true };
  }
  return {
    answers: server.answers,
    marked: server.marked,
    visited: draft?.visited ?? [],
    needsSync: false,
  };
}
