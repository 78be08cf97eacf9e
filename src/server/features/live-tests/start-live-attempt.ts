import { and, eq } from "drizzle-orm";
import { livePhase } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import { liveTestRegistrations } from "~/server/db/schema";
import { conflict, forbidden } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import { createAttempt, lockUser } from "~/server/papers/find-attempt";
import { findQuizQuestionIds } from "~/server/papers/find-quiz";
import { QUIZ_HAS_NO_QUESTIONS } from "~/shared/contract/attempts";
import { findLiveTest } from "./live-test-rows";

export const NOT_REGISTERED = "Register for this live test before starting it";

/**
 * Starts the learner's live attempt (POST /api/live-tests/{id}/start), only inside the window and
 * only once: its deadline is the earlier of the paper's time limit and the end of the window, and
 * the server's finish is queued with it (createAttempt), so at the end every started attempt is
 * scored from what was saved. A second start answers the same attempt, which the quiz page resumes.
 */
export async function startLiveAttempt(
  db: DbOrTx,
  options: { liveTestId: number; userId: number; now: Date },
): Promise<{ attemptId: number; quizId: number }> {
  const { liveTestId, userId, now } = options;
  const test = await findLiveTest(db, liveTestId);
  const phase = livePhase(test, now);
  if (phase === "upcoming") throw conflict(`This live test opens at ${istMoment(test.startsAt)}`);
  if (phase === "ended") throw conflict(`This live test ended at ${istMoment(test.endsAt)}`);

  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const mine = and(
      eq(liveTestRegistrations.liveTestId, liveTestId),
      eq(liveTestRegistrations.userId, userId),
    );
    const [registration] = await tx.select().from(liveTestRegistrations).where(mine);
    if (!registration) throw forbidden(NOT_REGISTERED);
    if (registration.attemptId !== null) return { attemptId: registration.attemptId, quizId: test.quizId };

    const questionIds = await findQuizQuestionIds(tx, test.quizId);
    if (questionIds.length === 0) throw conflict(QUIZ_HAS_NO_QUESTIONS);
    const sheet = await createAttempt(tx, {
      userId,
      quizId: test.quizId,
      questionIds,
      now,
      durationMs: test.timeLimit * 60_000,
      compensatory: user.compensatoryTime,
      endsBy: test.endsAt,
    });
    await tx.update(liveTestRegistrations).set({ attemptId: sheet.attemptId }).where(mine);
    return { attemptId: sheet.attemptId, quizId: test.quizId };
  });
}
