import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  keyedOption as keyedOptionOf,
  permutations,
} from "~/server/test-support/content/check-answers";

const jee = loadExamBank("jee");

/**
 * Re-computation of the computed answers in the fifth set of JEE Chemistry chapter questions
 * (content/bank/jee/chemistry-chapters-5.yaml), each from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(jee, key);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Unpaired electrons of a homonuclear-like diatomic (second period) from its total electron count:
 * up to 14 electrons the π2p pair fills before σ2p, beyond 14 σ2p comes first. Degenerate orbitals
 * are filled one electron each before pairing (Hund's rule).
 */
function unpairedElectrons(electrons: number): number {
  const light = electrons <= 14;
  // each level: the number of degenerate orbitals in it
  const levels = light
    ? [1, 1, 1, 1, 2, 1, 2, 1] // σ1s σ*1s σ2s σ*2s π2p σ2p π*2p σ*2p
    : [1, 1, 1, 1, 1, 2, 2, 1]; // σ1s σ*1s σ2s σ*2s σ2p π2p π*2p σ*2p
  let left = electrons;
  let unpaired = 0;
  for (const orbitals of levels) {
    const placed = Math.min(left, 2 * orbitals);
    left -= placed;
    unpaired += placed <= orbitals ? placed : 2 * orbitals - placed;
  }
  return unpaired;
}

/** bond order of an O2 species from its electron count (O2 order: σ2p below π2p) */
function oxygenBondOrder(electrons: number): number {
  const kinds = ["b", "a", "b", "a", "b", "b", "a", "a"]; // σ1s σ*1s σ2s σ*2s σ2p π2p π*2p σ*2p
  const capacity = [2, 2, 2, 2, 2, 4, 4, 2];
  let left = electrons;
  let bonding = 0;
  let antibonding = 0;
  capacity.forEach((c, i) => {
    const placed = Math.min(left, c);
    left -= placed;
    if (kinds[i] === "b") bonding += placed;
    else antibonding += placed;
  });
  return (bonding - antibonding) / 2;
}

