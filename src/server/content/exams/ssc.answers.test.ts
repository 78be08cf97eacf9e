import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, singleQuestion } from "~/server/test-support/content/check-answers";

const ssc = loadExamBank("ssc");

/**
 * Recomputes the answer of every SSC question whose answer can be computed,
 * from the givens in the question text, and compares it with the keyed option.
 * A wrong `correct` index or a typo in an option makes the matching test fail.
 */

function keyedOption(key: string): string {
  const question = singleQuestion(ssc, key);
  return question.options[question.correct] as string;
}

function optionsOf(key: string): string[] {
  return singleQuestion(ssc, key).options;
}

/** 1-based alphabet position: A = 1 ... Z = 26 */
const position = (letter: string): number => letter.charCodeAt(0) - 64;
const letterAt = (pos: number): string => String.fromCharCode(64 + ((((pos - 1) % 26) + 26) % 26) + 1);
const shift = (word: string, by: number): string =>
  [...word].map((ch) => letterAt(position(ch) + by)).join("");

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;

/** last decimal digit of base^exp, by repeated multiplication mod 10 */
function unitDigit(base: number, exp: number): number {
  let digit = 1;
  for (let i = 0; i < exp; i++) digit = (digit * base) % 10;
  return digit;
}

describe("SSC reasoning answers", () => {
  it("ssc-rea-02: 7 : 7^3 :: 9 : 9^3", () => {
    expect(7 ** 3).toBe(343);
    expectKeyedNumber(ssc, "ssc-rea-02", 9 ** 3);
  });

  it("ssc-rea-04: the only non-square is the odd one out", () => {
    const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));
    const nonSquares = optionsOf("ssc-rea-04").filter((o) => !isSquare(Number(o)));
    expect(nonSquares).toEqual([keyedOption("ssc-rea-04")]);
  });

  it("ssc-rea-03: ACE -> BDF is a +1 shift, so GIK -> HJL", () => {
    expect(shift("ACE", 1)).toBe("BDF");
    expect(keyedOption("ssc-rea-03")).toBe(shift("GIK", 1));
  });

  it("ssc-rea-05: only one cluster breaks the +2, +2 gaps", () => {
    const hasEqualGapsOfTwo = (w: string) =>
      w.charCodeAt(1) - w.charCodeAt(0) === 2 && w.charCodeAt(2) - w.charCodeAt(1) === 2;
    const odd = optionsOf("ssc-rea-05").filter((w) => !hasEqualGapsOfTwo(w));
    expect(odd).toEqual([keyedOption("ssc-rea-05")]);
  });

  it("ssc-rea-06: 18 − 3 + 4 ÷ 6 × 5 with swapped signs is 18 ÷ 3 × 4 + 6 − 5", () => {
    expectKeyedNumber(ssc, "ssc-rea-06", (18 / 3) * 4 + 6 - 5);
  });

  it("ssc-rea-21: differences 3, 5, 7, 9, 11 (n^2 + 3)", () => {
    const terms = [1, 2, 3, 4, 5].map((n) => n * n + 3);
    expect(terms).toEqual([4, 7, 12, 19, 28]);
    expectKeyedNumber(ssc, "ssc-rea-21", 6 * 6 + 3);
  });

  it("ssc-rea-20: differences rise by 5", () => {
    let term = 6;
    const terms = [term];
    for (let d = 5; d <= 25; d += 5) {
      term += d;
      terms.push(term);
    }
    expect(terms.slice(0, 5)).toEqual([6, 11, 21, 36, 56]);
    expectKeyedNumber(ssc, "ssc-rea-20", term);
  });

  it("ssc-rea-09: ×2 + 1, +2, +3, ... series", () => {
    let term = 5;
    const terms = [term];
    for (let i = 1; i <= 5; i++) {
      term = term * 2 + i;
      terms.push(term);
    }
    expect(terms.slice(0, 5)).toEqual([5, 11, 24, 51, 106]);
    expectKeyedNumber(ssc, "ssc-rea-09", term);
  });

  it("ssc-rea-10: letter positions n^2 + 1", () => {
    const series = [1, 2, 3, 4].map((n) => letterAt(n * n + 1)).join(", ");
    expect(series).toBe("B, E, J, Q");
    expect(keyedOption("ssc-rea-10")).toBe(letterAt(5 * 5 + 1));
  });

  it("ssc-rea-11: +1 shift code", () => {
    expect(shift("GARDEN", 1)).toBe("HBSEFO");
    expect(keyedOption("ssc-rea-11")).toBe(shift("FLOWER", 1));
  });

  it("ssc-rea-12: reverse, then +2 shift", () => {
    const encode = (w: string) => shift([...w].reverse().join(""), 2);
    expect(encode("PLANET")).toBe("VGPCNR");
    expect(keyedOption("ssc-rea-12")).toBe(encode("STREAM"));
  });

  it("ssc-rea-13: sum of letter positions", () => {
    const code = (w: string) => [...w].reduce((sum, ch) => sum + position(ch), 0);
    expect(code("CAT")).toBe(24);
    expect(code("BAG")).toBe(10);
    expectKeyedNumber(ssc, "ssc-rea-13", code("DOG"));
  });

  it("ssc-rea-22: 8 km east then 15 km north", () => {
    expectKeyedNumber(ssc, "ssc-rea-22", Math.hypot(8, 15));
  });

  it("ssc-rea-17: walk E5, N3, W9, S6 and read distance and direction", () => {
    const x = 5 - 9;
    const y = 3 - 6;
    expectKeyedNumber(ssc, "ssc-rea-17", Math.hypot(x, y));
    const direction = `${y < 0 ? "South" : "North"}-${x < 0 ? "West" : "East"}`;
    expect(keyedOption("ssc-rea-17")).toContain(direction);
  });

  it("ssc-rea-18: position from the right = total − left + 1", () => {
    expectKeyedNumber(ssc, "ssc-rea-18", 40 - 14 + 1);
  });

  it("ssc-rea-19: after the swap, 20th from left and 9th from right", () => {
    expectKeyedNumber(ssc, "ssc-rea-19", 20 + 9 - 1);
  });
});

