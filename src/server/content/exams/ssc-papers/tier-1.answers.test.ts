import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  firstNumber,
  keyedOption,
  permutations,
  singleQuestion,
} from "~/server/test-support/content/check-answers";

const ssc = loadExamBank("ssc");

/**
 * Recomputes, from the givens in each question, the answer of every computable question written
 * for the SSC CGL Tier 1 full-length papers (series, codes, counts, arithmetic, algebra, geometry,
 * tables), and checks it against the keyed option.
 */

const keyed = (key: string) => keyedOption(ssc, key);
const optionsOf = (key: string) => singleQuestion(ssc, key).options;

/** 1-based alphabet position: A = 1 ... Z = 26 */
const pos = (ch: string) => ch.charCodeAt(0) - 64;
const letter = (p: number) => String.fromCharCode(64 + ((((p - 1) % 26) + 26) % 26) + 1);
const shiftEach = (word: string, shifts: (i: number) => number) =>
  [...word].map((ch, i) => letter(pos(ch) + shifts(i))).join("");
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;
const ratio = (a: number, b: number) => `${a / gcd(a, b)} : ${b / gcd(a, b)}`;
const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};
const deg = Math.PI / 180;

describe("SSC Tier 1 paper 1 (easy): reasoning", () => {
  it("ssc-t1a-rea-02: n : n^2 + 1", () => {
    expect(12 ** 2 + 1).toBe(145);
    expectKeyedNumber(ssc, "ssc-t1a-rea-02", 15 ** 2 + 1);
  });

  it("ssc-t1a-rea-04: the only composite number", () => {
    const isPrime = (n: number) => n > 1 && [...Array(n).keys()].slice(2).every((d) => n % d !== 0);
    expect(optionsOf("ssc-t1a-rea-04").filter((o) => !isPrime(Number(o)))).toEqual([keyed("ssc-t1a-rea-04")]);
  });

  it("ssc-t1a-rea-05: n^2 − 1", () => {
    expect([2, 3, 4, 5, 6].map((n) => n * n - 1)).toEqual([3, 8, 15, 24, 35]);
    expectKeyedNumber(ssc, "ssc-t1a-rea-05", 7 * 7 - 1);
  });

  it("ssc-t1a-rea-06: first letter forward, second backward", () => {
    const pair = (n: number) => letter(1 + n) + letter(26 - n);
    expect([0, 1, 2, 3].map(pair)).toEqual(["AZ", "BY", "CX", "DW"]);
    expect(keyed("ssc-t1a-rea-06")).toBe(pair(4));
  });

  it("ssc-t1a-rea-07: −2 shift", () => {
    expect(shiftEach("TIGER", () => -2)).toBe("RGECP");
    expect(keyed("ssc-t1a-rea-07")).toBe(shiftEach("HORSE", () => -2));
  });

  it("ssc-t1a-rea-08: 36 ÷ 4 × 3 + 5 − 8", () => {
    expectKeyedNumber(ssc, "ssc-t1a-rea-08", (36 / 4) * 3 + 5 - 8);
  });

  it("ssc-t1a-rea-10: west, 135° clockwise, 90° anticlockwise", () => {
    const compass = [
      "North",
      "North-east",
      "East",
      "South-east",
      "South",
      "South-west",
      "West",
      "North-west",
    ];
    const facing = (((270 + 135 - 90) % 360) + 360) % 360;
    expect(keyed("ssc-t1a-rea-10")).toBe(compass[facing / 45]);
  });

  it("ssc-t1a-rea-13: triangles in a square with both diagonals", () => {
    // vertices A, B, C, D and centre O; a triangle is three points, not collinear, whose sides are drawn segments
    const points = ["A", "B", "C", "D", "O"];
    const lines = [
      ["A", "B"],
      ["B", "C"],
      ["C", "D"],
      ["D", "A"],
      ["A", "O", "C"],
      ["B", "O", "D"],
    ];
    const onLine = (p: string, q: string) => lines.some((l) => l.includes(p) && l.includes(q));
    const collinear = (p: string, q: string, r: string) =>
      lines.some((l) => [p, q, r].every((x) => l.includes(x)));
    let count = 0;
    for (let i = 0; i < 5; i++)
      for (let j = i + 1; j < 5; j++)
        for (let k = j + 1; k < 5; k++) {
          const [p, q, r] = [points[i], points[j], points[k]] as [string, string, string];
          if (onLine(p, q) && onLine(q, r) && onLine(p, r) && !collinear(p, q, r)) count++;
        }
    expectKeyedNumber(ssc, "ssc-t1a-rea-13", count);
  });

  it("ssc-t1a-rea-14: mirror time of 3:40", () => {
    const total = 12 * 60 - (3 * 60 + 40);
    const shown = `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
    expect(keyed("ssc-t1a-rea-14")).toBe(shown);
  });

  it("ssc-t1a-rea-15: the face never seen beside 1", () => {
    const views = [
      [1, 2, 3],
      [1, 4, 5],
      [5, 2, 6],
    ];
    const besideOne = new Set(views.filter((v) => v.includes(1)).flat());
    const opposite = [1, 2, 3, 4, 5, 6].filter((f) => !besideOne.has(f));
    expect(opposite).toHaveLength(1);
    expectKeyedNumber(ssc, "ssc-t1a-rea-15", opposite[0] as number);
  });

  it("ssc-t1a-rea-16: a^2 + b^2", () => {
    expect(3 ** 2 + 4 ** 2).toBe(25);
    expect(5 ** 2 + 12 ** 2).toBe(169);
    expectKeyedNumber(ssc, "ssc-t1a-rea-16", 6 ** 2 + 8 ** 2);
  });

  it("ssc-t1a-rea-17: both = H + E − (total − neither)", () => {
    expectKeyedNumber(ssc, "ssc-t1a-rea-17", 35 + 30 - (60 - 10));
  });

  it("ssc-t1a-rea-18: dictionary order", () => {
    const words = ["Principal", "Principle", "Prince", "Priority", "Prism"];
    const order = [...words].sort().map((w) => words.indexOf(w) + 1);
    expect(keyed("ssc-t1a-rea-18")).toBe(order.join(", "));
  });

  it("ssc-t1a-rea-19: left + right − 1", () => {
    expectKeyedNumber(ssc, "ssc-t1a-rea-19", 7 + 12 - 1);
  });

  it("ssc-t1a-rea-20: W4, N3, E4", () => {
    const [x, y] = [-4 + 4, 3];
    expect(x).toBe(0);
    expectKeyedNumber(ssc, "ssc-t1a-rea-20", Math.hypot(x, y));
    expect(keyed("ssc-t1a-rea-20")).toContain(y > 0 ? "North" : "South");
  });

  it("ssc-t1a-rea-21: the only seating that meets every condition", () => {
    const fits = permutations(["A", "B", "C", "D", "E", "F"]).filter((row) => {
      const at = (p: string) => row.indexOf(p);
      return (
        (at("C") === 0 || at("C") === 5) &&
        at("D") === at("C") + 2 &&
        at("A") === at("D") + 1 &&
        at("F") === 5 &&
        Math.abs(at("B") - at("C")) !== 1
      );
    });
    expect(fits).toHaveLength(1);
    const row = fits[0] as string[];
    expect(keyed("ssc-t1a-rea-21")).toBe(row[row.indexOf("C") + 1]);
  });

  it("ssc-t1a-rea-22: weekday of 15 August 2026 from 26 January 2025 being a Sunday", () => {
    const days = Math.round((Date.UTC(2026, 7, 15) - Date.UTC(2025, 0, 26)) / 86_400_000);
    const week = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    expect(new Date(Date.UTC(2025, 0, 26)).getUTCDay()).toBe(0);
    expect(keyed("ssc-t1a-rea-22")).toBe(week[days % 7]);
  });
});

describe("SSC Tier 1 paper 2 (hard): reasoning", () => {
  it("ssc-t1b-rea-01: opposite letters", () => {
    const opposite = (w: string) => [...w].map((ch) => letter(27 - pos(ch))).join("");
    expect(opposite("DFH")).toBe("WUS");
    expect(keyed("ssc-t1b-rea-01")).toBe(opposite("KMO"));
  });

  it("ssc-t1b-rea-02: n^3 + n", () => {
    expect(5 ** 3 + 5).toBe(130);
    expectKeyedNumber(ssc, "ssc-t1b-rea-02", 7 ** 3 + 7);
  });

  it("ssc-t1b-rea-03: the triad that is not ×4, ×4", () => {
    const triads = optionsOf("ssc-t1b-rea-03").map((o) => (o.match(/\d+/g) ?? []).map(Number));
    const odd = triads.filter(([a, b, c]) => !(b === 4 * (a as number) && c === 4 * (b as number)));
    expect(odd).toHaveLength(1);
    expect(keyed("ssc-t1b-rea-03")).toBe(`(${(odd[0] as number[]).join(", ")})`);
  });

  it("ssc-t1b-rea-05: n^2 + 1 for odd n, n^2 − 1 for even n", () => {
    const term = (n: number) => n * n + (n % 2 === 1 ? 1 : -1);
    expect([1, 2, 3, 4, 5, 6].map(term)).toEqual([2, 3, 10, 15, 26, 35]);
    expectKeyedNumber(ssc, "ssc-t1b-rea-05", term(7));
  });

  it("ssc-t1b-rea-06: clusters move +3", () => {
    const cluster = (n: number) => shiftEach("BDG", () => 3 * n);
    expect([1, 2].map(cluster)).toEqual(["EGJ", "HJM"]);
    expect(keyed("ssc-t1b-rea-06")).toBe(cluster(3));
  });

  it("ssc-t1b-rea-07: letter −2, squares, letter +3", () => {
    const term = (n: number) => `${letter(26 - 2 * n)}${(n + 1) ** 2}${letter(1 + 3 * n)}`;
    expect([0, 1, 2, 3].map(term)).toEqual(["Z1A", "X4D", "V9G", "T16J"]);
    expect(keyed("ssc-t1b-rea-07")).toBe(term(4));
  });

  it("ssc-t1b-rea-08: +2, +1 alternately", () => {
    const code = (w: string) => shiftEach(w, (i) => (i % 2 === 0 ? 2 : 1));
    expect(code("SPORT")).toBe("UQQSV");
    expect(keyed("ssc-t1b-rea-08")).toBe(code("CRICKET"));
  });

  it("ssc-t1b-rea-09: the code left for 'ink'", () => {
    const sentences: [string[], string[]][] = [
      [
        ["sky", "is", "blue"],
        ["ta", "na", "ko"],
      ],
      [
        ["blue", "ink", "pen"],
        ["ko", "ri", "mu"],
      ],
      [
        ["pen", "is", "red"],
        ["mu", "na", "jo"],
      ],
    ];
    const codeOf = (word: string) => {
      const withWord = sentences.filter(([w]) => w.includes(word));
      const without = sentences.filter(([w]) => !w.includes(word));
      const candidates = (withWord[0] as [string[], string[]])[1].filter(
        (c) => withWord.every(([, cs]) => cs.includes(c)) && without.every(([, cs]) => !cs.includes(c)),
      );
      return candidates;
    };
    expect(codeOf("ink")).toEqual([keyed("ssc-t1b-rea-09")]);
  });

  it("ssc-t1b-rea-10: +2, +3, +4, ...", () => {
    const code = (w: string) => shiftEach(w, (i) => i + 2);
    expect(code("FRIEND")).toBe("HUMJTK");
    expect(keyed("ssc-t1b-rea-10")).toBe(code("CANDLE"));
  });

  it("ssc-t1b-rea-12: N12, E16, S19, E8", () => {
    const x = 16 + 8;
    const y = 12 - 19;
    expectKeyedNumber(ssc, "ssc-t1b-rea-12", Math.hypot(x, y));
    expect(keyed("ssc-t1b-rea-12")).toContain(`${y < 0 ? "South" : "North"}-${x > 0 ? "East" : "West"}`);
  });

  it("ssc-t1b-rea-13: hands at 4:20", () => {
    const minuteHand = 20 * 6;
    const hourHand = 4 * 30 + 20 * 0.5;
    expectKeyedNumber(ssc, "ssc-t1b-rea-13", Math.abs(hourHand - minuteHand));
  });

  it("ssc-t1b-rea-14: inclusion-exclusion over three sets", () => {
    const atLeastOne = 40 + 45 + 30 - 15 - 12 - 10 + 5;
    expectKeyedNumber(ssc, "ssc-t1b-rea-14", 100 - atLeastOne);
  });

  it("ssc-t1b-rea-16: two bases, five points each", () => {
    expectKeyedNumber(ssc, "ssc-t1b-rea-16", 2 * choose(3 + 2, 2));
  });

  it("ssc-t1b-rea-17: two folds make four layers", () => {
    expectKeyedNumber(ssc, "ssc-t1b-rea-17", 2 ** 2);
  });

  it("ssc-t1b-rea-18: ab − (a + b)", () => {
    const rule = (a: number, b: number) => a * b - (a + b);
    expect(rule(6, 4)).toBe(14);
    expect(rule(7, 5)).toBe(23);
    expectKeyedNumber(ssc, "ssc-t1b-rea-18", rule(9, 8));
  });

  it("ssc-t1b-rea-19: passed + absent + failed", () => {
    expectKeyedNumber(ssc, "ssc-t1b-rea-19", 11 + 30 - 1 + 6 + 4);
  });

  it("ssc-t1b-rea-20: the one interchange that makes the equation true", () => {
    const ops: Record<string, (a: number, b: number) => number> = {
      "+": (a, b) => a + b,
      "−": (a, b) => a - b,
      "×": (a, b) => a * b,
      "÷": (a, b) => a / b,
    };
    // evaluate n0 o0 n1 o1 n2 ... with × and ÷ before + and −
    const evaluate = (nums: number[], signs: string[]) => {
      const terms = [nums[0] as number];
      const addSigns: string[] = [];
      signs.forEach((s, i) => {
        const n = nums[i + 1] as number;
        if (s === "×" || s === "÷")
          terms.push((ops[s] as (a: number, b: number) => number)(terms.pop() as number, n));
        else {
          addSigns.push(s);
          terms.push(n);
        }
      });
      return addSigns.reduce(
        (acc, s, i) => (ops[s] as (a: number, b: number) => number)(acc, terms[i + 1] as number),
        terms[0] as number,
      );
    };
    const nums = [18, 6, 3, 4, 2];
    const signs = ["+", "×", "−", "÷"];
    const working = optionsOf("ssc-t1b-rea-20").filter((option) => {
      const [a, b] = option.split(" and ");
      const swapped = signs.map((s) => (s === a ? (b as string) : s === b ? (a as string) : s));
      return Math.abs(evaluate(nums, swapped) - 12) < 1e-9;
    });
    expect(working).toEqual([keyed("ssc-t1b-rea-20")]);
  });

  it("ssc-t1b-rea-21: rows step +k then +(k+1)", () => {
    const row = (start: string, k: number) => [start, letter(pos(start) + k), letter(pos(start) + 2 * k + 1)];
    expect(row("A", 2)).toEqual(["A", "C", "F"]);
    expect(row("B", 3)).toEqual(["B", "E", "I"]);
    expect(keyed("ssc-t1b-rea-21")).toBe(row("C", 4)[2]);
  });
});

describe("SSC Tier 1 paper 1 (easy): quantitative aptitude", () => {
  it("ssc-t1a-qa-01: largest 4-digit multiple of 88", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-01", 9999 - (9999 % 88));
  });
  it("ssc-t1a-qa-02: HCF(36, 84, 120)", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-02", gcd(gcd(36, 84), 120));
  });
  it("ssc-t1a-qa-03: 0.25 × 48 + 1.5 × 12 − 7.5", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-03", 0.25 * 48 + 1.5 * 12 - 7.5);
  });
  it("ssc-t1a-qa-04: +10% then +5%", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-04", 40000 * 1.1 * 1.05);
  });
  it("ssc-t1a-qa-05: SI rate to double in 8 years", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-05", 100 / 8);
  });
  it("ssc-t1a-qa-06: principal from amount at 5% CI for 3 years", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-06", 9261 / 1.05 ** 3);
  });
  it("ssc-t1a-qa-07: SP for 10% gain when 690 is an 8% loss", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-07", (690 / 0.92) * 1.1);
  });
  it("ssc-t1a-qa-08: successive 20% and 10%", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-08", (1 - 0.8 * 0.9) * 100);
  });
  it("ssc-t1a-qa-09: A : B : C from 2 : 3 and 4 : 5", () => {
    const m = lcm(3, 4);
    const [a, b, c] = [(2 * m) / 3, m, (5 * m) / 4];
    expect(keyed("ssc-t1a-qa-09")).toBe(`${a} : ${b} : ${c}`);
  });
  it("ssc-t1a-qa-10: 3s + 12 = 2(s + 12)", () => {
    const s = 24 - 12; // 3s − 2s = 24 − 12
    expect(3 * s + 12).toBe(2 * (s + 12));
    expectKeyedNumber(ssc, "ssc-t1a-qa-10", 3 * s);
  });
  it("ssc-t1a-qa-11: man-days", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-11", (12 * 18) / 27);
  });
  it("ssc-t1a-qa-12: average speed over 240 km each way", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-12", (2 * 240) / (240 / 60 + 240 / 40));
  });
  it("ssc-t1a-qa-13: fill 1/10, empty 1/15", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-13", 1 / (1 / 10 - 1 / 15));
  });
  it("ssc-t1a-qa-14: interior angle of a regular hexagon", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-14", ((6 - 2) * 180) / 6);
  });
  it("ssc-t1a-qa-15: cylinder r 7, h 10", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-15", (22 / 7) * 7 * 7 * 10);
  });
  it("ssc-t1a-qa-16: tan + sec when sin = 3/5", () => {
    const theta = Math.asin(3 / 5);
    expectKeyedNumber(ssc, "ssc-t1a-qa-16", Math.tan(theta) + 1 / Math.cos(theta));
  });
  it("ssc-t1a-qa-17: x − y = 4, xy = 21", () => {
    const y = (-4 + Math.sqrt(16 + 84)) / 2;
    const x = y + 4;
    expect(x * y).toBeCloseTo(21, 12);
    expectKeyedNumber(ssc, "ssc-t1a-qa-17", x * x + y * y);
  });
  const laptops = [120, 150, 180, 135, 165];
  it("ssc-t1a-qa-18: average monthly sales", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-18", laptops.reduce((a, b) => a + b, 0) / laptops.length);
  });
  it("ssc-t1a-qa-19: January to March rise", () => {
    expectKeyedNumber(
      ssc,
      "ssc-t1a-qa-19",
      (((laptops[2] as number) - (laptops[0] as number)) / (laptops[0] as number)) * 100,
    );
  });
  it("ssc-t1a-qa-20: (Jan + Feb) : (Apr + May)", () => {
    const [jan, feb, , apr, may] = laptops as [number, number, number, number, number];
    expect(keyed("ssc-t1a-qa-20")).toBe(ratio(jan + feb, apr + may));
  });
  it("ssc-t1a-qa-21: three pipes, C closed after 5 minutes", () => {
    const all = 1 / 12 + 1 / 15 - 1 / 20;
    const filled = 5 * all;
    const minutes = 5 + (1 - filled) / (1 / 12 + 1 / 15);
    const whole = Math.floor(minutes + 1e-9);
    const seconds = Math.round((minutes - whole) * 60);
    expect(keyed("ssc-t1a-qa-21")).toBe(`${whole} minutes ${seconds} seconds`);
  });
  it("ssc-t1a-qa-22: common chord of circles r 10 and 17, 21 apart", () => {
    const [r1, r2, d] = [10, 17, 21];
    const x = (d * d + r1 * r1 - r2 * r2) / (2 * d);
    expectKeyedNumber(ssc, "ssc-t1a-qa-22", 2 * Math.sqrt(r1 * r1 - x * x));
  });
  it("ssc-t1a-qa-23: 0.2x − 0.1(1500 − x) = 8% of 1500", () => {
    expectKeyedNumber(ssc, "ssc-t1a-qa-23", (0.08 * 1500 + 0.1 * 1500) / (0.2 + 0.1));
  });
});

describe("SSC Tier 1 paper 2 (hard): quantitative aptitude", () => {
  it("ssc-t1b-qa-01: (17^23 + 23^23) mod 20", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-01", Number((17n ** 23n + 23n ** 23n) % 20n));
  });
  it("ssc-t1b-qa-02: divisors of 720", () => {
    const count = [...Array(720).keys()].map((i) => i + 1).filter((d) => 720 % d === 0).length;
    expectKeyedNumber(ssc, "ssc-t1b-qa-02", count);
  });
  it("ssc-t1b-qa-03: smallest n with n mod 5, 6, 8 = 3, 4, 6", () => {
    let n = 1;
    while (!(n % 5 === 3 && n % 6 === 4 && n % 8 === 6)) n++;
    expectKeyedNumber(ssc, "ssc-t1b-qa-03", n);
  });
  it("ssc-t1b-qa-04: original fraction", () => {
    const value = (16 / 21) * (0.9 / 1.2);
    const [num, den] = (keyed("ssc-t1b-qa-04").match(/\d+/g) ?? []).map(Number) as [number, number];
    expect(num / den).toBeCloseTo(value, 12);
  });
  it("ssc-t1b-qa-05: voters on the list", () => {
    const valid = 1020 / (0.52 - 0.48);
    expectKeyedNumber(ssc, "ssc-t1b-qa-05", (valid + 60) / 0.9);
  });
  it("ssc-t1b-qa-06: CI − SI for 3 years at 10% is 93", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-06", 93 / (1.1 ** 3 - 1 - 0.3));
  });
  it("ssc-t1b-qa-07: doubling in 5 years, eightfold in?", () => {
    const rate = 2 ** (1 / 5);
    expectKeyedNumber(ssc, "ssc-t1b-qa-07", Math.log(8) / Math.log(rate));
  });
  it("ssc-t1b-qa-08: 1.2x − 18 = 0.9x × 1.3", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-08", 18 / (1.2 - 0.9 * 1.3));
  });
  it("ssc-t1b-qa-09: second discount", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-09", (1 - 1700 / (2500 * 0.8)) * 100);
  });
  it("ssc-t1b-qa-10: alligation of milk fractions 3/4 and 5/8 to 2/3", () => {
    const [m1, m2, target] = [3 / 4, 5 / 8, 2 / 3];
    const first = target - m2;
    const second = m1 - target;
    expect(keyed("ssc-t1b-qa-10")).toBe(ratio(Math.round(first * 24), Math.round(second * 24)));
  });
  it("ssc-t1b-qa-11: the sixth result", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-11", 6 * 49 + 6 * 52 - 11 * 50);
  });
  it("ssc-t1b-qa-12: A alone from three pair rates", () => {
    const [ab, bc, ca] = [1 / 12, 1 / 15, 1 / 20];
    const a = (ab + bc + ca) / 2 - bc;
    expectKeyedNumber(ssc, "ssc-t1b-qa-12", 1 / a);
  });
  it("ssc-t1b-qa-13: train passing walkers at 2 and 4 km/h", () => {
    // (v − 2) × 9 = (v − 4) × 10
    const v = (10 * 4 - 9 * 2) / (10 - 9);
    expectKeyedNumber(ssc, "ssc-t1b-qa-13", (((v - 2) * 1000) / 3600) * 9);
  });
  it("ssc-t1b-qa-14: ab + bc + ca", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-14", (12 ** 2 - 50) / 2);
  });
  it("ssc-t1b-qa-15: √x − 1/√x for x = 3 + 2√2", () => {
    const x = 3 + 2 * Math.SQRT2;
    expectKeyedNumber(ssc, "ssc-t1b-qa-15", Math.sqrt(x) - 1 / Math.sqrt(x));
  });
  it("ssc-t1b-qa-16: a^3 − b^3 = 56, a − b = 2", () => {
    // with a = b + 2: (b + 2)^3 − b^3 = 6b^2 + 12b + 8 = 56, solved for b
    const b = (-12 + Math.sqrt(144 + 4 * 6 * 48)) / 12;
    const a = b + 2;
    expect(a ** 3 - b ** 3).toBeCloseTo(56, 9);
    expectKeyedNumber(ssc, "ssc-t1b-qa-16", a * a + b * b);
  });
  it("ssc-t1b-qa-17: intersecting chords", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-17", (6 * 8) / 4);
  });
  it("ssc-t1b-qa-18: cone into spheres", () => {
    const cone = (Math.PI * 6 ** 2 * 24) / 3;
    const sphere = (4 / 3) * Math.PI * 3 ** 3;
    expectKeyedNumber(ssc, "ssc-t1b-qa-18", cone / sphere);
  });
  it("ssc-t1b-qa-19: trigonometric expression", () => {
    const num = Math.sin(35 * deg) * Math.cos(55 * deg) + Math.cos(35 * deg) * Math.sin(55 * deg);
    const den = Math.cos(20 * deg) ** 2 + Math.cos(70 * deg) ** 2;
    expectKeyedNumber(ssc, "ssc-t1b-qa-19", num / den);
  });
  const vehicles: Record<number, [number, number, number]> = {
    2021: [40, 120, 15],
    2022: [45, 135, 18],
    2023: [54, 150, 20],
    2024: [60, 161, 24],
  };
  const total = (year: number) => (vehicles[year] as number[]).reduce((a, b) => a + b, 0);
  it("ssc-t1b-qa-20: total rise 2021 to 2024", () => {
    expectKeyedNumber(ssc, "ssc-t1b-qa-20", ((total(2024) - total(2021)) / total(2021)) * 100);
  });
  it("ssc-t1b-qa-21: lowest share of bikes", () => {
    const years = [2021, 2022, 2023, 2024];
    const share = (y: number) => ((vehicles[y] as number[])[1] as number) / total(y);
    const lowest = years.reduce((best, y) => (share(y) < share(best) ? y : best));
    expect(keyed("ssc-t1b-qa-21")).toBe(String(lowest));
  });
});

describe("SSC Tier 1 paper 3 (medium): reasoning", () => {
  it("ssc-t1c-rea-02: n^3 + n", () => {
    expect(7 ** 3 + 7).toBe(350);
    expectKeyedNumber(ssc, "ssc-t1c-rea-02", 9 ** 3 + 9);
  });

  it("ssc-t1c-rea-04: the only pair that is not n : n^3", () => {
    const pairs = optionsOf("ssc-t1c-rea-04").map((o) => (o.match(/\d+/g) ?? []).map(Number));
    const odd = pairs.filter(([n, m]) => (n as number) ** 3 !== m);
    expect(odd).toHaveLength(1);
    expect(keyed("ssc-t1c-rea-04")).toBe(`${odd[0]?.[0]} – ${odd[0]?.[1]}`);
  });

  it("ssc-t1c-rea-05: ×2 + 2", () => {
    const terms = [3];
    while (terms.length < 6) terms.push((terms.at(-1) as number) * 2 + 2);
    expect(terms.slice(0, 5)).toEqual([3, 8, 18, 38, 78]);
    expectKeyedNumber(ssc, "ssc-t1c-rea-05", terms[5] as number);
  });

  it("ssc-t1c-rea-06: first letters +2, +3, +4, +5; second letters −2, −3, −4, −5", () => {
    const clusters = ["AZ"];
    for (let step = 2; step <= 5; step++) {
      const [a, z] = [...(clusters.at(-1) as string)] as [string, string];
      clusters.push(letter(pos(a) + step) + letter(pos(z) - step));
    }
    expect(clusters.slice(0, 4)).toEqual(["AZ", "CX", "FU", "JQ"]);
    expect(keyed("ssc-t1c-rea-06")).toBe(clusters[4]);
  });

  it("ssc-t1c-rea-07: +1, −1 alternately", () => {
    const code = (word: string) => shiftEach(word, (i) => (i % 2 === 0 ? 1 : -1));
    expect(code("PLANT")).toBe("QKBMU");
    expect(keyed("ssc-t1c-rea-07")).toBe(code("STONE"));
  });

  it("ssc-t1c-rea-08: twice the sum of letter positions", () => {
    const code = (word: string) => 2 * [...word].reduce((sum, ch) => sum + pos(ch), 0);
    expect([code("CAT"), code("BAT")]).toEqual([48, 46]);
    expectKeyedNumber(ssc, "ssc-t1c-rea-08", code("DOG"));
  });

  it("ssc-t1c-rea-09: 24 + 6 × 5 − 3 ÷ 7 with the signs swapped", () => {
    // read as 24 ÷ 6 + 5 × 3 − 7
    expectKeyedNumber(ssc, "ssc-t1c-rea-09", 24 / 6 + 5 * 3 - 7);
  });

  it("ssc-t1c-rea-10: a^2 + b^2", () => {
    expect([4 ** 2 + 5 ** 2, 6 ** 2 + 2 ** 2]).toEqual([41, 40]);
    expectKeyedNumber(ssc, "ssc-t1c-rea-10", 7 ** 2 + 3 ** 2);
  });

  it("ssc-t1c-rea-12: S 10, left 6, left 18, right 2", () => {
    // headings as unit vectors; a left turn rotates (x, y) to (−y, x), a right turn to (y, −x)
    let [x, y, dx, dy] = [0, 0, 0, -1];
    const walk = (m: number) => {
      x += dx * m;
      y += dy * m;
    };
    walk(10);
    [dx, dy] = [-dy, dx];
    walk(6);
    [dx, dy] = [-dy, dx];
    walk(18);
    [dx, dy] = [dy, -dx];
    walk(2);
    expect([x, y]).toEqual([8, 8]);
    expect(Math.hypot(x, y)).toBeCloseTo(8 * Math.SQRT2, 12);
    expect(keyed("ssc-t1c-rea-12")).toBe("$8\\sqrt{2}$ m, north-east");
  });

  it("ssc-t1c-rea-13: students between 14th from left and 17th from right of 40", () => {
    expectKeyedNumber(ssc, "ssc-t1c-rea-13", 40 - 17 + 1 - 14 - 1);
  });

  it("ssc-t1c-rea-14: dictionary order", () => {
    const words = ["Bridge", "Bright", "Brick", "Brief", "Bride"];
    const order = [...words].sort().map((w) => words.indexOf(w) + 1);
    expect(keyed("ssc-t1c-rea-14")).toBe(order.join(", "));
  });

  it("ssc-t1c-rea-15: the one row P, Q, R, S, T, U can sit in", () => {
    const rows = permutations(["P", "Q", "R", "S", "T", "U"]).filter((row) => {
      const at = (p: string) => row.indexOf(p);
      const end = (p: string) => at(p) === 0 || at(p) === 5;
      return (
        end("R") &&
        Math.abs(at("R") - at("T")) === 3 &&
        at("Q") === at("T") + 1 &&
        !end("U") &&
        Math.abs(at("U") - at("R")) !== 1 &&
        !end("S") &&
        at("P") < at("S")
      );
    });
    expect(rows).toHaveLength(1);
    const row = rows[0] as string[];
    expect(keyed("ssc-t1c-rea-15")).toBe(row[row.indexOf("U") + 2]);
  });

  it("ssc-t1c-rea-16: the one circle of six, facing the centre", () => {
    // seats clockwise from A; facing the centre, the next seat clockwise is a person's left
    const circles = permutations(["B", "C", "D", "E", "F"])
      .map((rest) => ["A", ...rest])
      .filter((seats) => {
        const at = (p: string) => seats.indexOf(p);
        const seat = (i: number) => seats[(i + 6) % 6];
        const opposite = (p: string) => seat(at(p) + 3);
        const neighbours = (p: string) => [seat(at(p) + 1), seat(at(p) - 1)];
        return (
          opposite("A") === "D" &&
          seat(at("A") + 1) === "B" &&
          !neighbours("D").includes("E") &&
          opposite("C") !== "B"
        );
      });
    expect(circles).toHaveLength(1);
    const seats = circles[0] as string[];
    expect(keyed("ssc-t1c-rea-16")).toBe(seats[(seats.indexOf("E") + 3) % 6]);
  });

  it("ssc-t1c-rea-19: triangles with apex A on two parallel bases cut at 4 points each", () => {
    expectKeyedNumber(ssc, "ssc-t1c-rea-19", 2 * choose(4, 2));
  });

  it("ssc-t1c-rea-20: mirror time of 8:25", () => {
    const total = 12 * 60 - (8 * 60 + 25);
    expect(keyed("ssc-t1c-rea-20")).toBe(`${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`);
  });

  it("ssc-t1c-rea-21: three folds, one punch", () => {
    expectKeyedNumber(ssc, "ssc-t1c-rea-21", 2 ** 3);
  });

  it("ssc-t1c-rea-22: small cubes of a 5 × 5 × 5 cube with at most one painted face", () => {
    let count = 0;
    const outer = (c: number) => (c === 0 || c === 4 ? 1 : 0);
    for (let x = 0; x < 5; x++)
      for (let y = 0; y < 5; y++)
        for (let z = 0; z < 5; z++) if (outer(x) + outer(y) + outer(z) <= 1) count++;
    expectKeyedNumber(ssc, "ssc-t1c-rea-22", count);
  });

  it("ssc-t1c-rea-23: the weekday of 26 January 2027", () => {
    const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    expect(days[new Date(Date.UTC(2026, 7, 15)).getUTCDay()]).toBe("Saturday");
    expect(keyed("ssc-t1c-rea-23")).toBe(days[new Date(Date.UTC(2027, 0, 26)).getUTCDay()]);
  });

  it("ssc-t1c-rea-24: first right angle after 4 o'clock", () => {
    const minutes = (4 * 30 - 90) / 5.5;
    const whole = Math.floor(minutes);
    const elevenths = Math.round((minutes - whole) * 11);
    expect(keyed("ssc-t1c-rea-24")).toBe(`$${whole}\\frac{${elevenths}}{11}$ minutes past 4`);
  });

  it("ssc-t1c-rea-25: the cluster that does not step +2, +2", () => {
    const steps = (c: string) => [
      pos(c[1] as string) - pos(c[0] as string),
      pos(c[2] as string) - pos(c[1] as string),
    ];
    const odd = optionsOf("ssc-t1c-rea-25").filter((c) => steps(c).some((s) => s !== 2));
    expect(odd).toEqual([keyed("ssc-t1c-rea-25")]);
  });
});

describe("SSC Tier 1 paper 3 (medium): general awareness", () => {
  it("ssc-t1c-ga-21: power of a concave lens of focal length 50 cm", () => {
    const focalLengthMetres = -50 / 100;
    expectKeyedNumber(ssc, "ssc-t1c-ga-21", 1 / focalLengthMetres);
  });
});

describe("SSC Tier 1 paper 3 (medium): quantitative aptitude", () => {
  it("ssc-t1c-qa-01: HCF of 398 − 7, 436 − 11, 542 − 15", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-01", gcd(gcd(398 - 7, 436 - 11), 542 - 15));
  });
  it("ssc-t1c-qa-02: multiples of lcm(6, 9) from 100 to 400", () => {
    const step = lcm(6, 9);
    expectKeyedNumber(ssc, "ssc-t1c-qa-02", Math.floor(400 / step) - Math.floor(99 / step));
  });
  it("ssc-t1c-qa-03: 3/4 of 480 − 25% of 640 + 12 × 15 ÷ 6", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-03", (3 / 4) * 480 - 0.25 * 640 + (12 * 15) / 6);
  });
  it("ssc-t1c-qa-04: √0.0169 × √1.44 ÷ 0.013", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-04", (Math.sqrt(0.0169) * Math.sqrt(1.44)) / 0.013);
  });
  it("ssc-t1c-qa-05: consumption cut for price +25%, spending +10%", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-05", (1 - 1.1 / 1.25) * 100);
  });
  it("ssc-t1c-qa-06: marked 30% above cost, 10% off", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-06", (1.3 * 0.9 - 1) * 100);
  });
  it("ssc-t1c-qa-07: 20% above cost with a 960 g kilogram", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-07", (1.2 / 0.96 - 1) * 100);
  });
  it("ssc-t1c-qa-08: C's share of the profit", () => {
    const [a, b, c] = [45000 * 12, 60000 * 12, 90000 * 8];
    expectKeyedNumber(ssc, "ssc-t1c-qa-08", (110000 * c) / (a + b + c));
  });
  it("ssc-t1c-qa-09: ages 3 : 4 now, 5 : 7 five years ago", () => {
    // 7(3x − 5) = 5(4x − 5)
    const x = (35 - 25) / (21 - 20);
    expect(keyed("ssc-t1c-qa-09")).toBe(ratio(3 * x + 10, 4 * x + 10));
  });
  it("ssc-t1c-qa-10: alligation of ₹ 42 and ₹ 54 to ₹ 46.50", () => {
    expect(keyed("ssc-t1c-qa-10")).toBe(ratio((54 - 46.5) * 2, (46.5 - 42) * 2));
  });
  it("ssc-t1c-qa-11: 6 of 60 litres replaced three times", () => {
    let milk = 60;
    for (let i = 0; i < 3; i++) milk -= (milk * 6) / 60;
    expectKeyedNumber(ssc, "ssc-t1c-qa-11", milk);
  });
  it("ssc-t1c-qa-12: B finishes after 6 days together", () => {
    const done = 6 * (1 / 18 + 1 / 24);
    expectKeyedNumber(ssc, "ssc-t1c-qa-12", (1 - done) * 24);
  });
  it("ssc-t1c-qa-13: boat speed from two upstream-downstream trips", () => {
    // 30p + 44q = 10 and 40p + 55q = 13, with p = 1/upstream and q = 1/downstream (Cramer's rule)
    const det = 30 * 55 - 44 * 40;
    const p = (10 * 55 - 44 * 13) / det;
    const q = (30 * 13 - 10 * 40) / det;
    expectKeyedNumber(ssc, "ssc-t1c-qa-13", (1 / p + 1 / q) / 2);
  });
  it("ssc-t1c-qa-14: x^4 + 1/x^4 when x − 1/x = 4", () => {
    const x = (4 + Math.sqrt(4 ** 2 + 4)) / 2;
    expect(x - 1 / x).toBeCloseTo(4, 12);
    expectKeyedNumber(ssc, "ssc-t1c-qa-14", x ** 4 + x ** -4);
  });
  it("ssc-t1c-qa-15: a^3 + b^3 + c^3 − 3abc", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-15", 9 * (9 ** 2 - 3 * 23));
  });
  it("ssc-t1c-qa-16: 9x^2 + 4y^2", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-16", 10 ** 2 + 12 * 4);
  });
  it("ssc-t1c-qa-17: angle between two bisectors", () => {
    const bc = 180 - 70;
    expectKeyedNumber(ssc, "ssc-t1c-qa-17", 180 - bc / 2);
  });
  it("ssc-t1c-qa-18: total surface of a cylinder, r 7, h 13", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-18", 2 * (22 / 7) * 7 * (7 + 13));
  });
  it("ssc-t1c-qa-19: direct common tangent", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-19", Math.sqrt(10 ** 2 - (9 - 3) ** 2));
  });
  it("ssc-t1c-qa-20: sin θ from sec θ + tan θ = 4", () => {
    const sec = (4 + 1 / 4) / 2;
    const tan = (4 - 1 / 4) / 2;
    const [num, den] = (keyed("ssc-t1c-qa-20").match(/\d+/g) ?? []).map(Number) as [number, number];
    expect(num / den).toBeCloseTo(tan / sec, 12);
  });
  it("ssc-t1c-qa-21: cars seen at 60° and 30° from a 60 m tower", () => {
    const gap = 60 / Math.tan(30 * deg) - 60 / Math.tan(60 * deg);
    const coefficient = firstNumber(keyed("ssc-t1c-qa-21")) as number;
    expect(keyed("ssc-t1c-qa-21")).toContain("\\sqrt{3}");
    expect(coefficient * Math.sqrt(3)).toBeCloseTo(gap, 9);
  });
  const enrolment: Record<number, [number, number, number]> = {
    2020: [120, 150, 90],
    2021: [135, 160, 105],
    2022: [150, 175, 125],
    2023: [140, 210, 150],
    2024: [165, 225, 160],
  };
  const years = [2020, 2021, 2022, 2023, 2024];
  const stream = (year: number, i: number) => (enrolment[year] as number[])[i] as number;
  it("ssc-t1c-qa-22: total in 2022", () => {
    expectKeyedNumber(
      ssc,
      "ssc-t1c-qa-22",
      [0, 1, 2].reduce((sum, i) => sum + stream(2022, i), 0),
    );
  });
  it("ssc-t1c-qa-23: rise in Science 2020 to 2024", () => {
    expectKeyedNumber(ssc, "ssc-t1c-qa-23", ((stream(2024, 1) - stream(2020, 1)) / stream(2020, 1)) * 100);
  });
  it("ssc-t1c-qa-24: Arts to Commerce over five years", () => {
    const total = (i: number) => years.reduce((sum, y) => sum + stream(y, i), 0);
    expect(keyed("ssc-t1c-qa-24")).toBe(ratio(total(0), total(2)));
  });
  it("ssc-t1c-qa-25: highest yearly rise in Commerce", () => {
    const rise = (y: number) => (stream(y, 2) - stream(y - 1, 2)) / stream(y - 1, 2);
    const best = years.slice(1).reduce((top, y) => (rise(y) > rise(top) ? y : top));
    expect(keyed("ssc-t1c-qa-25")).toBe(String(best));
  });
});
