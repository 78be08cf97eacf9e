import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  multipleQuestion,
  numericalQuestion,
  singleQuestion,
} from "~/server/test-support/content/check-answers";
import { expectKeyedText } from "~/server/test-support/content/jee-answers";

const jee = loadExamBank("jee");

/**
 * Re-computation of every key in the third set of JEE Advanced-level Chemistry questions
 * (content/bank/jee/chemistry-advanced-3.yaml) from the givens of the question or of its passage:
 * values, formulae, counts, and each statement of the multiple-correct questions one by one.
 */

/** The keyed set of a multiple-correct question equals the statements the test found true. */
function expectKeyedSet(key: string, truths: boolean[]): void {
  const expected = truths.flatMap((t, i) => (t ? [i] : []));
  expect(multipleQuestion(jee, key).correctAnswers, key).toEqual(expected);
}

/** A passage question points to its passage. */
function expectStimulus(key: string, stimulus: string): void {
  expect(numericalQuestion(jee, key).stimulus, key).toBe(stimulus);
}

const near = (a: number, b: number, tolerance = 1e-9) => Math.abs(a - b) <= tolerance;

// ---------------------------------------------------------------------------------------------
// Molecular orbitals of a homonuclear diatomic (second period): fill the levels in order, one
// electron in each orbital of a degenerate level before any pairs (Hund).

interface Level {
  orbitals: number;
  bonding: boolean;
}

function diatomic(electrons: number) {
  const sigma = (bonding: boolean): Level => ({ orbitals: 1, bonding });
  const pi = (bonding: boolean): Level => ({ orbitals: 2, bonding });
  // up to 14 electrons (B2, C2, N2 and their ions) pi(2p) lies below sigma(2p); above, the reverse
  const levels =
    electrons <= 14
      ? [sigma(true), sigma(false), sigma(true), sigma(false), pi(true), sigma(true), pi(false), sigma(false)]
      : [
          sigma(true),
          sigma(false),
          sigma(true),
          sigma(false),
          sigma(true),
          pi(true),
          pi(false),
          sigma(false),
        ];
  let left = electrons;
  let bonding = 0;
  let antibonding = 0;
  let unpaired = 0;
  for (const level of levels) {
    const n = Math.min(left, 2 * level.orbitals);
    left -= n;
    if (level.bonding) bonding += n;
    else antibonding += n;
    unpaired += n <= level.orbitals ? n : 2 * level.orbitals - n;
  }
  expect(left).toBe(0);
  return { bondOrder: (bonding - antibonding) / 2, unpaired };
}

