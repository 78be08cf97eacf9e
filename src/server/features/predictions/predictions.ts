import { and, eq, ne } from "drizzle-orm";
import { estimateAbility } from "~/domain/irt";
import {
  MIN_CALIBRATED_ITEMS,
  MIN_COHORT,
  MIN_PREDICTION_RESPONSES,
  predictExam,
} from "~/domain/predictions";
import type { DbOrTx } from "~/server/db/client";
import { exams, learnerAbilities } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { findItemDifficulties } from "~/server/item-model/calibrate-items";
import { findFirstResponses } from "~/server/item-model/first-responses";
import type { ExamType } from "~/shared/contract/common";
import type { PredictionResponse } from "~/shared/contract/predictions";

/**
 * GET /api/user/predictions?exam=: the learner's predicted marks and percentile on the exam's
 * official paper (src/domain/predictions.ts). Reads the stored calibration; the learner's own
 * ability is estimated now from their first answers, so a submit counts before the next
 * calibration, and the cohort is everyone else's ability at the last calibration plus theirs.
 */
export async function predictionFor(
  db: DbOrTx,
  options: { userId: number; examType: ExamType },
): Promise<PredictionResponse> {
  const { userId, examType } = options;
  const [exam] = await db
    .select({
      questions: exams.officialQuestions,
      correct: exams.markingCorrect,
      wrong: exams.markingWrong,
    })
    .from(exams)
    .where(eq(exams.key, examType));
  if (!exam) throw notFound("Exam not found");
  const { difficulties, calibratedAt } = await findItemDifficulties(db, examType);
  const own = (await findFirstResponses(db, { examType, userId }))
    .filter((r) => difficulties.has(r.questionId))
    .map((r) => ({ difficulty: difficulties.get(r.questionId) ?? 0, correct: r.correct }));
  const others = await db
    .select({ theta: learnerAbilities.theta })
    .from(learnerAbilities)
    .where(and(eq(learnerAbilities.examType, examType), ne(learnerAbilities.userId, userId)));
  const cohortThetas = others.map((o) => o.theta);
  if (own.length > 0) cohortThetas.push(estimateAbility(own).theta);
  const prediction = predictExam({
    responses: own,
    calibratedDifficulties: [...difficulties.values()],
    cohortThetas,
    paper: exam,
  });
  return {
    examType,
    ...prediction,
    paper: exam,
    minimums: { answers: MIN_PREDICTION_RESPONSES, items: MIN_CALIBRATED_ITEMS, cohort: MIN_COHORT },
    calibratedAt: calibratedAt?.toISOString() ?? null,
  };
}
