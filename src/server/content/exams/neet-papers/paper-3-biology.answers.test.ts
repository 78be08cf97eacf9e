import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/** NEET paper 3 Botany and Zoology: every computable answer worked out again from the question's givens. */
const bot = (k: string) => `neet-p3-bot-${k}`;
const keyedBot = (k: string) => keyedOption(neet, bot(k));
const zoo = (k: string) => `neet-p3-zoo-${k}`;
const keyedZoo = (k: string) => keyedOption(neet, zoo(k));

describe("NEET paper 3 Botany answers", () => {
  it("008: haploid structures among the five listed", () => {
    const haploid = {
      mossProtonema: true, // gametophyte
      fernProthallus: true, // gametophyte
      mossSeta: false, // sporophyte
      cycasMegasporeMotherCell: false, // divides by meiosis
      funariaAntheridium: true, // on the gametophyte
    };
    expectKeyedNumber(neet, bot("008"), Object.values(haploid).filter(Boolean).length);
  });

  it("019: chromosomes and DNA at the end of S phase", () => {
    const chromosomesG1 = 24;
    const dnaG1 = 2;
    const chromosomes = chromosomesG1; // sister chromatids share one centromere
    const dna = dnaG1 * 2; // replication doubles DNA
    expect(keyedBot("019")).toBe(`${chromosomes} chromosomes, ${dna}C DNA`);
  });

  it("023: RQ of malic acid", () => {
    const co2Evolved = 4;
    const o2Consumed = 3;
    expectKeyedNumber(neet, bot("023"), co2Evolved / o2Consumed, 0.01);
  });

  it("029: nucellus chromosomes from a triploid endosperm", () => {
    const endosperm = 36;
    const haploid = endosperm / 3;
    expectKeyedNumber(neet, bot("029"), 2 * haploid);
  });

  it("031: true-breeding plants among round yellow F2", () => {
    const gametes = ["RY", "Ry", "rY", "ry"];
    let roundYellow = 0;
    let trueBreeding = 0;
    for (const a of gametes) {
      for (const b of gametes) {
        const genotype = a + b;
        const round = genotype.includes("R");
        const yellow = genotype.includes("Y");
        if (!round || !yellow) continue;
        roundYellow++;
        if (!genotype.includes("r") && !genotype.includes("y")) trueBreeding++;
      }
    }
    expect(`${trueBreeding}/${roundYellow}`).toBe("1/9");
    expect(keyedBot("031")).toBe("1/9");
  });

  it("033: hybrid to light DNA after 60 minutes", () => {
    const generations = 60 / 20;
    const molecules = 2 ** generations;
    const hybrid = 2; // the two parental 15N strands, one in each of two molecules
    const light = molecules - hybrid;
    const divisor = hybrid; // 2 divides 6
    expect(keyedBot("033")).toBe(`${hybrid / divisor}:${light / divisor}`);
  });

  it("038: frog population after a year", () => {
    const start = 80;
    const births = 20;
    const deaths = 12;
    const immigrants = 5;
    const emigrants = 3;
    expectKeyedNumber(neet, bot("038"), start + (births + immigrants) - (deaths + emigrants));
  });

  it("041: energy reaching secondary consumers by the 10 per cent law", () => {
    const producers = 20000;
    const primary = producers * 0.1;
    expectKeyedNumber(neet, bot("041"), primary * 0.1);
  });
});

describe("NEET paper 3 Zoology answers", () => {
  it("009: functional residual capacity", () => {
    const expiratoryReserve = 1000;
    const residual = 1100;
    expectKeyedNumber(neet, zoo("009"), expiratoryReserve + residual);
  });

  it("025: sperms and ova from 25 primary spermatocytes and oocytes", () => {
    const primaries = 25;
    const spermsPerSpermatocyte = 4; // two meiotic divisions, four spermatids
    const ovaPerOocyte = 1; // the rest are polar bodies
    expect(keyedZoo("025")).toBe(
      `${primaries * spermsPerSpermatocyte} sperms and ${primaries * ovaPerOocyte} ova`,
    );
  });

  it("032: heterozygote frequency when q = 0.3", () => {
    const q = 0.3;
    const p = 1 - q;
    expectKeyedNumber(neet, zoo("032"), 2 * p * q);
  });

  it("039: only the keyed sequence equals its own reverse complement", () => {
    const pair: Record<string, string> = { A: "T", T: "A", G: "C", C: "G" };
    const bases = (option: string) => option.replace(/[^ACGT]/g, "");
    const reverseComplement = (s: string) =>
      [...s]
        .reverse()
        .map((b) => pair[b])
        .join("");
    const options = singleQuestion(neet, zoo("039")).options.map(bases);
    const palindromes = options.filter((s) => reverseComplement(s) === s);
    expect(palindromes).toEqual([bases(keyedZoo("039"))]);
  });
});
