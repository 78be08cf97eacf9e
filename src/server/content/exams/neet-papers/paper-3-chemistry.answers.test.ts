import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption } from "~/server/test-support/content/check-answers";
import { code, optionValue } from "~/server/test-support/content/neet-option-values";

const neet = loadExamBank("neet");

/** NEET paper 3 Chemistry: every computable answer worked out again from the question's givens. */
const key = (k: string) => `neet-p3-chem-${k}`;
const keyed = (k: string) => keyedOption(neet, key(k));
const R = 8.314;

const SUBSCRIPTS = "₀₁₂₃₄₅₆₇₈₉";
/** "C₃H₈" from 3 carbons and 8 hydrogens. */
function hydrocarbon(c: number, h: number): string {
  const sub = (n: number) => (n === 1 ? "" : [...String(n)].map((d) => SUBSCRIPTS[Number(d)]).join(""));
  return `C${sub(c)}H${sub(h)}`;
}

describe("NEET paper 3 Chemistry answers", () => {
  it("001: molarity of the NaOH solution", () => {
    expectKeyedNumber(neet, key("001"), 4 / 40 / 0.25);
  });

  it("002: molecular formula from combustion", () => {
    const molC = (6.6 * 12) / 44 / 12;
    const molH = (3.6 * 2) / 18;
    expect(molC * 12 + molH).toBeCloseTo(2.2, 9);
    // the smallest whole-number ratio C : H
    let c = 1;
    while (!Number.isInteger(Math.round(((c * molH) / molC) * 1e6) / 1e6)) c++;
    const h = Math.round((c * molH) / molC);
    const units = (2 * 22) / (12 * c + h);
    expect(keyed("002")).toBe(hydrocarbon(c * units, h * units));
  });

  it("003: nodes of a 5p orbital", () => {
    const [n, l] = [5, 1];
    expect(keyed("003")).toBe(`${n - l - 1} radial, ${l} angular`);
  });

  it("004: electrons with n = 3 and m_l = −1", () => {
    let orbitals = 0;
    for (let l = 0; l < 3; l++) if (l >= 1) orbitals++;
    expectKeyedNumber(neet, key("004"), 2 * orbitals);
  });

  it("005: smallest of the isoelectronic ions", () => {
    const ions = { "N³⁻": 7, "F⁻": 9, "Na⁺": 11, "Mg²⁺": 12 };
    const smallest = Object.entries(ions).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    expect(keyed("005")).toBe(smallest);
  });

  it("007: shapes by VSEPR", () => {
    const shapeOf = (valence: number, bonds: number) => {
      const lonePairs = (valence - bonds) / 2;
      const shapes: Record<string, number> = { "4,2": 4, "4,1": 3, "3,2": 2, "2,3": 1 };
      return shapes[`${bonds},${lonePairs}`] as number;
    };
    expect(keyed("007")).toBe(code([shapeOf(8, 4), shapeOf(6, 4), shapeOf(7, 3), shapeOf(8, 2)]));
  });

  it("008: ΔH − ΔU for the combustion of propane (kJ/mol)", () => {
    const dng = 3 - (1 + 5);
    expectKeyedNumber(neet, key("008"), (dng * R * 298) / 1000, 0.001);
  });

  it("009: enthalpy of hydrogenation from bond enthalpies", () => {
    expectKeyedNumber(neet, key("009"), 612 + 436 - (348 + 2 * 414));
  });

  it("010: solubility with the common ion", () => {
    const ksp = 1e-5 ** 2;
    expect(optionValue(keyed("010")) / (ksp / 0.01)).toBeCloseTo(1, 9);
  });

  it("011: average oxidation number of S in Na₂S₄O₆", () => {
    expectKeyedNumber(neet, key("011"), (0 - 2 * 1 - 6 * -2) / 4);
  });

  it("012: KMnO₄ for ferrous oxalate", () => {
    const electronsGiven = 1 + 2 * (4 - 3); // Fe²⁺ → Fe³⁺, two C from +3 to +4
    expectKeyedNumber(neet, key("012"), electronsGiven / 5);
  });

  it("013: α-hydrogens of the tert-butyl cation", () => {
    expectKeyedNumber(neet, key("013"), 3 * 3);
  });

  it("016: aniline carried over by 100 g of water in steam distillation (g)", () => {
    const anilinePressure = 760 - 717;
    // mole ratio in the vapour = pressure ratio; mass ratio weighs each by its molar mass
    const perGramOfWater = (anilinePressure * 93) / (717 * 18);
    expectKeyedNumber(neet, key("016"), 100 * perGramOfWater, 0.01);
  });

  it("019: mole fraction of A from the total vapour pressure", () => {
    expectKeyedNumber(neet, key("019"), (720 - 560) / (720 - 320));
  });

  it("020: freezing-point depression of 80% dissociated K₂SO₄", () => {
    const i = 1 + (3 - 1) * 0.8;
    expectKeyedNumber(neet, key("020"), i * 1.86 * 0.1, 0.01);
  });

  it("021: emf of the Mg | Cu cell", () => {
    expectKeyedNumber(neet, key("021"), 2.71 - (0.059 / 2) * Math.log10(0.001 / 0.1), 0.002);
  });

  it("022: copper deposited", () => {
    const faradays = (2 * 965) / 96500;
    expectKeyedNumber(neet, key("022"), (faradays / 2) * 63.5);
  });

  it("023: time for 93.75% of a first-order reaction", () => {
    const halfLife = 40 / Math.log2(1 / (1 - 0.75));
    expectKeyedNumber(neet, key("023"), halfLife * Math.log2(1 / (1 - 0.9375)));
  });

  it("024: activation energy from a doubled rate constant (kJ/mol)", () => {
    // ln(k₂/k₁) = (Ea/R)(1/T₁ − 1/T₂) with k₂/k₁ = 2
    const ea = (Math.LN2 * R) / (1 / 300 - 1 / 310);
    expectKeyedNumber(neet, key("024"), ea / 1000, 0.002);
  });

  it("026: the true statements about p-block elements", () => {
    const truths = { A: true, B: false, C: true, D: true, E: true };
    const trueLabels = Object.entries(truths)
      .filter(([, t]) => t)
      .map(([label]) => label);
    expect(keyed("026")).toBe(`${trueLabels.slice(0, -1).join(", ")} and ${trueLabels.at(-1)} only`);
  });

  it("029: spin-only magnetic moments", () => {
    const unpaired = (d: number) => (d <= 5 ? d : 10 - d);
    const moment = (d: number) => Math.sqrt(unpaired(d) * (unpaired(d) + 2)).toFixed(2);
    const listII = ["2.83", "5.92", "1.73", "3.87"];
    // Ti³⁺ 3d¹, V²⁺ 3d³, Mn²⁺ 3d⁵, Ni²⁺ 3d⁸
    expect(keyed("029")).toBe(code([1, 3, 5, 8].map((d) => listII.indexOf(moment(d)) + 1)));
  });

  it("030: stereoisomers of [Co(en)₂Cl₂]⁺", () => {
    const trans = 1; // has a mirror plane
    const cis = 2; // a pair of enantiomers
    expectKeyedNumber(neet, key("030"), trans + cis);
  });

  it("031: coordination number and oxidation state in K₃[Fe(C₂O₄)₃]", () => {
    const donorAtoms = 3 * 2; // oxalate is bidentate
    const oxidationState = 0 - 3 * 1 - 3 * -2;
    expect(keyed("031")).toBe(`${donorAtoms} and +${oxidationState}`);
  });

  it("032: unpaired electrons of Co³⁺ with a weak and a strong field", () => {
    const d = 6;
    const highSpin = d <= 5 ? d : 10 - d; // t2g⁴eg²: 4
    const lowSpin = d <= 6 ? d % 2 : 0; // t2g⁶: 0
    expect(keyed("032")).toBe(`${highSpin} and ${lowSpin}`);
  });

  it("034: the true statements about halo compounds", () => {
    const truths = { A: true, B: true, C: true, D: true, E: false };
    const trueLabels = Object.entries(truths)
      .filter(([, t]) => t)
      .map(([label]) => label);
    expect(keyed("034")).toBe(`${trueLabels.slice(0, -1).join(", ")} and ${trueLabels.at(-1)} only`);
  });

  it("038: aldehydes with no α-hydrogen", () => {
    const alphaHydrogens: Record<string, number> = {
      HCHO: 0,
      CH3CHO: 3,
      C6H5CHO: 0,
      "(CH3)3CCHO": 0,
      CH3CH2CHO: 2,
    };
    expectKeyedNumber(neet, key("038"), Object.values(alphaHydrogens).filter((n) => n === 0).length);
  });

  it("040: amines of formula C₃H₉N", () => {
    // three carbons shared among the groups on nitrogen, and their branchings
    const primary = ["CH3CH2CH2NH2", "(CH3)2CHNH2"];
    const secondary = ["CH3CH2NHCH3"];
    const tertiary = ["(CH3)3N"];
    expectKeyedNumber(neet, key("040"), primary.length + secondary.length + tertiary.length);
  });

  it("041: vitamins and their deficiencies", () => {
    // B₁ → beri-beri (II), C → scurvy (IV), D → rickets (I), K → clotting time (III)
    expect(keyed("041")).toBe(code([2, 4, 1, 3]));
  });

  it("044: molarity of the permanganate", () => {
    const oxalate = 25 * 0.05; // mmol
    expectKeyedNumber(neet, key("044"), (oxalate * 2) / 5 / 20);
  });

  it("045: group reagents for the cations", () => {
    // Pb²⁺ group I (II), Cu²⁺ group II (I), Al³⁺ group III (IV), Ba²⁺ group V (III)
    expect(keyed("045")).toBe(code([2, 1, 4, 3]));
  });
});
