import { eq } from "drizzle-orm";
import { challengeClosesAt, livePhase } from "~/domain/live-tests";
import type { DbOrTx } from "~/server/db/client";
import { liveTests, quizzes } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { LIVE_TEST_NOT_FOUND } from "~/shared/contract/live-tests";

/** The columns every live-test answer needs: the test and its paper. */
export const liveTestColumns = {
  id: liveTests.id,
  quizId: liveTests.quizId,
  startsAt: liveTests.startsAt,
  endsAt: liveTests.endsAt,
  challengeHours: liveTests.challengeHours,
  cancelledAt: liveTests.cancelledAt,
  finalPublishedAt: liveTests.finalPublishedAt,
  title: quizzes.title,
  titleHi: quizzes.titleHi,
  examType: quizzes.examType,
  kind: quizzes.kind,
  timeLimit: quizzes.timeLimit,
  totalQuestions: quizzes.totalQuestions,
};

export type LiveTestRow = {
  id: number;
  quizId: number;
  startsAt: Date;
  endsAt: Date;
  challengeHours: number;
  cancelledAt: Date | null;
  finalPublishedAt: Date | null;
  title: string;
  titleHi: string | null;
  examType: (typeof quizzes.$inferSelect)["examType"];
  kind: (typeof quizzes.$inferSelect)["kind"];
  timeLimit: number;
  totalQuestions: number;
};

/** A live test that is not cancelled, or 404 (a cancelled one no longer exists for learners). */
export async function findLiveTest(db: DbOrTx, id: number): Promise<LiveTestRow> {
  const [row] = await db
    .select(liveTestColumns)
    .from(liveTests)
    .innerJoin(quizzes, eq(quizzes.id, liveTests.quizId))
    .where(eq(liveTests.id, id));
  if (!row || row.cancelledAt) throw notFound(LIVE_TEST_NOT_FOUND);
  return row;
}

export const closesAtOf = (row: Pick<LiveTestRow, "endsAt" | "challengeHours">) =>
  challengeClosesAt(row.endsAt, row.challengeHours);

/** The part of a live test every list shows, as on the wire. */
export function liveTestBase(row: LiveTestRow, now: Date) {
  return {
    id: row.id,
    quizId: row.quizId,
    title: row.title,
    titleHi: row.titleHi,
    examType: row.examType,
    kind: row.kind,
    timeLimit: row.timeLimit,
    totalQuestions: row.totalQuestions,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    challengeClosesAt: closesAtOf(row).toISOString(),
    phase: livePhase(row, now),
  };
}
