import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, permutations, singleQuestion } from "~/server/test-support/content/check-answers";

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

describe("SSC alphabet and word test answers (chapter set)", () => {
  it("ssc-chp-rea-21: dictionary order of the five words", () => {
    const words = ["Protect", "Product", "Project", "Proffer", "Provide"];
    const order = [...words].sort().map((w) => words.indexOf(w) + 1);
    expect(keyedOption("ssc-chp-rea-21")).toBe(order.join(", "));
  });

  it("ssc-chp-rea-22: seventh to the right of the fifteenth letter", () => {
    expect(keyedOption("ssc-chp-rea-22")).toBe(letterAt(15 + 7));
  });

  it("ssc-chp-rea-23: exactly one option needs more letters than EXAMINATION has", () => {
    const counts = (w: string) => {
      const m = new Map<string, number>();
      for (const ch of w) m.set(ch, (m.get(ch) ?? 0) + 1);
      return m;
    };
    const source = counts("EXAMINATION");
    const formable = (w: string) => [...counts(w)].every(([ch, n]) => (source.get(ch) ?? 0) >= n);
    expect(optionsOf("ssc-chp-rea-23").filter((w) => !formable(w))).toEqual([keyedOption("ssc-chp-rea-23")]);
  });

  it("ssc-chp-rea-24: A-M reversed, then fifth to the right of the tenth", () => {
    const alphabet = Array.from({ length: 26 }, (_, i) => letterAt(i + 1));
    const changed = [...alphabet.slice(0, 13).reverse(), ...alphabet.slice(13)];
    expect(keyedOption("ssc-chp-rea-24")).toBe(changed[10 + 5 - 1]);
  });

  it("ssc-chp-rea-25: letters of PLANET that keep their place when sorted", () => {
    const word = [..."PLANET"];
    const sorted = [...word].sort();
    expectKeyedNumber(ssc, "ssc-chp-rea-25", word.filter((ch, i) => sorted[i] === ch).length);
  });
});

describe("SSC seating arrangement answers (chapter set), by trying every arrangement", () => {
  it("ssc-chp-rea-26: five books on a shelf (place 1 at the left)", () => {
    const found = permutations([1, 2, 3, 4, 5])
      .map(
        ([Hindi, English, Maths, Science, History]) =>
          ({ Hindi, English, Maths, Science, History }) as Record<string, number>,
      )
      .filter(
        (p) =>
          p.Maths === 3 && p.English === (p.History as number) + 2 && p.Science === (p.English as number) + 1,
      );
    expect(found).toHaveLength(1);
    const leftEnd = Object.entries(found[0] as Record<string, number>).find(([, place]) => place === 1)?.[0];
    expect(keyedOption("ssc-chp-rea-26")).toBe(leftEnd);
  });

  it("ssc-chp-rea-27: six round a table looking at the centre (right = one seat anticlockwise)", () => {
    const n = 6;
    const found = permutations([1, 2, 3, 4, 5])
      .map(
        ([Bina, Chetan, Deepa, Esha, Farid]) =>
          ({ Amit: 0, Bina, Chetan, Deepa, Esha, Farid }) as Record<string, number>,
      )
      .filter((p) => {
        const right = (x: string) => ((p[x] as number) - 1 + n) % n;
        const left = (x: string) => ((p[x] as number) + 1) % n;
        return (
          p.Bina === 3 && p.Chetan === right("Amit") && p.Esha === left("Bina") && p.Deepa === right("Farid")
        );
      });
    expect(found).toHaveLength(1);
    const p = found[0] as Record<string, number>;
    const across = Object.entries(p).find(([, seat]) => seat === ((p.Deepa as number) + 3) % n)?.[0];
    expect(keyedOption("ssc-chp-rea-27")).toBe(across);
  });

  it("ssc-chp-rea-28: six in a row facing south (seat 1 at the west end, right = west)", () => {
    const found = permutations([1, 2, 3, 4, 5, 6])
      .map(([K, L, M, N, O, P]) => ({ K, L, M, N, O, P }) as Record<string, number>)
      .filter((p) => {
        const k = p.K as number;
        const atEnd = (x: string) => p[x] === 1 || p[x] === 6;
        return (
          atEnd("K") &&
          p.L === k - 3 &&
          p.M === (p.L as number) + 1 &&
          atEnd("N") &&
          (p.O as number) < (p.P as number)
        );
      });
    expect(found).toHaveLength(1);
    const p = found[0] as Record<string, number>;
    const rightOfL = Object.entries(p).find(([, seat]) => seat === (p.L as number) - 1)?.[0];
    expect(keyedOption("ssc-chp-rea-28")).toBe(rightOfL);
  });

  it("ssc-chp-rea-29: five round a table facing the centre", () => {
    const n = 5;
    const found = permutations([1, 2, 3, 4])
      .map(([W, X, Y, Z]) => ({ V: 0, W, X, Y, Z }) as Record<string, number>)
      .filter((p) => {
        const next = (a: string, b: string) => {
          const gap = Math.abs((p[a] as number) - (p[b] as number));
          return gap === 1 || gap === n - 1;
        };
        return next("X", "V") && p.W === 2 && !next("Y", "W");
      });
    expect(found).toHaveLength(1);
    const p = found[0] as Record<string, number>;
    const rightOfY = Object.entries(p).find(([, seat]) => seat === ((p.Y as number) - 1 + n) % n)?.[0];
    expect(keyedOption("ssc-chp-rea-29")).toBe(rightOfY);
  });
});

