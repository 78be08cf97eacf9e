import { and, asc, countDistinct, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { isEditable, windowProblem } from "~/domain/assignments";
import type { DbOrTx } from "~/server/db/client";
import {
  assignmentBatches,
  assignmentExtraTime,
  assignments,
  attempts,
  batches,
  batchMembers,
  quizzes,
  users,
} from "~/server/db/schema";
import { badRequest, conflict, notFound } from "~/server/http/errors";
import { istMoment } from "~/server/http/ist-moment";
import type { InstituteScope } from "~/server/institutes/tenancy";
import { findQuizQuestionIds } from "~/server/papers/find-quiz";
import { paperHeldUntil } from "~/server/papers/live-hold";
import {
  ASSIGNMENT_NOT_FOUND,
  type AssignablePaper,
  type Assignment,
  type assignmentBodySchema,
} from "~/shared/contract/assignments";

export const PAPER_NOT_ASSIGNABLE = "quizId: must be a published paper or one of the institute's own";
export const PAPER_HAS_NO_QUESTIONS = "quizId: the paper has no published questions yet";
export const NOT_A_MEMBER = "extraTime: every learner must be in one of the assignment's batches";
export const ASSIGNMENT_OPEN_ALREADY = "This assignment has opened: it can only be cancelled now";
export const ASSIGNMENT_CANCELLED = "This assignment was cancelled";

type AssignmentInput = z.output<typeof assignmentBodySchema>;
type AssignmentRow = typeof assignments.$inferSelect;

/** SQL: a paper this institute may assign: its own (decision 0059), or a published one of the site. */
const assignableBy = (scope: InstituteScope): SQL =>
  or(
    scope.where(quizzes),
    and(eq(quizzes.published, true), isNull(quizzes.ownerUserId), isNull(quizzes.instituteId)),
  ) as SQL;

/**
 * The paper an institute may assign: its own paper with published questions, or a published public
 * quiz (not a learner's own practice quiz), not held for a live test now. This is the one place
 * that says which papers an institute may assign.
 */
async function findAssignablePaper(db: DbOrTx, scope: InstituteScope, quizId: number, now: Date) {
  const [quiz] = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      timeLimit: quizzes.timeLimit,
      instituteId: quizzes.instituteId,
    })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), assignableBy(scope)));
  if (!quiz) throw badRequest(PAPER_NOT_ASSIGNABLE, "quizId");
  if (quiz.instituteId !== null && (await findQuizQuestionIds(db, quiz.id)).length === 0)
    throw badRequest(PAPER_HAS_NO_QUESTIONS, "quizId");
  const heldUntil = await paperHeldUntil(db, quizId, now);
  if (heldUntil) throw conflict(`This paper is held for a live test until ${istMoment(heldUntil)}`);
  return quiz;
}

