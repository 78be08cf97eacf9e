import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const upsc = loadExamBank("upsc");

/**
 * Independent re-computation of every UPSC question whose answer is a number.
 *
 * Most UPSC Prelims questions are factual (statement-based, matching, chronology),
 * so there is nothing to compute for them; they were checked against standard
 * references by hand. The numeric questions are the three Economy calculations
 * below, each recomputed here from the givens in its question text.
 */
const NUMERIC_KEYS = ["upsc-eco-02", "upsc-eco-03", "upsc-eco-09"];

describe("UPSC numeric answers", () => {
  it("upsc-eco-02: real GDP growth from 150 to 159 lakh crore", () => {
    const year1 = 150;
    const year2 = 159;
    expectKeyedNumber(upsc, "upsc-eco-02", ((year2 - year1) / year1) * 100); // 6
  });

  it("upsc-eco-03: primary deficit = fiscal deficit - interest payments", () => {
    const totalExpenditure = 48;
    const revenueReceipts = 31;
    const nonDebtCapitalReceipts = 1;
    const interest = 11;
    const fiscalDeficit = totalExpenditure - (revenueReceipts + nonDebtCapitalReceipts); // 16
    expectKeyedNumber(upsc, "upsc-eco-03", fiscalDeficit - interest); // 5
  });

  it("upsc-eco-09: real growth from 15.5% nominal growth and a 5% rise in the deflator", () => {
    const nominalGrowth = 0.155;
    const deflatorGrowth = 0.05;
    expectKeyedNumber(upsc, "upsc-eco-09", ((1 + nominalGrowth) / (1 + deflatorGrowth) - 1) * 100); // 10
  });

  it("the numeric questions checked above are Economy questions that exist", () => {
    for (const key of NUMERIC_KEYS) {
      const q = upsc.questions.find((x) => x.key === key);
      expect(q, key).toBeDefined();
      expect(q?.subject).toBe("Economy");
    }
  });
});

describe("UPSC CSAT answers", () => {
  it("upsc-csat-08: divisible by 3 or 5 from 1 to 100 (enumeration)", () => {
    let count = 0;
    for (let n = 1; n <= 100; n++) if (n % 3 === 0 || n % 5 === 0) count++;
    expectKeyedNumber(upsc, "upsc-csat-08", count);
  });

  it("upsc-csat-10: the year of the highest percentage increase", () => {
    const output: [number, number][] = [
      [2021, 40],
      [2022, 50],
      [2023, 45],
      [2024, 54],
    ];
    const growth = output
      .slice(1)
      .map(([year, v], i) => [year, (v - output[i]![1]) / output[i]![1]] as const);
    const best = growth.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(growth.filter((g) => g[1] === best[1])).toHaveLength(1);
    expectKeyedNumber(upsc, "upsc-csat-10", best[0]);
  });

  it("upsc-csat-11: average output", () => {
    expectKeyedNumber(upsc, "upsc-csat-11", (40 + 50 + 45 + 54) / 4);
  });
});

