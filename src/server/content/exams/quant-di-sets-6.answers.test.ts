import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { column, expectKeyed, q, ratio, tableRows } from "~/server/test-support/content/banking-solvers";
import { expectKeyedNumber } from "~/server/test-support/content/check-answers";

const banking = loadExamBank("banking");

/**
 * Data-interpretation sets 6 (content/bank/banking/quant-di-sets-6.yaml): every key recomputed from the
 * rows of its own table stimulus, parsed from the stimulus body, never from the options.
 */

const key = (n: number) => `banking-di6-${String(n).padStart(3, "0")}`;
const num = (n: number, value: number) => expectKeyedNumber(banking, key(n), value);
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("IBPS PO data-interpretation sets 6", () => {
  it("the English and Hindi tables hold the same numbers", () => {
    for (const k of ["banking-di6-t1", "banking-di6-t2"]) {
      const stimulus = banking.stimuli?.find((s) => s.key === k);
      const numbers = (body: string | undefined) => (body ?? "").match(/\d[\d,]*/g);
      expect(numbers(stimulus?.hi?.body), k).toEqual(numbers(stimulus?.body));
    }
  });

  it("set 1: deposits and loans of a branch over five years", () => {
    const T = "banking-di6-t1";
    expect(tableRows(T)).toHaveLength(5);
    const deposits = column(T, "Deposits (₹ crore)");
    const loans = column(T, "Loans (₹ crore)");
    const years = Object.keys(deposits).sort();
    expect(years).toEqual(["2020", "2021", "2022", "2023", "2024"]);
    const d = (y: string) => deposits[y] as number;
    const l = (y: string) => loans[y] as number;

    num(1, ((d("2023") - d("2021")) / d("2021")) * 100);

    const share = (y: string) => l(y) / d(y);
    const best = years.reduce((a, b) => (share(b) > share(a) ? b : a));
    expect(years.filter((y) => share(y) === share(best))).toHaveLength(1);
    expectKeyed(key(2), best);

    num(3, sum(years.map(l)) / years.length);

    expectKeyed(key(4), ratio(d("2022"), l("2024")));

    const rising = years.filter((y, i) => i > 0 && l(y) > l(years[i - 1] as string));
    expect(rising).toEqual(["2021", "2022", "2023"]);
    num(5, sum(rising.map((y) => d(y) - l(y))) / rising.length);
  });

  it("set 2: units produced and sold by five plants", () => {
    const T = "banking-di6-t2";
    const produced = column(T, "Units produced");
    const soldPct = column(T, "Units sold (% of produced)");
    const plants = Object.keys(produced);
    expect(plants).toEqual(["P", "Q", "R", "S", "T"]);
    const p = (x: string) => produced[x] as number;
    const sold = (x: string) => (p(x) * (soldPct[x] as number)) / 100;

    num(6, sold("S"));
    num(7, sum(plants.map(p)) / plants.length);
    num(8, p("R") - sold("R"));
    num(9, (sum(plants.map(sold)) / sum(plants.map(p))) * 100);
    const above70 = plants.filter((x) => (soldPct[x] as number) > 70);
    expect(above70).toHaveLength(4);
    num(10, sum(above70.map(sold)) / above70.length);
  });

  it("keys are spread over the five letters, two each", () => {
    const counts = [0, 0, 0, 0, 0];
    for (let n = 1; n <= 10; n++) {
      const { correct } = q(key(n));
      counts[correct] = (counts[correct] ?? 0) + 1;
    }
    expect(counts).toEqual([2, 2, 2, 2, 2]);
  });
});
