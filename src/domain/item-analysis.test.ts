import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AnalysedAttempt,
  type AnalysedQuestion,
  analyseQuestion,
  analyseQuiz,
  correlationInterval,
  discriminativeEfficiency,
  severityOf,
} from "./item-analysis";

/** A single-correct question under JEE Main marking (+4, -1), options A-D, key B. */
const Q: AnalysedQuestion = {
  id: 7,
  type: "single",
  optionCount: 4,
  keyOptions: [1],
  maxMarks: 4,
  minMarks: -1,
};

/** An attempt: question 7's marks and choice (null = skipped), and the rest of the test's marks. */
const attempt = (marks: number, chosen: number[] | null, rest: number): AnalysedAttempt => ({
  total: rest + marks,
  answers: new Map([[7, { marks, chosen }]]),
});

/*
 * The worked example, by hand. Five first attempts of question 7:
 *
 *   attempt  choice  x (marks)  r (rest)
 *      1       B        4          8
 *      2       B        4          4
 *      3       A       -1          6
 *      4       -        0          0
 *      5       C       -1          2
 *
 * mean x = 6/5 = 1.2, mean r = 20/5 = 4
 * x - mean: 2.8, 2.8, -2.2, -1.2, -2.2     r - mean: 4, 0, 2, -4, -2
 * sum of products = 11.2 + 0 - 4.4 + 4.8 + 4.4 = 16   -> cov(x, r) = 16 / 4 = 4
 * sum of squares x = 7.84 + 7.84 + 4.84 + 1.44 + 4.84 = 26.8 -> var x = 6.7
 * sum of squares r = 16 + 0 + 4 + 16 + 4 = 40              -> var r = 10
 * facility = (1.2 - (-1)) / (4 - (-1)) = 2.2 / 5 = 0.44   (mean / max would say 0.3)
 * discrimination = 100 x 4 / sqrt(6.7 x 10) = 400 / sqrt(67) = 48.87
 * sorted x: -1, -1, 0, 4, 4 (minus mean: -2.2, -2.2, -1.2, 2.8, 2.8)
 * sorted r: 0, 2, 4, 6, 8   (minus mean: -4, -2, 0, 2, 4)
 * sum of products = 8.8 + 4.4 + 0 + 5.6 + 11.2 = 30 -> cov_max = 7.5
 * efficiency = 100 x 4 / 7.5 = 53.33
 *
 * Options (choosing it as 1/0 against r, whose var is 10):
 *  A: 0,0,1,0,0 mean 0.2, var 0.8/4 = 0.2; products with r - mean: 0+0+1.6+0.8... in full
 *     (-0.2)(4) + (-0.2)(0) + (0.8)(2) + (-0.2)(-4) + (-0.2)(-2) = -0.8 + 0 + 1.6 + 0.8 + 0.4 = 2
 *     cov = 0.5 -> r_pb = 0.5 / sqrt(0.2 x 10) = 1 / (2 sqrt 2) = 0.354
 *  B: 1,1,0,0,0 mean 0.4, var 1.2/4 = 0.3; products 2.4 + 0 - 0.8 + 1.6 + 0.8 = 4, cov 1
 *     -> r_pb = 1 / sqrt(3) = 0.577
 *  C: 0,0,0,0,1 mean 0.2, var 0.2; products -0.8 + 0 - 0.4 + 0.8 - 1.6 = -2, cov -0.5 -> -0.354
 *  D: nobody -> share 0, no correlation
 * Top 27%: ceil(5 x 0.27) = 2 attempts by rest: attempt 1 (B) and attempt 3 (A): A 1/2, B 1/2.
 */
const worked = [
  attempt(4, [1], 8),
  attempt(4, [1], 4),
  attempt(-1, [0], 6),
  attempt(0, null, 0),
  attempt(-1, [2], 2),
];