describe("SSC cubes and dice answers (chapter set)", () => {
  /** the small cubes of an n × n × n cube, with how many of the big cube's faces each touches */
  const smallCubes = (n: number) =>
    Array.from({ length: n ** 3 }, (_, i) => [i % n, Math.floor(i / n) % n, Math.floor(i / n ** 2)]);
  const paintedFaces = (n: number, c: number[]) =>
    c.reduce((sum, x) => sum + (x === 0 ? 1 : 0) + (x === n - 1 ? 1 : 0), 0);

  it("ssc-chp-rea-30: 343 cubes, exactly two painted faces", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-30", smallCubes(7).filter((c) => paintedFaces(7, c) === 2).length);
  });
  it("ssc-chp-rea-31: 125 cubes, exactly one painted face", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-31", smallCubes(5).filter((c) => paintedFaces(5, c) === 1).length);
  });
  it("ssc-chp-rea-32: 216 cubes, no painted face", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-32", smallCubes(6).filter((c) => paintedFaces(6, c) === 0).length);
  });
  it("ssc-chp-rea-33: opposite faces add to 7", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-33", 7 - 3 + (7 - 5));
  });
  it("ssc-chp-rea-34: red top and bottom, blue sides, 27 cubes with both colours", () => {
    const both = smallCubes(3).filter(([x, y, z]) => {
      const red = z === 0 || z === 2;
      const blue = x === 0 || x === 2 || y === 0 || y === 2;
      return red && blue;
    });
    expectKeyedNumber(ssc, "ssc-chp-rea-34", both.length);
  });
});

describe("SSC mirror and water images answers (chapter set)", () => {
  /** the time a clock seems to show in a vertical mirror: 11:60 minus the time */
  const mirrorTime = (h: number, m: number) => {
    const total = (11 * 60 + 60 - (h * 60 + m) + 12 * 60) % (12 * 60);
    const hours = Math.floor(total / 60) || 12;
    return `${hours}:${String(total % 60).padStart(2, "0")}`;
  };
  const VERTICAL = new Set([..."AHIMOTUVWXY"]);
  const HORIZONTAL = new Set([..."BCDEHIKOX"]);

  it("ssc-chp-rea-35: 4:25 in a vertical mirror", () => {
    expect(mirrorTime(4, 25)).toBe("7:35");
    expect(keyedOption("ssc-chp-rea-35")).toBe(mirrorTime(4, 25));
  });
  it("ssc-chp-rea-36: a mirror showing 2:45, mirrored back", () => {
    expect(keyedOption("ssc-chp-rea-36")).toBe(mirrorTime(2, 45));
  });
  it("ssc-chp-rea-37: exactly one word is a palindrome of vertically symmetric letters", () => {
    const same = (w: string) => [...w].every((ch) => VERTICAL.has(ch)) && [...w].reverse().join("") === w;
    expect(optionsOf("ssc-chp-rea-37").filter(same)).toEqual([keyedOption("ssc-chp-rea-37")]);
  });
  it("ssc-chp-rea-38: exactly one word of horizontally symmetric letters", () => {
    const same = (w: string) => [...w].every((ch) => HORIZONTAL.has(ch));
    expect(optionsOf("ssc-chp-rea-38").filter(same)).toEqual([keyedOption("ssc-chp-rea-38")]);
  });
  it("ssc-chp-rea-39: letters of AUTOMATIC unchanged in a vertical mirror", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-39", [..."AUTOMATIC"].filter((ch) => VERTICAL.has(ch)).length);
  });
});

