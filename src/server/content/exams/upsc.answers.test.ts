import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber } from "~/server/test-support/content/check-answers";

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
