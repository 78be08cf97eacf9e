import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { liveResultStatus, liveWindowProblem } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import { paperHeld } from "~/server/db/live-hold";
import { liveTestChallenges, liveTestRegistrations, liveTests, quizzes } from "~/server/db/schema";
import { badRequest, conflict, notFound } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import {
  type AdminLiveTest,
  DEFAULT_CHALLENGE_HOURS,
  LIVE_TEST_NOT_FOUND,
  type ScheduleLiveTestBody,
} from "~/shared/contract/live-tests";
import { type LiveTestRow, liveTestBase, liveTestColumns } from "./live-test-rows";

/**
 * Schedules a live test (POST /api/admin/live-tests): the paper must be a mock test or past paper,
 * and the window must end after it starts and hold the paper's whole time. A draft paper is
 * published in the same transaction, under the live hold from that moment (paperHeldForLive), so it
 * is never practice before its window ends; the test remembers it, and a cancel makes it a draft again.
 */
export async function scheduleLiveTest(
  db: DbOrTx,
  input: ScheduleLiveTestBody & { adminId: number; now: Date },
): Promise<AdminLiveTest> {
  const [quiz] = await db
    .select({ kind: quizzes.kind, published: quizzes.published, timeLimit: quizzes.timeLimit })
    .from(quizzes)
    .where(eq(quizzes.id, input.quizId));
  if (!quiz) throw badRequest("quizId: no such quiz", "quizId");
  if (quiz.kind !== "mock" && quiz.kind !== "past_paper")
    throw badRequest("quizId: a live test is a mock test or a past paper", "quizId");
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const problem = liveWindowProblem({ startsAt, endsAt }, quiz.timeLimit);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`, problem.field);
  if (endsAt <= input.now) throw badRequest("endsAt: must be in the future", "endsAt");
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(liveTests)
      .values({
        quizId: input.quizId,
        startsAt,
        endsAt,
        challengeHours: input.challengeHours ?? DEFAULT_CHALLENGE_HOURS,
        publishedPaper: !quiz.published,
        createdBy: input.adminId,
      })
      .returning({ id: liveTests.id });
    if (!created) throw new Error("live test insert returned no row");
    if (!quiz.published)
      await tx
        .update(quizzes)
        .set({ published: true, updatedAt: input.now })
        .where(eq(quizzes.id, input.quizId));
    return created.id;
  });
  const [row] = await listAdminLiveTests(db, input.now, id);
  if (!row) throw new Error("scheduled live test not found");
  return row;
}

/** Every live test with its counts, latest start first (GET /api/admin/live-tests). */
export async function listAdminLiveTests(db: DbOrTx, now: Date, onlyId?: number): Promise<AdminLiveTest[]> {
  const rows: LiveTestRow[] = await db
    .select(liveTestColumns)
    .from(liveTests)
    .innerJoin(quizzes, eq(quizzes.id, liveTests.quizId))
    .where(onlyId === undefined ? undefined : eq(liveTests.id, onlyId))
    .orderBy(desc(liveTests.startsAt), desc(liveTests.id))
    .limit(200);
  return Promise.all(
    rows.map(async (row) => {
      const [[registered], [started], [challenges], [unanswered]] = await Promise.all([
        db
          .select({ n: count() })
          .from(liveTestRegistrations)
          .where(eq(liveTestRegistrations.liveTestId, row.id)),
        db
          .select({ n: count() })
          .from(liveTestRegistrations)
          .where(
            and(eq(liveTestRegistrations.liveTestId, row.id), isNotNull(liveTestRegistrations.attemptId)),
          ),
        db.select({ n: count() }).from(liveTestChallenges).where(eq(liveTestChallenges.liveTestId, row.id)),
        db
          .select({ n: count() })
          .from(liveTestChallenges)
          .where(and(eq(liveTestChallenges.liveTestId, row.id), isNull(liveTestChallenges.reply))),
      ]);
      return {
        ...liveTestBase(row, now),
        challengeHours: row.challengeHours,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        finalPublishedAt: row.finalPublishedAt?.toISOString() ?? null,
        status: liveResultStatus(row.finalPublishedAt),
        registered: registered?.n ?? 0,
        started: started?.n ?? 0,
        challenges: challenges?.n ?? 0,
        unanswered: unanswered?.n ?? 0,
      };
    }),
  );
}

/**
 * Cancels a live test before its end; one that has ended keeps its results. A draft paper its
 * scheduling published is a draft again, unless another live test still holds it.
 */
export async function cancelLiveTest(db: DbOrTx, id: number, now: Date): Promise<AdminLiveTest> {
  const [row] = await db.select().from(liveTests).where(eq(liveTests.id, id));
  if (!row) throw notFound(LIVE_TEST_NOT_FOUND);
  if (row.endsAt <= now)
    throw conflict(`This live test ended at ${istMoment(row.endsAt)}; it can no longer be cancelled`);
  if (!row.cancelledAt)
    await db.transaction(async (tx) => {
      await tx.update(liveTests).set({ cancelledAt: now }).where(eq(liveTests.id, id));
      if (!row.publishedPaper) return;
      // another live test still holding the paper keeps it published
      const [stillHeld] = await tx
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(and(eq(quizzes.id, row.quizId), paperHeld(quizzes.id, now)));
      if (!stillHeld)
        await tx.update(quizzes).set({ published: false, updatedAt: now }).where(eq(quizzes.id, row.quizId));
    });
  const [listed] = await listAdminLiveTests(db, now, id);
  if (!listed) throw notFound(LIVE_TEST_NOT_FOUND);
  return listed;
}