describe("SSC paper folding answers (chapter set), by unfolding the punched point", () => {
  // the sheet is the unit square, x to the right and y upwards; unfolding reflects every hole in the fold line
  type Point = [number, number];
  const unfold = (holes: Point[], reflect: (p: Point) => Point) => [...holes, ...holes.map(reflect)];
  const acrossVertical: (p: Point) => Point = ([x, y]) => [1 - x, y];
  const acrossHorizontal: (p: Point) => Point = ([x, y]) => [x, 1 - y];
  const acrossDiagonal: (p: Point) => Point = ([x, y]) => [y, x];
  const corner = ([x, y]: Point) => `${y > 0.5 ? "top" : "bottom"}-${x > 0.5 ? "right" : "left"}`;
  const near = (holes: Point[]) => [...new Set(holes.map(corner))].sort();

  it("ssc-chp-rea-40 and 41: each fold doubles the layers", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-40", 2 ** 2);
    expectKeyedNumber(ssc, "ssc-chp-rea-41", 2 ** 3);
  });

  it("ssc-chp-rea-42: left half onto the right, punched near the top-right", () => {
    const holes = unfold([[0.9, 0.9]], acrossVertical);
    expect(near(holes)).toEqual(["top-left", "top-right"]);
    expect(keyedOption("ssc-chp-rea-42")).toBe("Near the top-left and top-right corners");
  });

  it("ssc-chp-rea-43: bottom onto top, left onto right, punched at the centre of the folded square", () => {
    const holes = unfold(unfold([[0.75, 0.75]], acrossVertical), acrossHorizontal);
    expect(holes.map(([x, y]) => `${x},${y}`).sort()).toEqual([
      "0.25,0.25",
      "0.25,0.75",
      "0.75,0.25",
      "0.75,0.75",
    ]);
    expect(keyedOption("ssc-chp-rea-43")).toBe("Four holes, one at the centre of each quarter of the sheet");
  });

  it("ssc-chp-rea-44: folded along the rising diagonal, punched near the top-left", () => {
    const holes = unfold([[0.1, 0.9]], acrossDiagonal);
    expect(near(holes)).toEqual(["bottom-right", "top-left"]);
    expect(keyedOption("ssc-chp-rea-44")).toBe("Near the top-left and bottom-right corners");
  });
});

