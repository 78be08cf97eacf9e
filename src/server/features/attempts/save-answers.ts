import { and, eq, isNull } from "drizzle-orm";
import {
  ATTEMPT_ALREADY_SUBMITTED,
  ATTEMPT_TIME_OVER,
  type SaveAnswersBody,
  type SaveAnswersResponse,
} from "../../../shared/contract/attempts";
import type { DbOrTx } from "../../db/client";
import { attempts } from "../../db/schema";
import { badRequest, conflict } from "../../http/errors";
import { findOwnAttempt, isWithinTime, normalizeSheet } from "./find-attempt";

/**
 * Replaces the saved answer sheet of a running attempt (PUT /api/attempts/{id}/answers), so a
 * reload or a dropped connection loses nothing. Refused once submitted, and after the deadline
 * plus grace (what was saved by then is what a late submit is scored on).
 */
export async function saveAnswers(
  db: DbOrTx,
  options: { attemptId: number; userId: number; now: Date } & SaveAnswersBody,
): Promise<SaveAnswersResponse> {
  const { now } = options;
  const attempt = await findOwnAttempt(db, options);
  if (attempt.submittedAt) throw conflict(ATTEMPT_ALREADY_SUBMITTED);
  if (!isWithinTime(attempt, now)) throw conflict(ATTEMPT_TIME_OVER);

  const covered = new Set(attempt.questionIds);
  for (const key of Object.keys(options.answers)) {
    if (!covered.has(Number(key))) {
      throw badRequest(`answers.${key}: is not a question of this attempt`, `answers.${key}`);
    }
  }
  const marked = options.markedForReview;
  if (marked) {
    const stranger = marked.find((id) => !covered.has(id));
    if (stranger !== undefined) {
      throw badRequest(`markedForReview: ${stranger} is not a question of this attempt`, "markedForReview");
    }
  }

  // conditional on still being open and in time: a submit that won the race is not overwritten
  const updated = await db
    .update(attempts)
    .set({
      answers: normalizeSheet(options.answers),
      ...(marked ? { markedForReview: [...new Set(marked)] } : {}),
      answersSavedAt: now,
    })
    .where(and(eq(attempts.id, attempt.id), isNull(attempts.submittedAt)))
    .returning({ id: attempts.id });
  if (updated.length === 0) throw conflict(ATTEMPT_ALREADY_SUBMITTED);
  return { ok: true, savedAt: now.toISOString() };
}
