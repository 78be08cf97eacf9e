import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectNumericAnswer, multipleQuestion } from "~/server/test-support/content/check-answers";

const jee = loadExamBank("jee");

/**
 * Independent re-derivation of the JEE numerical-value and multiple-correct questions
 * (jee-question-types.ts): each answer is computed from the givens in the question text and checked
 * against the stored range or the keyed set of options.
 */

describe("JEE numerical-value answers", () => {
  it("jee-phy-num-04: g at a height equal to the Earth's radius", () => {
    const R = 6.4e6;
    expectNumericAnswer(jee, "jee-phy-num-04", 9.8 * (R / (2 * R)) ** 2);
  });

  it("jee-che-num-04: spectral lines from n = 5 (enumeration)", () => {
    let lines = 0;
    for (let upper = 2; upper <= 5; upper++) for (let lower = 1; lower < upper; lower++) lines++;
    expectNumericAnswer(jee, "jee-che-num-04", lines);
  });

  it("jee-mat-num-04: sum of 20 terms of 3, 7, 11, ...", () => {
    let sum = 0;
    for (let k = 0; k < 20; k++) sum += 3 + 4 * k;
    expectNumericAnswer(jee, "jee-mat-num-04", sum);
  });

  it("jee-phy-num-01: parallel resistors across 6 V", () => {
    const r = 1 / (1 / 2 + 1 / 3 + 1 / 6);
    expectNumericAnswer(jee, "jee-phy-num-01", 6 / r);
  });

  it("jee-phy-num-02: fall time from 45 m with g = 9.8", () => {
    expectNumericAnswer(jee, "jee-phy-num-02", Math.sqrt((2 * 45) / 9.8));
  });

  it("jee-che-num-01: grams of NaOH for 250 mL of 0.4 M", () => {
    expectNumericAnswer(jee, "jee-che-num-01", 0.4 * 0.25 * 40);
  });

  it("jee-che-num-02: 75% of a first-order reaction", () => {
    // t = ln(100/25) / k = 2 ln 2 / k (the question gives ln 2 to three decimals)
    const lnTwoAsGiven = Math.round(Math.LN2 * 1000) / 1000;
    expectNumericAnswer(jee, "jee-che-num-02", (2 * lnTwoAsGiven) / 0.0231);
    expect(Math.log(100 / 25) / 0.0231).toBeCloseTo(60, 0);
  });

  it("jee-che-num-03: pH of a weak acid", () => {
    expectNumericAnswer(jee, "jee-che-num-03", -Math.log10(Math.sqrt(1e-5 * 0.01)));
  });

  it("jee-mat-num-01: committees with exactly two women (enumeration)", () => {
    const people = [..."MMMMMWWWW"];
    let count = 0;
    for (let a = 0; a < 9; a++)
      for (let b = a + 1; b < 9; b++)
        for (let c = b + 1; c < 9; c++) if ([a, b, c].filter((i) => people[i] === "W").length === 2) count++;
    expectNumericAnswer(jee, "jee-mat-num-01", count);
  });

  it("jee-mat-num-02: two dice summing to 8, to two decimals", () => {
    let fav = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === 8) fav++;
    expectNumericAnswer(jee, "jee-mat-num-02", fav / 36);
    expectNumericAnswer(jee, "jee-mat-num-02", Math.round((fav / 36) * 100) / 100);
  });

  it("jee-mat-num-03: det(adj(2A)) for a 3x3 A with det 4", () => {
    const n = 3;
    const det2A = 2 ** n * 4;
    expectNumericAnswer(jee, "jee-mat-num-03", det2A ** (n - 1));
  });
});