describe("SSC simplification and mixture answers (chapter set)", () => {
  it("ssc-chp-qa-01: 48 ÷ 6 × 4 − 3² + 15", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-01", (48 / 6) * 4 - 3 ** 2 + 15);
  });
  it("ssc-chp-qa-02: 3/4 of 2/3 of 1/2 of 480", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-02", (3 / 4) * (2 / 3) * (1 / 2) * 480);
  });
  it("ssc-chp-qa-03: 0.25 × 0.4 ÷ 0.05", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-03", (0.25 * 0.4) / 0.05);
  });
  it("ssc-chp-qa-04: √625 + ∛512 − 4²", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-04", Math.sqrt(625) + Math.cbrt(512) - 4 ** 2);
  });
  it("ssc-chp-qa-05: the continued fraction is 8/5", () => {
    const value = 1 + 1 / (1 + 1 / (1 + 1 / 2));
    expect(value).toBeCloseTo(8 / 5, 12);
    expect(keyedOption("ssc-chp-qa-05")).toBe("$\\frac{8}{5}$");
  });
  it("ssc-chp-qa-06: (7.5² − 2.5²) ÷ (7.5 + 2.5)", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-06", (7.5 * 7.5 - 2.5 * 2.5) / (7.5 + 2.5));
  });
  it("ssc-chp-qa-07: ₹26 and ₹34 wheat for ₹29", () => {
    // 26a + 34b = 29 (a + b): a : b = (34 − 29) : (29 − 26)
    const [a, b] = [34 - 29, 29 - 26];
    expect((26 * a + 34 * b) / (a + b)).toBe(29);
    expect(keyedOption("ssc-chp-qa-07")).toBe(`${a} : ${b}`);
  });
  it("ssc-chp-qa-08: milk to add to 45 L at 4 : 1 for 9 : 1", () => {
    const water = 45 / 5;
    expectKeyedNumber(ssc, "ssc-chp-qa-08", 9 * water - 4 * water);
  });
  it("ssc-chp-qa-09: water with ₹60 milk for ₹45", () => {
    const [w, m] = [60 - 45, 45 - 0];
    const g = gcd(w, m);
    expect((60 * m) / (w + m)).toBe(45);
    expect(keyedOption("ssc-chp-qa-09")).toBe(`${w / g} : ${m / g}`);
  });
  it("ssc-chp-qa-10: 50% solution to add to 20 L of 30% for 40%", () => {
    // 0.3 × 20 + 0.5x = 0.4 (20 + x)
    expectKeyedNumber(ssc, "ssc-chp-qa-10", (0.4 * 20 - 0.3 * 20) / (0.5 - 0.4));
  });
  it("ssc-chp-qa-11: 6 of 60 litres replaced by water twice", () => {
    let milk = 60;
    for (let i = 0; i < 2; i++) milk -= (milk * 6) / 60;
    const [m, w] = [Math.round(milk * 10), Math.round((60 - milk) * 10)];
    const g = gcd(m, w);
    expect(keyedOption("ssc-chp-qa-11")).toBe(`${m / g} : ${w / g}`);
  });
});

describe("SSC clock and calendar answers (chapter set)", () => {
  const angle = (h: number, m: number) => {
    const a = Math.abs(30 * h + 0.5 * m - 6 * m) % 360;
    return Math.min(a, 360 - a);
  };
  const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const dayOf = (y: number, mo: number, d: number) => DAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];

  it("ssc-chp-rea-45 and 46: angles at 3:40 and 7:20", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-45", angle(3, 40));
    expectKeyedNumber(ssc, "ssc-chp-rea-46", angle(7, 20));
  });
  it("ssc-chp-rea-47: 15 August 2026, given 15 August 2025", () => {
    expect(dayOf(2025, 8, 15)).toBe("Friday");
    expect(keyedOption("ssc-chp-rea-47")).toBe(dayOf(2026, 8, 15));
  });
  it("ssc-chp-rea-48: the hands coincide, step by step over a day", () => {
    // step n is n/11 minutes after 12:00, when the minute hand leads by 5.5 × n/11 = n/2 degrees
    let count = 0;
    for (let n = 0; n < 24 * 60 * 11; n++) if ((n / 2) % 360 === 0) count++;
    expectKeyedNumber(ssc, "ssc-chp-rea-48", count);
  });
  it("ssc-chp-rea-49: 26 January 1950", () => {
    expect(keyedOption("ssc-chp-rea-49")).toBe(dayOf(1950, 1, 26));
  });
  it("ssc-chp-rea-50: hands together between 4 and 5", () => {
    const minutes = (30 * 4) / 5.5;
    expect(minutes).toBeCloseTo(21 + 9 / 11, 12);
    expect(keyedOption("ssc-chp-rea-50")).toBe("$4{:}21\\frac{9}{11}$");
  });
});

/**
 * Syllogisms checked against every model: the three classes' eight regions (in none, some or all
 * of them) each empty or not; every class named must have a member. A conclusion follows when it
 * holds in every model of the statements.
 */
