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
 * The fourth set of NEET Zoology chapter questions (content/bank/neet/zoology-chapters-4.yaml):
 * each statement's truth is recorded here separately, and the keyed code is derived from it;
 * computed keys are recomputed from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(neet, key);

describe("NEET Zoology chapter questions, fourth set", () => {
  it("neet-z4-003: Hemichordata, Urochordata and echinoderms", () => {
    // C: the urochordate notochord is only in the larval tail; E: hemichordate circulation is open
    expect(keyedLetters(neet, "neet-z4-003")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: false }),
    );
  });

  it("neet-z4-007: the frog", () => {
    // D: fertilisation in the frog is external, in water
    expect(keyedLetters(neet, "neet-z4-007")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: true }),
    );
  });

  it("neet-z4-009: carbonic anhydrase speeds the reaction about ten million times", () => {
    const perSecondWithout = 200 / 3600;
    const ratio = 600_000 / perSecondWithout;
    const words: Record<number, string> = { 4: "ten thousand", 7: "ten million", 10: "ten billion" };
    const power = Math.round(Math.log10(ratio));
    expect(keyedOption("neet-z4-009")).toBe(`About ${words[power]} times`);
  });

  it("neet-z4-010: temperature and the activation energy", () => {
    expect(keyedOption("neet-z4-010")).toBe(statementPairOption(true, false));
  });

  it("neet-z4-013: oxygen delivered per minute", () => {
    const cardiacOutput = 70 * 72; // mL per minute
    const oxygenPer100mL = 5; // NCERT: every 100 mL of oxygenated blood delivers about 5 mL of O2
    expectKeyedNumber(neet, "neet-z4-013", (cardiacOutput * oxygenPer100mL) / 100);
  });

  it("neet-z4-016: circulation in vertebrates", () => {
    // C: the fish heart pumps out deoxygenated blood
    expect(keyedLetters(neet, "neet-z4-016")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-z4-019: percentage of the filtrate reabsorbed", () => {
    const reabsorbed = ((180 - 1.5) / 180) * 100;
    expectKeyedNumber(neet, "neet-z4-019", Math.round(reabsorbed * 10) / 10);
  });

  it("neet-z4-020: other organs of excretion", () => {
    // D: the primary function of sweat is cooling
    expect(keyedLetters(neet, "neet-z4-020")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: true }),
    );
  });

  it("neet-z4-023: carpals, metacarpals and phalanges of one forelimb", () => {
    const carpals = 8;
    const metacarpals = 5;
    const phalanges = 14;
    expectKeyedNumber(neet, "neet-z4-023", carpals + metacarpals + phalanges);
  });

  it("neet-z4-025: myelinated and unmyelinated fibres", () => {
    expect(keyedOption("neet-z4-025")).toBe(statementPairOption(false, true));
  });

  it("neet-z4-026: the midbrain and hindbrain", () => {
    // C: the cerebral aqueduct passes through the midbrain
    expect(keyedLetters(neet, "neet-z4-026")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-z4-029: the neurohypophysis and parathyroid hormone", () => {
    expect(keyedOption("neet-z4-029")).toBe(statementPairOption(false, true));
  });

  it("neet-z4-032: the male reproductive system", () => {
    // C: the vasa efferentia open into the epididymis
    expect(keyedLetters(neet, "neet-z4-032")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-z4-036: methods of contraception", () => {
    // B: the Lippes loop is non-medicated and releases no copper
    expect(keyedLetters(neet, "neet-z4-036")).toEqual(
      trueLetters({ A: true, B: false, C: true, D: true, E: true }),
    );
  });

  it("neet-z4-042: barriers of innate immunity", () => {
    // E: the mucus coating is a physical barrier
    expect(keyedLetters(neet, "neet-z4-042")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: true, E: false }),
    );
  });

  it("neet-z4-045: PCR and the radioactive probe", () => {
    expect(keyedOption("neet-z4-045")).toBe(statementPairOption(true, false));
  });
});