/** The indexes of the statements that hold, in order. */
const holding = (truths: boolean[]) => truths.flatMap((t, i) => (t ? [i] : []));
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe("JEE multiple-correct keys", () => {
  it("jee-phy-mul-01: projectile at 20 m/s and 60 degrees", () => {
    const g = 10;
    const uy = 20 * Math.sin(Math.PI / 3);
    const ux = 20 * Math.cos(Math.PI / 3);
    const T = (2 * uy) / g;
    const truths = [
      close(T, 2 * Math.sqrt(3)),
      close(uy ** 2 / (2 * g), 15),
      close(ux * T, 20 * Math.sqrt(3)),
      close(ux, 0),
    ];
    expect(multipleQuestion(jee, "jee-phy-mul-01").correctAnswers).toEqual(holding(truths));
  });

  it("jee-phy-mul-02: a +q, -q pair", () => {
    // charges at x = -1 (+q) and x = +1 (-q), k q = 1; the bisector is x = 0
    const field = (x: number, y: number) => {
      const parts = [
        { q: 1, cx: -1 },
        { q: -1, cx: 1 },
      ].map(({ q, cx }) => {
        const r = Math.hypot(x - cx, y);
        return [(q * (x - cx)) / r ** 3, (q * y) / r ** 3] as const;
      });
      return [parts[0]![0] + parts[1]![0], parts[0]![1] + parts[1]![1]] as const;
    };
    const potential = (x: number, y: number) => 1 / Math.hypot(x + 1, y) - 1 / Math.hypot(x - 1, y);
    const onBisector = [0, 0.5, 2, -3];
    const truths = [
      close(Math.hypot(...field(0, 0)), 0),
      close(potential(0, 0), 0),
      onBisector.every((y) => close(field(0, y)[1], 0)),
      onBisector.every((y) => close(potential(0, y), 0)),
    ];
    expect(multipleQuestion(jee, "jee-phy-mul-02").correctAnswers).toEqual(holding(truths));
  });

  it("jee-che-mul-01: zero dipole moment by shape", () => {
    // symmetric shapes with identical substituents and no lone pair on the centre are non-polar
    const molecules = [
      { shape: "linear", lonePairs: 0, identical: true },
      { shape: "pyramidal", lonePairs: 1, identical: true },
      { shape: "trigonal planar", lonePairs: 0, identical: true },
      { shape: "tetrahedral", lonePairs: 0, identical: false },
    ];
    const truths = molecules.map((m) => m.lonePairs === 0 && m.identical);
    expect(multipleQuestion(jee, "jee-che-mul-01").correctAnswers).toEqual(holding(truths));
  });

  it("jee-che-mul-02: isothermal reversible expansion of an ideal gas", () => {
    const n = 1;
    const R = 8.314;
    const T = 300;
    const w = -n * R * T * Math.log(2); // work done on the gas
    const dU = 0; // ideal gas, constant T
    const q = dU - w;
    const dH = dU + n * R * 0; // Δ(pV) = nRΔT = 0
    const dS = n * R * Math.log(2);
    const truths = [close(dU, 0), close(dH, 0), close(q, -w), close(dS, 0)];
    expect(multipleQuestion(jee, "jee-che-mul-02").correctAnswers).toEqual(holding(truths));
  });

  it("jee-mat-mul-01: roots of x^2 - 6x + 7 = 0", () => {
    const a = 3 + Math.sqrt(2);
    const b = 3 - Math.sqrt(2);
    expect(close(a * a - 6 * a + 7, 0) && close(b * b - 6 * b + 7, 0)).toBe(true);
    const truths = [
      close(a * a + b * b, 22),
      close(Math.abs(a - b), 2 * Math.sqrt(2)),
      close(1 / a + 1 / b, 7 / 6),
      a > 0 && b > 0,
    ];
    expect(multipleQuestion(jee, "jee-mat-mul-01").correctAnswers).toEqual(holding(truths));
  });

  it("jee-mat-mul-02: f(x) = |x - 1|", () => {
    const f = (x: number) => Math.abs(x - 1);
    const h = 1e-6;
    const left = (f(1) - f(1 - h)) / h;
    const right = (f(1 + h) - f(1)) / h;
    const samples = [-2, 0, 0.5, 1.5, 3];
    const truths = [
      close(f(1 - h), f(1)) || Math.abs(f(1 - h) - f(1)) < 1e-5,
      Math.abs(left - right) < 1e-3,
      Math.abs((f(2 + h) - f(2 - h)) / (2 * h) - 1) < 1e-6,
      samples.every((x) => f(x) >= f(1)),
    ];
    expect(multipleQuestion(jee, "jee-mat-mul-02").correctAnswers).toEqual(holding(truths));
  });
});
