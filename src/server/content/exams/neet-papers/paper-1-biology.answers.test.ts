import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";
import { code, optionValue } from "~/server/test-support/content/neet-option-values";

const neet = loadExamBank("neet");

/**
 * NEET paper 1, Botany and Zoology: every answer that can be computed or derived by a procedure
 * (counts, ratios, probabilities, sequences, list matchings) worked out again from the givens.
 */
const bot = (n: number) => keyedOption(neet, `neet-p1-bot-${String(n).padStart(2, "0")}`);
const zoo = (n: number) => keyedOption(neet, `neet-p1-zoo-${String(n).padStart(2, "0")}`);
const close = (a: number, b: number, tolerance = 1e-6) =>
  expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(b)));

describe("NEET paper 1 Botany answers", () => {
  it("the list matchings", () => {
    expect(bot(3)).toBe(code([3, 4, 1, 2]));
    expect(bot(7)).toBe(code([4, 3, 2, 1]));
    expect(bot(10)).toBe(code([4, 3, 2, 1]));
    expect(bot(17)).toBe(code([3, 4, 2, 1]));
    expect(bot(22)).toBe(code([3, 4, 2, 1]));
    expect(bot(30)).toBe(code([3, 4, 1, 2]));
    expect(bot(40)).toBe(code([4, 3, 2, 1]));
    expect(bot(42)).toBe(code([4, 3, 2, 1]));
  });

  it("21: chromosomes and DNA after the S phase", () => {
    const chromosomes = 16; // replication doubles chromatids, not chromosomes
    const dna = 2 * 2;
    expect(bot(21)).toBe(`${chromosomes} chromosomes and ${dna}C`);
  });

  it("26: NADH from the Krebs cycle of one glucose", () => {
    const acetylCoA = 2;
    const nadhPerTurn = 3;
    close(optionValue(bot(26)), acetylCoA * nadhPerTurn);
  });

  it("27: respiratory quotient of tripalmitin", () => {
    close(optionValue(bot(27)), Math.round((102 / 145) * 10) / 10);
  });

  it("28: ATP from one pyruvate", () => {
    const nadh = 1 + 3;
    const fadh2 = 1;
    const gtp = 1;
    close(optionValue(bot(28)), nadh * 3 + fadh2 * 2 + gtp);
  });

  it("31: absolute and relative growth of two leaves", () => {
    const [a0, a1, b0, b1] = [5, 10, 50, 55];
    expect(a1 - a0).toBe(b1 - b0);
    const ratio = (a1 - a0) / a0 / ((b1 - b0) / b0);
    close(ratio, 10);
    expect(bot(31)).toContain("ten times");
  });

  it("34: meioses for 100 seeds", () => {
    const seeds = 100;
    const female = seeds; // one megaspore mother cell per embryo sac
    const pollenGrains = seeds; // two male gametes of one pollen grain per double fertilisation
    const male = Math.ceil(pollenGrains / 4);
    close(optionValue(bot(34)), female + male);
  });

  it("35: Ab offspring of a test cross with 20 map units", () => {
    const recombinant = 20;
    close(optionValue(bot(35)), recombinant / 2);
  });

  it("36: a colour-blind daughter from a carrier mother and a colour-blind father", () => {
    const mother = ["XC", "Xc"];
    const father = ["Xc", "Y"];
    let hits = 0;
    let total = 0;
    for (const m of mother)
      for (const f of father) {
        total++;
        if (f !== "Y" && m === "Xc" && f === "Xc") hits++;
      }
    expect(bot(36)).toBe(`$\\frac{${hits}}{${total / hits}}$`);
    close(hits / total, 1 / 4);
  });

  it("38: mRNA from a template strand", () => {
    const template = "TACGGA"; // written 3' to 5'
    const pair: Record<string, string> = { A: "U", T: "A", G: "C", C: "G" };
    const mrna = [...template].map((b) => pair[b]).join("");
    expect(bot(38)).toBe(`5'-${mrna}-3'`);
  });

  it("43: logistic growth rate", () => {
    const r = 0.3 - 0.1;
    const N = 200;
    const K = 400;
    close(optionValue(bot(43)), r * N * ((K - N) / K));
  });
});

describe("NEET paper 1 Zoology answers", () => {
  it("the list matchings", () => {
    expect(zoo(2)).toBe(code([3, 2, 4, 1]));
    expect(zoo(7)).toBe(code([3, 4, 1, 2]));
    expect(zoo(11)).toBe(code([4, 3, 1, 2]));
    expect(zoo(18)).toBe(code([3, 1, 2, 4]));
    expect(zoo(27)).toBe(code([4, 3, 2, 1]));
    expect(zoo(33)).toBe(code([3, 4, 1, 2]));
    expect(zoo(38)).toBe(code([3, 4, 1, 2]));
  });

  it("19: one cardiac cycle at 72 beats per minute", () => close(60 / 72, 0.8, 0.05));

  it("23: the renin-angiotensin sequence", () => {
    const events = {
      A: "adrenal cortex",
      B: "angiotensin I",
      C: "renin release",
      D: "aldosterone acts",
      E: "angiotensin II",
    };
    const order: (keyof typeof events)[] = ["C", "B", "E", "A", "D"];
    expect(zoo(23)).toBe(order.join(", "));
  });

  it("26: bones of the axial skeleton", () => {
    const skull = 8 + 14 + 1 + 2 * 3;
    close(optionValue(zoo(26)), skull + 26 + 1 + 2 * 12);
  });

  it("43: the palindromic site reads the same 5'→3' on both strands", () => {
    const complement: Record<string, string> = { A: "T", T: "A", G: "C", C: "G" };
    const reverseComplement = (s: string) =>
      [...s]
        .reverse()
        .map((b) => complement[b])
        .join("");
    const top = zoo(43).match(/^5'-([ACGT]+)-3'/)?.[1] ?? "";
    expect(reverseComplement(top)).toBe(top);
    const palindromes = singleQuestion(neet, "neet-p1-zoo-43").options.filter((o) => {
      const s = o.match(/^5'-([ACGT]+)-3'/)?.[1] ?? "";
      return reverseComplement(s) === s;
    });
    expect(palindromes).toHaveLength(1);
  });
});
