import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  keyedOption as keyedOptionOf,
  multipleQuestion,
  singleQuestion,
} from "~/server/test-support/content/check-answers";

const jee = loadExamBank("jee");

/**
 * Re-computation of the computed answers in the second set of JEE Advanced-style Chemistry questions
 * (content/bank/jee/chemistry-advanced-2.yaml), each from the givens in the question text: values,
 * multiple-correct keys and List-I/List-II codes. The factual items (named reactions, p-block and
 * d-block reactions) carry their NCERT source in the data instead.
 */

const keyedOption = (key: string) => keyedOptionOf(jee, key);

/** The keyed set of a multiple-correct question equals the statements the test found true. */
function expectKeyedSet(key: string, truths: boolean[]): void {
  const expected = truths.flatMap((t, i) => (t ? [i] : []));
  expect(multipleQuestion(jee, key).correctAnswers, key).toEqual(expected);
}

type ListI = "P" | "Q" | "R" | "S";

/** A JEE Advanced code "P-1, Q-2, R-4, S-3" from each List-I item's value and the List-II values. */
function advCode<T>(values: Record<ListI, T>, listII: T[], same: (a: T, b: T) => boolean): string {
  return (["P", "Q", "R", "S"] as const)
    .map((k) => {
      const i = listII.findIndex((v) => same(v, values[k]));
      expect(i, `${k} = ${String(values[k])} is in List-II`).toBeGreaterThanOrEqual(0);
      return `${k}-${i + 1}`;
    })
    .join(", ");
}
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));

// ---------------------------------------------------------------------------------------------
// Unpaired d electrons of a metal ion from its d count, its geometry and the ligand field.

type Geometry = "octahedral" | "tetrahedral" | "square planar";

function unpairedElectrons(d: number, geometry: Geometry, strongField: boolean): number {
  if (geometry === "square planar") {
    // d8 square planar: the one high d orbital stays empty, all eight electrons pair below it
    expect(d).toBe(8);
    return 0;
  }
  if (geometry === "tetrahedral" || !strongField) {
    // high spin: one electron in each of the five d orbitals before any pairs
    return d <= 5 ? d : 10 - d;
  }
  // octahedral low spin: t2g (3 orbitals) fills completely before eg (2 orbitals)
  const t2g = Math.min(d, 6);
  const eg = d - t2g;
  const unpairedIn = (electrons: number, orbitals: number) =>
    electrons <= orbitals ? electrons : 2 * orbitals - electrons;
  return unpairedIn(t2g, 3) + unpairedIn(eg, 2);
}

const spinOnly = (n: number) => Math.sqrt(n * (n + 2));

// ---------------------------------------------------------------------------------------------
// Octahedral stereoisomers by enumeration. Positions: 0 +x, 1 -x, 2 +y, 3 -y, 4 +z, 5 -z.

function compose(a: number[], b: number[]): number[] {
  // first b, then a
  return b.map((bi) => a[bi]!);
}

function rotationGroup(): number[][] {
  const rz = [2, 3, 1, 0, 4, 5]; // +x -> +y -> -x -> -y -> +x
  const rx = [0, 1, 4, 5, 3, 2]; // +y -> +z -> -y -> -z -> +y
  const seen = new Map<string, number[]>([["0,1,2,3,4,5", [0, 1, 2, 3, 4, 5]]]);
  let frontier = [[0, 1, 2, 3, 4, 5]];
  while (frontier.length > 0) {
    const next: number[][] = [];
    for (const g of frontier)
      for (const gen of [rz, rx]) {
        const h = compose(gen, g);
        const id = h.join(",");
        if (!seen.has(id)) {
          seen.set(id, h);
          next.push(h);
        }
      }
    frontier = next;
  }
  return [...seen.values()];
}

const ROTATIONS = rotationGroup();
const MIRROR = [1, 0, 2, 3, 4, 5]; // x -> -x