describe("UPSC CSAT decision making and problem solving (chapter set)", () => {
  const optionsOf = (key: string) => singleQuestion(upsc, key).options;

  it("upsc-chp-csat-01: the scholarship rules applied to each applicant", () => {
    const applicants = [
      { name: "Asha", marks: 82, income: 2.5, other: false },
      { name: "Bhanu", marks: 78, income: 3.6, other: false },
      { name: "Chitra", marks: 74, income: 2, other: false },
      { name: "Dev", marks: 90, income: 3.8, other: true },
    ];
    const referred = applicants.filter((a) => a.marks >= 75 && !a.other && a.income > 3 && a.income <= 4);
    expect(referred.map((a) => a.name)).toEqual([keyedOption(upsc, "upsc-chp-csat-01")]);
  });

  it("upsc-chp-csat-02: 11 passengers, 2 a crossing, the boatman returning", () => {
    const forward = Math.ceil(11 / 2);
    expectKeyedNumber(upsc, "upsc-chp-csat-02", forward + (forward - 1));
  });

  it("upsc-chp-csat-03: weighings to find one heavy coin among 9 (three outcomes each)", () => {
    let weighings = 0;
    while (3 ** weighings < 9) weighings++;
    expectKeyedNumber(upsc, "upsc-chp-csat-03", weighings);
  });

  it("upsc-chp-csat-04: 4 litres from 5- and 3-litre jugs, by breadth-first search", () => {
    const [A, B] = [5, 3];
    const seen = new Map<string, number>([["0,0", 0]]);
    let frontier: [number, number][] = [[0, 0]];
    let steps = 0;
    let found: number | undefined;
    while (frontier.length > 0 && found === undefined) {
      steps++;
      const next: [number, number][] = [];
      for (const [a, b] of frontier) {
        const toB = Math.min(a, B - b);
        const toA = Math.min(b, A - a);
        const moves: [number, number][] = [
          [A, b],
          [a, B],
          [0, b],
          [a, 0],
          [a - toB, b + toB],
          [a + toA, b - toA],
        ];
        for (const [x, y] of moves) {
          const id = `${x},${y}`;
          if (seen.has(id)) continue;
          seen.set(id, steps);
          next.push([x, y]);
          if (x === 4 && found === undefined) found = steps;
        }
      }
      frontier = next;
    }
    expect(found).toBeDefined();
    expectKeyedNumber(upsc, "upsc-chp-csat-04", found as number);
  });

  it("upsc-chp-csat-05: bus against taxis for 20 people over 50 km", () => {
    const bus = 500 + 40 * 50;
    const taxis = Math.ceil(20 / 4) * 18 * 50;
    expect(bus < taxis).toBe(true);
    expect(keyedOption(upsc, "upsc-chp-csat-05")).toContain("bus");
    expectKeyedNumber(upsc, "upsc-chp-csat-05", taxis - bus);
  });

  it("upsc-chp-csat-06: plan A (300 + 0.5m) against plan B (2m)", () => {
    expectKeyedNumber(upsc, "upsc-chp-csat-06", 300 / (2 - 0.5));
  });

  it("upsc-chp-csat-07: exactly one order meets every deadline", () => {
    const tasks: Record<string, [number, number]> = { P: [2, 5], Q: [1, 1], R: [2, 3], S: [1, 6] };
    const onTime = (order: string) => {
      let clock = 0;
      return order.split(", ").every((t) => {
        const [takes, due] = tasks[t] as [number, number];
        clock += takes;
        return clock <= due;
      });
    };
    expect(optionsOf("upsc-chp-csat-07").filter(onTime)).toEqual([keyedOption(upsc, "upsc-chp-csat-07")]);
  });

  it("upsc-chp-csat-08: exactly one committee keeps the three conditions", () => {
    const ok = (option: string) => {
      const has = (m: string) => option.split(", ").includes(m);
      return !(has("A") && has("B")) && (!has("C") || has("D")) && (has("B") || has("E"));
    };
    expect(optionsOf("upsc-chp-csat-08").filter(ok)).toEqual([keyedOption(upsc, "upsc-chp-csat-08")]);
  });

  it("upsc-chp-csat-09: shortest route P to S (Dijkstra)", () => {
    const roads: [string, string, number][] = [
      ["P", "Q", 7],
      ["P", "R", 4],
      ["R", "Q", 2],
      ["Q", "S", 5],
      ["R", "S", 9],
      ["R", "T", 6],
      ["T", "S", 3],
    ];
    const dist = new Map<string, number>([["P", 0]]);
    const done = new Set<string>();
    while (true) {
      const open = [...dist].filter(([v]) => !done.has(v)).sort((a, b) => a[1] - b[1]);
      if (open.length === 0) break;
      const [v, d] = open[0] as [string, number];
      done.add(v);
      for (const [x, y, w] of roads) {
        const other = x === v ? y : y === v ? x : undefined;
        if (other && d + w < (dist.get(other) ?? Number.POSITIVE_INFINITY)) dist.set(other, d + w);
      }
    }
    expectKeyedNumber(upsc, "upsc-chp-csat-09", dist.get("S") as number);
  });

  it("upsc-chp-csat-10: the better of 15% off and buy four get one free", () => {
    expectKeyedNumber(upsc, "upsc-chp-csat-10", Math.max(15, (1 / 5) * 100));
  });

  it("upsc-chp-csat-11: library fine for 20 days late", () => {
    let fine = 0;
    for (let day = 1; day <= 20; day++) fine += day <= 7 ? 2 : 5;
    expectKeyedNumber(upsc, "upsc-chp-csat-11", Math.min(fine, 100));
  });

  it("upsc-chp-csat-12: days with three officers present, J or K among them", () => {
    const away: Record<string, string[]> = {
      Mon: ["J", "M"],
      Tue: ["J", "N"],
      Wed: ["K", "M"],
      Thu: ["L", "N"],
      Fri: [],
    };
    const days = Object.values(away).filter((out) => {
      const present = ["J", "K", "L", "M", "N"].filter((o) => !out.includes(o));
      return present.length >= 3 && (present.includes("J") || present.includes("K"));
    });
    expectKeyedNumber(upsc, "upsc-chp-csat-12", days.length);
  });
});

/**
 * The statement questions of the chapter set: each statement's truth, checked by hand against the
 * question's source; the keyed code must be what they give.
 */
describe("UPSC statement questions (chapter set)", () => {
  const CODES = ["1 only", "2 only", "Both 1 and 2", "Neither 1 nor 2"];
  const codeOf = ([one, two]: boolean[]) => (one && two ? 2 : one ? 0 : two ? 1 : 3);
  const COUNTS = ["Only one", "Only two", "All three", "None"];
  const TWO: Record<string, boolean[]> = {
    "upsc-chp-eco-03": [true, true], // MGNREGA s. 7; Schedule II one-third women
    "upsc-chp-eco-06": [true, false], // zero balance; any bank, not only RRBs
    "upsc-chp-pol-05": [true, true], // Articles 47 and 48
    "upsc-chp-pol-11": [false, true], // Article 49 is Parliament's declaration; Article 51(d)
  };
  it.each(Object.entries(TWO))("%s", (key, truths) => {
    expect(singleQuestion(upsc, key).options).toEqual(CODES);
    expect(singleQuestion(upsc, key).correct).toBe(codeOf(truths));
  });
  const HOW_MANY: Record<string, boolean[]> = {
    "upsc-chp-eco-08": [true, true, true], // NFSA ss. 3(2), 4, 13(1)
    "upsc-chp-pol-09": [true, true, false], // 39(b), 42; 39(f) is not the civil code
  };
  it.each(Object.entries(HOW_MANY))("%s", (key, truths) => {
    const count = truths.filter(Boolean).length;
    expect(keyedOption(upsc, key)).toBe(count === 0 ? "None" : COUNTS[count - 1]);
  });
});