describe("SSC syllogism answers (chapter set), against every model", () => {
  type Model = (inA: boolean, inB: boolean, inC: boolean) => boolean;
  const models: Model[] = Array.from({ length: 256 }, (_, bits) => (a, b, c) => {
    const region = (a ? 1 : 0) + (b ? 2 : 0) + (c ? 4 : 0);
    return ((bits >> region) & 1) === 1;
  });
  const regions = [0, 1, 2, 3, 4, 5, 6, 7].map((r) => [(r & 1) > 0, (r & 2) > 0, (r & 4) > 0] as const);
  type Set3 = 0 | 1 | 2;
  const some = (m: Model, x: Set3, y: Set3) => regions.some((r) => r[x] && r[y] && m(...r));
  const someNot = (m: Model, x: Set3, y: Set3) => regions.some((r) => r[x] && !r[y] && m(...r));
  const all = (m: Model, x: Set3, y: Set3) => !someNot(m, x, y);
  const no = (m: Model, x: Set3, y: Set3) => !some(m, x, y);
  const nonEmpty = (m: Model) => ([0, 1, 2] as Set3[]).every((x) => regions.some((r) => r[x] && m(...r)));
  const verdict = (
    statements: (m: Model) => boolean,
    one: (m: Model) => boolean,
    two: (m: Model) => boolean,
  ) => {
    const ok = models.filter((m) => nonEmpty(m) && statements(m));
    expect(ok.length).toBeGreaterThan(0);
    const [i, ii] = [ok.every(one), ok.every(two)];
    return i && ii ? 2 : i ? 0 : ii ? 1 : 3;
  };
  const correct = (key: string) => singleQuestion(ssc, key).correct;

  it("ssc-chp-rea-51: pens 0, books 1, bags 2", () => {
    const v = verdict(
      (m) => all(m, 0, 1) && all(m, 1, 2),
      (m) => all(m, 0, 2),
      (m) => some(m, 2, 0),
    );
    expect(correct("ssc-chp-rea-51")).toBe(v);
  });
  it("ssc-chp-rea-52: cats 0, dogs 1, rats 2", () => {
    const v = verdict(
      (m) => some(m, 0, 1) && no(m, 1, 2),
      (m) => someNot(m, 0, 2),
      (m) => no(m, 0, 2),
    );
    expect(correct("ssc-chp-rea-52")).toBe(v);
  });
  it("ssc-chp-rea-53: roses 0, flowers 1, red things 2", () => {
    const v = verdict(
      (m) => all(m, 0, 1) && some(m, 1, 2),
      (m) => some(m, 0, 2),
      (m) => some(m, 2, 1),
    );
    expect(correct("ssc-chp-rea-53")).toBe(v);
  });
  it("ssc-chp-rea-54: fruits 0, vegetables 1, plants 2", () => {
    const v = verdict(
      (m) => no(m, 0, 1) && all(m, 1, 2),
      (m) => no(m, 0, 2),
      (m) => someNot(m, 2, 0),
    );
    expect(correct("ssc-chp-rea-54")).toBe(v);
  });
  it("ssc-chp-rea-55: teachers 0, doctors 1, engineers 2", () => {
    const v = verdict(
      (m) => some(m, 0, 1) && some(m, 1, 2),
      (m) => some(m, 2, 1),
      (m) => all(m, 0, 1),
    );
    expect(correct("ssc-chp-rea-55")).toBe(v);
  });
});

