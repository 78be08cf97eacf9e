import { and, eq, sql } from "drizzle-orm";
import { analysePreparedness, DATA_MINIMUMS } from "~/domain/analytics";
import { istDay } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers, exams } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import type { ExamType } from "~/shared/contract/common";
import type { PreparednessResponse } from "~/shared/contract/standing";

/**
 * GET /api/analytics/preparedness/{examType}: the learner's answers for one exam, read through
 * attempt_answers_user_exam_idx, run through the formulas written down in src/domain/analytics.ts.
 */
export async function preparednessAnalytics(
  db: DbOrTx,
  options: { userId: number; examType: ExamType; now: Date },
): Promise<PreparednessResponse> {
  const [exam] = await db
    .select({ sections: exams.sections })
    .from(exams)
    .where(eq(exams.key, options.examType));
  if (!exam) throw notFound("Exam not found");
  const answers = await db
    .select({
      subject: attemptAnswers.subject,
      topic: attemptAnswers.topic,
      chosenIndex: attemptAnswers.chosenIndex,
      // any type's answer: rows from before question types have only chosen_index
      answered: sql<boolean>`(${attemptAnswers.chosenIndex} is not null or ${attemptAnswers.response} is not null)`,
      isCorrect: attemptAnswers.isCorrect,
      answeredAt: attemptAnswers.answeredAt,
    })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.userId, options.userId), eq(attemptAnswers.examType, options.examType)));
  const result = analysePreparedness({ answers, today: istDay(options.now), sections: exam.sections });
  return { examType: options.examType, ...result, minimums: { ...DATA_MINIMUMS } };
}
