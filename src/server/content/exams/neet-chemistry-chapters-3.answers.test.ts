import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption as keyedOptionOf } from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/**
 * Re-computation of the computed answers in the third set of NEET Chemistry chapter questions
 * (content/bank/neet/chemistry-chapters-3.yaml), each from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(neet, key);

/** "$\mathrm{A} < \mathrm{B} < ...$" read as the list of formulas in order */
const orderIn = (option: string) =>
  option
    .replace(/^\$|\$$/g, "")
    .split("<")
    .map((part) => part.trim().replace(/^\\mathrm\{(.*)\}$/, "$1"));

/** The 24 rotations of an octahedron, as permutations of its six vertices ±x, ±y, ±z. */
function octahedralRotations(): number[][] {
  const vertices = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
  ];
  const indexOf = (v: number[]) => vertices.findIndex((w) => w.every((c, i) => c === v[i]));
  const asPermutation = (turn: (v: number[]) => number[]) => vertices.map((v) => indexOf(turn(v)));
  const generators = [
    asPermutation(([x, y, z]) => [x!, -z!, y!]), // 90° about x
    asPermutation(([x, y, z]) => [z!, y!, -x!]), // 90° about y
  ];
  const group = new Map<string, number[]>([["0,1,2,3,4,5", [0, 1, 2, 3, 4, 5]]]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const p of [...group.values()])
      for (const g of generators) {
        const composed = p.map((i) => g[i]!);
        if (!group.has(composed.join(","))) {
          group.set(composed.join(","), composed);
          grown = true;
        }
      }
  }
  return [...group.values()];
}

/** Bond order of a homo- or heteronuclear diatomic of the second period from its electron count. */
function bondOrder(electrons: number): number {
  // σ1s, σ*1s, σ2s, σ*2s, π2p (two), σ2p, π*2p (two), σ*2p: capacity and bonding (+1) or antibonding (-1)
  const orbitals: [number, number][] = [
    [2, 1],
    [2, -1],
    [2, 1],
    [2, -1],
    [4, 1],
    [2, 1],
    [4, -1],
    [2, -1],
  ];
  let left = electrons;
  let net = 0;
  for (const [capacity, sign] of orbitals) {
    const filled = Math.min(capacity, left);
    net += sign * filled;
    left -= filled;
  }
  return net / 2;
}

