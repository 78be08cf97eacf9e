import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  allAre,
  ancestorPath,
  column,
  expectKeyed,
  expectRelation,
  expectVerdict,
  type Family,
  gcd,
  inequalityVerdict,
  keyed,
  nearestOption,
  noneAre,
  permutations,
  q,
  ratio,
  roots,
  solutions,
  someAre,
  someAreNot,
  syllogismVerdict,
} from "~/server/test-support/content/banking-solvers";
import { expectKeyedNumber } from "~/server/test-support/content/check-answers";

const banking = loadExamBank("banking");

/** Paper 3: every computed answer re-derived from the givens, every puzzle brute-forced. */

const num = (key: string, value: number) => expectKeyedNumber(banking, key, value);
const fraction = (a: number, b: number) => `$\\frac{${a / gcd(a, b)}}{${b / gcd(a, b)}}$`;
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

describe("IBPS PO prelims paper 3: Quantitative Aptitude", () => {
  it("approximation and simplification", () => {
    const cases: [string, number][] = [
      ["banking-p3-qa-01", 0.2498 * 639.9 + 17.02 * 12.97],
      ["banking-p3-qa-02", Math.sqrt(1295.8) * 6.02 + 44.97 ** 2 / 15.03],
    ];
    for (const [key, exact] of cases) num(key, nearestOption(key, exact));
    num("banking-p3-qa-03", (3 / 4) * 848 - 0.35 * 1240 + 18 ** 2);
  });

  it("number series", () => {
    const build = (first: number, n: number, step: (t: number, i: number) => number) => {
      const out = [first];
      for (let i = 1; i < n; i++) out.push(step(out[i - 1]!, i));
      return out;
    };
    const s1 = build(11, 6, (t) => 2 * t + 1);
    expect(s1.slice(0, 5)).toEqual([11, 23, 47, 95, 191]);
    num("banking-p3-qa-04", s1[5]!);
    const s2 = build(6, 6, (t, i) => t * i + i);
    expect(s2.slice(0, 5)).toEqual([6, 7, 16, 51, 208]);
    num("banking-p3-qa-05", s2[5]!);
    const given = [5, 9, 18, 35, 59, 95, 144];
    const right = build(5, given.length, (t, i) => t + (i + 1) ** 2);
    const wrong = given.filter((v, i) => v !== right[i]);
    expect(wrong).toHaveLength(1);
    num("banking-p3-qa-06", wrong[0]!);
  });

  it("quadratic comparisons", () => {
    expectRelation("banking-p3-qa-07", roots(1, -11, 30), roots(1, -15, 56));
    expectRelation("banking-p3-qa-08", roots(1, -13, 42), roots(1, -11, 30));
    expectRelation("banking-p3-qa-09", roots(6, -17, 12), roots(10, -29, 21));
  });

  it("data interpretation: accounts opened (read from the table)", () => {
    const T = "banking-p3-di-1";
    const total = column(T, "Accounts opened");
    const savings = column(T, "Savings (%)");
    const current = column(T, "Current (%)");
    const branches = Object.keys(total);
    expect(branches).toHaveLength(5);
    const part = (pct: Record<string, number>, b: string) => (total[b]! * pct[b]!) / 100;
    const fd = (b: string) => (total[b]! * (100 - savings[b]! - current[b]!)) / 100;
    num("banking-p3-qa-10", part(savings, "Dausa"));
    num(
      "banking-p3-qa-11",
      branches.reduce((s, b) => s + fd(b), 0),
    );
    num("banking-p3-qa-12", (part(savings, "Churu") / part(current, "Bikaner")) * 100);
    num("banking-p3-qa-13", branches.reduce((s, b) => s + part(current, b), 0) / branches.length);
    expectKeyed(
      "banking-p3-qa-14",
      ratio(part(savings, "Alwar") + part(savings, "Jhunjhunu"), fd("Bikaner") + fd("Dausa")),
    );
  });

  it("percentage and profit-loss", () => {
    num("banking-p3-qa-15", (1.4 * 0.85 - 1) * 100);
    num("banking-p3-qa-16", 1620 / (0.06 + 0.12));
    // Arjun spends 80% of 1.25B, Bilal 70% of B
    num("banking-p3-qa-17", 6000 / (1.25 * 0.8 - 0.7));
    // 900 g sold for the price of 1 kg at 10% over cost
    expect(firstNumberOf("banking-p3-qa-18")).toBeCloseTo((1.1 / 0.9 - 1) * 100, 2);
    const cost = (2400 * 0.8 * 0.9) / 1.08;
    num("banking-p3-qa-19", ((2400 * 0.75 - cost) / cost) * 100);
  });

  it("time and work", () => {
    num("banking-p3-qa-20", 1 / (1 / 12 + 1 / 18));
    const all = (1 / 10 + 1 / 15 + 1 / 18) / 2;
    num("banking-p3-qa-21", 1 / (all - 1 / 10));
    const work = 12 * 15;
    num("banking-p3-qa-22", 6 + (work - 18 * 6) / 12);
    const filled = 6 * (1 / 20 + 1 / 30);
    num("banking-p3-qa-23", (1 - filled) / (1 / 20 + 1 / 30 - 1 / 15));
  });

  it("probability, by counting outcomes", () => {
    expectKeyed("banking-p3-qa-24", fraction(5 + 3, 5 + 7 + 3));
    const isPrime = (n: number) => n > 1 && [2, 3, 5, 7].every((p) => n === p || n % p !== 0);
    let prime = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (isPrime(a + b)) prime++;
    expectKeyed("banking-p3-qa-25", fraction(prime, 36));
    expectKeyed("banking-p3-qa-26", fraction(choose(4, 2) + choose(6, 2), choose(10, 2)));
    let atLeastTwo = 0;
    for (let w = 2; w <= 4; w++) atLeastTwo += choose(4, w) * choose(5, 4 - w);
    expectKeyed("banking-p3-qa-27", fraction(atLeastTwo, choose(9, 4)));
  });

  it("speed, ages, partnership and interest", () => {
    num("banking-p3-qa-28", 252 / (4 + 12 / 60));
    num("banking-p3-qa-29", 240 / ((240 + 360) / 30));
    num("banking-p3-qa-30", 15 / 60 / (1 / 40 - 1 / 50));
    num("banking-p3-qa-31", 5 * 42 - 4 * 39);
    // (5k + 6) / (7k + 6) = 7 / 9
    const k = (7 * 6 - 9 * 6) / (9 * 5 - 7 * 7);
    num("banking-p3-qa-32", 5 * k);
    const hari = 24000 * 4 + 36000 * 8;
    const imran = 36000 * 4 + 24000 * 8;
    num("banking-p3-qa-33", (60000 * imran) / (hari + imran));
    num("banking-p3-qa-34", 25000 * 1.08 ** 2 - 25000 - 25000 * 0.08 * 2);
    const rate = (9261 - 8820) / 8820;
    num("banking-p3-qa-35", 8820 / (1 + rate) ** 2);
  });
});

