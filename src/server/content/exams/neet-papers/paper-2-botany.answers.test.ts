import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption } from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/** NEET paper 2 Botany: every computable answer worked out again from the question's givens. */
const key = (k: string) => `neet-p2-bot-${k}`;
const keyed = (k: string) => keyedOption(neet, key(k));

describe("NEET paper 2 Botany answers", () => {
  it("010: chromosomes and DNA after meiosis I", () => {
    const chromosomesG1 = 16;
    const dnaAfterS = 2 * 2; // C units, doubled in S
    const chromosomes = chromosomesG1 / 2; // homologues separate
    const dna = dnaAfterS / 2;
    expect(keyed("010")).toBe(`${chromosomes} chromosomes, ${dna}C`);
  });

  it("015: NADH from one glucose", () => {
    const glycolysis = 2;
    const pyruvateToAcetylCoA = 2;
    const krebs = 2 * 3;
    expectKeyedNumber(neet, key("015"), glycolysis + pyruvateToAcetylCoA + krebs);
  });

  it("020: meioses for 100 seeds", () => {
    const seeds = 100;
    const femaleMeioses = seeds; // one functional megaspore per meiosis
    const maleMeioses = Math.ceil(seeds / 4); // four pollen grains per meiosis
    expectKeyedNumber(neet, key("020"), femaleMeioses + maleMeioses);
  });

  it("023: Ab/ab offspring with 20% recombination", () => {
    const recombination = 20;
    expectKeyedNumber(neet, key("023"), recombination / 2);
  });

  it("024: chance of AB from Iᴬi × Iᴮi", () => {
    const father = ["A", "i"];
    const mother = ["B", "i"];
    let ab = 0;
    for (const f of father) for (const m of mother) if (f === "A" && m === "B") ab++;
    const p = ab / (father.length * mother.length);
    expect(p).toBe(1 / 4);
    expect(keyed("024")).toBe("1/4");
  });

  it("027: turns and nucleotides in 51 nm of B-DNA", () => {
    const bp = Math.round(51 / 0.34);
    expect(keyed("027")).toBe(`${bp / 10} turns, ${bp * 2} nucleotides`);
  });

  it("034: logistic growth rate at N = 500", () => {
    const r = 0.1;
    const K = 1000;
    const N = 500;
    expectKeyedNumber(neet, key("034"), (r * N * (K - N)) / K);
  });
});