describe("item statistics: the worked example", () => {
  const stats = analyseQuestion(Q, worked);

  it("computes facility without assuming a minimum mark of 0", () => {
    expect(stats.attempts).toBe(5);
    expect(stats.meanMarks).toBeCloseTo(1.2, 10);
    expect(stats.facility).toBeCloseTo(0.44, 10);
  });

  it("computes the discrimination index and the discriminative efficiency", () => {
    expect(stats.discrimination).toBeCloseTo(400 / Math.sqrt(67), 10);
    expect(stats.discrimination).toBeCloseTo(48.87, 2);
    expect(stats.efficiency).toBeCloseTo(400 / 7.5, 10);
  });

  it("gives each option its share, its top-group share and its point-biserial correlation", () => {
    expect(stats.options.map((o) => o.share)).toEqual([0.2, 0.4, 0.2, 0]);
    expect(stats.options.map((o) => o.topShare)).toEqual([0.5, 0.5, 0, 0]);
    expect(stats.options.map((o) => o.isKey)).toEqual([false, true, false, false]);
    const [a, b, c, d] = stats.options.map((o) => o.correlation);
    expect(a).toBeCloseTo(1 / (2 * Math.SQRT2), 10);
    expect(b).toBeCloseTo(1 / Math.sqrt(3), 10);
    expect(c).toBeCloseTo(-1 / (2 * Math.SQRT2), 10);
    expect(d).toBeNull();
    expect(stats.skipped).toBeCloseTo(0.2, 10);
  });

  it("gives no other flag and no interval worth the name with fewer than 15 attempts", () => {
    expect(stats.flags).toEqual([{ kind: "too_few_attempts" }]);
    expect(stats.indicative).toBe(false);
    // n = 5: atanh(0.4887) +- 1.96 / sqrt(2) spans nearly all of -100..100
    expect(stats.discriminationInterval?.low).toBeLessThan(-60);
    expect(stats.discriminationInterval?.high).toBeGreaterThan(90);
  });

  it("gives the flags from 15 attempts marked indicative, and firm from 30", () => {
    const times = (k: number) => analyseQuestion(Q, Array.from({ length: k }, () => worked).flat());
    expect(times(2).flags).toEqual([{ kind: "too_few_attempts" }]);
    const fifteen = times(3);
    expect(fifteen.attempts).toBe(15);
    expect(fifteen.indicative).toBe(true);
    expect(fifteen.flags).toEqual([{ kind: "unused_option", option: 3 }]);
    const thirty = times(6);
    expect(thirty.indicative).toBe(false);
    expect(thirty.flags).toEqual([{ kind: "unused_option", option: 3 }]);
  });

  it("keeps the statistics when every attempt is repeated 6 times (30 attempts), and flags the unused option", () => {
    const many = analyseQuestion(Q, Array.from({ length: 6 }, () => worked).flat());
    expect(many.facility).toBeCloseTo(0.44, 10);
    expect(many.discrimination).toBeCloseTo(400 / Math.sqrt(67), 10);
    expect(many.efficiency).toBeCloseTo(400 / 7.5, 10);
    // top 27%: ceil(8.1) = 9 attempts: six with rest 8 (B), three with rest 6 (A)
    expect(many.options.map((o) => o.topShare)).toEqual([3 / 9, 6 / 9, 0, 0]);
    expect(many.flags).toEqual([{ kind: "unused_option", option: 3 }]);
  });
});

describe("the discrimination's 95% interval (Fisher's z)", () => {
  it("matches the worked value: D = 34 from 18 attempts is -15 to 70", () => {
    // z = atanh(0.34) = 0.35409; half-width 1.96 / sqrt(15) = 0.50607
    // low tanh(-0.15198) = -0.15082; high tanh(0.86016) = 0.69634
    const interval = correlationInterval(0.34, 18);
    expect(interval?.low).toBeCloseTo(-0.15082, 5);
    expect(interval?.high).toBeCloseTo(0.69634, 5);
  });

  it("narrows as attempts grow, holds the estimate, and is not defined for 3 attempts or fewer", () => {
    const at = (n: number) => correlationInterval(0.34, n) ?? { low: Number.NaN, high: Number.NaN };
    expect(at(100).high - at(100).low).toBeLessThan(at(18).high - at(18).low);
    expect(at(18).low).toBeLessThan(0.34);
    expect(at(18).high).toBeGreaterThan(0.34);
    expect(correlationInterval(0.34, 3)).toBeNull();
    expect(correlationInterval(1, 10)).toEqual({ low: 1, high: 1 });
  });

  it("is given in percent with the question's statistics", () => {
    const stats = analyseQuestion(Q, Array.from({ length: 4 }, () => worked).flat());
    const expected = correlationInterval(4 / Math.sqrt(67), 20);
    expect(stats.discriminationInterval?.low).toBeCloseTo(100 * (expected?.low ?? 0), 10);
    expect(stats.discriminationInterval?.high).toBeCloseTo(100 * (expected?.high ?? 0), 10);
  });
});

