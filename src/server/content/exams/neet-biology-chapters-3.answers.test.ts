import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  keyedLetters,
  keyedOption as keyedOptionOf,
  statementPairOption,
  trueLetters,
} from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/**
 * The third set of NEET Botany and Zoology chapter questions
 * (content/bank/neet/biology-chapters-3.yaml): each statement's truth is recorded here
 * separately, and the keyed code or count is derived from it; computed keys are recomputed
 * from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(neet, key);

const COUNT_WORDS = ["Zero", "One", "Two", "Three", "Four", "Five", "Six"];

/** A "How many of the above" key, read as a number. */
function keyedCount(key: string): number {
  const count = COUNT_WORDS.indexOf(keyedOption(key));
  if (count < 0) throw new Error(`not a count: ${keyedOption(key)}`);
  return count;
}

const countTrue = (truths: boolean[]) => truths.filter(Boolean).length;

describe("NEET Botany and Zoology chapter questions, third set", () => {
  it("neet-bio-ch3-001: Deuteromycetes", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-001")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: true, E: false }),
    );
  });

  it("neet-bio-ch3-004: gymnosperms", () => {
    expect(keyedCount("neet-bio-ch3-004")).toBe(countTrue([true, true, true, false, true]));
  });

  it("neet-bio-ch3-006: Fabaceae corolla and the Liliaceae gynoecium", () => {
    expect(keyedOption("neet-bio-ch3-006")).toBe(statementPairOption(true, false));
  });

  it("neet-bio-ch3-008: secondary growth in a dicot stem", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-008")).toEqual(
      trueLetters({ A: true, B: false, C: true, D: true, E: false }),
    );
  });

  it("neet-bio-ch3-010: prokaryotic cells", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-010")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: true, E: false }),
    );
  });

  it("neet-bio-ch3-012: G0 and the S phase", () => {
    expect(keyedOption("neet-bio-ch3-012")).toBe(statementPairOption(false, true));
  });

  it("neet-bio-ch3-014: chemiosmosis in the thylakoid", () => {
    expect(keyedCount("neet-bio-ch3-014")).toBe(countTrue([true, true, true, true, false]));
  });

  it("neet-bio-ch3-016: fermentation", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-016")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: true, E: true }),
    );
  });

  it("neet-bio-ch3-019: the mature embryo sac", () => {
    expect(keyedCount("neet-bio-ch3-019")).toBe(countTrue([true, true, true, false, true]));
  });

  it("neet-bio-ch3-021: the lac operon", () => {
    expect(keyedOption("neet-bio-ch3-021")).toBe(statementPairOption(true, true));
  });

  it("neet-bio-ch3-024: sewage treatment", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-024")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: true }),
    );
  });

  it("neet-bio-ch3-025: rivet popper and Tilman's plots", () => {
    expect(keyedOption("neet-bio-ch3-025")).toBe(statementPairOption(true, false));
  });

  it("neet-bio-ch3-028: round green seeds from RrYy x Rryy", () => {
    // each gene on its own: Rr x Rr gives round (RR, Rr) in 3 of 4; Yy x yy gives yy in 1 of 2
    const gametes = (genotype: string) => [genotype[0]!, genotype[1]!];
    const fraction = (p1: string, p2: string, wanted: (child: string) => boolean) => {
      const children = gametes(p1).flatMap((a) => gametes(p2).map((b) => a + b));
      return children.filter(wanted).length / children.length;
    };
    const round = fraction("Rr", "Rr", (c) => c.includes("R"));
    const green = fraction("Yy", "yy", (c) => c === "yy");
    const m = keyedOption("neet-bio-ch3-028").match(/\\frac\{(\d+)\}\{(\d+)\}/);
    expect(m).not.toBeNull();
    expect(Number(m![1]) / Number(m![2])).toBeCloseTo(round * green, 12);
  });

  it("neet-bio-ch3-030: productivity", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-030")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: true, E: false }),
    );
  });

  it("neet-bio-ch3-033: co-factors of enzymes", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-033")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: true, E: false }),
    );
  });

  it("neet-bio-ch3-035: the SAN and the AVN", () => {
    expect(keyedOption("neet-bio-ch3-035")).toBe(statementPairOption(true, true));
  });

  it("neet-bio-ch3-038: the nerve impulse", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-038")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-bio-ch3-040: hormones of the placenta", () => {
    // hCG, hPL, relaxin (ovary), estrogens, oxytocin (posterior pituitary), progestogens
    expect(keyedCount("neet-bio-ch3-040")).toBe(countTrue([true, true, false, true, false, true]));
  });

  it("neet-bio-ch3-042: the origin of life", () => {
    expect(keyedLetters(neet, "neet-bio-ch3-042")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-bio-ch3-045: transgenic animals in safety testing", () => {
    expect(keyedOption("neet-bio-ch3-045")).toBe(statementPairOption(false, true));
  });
});
