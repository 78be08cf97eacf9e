import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { exams, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { dailyQuizText } from "./daily-quiz-text";

/**
 * Gives a daily quiz assembled before the schedule wrote Hindi its Hindi title and description, while
 * its English is still as the schedule wrote it (an admin's own title and description are left alone).
 * The seeder calls it for the days it schedules, so the week's quizzes read in Hindi too.
 */
export async function addDailyQuizHindi(db: DbOrTx, quizId: number, day: string): Promise<void> {
  const [quiz] = await db
    .select({
      slug: quizzes.slug,
      title: quizzes.title,
      description: quizzes.description,
      titleHi: quizzes.titleHi,
      examType: quizzes.examType,
      examName: exams.name,
    })
    .from(quizzes)
    .innerJoin(exams, eq(exams.key, quizzes.examType))
    .where(eq(quizzes.id, quizId));
  if (!quiz || quiz.titleHi !== null || quiz.slug !== `daily-${day}`) return;
  const rows = await db
    .select({ subject: questions.subject })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position));
  const text = dailyQuizText({
    exam: { key: quiz.examType, name: quiz.examName },
    day,
    subjects: [...new Set(rows.map((r) => r.subject))],
    questionCount: rows.length,
  });
  if (text.title !== quiz.title || text.description !== quiz.description) return;
  await db
    .update(quizzes)
    .set({ titleHi: text.titleHi, descriptionHi: text.descriptionHi })
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.titleHi)));
}
