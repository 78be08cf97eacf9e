import { and, eq, gt, inArray, isNull, lte, max } from "drizzle-orm";
import { keyHiddenUntil } from "~/domain/assignments";
import { paperHeldForLive } from "~/domain/live-tests";
import { withheldResult } from "~/domain/withheld-result";
import type { DbOrTx } from "~/server/db/client";
import { holdsItsPaper } from "~/server/db/live-hold";
import { assignments, attempts, liveTestRegistrations, liveTests, quizQuestions } from "~/server/db/schema";
import { forbidden } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import type { AttemptResult } from "~/shared/contract/attempts";

/**
 * Point look-ups of the hold on a live test's paper, with the rule of src/server/db/live-hold.ts
 * (listings take its predicates directly): a test that is not cancelled and whose window has not
 * ended holds its paper.
 */
const holding = (now: Date) => holdsItsPaper(liveTests, now);

/** A live test as read with an attempt or a paper: its end and, if so, its cancellation. */
export type LiveTestHold = { endsAt: Date; cancelledAt: Date | null };

/** The end of a live window already read (null: none, or cancelled) still holds at `now`. */
const stillHolds = (endsAt: Date | null, now: Date): endsAt is Date =>
  endsAt !== null && paperHeldForLive({ endsAt, cancelledAt: null }, now);

export const paperHeldMessage = (endsAt: Date) =>
  `This paper is held for a live test until ${istMoment(endsAt)}; it opens for practice after that`;

export const keyWithheldMessage = (endsAt: Date) => `Key and score published at ${istMoment(endsAt)}`;

/** The end of the latest window holding this paper back now, or null when it is an ordinary paper. */
export async function paperHeldUntil(db: DbOrTx, quizId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: max(liveTests.endsAt) })
    .from(liveTests)
    .where(and(eq(liveTests.quizId, quizId), holding(now)));
  return row?.endsAt ? new Date(row.endsAt) : null;
}

/** The learner's started live attempt of a held paper (they are a candidate), or undefined. */
export async function candidateAttemptOf(
  db: DbOrTx,
  options: { quizId: number; userId: number; now: Date },
): Promise<{ attemptId: number; submitted: boolean } | undefined> {
  const [row] = await db
    .select({ attemptId: attempts.id, submittedAt: attempts.submittedAt, sealedAt: attempts.sealedAt })
    .from(liveTestRegistrations)
    .innerJoin(liveTests, eq(liveTests.id, liveTestRegistrations.liveTestId))
    .innerJoin(attempts, eq(attempts.id, liveTestRegistrations.attemptId))
    .where(
      and(
        eq(liveTests.quizId, options.quizId),
        eq(liveTestRegistrations.userId, options.userId),
        holding(options.now),
      ),
    );
  // a sheet sealed for the scoring queue is submitted (decision 0056)
  return row
    ? { attemptId: row.attemptId, submitted: row.submittedAt !== null || row.sealedAt !== null }
    : undefined;
}

/**
 * 403 for a learner's practice start of a held paper. Resuming their own open live attempt (the
 * quiz page does so through the ordinary start) passes.
 */
export async function refusePracticeOfHeldPaper(
  db: DbOrTx,
  options: { quizId: number; userId: number; attemptId?: number; now: Date },
): Promise<void> {
  const heldUntil = await paperHeldUntil(db, options.quizId, options.now);
  if (!heldUntil) return;
  const live = await candidateAttemptOf(db, options);
  const resumesLive =
    live !== undefined &&
    (options.attemptId === undefined ? !live.submitted : options.attemptId === live.attemptId);
  if (!resumesLive) throw forbidden(paperHeldMessage(heldUntil));
}

/**
 * 403 for GET of a held paper's questions by anyone but a candidate with a live attempt of it.
 * `heldUntil`, when given, is the end of the paper's latest live window as read earlier (with the
 * cached quiz, see public-quiz-cache.ts): whether it still holds is judged here against `now`.
 */
export async function refuseQuestionsOfHeldPaper(
  db: DbOrTx,
  options: { quizId: number; userId?: number; now: Date; heldUntil?: Date | null },
): Promise<void> {
  const { heldUntil: readBefore, now } = options;
  const heldUntil =
    readBefore === undefined
      ? await paperHeldUntil(db, options.quizId, now)
      : stillHolds(readBefore, now)
        ? readBefore
        : null;
  if (!heldUntil) return;
  const { userId } = options;
  const live = userId === undefined ? undefined : await candidateAttemptOf(db, { ...options, userId });
  if (!live) throw forbidden(paperHeldMessage(heldUntil));
}

