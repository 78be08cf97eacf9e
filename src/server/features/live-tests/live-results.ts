import { and, asc, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { liveResultStatus, liveStanding } from "~/domain/live-tests";
import { rankSorted } from "~/domain/ranks";
import type { DbOrTx } from "~/server/db/client";
import { attempts, liveTestChallenges, liveTestRegistrations, users } from "~/server/db/schema";
import { conflict, conflictUntilDone } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import { SCORING_RETRY_AFTER_SECONDS } from "~/server/jobs/score-sealed-job";
import { LIVE_TOP_SIZE, type LiveResults } from "~/shared/contract/live-tests";
import { candidateName } from "~/shared/display-name";
import { closesAtOf, findLiveTest } from "./live-test-rows";

export const RESULTS_BEING_SCORED = "The last attempts are being scored; the results open in a minute";

/** 409 while any live attempt of the test is still unscored (the server finishes them at the end). */
export async function refuseWhileScoring(db: DbOrTx, liveTestId: number): Promise<void> {
  const [open] = await db
    .select({ n: count() })
    .from(liveTestRegistrations)
    .innerJoin(attempts, eq(attempts.id, liveTestRegistrations.attemptId))
    .where(and(eq(liveTestRegistrations.liveTestId, liveTestId), isNull(attempts.submittedAt)));
  if ((open?.n ?? 0) > 0) throw conflictUntilDone(RESULTS_BEING_SCORED, SCORING_RETRY_AFTER_SECONDS);
}

/**
 * The results of a live test (GET /api/live-tests/{id}/results): refused before the end and while
 * any live attempt is still unscored. The cohort is everyone who started the live attempt (only that
 * attempt counts, never a practice attempt of the same paper); ranks share ties and the percentile
 * is NTA's (src/domain/live-tests.ts). Provisional until an admin publishes the final results.
 */
export async function liveResults(
  db: DbOrTx,
  options: { liveTestId: number; userId: number; now: Date },
): Promise<LiveResults> {
  const { liveTestId, userId, now } = options;
  const test = await findLiveTest(db, liveTestId);
  if (now < test.endsAt)
    throw conflict(`Results are published when this live test ends at ${istMoment(test.endsAt)}`);
  await refuseWhileScoring(db, liveTestId);
  const live = eq(liveTestRegistrations.liveTestId, liveTestId);

  const cohort = await db
    .select({
      userId: attempts.userId,
      attemptId: attempts.id,
      marks: attempts.marks,
      maxMarks: attempts.maxMarks,
      questionIds: attempts.questionIds,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
    })
    .from(liveTestRegistrations)
    .innerJoin(attempts, eq(attempts.id, liveTestRegistrations.attemptId))
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(and(live, isNotNull(attempts.submittedAt)))
    .orderBy(desc(attempts.marks), asc(attempts.submittedAt), asc(attempts.id));
  const marksOf = (row: { marks: number | null }) => row.marks ?? 0;
  const allMarks = cohort.map(marksOf);
  const mine = cohort.find((row) => row.userId === userId);
  const closesAt = closesAtOf(test);
  const challenges = await db
    .select({
      id: liveTestChallenges.id,
      questionId: liveTestChallenges.questionId,
      reason: liveTestChallenges.reason,
      createdAt: liveTestChallenges.createdAt,
      reply: liveTestChallenges.reply,
      repliedAt: liveTestChallenges.repliedAt,
    })
    .from(liveTestChallenges)
    .where(and(eq(liveTestChallenges.liveTestId, liveTestId), eq(liveTestChallenges.userId, userId)))
    .orderBy(asc(liveTestChallenges.id));

  return {
    liveTestId,
    title: test.title,
    titleHi: test.titleHi,
    status: liveResultStatus(test.finalPublishedAt),
    endsAt: test.endsAt.toISOString(),
    challengeClosesAt: closesAt.toISOString(),
    cohortSize: cohort.length,
    maxMarks: cohort[0]?.maxMarks ?? null,
    you: mine
      ? {
          attemptId: mine.attemptId,
          marks: marksOf(mine),
          ...liveStanding(allMarks, marksOf(mine)),
          questionIds: mine.questionIds,
        }
      : null,
    top: rankSorted(cohort.slice(0, LIVE_TOP_SIZE), marksOf).map((row) => ({
      rank: row.rank,
      name: candidateName(row),
      marks: marksOf(row),
    })),
    yourChallenges: challenges.map((c) => ({
      ...c,
      questionNumber: (mine?.questionIds.indexOf(c.questionId) ?? -1) + 1,
      createdAt: c.createdAt.toISOString(),
      repliedAt: c.repliedAt?.toISOString() ?? null,
    })),
  };
}
