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
 * Re-computation of the computed answers in the third set of JEE Chemistry chapter questions
 * (content/bank/jee/chemistry-chapters-3.yaml), each from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(jee, key);

describe("JEE chapter questions, third set: Chemistry", () => {
  it("jee-chem-ch3-001: coefficient of H+ in dichromate + H2S (smallest whole numbers)", () => {
    // a Cr2O7^2- + b H2S + c H+ -> d Cr3+ + e S + f H2O
    const solutions: number[][] = [];
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 12; b++)
        for (let c = 1; c <= 30; c++) {
          const d = 2 * a; // Cr
          const e = b; // S
          const f = 7 * a; // O
          const hydrogen = 2 * b + c === 2 * f;
          const charge = -2 * a + c === 3 * d;
          if (hydrogen && charge) solutions.push([a, b, c, d, e, f]);
        }
    const smallest = solutions[0]!;
    expect(smallest.slice(0, 2)).toEqual([1, 3]);
    expectNumericAnswer(jee, "jee-chem-ch3-001", smallest[2]!);
  });

  it("jee-chem-ch3-002: molar conductivity from a calibrated cell", () => {
    const cellConstant = 1.41e-3 * 150;
    const kappa = cellConstant / 300;
    expectKeyedNumber(jee, "jee-chem-ch3-002", (1000 * kappa) / 0.02, 1e-9);
  });

  it("jee-chem-ch3-003: order from the change of half-life with concentration", () => {
    // t½ ∝ c^(1 - n)
    const n = 1 - Math.log(20 / 40) / Math.log(0.2 / 0.1);
    expectNumericAnswer(jee, "jee-chem-ch3-003", n);
  });

  it("jee-chem-ch3-004: the square pyramidal xenon compound (VSEPR)", () => {
    const shape = (bonded: number, lonePairs: number) =>
      (
        ({
          "2,3": "linear",
          "3,1": "trigonal pyramidal",
          "4,2": "square planar",
          "5,1": "square pyramidal",
        }) as Record<string, string>
      )[`${bonded},${lonePairs}`];
    // Xe has 8 valence electrons; each F uses 1, each terminal O 2
    const compounds: Record<string, [number, number]> = {
      "$\\mathrm{XeF_4}$": [4, (8 - 4) / 2],
      "$\\mathrm{XeO_3}$": [3, (8 - 6) / 2],
      "$\\mathrm{XeF_2}$": [2, (8 - 2) / 2],
      "$\\mathrm{XeOF_4}$": [5, (8 - 2 - 4) / 2],
    };
    const squarePyramidal = Object.entries(compounds).filter(
      ([, [b, l]]) => shape(b, l) === "square pyramidal",
    );
    expect(squarePyramidal.map(([name]) => name)).toEqual([keyedOption("jee-chem-ch3-004")]);
  });

  it("jee-chem-ch3-005: water bonded to Cr when CrCl3·6H2O gives 2 AgCl", () => {
    const ionisableChloride = 2;
    const chlorideLigands = 3 - ionisableChloride;
    expectNumericAnswer(jee, "jee-chem-ch3-005", 6 - chlorideLigands);
  });

  it("jee-chem-ch3-007: alkenes hydrogenated to 2-methylbutane (edges up to symmetry)", () => {
    // carbons: 0 = C1, 1 = C2, 2 = C3, 3 = C4, 4 = the methyl on C2
    const edges = [
      [0, 1],
      [1, 2],
      [2, 3],
      [1, 4],
    ] as const;
    const key = (u: number, v: number) => (u < v ? `${u}-${v}` : `${v}-${u}`);
    const edgeSet = new Set(edges.map(([u, v]) => key(u, v)));
    const degree = (atom: number) => edges.filter(([u, v]) => u === atom || v === atom).length;
    const automorphisms = permutations([...Array(5).keys()]).filter((p) =>
      edges.every(([u, v]) => edgeSet.has(key(p[u]!, p[v]!))),
    );
    const classes = new Set<string>();
    for (const [u, v] of edges) {
      if (degree(u) === 4 || degree(v) === 4) continue; // a C=C needs a hydrogen on each carbon
      classes.add(
        automorphisms
          .map((p) => key(p[u]!, p[v]!))
          .sort()
          .at(0)!,
      );
    }
    expectNumericAnswer(jee, "jee-chem-ch3-007", classes.size);
  });
});