/**
 * When a live attempt's key and score are published: the end of its window while that window is
 * still open (a live attempt submitted early), else null (any other attempt, or after the end, or
 * once the test is cancelled). An assignment's attempt whose key shows "after_close" is held the
 * same way until the assignment closes.
 */
export async function keyWithheldUntil(db: DbOrTx, attemptId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: liveTests.endsAt })
    .from(liveTestRegistrations)
    .innerJoin(liveTests, eq(liveTests.id, liveTestRegistrations.liveTestId))
    .where(and(eq(liveTestRegistrations.attemptId, attemptId), holding(now)));
  if (row) return row.endsAt;
  // an institute's assignment whose key shows at its close (src/domain/assignments.ts)
  const [assigned] = await db
    .select({
      closesAt: assignments.closesAt,
      keyShown: assignments.keyShown,
      cancelledAt: assignments.cancelledAt,
    })
    .from(attempts)
    .innerJoin(assignments, eq(assignments.id, attempts.assignmentId))
    .where(eq(attempts.id, attemptId));
  return assigned ? keyHiddenUntil({ ...assigned, now }) : null;
}

/**
 * Of these questions, the ones whose key is held from this user, with the end of the hold: those in
 * a paper held for a live test (from everyone who is not an admin), and those in the paper of an
 * assignment the user has an attempt of whose key shows at its close. Their key is not shown
 * (review cards, bookmarks) until then.
 */
export async function heldQuestions(
  db: DbOrTx,
  questionIds: readonly number[],
  now: Date,
  userId: number,
): Promise<Map<number, Date>> {
  if (questionIds.length === 0) return new Map();
  const ids = [...questionIds];
  const [live, assigned] = await Promise.all([
    db
      .select({ questionId: quizQuestions.questionId, endsAt: max(liveTests.endsAt) })
      .from(quizQuestions)
      .innerJoin(liveTests, eq(liveTests.quizId, quizQuestions.quizId))
      .where(and(inArray(quizQuestions.questionId, ids), holding(now)))
      .groupBy(quizQuestions.questionId),
    db
      .select({ questionId: quizQuestions.questionId, endsAt: max(assignments.closesAt) })
      .from(attempts)
      .innerJoin(assignments, eq(assignments.id, attempts.assignmentId))
      .innerJoin(quizQuestions, eq(quizQuestions.quizId, assignments.quizId))
      .where(
        and(
          eq(attempts.userId, userId),
          inArray(quizQuestions.questionId, ids),
          eq(assignments.keyShown, "after_close"),
          isNull(assignments.cancelledAt),
          gt(assignments.closesAt, now),
        ),
      )
      .groupBy(quizQuestions.questionId),
  ]);
  const held = new Map<number, Date>();
  for (const r of [...live, ...assigned]) {
    if (!r.endsAt) continue;
    const until = new Date(r.endsAt);
    const before = held.get(r.questionId);
    if (!before || until > before) held.set(r.questionId, until);
  }
  return held;
}

/** The result as its learner may see it now: withheld (withheldResult) while its live window is open. */
export async function resultAsShown(db: DbOrTx, result: AttemptResult, now: Date): Promise<AttemptResult> {
  const endsAt = await keyWithheldUntil(db, result.attemptId, now);
  return resultShownAt(result, endsAt && { endsAt, cancelledAt: null }, now);
}

/** resultAsShown with the attempt's live test already read (null: none): withheld while it holds. */
export function resultShownAt(
  result: AttemptResult,
  liveTest: LiveTestHold | null,
  now: Date,
): AttemptResult {
  return liveTest && paperHeldForLive(liveTest, now) ? withheldResult(result, liveTest.endsAt) : result;
}

/**
 * Whether the learner is registered for this live test of this paper and its window runs now: they
 * may open the paper's cover (never its questions) before starting their live attempt.
 */
export async function isRunningCandidate(
  db: DbOrTx,
  options: { liveTestId: number; quizId: number; userId: number; now: Date },
): Promise<boolean> {
  const { now } = options;
  const [row] = await db
    .select({ id: liveTestRegistrations.liveTestId })
    .from(liveTestRegistrations)
    .innerJoin(liveTests, eq(liveTests.id, liveTestRegistrations.liveTestId))
    .where(
      and(
        eq(liveTestRegistrations.liveTestId, options.liveTestId),
        eq(liveTestRegistrations.userId, options.userId),
        eq(liveTests.quizId, options.quizId),
        holding(now),
        lte(liveTests.startsAt, now),
      ),
    );
  return row !== undefined;
}