describe("SSC figure counting, missing number, operations and Venn answers (chapter set)", () => {
  const choose2 = (n: number) => (n * (n - 1)) / 2;
  const squaresInGrid = (n: number) =>
    Array.from({ length: n }, (_, k) => (n - k) ** 2).reduce((a, b) => a + b);
  it("ssc-chp-rea-56: 5 points on the base, any two a triangle with A", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-56", choose2(5));
  });
  it("ssc-chp-rea-57: 3 horizontal and 4 vertical lines", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-57", choose2(3) * choose2(4));
  });
  it("ssc-chp-rea-58 and 59: squares in 3 × 3 and 4 × 4 grids", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-58", squaresInGrid(3));
    expectKeyedNumber(ssc, "ssc-chp-rea-59", squaresInGrid(4));
  });
  it("ssc-chp-rea-60: a² + b²", () => {
    const rule = (a: number, b: number) => a * a + b * b;
    expect([rule(2, 3), rule(4, 1)]).toEqual([13, 17]);
    expectKeyedNumber(ssc, "ssc-chp-rea-60", rule(5, 2));
  });
  it("ssc-chp-rea-61: ab − 2", () => {
    const rule = (a: number, b: number) => a * b - 2;
    expect([rule(8, 3), rule(7, 5)]).toEqual([22, 33]);
    expectKeyedNumber(ssc, "ssc-chp-rea-61", rule(9, 4));
  });
  it("ssc-chp-rea-62: a ÷ b + 1", () => {
    const rule = (a: number, b: number) => a / b + 1;
    expect([rule(12, 4), rule(20, 5)]).toEqual([4, 5]);
    expectKeyedNumber(ssc, "ssc-chp-rea-62", rule(36, 6));
  });
  it("ssc-chp-rea-63: the signs swapped, then BODMAS", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-63", 12 * 3 + 8 / 4 - 5);
  });
  it("ssc-chp-rea-64: exactly one pair of signs, interchanged, makes the equation true", () => {
    const js: Record<string, string> = { "÷": "/", "+": "+", "×": "*", "−": "-" };
    const evaluate = (expr: string) =>
      Function(`return ${[...expr].map((c) => js[c] ?? c).join("")}`)() as number;
    const swap = (expr: string, a: string, b: string) =>
      [...expr].map((c) => (c === a ? b : c === b ? a : c)).join("");
    const works = optionsOf("ssc-chp-rea-64").filter((o) => {
      const [a, , b] = o.split(" ");
      return Math.abs(evaluate(swap("16 ÷ 4 + 3 × 2 − 5", a as string, b as string)) - 3) < 1e-9;
    });
    expect(works).toEqual([keyedOption("ssc-chp-rea-64")]);
  });
  it("ssc-chp-rea-65: (3 @ 4) # 2", () => {
    const at = (a: number, b: number) => 2 * a + b;
    const hash = (a: number, b: number) => a - 2 * b;
    expectKeyedNumber(ssc, "ssc-chp-rea-65", hash(at(3, 4), 2));
  });
  it("ssc-chp-rea-66 to 68: counting by inclusion and exclusion", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-66", 60 - (35 + 30 - 10));
    expectKeyedNumber(ssc, "ssc-chp-rea-67", 55 - 20);
    expectKeyedNumber(ssc, "ssc-chp-rea-68", 50 - (25 + 20 + 15 - 8 - 6 - 5 + 3));
  });
});

describe("SSC order and ranking and trigonometry answers (chapter set)", () => {
  const deg = Math.PI / 180;
  it("ssc-chp-rea-73 to 75: positions in a row", () => {
    expectKeyedNumber(ssc, "ssc-chp-rea-73", 45 - 17 + 1);
    expectKeyedNumber(ssc, "ssc-chp-rea-74", 12 + 28 - 1);
    const qFromFront = 10 + 5 + 1;
    expectKeyedNumber(ssc, "ssc-chp-rea-75", qFromFront + 15 - 1);
  });
  it("ssc-chp-rea-76: the only order that keeps every comparison", () => {
    const taller: [string, string][] = [
      ["A", "B"],
      ["B", "D"],
      ["D", "C"],
      ["C", "E"],
    ];
    const orders = permutations(["A", "B", "C", "D", "E"]).filter((o) =>
      taller.every(([x, y]) => o.indexOf(x) < o.indexOf(y)),
    );
    expect(orders).toHaveLength(1);
    expect(keyedOption("ssc-chp-rea-76")).toBe(orders[0]?.[2]);
  });
  it("ssc-chp-qa-12: sin 60 cos 30 + cos 60 sin 30", () => {
    expectKeyedNumber(
      ssc,
      "ssc-chp-qa-12",
      Math.sin(60 * deg) * Math.cos(30 * deg) + Math.cos(60 * deg) * Math.sin(30 * deg),
    );
  });
  it("ssc-chp-qa-13: tan θ = 3/4 gives sin θ + cos θ = 7/5", () => {
    const theta = Math.atan(3 / 4);
    expect(Math.sin(theta) + Math.cos(theta)).toBeCloseTo(7 / 5, 12);
    expect(keyedOption("ssc-chp-qa-13")).toBe("7/5");
  });
  it("ssc-chp-qa-14: (1 − sin²θ) sec²θ is 1 for any θ tried", () => {
    for (const t of [10, 35, 70, 130]) {
      expect((1 - Math.sin(t * deg) ** 2) / Math.cos(t * deg) ** 2).toBeCloseTo(1, 12);
    }
    expect(keyedOption("ssc-chp-qa-14")).toBe("1");
  });
  it("ssc-chp-qa-15: height 30 tan 60°, in units of √3", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-15", (30 * Math.tan(60 * deg)) / Math.sqrt(3));
  });
  it("ssc-chp-qa-16: A + B = 90°, A − B = 30°", () => {
    const sum = Math.asin(1) / deg;
    const diff = Math.acos(Math.sqrt(3) / 2) / deg;
    expectKeyedNumber(ssc, "ssc-chp-qa-16", (sum + diff) / 2);
  });
});

