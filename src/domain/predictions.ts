import { abilityInterval, cohortPercentile, estimateAbility, expectedPaperScore } from "./irt";

/**
 * A learner's prediction for one exam from the Rasch model (src/domain/irt.ts):
 *
 *   ability   EAP θ̂ from their first responses to the exam's calibrated items, with its SE and the
 *             central PREDICTION_LEVEL (80%) posterior interval [θ_low, θ_high]
 *   score     expectedPaperScore at θ_low, θ̂ and θ_high on the official paper (question count and
 *             marks for right and wrong from the exam's data, every question answered), rounded to
 *             whole marks: the range holds the marks the learner would earn on average on such a
 *             paper 80% of the time; one sitting adds its own luck on top
 *   percentile the share of the exam's cohort (every learner with responses to its calibrated items,
 *             each at their own θ̂) below θ_low and below θ_high
 *
 * "Not enough data yet" (enoughData false, no ranges) below MIN_PREDICTION_RESPONSES responses of the
 * learner or MIN_CALIBRATED_ITEMS calibrated items in the exam; the percentile also needs
 * MIN_COHORT learners.
 */
export const PREDICTION_LEVEL = 0.8;
export const MIN_PREDICTION_RESPONSES = 20;
export const MIN_CALIBRATED_ITEMS = 20;
export const MIN_COHORT = 10;

export type Range = { low: number; expected: number; high: number };

export type Prediction = {
  enoughData: boolean;
  level: number;
  questionsAnswered: number;
  itemsCalibrated: number;
  cohortSize: number;
  ability: { theta: number; standardError: number; low: number; high: number } | null;
  score: (Range & { max: number }) | null;
  percentile: Range | null;
};

export function predictExam(input: {
  responses: readonly { difficulty: number; correct: boolean }[];
  calibratedDifficulties: readonly number[];
  cohortThetas: readonly number[];
  paper: { questions: number; correct: number; wrong: number };
}): Prediction {
  const base = {
    level: PREDICTION_LEVEL,
    questionsAnswered: input.responses.length,
    itemsCalibrated: input.calibratedDifficulties.length,
    cohortSize: input.cohortThetas.length,
  };
  if (
    input.responses.length < MIN_PREDICTION_RESPONSES ||
    input.calibratedDifficulties.length < MIN_CALIBRATED_ITEMS
  ) {
    return { ...base, enoughData: false, ability: null, score: null, percentile: null };
  }
  const estimate = estimateAbility(input.responses);
  const { low, high } = abilityInterval(estimate, PREDICTION_LEVEL);
  const paper = { ...input.paper, difficulties: input.calibratedDifficulties };
  const marks = (theta: number) => Math.round(expectedPaperScore(theta, paper));
  const percentileAt = (theta: number) => Math.round(cohortPercentile(theta, input.cohortThetas));
  return {
    ...base,
    enoughData: true,
    ability: {
      theta: round2(estimate.theta),
      standardError: round2(estimate.standardError),
      low: round2(low),
      high: round2(high),
    },
    score: {
      low: marks(low),
      expected: marks(estimate.theta),
      high: marks(high),
      max: input.paper.questions * input.paper.correct,
    },
    percentile:
      input.cohortThetas.length >= MIN_COHORT
        ? { low: percentileAt(low), expected: percentileAt(estimate.theta), high: percentileAt(high) }
        : null,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
