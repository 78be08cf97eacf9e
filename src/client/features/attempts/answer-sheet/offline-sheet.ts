import { isAttemptSheet } from "@shared/attempt-shapes";
import type { AttemptSheet } from "@shared/contract/attempts";
import { ApiError } from "@/lib/api-client";

/**
 * The last attempt sheet the server answered for each quiz, kept on the device (localStorage) so
 * a quiz opened online can be resumed after a reload with the network down. POST /start cannot be
 * cached by the service worker; the quiz itself (GET /api/quiz/{id}) is, NetworkFirst.
 * `receivedAt` keeps the server-clock offset, so the countdown stays right offline.
 */
export type StoredStart = { sheet: AttemptSheet; receivedAt: number };

const KEY_PREFIX = "abhyas:quiz-sheet:";

function asStoredStart(value: unknown): StoredStart | null {
  if (typeof value !== "object" || value === null) return null;
  const { sheet, receivedAt } = value as { sheet?: unknown; receivedAt?: unknown };
  return isAttemptSheet(sheet) && typeof receivedAt === "number" ? { sheet, receivedAt } : null;
}

/** One entry per quiz page: /quiz/{id}, and /quiz/{id}?attempt={n} for a retake. */
export const storedStartKey = (quizId: number, attemptParam: number | null) =>
  `${KEY_PREFIX}${quizId}${attemptParam ? `:${attemptParam}` : ""}`;

export function saveStoredStart(quizId: number, attemptParam: number | null, start: StoredStart): void {
  try {
    window.localStorage.setItem(storedStartKey(quizId, attemptParam), JSON.stringify(start));
  } catch {
    // storage full or blocked: offline resume is not possible, online use is unaffected
  }
}

export function loadStoredStart(quizId: number, attemptParam: number | null): StoredStart | null {
  try {
    const raw = window.localStorage.getItem(storedStartKey(quizId, attemptParam));
    if (!raw) return null;
    return asStoredStart(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Forgets the stored sheets of an attempt once it is submitted (it cannot be resumed any more). */
export function clearStoredStartsOf(attemptId: number): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      const raw = window.localStorage.getItem(key);
      const stored = raw ? asStoredStart(JSON.parse(raw)) : null;
      if (stored?.sheet.attemptId === attemptId) window.localStorage.removeItem(key);
    }
  } catch {
    // nothing to clear
  }
}

/** fetch() rejects (a TypeError) when the network cannot be reached; an answer is an ApiError. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && error instanceof TypeError;
}
