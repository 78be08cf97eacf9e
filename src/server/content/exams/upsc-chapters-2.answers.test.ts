import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const upsc = loadExamBank("upsc");

/**
 * The second chapter set of GS questions (general-studies-chapters-2.yaml): each statement's truth,
 * checked by hand against the question's source, and each calculation done again from the givens.
 * The keyed option must be what they give. Its Statement-I/II questions are checked with every other
 * one of the bank in upsc-papers/general-studies.answers.test.ts.
 */

const T = true;
const F = false;

const SET_KEYS = upsc.questions.filter((q) => q.key.startsWith("upsc-gs2-")).map((q) => q.key);

/** "How many of the above": statement by statement (or pair by pair), is it correct? */
const HOW_MANY: Record<string, boolean[]> = {
  "upsc-gs2-geo-02": [T, T, F], // Ten Degree, not Nine Degree, Channel
  "upsc-gs2-geo-07": [T, T, T, F], // Sabarmati drains to the Gulf of Khambhat
  "upsc-gs2-geo-11": [T, T, T, F], // water vapour and dust are in the troposphere
  "upsc-gs2-geo-14": [T, T, T, F], // Hindenburg Line was a WWI line in France
  "upsc-gs2-env-03": [T, T, F], // phosphorus has negligible gaseous exchange
  "upsc-gs2-env-05": [T, T, T], // NCERT names sacred groves in all three
  "upsc-gs2-env-07": [T, T, F, T], // diversity falls towards the poles
  "upsc-gs2-env-11": [T, F, T, F], // Vienna and Bonn subjects swapped
  "upsc-gs2-env-14": [T, T, T, F], // Valley of Flowers is in Uttarakhand
  "upsc-gs2-env-18": [T, T, T, T],
  "upsc-gs2-env-21": [T, T, T, F], // 48A came with the 42nd Amendment
  "upsc-gs2-eco-06": [T, T, F], // cash loses purchasing power
  "upsc-gs2-eco-15": [T, T, T, F], // early gains mainly in wheat
  "upsc-gs2-sci-03": [T, T, F], // PS4 is a storable-liquid stage
  "upsc-gs2-sci-07": [T, F, T, T], // bile is made in the liver
  "upsc-gs2-sci-10": [T, T, F, F], // ADA deficiency; thermostable Taq
  "upsc-gs2-sci-16": [T, F, T, F], // phishing is fraud; IPv4 is 32 bits
  "upsc-gs2-geo-16": [T, T, T, F], // the ITCZ is over the Gangetic plain in July
  "upsc-gs2-pol-02": [T, T, T, F], // it went on as the Provisional Parliament
  "upsc-gs2-pol-08": [T, T, F, T], // High Court judges retire at 62
  "upsc-gs2-pol-12": [T, T, T, F], // Article 319(a) bars the UPSC Chairman
};

/** "1 only / 2 only / Both / Neither": is statement 1, statement 2 correct? */
const TWO: Record<string, boolean[]> = {
  "upsc-gs2-geo-08": [T, F], // the Son joins from the south (right bank)
  "upsc-gs2-env-08": [T, F], // the core zone is kept free of human activity
  "upsc-gs2-eco-08": [T, F], // Article 266(3): only by law
  "upsc-gs2-eco-14": [T, F], // agricultural income is a State subject, exempt under s. 10(1)
  "upsc-gs2-env-20": [T, T], // Air Act preamble; EPA s. 5
  "upsc-gs2-sci-15": [T, F], // geostationary links are slower
  "upsc-gs2-geo-18": [T, F], // laterite needs heat and heavy rain
  "upsc-gs2-pol-04": [T, F], // Article 358 only for war or external aggression
  "upsc-gs2-pol-10": [T, F], // Wards Committees at three lakh or more
};

const COUNT_WORDS: Record<string, number> = {
  None: 0,
  "Only one": 1,
  "Only two": 2,
  "Only three": 3,
  "All three": 3,
  "All four": 4,
};
const CODES = ["1 only", "2 only", "Both 1 and 2", "Neither 1 nor 2"];
const numberedLines = (text: string) => text.split("\n").filter((line) => /^\d+\. /.test(line)).length;

describe("UPSC GS chapter set 2: 'how many of the above'", () => {
  it.each(Object.entries(HOW_MANY))("%s", (key, truths) => {
    const q = singleQuestion(upsc, key);
    expect(q.format, key).toBe("how-many");
    expect(numberedLines(q.text), `${key}: statements listed`).toBe(truths.length);
    expect(COUNT_WORDS[keyedOption(upsc, key)], key).toBe(truths.filter(Boolean).length);
  });
});

describe("UPSC GS chapter set 2: two statements", () => {
  it.each(Object.entries(TWO))("%s", (key, [one, two]) => {
    const q = singleQuestion(upsc, key);
    expect(q.options).toEqual(CODES);
    expect(q.correct).toBe(one && two ? 2 : one ? 0 : two ? 1 : 3);
  });
});

describe("UPSC GS chapter set 2: calculations", () => {
  it("upsc-gs2-eco-03: NNP at factor cost from GDP at market prices", () => {
    const gdpMarketPrices = 500;
    const depreciation = 50;
    const netFactorIncomeFromAbroad = -10;
    const netIndirectTaxes = 40;
    expectKeyedNumber(
      upsc,
      "upsc-gs2-eco-03",
      gdpMarketPrices - depreciation + netFactorIncomeFromAbroad - netIndirectTaxes,
    ); // 400
  });

  it("upsc-gs2-eco-09: revenue deficit as a share of the fiscal deficit", () => {
    const revenueReceipts = 30;
    const revenueExpenditure = 38;
    const capitalExpenditure = 10;
    const nonDebtCapitalReceipts = 1 + 1; // recovery of loans, disinvestment
    const revenueDeficit = revenueExpenditure - revenueReceipts; // 8
    const fiscalDeficit =
      revenueExpenditure + capitalExpenditure - (revenueReceipts + nonDebtCapitalReceipts); // 16
    expectKeyedNumber(upsc, "upsc-gs2-eco-09", (revenueDeficit / fiscalDeficit) * 100); // 50
  });

  it("upsc-gs2-eco-17: money multiplier (1 + cdr)/(cdr + rdr)", () => {
    const cdr = 0.2;
    const rdr = 0.1;
    expectKeyedNumber(upsc, "upsc-gs2-eco-17", (1 + cdr) / (cdr + rdr)); // 4
  });
});

describe("UPSC GS chapter set 2: coverage", () => {
  it("every question of the set whose key follows from a procedure is checked above", () => {
    const checked = new Set([
      ...Object.keys(HOW_MANY),
      ...Object.keys(TWO),
      "upsc-gs2-eco-03",
      "upsc-gs2-eco-09",
      "upsc-gs2-eco-17",
    ]);
    const procedural = SET_KEYS.filter((key) => {
      const q = singleQuestion(upsc, key);
      return q.format === "how-many" || q.format === "statements";
    });
    expect(procedural.filter((key) => !checked.has(key))).toEqual([]);
  });
});
