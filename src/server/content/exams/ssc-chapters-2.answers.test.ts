import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  keyedOption,
  permutations,
  singleQuestion,
} from "~/server/test-support/content/check-answers";

const ssc = loadExamBank("ssc");

/**
 * The second chapter set of SSC reasoning and quantitative questions: every key is computed again here
 * from the givens in the question, never from the options.
 */

const optionsOf = (key: string) => singleQuestion(ssc, key).options;
const position = (letter: string) => letter.charCodeAt(0) - 64;
const letterAt = (pos: number) => String.fromCharCode(64 + pos);
const evaluate = (expression: string) =>
  Function(
    `return (${expression.replaceAll("×", "*").replaceAll("÷", "/").replaceAll("−", "-")});`,
  )() as number;

describe("SSC alphabet and word test (chapter set 2)", () => {
  it("ssc-rea2-01: dictionary order", () => {
    const words = ["Conduct", "Condition", "Condense", "Conduit", "Condone"];
    const order = words
      .map((w, i) => [w, i + 1] as const)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, n]) => n)
      .join(", ");
    expect(keyedOption(ssc, "ssc-rea2-01")).toBe(order);
  });
  it("ssc-rea2-02: eighth to the left of the twentieth", () => {
    expect(keyedOption(ssc, "ssc-rea2-02")).toBe(letterAt(20 - 8));
  });
  it("ssc-rea2-03: pairs in CHAMPION with the alphabet's gap", () => {
    const word = "CHAMPION";
    let pairs = 0;
    for (let i = 0; i < word.length; i++)
      for (let j = i + 1; j < word.length; j++)
        if (Math.abs(position(word[j] as string) - position(word[i] as string)) === j - i) pairs++;
    expectKeyedNumber(ssc, "ssc-rea2-03", pairs);
  });
  it("ssc-rea2-04: vowels forward, consonants back, third from the right", () => {
    const changed = [..."EDUCATION"].map((ch) =>
      letterAt("AEIOU".includes(ch) ? position(ch) + 1 : position(ch) - 1),
    );
    expect(keyedOption(ssc, "ssc-rea2-04")).toBe(changed[changed.length - 3]);
  });
  it("ssc-rea2-05: midway between the 7th from the left and the 8th from the right", () => {
    expect(keyedOption(ssc, "ssc-rea2-05")).toBe(letterAt((7 + (26 - 8 + 1)) / 2));
  });
});

describe("SSC mathematical operations (chapter set 2)", () => {
  it("ssc-rea2-06: the signs replaced, then BODMAS", () => {
    expectKeyedNumber(ssc, "ssc-rea2-06", evaluate("15 − 24 ÷ 8 + 6 × 2"));
  });
  it("ssc-rea2-07: letters for signs", () => {
    expectKeyedNumber(ssc, "ssc-rea2-07", evaluate("48 ÷ 6 × 3 + 10 − 4"));
  });
  it("ssc-rea2-08: exactly one pair of signs to interchange", () => {
    const expression = "18 ÷ 3 + 4 × 5 − 6";
    const swap = (a: string, b: string) =>
      [...expression].map((ch) => (ch === a ? b : ch === b ? a : ch)).join("");
    const works = optionsOf("ssc-rea2-08").filter((option) => {
      const [a, , b] = option.split(" ");
      return Math.abs(evaluate(swap(a as string, b as string)) - 23) < 1e-9;
    });
    expect(works).toEqual([keyedOption(ssc, "ssc-rea2-08")]);
  });
  it("ssc-rea2-09: exactly one pair of numbers to interchange", () => {
    const numbers = ["6", "9", "3", "4", "2"];
    const works = optionsOf("ssc-rea2-09").filter((option) => {
      const [a, , b] = option.split(" ");
      const swapped = numbers.map((n) => (n === a ? b : n === b ? a : n));
      return (
        Math.abs(
          evaluate(`${swapped[0]} + ${swapped[1]} ÷ ${swapped[2]} × ${swapped[3]} − ${swapped[4]}`) - 20,
        ) < 1e-9
      );
    });
    expect(works).toEqual([keyedOption(ssc, "ssc-rea2-09")]);
  });
  it("ssc-rea2-10: A ★ B = A² − B", () => {
    const star = (a: number, b: number) => a * a - b;
    expectKeyedNumber(ssc, "ssc-rea2-10", star(star(4, 3), 5));
  });
});