/**
 * An arrangement: the label at each position; a chelate end is written "en>" + the position of its
 * other end, so moving the arrangement moves the pairing with it.
 */
function moved(labels: string[], p: number[]): string[] {
  const out = new Array<string>(6);
  labels.forEach((label, i) => {
    out[p[i]!] = label.startsWith("en>") ? `en>${p[Number(label.slice(3))]!}` : label;
  });
  return out;
}

const serial = (labels: string[]) => labels.join("|");
const canonical = (labels: string[]) =>
  ROTATIONS.map((r) => serial(moved(labels, r)))
    .sort()
    .at(0)!;

function distinctPermutations(items: string[]): string[][] {
  if (items.length === 0) return [[]];
  const out: string[][] = [];
  for (const first of new Set(items)) {
    const rest = [...items];
    rest.splice(rest.indexOf(first), 1);
    for (const tail of distinctPermutations(rest)) out.push([first, ...tail]);
  }
  return out;
}

/** Stereoisomers (orbits under rotation) and geometrical isomers (orbits under rotation and reflection). */
function octahedralIsomers(chelates: number, monodentate: string[]) {
  const cisPairs: [number, number][] = [];
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) if ((a ^ 1) !== b) cisPairs.push([a, b]);
  const arrangements: string[][] = [];
  const place = (start: number, used: Set<number>, pairs: [number, number][]) => {
    if (pairs.length === chelates) {
      const free = [0, 1, 2, 3, 4, 5].filter((i) => !used.has(i));
      for (const perm of distinctPermutations(monodentate)) {
        const labels = new Array<string>(6);
        for (const [a, b] of pairs) {
          labels[a] = `en>${b}`;
          labels[b] = `en>${a}`;
        }
        free.forEach((pos, i) => {
          labels[pos] = perm[i]!;
        });
        arrangements.push(labels);
      }
      return;
    }
    for (let i = start; i < cisPairs.length; i++) {
      const [a, b] = cisPairs[i]!;
      if (used.has(a) || used.has(b)) continue;
      place(i + 1, new Set([...used, a, b]), [...pairs, [a, b]]);
    }
  };
  place(0, new Set(), []);
  const stereo = new Set(arrangements.map(canonical));
  const geometric = new Set(
    arrangements.map((labels) => [canonical(labels), canonical(moved(labels, MIRROR))].sort().join("/")),
  );
  const chiral = [...stereo].filter((key) => {
    const labels = key.split("|");
    return canonical(moved(labels, MIRROR)) !== key;
  });
  return { stereo: stereo.size, geometric: geometric.size, chiral: chiral.length };
}

// ---------------------------------------------------------------------------------------------
// Acyclic molecules as trees of heavy atoms (hydrogens implicit on carbon): stereocentres and
// stereoisomer counts.

interface Molecule {
  atoms: string[];
  bonds: [number, number][];
}

function neighbours(m: Molecule, a: number): number[] {
  return m.bonds.flatMap(([u, v]) => (u === a ? [v] : v === a ? [u] : []));
}

/** Canonical string of the branch rooted at `a`, entered from `parent`. */
function branch(m: Molecule, a: number, parent: number): string {
  const children = neighbours(m, a)
    .filter((n) => n !== parent)
    .map((n) => branch(m, n, a));
  const valence = m.atoms[a] === "C" ? 4 : m.atoms[a] === "O" ? 2 : 1;
  const hydrogens = valence - neighbours(m, a).length;
  for (let i = 0; i < hydrogens; i++) children.push("H");
  return `${m.atoms[a]}(${children.sort().join(",")})`;
}

function wholeCanonical(m: Molecule): string {
  return m.atoms
    .map((_, a) => branch(m, a, -1))
    .sort()
    .at(0)!;
}

/** Carbons with four pairwise different branches, each with the canonical string rooted at it. */
function stereocentres(m: Molecule): string[] {
  const centres: string[] = [];
  m.atoms.forEach((element, a) => {
    if (element !== "C") return;
    const branches = neighbours(m, a).map((n) => branch(m, n, a));
    while (branches.length < 4) branches.push("H");
    if (new Set(branches).size === 4) centres.push(branch(m, a, -1));
  });
  return centres;
}

