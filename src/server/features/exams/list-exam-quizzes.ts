import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { notHeldForLive } from "~/server/db/live-hold";
import { categories, quizzes } from "~/server/db/schema";
import { dailyIsDue, quizSummaryColumns, toQuizSummary } from "~/server/papers/quiz-sql";
import type { ExamType } from "~/shared/contract/common";
import type { ExamQuiz, QuizCategory } from "~/shared/contract/exams";

/** The free quizzes of an exam for the exam page: practice quizzes, then daily ones, each newest first. */
export async function listExamQuizzes(
  db: DbOrTx,
  options: { examType: ExamType; today: string; now: Date; limit?: number },
): Promise<ExamQuiz[]> {
  const rows = await db
    .select(quizSummaryColumns)
    .from(quizzes)
    .where(
      and(
        eq(quizzes.examType, options.examType),
        eq(quizzes.published, true),
        inArray(quizzes.kind, ["practice", "daily"]),
        dailyIsDue(options.today),
        notHeldForLive(quizzes.id, options.now),
      ),
    )
    .orderBy(desc(quizzes.kind), desc(quizzes.createdAt), desc(quizzes.id))
    .limit(options.limit ?? 100);
  return rows.filter((r) => r.totalQuestions > 0).map(toQuizSummary);
}

/** The quiz categories of an exam (GET /api/quiz-categories/{examType}). */
export async function listQuizCategories(db: DbOrTx, examType: ExamType): Promise<QuizCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      examType: categories.examType,
    })
    .from(categories)
    .where(eq(categories.examType, examType))
    .orderBy(asc(categories.name));
  return rows;
}