describe("SSC missing number (chapter set 2): the rule fits the given rows", () => {
  const cases: [string, (...n: number[]) => number, number[][], number[]][] = [
    [
      "ssc-rea2-11",
      (a, b) => (a + b) * b,
      [
        [6, 3, 27],
        [5, 4, 36],
      ],
      [7, 2],
    ],
    [
      "ssc-rea2-12",
      (a, b) => a * a - b,
      [
        [7, 9, 40],
        [6, 11, 25],
      ],
      [8, 15],
    ],
    [
      "ssc-rea2-13",
      (a, b) => a * b - (a + b),
      [
        [5, 4, 11],
        [6, 3, 9],
      ],
      [7, 5],
    ],
    [
      "ssc-rea2-14",
      (a, b) => a ** 3 - b ** 2,
      [
        [3, 4, 11],
        [4, 6, 28],
      ],
      [5, 10],
    ],
    [
      "ssc-rea2-15",
      (a, b, c) => (a - b) * c,
      [
        [9, 4, 5, 25],
        [8, 2, 7, 42],
      ],
      [11, 6, 9],
    ],
  ];
  it.each(cases)("%s", (key, rule, rows, last) => {
    for (const row of rows) expect(rule(...row.slice(0, -1))).toBe(row[row.length - 1]);
    expectKeyedNumber(ssc, key, rule(...last));
  });
});

describe("SSC seating arrangement (chapter set 2), by trying every arrangement", () => {
  const seatOf = (p: Record<string, number>, seat: number) =>
    Object.entries(p).find(([, s]) => s === seat)?.[0];

  it("ssc-rea2-16: four in a row facing south (place 1 at the west, right = west)", () => {
    const found = permutations([1, 2, 3, 4])
      .map(([J, K, L, M]) => ({ J, K, L, M }) as Record<string, number>)
      .filter(
        (p) => p.L === 1 && p.K === (p.L as number) + 1 && Math.abs((p.M as number) - (p.K as number)) !== 1,
      );
    expect(found).toHaveLength(1);
    expect(keyedOption(ssc, "ssc-rea2-16")).toBe(seatOf(found[0] as Record<string, number>, 4));
  });

  it("ssc-rea2-17: five in a row facing north", () => {
    const found = permutations([1, 2, 3, 4, 5])
      .map(([P, Q, R, S, T]) => ({ P, Q, R, S, T }) as Record<string, number>)
      .filter(
        (p) => p.R === 3 && p.P === 2 && p.T === 5 && Math.abs((p.S as number) - (p.P as number)) !== 1,
      );
    expect(found).toHaveLength(1);
    expect(keyedOption(ssc, "ssc-rea2-17")).toBe(seatOf(found[0] as Record<string, number>, 1));
  });

  it("ssc-rea2-18: six round a table facing the centre (right = one seat back)", () => {
    const n = 6;
    const found = permutations([1, 2, 3, 4, 5])
      .map(([B, C, D, E, F]) => ({ A: 0, B, C, D, E, F }) as Record<string, number>)
      .filter((p) => {
        const at = (x: string) => p[x] as number;
        const next = (x: string, y: string) => [1, n - 1].includes((at(x) - at(y) + n) % n);
        return (
          at("D") === 3 &&
          at("B") === (at("A") - 1 + n) % n &&
          at("C") === (at("D") - 2 + n) % n &&
          !next("E", "A") &&
          at("F") === (at("D") + 1) % n
        );
      });
    expect(found).toHaveLength(1);
    const p = found[0] as Record<string, number>;
    expect(keyedOption(ssc, "ssc-rea2-18")).toBe(seatOf(p, ((p.C as number) + 3) % n));
  });

  it("ssc-rea2-19: six in a row facing south (place 1 at the west, right = west)", () => {
    const found = permutations([1, 2, 3, 4, 5, 6])
      .map(([G, H, I, J, K, L]) => ({ G, H, I, J, K, L }) as Record<string, number>)
      .filter((p) => {
        const at = (x: string) => p[x] as number;
        const end = (x: string) => at(x) === 1 || at(x) === 6;
        return (
          end("J") &&
          at("G") === at("J") - 2 &&
          Math.abs(at("H") - at("G")) === 1 &&
          !end("H") &&
          at("I") === at("G") + 1 &&
          at("K") === at("L") - 1
        );
      });
    expect(found).toHaveLength(1);
    const p = found[0] as Record<string, number>;
    expect(keyedOption(ssc, "ssc-rea2-19")).toBe(seatOf(p, ((p.H as number) + (p.K as number)) / 2));
  });

  it("ssc-rea2-20: seven in a row facing north", () => {
    const found = permutations([1, 2, 3, 4, 5, 6, 7])
      .map(([P, Q, R, S, T, U, V]) => ({ P, Q, R, S, T, U, V }) as Record<string, number>)
      .filter((p) => {
        const at = (x: string) => p[x] as number;
        const end = (x: string) => at(x) === 1 || at(x) === 7;
        return (
          at("S") === 4 &&
          Math.abs(at("P") - at("S")) === 3 &&
          Math.abs(at("Q") - at("P")) === 1 &&
          !end("Q") &&
          at("R") === at("V") + 2 &&
          end("T") &&
          Math.abs(at("T") - at("S")) !== 1 &&
          at("U") > at("S")
        );
      });
    expect(found).toHaveLength(1);
    const p = found[0] as Record<string, number>;
    expect(keyedOption(ssc, "ssc-rea2-20")).toBe(seatOf(p, (p.U as number) - 3));
  });
});

