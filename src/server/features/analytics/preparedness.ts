import { and, eq, sql } from "drizzle-orm";
import { analysePreparedness, DATA_MINIMUMS } from "~/domain/analytics";
import { abilitiesBy } from "~/domain/irt";
import { istDay } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { resultPublished } from "~/server/db/live-hold";
import { attemptAnswers, exams } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { findItemDifficulties } from "~/server/item-model/calibrate-items";
import { findFirstResponses } from "~/server/item-model/first-responses";
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
    .where(
      and(
        eq(attemptAnswers.userId, options.userId),
        eq(attemptAnswers.examType, options.examType),
        resultPublished(attemptAnswers.attemptId, options.now),
      ),
    );
  const result = analysePreparedness({ answers, today: istDay(options.now), sections: exam.sections });
  // each subject's ability on the same item-response model as predictions and adaptive practice
  const { difficulties } = await findItemDifficulties(db, options.examType, { all: true });
  const first = await findFirstResponses(db, options);
  const abilities = abilitiesBy(
    first.map((r) => ({
      group: r.subject,
      difficulty: difficulties.get(r.questionId) ?? 0,
      correct: r.correct,
    })),
  );
  const subjectScores = result.subjectScores.map((s) => ({
    ...s,
    ability: abilities.get(s.subject) ?? { theta: 0, standardError: 1, responses: 0 },
  }));
  return { examType: options.examType, ...result, subjectScores, minimums: { ...DATA_MINIMUMS } };
}
