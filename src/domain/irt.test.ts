import { describe, expect, it } from "vitest";
import {
  abilityInterval,
  calibrateItems,
  cohortPercentile,
  estimateAbility,
  expectedPaperScore,
  itemInformation,
  mostInformative,
  probabilityCorrect,
} from "./irt";
import { PREDICTION_LEVEL, predictExam } from "./predictions";

/** mulberry32: a small seeded generator, so every run simulates the same learners */
function seeded(seed: number) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    const u = Math.max(uniform(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
  return { uniform, normal };
}

const answer = (rng: ReturnType<typeof seeded>, theta: number, difficulty: number) =>
  rng.uniform() < probabilityCorrect(theta, difficulty);

describe("the Rasch model", () => {
  it("gives half a chance where ability meets difficulty, and most information there", () => {
    expect(probabilityCorrect(1.2, 1.2)).toBe(0.5);
    expect(probabilityCorrect(2, 0)).toBeCloseTo(0.8808, 4);
    expect(itemInformation(0, 0)).toBe(0.25);
    expect(itemInformation(0, 2)).toBeLessThan(itemInformation(0, 0.5));
    const chosen = mostInformative(
      [
        { itemId: 1, difficulty: -3 },
        { itemId: 2, difficulty: 0.9 },
        { itemId: 3, difficulty: 1.1 },
        { itemId: 4, difficulty: 4 },
      ],
      1,
      2,
    );
    expect(chosen.map((i) => i.itemId)).toEqual([2, 3]);
  });

  it("recovers known abilities from simulated answers within the stated standard error", () => {
    const rng = seeded(11);
    const difficulties = Array.from({ length: 40 }, (_, i) => -2 + (4 * i) / 39);
    let within2se = 0;
    let squaredError = 0;
    let meanSe = 0;
    const learners = 400;
    for (let l = 0; l < learners; l++) {
      const truth = rng.normal();
      const estimate = estimateAbility(
        difficulties.map((b) => ({ difficulty: b, correct: answer(rng, truth, b) })),
      );
      if (Math.abs(estimate.theta - truth) <= 2 * estimate.standardError) within2se++;
      squaredError += (estimate.theta - truth) ** 2;
      meanSe += estimate.standardError / learners;
    }
    // about 95% within two standard errors, and the errors as large as the SE says
    expect(within2se / learners).toBeGreaterThan(0.92);
    const rmse = Math.sqrt(squaredError / learners);
    expect(rmse).toBeGreaterThan(meanSe * 0.85);
    expect(rmse).toBeLessThan(meanSe * 1.15);
    expect(meanSe).toBeLessThan(0.4);
  });

  it("says more answers narrow the estimate, and all right stays finite", () => {
    const few = estimateAbility(Array.from({ length: 5 }, () => ({ difficulty: 0, correct: true })));
    const many = estimateAbility(
      Array.from({ length: 50 }, (_, i) => ({ difficulty: 0, correct: i % 2 === 0 })),
    );
    expect(few.theta).toBeGreaterThan(0.5);
    expect(few.theta).toBeLessThan(4);
    expect(many.standardError).toBeLessThan(few.standardError);
    const { low, high } = abilityInterval(many, 0.8);
    expect(low).toBeLessThan(many.theta);
    expect(high).toBeGreaterThan(many.theta);
  });

  it("calibrates item difficulties from first responses close to the truth", () => {
    const rng = seeded(7);
    const truth = Array.from({ length: 20 }, (_, i) => -1.9 + (3.8 * i) / 19);
    const learners = Array.from({ length: 600 }, (_, learnerId) => {
      const theta = rng.normal();
      // each learner answers a random two thirds of the bank
      const responses = truth
        .map((b, itemId) => ({ itemId, b }))
        .filter(() => rng.uniform() < 2 / 3)
        .map(({ itemId, b }) => ({ itemId, correct: answer(rng, theta, b) }));
      return { learnerId, responses };
    });
    const items = calibrateItems(learners);
    expect(items).toHaveLength(20);
    // about 400 responses each: a standard error near 0.12 logits
    let squaredError = 0;
    for (const item of items) {
      const error = item.difficulty - (truth[item.itemId] ?? 0);
      expect(Math.abs(error), `item ${item.itemId}`).toBeLessThan(0.4);
      expect(item.responses).toBeGreaterThan(300);
      squaredError += error ** 2;
    }
    expect(Math.sqrt(squaredError / items.length)).toBeLessThan(0.2);
  });

  it("keeps an item nobody got wrong finite", () => {
    const learners = Array.from({ length: 6 }, (_, learnerId) => ({
      learnerId,
      responses: [
        { itemId: 1, correct: true },
        { itemId: 2, correct: learnerId % 2 === 0 },
      ],
    }));
    const [easy, even] = calibrateItems(learners);
    expect(easy?.difficulty).toBeLessThan(even?.difficulty ?? 0);
    expect(Number.isFinite(easy?.difficulty)).toBe(true);
    expect(easy).toMatchObject({ responses: 6, correctShare: 1 });
  });

  it("maps ability onto a paper's marks, negative marking included", () => {
    const paper = { questions: 100, correct: 4, wrong: -1, difficulties: [0] };
    expect(expectedPaperScore(0, paper)).toBe(150); // 100 × (0.5 × 4 − 0.5 × 1)
    expect(expectedPaperScore(-20, paper)).toBeCloseTo(-100, 3);
    expect(expectedPaperScore(20, paper)).toBeCloseTo(400, 3);
    expect(cohortPercentile(0, [-1, -0.5, 0, 1])).toBe(62.5);
  });
});

describe("predictions", () => {
  const bank = Array.from({ length: 60 }, (_, i) => -2.5 + (5 * i) / 59);
  const paper = { questions: 90, correct: 4, wrong: -1 };

  it("says not enough data below 20 answers", () => {
    const prediction = predictExam({
      responses: Array.from({ length: 19 }, () => ({ difficulty: 0, correct: true })),
      calibratedDifficulties: bank,
      cohortThetas: [0, 1, 2],
      paper,
    });
    expect(prediction).toMatchObject({
      enoughData: false,
      questionsAnswered: 19,
      itemsCalibrated: 60,
      cohortSize: 3,
      score: null,
      percentile: null,
    });
  });

  it("covers the true expected score and percentile about 80% of the time", () => {
    const rng = seeded(2026);
    const cohort = Array.from({ length: 200 }, () => rng.normal());
    const trials = 1500;
    let scoreCovered = 0;
    let percentileCovered = 0;
    for (let trial = 0; trial < trials; trial++) {
      const truth = rng.normal();
      const answered = Array.from({ length: 25 }, () => bank[Math.floor(rng.uniform() * bank.length)] ?? 0);
      const prediction = predictExam({
        responses: answered.map((b) => ({ difficulty: b, correct: answer(rng, truth, b) })),
        calibratedDifficulties: bank,
        cohortThetas: cohort,
        paper,
      });
      const trueScore = expectedPaperScore(truth, { ...paper, difficulties: bank });
      const truePercentile = cohortPercentile(truth, cohort);
      const { score, percentile } = prediction;
      if (!score || !percentile) throw new Error("expected a prediction");
      // the ranges are rounded to whole marks and percent
      if (score.low - 0.5 <= trueScore && trueScore <= score.high + 0.5) scoreCovered++;
      if (percentile.low - 0.5 <= truePercentile && truePercentile <= percentile.high + 0.5)
        percentileCovered++;
    }
    expect(PREDICTION_LEVEL).toBe(0.8);
    expect(scoreCovered / trials).toBeGreaterThan(0.76);
    expect(scoreCovered / trials).toBeLessThan(0.84);
    expect(percentileCovered / trials).toBeGreaterThan(0.76);
    expect(percentileCovered / trials).toBeLessThan(0.86);
  });
});
