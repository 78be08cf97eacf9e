import { type AttemptSheet, attemptSheetSchema } from "@shared/contract/attempts";
import { z } from "zod";
import { ApiError } from "@/lib/api-client";

/**
 * The last attempt sheet the server answered for each quiz, kept on the device (localStorage) so
 * a quiz opened online can be resumed after a reload with the network down. POST /start cannot be
 * cached by the service worker; the quiz itself (GET /api/quiz/{id}) is, NetworkFirst.
 * `receivedAt` keeps the server-clock offset, so the countdown stays right offline.
 */
export type StoredStart = { sheet: AttemptSheet; receivedAt: number };

const KEY_PREFIX = "abhyas:quiz-sheet:";

const storedStartSchema = z.object({ sheet: attemptSheetSchema, receivedAt: z.number() });

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
    const parsed = storedStartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
      const parsed = raw ? storedStartSchema.safeParse(JSON.parse(raw)) : null;
      if (parsed?.success && parsed.data.sheet.attemptId === attemptId) window.localStorage.removeItem(key);
    }
  } catch {
    // nothing to clear
  }
}

/** fetch() rejects (a TypeError) when the network cannot be reached; an answer is an ApiError. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && error instanceof TypeError;
}
