import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { assignmentDeadline, learnerState, type StartRefusal, startRefusal } from "~/domain/assignments";
import type { DbOrTx } from "~/server/db/client";
import { assignmentBatches, assignmentExtraTime, assignments, attempts, quizzes } from "~/server/db/schema";
import { conflict, forbidden, notFound } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import { currentMembershipsOf } from "~/server/institutes/memberships";
import { createAttempt, lockUser, toSheet } from "~/server/papers/find-attempt";
import { findQuizQuestions } from "~/server/papers/find-quiz";
import { paperHeldMessage, paperHeldUntil } from "~/server/papers/live-hold";
import { ASSIGNMENT_NOT_FOUND, type LearnerAssignment } from "~/shared/contract/assignments";
import { type AttemptSheet, QUIZ_HAS_NO_QUESTIONS } from "~/shared/contract/attempts";
import { rankedCohort } from "./assignment-merit-list";

/** The account's compensatory time (a factor of 4/3) as extra minutes per hour. */
const COMPENSATORY_MINUTES_PER_HOUR = 20;

export const NO_ATTEMPTS_LEFT = "You have used every attempt this assignment allows";
export const ASSIGNMENT_WAS_CANCELLED = "Your teacher cancelled this assignment";

type AssignmentRow = typeof assignments.$inferSelect;

/**
 * The assignments of the learner's current batches, across every institute they are in (decision
 * 0048: found through currentMembershipsOf, by their own user id, so a learner outside a batch sees
 * nothing of it). Cancelled ones are left out.
 */
async function myAssignmentRows(db: DbOrTx, userId: number) {
  const memberships = await currentMembershipsOf(db, userId);
  if (memberships.length === 0) return [];
  const batchIds = memberships.map((m) => m.id);
  const rows = await db
    .select({
      assignment: assignments,
      batchId: assignmentBatches.batchId,
      title: quizzes.title,
      titleHi: quizzes.titleHi,
      timeLimit: quizzes.timeLimit,
    })
    .from(assignmentBatches)
    .innerJoin(assignments, eq(assignments.id, assignmentBatches.assignmentId))
    .innerJoin(quizzes, eq(quizzes.id, assignments.quizId))
    .where(and(inArray(assignmentBatches.batchId, batchIds), isNull(assignments.cancelledAt)))
    .orderBy(asc(assignments.closesAt), asc(assignments.id));
  const byId = new Map<
    number,
    {
      assignment: AssignmentRow;
      title: string;
      titleHi: string | null;
      timeLimit: number;
      batches: typeof memberships;
    }
  >();
  for (const row of rows) {
    const batch = memberships.find((m) => m.id === row.batchId)!;
    const entry = byId.get(row.assignment.id);
    if (entry) entry.batches.push(batch);
    else byId.set(row.assignment.id, { ...row, batches: [batch] });
  }
  return [...byId.values()];
}

async function extraFor(db: DbOrTx, assignmentId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ minutesPerHour: assignmentExtraTime.minutesPerHour })
    .from(assignmentExtraTime)
    .where(and(eq(assignmentExtraTime.assignmentId, assignmentId), eq(assignmentExtraTime.userId, userId)));
  return row?.minutesPerHour ?? 0;
}

/** The learner's assignments with where each stands for them (GET /api/user/assignments). */
export async function listMyAssignments(
  db: DbOrTx,
  options: { userId: number; now: Date },
): Promise<LearnerAssignment[]> {
  const { userId, now } = options;
  const mine = await myAssignmentRows(db, userId);
  if (mine.length === 0) return [];
  const ids = mine.map((m) => m.assignment.id);
  const ownAttempts = await db
    .select({
      id: attempts.id,
      assignmentId: attempts.assignmentId,
      submittedAt: attempts.submittedAt,
      startedAt: attempts.startedAt,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.assignmentId, ids)))
    .orderBy(asc(attempts.startedAt), asc(attempts.id));
  const extras = await db
    .select({
      assignmentId: assignmentExtraTime.assignmentId,
      minutesPerHour: assignmentExtraTime.minutesPerHour,
    })
    .from(assignmentExtraTime)
    .where(and(eq(assignmentExtraTime.userId, userId), inArray(assignmentExtraTime.assignmentId, ids)));

  const out: LearnerAssignment[] = [];
  for (const { assignment: a, title, titleHi, timeLimit, batches } of mine) {
    const own = ownAttempts.filter((t) => t.assignmentId === a.id);
    const submitted = own.filter((t) => t.submittedAt !== null);
    const open = own.find((t) => t.submittedAt === null);
    const state = learnerState({
      assignment: a,
      now,
      submittedAttempts: submitted.length,
      attemptsUsed: own.length,
      attemptsAllowed: a.attemptsAllowed,
      hasOpenAttempt: open !== undefined,
    });
    // the rank only once the assignment has closed for everyone
    let standing: LearnerAssignment["standing"] = null;
    if (now >= a.closesAt && submitted.length > 0) {
      const ranked = await rankedCohort(db, a.id);
      const me = ranked.find((r) => r.userId === userId);
      if (me) standing = { rank: me.rank, of: ranked.length, marks: me.marks };
    }
    out.push({
      id: a.id,
      quizId: a.quizId,
      title,
      titleHi,
      timeLimit,
      instituteName: batches[0]!.instituteName,
      batchNames: batches.map((b) => b.name),
      opensAt: a.opensAt.toISOString(),
      closesAt: a.closesAt.toISOString(),
      attemptsAllowed: a.attemptsAllowed,
      attemptsUsed: own.length,
      keyShown: a.keyShown,
      note: a.note,
      extraMinutesPerHour: extras.find((e) => e.assignmentId === a.id)?.minutesPerHour ?? 0,
      state,
      openAttemptId: open?.id ?? null,
      lastAttemptId: submitted.at(-1)?.id ?? null,
      standing,
    });
  }
  return out;
}

