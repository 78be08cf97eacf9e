import { and, count, eq, exists, gt, isNotNull, isNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import { addIstDays, istDay, istDayStart } from "~/domain/ist";
import { CLOSING_SOON_MS, dueReminders, type ReminderFacts, STARTING_SOON_MS } from "~/domain/reminders";
import { activeDays } from "~/domain/streaks";
import type { DbOrTx } from "~/server/db/client";
import { notHeldFromUserByAssignment, notInHeldPaper } from "~/server/db/live-hold";
import {
  assignmentBatches,
  assignments,
  attempts,
  batchMembers,
  liveTestRegistrations,
  liveTests,
  pushSubscriptions,
  quizzes,
  reminderPreferences,
  reviewCards,
  reviewLog,
  sentReminders,
  users,
} from "~/server/db/schema";
import { enqueue } from "~/server/jobs/queue";
import type { ReminderKind } from "~/shared/contract/reminders";

/** The recurring job that looks for due reminders (every REMINDERS_INTERVAL_MS). */
export const QUEUE_REMINDERS_JOB = "queue-due-reminders";
/** One reminder to one browser: tried again with the queue's backoff until its occasion passes. */
export const SEND_REMINDER_JOB = "send-reminder";

/** A sent reminder's row is kept this long after its occasion passed, then deleted. */
const SENT_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * For every learner who consented to a kind and has a subscribed browser: the reminders due now
 * (src/domain/reminders.ts). Each is recorded once in sent_reminders, and in the same transaction
 * one "send-reminder" job per browser is queued, so a second run (or another instance) finds the
 * occasion recorded and queues nothing. Answers how many reminders it recorded.
 */
export async function queueDueReminders(db: DbOrTx, now: Date): Promise<number> {
  await db.delete(sentReminders).where(lt(sentReminders.expiresAt, new Date(now.getTime() - SENT_KEPT_MS)));
  const learners = await db
    .select({
      userId: reminderPreferences.userId,
      kinds: reminderPreferences.kinds,
      quietStart: reminderPreferences.quietStart,
      quietEnd: reminderPreferences.quietEnd,
    })
    .from(reminderPreferences)
    .innerJoin(users, eq(users.id, reminderPreferences.userId))
    .where(
      and(
        isNull(users.deletedAt),
        sql`cardinality(${reminderPreferences.kinds}) > 0`,
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, reminderPreferences.userId)),
        ),
      ),
    );
  let recorded = 0;
  for (const learner of learners) {
    const kinds = new Set<ReminderKind>(learner.kinds);
    const facts = await findFacts(db, learner.userId, kinds, now);
    const quiet =
      learner.quietStart !== null && learner.quietEnd !== null
        ? { start: learner.quietStart, end: learner.quietEnd }
        : null;
    for (const reminder of dueReminders(now, facts, { kinds, quiet })) {
      const queued = await db.transaction(async (tx) => {
        const [sent] = await tx
          .insert(sentReminders)
          .values({
            userId: learner.userId,
            kind: reminder.kind,
            key: reminder.key,
            params: reminder.params,
            expiresAt: reminder.expiresAt,
          })
          .onConflictDoNothing()
          .returning({ id: sentReminders.id });
        if (!sent) return false;
        const browsers = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, learner.userId));
        for (const browser of browsers) {
          await enqueue(tx, {
            name: SEND_REMINDER_JOB,
            key: `${SEND_REMINDER_JOB}:${sent.id}:${browser.id}`,
            payload: { sentReminderId: sent.id, subscriptionId: browser.id },
            runAt: now,
          });
        }
        return true;
      });
      if (queued) recorded++;
    }
  }
  return recorded;
}