describe("SSC quantitative aptitude answers", () => {
  it("ssc-qa-01: LCM(12, 15, 20) + 5", () => {
    expectKeyedNumber(ssc, "ssc-qa-01", lcm(lcm(12, 15), 20) + 5);
  });

  it("ssc-qa-02: 2^31 mod 5", () => {
    expectKeyedNumber(ssc, "ssc-qa-02", Number(2n ** 31n % 5n));
  });

  it("ssc-qa-03: unit digit of 7^95 × 3^58", () => {
    expect(Number((7n ** 95n * 3n ** 58n) % 10n)).toBe((unitDigit(7, 95) * unitDigit(3, 58)) % 10);
    expectKeyedNumber(ssc, "ssc-qa-03", Number((7n ** 95n * 3n ** 58n) % 10n));
  });

  it("ssc-qa-04: 35% of x = 126", () => {
    expectKeyedNumber(ssc, "ssc-qa-04", 126 / 0.35);
  });

  it("ssc-qa-05: consumption cut to keep expenditure fixed after a 25% rise", () => {
    expectKeyedNumber(ssc, "ssc-qa-05", (1 - 1 / 1.25) * 100);
  });

  it("ssc-qa-06: CI on 8000 at 10% for 2 years", () => {
    expectKeyedNumber(ssc, "ssc-qa-06", 8000 * (1 + 10 / 100) ** 2 - 8000);
  });

  it("ssc-qa-07: profit % from CP 480, SP 552", () => {
    expectKeyedNumber(ssc, "ssc-qa-07", ((552 - 480) / 480) * 100);
  });

  it("ssc-qa-08: mark up 40%, discount 20%", () => {
    expectKeyedNumber(ssc, "ssc-qa-08", (1.4 * 0.8 - 1) * 100);
  });

  it("ssc-qa-09: 10% loss with an 800 g weight", () => {
    const costPerKg = 100;
    const charged = costPerKg * 0.9;
    const costOfGoodsGiven = costPerKg * (800 / 1000);
    expectKeyedNumber(ssc, "ssc-qa-09", ((charged - costOfGoodsGiven) / costOfGoodsGiven) * 100);
  });

  it("ssc-qa-20: teacher's age from the two averages", () => {
    expectKeyedNumber(ssc, "ssc-qa-20", 31 * (14 + 1) - 30 * 14);
  });

  it("ssc-qa-11: incomes 5x, 4x; expenditures 3y, 2y; savings 4000 each", () => {
    // 5x − 3y = 4000 and 4x − 2y = 4000, i.e. a1·x + b1·y = c1 and a2·x + b2·y = c2
    const [a1, b1, c1] = [5, -3, 4000];
    const [a2, b2, c2] = [4, -2, 4000];
    const det = a1 * b2 - b1 * a2;
    const x = (c1 * b2 - b1 * c2) / det;
    const y = (a1 * c2 - c1 * a2) / det;
    expect(5 * x - 3 * y).toBe(4000);
    expect(4 * x - 2 * y).toBe(4000);
    expectKeyedNumber(ssc, "ssc-qa-11", 5 * x);
  });

  it("ssc-qa-21: A twice as efficient as B, together 14 days", () => {
    // rates a = 2b and a + b = 1/14
    const b = 1 / 14 / 3;
    expectKeyedNumber(ssc, "ssc-qa-21", 1 / (2 * b));
  });

  it("ssc-qa-13: platform length", () => {
    const speed = (72 * 1000) / 3600;
    expectKeyedNumber(ssc, "ssc-qa-13", speed * 25 - 180);
  });

  it("ssc-qa-14: x + 1/x = 5 gives x^2 + 1/x^2", () => {
    const x = (5 + Math.sqrt(21)) / 2;
    expect(x + 1 / x).toBeCloseTo(5, 12);
    expectKeyedNumber(ssc, "ssc-qa-14", x ** 2 + 1 / x ** 2);
  });

  it("ssc-qa-15: a + b = 10, ab = 21 gives a^3 + b^3", () => {
    const disc = Math.sqrt(10 ** 2 - 4 * 21);
    const a = (10 + disc) / 2;
    const b = (10 - disc) / 2;
    expect(a * b).toBeCloseTo(21, 12);
    expectKeyedNumber(ssc, "ssc-qa-15", a ** 3 + b ** 3);
  });

  it("ssc-qa-16: square of perimeter 48", () => {
    expectKeyedNumber(ssc, "ssc-qa-16", (48 / 4) ** 2);
  });

  it("ssc-qa-17: inradius of the 13-14-15 triangle", () => {
    const [a, b, c] = [13, 14, 15];
    const s = (a + b + c) / 2;
    const area = Math.sqrt(s * (s - a) * (s - b) * (s - c));
    expectKeyedNumber(ssc, "ssc-qa-17", area / s);
  });

  it("ssc-qa-18: sin²30° + cos²60° + tan²45°", () => {
    const deg = Math.PI / 180;
    expectKeyedNumber(
      ssc,
      "ssc-qa-18",
      Math.sin(30 * deg) ** 2 + Math.cos(60 * deg) ** 2 + Math.tan(45 * deg) ** 2,
    );
  });

  it("ssc-qa-19: sec θ + tan θ = 3 gives sin θ", () => {
    // sec − tan = 1 / (sec + tan)
    const sec = (3 + 1 / 3) / 2;
    const tan = (3 - 1 / 3) / 2;
    const theta = Math.acos(1 / sec);
    expect(1 / Math.cos(theta) + Math.tan(theta)).toBeCloseTo(3, 12);
    expectKeyedNumber(ssc, "ssc-qa-19", tan / sec);
  });
});

