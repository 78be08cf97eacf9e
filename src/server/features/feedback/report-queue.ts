import { and, asc, count, countDistinct, eq, exists, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { DbOrTx } from "~/server/db/client";
import { feedback, questions, quizQuestions, users } from "~/server/db/schema";
import { adminQuestionsByIds } from "~/server/papers/admin-question-rows";
import {
  type AdminReportsResponse,
  type adminReportsQuerySchema,
  REPORT_GROUPS_PAGE_SIZE,
  REPORT_STATUSES,
  type ReportStatus,
} from "~/shared/contract/reports";

type ReportsQuery = z.output<typeof adminReportsQuerySchema>;

const handlers = alias(users, "handlers");

const personOf = (
  id: number | null,
  email: string | null,
  firstName: string | null,
  lastName: string | null,
) =>
  id !== null && email !== null
    ? { id, email, name: [firstName, lastName].filter(Boolean).join(" ") || null }
    : null;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Question reports under the quiz and exam filter (not the status one). */
function scopeOf(query: ReportsQuery): SQL[] {
  const where: SQL[] = [isNotNull(feedback.questionId)];
  if (query.examType) where.push(eq(questions.examType, query.examType));
  if (query.quizId !== undefined) {
    where.push(
      exists(
        sql`(select 1 from ${quizQuestions} where ${quizQuestions.questionId} = ${feedback.questionId} and ${quizQuestions.quizId} = ${query.quizId})`,
      ),
    );
  }
  return where;
}

/**
 * The admin's queue: reports grouped by question, the question whose oldest new report is oldest
 * first (then questions with no new report, by their oldest report), each group's reports oldest
 * first, with the question as the admin panel shows it (text and key).
 */
export async function listReportQueue(db: DbOrTx, query: ReportsQuery): Promise<AdminReportsResponse> {
  const scope = scopeOf(query);
  const filtered = query.status ? [...scope, eq(feedback.status, query.status)] : scope;
  const oldestNew = sql<Date | null>`min(${feedback.createdAt}) filter (where ${feedback.status} = 'new')`;
  const oldest = sql<Date>`min(${feedback.createdAt})`;

  const page = await db
    .select({ questionId: sql<number>`${feedback.questionId}`.mapWith(Number) })
    .from(feedback)
    .innerJoin(questions, eq(questions.id, feedback.questionId))
    .where(and(...filtered))
    .groupBy(feedback.questionId)
    .orderBy(sql`${oldestNew} asc nulls last`, asc(oldest), asc(feedback.questionId))
    .limit(REPORT_GROUPS_PAGE_SIZE)
    .offset((query.page - 1) * REPORT_GROUPS_PAGE_SIZE);
  const [total] = await db
    .select({ n: countDistinct(feedback.questionId) })
    .from(feedback)
    .innerJoin(questions, eq(questions.id, feedback.questionId))
    .where(and(...filtered));
  const perStatus = await db
    .select({ status: feedback.status, n: count() })
    .from(feedback)
    .innerJoin(questions, eq(questions.id, feedback.questionId))
    .where(and(...scope))
    .groupBy(feedback.status);

  const ids = page.map((p) => p.questionId);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            id: feedback.id,
            questionId: feedback.questionId,
            status: feedback.status,
            rating: feedback.rating,
            feedback: feedback.feedback,
            createdAt: feedback.createdAt,
            reply: feedback.reply,
            repliedAt: feedback.repliedAt,
            handledAt: feedback.handledAt,
            userId: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            handlerId: handlers.id,
            handlerEmail: handlers.email,
            handlerFirstName: handlers.firstName,
            handlerLastName: handlers.lastName,
          })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .leftJoin(handlers, eq(handlers.id, feedback.handledBy))
          .where(
            and(
              inArray(feedback.questionId, ids),
              query.status ? eq(feedback.status, query.status) : undefined,
            ),
          )
          .orderBy(asc(feedback.createdAt), asc(feedback.id));
  const shown = await adminQuestionsByIds(db, ids);
  const deleted = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: questions.id })
            .from(questions)
            .where(and(inArray(questions.id, ids), isNotNull(questions.deletedAt)))
        ).map((q) => q.id),
  );

  const counts = Object.fromEntries(REPORT_STATUSES.map((s) => [s, 0])) as Record<ReportStatus, number>;
  for (const row of perStatus) counts[row.status] = Number(row.n);

  return {
    groups: ids.flatMap((questionId) => {
      const question = shown.get(questionId);
      if (!question) return [];
      return [
        {
          question,
          questionDeleted: deleted.has(questionId),
          reports: reports
            .filter((r) => r.questionId === questionId)
            .map((r) => ({
              id: r.id,
              status: r.status,
              rating: r.rating,
              feedback: r.feedback,
              createdAt: new Date(r.createdAt).toISOString(),
              user: personOf(r.userId, r.email, r.firstName, r.lastName),
              reply: r.reply,
              repliedAt: iso(r.repliedAt),
              handledBy: personOf(r.handlerId, r.handlerEmail, r.handlerFirstName, r.handlerLastName),
              handledAt: iso(r.handledAt),
            })),
        },
      ];
    }),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: REPORT_GROUPS_PAGE_SIZE,
    counts,
  };
}