describe("JEE chapter questions, fifth set: Chemistry", () => {
  it("jee-c5-che-001: molecular formula from percentages and vapour density", () => {
    const moles = [40.0 / 12, 6.67 / 1, (100 - 40.0 - 6.67) / 16];
    const smallest = Math.min(...moles);
    const ratio = moles.map((m) => Math.round(m / smallest));
    expect(ratio).toEqual([1, 2, 1]);
    const empiricalMass = ratio[0]! * 12 + ratio[1]! * 1 + ratio[2]! * 16;
    const n = (2 * 90) / empiricalMass;
    expect(n).toBe(6);
    const sub = (k: number) => (k === 1 ? "" : k > 9 ? `_{${k}}` : `_${k}`);
    const formula = `$\\mathrm{C${sub(ratio[0]! * n)}H${sub(ratio[1]! * n)}O${sub(ratio[2]! * n)}}$`;
    expect(keyedOption("jee-c5-che-001")).toBe(formula);
  });

  it("jee-c5-che-002: methane in a methane-ethane mixture from the oxygen used", () => {
    // 2x + 3.5(20 - x) = 55
    const x = (3.5 * 20 - 55) / (3.5 - 2);
    expectNumericAnswer(jee, "jee-c5-che-002", x);
  });

  it("jee-c5-che-003: mole fraction of NaOH from molarity and density", () => {
    const solutionMass = 1000 * 1.1;
    const waterMoles = (solutionMass - 3.0 * 40) / 18;
    expectKeyedNumber(jee, "jee-c5-che-003", 3.0 / (3.0 + waterMoles), 0.0001);
  });

  it("jee-c5-che-005: wavenumber ratio of H (3 → 2) to Li2+ (2 → 1)", () => {
    // wavenumber = R Z² (1/n1² − 1/n2²), in units of R over 36
    const hydrogen = 1 * 36 * (1 / 4 - 1 / 9); // 5
    const lithium = 9 * 36 * (1 - 1 / 4); // 243
    const numerator = Math.round(hydrogen);
    const denominator = Math.round(lithium);
    const g = gcd(numerator, denominator);
    expect(keyedOption("jee-c5-che-005")).toBe(`$\\frac{${numerator / g}}{${denominator / g}}$`);
  });

  it("jee-c5-che-006: lines among shells 2 to 5 (no Lyman lines)", () => {
    const lines: [number, number][] = [];
    for (let upper = 2; upper <= 5; upper++)
      for (let lower = 1; lower < upper; lower++) lines.push([upper, lower]);
    expectNumericAnswer(jee, "jee-c5-che-006", lines.filter(([, lower]) => lower >= 2).length);
  });

  it("jee-c5-che-007: shortest O–O bond is the highest bond order", () => {
    const species: Record<string, number> = {
      "$\\mathrm{O_2}$": 16,
      "$\\mathrm{O_2^-}$": 17,
      "$\\mathrm{O_2^+}$": 15,
      "$\\mathrm{O_2^{2-}}$": 18,
    };
    const best = Object.entries(species).sort(([, a], [, b]) => oxygenBondOrder(b) - oxygenBondOrder(a))[0]!;
    expect(oxygenBondOrder(15)).toBe(2.5);
    expect(keyedOption("jee-c5-che-007")).toBe(best[0]);
  });

  it("jee-c5-che-008: the pair with the same hybridisation and shape (VSEPR)", () => {
    const describe_ = (bonded: number, lonePairs: number) => {
      const hybrid = ["", "", "sp", "sp2", "sp3", "sp3d", "sp3d2"][bonded + lonePairs];
      const shape = (
        {
          "2,3": "linear",
          "3,0": "trigonal planar",
          "3,1": "trigonal pyramidal",
          "3,2": "T-shaped",
          "4,1": "see-saw",
          "4,2": "square planar",
        } as Record<string, string>
      )[`${bonded},${lonePairs}`];
      return `${hybrid} ${shape}`;
    };
    // [bonded atoms, (valence electrons of centre − bonding electrons ± charge) / 2]
    const species: Record<string, [number, number]> = {
      I3: [2, (7 + 1 - 2) / 2],
      XeF2: [2, (8 - 2) / 2],
      SF4: [4, (6 - 4) / 2],
      XeF4: [4, (8 - 4) / 2],
      ClF3: [3, (7 - 3) / 2],
      BF3: [3, (3 - 3) / 2],
      NH3: [3, (5 - 3) / 2],
    };
    const same = (a: string, b: string) => describe_(...species[a]!) === describe_(...species[b]!);
    const pairs: [string, string, string][] = [
      ["I3", "XeF2", "$\\mathrm{I_3^-}$ and $\\mathrm{XeF_2}$"],
      ["SF4", "XeF4", "$\\mathrm{SF_4}$ and $\\mathrm{XeF_4}$"],
      ["ClF3", "BF3", "$\\mathrm{ClF_3}$ and $\\mathrm{BF_3}$"],
      ["NH3", "BF3", "$\\mathrm{NH_3}$ and $\\mathrm{BF_3}$"],
    ];
    const matching = pairs.filter(([a, b]) => same(a, b)).map(([, , label]) => label);
    expect(matching).toEqual([keyedOption("jee-c5-che-008")]);
  });

  it("jee-c5-che-009: paramagnetic species by molecular orbital filling", () => {
    // O2, O2-, O2 2-, B2, C2, N2+, NO, CO
    const electrons = [16, 17, 18, 10, 12, 13, 15, 14];
    const paramagnetic = electrons.filter((e) => unpairedElectrons(e) > 0);
    expect(unpairedElectrons(16)).toBe(2);
    expect(unpairedElectrons(10)).toBe(2);
    expectNumericAnswer(jee, "jee-c5-che-009", paramagnetic.length);
  });

  it("jee-c5-che-013: oxidation number of Cr in CrO5 (one oxide, two peroxide groups)", () => {
    const x = 0 - (1 * -2 + 4 * -1);
    expect(firstSigned(keyedOption("jee-c5-che-013"))).toBe(x);
  });

  it("jee-c5-che-015: KMnO4 for ferrous oxalate (Fe and oxalate both oxidised)", () => {
    const electronsGiven = 50 * 0.2 * (1 + 2); // mmol
    const permanganate = electronsGiven / 5; // mmol
    expectNumericAnswer(jee, "jee-c5-che-015", permanganate / 0.1);
  });

  it("jee-c5-che-017: Dumas nitrogen with aqueous tension and temperature corrections", () => {
    const volumeStp = (50.0 * (715 - 15) * 273) / (760 * 300);
    const massN = (28 * volumeStp) / 22400;
    expectKeyedNumber(jee, "jee-c5-che-017", (massN / 0.3) * 100, 0.0005);
  });

  it("jee-c5-che-018: Kjeldahl nitrogen by back-titration", () => {
    const acidH = 50 * 0.5 * 2;
    const ammonia = acidH - 60 * 0.5; // mmol
    expectNumericAnswer(jee, "jee-c5-che-018", ((ammonia * 14) / 1000 / 0.5) * 100);
  });

  it("jee-c5-che-029: monochloro products of 2-methylpentane (carbon classes with H)", () => {
    // carbons: 0 = C1, 1 = C2, 2 = C3, 3 = C4, 4 = C5, 5 = the methyl on C2
    const edges = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [1, 5],
    ] as const;
    const key = (u: number, v: number) => (u < v ? `${u}-${v}` : `${v}-${u}`);
    const edgeSet = new Set(edges.map(([u, v]) => key(u, v)));
    const degree = (atom: number) => edges.filter(([u, v]) => u === atom || v === atom).length;
    const automorphisms = permutations([...Array(6).keys()]).filter((p) =>
      edges.every(([u, v]) => edgeSet.has(key(p[u]!, p[v]!))),
    );
    const classes = new Set<number>();
    for (let atom = 0; atom < 6; atom++) {
      if (degree(atom) === 4) continue; // a quaternary carbon has no hydrogen
      classes.add(Math.min(...automorphisms.map((p) => p[atom]!)));
    }
    expectNumericAnswer(jee, "jee-c5-che-029", classes.size);
  });

  it("jee-c5-che-033: degree of dimerisation of ethanoic acid in benzene", () => {
    const molality = 2.0 / 60 / 0.1;
    const i = 1.024 / (5.12 * molality);
    const alpha = 2 * (1 - i);
    expectNumericAnswer(jee, "jee-c5-che-033", Math.round(alpha * 100 * 1e6) / 1e6);
  });

  it("jee-c5-che-037: enthalpy of formation of methane by Hess's law", () => {
    const formation = -393 + 2 * -286 - -890;
    expectNumericAnswer(jee, "jee-c5-che-037", -formation);
  });

  it("jee-c5-che-038: pH of the salt of a weak acid", () => {
    const h = 10 ** -3;
    const ka = (h * h) / (0.1 - h);
    const kh = 1e-14 / ka;
    const oh = Math.sqrt(kh * 0.001);
    const pH = 14 + Math.log10(oh);
    expect(Math.abs(pH - 8)).toBeLessThan(0.01);
    expect(firstSigned(keyedOption("jee-c5-che-038"))).toBe(Math.round(pH));
  });

  it("jee-c5-che-039: Kp of N2O4 ⇌ 2NO2 at 50% dissociation and 3 atm", () => {
    const alpha = 0.5;
    const total = 1 + alpha;
    const pNO2 = ((2 * alpha) / total) * 3;
    const pN2O4 = ((1 - alpha) / total) * 3;
    expectNumericAnswer(jee, "jee-c5-che-039", Math.round(((pNO2 * pNO2) / pN2O4) * 1e9) / 1e9);
  });

  it("jee-c5-che-041: first-order half-life from 0.80 to 0.10 in 45 min", () => {
    const halfLives = Math.log2(0.8 / 0.1);
    expectNumericAnswer(jee, "jee-c5-che-041", 45 / halfLives);
  });

  it("jee-c5-che-045: spin-only moment of Mn in MnO2", () => {
    const d = 7 - 4; // Mn: 3d5 4s2, Mn(IV)
    const unpaired = Math.min(d, 10 - d);
    expectKeyedNumber(jee, "jee-c5-che-045", Math.sqrt(unpaired * (unpaired + 2)), 0.002);
  });
});

/** the signed number in an option such as "$+6$" or "9" */
function firstSigned(option: string): number {
  const match = option.match(/[-+]?\d+(?:\.\d+)?/);
  if (!match) throw new Error(`no number in ${option}`);
  return Number(match[0]);
}