const words = ["None", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"];

describe("IBPS PO prelims paper 3: Reasoning Ability", () => {
  it("linear row facing north: exactly one arrangement fits the clues", () => {
    const found = solutions(permutations(["J", "K", "L", "M", "N", "O", "P", "Q"]), [
      (s) => s.indexOf("L") === 4,
      (s) => Math.abs(s.indexOf("J") - s.indexOf("L")) === 2,
      (s) => s.indexOf("K") - s.indexOf("N") === 1,
      (s) => s.indexOf("P") === 0 || s.indexOf("P") === 7,
      (s) => s.indexOf("Q") - s.indexOf("M") === 3,
      (s) => Math.abs(s.indexOf("O") - s.indexOf("P")) !== 1,
      (s) => s.indexOf("K") > s.indexOf("L"),
    ]);
    expect(found).toHaveLength(1);
    const s = found[0]!;
    // facing north, right is towards the higher seat
    const at = (x: string) => s.indexOf(x);
    expectKeyed("banking-p3-ra-01", s[at("Q") + 2]!);
    expectKeyed("banking-p3-ra-02", words[Math.abs(at("M") - at("N")) - 1]!);
    expectKeyed("banking-p3-ra-03", s[at("J") + 1]!);
    const apart = q("banking-p3-ra-04").options.filter((o) => {
      const [a, b] = o.split(", ");
      return Math.abs(at(a!) - at(b!)) !== 1;
    });
    expect(apart).toEqual([keyed("banking-p3-ra-04")]);
    const ordinals = ["", "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh"];
    const gap = at("K") - at("O");
    expectKeyed("banking-p3-ra-05", `${ordinals[Math.abs(gap)]} to the ${gap > 0 ? "right" : "left"}`);
  });

  it("floors and fruits: exactly one arrangement fits the clues", () => {
    const people = ["R", "S", "T", "U", "V", "W", "X"];
    const fruits = ["Apple", "Banana", "Grapes", "Guava", "Mango", "Orange", "Papaya"];
    const found: { floor: Record<string, number>; fruit: Record<string, string> }[] = [];
    for (const order of permutations(people)) {
      const floor = Object.fromEntries(order.map((p, i) => [p, i + 1]));
      const f = (p: string) => floor[p]!;
      if (f("R") % 2 !== 0 || f("W") - f("U") !== 1 || Math.abs(f("T") - f("X")) !== 5) continue;
      if (!(f("V") < f("S") && f("S") < f("U"))) continue;
      for (const liked of permutations(fruits)) {
        const fruit = Object.fromEntries(people.map((p, i) => [p, liked[i]!]));
        const floorOf = (x: string) => f(people.find((p) => fruit[p] === x)!);
        if (
          Math.abs(f("R") - floorOf("Orange")) === 4 - 1 &&
          floorOf("Guava") - floorOf("Orange") === 1 &&
          floorOf("Grapes") === 1 &&
          fruit.T === "Mango" &&
          floorOf("Apple") - floorOf("Papaya") === 3 &&
          fruit.R !== "Apple" &&
          floorOf("Banana") > floorOf("Apple")
        )
          found.push({ floor, fruit });
      }
    }
    expect(found).toHaveLength(1);
    const { floor, fruit } = found[0]!;
    const on = (n: number) => people.find((p) => floor[p] === n)!;
    expectKeyed("banking-p3-ra-06", on(floor.W! - 1));
    expectKeyed("banking-p3-ra-07", fruit.X!);
    const banana = people.find((p) => fruit[p] === "Banana")!;
    expectKeyed("banking-p3-ra-08", words[Math.abs(floor.V! - floor[banana]!) - 1]!);
    const trueOnes = q("banking-p3-ra-09").options.filter((o) => {
      const [person, liked, where] = o.split(" – ");
      return fruit[person!] === liked && floor[person!] === Number(where!.replace("floor ", ""));
    });
    expect(trueOnes).toEqual([keyed("banking-p3-ra-09")]);
    const stay = people.filter((p, i) => floor[p] === i + 1).length;
    expectKeyed("banking-p3-ra-10", words[stay]!);
  });

  it("inequalities, brute-forced from the statements", () => {
    for (let n = 11; n <= 15; n++) {
      const key = `banking-p3-ra-${n}`;
      expectVerdict(key, inequalityVerdict(q(key).text));
    }
  });

  it("syllogisms, decided over every Venn model of the statements", () => {
    // terms: 0, 1, 2 in the order they first appear
    expectVerdict(
      "banking-p3-ra-16",
      syllogismVerdict(3, [allAre(0, 1), someAre(1, 2)], { claim: someAre(2, 0) }, { claim: someAre(1, 0) }),
    );
    expectVerdict(
      "banking-p3-ra-17",
      syllogismVerdict(
        3,
        [noneAre(0, 1), allAre(1, 2)],
        { claim: someAreNot(2, 0) },
        { claim: noneAre(2, 0) },
      ),
    );
    expectVerdict(
      "banking-p3-ra-18",
      syllogismVerdict(
        3,
        [someAre(0, 1), noneAre(1, 2)],
        { claim: someAreNot(0, 2) },
        { claim: allAre(2, 0), possibility: true },
      ),
    );
    expectVerdict(
      "banking-p3-ra-19",
      syllogismVerdict(3, [allAre(0, 1), someAre(1, 2)], { claim: someAre(2, 0) }, { claim: noneAre(2, 0) }),
    );
    // only a few tellers are clerks: some are, and some are not
    expectVerdict(
      "banking-p3-ra-20",
      syllogismVerdict(
        4,
        [someAre(0, 1), someAreNot(0, 1), allAre(1, 2), noneAre(2, 3)],
        { claim: someAreNot(0, 3) },
        { claim: allAre(0, 1), possibility: true },
      ),
    );
  });

  it("blood relations, read from the family each question describes", () => {
    // Kabir's father's mother has one son, Kabir's father; the woman is that son's daughter
    const kabir: Family = {
      Grandmother: { male: false },
      Father: { male: true, parents: ["Grandmother", "Grandmother"] },
      Kabir: { male: true, parents: ["Father", "Father"] },
      Woman: { male: false, parents: ["Father", "Father"] },
    };
    const siblings = (f: Family, a: string, b: string) =>
      a !== b && f[a]?.parents?.[0] === f[b]?.parents?.[0];
    expect(siblings(kabir, "Woman", "Kabir") && !kabir.Woman!.male).toBe(true);
    expectKeyed("banking-p3-ra-21", "Sister");
    // J ÷ K × L + M − N: J son of K, K wife of L, L father of M, M sister of N
    const coded: Family = {
      L: { male: true },
      K: { male: false },
      J: { male: true, parents: ["L", "K"] },
      M: { male: false, parents: ["L", "K"] },
      N: { male: true, parents: ["L", "K"] },
    };
    expect(siblings(coded, "M", "J")).toBe(true);
    expectKeyed("banking-p3-ra-22", coded.M!.male ? "Brother" : "Sister");
    const six: Family = {
      E: { male: false },
      A: { male: true, parents: ["E", "E"] },
      B: { male: false, parents: ["A", "A"] },
      C: { male: true, parents: ["A", "A"] },
      D: { male: false },
      F: { male: true, parents: ["C", "D"] },
    };
    const parentOfF = six.F!.parents![0];
    expect(siblings(six, parentOfF, "B")).toBe(true);
    expectKeyed("banking-p3-ra-23", six.F!.male ? "Nephew" : "Niece");
    const four: Family = {
      P: { male: false },
      Q: { male: true, parents: ["P", "P"] },
      R: { male: false },
      S: { male: false, parents: ["Q", "R"] },
      U: { male: true, parents: ["S", "S"] },
    };
    const path = ancestorPath(four, "P", "U");
    expect(path).toEqual(["mother", "father", "mother"]);
    expectKeyed(
      "banking-p3-ra-24",
      `${"Great-".repeat(path!.length - 2)}grand${four.P!.male ? "father" : "mother"}`,
    );
  });

  it("order and ranking", () => {
    expect(keyed("banking-p3-ra-25")).toBe(`${52 - (19 + 8) + 1}th`);
    num("banking-p3-ra-26", 25 + 19 - 1);
    const tallest = solutions(permutations(["P", "Q", "R", "S", "T", "U"]), [
      (h) => h.indexOf("Q") === 4 && h.indexOf("P") === 5,
      (h) => h.indexOf("S") < h.indexOf("R") && h.indexOf("R") < h.indexOf("T"),
      (h) => h.indexOf("U") === 1 && h.indexOf("S") === 0,
    ]);
    expect(tallest).toHaveLength(1);
    expectKeyed("banking-p3-ra-27", tallest[0]![2]!);
    num("banking-p3-ra-28", 14 + 6 + 1 + 26 - 1);
  });

  it("alphanumeric series, counted from the arrangement in the text", () => {
    const series = (key: string) => q(key).text.split("\n")[1]!.split(" ");
    const s = series("banking-p3-ra-29");
    for (const k of ["banking-p3-ra-30", "banking-p3-ra-31", "banking-p3-ra-32"])
      expect(series(k)).toEqual(s);
    const digit = (x = "") => /^\d$/.test(x);
    const letter = (x = "") => /^[A-Z]$/.test(x);
    const symbol = (x = "") => x !== "" && !digit(x) && !letter(x);
    const between = s.filter((x, i) => symbol(x) && digit(s[i - 1]) && letter(s[i + 1])).length;
    expectKeyed("banking-p3-ra-29", words[between]!);
    expectKeyed("banking-p3-ra-30", s[12 - 1 + 7]!);
    expectKeyed("banking-p3-ra-31", words[s.filter((x, i) => letter(x) && digit(s[i + 1])).length]!);
    const bare = s.filter((x) => !symbol(x));
    expectKeyed("banking-p3-ra-32", bare[bare.length - 7]!);
  });

  it("directions, walked on a grid", () => {
    const heading = (dx: number, dy: number) =>
      `${dy > 0 ? "North" : dy < 0 ? "South" : ""}${dx !== 0 && dy !== 0 ? "-" : ""}${
        dx > 0 ? (dy ? "east" : "East") : dx < 0 ? (dy ? "west" : "West") : ""
      }`;
    expectKeyed("banking-p3-ra-33", `${Math.hypot(5, 12)} m, ${heading(5, 12)}`);
    const B = [0, 0];
    const A = [B[0]! - 6, B[1]!];
    const D = [B[0]! + 6, B[1]! + 4];
    const E = [D[0]!, D[1]! - 8];
    expectKeyed("banking-p3-ra-34", heading(E[0]! - A[0]!, E[1]! - A[1]!));
    // facing east; a left turn rotates the heading anticlockwise
    let [x, y, dx, dy] = [0, 0, 1, 0];
    for (const [turn, metres] of [
      ["", 15],
      ["left", 10],
      ["left", 25],
      ["right", 5],
    ] as const) {
      if (turn === "left") [dx, dy] = [-dy, dx];
      if (turn === "right") [dx, dy] = [dy, -dx];
      x += dx * metres;
      y += dy * metres;
    }
    const squared = x * x + y * y;
    // write the distance as a√b with b square-free
    let a = 1;
    let b = squared;
    for (let f = 2; f * f <= b; f++)
      while (b % (f * f) === 0) {
        a *= f;
        b /= f * f;
      }
    expectKeyed("banking-p3-ra-35", `$${a}\\sqrt{${b}}$ m`);
  });
});

function firstNumberOf(key: string): number {
  return Number.parseFloat(keyed(key));
}