/**
 * Stereoisomers of a molecule whose only stereogenic units are its stereocentres, none of them
 * pseudo-asymmetric: configurations R/S on each centre, taken once per orbit of the molecule's
 * symmetry (equivalent centres swapped, descriptors kept).
 */
function stereoisomerCount(m: Molecule): number {
  const centres = stereocentres(m);
  const k = centres.length;
  const configurations = Array.from({ length: 2 ** k }, (_, n) =>
    Array.from({ length: k }, (_, i) => (n >> i) & 1),
  );
  const distinctCentres = new Set(centres).size;
  if (distinctCentres === k) return configurations.length;
  // two equivalent centres (a molecule symmetric end to end): swap them
  expect(k).toBe(2);
  expect(distinctCentres).toBe(1);
  return new Set(configurations.map((c) => [...c].sort().join(""))).size;
}

/** A chain of carbons C1..Cn (atoms 0..n-1) with extra atoms on given carbons (1-based). */
function chain(n: number, extras: [number, string][] = []): Molecule {
  const atoms = Array.from({ length: n }, () => "C");
  const bonds: [number, number][] = [];
  for (let i = 1; i < n; i++) bonds.push([i - 1, i]);
  for (const [on, element] of extras) {
    atoms.push(element);
    bonds.push([on - 1, atoms.length - 1]);
  }
  return { atoms, bonds };
}

