import { and, eq } from "drizzle-orm";
import { isChallengeOpen } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import { attempts, liveTestChallenges, liveTestRegistrations } from "~/server/db/schema";
import { badRequest, conflict, forbidden } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import type { LiveTestChallenge } from "~/shared/contract/live-tests";
import { closesAtOf, findLiveTest } from "./live-test-rows";

/**
 * A candidate challenges one question of the provisional key with a reason
 * (POST /api/live-tests/{id}/challenges): only a candidate (who started the live attempt), only
 * from the end until the challenge window closes, only a question of the paper. Once per question:
 * a repeat answers the challenge already raised.
 */
export async function raiseChallenge(
  db: DbOrTx,
  options: { liveTestId: number; userId: number; questionId: number; reason: string; now: Date },
): Promise<LiveTestChallenge> {
  const { liveTestId, userId, questionId, now } = options;
  const test = await findLiveTest(db, liveTestId);
  const closesAt = closesAtOf(test);
  if (now < test.endsAt)
    throw conflict(
      `The provisional key can be challenged once this live test ends at ${istMoment(test.endsAt)}`,
    );
  if (!isChallengeOpen(test.endsAt, closesAt, now))
    throw conflict(`The challenge window closed at ${istMoment(closesAt)}`);
  const [attempt] = await db
    .select({ questionIds: attempts.questionIds })
    .from(liveTestRegistrations)
    .innerJoin(attempts, eq(attempts.id, liveTestRegistrations.attemptId))
    .where(and(eq(liveTestRegistrations.liveTestId, liveTestId), eq(liveTestRegistrations.userId, userId)));
  if (!attempt) throw forbidden("Only candidates who sat this live test can challenge its key");
  const number = attempt.questionIds.indexOf(questionId) + 1;
  if (number === 0) throw badRequest("questionId: not a question of this paper", "questionId");

  await db
    .insert(liveTestChallenges)
    .values({ liveTestId, userId, questionId, reason: options.reason, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(liveTestChallenges)
    .where(
      and(
        eq(liveTestChallenges.liveTestId, liveTestId),
        eq(liveTestChallenges.userId, userId),
        eq(liveTestChallenges.questionId, questionId),
      ),
    );
  if (!row) throw new Error("challenge not stored");
  return {
    id: row.id,
    questionId,
    questionNumber: number,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}
