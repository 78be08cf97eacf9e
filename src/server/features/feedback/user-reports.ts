import { and, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { isReplyUnread } from "~/domain/report-queue";
import type { DbOrTx } from "~/server/db/client";
import { feedback, questions } from "~/server/db/schema";
import { USER_REPORTS_LIMIT, type UserReportsResponse } from "~/shared/contract/reports";

const mine = (userId: number) => and(eq(feedback.userId, userId), isNotNull(feedback.questionId));

/** The learner's own question reports, newest first, with the admin's reply and whether it is new to them. */
export async function listUserReports(db: DbOrTx, userId: number): Promise<UserReportsResponse> {
  const rows = await db
    .select({
      id: feedback.id,
      rating: feedback.rating,
      feedback: feedback.feedback,
      status: feedback.status,
      createdAt: feedback.createdAt,
      reply: feedback.reply,
      repliedAt: feedback.repliedAt,
      replySeenAt: feedback.replySeenAt,
      questionId: questions.id,
      questionText: questions.text,
      questionTextHi: questions.textHi,
      questionDeletedAt: questions.deletedAt,
    })
    .from(feedback)
    .innerJoin(questions, eq(questions.id, feedback.questionId))
    .where(mine(userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(USER_REPORTS_LIMIT);
  const items = rows.map((r) => ({
    id: r.id,
    question: {
      id: r.questionId,
      text: r.questionText,
      textHi: r.questionTextHi,
      deleted: r.questionDeletedAt !== null,
    },
    rating: r.rating,
    feedback: r.feedback,
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    reply: r.reply,
    repliedAt: r.repliedAt === null ? null : new Date(r.repliedAt).toISOString(),
    unread: isReplyUnread(
      r.repliedAt === null ? null : new Date(r.repliedAt),
      r.replySeenAt === null ? null : new Date(r.replySeenAt),
    ),
  }));
  return { items, unread: items.filter((i) => i.unread).length };
}

/** The learner has read every reply written so far (opening "My reports" does this). */
export async function markReportRepliesSeen(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(feedback)
    .set({ replySeenAt: now })
    .where(
      and(
        mine(userId),
        isNotNull(feedback.repliedAt),
        or(isNull(feedback.replySeenAt), lt(feedback.replySeenAt, sql`${feedback.repliedAt}`)),
      ),
    );
}