describe("SSC ratio and average and direction answers (chapter set)", () => {
  it("ssc-chp-qa-17: the sixth of eleven numbers", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-17", 6 * 28 + 6 * 33 - 11 * 30);
  });
  it("ssc-chp-qa-18: A : B : C from 2 : 3 and 4 : 5", () => {
    const [a, b, c] = [2 * 4, 3 * 4, 5 * 3];
    const g = gcd(gcd(a, b), c);
    expect(keyedOption("ssc-chp-qa-18")).toBe(`${a / g} : ${b / g} : ${c / g}`);
  });
  it("ssc-chp-qa-19: 3 : 5 becomes 3 : 4 when 9 is added, by trying every x", () => {
    const xs = Array.from({ length: 50 }, (_, i) => i + 1).filter((x) => 4 * (3 * x + 9) === 3 * (5 * x + 9));
    expect(xs).toHaveLength(1);
    expectKeyedNumber(ssc, "ssc-chp-qa-19", 3 * (xs[0] as number));
  });
  it("ssc-chp-qa-20: the newcomer's weight", () => {
    expectKeyedNumber(ssc, "ssc-chp-qa-20", 65 + 8 * 2.5);
  });

  /** walk from (0, 0), x east and y north; headings clockwise from north in degrees */
  const step = ([x, y]: number[], heading: number, metres: number) => [
    (x as number) + Math.round(Math.sin((heading * Math.PI) / 180)) * metres,
    (y as number) + Math.round(Math.cos((heading * Math.PI) / 180)) * metres,
  ];
  const compass = (heading: number) =>
    ["North", "North-East", "East", "South-East", "South", "South-West", "West", "North-West"][
      (((heading % 360) + 360) % 360) / 45
    ];
  it("ssc-chp-rea-77: north 10, right 6, right 10", () => {
    let at = [0, 0];
    at = step(at, 0, 10);
    at = step(at, 90, 6);
    at = step(at, 180, 10);
    expect(at).toEqual([6, 0]);
    expect(keyedOption("ssc-chp-rea-77")).toBe(`${Math.hypot(at[0] as number, at[1] as number)} m East`);
  });
  it("ssc-chp-rea-78: east from Q, then south, for any distances", () => {
    for (const [east, south] of [
      [1, 1],
      [3, 7],
      [9, 2],
    ]) {
      const at = step(step([0, 0], 90, east as number), 180, south as number);
      const heading = (Math.atan2(at[0] as number, at[1] as number) * 180) / Math.PI;
      expect(heading > 90 && heading < 180).toBe(true);
    }
    expect(keyedOption("ssc-chp-rea-78")).toBe(compass(135));
  });
  it("ssc-chp-rea-80: 4 km south then 3 km east", () => {
    const at = step(step([0, 0], 180, 4), 90, 3);
    expect(keyedOption("ssc-chp-rea-80")).toBe(
      `${Math.hypot(at[0] as number, at[1] as number)} km, South-East`,
    );
  });
});
