import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  keyedLetters,
  keyedOption as keyedOptionOf,
  statementPairOption,
  trueLetters,
} from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/**
 * The fifth set of NEET Botany chapter questions (content/bank/neet/botany-chapters-5.yaml):
 * each statement's truth is recorded here separately, and the keyed code is derived from it;
 * computed keys (ploidy, meiosis counts, Calvin cycle, RQ, crosses, base pairing, population
 * change, energy flow, species-area) are recomputed from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(neet, key);

/** A single-fraction key written as $\frac{p}{q}$, read as a number. */
function keyedFraction(key: string): number {
  const m = keyedOption(key).match(/\\frac\{(\d+)\}\{(\d+)\}/);
  if (!m) throw new Error(`not a fraction: ${keyedOption(key)}`);
  return Number(m[1]) / Number(m[2]);
}

/** The fraction of children of a one-gene cross whose genotype passes the test. */
function childFraction(p1: string, p2: string, wanted: (child: string) => boolean): number {
  const gametes = (genotype: string) => [
    genotype.slice(0, genotype.length / 2),
    genotype.slice(genotype.length / 2),
  ];
  const children = gametes(p1).flatMap((a) => gametes(p2).map((b) => a + b));
  return children.filter(wanted).length / children.length;
}

/** The numbers in an option, in order. */
const numbersIn = (option: string) => (option.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

describe("NEET Botany chapter questions, fifth set", () => {
  it("neet-b5-007: chromosomes in the moss capsule wall, spore and protonema", () => {
    const n = 10; // the leafy stage is the haploid gametophyte
    const capsuleWall = 2 * n; // sporophyte, from the zygote
    const spore = n; // made by meiosis
    const protonema = n; // grows from the spore
    expect(keyedOption("neet-b5-007")).toBe(`${capsuleWall}, ${spore} and ${protonema}`);
  });

  it("neet-b5-011: Solanaceae, Fabaceae and Liliaceae", () => {
    // C: Liliaceae flowers are actinomorphic; E: Solanaceae sepals are united and valvate
    expect(keyedLetters(neet, "neet-b5-011")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: false }),
    );
  });

  it("neet-b5-016: organelles and chromosomes", () => {
    // D: the nucleolus is not membrane-bound; E: that description is of a metacentric chromosome
    expect(keyedLetters(neet, "neet-b5-016")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: false }),
    );
  });

  it("neet-b5-018: bivalents and chromatids at pachytene when 2n = 24", () => {
    const diploid = 24;
    const bivalents = diploid / 2;
    const chromatids = bivalents * 4; // each bivalent is a tetrad
    expect(keyedOption("neet-b5-018")).toBe(`${bivalents} bivalents and ${chromatids} chromatids`);
  });

  it("neet-b5-019: cell-plate formation and syncytium", () => {
    expect(keyedOption("neet-b5-019")).toBe(statementPairOption(false, true));
  });

  it("neet-b5-021: Calvin cycle for two glucose molecules", () => {
    const turns = 2 * 6; // one CO2 fixed per turn, six carbons per glucose
    const [t, atp, nadph] = numbersIn(keyedOption("neet-b5-021"));
    expect([t, atp, nadph]).toEqual([turns, turns * 3, turns * 2]);
  });

  it("neet-b5-022: C4 plants and photorespiration", () => {
    // C: photorespiration does not occur in C4 plants; E: the first product is 4-carbon OAA
    expect(keyedLetters(neet, "neet-b5-022")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: false }),
    );
  });

  it("neet-b5-024: RQ of malic acid", () => {
    const [c, h, o] = [4, 6, 5]; // C4H6O5
    const oxygenNeeded = c + h / 4 - o / 2; // molecules of O2 to make c CO2 and h/2 H2O
    expect(oxygenNeeded).toBe(3);
    expectKeyedNumber(neet, "neet-b5-024", Math.round((c / oxygenNeeded) * 100) / 100);
  });

  it("neet-b5-025: the Krebs cycle and the electron transport system", () => {
    // E: cytochrome c is small and sits on the outer surface of the inner membrane
    expect(keyedLetters(neet, "neet-b5-025")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: true, E: false }),
    );
  });

  it("neet-b5-029: endosperm, synergid and zygote when the nucellus has 24", () => {
    const n = 24 / 2; // the nucellus is diploid
    expect(keyedOption("neet-b5-029")).toBe(`${3 * n}, ${n} and ${2 * n}`);
  });

  it("neet-b5-030: pollen viability and sporopollenin", () => {
    expect(keyedOption("neet-b5-030")).toBe(statementPairOption(true, false));
  });

  it("neet-b5-032: blood group A or B from IAi x IBi", () => {
    // each parent of group O is ii, so the A parent is IAi and the B parent IBi
    const man = ["A", "O"];
    const woman = ["B", "O"];
    const children = man.flatMap((a) => woman.map((b) => [a, b].sort().join("")));
    const group = (alleles: string) => (alleles === "OO" ? "O" : alleles.replace("O", ""));
    const aOrB = children.filter((c) => group(c) === "A" || group(c) === "B").length / children.length;
    expect(keyedFraction("neet-b5-032")).toBeCloseTo(aOrB, 12);
  });

  it("neet-b5-033: aabbcc from AaBbCc x aaBbCc", () => {
    const a = childFraction("Aa", "aa", (c) => c === "aa");
    const b = childFraction("Bb", "Bb", (c) => c === "bb");
    const cc = childFraction("Cc", "Cc", (c) => c === "cc");
    expect(keyedFraction("neet-b5-033")).toBeCloseTo(a * b * cc, 12);
  });

  it("neet-b5-035: hydrogen bonds in 500 bp with 30% cytosine", () => {
    const bases = 2 * 500;
    const cytosine = 0.3 * bases;
    const gcPairs = (cytosine + cytosine) / 2; // C = G (Chargaff), and each GC pair holds one C and one G
    const atPairs = 500 - gcPairs;
    expectKeyedNumber(neet, "neet-b5-035", 3 * gcPairs + 2 * atPairs);
  });

  it("neet-b5-036: transcription", () => {
    // C: the cap is added at the 5'-end
    expect(keyedLetters(neet, "neet-b5-036")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-b5-038: birth rate and population size", () => {
    const [n0, births, deaths, immigrants, emigrants] = [250, 50, 20, 10, 0];
    const [rate, size] = numbersIn(keyedOption("neet-b5-038"));
    expect(rate).toBeCloseTo(births / n0, 12);
    expect(size).toBe(n0 + (births + immigrants) - (deaths + emigrants));
  });

  it("neet-b5-041: energy reaching the secondary consumers", () => {
    const producers = 0.02 * 1_000_000;
    const secondary = producers * 0.1 * 0.1;
    expect(keyedOption("neet-b5-041")).toBe(`${secondary.toLocaleString("en-US")} J`);
  });

  it("neet-b5-042: energy flow and ecological pyramids", () => {
    // D: pyramids take in neither food webs nor saprophytes; E: in water the grazing chain is the main conduit
    expect(keyedLetters(neet, "neet-b5-042")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: false }),
    );
  });

  it("neet-b5-044: species richness for a 32-fold area with Z = 0.2", () => {
    expectKeyedNumber(neet, "neet-b5-044", 32 ** 0.2);
  });

  it("neet-b5-008: pteridophytes", () => {
    expect(keyedOption("neet-b5-008")).toBe(statementPairOption(true, true));
  });
});
