import { and, desc, eq, sql } from "drizzle-orm";
import { questionForLearner } from "~/domain/question-view";
import type { DbOrTx } from "~/server/db/client";
import { bookmarks, exams, questions } from "~/server/db/schema";
import { questionHtmlOf } from "~/server/math/rendered-math";
import { heldQuestions } from "~/server/papers/live-hold";
import type { Bookmark } from "~/shared/contract/bookmarks";

/**
 * The user's bookmarked questions, newest first (GET /api/user/bookmarks). A question is in its
 * 'reviewing' view (answer and explanations) only when the user has answered it in a submitted
 * attempt (attempt_answers rows exist only for submitted attempts), else in its 'taking' view, so
 * bookmarking never leaks a key. Nor before the end of a live test holding its paper, even to a
 * candidate who submitted early, nor before the close of an assignment of theirs whose key shows then.
 */
export async function listBookmarks(db: DbOrTx, options: { userId: number; now: Date }): Promise<Bookmark[]> {
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
        type: questions.type,
        correctIndex: questions.correctIndex,
        correctAnswers: questions.correctAnswers,
        numericMin: questions.numericMin,
        numericMax: questions.numericMax,
        explanation: questions.explanation,
        explanationHi: questions.explanationHi,
        structure: questions.structure,
        mathHtml: questions.mathHtml,
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
  const held = await heldQuestions(
    db,
    rows.filter((r) => r.revealed).map((r) => r.question.id),
    options.now,
    options.userId,
  );
  return rows.map(({ question: row, examName, bookmarkedAt, revealed: isRevealed }) => {
    const q = { ...row, html: questionHtmlOf(row) };
    // the key and explanations only from the 'reviewing' view (src/domain/question-view.ts)
    const reviewing = isRevealed && !held.has(q.id) ? questionForLearner(q, "reviewing") : undefined;
    const { id, ...view } = reviewing ?? questionForLearner(q, "taking");
    return {
      questionId: id,
      ...view,
      examType: q.examType,
      examName,
      bookmarkedAt: bookmarkedAt.toISOString(),
      correctIndex: reviewing?.correctIndex ?? null,
      explanation: reviewing?.explanation ?? null,
      explanationHi: reviewing?.explanationHi ?? null,
    };
  });
}