describe("NEET chapter questions, third set: Chemistry", () => {
  it("neet-chem-ch3-001: nitrogen in increasing oxidation number", () => {
    // x from the sum of oxidation numbers (H +1, O -2) over the number of N atoms
    const compounds: Record<string, { n: number; h: number; o: number }> = {
      N_2O: { n: 2, h: 0, o: 1 },
      NO_2: { n: 1, h: 0, o: 2 },
      N_2H_4: { n: 2, h: 4, o: 0 },
      HNO_2: { n: 1, h: 1, o: 2 },
    };
    const oxidationNumber = ({ n, h, o }: { n: number; h: number; o: number }) => (2 * o - h) / n;
    const increasing = Object.keys(compounds).sort(
      (a, b) => oxidationNumber(compounds[a]!) - oxidationNumber(compounds[b]!),
    );
    expect(increasing.map((k) => oxidationNumber(compounds[k]!))).toEqual([-2, 1, 3, 4]);
    expect(orderIn(keyedOption("neet-chem-ch3-001"))).toEqual(increasing);
  });

  it("neet-chem-ch3-002: share of HNO3 reduced when copper dissolves in dilute acid", () => {
    // a Cu + b HNO3 -> a Cu(NO3)2 + d NO + e H2O; electrons: 2a = 3d; N: b = 2a + d; H: b = 2e; O: 3b = 6a + d + e
    let found: number[] | undefined;
    for (let a = 1; a <= 10 && !found; a++)
      for (let d = 1; d <= 10 && !found; d++) {
        if (2 * a !== 3 * d) continue;
        const b = 2 * a + d;
        const e = b / 2;
        if (Number.isInteger(e) && 3 * b === 6 * a + d + e) found = [a, b, d, e];
      }
    expect(found).toEqual([3, 8, 2, 4]);
    const [, b, d] = found!;
    expect(d! / b!).toBe(1 / 4);
    expect(keyedOption("neet-chem-ch3-002")).toBe("$\\frac{1}{4}$");
  });

  it("neet-chem-ch3-004: largest of four ionic radii (pm, NCERT's table)", () => {
    const radius: Record<string, number> = { "Na^+": 102, "Mg^{2+}": 72, "K^+": 138, "Ca^{2+}": 100 };
    const largest = Object.entries(radius).sort((a, b) => b[1] - a[1])[0]![0];
    expect(keyedOption("neet-chem-ch3-004")).toBe(`$\\mathrm{${largest}}$`);
  });

  it("neet-chem-ch3-008: geometrical isomers of MA3B3 (orbits under the octahedral rotations)", () => {
    const rotations = octahedralRotations();
    expect(rotations).toHaveLength(24);
    const classes = new Set<string>();
    for (let i = 0; i < 6; i++)
      for (let j = i + 1; j < 6; j++)
        for (let k = j + 1; k < 6; k++)
          classes.add(
            rotations
              .map((p) => [p[i]!, p[j]!, p[k]!].sort().join(""))
              .sort()
              .at(0)!,
          );
    expectKeyedNumber(neet, "neet-chem-ch3-008", classes.size);
  });

  it("neet-chem-ch3-010: Dumas nitrogen from moist gas at 300 K and 725 mm Hg", () => {
    const dryPressure = 725 - 25;
    const volumeAtStp = (40 * (dryPressure / 760) * 273) / 300;
    const nitrogen = (28 * volumeAtStp) / 22400;
    expectKeyedNumber(neet, "neet-chem-ch3-010", (nitrogen / 0.25) * 100, 0.005);
  });

  it("neet-chem-ch3-021: moles of O atoms in 0.5 mol Na2CO3·10H2O", () => {
    expectKeyedNumber(neet, "neet-chem-ch3-021", 0.5 * (3 + 10));
  });

  it("neet-chem-ch3-022: hydrogen transition with the largest energy gap", () => {
    const transitions: [number, number][] = [
      [2, 1],
      [6, 2],
      [5, 3],
      [4, 2],
    ];
    const gap = ([upper, lower]: [number, number]) => 1 / lower ** 2 - 1 / upper ** 2;
    const largest = [...transitions].sort((a, b) => gap(b) - gap(a))[0]!;
    expect(keyedOption("neet-chem-ch3-022")).toBe(`$n = ${largest[0]} \\rightarrow n = ${largest[1]}$`);
  });

  it("neet-chem-ch3-023: the pair with equal bond orders", () => {
    const pairs: Record<string, [number, number]> = {
      "$\\mathrm{O_2}$ and $\\mathrm{N_2}$": [16, 14],
      "$\\mathrm{CN^-}$ and $\\mathrm{NO^+}$": [6 + 7 + 1, 7 + 8 - 1],
      "$\\mathrm{O_2^-}$ and $\\mathrm{O_2^+}$": [17, 15],
      "NO and CO": [15, 14],
    };
    const equal = Object.entries(pairs).filter(([, [a, b]]) => bondOrder(a) === bondOrder(b));
    expect(equal.map(([name]) => name)).toEqual([keyedOption("neet-chem-ch3-023")]);
    expect(bondOrder(14)).toBe(3);
  });

  it("neet-chem-ch3-024: the only reaction with fewer moles of gas", () => {
    const gasChange: Record<string, number> = { caco3: 1, n2o4: 1, so2: 2 - 3, water: 1 };
    expect(Object.entries(gasChange).filter(([, dn]) => dn < 0)).toEqual([["so2", -1]]);
    expect(keyedOption("neet-chem-ch3-024")).toContain("2\\mathrm{SO_2(g)}");
  });

  it("neet-chem-ch3-026: molar conductivity from the electrode geometry", () => {
    const cellConstant = 1.5 / 2.0;
    const kappa = cellConstant / 250;
    expectKeyedNumber(neet, "neet-chem-ch3-026", (1000 * kappa) / 0.05, 1e-9);
  });

  it("neet-chem-ch3-027: rate = k[A][B]^2 with both doubled", () => {
    const rate = (a: number, b: number) => a * b ** 2;
    expectKeyedNumber(neet, "neet-chem-ch3-027", rate(2, 2) / rate(1, 1));
  });
});