function refusal(reason: StartRefusal, a: AssignmentRow): Error {
  switch (reason) {
    case "not_assigned":
      return notFound(ASSIGNMENT_NOT_FOUND);
    case "cancelled":
      return conflict(ASSIGNMENT_WAS_CANCELLED);
    case "not_open":
      return conflict(`This assignment opens at ${istMoment(a.opensAt)}`);
    case "closed":
      return conflict(`This assignment closed at ${istMoment(a.closesAt)}`);
    case "no_attempts_left":
      return conflict(NO_ATTEMPTS_LEFT);
  }
}

/**
 * Starts the learner's attempt of an assignment (POST /api/user/assignments/{id}/start): only in one
 * of its batches, inside its window, with attempts left; no plan applies (the institute set the
 * paper). An attempt in progress is answered again, not a second one. The deadline is
 * assignmentDeadline's (src/domain/assignments.ts), and the server's finish is queued with it
 * (createAttempt), so whatever is open at the close is scored from what was saved.
 */
export async function startAssignment(
  db: DbOrTx,
  options: { userId: number; assignmentId: number; now: Date },
): Promise<AttemptSheet> {
  const { userId, assignmentId, now } = options;
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const mine = await myAssignmentRows(tx, userId);
    const found = mine.find((m) => m.assignment.id === assignmentId);
    if (!found) {
      // cancelled ones are not listed: say so to a learner of its batches rather than "not found"
      const [cancelled] = await tx
        .select({ id: assignments.id })
        .from(assignments)
        .innerJoin(assignmentBatches, eq(assignmentBatches.assignmentId, assignments.id))
        .where(
          and(
            eq(assignments.id, assignmentId),
            inArray(
              assignmentBatches.batchId,
              (await currentMembershipsOf(tx, userId)).map((m) => m.id).concat(0),
            ),
          ),
        );
      throw cancelled ? conflict(ASSIGNMENT_WAS_CANCELLED) : notFound(ASSIGNMENT_NOT_FOUND);
    }
    const a = found.assignment;
    const own = await tx
      .select()
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.assignmentId, a.id)))
      .orderBy(asc(attempts.id));
    const open = own.find((t) => t.submittedAt === null);
    if (open) return toSheet(open, now);
    const reason = startRefusal({
      assignment: a,
      now,
      inAssignedBatch: true,
      attemptsUsed: own.length,
      attemptsAllowed: a.attemptsAllowed,
    });
    if (reason) throw refusal(reason, a);
    const heldUntil = await paperHeldUntil(tx, a.quizId, now);
    if (heldUntil) throw forbidden(paperHeldMessage(heldUntil));

    const questionRows = await findQuizQuestions(tx, a.quizId);
    if (questionRows.length === 0) throw conflict(QUIZ_HAS_NO_QUESTIONS);
    // the account's compensatory time is 20 minutes per hour (4/3, src/domain/sections.ts): the larger stands
    const given = await extraFor(tx, a.id, userId);
    const extra = Math.max(given, user.compensatoryTime ? COMPENSATORY_MINUTES_PER_HOUR : 0);
    return createAttempt(tx, {
      userId,
      quizId: a.quizId,
      questionIds: questionRows.map((q) => q.id),
      now,
      durationMs: found.timeLimit * 60_000,
      // sectional windows stretch by the larger of the account's setting and the institute's extra
      compensatory: user.compensatoryTime,
      assignment: {
        id: a.id,
        deadline: assignmentDeadline({
          startedAt: now,
          paperMinutes: found.timeLimit,
          extraMinutesPerHour: extra,
          closesAt: a.closesAt,
        }),
        extraMinutesPerHour: given,
      },
    });
  });
}
