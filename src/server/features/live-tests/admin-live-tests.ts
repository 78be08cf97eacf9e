import { and, asc, count, desc, eq, isNotNull } from "drizzle-orm";
import { liveWindowProblem } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import {
  liveTestChallenges,
  liveTestRegistrations,
  liveTests,
  questions,
  quizQuestions,
  quizzes,
  users,
} from "~/server/db/schema";
import { badRequest, conflict, notFound } from "~/server/http/errors";
import {
  type AdminLiveTest,
  DEFAULT_CHALLENGE_HOURS,
  LIVE_TEST_NOT_FOUND,
  type ScheduleLiveTestBody,
} from "~/shared/contract/live-tests";
import { istMoment, type LiveTestRow, liveTestBase, liveTestColumns } from "./live-test-rows";

/**
 * Schedules a live test (POST /api/admin/live-tests): the paper must be a published mock test or
 * past paper, and the window must end after it starts and hold the paper's whole time.
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
  if (!quiz.published) throw badRequest("quizId: publish the paper first", "quizId");
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const problem = liveWindowProblem({ startsAt, endsAt }, quiz.timeLimit);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`, problem.field);
  if (endsAt <= input.now) throw badRequest("endsAt: must be in the future", "endsAt");
  const [created] = await db
    .insert(liveTests)
    .values({
      quizId: input.quizId,
      startsAt,
      endsAt,
      challengeHours: input.challengeHours ?? DEFAULT_CHALLENGE_HOURS,
      createdBy: input.adminId,
    })
    .returning({ id: liveTests.id });
  if (!created) throw new Error("live test insert returned no row");
  const [row] = await listAdminLiveTests(db, input.now, created.id);
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
      const [[registered], [started], [challenges]] = await Promise.all([
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
      ]);
      return {
        ...liveTestBase(row, now),
        challengeHours: row.challengeHours,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        registered: registered?.n ?? 0,
        started: started?.n ?? 0,
        challenges: challenges?.n ?? 0,
      };
    }),
  );
}

/** Cancels a live test before its end; one that has ended keeps its results. */
export async function cancelLiveTest(db: DbOrTx, id: number, now: Date): Promise<AdminLiveTest> {
  const [row] = await db.select().from(liveTests).where(eq(liveTests.id, id));
  if (!row) throw notFound(LIVE_TEST_NOT_FOUND);
  if (row.endsAt <= now)
    throw conflict(`This live test ended at ${istMoment(row.endsAt)}; it can no longer be cancelled`);
  if (!row.cancelledAt) await db.update(liveTests).set({ cancelledAt: now }).where(eq(liveTests.id, id));
  const [listed] = await listAdminLiveTests(db, now, id);
  if (!listed) throw notFound(LIVE_TEST_NOT_FOUND);
  return listed;
}

/** The challenges of a live test's provisional key, by question number then time. */
export async function listLiveTestChallenges(db: DbOrTx, id: number) {
  const [test] = await db.select({ quizId: liveTests.quizId }).from(liveTests).where(eq(liveTests.id, id));
  if (!test) throw notFound(LIVE_TEST_NOT_FOUND);
  const rows = await db
    .select({
      id: liveTestChallenges.id,
      questionId: liveTestChallenges.questionId,
      position: quizQuestions.position,
      reason: liveTestChallenges.reason,
      createdAt: liveTestChallenges.createdAt,
      questionText: questions.text,
      learnerEmail: users.email,
    })
    .from(liveTestChallenges)
    .innerJoin(questions, eq(questions.id, liveTestChallenges.questionId))
    .innerJoin(users, eq(users.id, liveTestChallenges.userId))
    .leftJoin(
      quizQuestions,
      and(eq(quizQuestions.quizId, test.quizId), eq(quizQuestions.questionId, liveTestChallenges.questionId)),
    )
    .where(eq(liveTestChallenges.liveTestId, id))
    .orderBy(asc(quizQuestions.position), asc(liveTestChallenges.createdAt), asc(liveTestChallenges.id));
  return {
    challenges: rows.map(({ position, createdAt, ...r }) => ({
      ...r,
      questionNumber: (position ?? 0) + 1,
      createdAt: createdAt.toISOString(),
    })),
  };
}