/**
 * Digits as on a digital clock: bars a top, b upper right, c lower right, d bottom, e lower left,
 * f upper left, g middle (6 with its top bar, 9 with its bottom bar, 7 as a, b, c).
 */
const DIGIT_BARS: Record<string, string> = {
  "0": "abcdef",
  "1": "bc",
  "2": "abdeg",
  "3": "abcdg",
  "4": "bcfg",
  "5": "acdfg",
  "6": "acdefg",
  "7": "abc",
  "8": "abcdefg",
  "9": "abcdfg",
};
const LETTER_BARS: Record<string, string> = { C: "adef", E: "adefg", F: "aefg", H: "bcefg", U: "bcdef" };
const BARS = { ...DIGIT_BARS, ...LETTER_BARS };
/** figure x is embedded in figure y when every bar of x is a bar of y */
const embeddedIn = (x: string, y: string): boolean =>
  [...(BARS[x] as string)].every((bar) => (BARS[y] as string).includes(bar));

describe("SSC embedded figures on a digital display", () => {
  it.each([
    ["ssc-chp-rea-13", "4"],
    ["ssc-chp-rea-14", "7"],
    ["ssc-chp-rea-15", "5"],
    ["ssc-chp-rea-18", "3"],
  ])("%s: exactly one option holds the digit %s", (key, digit) => {
    const holders = optionsOf(key).filter((o) => embeddedIn(digit, o));
    expect(holders).toEqual([keyedOption(key)]);
  });

  it("ssc-chp-rea-16: exactly one option is not embedded in 9", () => {
    const outside = optionsOf("ssc-chp-rea-16").filter((o) => !embeddedIn(o, "9"));
    expect(outside).toEqual([keyedOption("ssc-chp-rea-16")]);
  });

  it("ssc-chp-rea-17: digits other than 1 that hold the 1", () => {
    const count = Object.keys(DIGIT_BARS).filter((d) => d !== "1" && embeddedIn("1", d)).length;
    expectKeyedNumber(ssc, "ssc-chp-rea-17", count);
  });

  it("ssc-chp-rea-20: exactly one option letter lies in the 0", () => {
    const inside = optionsOf("ssc-chp-rea-20").filter((o) => embeddedIn(o, "0"));
    expect(inside).toEqual([keyedOption("ssc-chp-rea-20")]);
  });
});