describe("SSC Venn diagrams (chapter set 2)", () => {
  it("ssc-rea2-21: neither game", () => {
    expectKeyedNumber(ssc, "ssc-rea2-21", 80 - (50 + 35 - 15));
  });
  it("ssc-rea2-22: exactly one language", () => {
    const atLeastOne = 120 - 10;
    const both = 70 + 60 - atLeastOne;
    expectKeyedNumber(ssc, "ssc-rea2-22", atLeastOne - both);
  });
  it("ssc-rea2-23: exactly two of three", () => {
    const all = 10;
    expectKeyedNumber(ssc, "ssc-rea2-23", 30 - all + (25 - all) + (20 - all));
  });
  it("ssc-rea2-25: both, when everyone passed at least one", () => {
    expectKeyedNumber(ssc, "ssc-rea2-25", 30 + 25 - 50);
  });
});

/**
 * Syllogisms checked against every model: a model says which of the 2^k regions of k sets are occupied;
 * a conclusion follows if it holds in every model where each set is non-empty and the statements hold.
 */
describe("SSC syllogism (chapter set 2), against every model", () => {
  type Model = number[];
  const modelsOf = (k: number): Model[] =>
    Array.from({ length: 2 ** (2 ** k) }, (_, bits) =>
      Array.from({ length: 2 ** k }, (_, r) => r).filter((r) => (bits >> r) & 1),
    );
  const has = (r: number, x: number) => ((r >> x) & 1) === 1;
  const some = (m: Model, x: number, y: number) => m.some((r) => has(r, x) && has(r, y));
  const someNot = (m: Model, x: number, y: number) => m.some((r) => has(r, x) && !has(r, y));
  const all = (m: Model, x: number, y: number) => !someNot(m, x, y);
  const no = (m: Model, x: number, y: number) => !some(m, x, y);
  const verdict = (
    k: number,
    statements: (m: Model) => boolean,
    one: (m: Model) => boolean,
    two: (m: Model) => boolean,
  ) => {
    const ok = modelsOf(k).filter(
      (m) => Array.from({ length: k }, (_, x) => x).every((x) => m.some((r) => has(r, x))) && statements(m),
    );
    expect(ok.length).toBeGreaterThan(0);
    const [i, ii] = [ok.every(one), ok.every(two)];
    return i && ii ? 2 : i ? 0 : ii ? 1 : 3;
  };
  const correct = (key: string) => singleQuestion(ssc, key).correct;

  it("ssc-rea2-26: tables 0, doors 1, chairs 2", () => {
    const v = verdict(
      3,
      (m) => some(m, 0, 1) && some(m, 1, 2),
      (m) => some(m, 0, 2),
      (m) => all(m, 1, 0),
    );
    expect(correct("ssc-rea2-26")).toBe(v);
  });
  it("ssc-rea2-27: books 0, pens 1, rulers 2", () => {
    const v = verdict(
      3,
      (m) => some(m, 0, 1) && all(m, 1, 2),
      (m) => some(m, 0, 2),
      (m) => someNot(m, 2, 0),
    );
    expect(correct("ssc-rea2-27")).toBe(v);
  });
  it("ssc-rea2-28: apples 0, oranges 1, mangoes 2", () => {
    const v = verdict(
      3,
      (m) => all(m, 0, 1) && no(m, 1, 2),
      (m) => some(m, 2, 0),
      (m) => no(m, 0, 2),
    );
    expect(correct("ssc-rea2-28")).toBe(v);
  });
  it("ssc-rea2-29: cars 0, buses 1, trucks 2, cycles 3", () => {
    const v = verdict(
      4,
      (m) => some(m, 0, 1) && all(m, 1, 2) && no(m, 2, 3),
      (m) => someNot(m, 0, 3),
      (m) => some(m, 2, 0),
    );
    expect(correct("ssc-rea2-29")).toBe(v);
  });
});