/*
 * A negative efficiency, by hand. The one candidate who earned the 4 marks has the least rest:
 *   x: 4, 0, -1, -1, -1 (mean 0.2)     r: 0, 2, 1, 2, 2 (mean 1.4)
 *   cov(x, r) = (3.8(-1.4) + (-0.2)(0.6) + (-1.2)(-0.4) + (-1.2)(0.6) + (-1.2)(0.6)) / 4 = -6.4 / 4 = -1.6
 *   cov_max, x ascending with r ascending: (-1,0) (-1,1) (-1,2) (0,2) (4,2) -> 3.6 / 4 = 0.9
 *   cov_min, x ascending with r descending: (-1,2) (-1,2) (-1,2) (0,1) (4,0) -> -7.4 / 4 = -1.85
 * Moodle's -1.6 / 0.9 = -177.8% means nothing; -1.6 / 1.85 = -86.5%: the stronger candidates did
 * worse on it, nearly as much worse as these marks allow.
 */
describe("discriminative efficiency stays within -100%..100%", () => {
  it("divides a negative covariance by the magnitude of the least one possible", () => {
    const e = discriminativeEfficiency([4, 0, -1, -1, -1], [0, 2, 1, 2, 2]);
    expect(e).toBeCloseTo(-160 / 1.85, 10);
    expect(e).toBeCloseTo(-86.49, 2);
    const stats = analyseQuestion(Q, [
      attempt(4, [1], 0),
      attempt(0, null, 2),
      attempt(-1, [0], 1),
      attempt(-1, [2], 2),
      attempt(-1, [3], 2),
    ]);
    expect(stats.efficiency).toBeCloseTo(-160 / 1.85, 10);
  });

  it("is -100% when the marks run exactly against the rest, and 100% when exactly with it", () => {
    expect(discriminativeEfficiency([4, -1, -1, -1, -1], [0, 1, 1, 1, 1])).toBeCloseTo(-100, 10);
    expect(discriminativeEfficiency([4, -1, -1, -1, -1], [2, 1, 1, 1, 1])).toBeCloseTo(100, 10);
  });

  it("never leaves -100..100 on any marks and rest scores", () => {
    const row = fc.record({
      marks: fc.constantFrom(-2, -1, -0.25, 0, 1, 2, 3, 4),
      rest: fc.integer({ min: -20, max: 200 }),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 2, maxLength: 40 }), (rows) => {
        const e = discriminativeEfficiency(
          rows.map((r) => r.marks),
          rows.map((r) => r.rest),
        );
        if (e === null) return;
        expect(e).toBeGreaterThanOrEqual(-100 - 1e-9);
        expect(e).toBeLessThanOrEqual(100 + 1e-9);
      }),
      { numRuns: 2000, seed: 39 },
    );
  });
});

/** 40 attempts with rest scores 0..39, each answering question 7 as `answer(rest)` says. */
function byAbility(answer: (rest: number) => { marks: number; chosen: number[] | null }) {
  return Array.from({ length: 40 }, (_, rest) => {
    const { marks, chosen } = answer(rest);
    return attempt(marks, chosen, rest);
  });
}

