import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { z } from "zod";
import { isReplyNoticeOwed } from "~/domain/report-queue";
import type { Db, Tx } from "~/server/db/client";
import { feedback, notifications } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { REPORT_STATUS_LABELS, type updateReportBodySchema } from "~/shared/contract/reports";

type UpdateReportInput = z.output<typeof updateReportBodySchema>;

/**
 * Sets a question report's status and, when given, the reply the learner sees (an empty reply takes
 * it back), recording the admin and the time. With sameQuestion, every still-open report of the same
 * question changes with it. Each learner given a new reply also gets a notice linking to My reports.
 * One transaction: all of them or none.
 */
export async function updateReport(
  db: Db,
  id: number,
  input: UpdateReportInput,
  adminId: number,
  now: Date,
): Promise<number[]> {
  return db.transaction((tx) => updateReportIn(tx, id, input, adminId, now));
}

/** updateReport inside a transaction of the caller's (a key correction that answers the report). */
export async function updateReportIn(
  tx: Tx,
  id: number,
  input: UpdateReportInput,
  adminId: number,
  now: Date,
): Promise<number[]> {
  const [report] = await tx
    .select({ id: feedback.id, questionId: feedback.questionId })
    .from(feedback)
    .where(and(eq(feedback.id, id), isNotNull(feedback.questionId)))
    .for("update");
  if (!report || report.questionId === null) throw notFound(`No question report with id ${id}`);
  const reply =
    input.reply === undefined
      ? {}
      : input.reply === ""
        ? { reply: null, repliedAt: null }
        : { reply: input.reply, repliedAt: now };
  const which = input.sameQuestion
    ? or(
        eq(feedback.id, id),
        and(eq(feedback.questionId, report.questionId), inArray(feedback.status, ["new", "looking"])),
      )
    : eq(feedback.id, id);
  const before = await tx
    .select({ id: feedback.id, reply: feedback.reply })
    .from(feedback)
    .where(which)
    .for("update");
  const replyBefore = new Map(before.map((b) => [b.id, b.reply]));
  const changed = await tx
    .update(feedback)
    .set({ status: input.status, ...reply, handledBy: adminId, handledAt: now })
    .where(which)
    .returning({ id: feedback.id, userId: feedback.userId, reply: feedback.reply });
  const told = new Set<number>();
  for (const row of changed) {
    if (row.userId === null || told.has(row.userId)) continue;
    if (!isReplyNoticeOwed(replyBefore.get(row.id) ?? null, row.reply)) continue;
    told.add(row.userId);
  }
  if (told.size > 0) {
    const text = `Your question report was answered (${REPORT_STATUS_LABELS[input.status]}): see the reply in My reports`;
    await tx.insert(notifications).values(
      [...told].map((userId) => ({
        userId,
        text,
        kind: "report-answered" as const,
        params: { status: input.status },
        link: "/my-reports",
        createdAt: now,
      })),
    );
  }
  const ids = changed.map((c) => c.id).sort((a, b) => a - b);
  return [id, ...ids.filter((other) => other !== id)];
}