describe("SSC mixture and alligation (chapter set 2)", () => {
  const ratio = (a: number, b: number) => {
    const scale = 1000;
    const [x, y] = [Math.round(a * scale), Math.round(b * scale)];
    const gcd = (p: number, q: number): number => (q === 0 ? p : gcd(q, p % q));
    const g = gcd(x, y);
    return `${x / g} : ${y / g}`;
  };
  it("ssc-qa2-01: ₹180 and ₹240 tea for ₹220", () => {
    expect(keyedOption(ssc, "ssc-qa2-01")).toBe(ratio(240 - 220, 220 - 180));
  });
  it("ssc-qa2-02: water to pour into 72 L at 7 : 2 for 7 : 3", () => {
    const milk = (72 * 7) / 9;
    const water = 72 - milk;
    expectKeyedNumber(ssc, "ssc-qa2-02", (milk * 3) / 7 - water);
  });
  it("ssc-qa2-03: profit on rice mixed 2 : 3 and sold at ₹46.80", () => {
    const costPerKg = (2 * 30 + 3 * 45) / 5;
    expectKeyedNumber(ssc, "ssc-qa2-03", ((46.8 - costPerKg) / costPerKg) * 100);
  });
  it("ssc-qa2-04: alloys 2 : 1 and 4 : 1 for 3 : 1", () => {
    const [a, b, target] = [2 / 3, 4 / 5, 3 / 4];
    expect(keyedOption(ssc, "ssc-qa2-04")).toBe(ratio((b - target) * 60, (target - a) * 60));
  });
});

describe("SSC coding-decoding and order and ranking (chapter set 2)", () => {
  const shiftEach = (word: string, steps: number[]) =>
    [...word]
      .map((ch, i) => letterAt(((position(ch) - 1 + (steps[i % steps.length] as number) + 26) % 26) + 1))
      .join("");
  const reversed = (word: string) => [...word].reverse().join("");
  it("ssc-rea2-30: every letter +2", () => {
    expect(shiftEach("LEMON", [2])).toBe("NGOQP");
    expect(keyedOption(ssc, "ssc-rea2-30")).toBe(shiftEach("GRAPE", [2]));
  });
  it("ssc-rea2-31: reversed, then every letter +1", () => {
    expect(shiftEach(reversed("RIVER"), [1])).toBe("SFWJS");
    expect(keyedOption(ssc, "ssc-rea2-31")).toBe(shiftEach(reversed("STONE"), [1]));
  });
  it("ssc-rea2-32: +1 and −1 in turn", () => {
    expect(shiftEach("BRIGHT", [1, -1])).toBe("CQJFIS");
    expect(keyedOption(ssc, "ssc-rea2-32")).toBe(shiftEach("MARKET", [1, -1]));
  });
  it("ssc-rea2-33: the one order that fits, tallest first", () => {
    const fits = permutations(["P", "Q", "R", "S", "T"]).filter((order) => {
      const rank = (x: string) => order.indexOf(x);
      return rank("R") < rank("P") && rank("P") < rank("Q") && rank("S") === 4 && rank("T") < rank("R");
    });
    expect(fits).toHaveLength(1);
    expect(keyedOption(ssc, "ssc-rea2-33")).toBe(fits[0]?.[0]);
  });
  it("ssc-rea2-34: eight behind the 11th of 30, counted from the back", () => {
    expectKeyedNumber(ssc, "ssc-rea2-34", 30 - (11 + 8) + 1);
  });
  it("ssc-rea2-35: Gita's old place is 18th from the left and 14th from the right", () => {
    expectKeyedNumber(ssc, "ssc-rea2-35", 18 + 14 - 1);
  });
});
