import type { AnswerSheet, AnswerValue, AttemptSheet } from "./contract/attempts";

/**
 * Checks, without zod, of what the exam hall keeps on the device (localStorage): the same shapes
 * as answerValueSchema and attemptSheetSchema in contract/attempts.ts, so the hall's first load
 * carries no schema library (attempt-shapes.test.ts holds the two to the same answers).
 */

/** the most options a question has (IBPS PO: A-E); the contract re-exports it */
export const MAX_OPTIONS = 5;
const isInteger = (v: unknown): v is number => Number.isInteger(v);
const isIntegerList = (v: unknown): v is number[] => Array.isArray(v) && v.every(isInteger);
const isText = (v: unknown): v is string => typeof v === "string";

export function isAnswerValue(v: unknown): v is AnswerValue {
  if (typeof v === "number") return Number.isFinite(v) && v >= -1e9 && v <= 1e9;
  return (
    Array.isArray(v) &&
    v.length >= 1 &&
    v.length <= MAX_OPTIONS &&
    v.every((i) => isInteger(i) && i >= 0 && i < MAX_OPTIONS)
  );
}

export function isAnswerSheet(v: unknown): v is AnswerSheet {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  return Object.entries(v).every(
    ([questionId, answer]) => /^\d{1,10}$/.test(questionId) && isAnswerValue(answer),
  );
}

function isQuestionTimes(v: unknown): boolean {
  if (v === undefined) return true;
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  return Object.entries(v).every(([questionId, times]) => {
    if (!/^\d{1,10}$/.test(questionId) || typeof times !== "object" || times === null) return false;
    const { seconds, visits } = times as { seconds?: unknown; visits?: unknown };
    return (
      isInteger(seconds) &&
      seconds >= 0 &&
      seconds <= 10 * 24 * 3600 &&
      isInteger(visits) &&
      visits >= 0 &&
      visits <= 100_000
    );
  });
}

export function isAttemptSheet(v: unknown): v is AttemptSheet {
  if (typeof v !== "object" || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    isInteger(s.attemptId) &&
    isInteger(s.quizId) &&
    isText(s.startedAt) &&
    isText(s.deadline) &&
    isText(s.serverNow) &&
    isAnswerSheet(s.answers) &&
    isIntegerList(s.markedForReview) &&
    isQuestionTimes(s.questionTimes) &&
    (s.compensatory === undefined || typeof s.compensatory === "boolean") &&
    isIntegerList(s.questionIds) &&
    (s.retakeOfAttemptId === null || isInteger(s.retakeOfAttemptId))
  );
}
