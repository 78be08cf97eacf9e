import { and, eq } from "drizzle-orm";
import { liveDeadline } from "~/domain/live-tests";
import { timeFactor } from "~/domain/sections";
import type { DbOrTx } from "~/server/db/client";
import { attempts, users } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { enqueueFinishAttempt } from "~/server/jobs/finish-attempt-job";
import { ATTEMPT_NOT_FOUND, type AttemptSheet, SUBMIT_GRACE_SECONDS } from "~/shared/contract/attempts";

export type AttemptRow = typeof attempts.$inferSelect;

export const GRACE_MS = SUBMIT_GRACE_SECONDS * 1000;

/** Answers can still be saved or submitted until the deadline plus the grace period. */
export const isWithinTime = (attempt: Pick<AttemptRow, "deadline">, now: Date) =>
  now.getTime() <= attempt.deadline.getTime() + GRACE_MS;

/** The user's own attempt. Someone else's is reported exactly like a missing one (404), so ids reveal nothing. */
export async function findOwnAttempt(
  db: DbOrTx,
  options: { attemptId: number; userId: number; quizId?: number },
): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, options.attemptId), eq(attempts.userId, options.userId)));
  if (!row || (options.quizId !== undefined && row.quizId !== options.quizId))
    throw notFound(ATTEMPT_NOT_FOUND);
  return row;
}

/**
 * Serialises one user's starts and retakes (two tabs, a double click, two instances) by locking
 * their user row; FOR NO KEY UPDATE so sign-ins and other inserts that only reference the user
 * are not held up. Always taken before any attempt row, so the lock order is the same everywhere.
 * The submit needs no lock: its store updates only a still-unsubmitted attempt (submit-attempt.ts).
 * Answers the user's settings a new attempt takes (compensatory time).
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<{ compensatoryTime: boolean }> {
  const [row] = await tx
    .select({ compensatoryTime: users.compensatoryTime })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  if (!row) throw notFound("User not found");
  return row;
}

/**
 * A new attempt of the given questions, running from `now` for `durationMs` (stretched by
 * compensatory time); answers its sheet. The server's own finish is queued with it, in the same
 * transaction, so an attempt the device never submits is scored when its time is over.
 */
export async function createAttempt(
  tx: DbOrTx,
  input: {
    userId: number;
    quizId: number;
    questionIds: number[];
    retakeOfAttemptId?: number;
    now: Date;
    durationMs: number;
    /** the learner's compensatory time: the attempt runs 4/3 as long (src/domain/sections.ts) */
    compensatory: boolean;
    /** a live test's end: the deadline comes no later (src/domain/live-tests.ts) */
    endsBy?: Date;
    /**
     * an institute's assignment: its deadline, worked out by src/domain/assignments.ts, stands as
     * given; the learner's extra time (minutes per hour) stretches sectional windows
     */
    assignment?: { id: number; deadline: Date; extraMinutesPerHour: number };
  },
): Promise<AttemptSheet> {
  const { now } = input;
  const ownDeadline = new Date(now.getTime() + Math.round(input.durationMs * timeFactor(input.compensatory)));
  const [created] = await tx
    .insert(attempts)
    .values({
      userId: input.userId,
      quizId: input.quizId,
      questionIds: input.questionIds,
      retakeOfAttemptId: input.retakeOfAttemptId ?? null,
      startedAt: now,
      deadline: input.assignment
        ? input.assignment.deadline
        : input.endsBy
          ? liveDeadline(ownDeadline, input.endsBy)
          : ownDeadline,
      assignmentId: input.assignment?.id ?? null,
      compensatory: input.compensatory,
      extraMinutesPerHour: input.assignment?.extraMinutesPerHour ?? 0,
      answers: {},
      markedForReview: [],
    })
    .returning();
  if (!created) throw new Error("attempt insert returned no row");
  // a live attempt is finished at its deadline, any other once the grace after it is over (finish-attempt.ts)
  await enqueueFinishAttempt(tx, created, input.endsBy ? created.deadline : undefined);
  return toSheet(created, now);
}

export function toSheet(attempt: AttemptRow, now: Date): AttemptSheet {
  return {
    attemptId: attempt.id,
    quizId: attempt.quizId,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    serverNow: now.toISOString(),
    answers: attempt.answers,
    markedForReview: attempt.markedForReview,
    questionTimes: attempt.questionTimes,
    compensatory: attempt.compensatory,
    ...(attempt.extraMinutesPerHour > 0 ? { extraMinutesPerHour: attempt.extraMinutesPerHour } : {}),
    questionIds: attempt.questionIds,
    retakeOfAttemptId: attempt.retakeOfAttemptId,
  };
}

/** "007" and "7" name the same question: keys are stored and scored in their plain form. */
export function normalizeSheet<V>(answers: Record<string, V>): Record<string, V> {
  const sheet: Record<string, V> = {};
  for (const [key, index] of Object.entries(answers)) sheet[String(Number(key))] = index;
  return sheet;
}