/** What the rules need to know of one learner now, read only for the kinds they consented to. */
async function findFacts(
  db: DbOrTx,
  userId: number,
  kinds: ReadonlySet<ReminderKind>,
  now: Date,
): Promise<ReminderFacts> {
  const today = istDay(now);
  const endOfToday = istDayStart(addIstDays(today, 1));
  const liveTestRows = kinds.has("live-test-starting")
    ? await db
        .select({
          id: liveTests.id,
          title: quizzes.title,
          titleHi: quizzes.titleHi,
          startsAt: liveTests.startsAt,
        })
        .from(liveTestRegistrations)
        .innerJoin(liveTests, eq(liveTests.id, liveTestRegistrations.liveTestId))
        .innerJoin(quizzes, eq(quizzes.id, liveTests.quizId))
        .where(
          and(
            eq(liveTestRegistrations.userId, userId),
            isNull(liveTests.cancelledAt),
            gt(liveTests.startsAt, now),
            lte(liveTests.startsAt, new Date(now.getTime() + STARTING_SOON_MS)),
          ),
        )
    : [];
  let reviewCardsDueToday = 0;
  let reviewedToday = false;
  if (kinds.has("review-due")) {
    const [due] = await db
      .select({ n: count() })
      .from(reviewCards)
      .where(
        and(
          eq(reviewCards.userId, userId),
          lt(reviewCards.due, endOfToday),
          // a held card is no card yet: its count would tell how many answers were wrong
          notInHeldPaper(reviewCards.questionId, now),
          notHeldFromUserByAssignment(reviewCards.questionId, userId, now),
        ),
      );
    reviewCardsDueToday = due?.n ?? 0;
    const [reviewed] = await db
      .select({ n: count() })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), eq(reviewLog.reviewedDay, today)));
    reviewedToday = (reviewed?.n ?? 0) > 0;
  }
  let days: string[] = [];
  if (kinds.has("streak-at-risk")) {
    const [submitted, reviewDays] = await Promise.all([
      db
        .select({ submittedDay: attempts.submittedDay, submittedAt: attempts.submittedAt })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), isNotNull(attempts.submittedAt))),
      db.selectDistinct({ day: reviewLog.reviewedDay }).from(reviewLog).where(eq(reviewLog.userId, userId)),
    ]);
    days = activeDays(
      submitted.map((r) => ({ submittedDay: r.submittedDay, submittedAt: r.submittedAt as Date })),
      reviewDays.map((r) => r.day),
    );
  }
  const assignmentRows =
    kinds.has("assignment-starting") || kinds.has("assignment-closing")
      ? await assignmentsAboutToOpenOrClose(db, userId, now)
      : [];
  return {
    liveTests: liveTestRows,
    assignments: assignmentRows,
    reviewCardsDueToday,
    reviewedToday,
    activeDays: days,
  };
}

/**
 * The assignments of the learner's batches (left batches aside) that open within 30 minutes, or
 * close within 24 hours while the learner has handed in no attempt of them: the rules pick which
 * is due. Cancelled ones remind of nothing.
 */
function assignmentsAboutToOpenOrClose(db: DbOrTx, userId: number, now: Date) {
  const handedIn = db
    .select({ one: sql`1` })
    .from(attempts)
    .where(
      and(
        eq(attempts.assignmentId, assignments.id),
        eq(attempts.userId, userId),
        isNotNull(attempts.submittedAt),
      ),
    );
  return db
    .selectDistinct({
      id: assignments.id,
      title: quizzes.title,
      titleHi: quizzes.titleHi,
      startsAt: assignments.opensAt,
      closesAt: assignments.closesAt,
    })
    .from(assignments)
    .innerJoin(assignmentBatches, eq(assignmentBatches.assignmentId, assignments.id))
    .innerJoin(
      batchMembers,
      and(
        eq(batchMembers.batchId, assignmentBatches.batchId),
        eq(batchMembers.userId, userId),
        isNull(batchMembers.leftAt),
      ),
    )
    .innerJoin(quizzes, eq(quizzes.id, assignments.quizId))
    .where(
      and(
        isNull(assignments.cancelledAt),
        gt(assignments.closesAt, now),
        or(
          and(
            gt(assignments.opensAt, now),
            lte(assignments.opensAt, new Date(now.getTime() + STARTING_SOON_MS)),
          ),
          and(lte(assignments.closesAt, new Date(now.getTime() + CLOSING_SOON_MS)), notExists(handedIn)),
        ),
      ),
    );
}
