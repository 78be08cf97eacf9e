import { z } from "zod";
import { attemptSheetSchema } from "./attempts";
import { examTypeSchema } from "./common";

/**
 * Predictions from the item-response model (src/domain/irt.ts, src/domain/predictions.ts) and
 * adaptive practice of the weakest topics.
 *
 *   GET  /api/user/predictions?exam=jee       -> PredictionResponse (premium)
 *   POST /api/user/adaptive-practice {exam}   -> AdaptivePracticeResponse (premium): a new attempt of
 *        the learner's own practice quiz, opened like a retake at /quiz/{quizId}?attempt={attemptId}
 */

export const predictionQuerySchema = z.object({ exam: examTypeSchema });

const rangeSchema = z.object({ low: z.number(), expected: z.number(), high: z.number() });

export const predictionResponseSchema = z.object({
  examType: examTypeSchema,
  /** false below the minimums: no ranges, "Not enough data yet" */
  enoughData: z.boolean(),
  /** the probability each range holds the truth (0.8) */
  level: z.number(),
  /** the learner's first answers to calibrated questions of the exam */
  questionsAnswered: z.number().int().nonnegative(),
  /** the exam's questions with a calibrated difficulty */
  itemsCalibrated: z.number().int().nonnegative(),
  /** Abhyas learners of the exam the percentile compares with (the learner included) */
  cohortSize: z.number().int().nonnegative(),
  /** ability on the logit scale: estimate, standard error and the `level` interval */
  ability: z
    .object({ theta: z.number(), standardError: z.number(), low: z.number(), high: z.number() })
    .nullable(),
  /** marks on the official paper (all questions answered, the exam's marking), whole marks */
  score: rangeSchema.extend({ max: z.number() }).nullable(),
  /** percent of the cohort below, whole percent; null also below the cohort minimum */
  percentile: rangeSchema.nullable(),
  /** the official paper the score is on */
  paper: z.object({ questions: z.number().int(), correct: z.number(), wrong: z.number() }),
  minimums: z.object({ answers: z.number().int(), items: z.number().int(), cohort: z.number().int() }),
  /** when the item difficulties were last calibrated (null: never) */
  calibratedAt: z.string().nullable(),
});
export type PredictionResponse = z.infer<typeof predictionResponseSchema>;

export const adaptivePracticeBodySchema = z.object({ exam: examTypeSchema });

export const adaptivePracticeResponseSchema = z.object({
  sheet: attemptSheetSchema,
  /** the weakest topics it draws from, weakest first, with their ability estimates */
  topics: z.array(
    z.object({ subject: z.string(), topic: z.string(), theta: z.number(), answered: z.number().int() }),
  ),
});
export type AdaptivePracticeResponse = z.infer<typeof adaptivePracticeResponseSchema>;

export const NO_ANSWERS_YET = "Answer some questions of this exam first: weak topics come from your answers";
export const NO_NEW_QUESTIONS = "No questions you have not seen lately are left in your weak topics";
