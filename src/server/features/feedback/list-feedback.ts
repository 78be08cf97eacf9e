import { count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { feedback, questions, users } from "~/server/db/schema";
import { type AdminFeedbackResponse, FEEDBACK_PAGE_SIZE } from "~/shared/contract/feedback";

/** Feedback newest first, with who sent it and, for question reports, the question's text. */
export async function listFeedback(db: DbOrTx, page: number): Promise<AdminFeedbackResponse> {
  const rows = await db
    .select({
      id: feedback.id,
      rating: feedback.rating,
      category: feedback.category,
      feedback: feedback.feedback,
      createdAt: feedback.createdAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      questionId: questions.id,
      questionText: questions.text,
      questionDeletedAt: questions.deletedAt,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(questions, eq(questions.id, feedback.questionId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(FEEDBACK_PAGE_SIZE)
    .offset((page - 1) * FEEDBACK_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(feedback);
  return {
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      category: r.category,
      feedback: r.feedback,
      createdAt: new Date(r.createdAt).toISOString(),
      user:
        r.userId !== null && r.email !== null
          ? {
              id: r.userId,
              email: r.email,
              name: [r.firstName, r.lastName].filter(Boolean).join(" ") || null,
            }
          : null,
      question:
        r.questionId !== null && r.questionText !== null
          ? { id: r.questionId, text: r.questionText, deleted: r.questionDeletedAt !== null }
          : null,
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: FEEDBACK_PAGE_SIZE,
  };
}