describe("item flags", () => {
  it("flags a likely wrong key when the strongest choose another option", () => {
    // the stronger half chooses C (scored wrong), the weaker half B (the stored key)
    const stats = analyseQuestion(
      Q,
      byAbility((rest) => (rest >= 20 ? { marks: -1, chosen: [2] } : { marks: 4, chosen: [1] })),
    );
    expect(stats.facility).toBeCloseTo(0.5, 10);
    expect(stats.efficiency).toBeLessThan(0);
    expect(stats.flags).toEqual([
      { kind: "likely_wrong_key", option: 2 },
      { kind: "low_discrimination" },
      { kind: "unused_option", option: 0 },
      { kind: "unused_option", option: 3 },
    ]);
  });

  it("does not flag a good question: the strong choose the key, the weak spread over the distractors", () => {
    const stats = analyseQuestion(
      Q,
      byAbility((rest) =>
        rest >= 16 ? { marks: 4, chosen: [1] } : { marks: -1, chosen: [[0, 2, 3][rest % 3] as number] },
      ),
    );
    expect(stats.discrimination).toBeGreaterThan(50);
    expect(stats.flags).toEqual([]);
  });

  it("flags a distractor the top 27% choose more than the key even when its correlation is not above the key's", () => {
    // top 11 (rest 29..39): 6 choose A, 5 the key B; below: B 10 times (rest 19..28), then A and C
    const stats = analyseQuestion(
      Q,
      byAbility((rest) => {
        if (rest >= 29) return rest % 2 === 1 ? { marks: -1, chosen: [0] } : { marks: 4, chosen: [1] };
        if (rest >= 19) return { marks: 4, chosen: [1] };
        return rest % 2 === 0
          ? { marks: -1, chosen: [0] }
          : { marks: -1, chosen: rest % 4 === 1 ? [2] : [3] };
      }),
    );
    const [a, b] = stats.options;
    expect(a?.topShare).toBeGreaterThan(b?.topShare ?? 1);
    expect(a?.correlation).toBeLessThan(b?.correlation ?? -1);
    expect(stats.flags[0]).toEqual({ kind: "likely_wrong_key", option: 0 });
  });

  it("flags too easy and too hard, and no discrimination when everyone earns the same", () => {
    const easy = analyseQuestion(
      Q,
      byAbility(() => ({ marks: 4, chosen: [1] })),
    );
    expect(easy.facility).toBe(1);
    expect(easy.efficiency).toBeNull();
    expect(easy.flags.map((f) => f.kind)).toEqual([
      "low_discrimination",
      "too_easy",
      "unused_option",
      "unused_option",
      "unused_option",
    ]);
    // everyone wrong under negative marking: facility 0, not the -0.25 of mean / max; and since
    // not even the strongest chose the key, a distractor they chose is suspected of being it
    const hard = analyseQuestion(
      Q,
      byAbility((rest) => ({ marks: -1, chosen: [rest % 2 ? 0 : 2] })),
    );
    expect(hard.facility).toBe(0);
    expect(hard.flags.map((f) => f.kind)).toEqual([
      "likely_wrong_key",
      "low_discrimination",
      "too_hard",
      "unused_option",
      "unused_option",
    ]);
  });

  it("counts each option of a multiple-correct answer, and gives a numerical question no options", () => {
    const multiple: AnalysedQuestion = { ...Q, type: "multiple", keyOptions: [0, 2], minMarks: -2 };
    const stats = analyseQuestion(multiple, [
      attempt(4, [0, 2], 9),
      attempt(1, [0], 5),
      attempt(-2, [1, 2], 1),
      attempt(0, null, 3),
    ]);
    expect(stats.options.map((o) => o.share)).toEqual([0.5, 0.25, 0.5, 0]);
    expect(stats.options.map((o) => o.isKey)).toEqual([true, false, true, false]);
    // mean marks 3/4 over a range of 6 from -2
    expect(stats.facility).toBeCloseTo((0.75 + 2) / 6, 10);

    const numerical: AnalysedQuestion = { ...Q, type: "numerical", optionCount: 0, keyOptions: [] };
    const num = analyseQuestion(numerical, [attempt(4, [], 3), attempt(-1, [], 1), attempt(0, null, 2)]);
    expect(num.options).toEqual([]);
    expect(num.skipped).toBeCloseTo(1 / 3, 10);
  });

  it("leaves out attempts that do not contain the question", () => {
    const other: AnalysedAttempt = { total: 50, answers: new Map([[8, { marks: 4, chosen: [0] }]]) };
    expect(analyseQuestion(Q, [...worked, other]).attempts).toBe(5);
  });
});

describe("a quiz's questions, most serious flag first", () => {
  it("puts a likely wrong key before the rest, ties in paper order", () => {
    const q = (id: number): AnalysedQuestion => ({ ...Q, id });
    const attempts: AnalysedAttempt[] = Array.from({ length: 40 }, (_, i) => ({
      total: i,
      answers: new Map([
        [1, { marks: 4, chosen: [1] }],
        [2, i >= 20 ? { marks: -1, chosen: [2] } : { marks: 4, chosen: [1] }],
        [3, { marks: 4, chosen: [1] }],
      ]),
    }));
    const rows = analyseQuiz([q(1), q(2), q(3)], attempts);
    expect(rows.map((r) => r.questionId)).toEqual([2, 1, 3]);
    expect(severityOf(rows[0]?.flags ?? [])).toBe(0);
    expect(severityOf([])).toBe(6);
  });
});
