import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { rankMeritList } from "~/domain/live-merit-list";
import type { DbOrTx } from "~/server/db/client";
import {
  assignmentBatches,
  assignments,
  attempts,
  batches,
  batchMembers,
  quizzes,
  users,
} from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import type { InstituteScope } from "~/server/institutes/tenancy";
import type { Cell, Table } from "~/server/reports/table-files";
import type { LearnerHistory, LearnerHistoryRow } from "~/shared/contract/assignment-results";
import { fullName } from "~/shared/display-name";

export const LEARNER_NOT_FOUND = "Learner not found";

/**
 * One learner's history across the institute's assignments (GET .../learners/{userId}/history):
 * every assignment set to a batch they are or were in, with their best marks, their rank among
 * everyone who submitted it (ties share a rank, as on the merit list) and when they submitted. 404
 * for anyone never in the institute's batches: staff learn nothing of other people.
 */
export async function learnerHistory(
  db: DbOrTx,
  scope: InstituteScope,
  userId: number,
): Promise<LearnerHistory> {
  const places = await db
    .select({ id: batches.id, name: batches.name, leftAt: batchMembers.leftAt })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .where(scope.where(batches, eq(batchMembers.userId, userId)))
    .orderBy(asc(batches.name));
  const [person] = places.length
    ? await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  if (!person) throw notFound(LEARNER_NOT_FOUND);
  const batchIds = places.map((p) => p.id);
  const set = await db
    .select({
      id: assignments.id,
      title: quizzes.title,
      closesAt: assignments.closesAt,
      cancelledAt: assignments.cancelledAt,
      batchId: assignmentBatches.batchId,
    })
    .from(assignmentBatches)
    .innerJoin(assignments, eq(assignments.id, assignmentBatches.assignmentId))
    .innerJoin(quizzes, eq(quizzes.id, assignments.quizId))
    .where(scope.where(assignments, inArray(assignmentBatches.batchId, batchIds)));
  const batchName = new Map(places.map((p) => [p.id, p.name]));
  const byAssignment = new Map<number, (typeof set)[number] & { batchNames: string[] }>();
  for (const row of set) {
    const entry = byAssignment.get(row.id) ?? { ...row, batchNames: [] };
    entry.batchNames.push(batchName.get(row.batchId) ?? "");
    byAssignment.set(row.id, entry);
  }
  const ids = [...byAssignment.keys()];
  const submitted = ids.length
    ? await db
        .select({
          id: attempts.id,
          assignmentId: attempts.assignmentId,
          userId: attempts.userId,
          marks: attempts.marks,
          maxMarks: attempts.maxMarks,
          submittedAt: attempts.submittedAt,
        })
        .from(attempts)
        .where(and(inArray(attempts.assignmentId, ids), isNotNull(attempts.submittedAt)))
        .orderBy(asc(attempts.submittedAt), asc(attempts.id))
    : [];
  type Attempt = (typeof submitted)[number];
  const attemptsOf = new Map<number, Attempt[]>();
  for (const a of submitted) {
    if (a.assignmentId === null) continue;
    attemptsOf.set(a.assignmentId, [...(attemptsOf.get(a.assignmentId) ?? []), a]);
  }
  const rows = [...byAssignment.values()].map((assignment): LearnerHistoryRow => {
    const all = attemptsOf.get(assignment.id) ?? [];
    // each learner's best: highest marks, then the earlier submit (the merit list's rule)
    const best = new Map<number, Attempt>();
    for (const a of all) {
      const held = best.get(a.userId);
      if (!held || (a.marks ?? 0) > (held.marks ?? 0)) best.set(a.userId, a);
    }
    const ranked = rankMeritList(
      [...best.values()]
        .sort((a, b) => (b.marks ?? 0) - (a.marks ?? 0) || a.id - b.id)
        .map((a) => ({ ...a, marks: a.marks ?? 0 })),
    );
    const own = ranked.find((r) => r.userId === userId);
    return {
      assignmentId: assignment.id,
      title: assignment.title,
      batchNames: assignment.batchNames.sort(),
      closesAt: assignment.closesAt.toISOString(),
      cancelled: assignment.cancelledAt !== null,
      submittedAt: own?.submittedAt?.toISOString() ?? null,
      marks: own?.marks ?? null,
      maxMarks: own?.maxMarks ?? null,
      rank: own?.rank ?? null,
      of: ranked.length,
      attemptsUsed: all.filter((a) => a.userId === userId).length,
    };
  });
  rows.sort((a, b) => b.closesAt.localeCompare(a.closesAt) || b.assignmentId - a.assignmentId);
  return {
    userId,
    name: fullName(person),
    email: person.deletedAt ? "" : person.email,
    batches: places.map((p) => ({ id: p.id, name: p.name, left: p.leftAt !== null })),
    rows,
  };
}

/** The history as a table: closes and submits as dates, marks and ranks as numbers. */
export function historyTable(history: LearnerHistory, now: Date): Table {
  return {
    title: `${history.name} history`,
    day: now,
    sheetName: "Assignments",
    header: [
      "Assignment",
      "Batches",
      "Closes at",
      "Submitted at",
      "Marks",
      "Out of",
      "Rank",
      "Of",
      "Attempts",
    ],
    rows: history.rows.map((row): Cell[] => [
      row.cancelled ? `${row.title} (cancelled)` : row.title,
      row.batchNames.join(", "),
      new Date(row.closesAt),
      row.submittedAt === null ? null : new Date(row.submittedAt),
      row.marks,
      row.maxMarks,
      row.rank,
      row.of,
      row.attemptsUsed,
    ]),
  };
}