/** Checks the body against the institute: its batches, learners in them, the window. */
async function checkedInput(db: DbOrTx, scope: InstituteScope, body: AssignmentInput, now: Date) {
  const opensAt = new Date(body.opensAt);
  const closesAt = new Date(body.closesAt);
  const problem = windowProblem(opensAt, closesAt, now);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`, problem.field);
  await findAssignablePaper(db, scope, body.quizId, now);
  const batchIds = [...new Set(body.batchIds)];
  // each batch through the scope: another institute's batch is 404 "Batch not found"
  for (const id of batchIds) await scope.batch(id);
  const extra = new Map(body.extraTime.map((e) => [e.userId, e.minutesPerHour]));
  if (extra.size > 0) {
    const members = await db
      .selectDistinct({ userId: batchMembers.userId })
      .from(batchMembers)
      .where(
        and(
          inArray(batchMembers.batchId, batchIds),
          inArray(batchMembers.userId, [...extra.keys()]),
          isNull(batchMembers.leftAt),
        ),
      );
    if (members.length !== extra.size) throw badRequest(NOT_A_MEMBER, "extraTime");
  }
  return { opensAt, closesAt, batchIds, extra };
}

async function writeParts(
  db: DbOrTx,
  assignmentId: number,
  parts: { batchIds: number[]; extra: Map<number, number> },
) {
  await db.delete(assignmentBatches).where(eq(assignmentBatches.assignmentId, assignmentId));
  await db.delete(assignmentExtraTime).where(eq(assignmentExtraTime.assignmentId, assignmentId));
  await db.insert(assignmentBatches).values(parts.batchIds.map((batchId) => ({ assignmentId, batchId })));
  if (parts.extra.size > 0)
    await db
      .insert(assignmentExtraTime)
      .values([...parts.extra].map(([userId, minutesPerHour]) => ({ assignmentId, userId, minutesPerHour })));
}

/** A new assignment of the institute (POST .../assignments): its rows written all or nothing. */
export async function createAssignment(
  db: DbOrTx,
  scope: InstituteScope,
  options: { body: AssignmentInput; userId: number; now: Date },
): Promise<Assignment> {
  const { body, now } = options;
  // checked before the transaction: the scope reads on its own connection (a transaction on PGlite's
  // one connection would wait for it)
  const parts = await checkedInput(db, scope, body, now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({
        instituteId: scope.instituteId,
        quizId: body.quizId,
        opensAt: parts.opensAt,
        closesAt: parts.closesAt,
        attemptsAllowed: body.attemptsAllowed,
        keyShown: body.keyShown,
        note: body.note,
        createdBy: options.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: assignments.id });
    await writeParts(tx, row!.id, parts);
    return row!.id;
  });
  return (await listAssignments(db, scope, { assignmentId: id }))[0]!;
}

/** This institute's assignment, or 404 (another institute's reads as none at all). */
export async function findAssignment(
  db: DbOrTx,
  scope: InstituteScope,
  assignmentId: number,
): Promise<AssignmentRow> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(scope.where(assignments, eq(assignments.id, assignmentId)));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row;
}

/** Replaces an assignment before it opens (PATCH .../assignments/{id}); 409 once it has opened. */
export async function editAssignment(
  db: DbOrTx,
  scope: InstituteScope,
  options: { assignmentId: number; body: AssignmentInput; now: Date },
): Promise<Assignment> {
  const { body, now } = options;
  const row = await findAssignment(db, scope, options.assignmentId);
  if (row.cancelledAt) throw conflict(ASSIGNMENT_CANCELLED);
  if (!isEditable(row, now)) throw conflict(ASSIGNMENT_OPEN_ALREADY);
  const parts = await checkedInput(db, scope, body, now);
  await db.transaction(async (tx) => {
    // still unopened and not cancelled as the row is changed (a cancel or the clock may have come between)
    const changed = await tx
      .update(assignments)
      .set({
        quizId: body.quizId,
        opensAt: parts.opensAt,
        closesAt: parts.closesAt,
        attemptsAllowed: body.attemptsAllowed,
        keyShown: body.keyShown,
        note: body.note,
        updatedAt: now,
      })
      .where(
        scope.where(
          assignments,
          and(eq(assignments.id, row.id), isNull(assignments.cancelledAt), gt(assignments.opensAt, now)),
        ),
      )
      .returning({ id: assignments.id });
    if (changed.length === 0) throw conflict(ASSIGNMENT_OPEN_ALREADY);
    await writeParts(tx, row.id, parts);
  });
  return (await listAssignments(db, scope, { assignmentId: options.assignmentId }))[0]!;
}

/**
 * Cancels an assignment (POST .../assignments/{id}/cancel): nobody starts it any more; attempts
 * running go on to their deadline and keep their results. Cancelling again answers the same.
 */
export async function cancelAssignment(
  db: DbOrTx,
  scope: InstituteScope,
  options: { assignmentId: number; now: Date },
): Promise<Assignment> {
  const row = await findAssignment(db, scope, options.assignmentId);
  if (!row.cancelledAt)
    await db
      .update(assignments)
      .set({ cancelledAt: options.now, updatedAt: options.now })
      .where(scope.where(assignments, and(eq(assignments.id, row.id), isNull(assignments.cancelledAt))));
  return (await listAssignments(db, scope, { assignmentId: row.id }))[0]!;
}

/** The institute's assignments, latest close first; of one batch, or one assignment, when asked. */
export async function listAssignments(
  db: DbOrTx,
  scope: InstituteScope,
  filter: { batchId?: number; assignmentId?: number } = {},
): Promise<Assignment[]> {
  if (filter.batchId !== undefined) await scope.batch(filter.batchId);
  const conditions: SQL[] = [];
  if (filter.assignmentId !== undefined) conditions.push(eq(assignments.id, filter.assignmentId));
  if (filter.batchId !== undefined)
    conditions.push(
      inArray(
        assignments.id,
        db
          .select({ id: assignmentBatches.assignmentId })
          .from(assignmentBatches)
          .where(eq(assignmentBatches.batchId, filter.batchId)),
      ),
    );
  const rows = await db
    .select({ assignment: assignments, title: quizzes.title, timeLimit: quizzes.timeLimit })
    .from(assignments)
    .innerJoin(quizzes, eq(quizzes.id, assignments.quizId))
    .where(scope.where(assignments, conditions.length > 0 ? and(...conditions) : undefined))
    .orderBy(desc(assignments.closesAt), desc(assignments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.assignment.id);
  const batchRows = await db
    .select({ assignmentId: assignmentBatches.assignmentId, id: batches.id, name: batches.name })
    .from(assignmentBatches)
    .innerJoin(batches, eq(batches.id, assignmentBatches.batchId))
    .where(and(inArray(assignmentBatches.assignmentId, ids), scope.where(batches)))
    .orderBy(asc(batches.name));
  const extraRows = await db
    .select({
      assignmentId: assignmentExtraTime.assignmentId,
      userId: assignmentExtraTime.userId,
      email: users.email,
      minutesPerHour: assignmentExtraTime.minutesPerHour,
    })
    .from(assignmentExtraTime)
    .innerJoin(users, eq(users.id, assignmentExtraTime.userId))
    .where(inArray(assignmentExtraTime.assignmentId, ids))
    .orderBy(asc(users.email));
  const submittedRows = await db
    .select({ assignmentId: attempts.assignmentId, n: countDistinct(attempts.userId) })
    .from(attempts)
    .where(and(inArray(attempts.assignmentId, ids), isNotNull(attempts.submittedAt)))
    .groupBy(attempts.assignmentId);
  return rows.map(({ assignment: a, title, timeLimit }) => ({
    id: a.id,
    instituteId: a.instituteId,
    quizId: a.quizId,
    title,
    timeLimit,
    batches: batchRows.filter((b) => b.assignmentId === a.id).map((b) => ({ id: b.id, name: b.name })),
    opensAt: a.opensAt.toISOString(),
    closesAt: a.closesAt.toISOString(),
    attemptsAllowed: a.attemptsAllowed,
    keyShown: a.keyShown,
    note: a.note,
    extraTime: extraRows
      .filter((e) => e.assignmentId === a.id)
      .map((e) => ({ userId: e.userId, email: e.email, minutesPerHour: e.minutesPerHour })),
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    submitted: submittedRows.find((s) => s.assignmentId === a.id)?.n ?? 0,
    createdAt: a.createdAt.toISOString(),
  }));
}

/**
 * The papers the assign form offers (GET /api/institutes/{id}/assignable-papers): the institute's own
 * first (newest first), then the site's published ones by title.
 */
export async function listAssignablePapers(db: DbOrTx, scope: InstituteScope): Promise<AssignablePaper[]> {
  const rows = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      titleHi: quizzes.titleHi,
      examType: quizzes.examType,
      timeLimit: quizzes.timeLimit,
      instituteId: quizzes.instituteId,
      createdAt: quizzes.createdAt,
    })
    .from(quizzes)
    .where(assignableBy(scope))
    .orderBy(asc(quizzes.title), asc(quizzes.id));
  const own = rows
    .filter((r) => r.instituteId !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const site = rows.filter((r) => r.instituteId === null);
  return [...own, ...site].map((r) => ({
    id: r.id,
    title: r.title,
    titleHi: r.titleHi,
    examType: r.examType,
    timeLimit: r.timeLimit,
    source: r.instituteId === null ? ("public" as const) : ("institute" as const),
  }));
}
