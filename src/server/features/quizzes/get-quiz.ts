import { and, eq, inArray } from "drizzle-orm";
import type { Difficulty, ExamType, QuizKind } from "../../../shared/contract/common";
import { QUIZ_NOT_FOUND, type QuizDetail, type QuizSection } from "../../../shared/contract/quizzes";
import type { DbOrTx } from "../../db/client";
import { bookmarks } from "../../db/schema";
import { notFound } from "../../http/errors";
import { findQuiz, findQuizQuestions } from "./find-quiz";

/**
 * A quiz as the quiz page shows it (GET /api/quiz/{id}). Built field by field from an allow-list:
 * the answer key and explanations (English or Hindi) are never copied into it.
 * Unpublished quizzes are visible to admins only.
 */
export async function getQuizForTaking(
  db: DbOrTx,
  options: { quizId: number; userId?: number; isAdmin?: boolean },
): Promise<QuizDetail> {
  const quiz = await findQuiz(db, options.quizId);
  if (!quiz || (!quiz.published && !options.isAdmin)) throw notFound(QUIZ_NOT_FOUND);
  const rows = await findQuizQuestions(db, quiz.id);

  let bookmarked: Set<number> | undefined;
  if (options.userId !== undefined) {
    const marks =
      rows.length === 0
        ? []
        : await db
            .select({ questionId: bookmarks.questionId })
            .from(bookmarks)
            .where(
              and(
                eq(bookmarks.userId, options.userId),
                inArray(
                  bookmarks.questionId,
                  rows.map((q) => q.id),
                ),
              ),
            );
    bookmarked = new Set(marks.map((b) => b.questionId));
  }

  const sectionNames = quiz.sections?.map((s) => s.name) ?? [];
  const sections: QuizSection[] | null =
    quiz.sections && quiz.sections.length > 0
      ? quiz.sections.map((s) => ({
          name: s.name,
          ...(s.timeLimitMinutes ? { timeLimitMinutes: s.timeLimitMinutes } : {}),
          questionIds: rows.filter((q) => q.section === s.name).map((q) => q.id),
        }))
      : null;
  // a question filed under a section the quiz does not list still has to be reachable
  const orphans = sections ? rows.filter((q) => !q.section || !sectionNames.includes(q.section)) : [];
  if (sections && orphans.length > 0) sections.push({ name: "Other", questionIds: orphans.map((q) => q.id) });

  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    examType: quiz.examType as ExamType,
    kind: quiz.kind as QuizKind,
    difficulty: quiz.difficulty as Difficulty,
    timeLimit: quiz.timeLimit,
    totalQuestions: rows.length,
    marking: quiz.marking,
    sections,
    questions: rows.map((q) => ({
      id: q.id,
      question: q.text,
      options: q.options,
      subject: q.subject,
      topic: q.topic,
      section: q.section,
      ...(q.textHi && q.optionsHi ? { hi: { question: q.textHi, options: q.optionsHi } } : {}),
      ...(bookmarked ? { bookmarked: bookmarked.has(q.id) } : {}),
    })),
  };
}
