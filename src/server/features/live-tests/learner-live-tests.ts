import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { livePhase } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import { attempts, liveTestRegistrations, liveTests, quizzes } from "~/server/db/schema";
import { conflict } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import type { LiveTest, LiveTestsResponse } from "~/shared/contract/live-tests";
import { findLiveTest, type LiveTestRow, liveTestBase, liveTestColumns } from "./live-test-rows";

/** Past tests stay listed for their results this long after the end. */
const PAST_LISTED_MS = 90 * 24 * 3_600_000;

/**
 * The live tests a learner sees (GET /api/live-tests): upcoming and running ones, and those ended in
 * the last 90 days, soonest start first, each with the learner's registration and live attempt.
 */
export async function listLiveTests(
  db: DbOrTx,
  options: { userId: number; now: Date },
): Promise<LiveTestsResponse> {
  const { userId, now } = options;
  const rows = await db
    .select({
      ...liveTestColumns,
      registeredAt: liveTestRegistrations.registeredAt,
      attemptId: liveTestRegistrations.attemptId,
      submittedAt: attempts.submittedAt,
      sealedAt: attempts.sealedAt,
    })
    .from(liveTests)
    .innerJoin(quizzes, eq(quizzes.id, liveTests.quizId))
    .leftJoin(
      liveTestRegistrations,
      and(eq(liveTestRegistrations.liveTestId, liveTests.id), eq(liveTestRegistrations.userId, userId)),
    )
    .leftJoin(attempts, eq(attempts.id, liveTestRegistrations.attemptId))
    .where(and(isNull(liveTests.cancelledAt), gt(liveTests.endsAt, new Date(now.getTime() - PAST_LISTED_MS))))
    .orderBy(asc(liveTests.startsAt), asc(liveTests.id))
    .limit(100);
  return {
    serverNow: now.toISOString(),
    liveTests: rows.map((row) =>
      toLiveTest(row, now, {
        registered: row.registeredAt !== null,
        attemptId: row.attemptId,
        // sealed for the scoring queue counts as submitted (decision 0056)
        submitted: row.submittedAt !== null || row.sealedAt !== null,
      }),
    ),
  };
}

function toLiveTest(
  row: LiveTestRow,
  now: Date,
  mine: { registered: boolean; attemptId: number | null; submitted: boolean },
): LiveTest {
  return { ...liveTestBase(row, now), ...mine };
}

/**
 * Registers the learner (POST /api/live-tests/{id}/register): idempotent, open until the end of
 * the window (a late registrant still sits the paper, with the time left; docs/decisions/0013).
 */
export async function registerForLiveTest(
  db: DbOrTx,
  options: { liveTestId: number; userId: number; now: Date },
): Promise<LiveTest> {
  const { liveTestId, userId, now } = options;
  const test = await findLiveTest(db, liveTestId);
  if (livePhase(test, now) === "ended")
    throw conflict(`Registration closed when this live test ended at ${istMoment(test.endsAt)}`);
  await db
    .insert(liveTestRegistrations)
    .values({ liveTestId, userId, registeredAt: now })
    .onConflictDoNothing();
  const [mine] = await db
    .select({
      attemptId: liveTestRegistrations.attemptId,
      submittedAt: attempts.submittedAt,
      sealedAt: attempts.sealedAt,
    })
    .from(liveTestRegistrations)
    .leftJoin(attempts, eq(attempts.id, liveTestRegistrations.attemptId))
    .where(and(eq(liveTestRegistrations.liveTestId, liveTestId), eq(liveTestRegistrations.userId, userId)));
  return toLiveTest(test, now, {
    registered: true,
    attemptId: mine?.attemptId ?? null,
    submitted: Boolean(mine?.submittedAt ?? mine?.sealedAt),
  });
}