describe("JEE Advanced-style Chemistry, second set", () => {
  it("jee-am-che-001: irreversible adiabatic expansion against 1 atm", () => {
    // (3/2) R (T2 - T1) = -pext (R T2 / p2 - R T1 / p1)
    const [t1, p1, p2, pext] = [300, 10, 1, 1];
    const t2 = (1.5 * t1 + (pext * t1) / p1) / (1.5 + pext / p2);
    expectKeyedNumber(jee, "jee-am-che-001", t2);
  });

  it("jee-am-che-002: least [H+] that keeps ZnS in solution", () => {
    const sulphideLimit = 1.0e-21 / 0.01;
    const h = Math.sqrt((1.0e-21 * 0.1) / sulphideLimit);
    expectKeyedNumber(jee, "jee-am-che-002", h, 0.02);
  });

  it("jee-am-che-003: E°(Fe3+/Fe) through Gibbs energies", () => {
    const e = (1 * 0.77 + 2 * -0.44) / 3;
    expectKeyedNumber(jee, "jee-am-che-003", e, 1e-3);
  });

  it("jee-am-che-004: temperature matching the catalysed rate", () => {
    // equal exp(-Ea/RT) with equal A: Ea1 / T = Ea2 / 300
    expectKeyedNumber(jee, "jee-am-che-004", (100 * 300) / (100 - 25));
  });

  it("jee-am-che-005: the pair with equal spin-only moments", () => {
    const pairs: [number, number][] = [
      [unpairedElectrons(3, "octahedral", false), unpairedElectrons(5, "octahedral", true)],
      [unpairedElectrons(6, "octahedral", false), unpairedElectrons(6, "octahedral", true)],
      [unpairedElectrons(5, "tetrahedral", false), unpairedElectrons(5, "octahedral", false)],
      [unpairedElectrons(8, "square planar", true), unpairedElectrons(8, "tetrahedral", false)],
    ];
    const equalPairs = pairs.flatMap(([a, b], i) => (a === b ? [i] : []));
    expect(equalPairs).toHaveLength(1);
    expect(singleQuestion(jee, "jee-am-che-005").correct).toBe(equalPairs[0]);
    expect(spinOnly(5)).toBeCloseTo(5.92, 2);
  });

  it("jee-am-che-006: oxidation state of P in NaH2PO2 and the basicity of H3PO2", () => {
    // Na +1, H +1 (bonded to P), O -2
    const phosphorus = 0 - (1 + 2 * 1 + 2 * -2);
    // H3PO2: of its three hydrogens, two are on P and one on O; only O–H is ionisable
    const basicity = 3 - 2;
    expect(phosphorus).toBe(1);
    expect(basicity).toBe(1);
    expect(keyedOption("jee-am-che-006")).toBe("+1; the acid is monobasic");
  });

  it("jee-am-che-008: KMnO4 from MnO2 through manganate disproportionation", () => {
    // MnO2 -> K2MnO4 one to one; in acid a fraction f of Mn(+6) rises to +7 (1 electron lost each)
    // and the rest falls to +4 (2 electrons gained each): f × 1 = (1 - f) × 2
    const f = 2 / (1 + 2);
    const molesMnO2 = 87 / 87;
    expectKeyedNumber(jee, "jee-am-che-008", molesMnO2 * f * 158, 1e-3);
  });

  it("jee-am-che-009: free expansion of an ideal gas", () => {
    const R = 8.314;
    const q = 0; // insulated
    const w = 0; // no opposing pressure
    const dU = q + w;
    const dT = dU; // ideal gas: U depends on T alone, so no temperature change
    const dH = dU + R * dT;
    const dSgas = R * Math.log(2); // along a reversible isothermal path between the same states
    const dSsurroundings = -q / 300;
    expectKeyedSet("jee-am-che-009", [
      q === 0 && w === 0,
      Math.abs(dSgas - R * Math.log(2)) < 1e-12,
      Math.abs(dSsurroundings + R * Math.log(2)) < 1e-9,
      dH === 0,
    ]);
  });

  it("jee-am-che-010: Daniell cell with 0.01 M Zn2+", () => {
    const e = 1.1 - (0.059 / 2) * Math.log10(0.01 / 1);
    const dG = (-2 * 96500 * e) / 1000;
    const logQatZero = (2 * 1.1) / 0.059;
    expectKeyedSet("jee-am-che-010", [
      Math.abs(e - 1.159) < 1e-9,
      false, // the potential is intensive: electrode size does not enter the Nernst equation
      Math.abs(dG - -223.7) < 0.05,
      Math.abs(logQatZero - 37.3) < 0.05,
    ]);
  });

  it("jee-am-che-011: [Co(en)2Cl2]Cl", () => {
    const isomers = octahedralIsomers(2, ["Cl", "Cl"]);
    // cis and trans; the cis form splits into a pair of enantiomers
    expect(isomers).toEqual({ stereo: 3, geometric: 2, chiral: 2 });
    const ionisableChloride = 1; // outside the square brackets
    expectKeyedSet("jee-am-che-011", [
      unpairedElectrons(6, "octahedral", true) > 0,
      isomers.geometric > 1,
      isomers.chiral > 0,
      ionisableChloride === 1,
    ]);
  });

  it("jee-am-che-014: aldehydes without α-hydrogen give the Cannizzaro reaction", () => {
    const alphaHydrogens = [0, 3, 1, 0]; // HCHO, CH3CHO, (CH3)2CHCHO, (CH3)3CCHO
    expectKeyedSet(
      "jee-am-che-014",
      alphaHydrogens.map((n) => n === 0),
    );
  });

  it("jee-am-che-015: stereoisomers of [Co(en)(NH3)2Cl2]+ (enumeration)", () => {
    const isomers = octahedralIsomers(1, ["N", "N", "Cl", "Cl"]);
    expect(isomers.geometric).toBe(3);
    expectNumericAnswer(jee, "jee-am-che-015", isomers.stereo);
  });

  it("jee-am-che-016: central atoms with exactly one lone pair", () => {
    // [valence electrons of the central atom, electrons it uses in bonding]
    const species: Record<string, [number, number]> = {
      SF4: [6, 4],
      ClF3: [7, 3],
      XeF4: [8, 4],
      XeOF4: [8, 2 + 4],
      IF5: [7, 5],
      BrF3: [7, 3],
      XeO3: [8, 6],
      PCl5: [5, 5],
      SO2: [6, 4],
      XeF2: [8, 2],
    };
    const onePair = Object.values(species).filter(([v, used]) => (v - used) / 2 === 1).length;
    expectNumericAnswer(jee, "jee-am-che-016", onePair);
  });

  it("jee-am-che-017: total pressure for A -> 2B + C after 45 min", () => {
    const p0 = 300;
    const x15 = (600 - p0) / 2; // total = p0 + 2x
    const k = Math.log(p0 / (p0 - x15)) / 15;
    const a45 = p0 * Math.exp(-k * 45);
    expectNumericAnswer(jee, "jee-am-che-017", p0 + 2 * (p0 - a45));
  });

  it("jee-am-che-018: monochloro products of 3-methylpentane with stereoisomers", () => {
    const parent = chain(5, [[3, "C"]]);
    const products = new Map<string, Molecule>();
    parent.atoms.forEach((_, c) => {
      const product: Molecule = {
        atoms: [...parent.atoms, "Cl"],
        bonds: [...parent.bonds, [c, parent.atoms.length]],
      };
      products.set(wholeCanonical(product), product);
    });
    expect(products.size).toBe(4);
    const total = [...products.values()].reduce((sum, m) => sum + stereoisomerCount(m), 0);
    expectNumericAnswer(jee, "jee-am-che-018", total);
  });

  it("jee-am-che-019: pKsp of AgI from two electrode potentials", () => {
    const e = -0.144 - 0.8; // AgI + e- -> Ag + I-, then Ag -> Ag+ + e-
    expectNumericAnswer(jee, "jee-am-che-019", -((1 * e) / 0.059));
  });

  it("jee-am-che-020: coloured aqua ions (partly filled d subshell)", () => {
    const dElectrons: Record<string, number> = {
      "Sc3+": 21 - 18 - 3,
      "Ti3+": 22 - 18 - 3,
      "Ti4+": 22 - 18 - 4,
      "V3+": 23 - 18 - 3,
      "Mn2+": 25 - 18 - 2,
      "Fe3+": 26 - 18 - 3,
      "Co2+": 27 - 18 - 2,
      "Ni2+": 28 - 18 - 2,
      "Cu+": 29 - 18 - 1,
      "Zn2+": 30 - 18 - 2,
    };
    const coloured = Object.values(dElectrons).filter((d) => d >= 1 && d <= 9).length;
    expectNumericAnswer(jee, "jee-am-che-020", coloured);
  });

  it("jee-am-che-021: activation energy from two first-order runs", () => {
    const ln2 = 693 / 1000; // the value the question gives
    const k1 = ln2 / 20; // 50% in 20 min
    const k2 = (2 * ln2) / 10; // 75% (two half-lives) in 10 min
    const ea = (8.314 * Math.log(k2 / k1)) / (1 / 300 - 1 / 320);
    // with ln 4 taken as 2 × 0.693
    const eaGiven = (8.314 * 2 * ln2) / (1 / 300 - 1 / 320);
    expectNumericAnswer(jee, "jee-am-che-021", eaGiven / 1000);
    expectNumericAnswer(jee, "jee-am-che-021", ea / 1000);
  });

  it("jee-am-che-022: pH after electrolysing brine", () => {
    const electrons = (1.93 * 500) / 96500;
    const hydroxide = electrons / 0.5;
    const pH = 14 + Math.log10(hydroxide);
    expectNumericAnswer(jee, "jee-am-che-022", pH);
    expectNumericAnswer(jee, "jee-am-che-022", 14 - (2 - 0.301));
  });

  it("jee-am-che-023: entropy change, isobaric heating then isothermal doubling", () => {
    const R = 8.314;
    const ln2 = 693 / 1000; // the value the question gives
    const dS = 2.5 * R * ln2 + R * ln2;
    expectNumericAnswer(jee, "jee-am-che-023", dS);
    expectNumericAnswer(jee, "jee-am-che-023", 3.5 * R * Math.LN2);
  });

  it("jee-am-che-024: Kp of N2O4 from the vapour density", () => {
    const alpha = 92 / (2 * 34.5) - 1;
    const total = 1 + alpha;
    const kp = ((2 * alpha) / total) ** 2 / ((1 - alpha) / total);
    expectNumericAnswer(jee, "jee-am-che-024", kp * 1);
  });

  it("jee-am-che-025: total vapour pressure from the vapour composition", () => {
    const [pA, pB, yA] = [400, 100, 0.6];
    // yA = pA xA / (pA xA + pB (1 - xA))
    const xA = (yA * pB) / (pA - yA * (pA - pB));
    const p = pB + (pA - pB) * xA;
    expect(1 / p).toBeCloseTo(yA / pA + (1 - yA) / pB, 12);
    expectNumericAnswer(jee, "jee-am-che-025", p);
  });

  it("jee-am-che-026: spin-only moments of two iron(III) complexes", () => {
    const cyanide = spinOnly(unpairedElectrons(5, "octahedral", true));
    const aqua = spinOnly(unpairedElectrons(5, "octahedral", false));
    expectNumericAnswer(jee, "jee-am-che-026", cyanide + aqua);
  });

  it("jee-am-che-029: pH of four solutions", () => {
    const [ka, kb, kw] = [1e-5, 1e-6, 1e-14];
    const values = {
      P: -Math.log10(Math.sqrt(ka * 0.1)),
      Q: 14 + Math.log10(Math.sqrt((kw / ka) * 0.1)),
      R: -Math.log10(Math.sqrt((kw / kb) * 0.01)),
      S: 7 + 0.5 * (-Math.log10(ka) - -Math.log10(kb)),
    };
    expect(keyedOption("jee-am-che-029")).toBe(advCode(values, [3, 5, 6.5, 9, 11], near));
  });

  it("jee-am-che-030: crystal field stabilisation energies (units of Δo)", () => {
    // electrons in t2g and eg: low spin fills t2g first; high spin puts one in each of the five first
    const occupation = (d: number, strong: boolean): [number, number] => {
      if (strong) return [Math.min(d, 6), Math.max(0, d - 6)];
      const order = ["t", "t", "t", "e", "e", "t", "t", "t", "e", "e"];
      const filled = order.slice(0, d);
      return [filled.filter((o) => o === "t").length, filled.filter((o) => o === "e").length];
    };
    const cfse = (d: number, strong: boolean) => {
      const [t2g, eg] = occupation(d, strong);
      return -0.4 * t2g + 0.6 * eg;
    };
    const values = {
      P: cfse(6, true), // [Fe(CN)6]4-: Fe2+
      Q: cfse(3, false), // [Cr(H2O)6]3+: Cr3+
      R: cfse(7, false), // [Co(H2O)6]2+: Co2+
      S: cfse(4, true), // [Mn(CN)6]3-: Mn3+
    };
    expect(keyedOption("jee-am-che-030")).toBe(advCode(values, [0, -0.8, -1.2, -1.6, -2.4], near));
  });

  it("jee-am-che-034: stereoisomer counts", () => {
    const values = {
      P: stereoisomerCount(
        chain(5, [
          [2, "O"],
          [4, "O"],
        ]),
      ), // pentane-2,4-diol
      Q: stereoisomerCount(
        chain(6, [
          [2, "O"],
          [3, "O"],
          [4, "O"],
        ]),
      ), // hexane-2,3,4-triol
      R: stereoisomerCount(
        chain(4, [
          [2, "O"],
          [3, "Cl"],
        ]),
      ), // 3-chlorobutan-2-ol
      S: stereoisomerCount(chain(4, [[2, "Br"]])), // 2-bromobutane
    };
    expect(keyedOption("jee-am-che-034")).toBe(advCode(values, [2, 3, 4, 6, 8], near));
  });
});
