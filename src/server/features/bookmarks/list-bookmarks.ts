import { and, desc, eq, sql } from "drizzle-orm";
import type { Bookmark } from "../../../shared/contract/bookmarks";
import type { ExamType } from "../../../shared/contract/common";
import type { DbOrTx } from "../../db/client";
import { bookmarks, exams, questions } from "../../db/schema";

/**
 * The user's bookmarked questions, newest first (GET /api/user/bookmarks). The answer and its
 * explanation are included only when the user has answered the question in a submitted attempt
 * (attempt_answers rows exist only for submitted attempts), so bookmarking never leaks a key.
 */
export async function listBookmarks(db: DbOrTx, options: { userId: number }): Promise<Bookmark[]> {
  // explicit names: a correlated subquery must not rely on how Drizzle qualifies columns
  const revealed = sql<boolean>`exists (
    select 1 from attempt_answers aa where aa.user_id = ${options.userId} and aa.question_id = "questions"."id"
  )`;
  const rows = await db
    .select({
      question: {
        id: questions.id,
        text: questions.text,
        options: questions.options,
        textHi: questions.textHi,
        optionsHi: questions.optionsHi,
        subject: questions.subject,
        topic: questions.topic,
        examType: questions.examType,
        correctIndex: questions.correctIndex,
        explanation: questions.explanation,
        explanationHi: questions.explanationHi,
      },
      examName: exams.name,
      bookmarkedAt: bookmarks.createdAt,
      revealed,
    })
    .from(bookmarks)
    .innerJoin(questions, eq(questions.id, bookmarks.questionId))
    .innerJoin(exams, eq(exams.key, questions.examType))
    .where(and(eq(bookmarks.userId, options.userId)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.questionId));
  return rows.map(({ question: q, examName, bookmarkedAt, revealed: isRevealed }) => ({
    questionId: q.id,
    question: q.text,
    options: q.options,
    ...(q.textHi && q.optionsHi ? { hi: { question: q.textHi, options: q.optionsHi } } : {}),
    subject: q.subject,
    topic: q.topic,
    examType: q.examType as ExamType,
    examName,
    bookmarkedAt: bookmarkedAt.toISOString(),
    correctIndex: isRevealed ? q.correctIndex : null,
    explanation: isRevealed ? q.explanation : null,
    explanationHi: isRevealed ? q.explanationHi : null,
  }));
}