describe("JEE Advanced-level Chemistry, third set", () => {
  it("jee-adv3-chem-001: the He+ orbital and its radial nodes", () => {
    // 2σ² - 18σ + 27 = 0; no angular dependence: l = 0; two radial nodes: n - l - 1 = 2
    const root = Math.sqrt(18 ** 2 - 4 * 2 * 27);
    const sigmas = [(18 - root) / 4, (18 + root) / 4];
    for (const s of sigmas) expect(2 * s ** 2 - 18 * s + 27).toBeCloseTo(0, 9);
    const l = 0;
    const n = sigmas.length + l + 1;
    const letter = ["s", "p", "d", "f"][l];
    const Z = 2;
    const [r1, r2] = sigmas.map((s) => (s / Z).toFixed(2));
    expectKeyedText(jee, "jee-adv3-chem-001", `${n}${letter}; $r = ${r1}a_0$ and $${r2}a_0$`);
  });

  it("jee-adv3-chem-002: the neutral mixed oxide of X and Y from their ionisation enthalpies", () => {
    /** electrons lost before the largest jump between successive ionisation enthalpies */
    const valency = (ie: number[]) => {
      let best = 0;
      for (let i = 1; i < ie.length; i++)
        if ((ie[i] as number) / (ie[i - 1] as number) > (ie[best + 1] as number) / (ie[best] as number))
          best = i - 1;
      return best + 1;
    };
    const x = valency([738, 1451, 7733, 10540]);
    const y = valency([577, 1817, 2745, 11577]);
    expect([x, y]).toEqual([2, 3]);
    // [X, Y, O] in each option
    const options: [number, number, number][] = [
      [2, 1, 4],
      [1, 1, 3],
      [2, 3, 5],
      [1, 2, 4],
    ];
    const neutral = options.flatMap(([nx, ny, no], i) => (nx * x + ny * y - 2 * no === 0 ? [i] : []));
    expect(neutral).toHaveLength(1);
    expect(singleQuestion(jee, "jee-adv3-chem-002").correct).toBe(neutral[0]);
    expectKeyedText(jee, "jee-adv3-chem-002", "$\\mathrm{XY_2O_4}$");
  });

  it("jee-adv3-chem-003: KMnO4 for FeSO4 and Fe2(C2O4)3 together", () => {
    const ferrous = 0.01 * 1; // Fe2+ -> Fe3+
    const ferricOxalate = 0.01 * (3 * 2 + 2 * 0); // three oxalates, 2 e- each; Fe3+ stays
    const permanganate = (ferrous + ferricOxalate) / 5;
    expectKeyedNumber(jee, "jee-adv3-chem-003", (permanganate / 0.02) * 1000);
  });

  it("jee-adv3-chem-004: molecular formula from Carius and combustion data", () => {
    const mass = 0.188;
    const br = 0.376 / (108 + 80);
    const c = 0.088 / 44;
    const h = (2 * 0.036) / 18;
    // nothing but C, H and Br
    expect(br * 80 + c * 12 + h * 1).toBeCloseTo(mass, 9);
    const smallest = Math.min(br, c, h);
    const empirical = [c, h, br].map((n) => Math.round(n / smallest));
    const empiricalMass = empirical[0]! * 12 + empirical[1]! * 1 + empirical[2]! * 80;
    const factor = Math.round((2 * 94) / empiricalMass);
    const [nc, nh, nbr] = empirical.map((n) => n * factor);
    const sub = (n: number | undefined) => (n === 1 ? "" : `_${n}`);
    expect([nc, nh, nbr]).toEqual([2, 4, 2]);
    expectKeyedText(jee, "jee-adv3-chem-004", `$\\mathrm{C${sub(nc)}H${sub(nh)}Br${sub(nbr)}}$`);
  });

  it("jee-adv3-chem-005: molecular orbital statements", () => {
    const o2plus = diatomic(15);
    const o2 = diatomic(16);
    const o2minus = diatomic(17);
    const peroxide = diatomic(18);
    expect([o2plus.bondOrder, o2.bondOrder, o2minus.bondOrder]).toEqual([2.5, 2, 1.5]);
    expectKeyedSet("jee-adv3-chem-005", [
      // a higher bond order is a shorter bond
      o2plus.bondOrder > o2.bondOrder && o2.bondOrder > o2minus.bondOrder,
      diatomic(13).bondOrder === diatomic(15).bondOrder,
      peroxide.unpaired > 0,
      diatomic(10).unpaired > 0 && diatomic(12).unpaired === 0,
    ]);
  });

  it("jee-adv3-chem-006: ideal solution from two total vapour pressures", () => {
    // p = pB + (pA - pB) xA at xA = 0.25 and 0.50
    const slope = (600 - 550) / (0.5 - 0.25);
    const pB = 550 - slope * 0.25;
    const pA = pB + slope;
    const yA = (x: number) => (pA * x) / (pB + slope * x);
    const mixingEnthalpy = 0; // ideal solution
    expectKeyedSet("jee-adv3-chem-006", [
      near(pA, 700),
      near(Math.round(yA(0.5) * 1000) / 1000, 0.583),
      mixingEnthalpy > 0,
      near(Math.round(yA(0.25) * 1000) / 1000, 0.25),
    ]);
  });

  it("jee-adv3-chem-007: hydrocarbon from the explosion with oxygen", () => {
    const v = 20;
    const co2 = 110 - 30;
    const oxygenUsed = 150 - 30;
    const x = co2 / v;
    const y = 4 * (oxygenUsed / v - x);
    // the contraction on explosion agrees: (v + 150) - 110 = v (1 + y/4)
    expect(v + 150 - 110).toBeCloseTo(v * (1 + y / 4), 9);
    expectNumericAnswer(jee, "jee-adv3-chem-007", 12 * x + 1 * y);
  });

  it("jee-adv3-chem-008: formic acid from glucose and periodic acid", () => {
    // each carbon: [hydrogens on it, bonds to oxygen]; C1 CHO ... C6 CH2OH, all oxygenated
    const carbons: [number, number][] = [
      [1, 2],
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
      [2, 1],
    ];
    const cut = carbons.slice(1).map(() => true); // every C–C bond joins two oxygenated carbons
    expect(cut.filter(Boolean)).toHaveLength(5);
    const products = carbons.map(([h, o], i) => {
      const cuts = (i > 0 && cut[i - 1] ? 1 : 0) + (i < carbons.length - 1 && cut[i] ? 1 : 0);
      // each cut adds one bond from the carbon to oxygen
      const oxygenBonds = o + cuts;
      if (h === 1 && oxygenBonds === 3) return "HCOOH";
      if (h === 2 && oxygenBonds === 2) return "HCHO";
      return "other";
    });
    expect(products.filter((p) => p === "HCHO")).toHaveLength(1);
    expectNumericAnswer(jee, "jee-adv3-chem-008", products.filter((p) => p === "HCOOH").length);
  });

  it("jee-adv3-chem-009: C7H9N amines with a benzene ring and Hinsberg's test", () => {
    // [name, carbons, hydrogens, nitrogens, hydrogens on N]
    const amines: [string, number, number, number, number][] = [
      ["benzylamine C6H5CH2NH2", 6 + 1, 5 + 2 + 2, 1, 2],
      ["N-methylaniline C6H5NHCH3", 6 + 1, 5 + 1 + 3, 1, 1],
      ["o-toluidine", 6 + 1, 4 + 3 + 2, 1, 2],
      ["m-toluidine", 6 + 1, 4 + 3 + 2, 1, 2],
      ["p-toluidine", 6 + 1, 4 + 3 + 2, 1, 2],
    ];
    for (const [name, c, h, n] of amines) expect([c, h, n], name).toEqual([7, 9, 1]);
    // degrees of unsaturation (2C + 2 + N - H) / 2 = 4: the benzene ring alone, no room for more
    expect((2 * 7 + 2 + 1 - 9) / 2).toBe(4);
    // a tertiary amine needs three carbon groups on N: C6H5N(CH3)2 is C8, so none here
    // a primary amine's sulphonamide keeps an acidic N–H and dissolves in KOH
    const soluble = amines.filter(([, , , , nh]) => nh === 2).length;
    expectNumericAnswer(jee, "jee-adv3-chem-009", soluble);
  });

  it("jee-adv3-chem-010: percentage ionic character of HBr", () => {
    const fullyIonic = (4.8e-10 * 141e-10) / 1e-18; // esu × cm in debye
    expectNumericAnswer(jee, "jee-adv3-chem-010", (0.79 / fullyIonic) * 100);
  });

  it("jee-adv3-chem-011: potassium dichromate from chromite ore", () => {
    const chromite = (0.56 * 2000) / 224;
    // 2 Cr per FeCr2O4 and 2 Cr per K2Cr2O7
    const dichromate = (chromite * 2) / 2;
    expectNumericAnswer(jee, "jee-adv3-chem-011", (0.8 * dichromate * 294) / 1000);
  });

  it("jee-adv3-chem-012: ethanal from but-2-ene found by bromine uptake", () => {
    const moles = 8.0 / 160;
    const molarMass = 2.8 / moles;
    const n = molarMass / 14; // CnH2n
    expect(n).toBeCloseTo(4, 9);
    // open-chain C4H8 alkenes: carbonyl products on ozonolysis (carbons of each fragment)
    const alkenes: Record<string, number[][]> = {
      "but-1-ene": [[1], [3]],
      "but-2-ene": [[2], [2]],
      "2-methylpropene": [[1], [1, 1, 1]],
    };
    const single = Object.entries(alkenes).filter(
      ([, parts]) => JSON.stringify(parts[0]) === JSON.stringify(parts[1]),
    );
    expect(single.map(([name]) => name)).toEqual(["but-2-ene"]);
    const ethanal = 2 * 12 + 4 * 1 + 16;
    expectNumericAnswer(jee, "jee-adv3-chem-012", 2 * moles * ethanal);
  });

  describe("passage 1: Born–Haber cycle for CaCl2", () => {
    const lattice = 178 + 590 + 1145 + 244 + 2 * -349 - -795;

    it("jee-adv3-chem-013: lattice enthalpy", () => {
      expectStimulus("jee-adv3-chem-013", "jee-adv3-chem-para-1");
      expectNumericAnswer(jee, "jee-adv3-chem-013", lattice);
    });

    it("jee-adv3-chem-014: heat released on dissolving 11.1 g", () => {
      expectStimulus("jee-adv3-chem-014", "jee-adv3-chem-para-1");
      const solution = lattice + -1650 + 2 * -340;
      const moles = 11.1 / (40 + 2 * 35.5);
      expectNumericAnswer(jee, "jee-adv3-chem-014", -solution * moles);
    });
  });

  describe("passage 2: benzoate buffer", () => {
    const log2 = 0.301;
    const acid = 0.35 - 0.1;
    const salt = 0.1;

    it("jee-adv3-chem-015: starting pH", () => {
      expectStimulus("jee-adv3-chem-015", "jee-adv3-chem-para-2");
      // log 0.4 = 2 log 2 - 1
      expectNumericAnswer(jee, "jee-adv3-chem-015", 4.2 + (2 * log2 - 1));
      expectNumericAnswer(jee, "jee-adv3-chem-015", 4.2 + Math.log10(salt / acid));
    });

    it("jee-adv3-chem-016: NaOH that raises the pH by one unit", () => {
      expectStimulus("jee-adv3-chem-016", "jee-adv3-chem-para-2");
      const ratio = 10 * (salt / acid);
      // (salt + x) / (acid - x) = ratio
      const x = (ratio * acid - salt) / (1 + ratio);
      expect(acid - x).toBeGreaterThan(0);
      expectNumericAnswer(jee, "jee-adv3-chem-016", x * 1000);
    });
  });

  describe("passage 3: parallel first-order reactions", () => {
    const [k1, k2] = [1.6e-3, 0.4e-3];
    const [e1, e2] = [50, 75];

    it("jee-adv3-chem-017: overall activation energy", () => {
      expectStimulus("jee-adv3-chem-017", "jee-adv3-chem-para-3");
      // d ln k / dT numerically at 300 K from Arrhenius forms through the given k1, k2
      const R = 8.314e-3;
      const k = (t: number) =>
        k1 * Math.exp((-e1 / R) * (1 / t - 1 / 300)) + k2 * Math.exp((-e2 / R) * (1 / t - 1 / 300));
      const h = 1e-3;
      const dlnk = (Math.log(k(300 + h)) - Math.log(k(300 - h))) / (2 * h);
      const ea = dlnk * R * 300 ** 2;
      expect(ea).toBeCloseTo((k1 * e1 + k2 * e2) / (k1 + k2), 4);
      expectNumericAnswer(jee, "jee-adv3-chem-017", Math.round(ea * 1e6) / 1e6);
    });

    it("jee-adv3-chem-018: time for [B] to reach 0.60 M", () => {
      expectStimulus("jee-adv3-chem-018", "jee-adv3-chem-para-3");
      const k = k1 + k2;
      const remaining = 1 - 0.6 / (k1 / k);
      const seconds = -Math.log(remaining) / k;
      expectNumericAnswer(jee, "jee-adv3-chem-018", seconds / 60);
      const ln2 = 693 / 1000; // the value the passage gives
      expectNumericAnswer(jee, "jee-adv3-chem-018", (2 * ln2) / k / 60);
    });
  });

  describe("passage 4: ester identified by saponification", () => {
    const moles = (25.0 * 1.0 - 15.0 * 1.0) / 1000;
    const molarMass = 1.02 / moles;

    it("jee-adv3-chem-019: molar mass of the ester", () => {
      expectStimulus("jee-adv3-chem-019", "jee-adv3-chem-para-4");
      expectNumericAnswer(jee, "jee-adv3-chem-019", molarMass);
    });

    it("jee-adv3-chem-020: iodoform from the alcohol", () => {
      expectStimulus("jee-adv3-chem-020", "jee-adv3-chem-para-4");
      // CH3COOR: the alcohol's carbons are the ester's less the acetyl part's two
      const esterCarbons = (molarMass - 32) / 14; // CnH2nO2
      expect(esterCarbons).toBeCloseTo(5, 9);
      const alcoholCarbons = esterCarbons - 2;
      expect(alcoholCarbons).toBe(3);
      // of the C3 alcohols only propan-2-ol gives iodoform and a ketone, one CHI3 per molecule
      const iodoform = 12 + 1 + 3 * 127;
      expectNumericAnswer(jee, "jee-adv3-chem-020", moles * iodoform);
    });
  });
});
