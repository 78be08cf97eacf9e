import { and, desc, eq } from "drizzle-orm";
import type { Difficulty, ExamType, QuizKind } from "../../../shared/contract/common";
import type { QuizListItem } from "../../../shared/contract/quizzes";
import type { DbOrTx } from "../../db/client";
import { quizzes } from "../../db/schema";
import { dailyIsDue, latestScheduledDate, liveQuestionCount } from "./quiz-sql";

/** Every published quiz, newest first, with its real question count (GET /api/quizzes). */
export async function listQuizzes(db: DbOrTx, options: { today: string }): Promise<QuizListItem[]> {
  const rows = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      description: quizzes.description,
      examType: quizzes.examType,
      difficulty: quizzes.difficulty,
      kind: quizzes.kind,
      totalQuestions: liveQuestionCount,
      timeLimit: quizzes.timeLimit,
      createdAt: quizzes.createdAt,
      year: quizzes.year,
      isSample: quizzes.isSample,
      scheduledDate: latestScheduledDate,
    })
    .from(quizzes)
    .where(and(eq(quizzes.published, true), dailyIsDue(options.today)))
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  return rows.map((r) => ({
    ...r,
    examType: r.examType as ExamType,
    difficulty: r.difficulty as Difficulty,
    kind: r.kind as QuizKind,
    createdAt: r.createdAt.toISOString(),
    scheduledDate: r.kind === "daily" ? r.scheduledDate : null,
  }));
}
