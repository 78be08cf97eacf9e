import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, expectNumericAnswer, rk4 } from "~/server/test-support/content/check-answers";
import {
  choose,
  cross,
  dot,
  expectKeyedText,
  expectKeyedValue,
  integrate,
  matchCode,
  norm,
} from "~/server/test-support/content/jee-answers";

const jee = loadExamBank("jee");

/** ln 2 as the questions give it (to three decimals). */
const LN2_AS_GIVEN = 693 / 1000;

/**
 * Independent re-derivation of the computed answers of the JEE Main full-length papers: each value
 * is worked out here from the givens in the question text, never read from the options.
 */

describe("JEE Main full-length paper 1: Physics", () => {
  it("jee-m1-phy-001: kinetic energy of a rolling disc", () => {
    const [m, v, r] = [2, 3, 0.37];
    const inertia = 0.5 * m * r * r;
    expectKeyedNumber(jee, "jee-m1-phy-001", 0.5 * m * v * v + 0.5 * inertia * (v / r) ** 2);
  });

  it("jee-m1-phy-002: pendulum period after a 21% longer string", () => {
    expectKeyedNumber(jee, "jee-m1-phy-002", Math.round((Math.sqrt(1.21) - 1) * 1000) / 10);
  });

  it("jee-m1-phy-004: radii of proton and deuteron through the same potential difference", () => {
    const radius = (m: number, q: number) => Math.sqrt(2 * m * q * 1) / q;
    expect(radius(1, 1) / radius(2, 1)).toBeCloseTo(1 / Math.SQRT2, 12);
    expectKeyedText(jee, "jee-m1-phy-004", "$1 : \\sqrt{2}$");
  });

  it("jee-m1-phy-005: average power in a series LCR circuit", () => {
    const z = Math.hypot(60, 120 - 40);
    expectKeyedNumber(jee, "jee-m1-phy-005", (220 / z) ** 2 * 60);
  });

  it("jee-m1-phy-007: de Broglie wavelength after 150 V", () => {
    const lambda = 6.63e-34 / Math.sqrt(2 * 9.1e-31 * 1.6e-19 * 150);
    expectKeyedValue(jee, "jee-m1-phy-007", Math.round(lambda * 1e11) / 10, 1e-9);
  });

  it("jee-m1-phy-008: closed pipe from two successive resonances", () => {
    const f0 = (595 - 425) / 2;
    expect((425 / f0) % 2).toBe(1);
    expectKeyedNumber(jee, "jee-m1-phy-008", 340 / (4 * f0));
  });

  it("jee-m1-phy-009: series resistance for a 10 V voltmeter", () => {
    expectKeyedNumber(jee, "jee-m1-phy-009", 10 / 0.002 - 50);
  });

  it("jee-m1-phy-010: height reached with half the escape speed (in units of R)", () => {
    // GM = 1, R = 1: v^2/2 - 1 = -1/r
    const v2 = (1 / 4) * 2;
    const r = 1 / (1 - v2 / 2);
    expectKeyedValue(jee, "jee-m1-phy-010", r - 1);
  });

  it("jee-m1-phy-num-01: heat in a P ∝ V process of a monatomic gas", () => {
    // integrate P dV with P = kV from T to T + 100 for n = 1, R = 8.3: W = (R/2) dT
    const R = 8.3;
    const k = 1;
    const v1 = Math.sqrt((R * 300) / k);
    const v2 = Math.sqrt((R * 400) / k);
    const work = integrate((v) => k * v, v1, v2);
    expectNumericAnswer(jee, "jee-m1-phy-num-01", 1.5 * R * 100 + work);
  });

  it("jee-m1-phy-num-02: ballistic pendulum rise in cm", () => {
    const v = (0.01 * 200) / (0.01 + 0.99);
    expectNumericAnswer(jee, "jee-m1-phy-num-02", ((v * v) / 20) * 100);
  });

  it("jee-m1-phy-num-03: YDSE distance in water", () => {
    const beta = ((540e-9 / (4 / 3)) * 1.2) / 0.45e-3;
    expectNumericAnswer(jee, "jee-m1-phy-num-03", (3 * beta + 1.5 * beta) * 1000);
  });
});

describe("JEE Main full-length paper 1: Chemistry", () => {
  it("jee-m1-che-002: oxidation state and coordination number in [Co(en)2Cl2]+", () => {
    const ox = 1 - (2 * 0 + 2 * -1);
    const cn = 2 * 2 + 2;
    expectKeyedText(jee, "jee-m1-che-002", `+${ox} and ${cn}`);
  });

  it("jee-m1-che-003: spin-only moment of high-spin d5", () => {
    const ox = -2 + 4;
    const d = 7 - ox; // Mn is 3d5 4s2
    const unpaired = d <= 5 ? d : 10 - d;
    expectKeyedNumber(jee, "jee-m1-che-003", Math.round(Math.sqrt(unpaired * (unpaired + 2)) * 100) / 100);
  });

  it("jee-m1-che-004: basicity of phosphorus oxoacids = number of P-OH groups", () => {
    const pOH = { A: 1, B: 2, C: 3, D: 4 }; // H3PO2, H3PO3, H3PO4, H4P2O7
    const listII: Record<number, number> = { 4: 1, 1: 2, 3: 3, 2: 4 };
    const code = Object.fromEntries(Object.entries(pOH).map(([k, n]) => [k, listII[n] as number]));
    expectKeyedText(jee, "jee-m1-che-004", matchCode(code));
  });

  it("jee-m1-che-009: Ka of acetic acid by Kohlrausch's law", () => {
    const limiting = 426 + 91 - 126;
    const alpha = 39.1 / limiting;
    expectKeyedValue(jee, "jee-m1-che-009", (0.01 * alpha ** 2) / (1 - alpha), 5e-3);
  });

  it("jee-m1-che-010: crossover temperature", () => {
    expectKeyedNumber(jee, "jee-m1-che-010", (45 * 1000) / 150);
  });

  it("jee-m1-che-num-01: freezing-point depression of K4[Fe(CN)6]", () => {
    const ions = 4 + 1;
    expectNumericAnswer(jee, "jee-m1-che-num-01", ions * 1.86 * 0.1);
  });

  it("jee-m1-che-num-02: permanganate for Fe(II)", () => {
    const electronsPerMn = 7 - 2;
    const molFe = 0.05 * 0.5;
    expectNumericAnswer(jee, "jee-m1-che-num-02", (molFe / electronsPerMn / 0.1) * 1000);
  });

  it("jee-m1-che-num-03: first-order rate constant from total pressure", () => {
    const x = (350 - 200) / 2;
    expectNumericAnswer(jee, "jee-m1-che-num-03", (Math.log(200 / (200 - x)) / 20) * 1000);
  });
});

describe("JEE Main full-length paper 1: Mathematics", () => {
  it("jee-m1-mat-001: reflexive relations on 3 elements (enumeration)", () => {
    let count = 0;
    for (let mask = 0; mask < 2 ** 9; mask++) {
      if ([0, 4, 8].every((bit) => mask & (1 << bit))) count++;
    }
    expectKeyedNumber(jee, "jee-m1-mat-001", count);
  });

  it("jee-m1-mat-002: constant term of (x^2 + 1/x)^9", () => {
    let term = 0;
    for (let r = 0; r <= 9; r++) if (2 * (9 - r) - r === 0) term = choose(9, r);
    expectKeyedNumber(jee, "jee-m1-mat-002", term);
  });

  it("jee-m1-mat-003: solutions of sin 2x = cos x in [0, 2π] (scan)", () => {
    const f = (x: number) => Math.sin(2 * x) - Math.cos(x);
    let roots = 0;
    const n = 200000;
    let prev = f(0);
    if (Math.abs(prev) < 1e-12) roots++;
    for (let i = 1; i <= n; i++) {
      const x = (2 * Math.PI * i) / n;
      const cur = f(x);
      if (prev * cur < 0) roots++;
      prev = cur;
    }
    // pi/2 is a double-crossing point? sin2x - cos x = cos x (2 sin x - 1): simple roots only
    expectKeyedNumber(jee, "jee-m1-mat-003", roots);
  });

  it("jee-m1-mat-004: parallelogram area from diagonals", () => {
    expectKeyedValue(jee, "jee-m1-mat-004", norm(cross([3, 1, -2], [1, -3, 4])) / 2);
  });

  it("jee-m1-mat-005: shortest distance between skew lines", () => {
    const n = cross([2, 3, 4], [3, 4, 5]);
    expectKeyedValue(jee, "jee-m1-mat-005", Math.abs(dot([3 - 1, 2 - 2, 5 - 3], n)) / norm(n));
  });

  it("jee-m1-mat-006: linear differential equation solved numerically (RK4)", () => {
    const f = (x: number, y: number) => x * x - y / x;
    const y = rk4(f, 1, 1, 2);
    expectKeyedValue(jee, "jee-m1-mat-006", y, 1e-6);
  });

  it("jee-m1-mat-007: least value of x^2 + 16/x (scan)", () => {
    let best = Number.POSITIVE_INFINITY;
    for (let x = 0.01; x < 10; x += 0.0001) best = Math.min(best, x * x + 16 / x);
    expectKeyedNumber(jee, "jee-m1-mat-007", best, 1e-6);
  });

  it("jee-m1-mat-008: standard limits, evaluated near 0", () => {
    const h = 1e-5;
    const values = {
      A: (1 - Math.cos(h)) / h ** 2,
      B: (Math.exp(3 * h) - 1) / h,
      C: Math.log(1 + 2 * h) / h,
      D: Math.tan(h) / h,
    };
    const listII = [1, 2, 0.5, 3];
    const code = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, listII.findIndex((t) => Math.abs(t - v) < 1e-3) + 1]),
    );
    expectKeyedText(jee, "jee-m1-mat-008", matchCode(code));
  });

  it("jee-m1-mat-num-01: sum of k(k+1) to 20", () => {
    let s = 0;
    for (let k = 1; k <= 20; k++) s += k * (k + 1);
    expectNumericAnswer(jee, "jee-m1-mat-num-01", s);
  });

  it("jee-m1-mat-num-02: focal chord through (12, 12) of y^2 = 12x", () => {
    // the chord through the focus (3, 0) and (12, 12) meets the parabola again
    const [fx, fy] = [3, 0];
    const slope = (12 - fy) / (12 - fx);
    // y = slope (x - 3), y^2 = 12x -> solve for y: y^2 = 12 (y / slope + 3)
    const a = 1;
    const b = -12 / slope;
    const c = -36;
    const roots = [(-b + Math.sqrt(b * b - 4 * a * c)) / 2, (-b - Math.sqrt(b * b - 4 * a * c)) / 2];
    const other = roots.find((y) => Math.abs(y - 12) > 1e-6) as number;
    const ox = (other * other) / 12;
    expectNumericAnswer(jee, "jee-m1-mat-num-02", Math.hypot(12 - ox, 12 - other));
  });

  it("jee-m1-mat-num-03: x sin x / (1 + cos^2 x) from 0 to π", () => {
    expectNumericAnswer(
      jee,
      "jee-m1-mat-num-03",
      integrate((x) => (x * Math.sin(x)) / (1 + Math.cos(x) ** 2), 0, Math.PI),
    );
  });
});

describe("JEE Main full-length paper 2: Physics", () => {
  it("jee-m2-phy-001: v = 2√x from rest, position at 3 s (integrated)", () => {
    let x = 1e-12;
    const dt = 1e-5;
    for (let t = 0; t < 3 - 1e-12; t += dt) {
      const k1 = 2 * Math.sqrt(x);
      const k2 = 2 * Math.sqrt(x + (dt * k1) / 2);
      x += dt * k2;
    }
    expectKeyedNumber(jee, "jee-m2-phy-001", Math.round(x));
    expect(x).toBeCloseTo(9, 2);
  });

  it("jee-m2-phy-002: landing distance from a 20 m tower", () => {
    const uy = 20 * Math.sin(Math.PI / 6);
    const t = (uy + Math.sqrt(uy * uy + 2 * 10 * 20)) / 10;
    expectKeyedNumber(jee, "jee-m2-phy-002", Math.round(20 * Math.cos(Math.PI / 6) * t));
  });

  it("jee-m2-phy-003: gamma of 2 mol helium + 1 mol nitrogen", () => {
    const cv = (2 * 1.5 + 1 * 2.5) / 3;
    expectKeyedValue(jee, "jee-m2-phy-003", (cv + 1) / cv, 1e-9);
  });

  it("jee-m2-phy-004: largest force for moving together", () => {
    expectKeyedNumber(jee, "jee-m2-phy-004", (2 + 4) * 0.3 * 10);
  });

  it("jee-m2-phy-005: spring launch speed", () => {
    const energy = 0.5 * 200 * 0.1 ** 2;
    expectKeyedNumber(jee, "jee-m2-phy-005", Math.round(Math.sqrt((2 * energy) / 0.05) * 10) / 10);
  });

  it("jee-m2-phy-006: kinetic energy ratio on the turntable", () => {
    const w2 = (6 * 2) / 2;
    expectKeyedNumber(jee, "jee-m2-phy-006", (0.5 * 2 * w2 ** 2) / (0.5 * 6 * 2 ** 2));
  });

  it("jee-m2-phy-007: pivot force on a released rod (units of mg)", () => {
    const alpha = (1 * 0.5) / (1 / 3); // g = L = m = 1
    expectKeyedValue(jee, "jee-m2-phy-007", 1 - alpha * 0.5);
  });

  it("jee-m2-phy-008: Kepler's third law", () => {
    expectKeyedNumber(jee, "jee-m2-phy-008", Math.round(365 * 0.25 ** 1.5));
  });

  it("jee-m2-phy-009: capillary column in a tilted tube", () => {
    const vertical = 6 * 2;
    expectKeyedNumber(jee, "jee-m2-phy-009", vertical / Math.cos(Math.PI / 3));
  });

  it("jee-m2-phy-010: SHM period (in units of π s)", () => {
    const amplitude = 10 / 2;
    const omega = 8 / Math.sqrt(amplitude ** 2 - 3 ** 2);
    expect((2 * Math.PI) / omega).toBeCloseTo(Math.PI, 9);
    expectKeyedText(jee, "jee-m2-phy-010", "$\\pi$ s");
  });

  it("jee-m2-phy-011: Doppler, source approaching", () => {
    expectKeyedNumber(jee, "jee-m2-phy-011", Math.round((640 * 340) / (340 - 34)));
  });

  it("jee-m2-phy-012: potential energy of three charges", () => {
    expectKeyedNumber(jee, "jee-m2-phy-012", (3 * 9e9 * 1e-12) / 0.3);
  });

  it("jee-m2-phy-013: capacitor with a half-thickness slab", () => {
    expectKeyedNumber(jee, "jee-m2-phy-013", 1 / (1 - 0.5 + 0.5 / 4));
  });

  it("jee-m2-phy-014: internal resistance from two loads", () => {
    // 2 (4 + r) = 1.5 (6 + r)
    expectKeyedNumber(jee, "jee-m2-phy-014", (1.5 * 6 - 2 * 4) / (2 - 1.5));
  });

  it("jee-m2-phy-015: field of a semicircle (units of π × 10^-5 T)", () => {
    const b = (4 * Math.PI * 1e-7 * 10) / (4 * 0.05);
    expect(b / (Math.PI * 1e-5)).toBeCloseTo(2, 9);
    expectKeyedText(jee, "jee-m2-phy-015", "$2\\pi \\times 10^{-5}$ T");
  });

  it("jee-m2-phy-016: emf of a rotating rod", () => {
    expectKeyedNumber(
      jee,
      "jee-m2-phy-016",
      integrate((r) => 0.5 * 20 * r, 0, 1),
    );
  });

  it("jee-m2-phy-019: ionisation of He+ from n = 2", () => {
    const z = Math.sqrt(40.8 / (13.6 * 0.75));
    expectKeyedNumber(jee, "jee-m2-phy-019", (13.6 * z * z) / 4);
  });

  it("jee-m2-phy-num-01: mean life from the activity", () => {
    const halfLives = Math.log2(1600 / 100);
    expectNumericAnswer(jee, "jee-m2-phy-num-01", 40 / halfLives / LN2_AS_GIVEN);
  });

  it("jee-m2-phy-num-02: cube of resistors by solving Kirchhoff's equations", () => {
    // vertices 0..7 as 3-bit numbers, edges between vertices differing in one bit
    const n = 8;
    const g = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let a = 0; a < n; a++)
      for (let bit = 0; bit < 3; bit++) {
        const b = a ^ (1 << bit);
        (g[a] as number[])[b] = 1 / 6;
      }
    // inject 1 A at vertex 0, take it out at vertex 7 (grounded); solve L v = i for vertices 0..6
    const size = 7;
    const m = Array.from({ length: size }, (_, i) => {
      const row = new Array<number>(size + 1).fill(0);
      for (let j = 0; j < n; j++) {
        const c = (g[i] as number[])[j] as number;
        if (!c) continue;
        row[i] = (row[i] as number) + c;
        if (j < size) row[j] = (row[j] as number) - c;
      }
      row[size] = i === 0 ? 1 : 0;
      return row;
    });
    for (let c = 0; c < size; c++) {
      const pivot = m[c] as number[];
      for (let r = 0; r < size; r++) {
        if (r === c) continue;
        const row = m[r] as number[];
        const f = (row[c] as number) / (pivot[c] as number);
        for (let k = c; k <= size; k++) row[k] = (row[k] as number) - f * (pivot[k] as number);
      }
    }
    const v0 = ((m[0] as number[])[size] as number) / ((m[0] as number[])[0] as number);
    expectNumericAnswer(jee, "jee-m2-phy-num-02", Math.round(v0 * 1e9) / 1e9);
  });

  it("jee-m2-phy-num-03: ice in warm water", () => {
    const meltAll = 100 * 80 <= 200 * 50;
    expect(meltAll).toBe(true);
    expectNumericAnswer(jee, "jee-m2-phy-num-03", (200 * 50 - 100 * 80) / (200 + 100));
  });

  it("jee-m2-phy-num-04: flux of a long wire through a loop", () => {
    const flux = integrate((r) => ((4 * Math.PI * 1e-7 * 10) / (2 * Math.PI * r)) * 0.2, 0.1, 0.2);
    expectNumericAnswer(jee, "jee-m2-phy-num-04", flux / 1e-7);
  });

  it("jee-m2-phy-num-05: springs in series", () => {
    const k = 1 / (1 / 200 + 1 / 300);
    expectNumericAnswer(jee, "jee-m2-phy-num-05", 2 * Math.PI * Math.sqrt(1.2 / k));
  });
});

describe("JEE Main full-length paper 2: Chemistry", () => {
  it("jee-m2-che-001: paramagnetic species by filling molecular orbitals", () => {
    // MO order with s-p mixing (<= 14 electrons) and without (> 14), counting valence-shell electrons
    const mixed = [2, 2, 2, 2, 4, 2, 4, 2]; // σ1s σ*1s σ2s σ*2s π2p σ2p π*2p σ*2p
    const unmixed = [2, 2, 2, 2, 2, 4, 4, 2];
    const degenerate = (cap: number) => cap === 4;
    const unpaired = (electrons: number) => {
      const order = electrons <= 14 ? mixed : unmixed;
      let left = electrons;
      for (const cap of order) {
        const put = Math.min(cap, left);
        left -= put;
        if (put < cap && put > 0) {
          return degenerate(cap) ? (put <= 2 ? put : cap - put) : 1;
        }
      }
      return 0;
    };
    const electrons = { O2: 16, "O2-": 17, "O2 2-": 18, "N2+": 13, B2: 10, C2: 12, NO: 15, CO: 14 };
    const count = Object.values(electrons).filter((e) => unpaired(e) > 0).length;
    expectKeyedNumber(jee, "jee-m2-che-001", count);
  });

  it("jee-m2-che-002: pH after partial neutralisation", () => {
    expectKeyedNumber(jee, "jee-m2-che-002", -Math.log10((50 * 0.1 - 50 * 0.08) / 100));
  });

  it("jee-m2-che-003: copper deposited", () => {
    expectKeyedNumber(jee, "jee-m2-che-003", Math.round(((0.5 * 965) / 96500 / 2) * 63.5 * 1000) / 1000);
  });

  it("jee-m2-che-004: zero-order time", () => {
    expectKeyedNumber(jee, "jee-m2-che-004", (0.5 - 0.1) / 0.02);
  });

  it("jee-m2-che-005: parallel first-order reactions", () => {
    const k1 = 1.2e-3;
    const k2 = 0.3e-3;
    const share = Math.round((k1 / (k1 + k2)) * 100);
    const half = Math.round(LN2_AS_GIVEN / (k1 + k2));
    expectKeyedText(jee, "jee-m2-che-005", `${share}% and ${half} s`);
  });

  it("jee-m2-che-006: acid strength follows the tabulated pKa values", () => {
    const pKa: Record<string, number> = { FCH_2COOH: 2.59, ClCH_2COOH: 2.87, HCOOH: 3.75, CH_3COOH: 4.76 };
    const order = Object.keys(pKa).sort((a, b) => (pKa[a] as number) - (pKa[b] as number));
    expectKeyedText(jee, "jee-m2-che-006", `$${order.map((s) => `\\mathrm{${s}}`).join(" > ")}$`);
  });

  it("jee-m2-che-007: orbitals with n + l = 5", () => {
    let count = 0;
    for (let n = 1; n <= 5; n++) for (let l = 0; l < n; l++) if (n + l === 5) count += 2 * l + 1;
    expectKeyedNumber(jee, "jee-m2-che-007", count);
  });

  it("jee-m2-che-008: enthalpy from bond enthalpies", () => {
    expectKeyedNumber(jee, "jee-m2-che-008", 414 + 243 - (330 + 431));
  });

  it("jee-m2-che-009: vapour composition over an ideal solution", () => {
    const xA = (700 - 600) / (700 - 450);
    expectKeyedNumber(jee, "jee-m2-che-009", (xA * 450) / 600);
  });

  it("jee-m2-che-010: oxidation number of S in H2S2O8 (one peroxide link)", () => {
    expectKeyedNumber(jee, "jee-m2-che-010", (0 - 2 * 1 - 2 * -1 - 6 * -2) / 2);
  });

  it("jee-m2-che-011: unpaired electrons of 3d ions", () => {
    const unpaired = (d: number) => (d <= 5 ? d : 10 - d);
    const ions = { A: 21 - 18 - 3, B: 22 - 18 - 3, C: 26 - 18 - 3, D: 28 - 18 - 2 }; // 3d count
    const listII = [5, 2, 0, 1];
    const code = Object.fromEntries(
      Object.entries(ions).map(([k, d]) => [k, listII.indexOf(unpaired(d)) + 1]),
    );
    expectKeyedText(jee, "jee-m2-che-011", matchCode(code));
  });

  it("jee-m2-che-num-01: water from the limiting reagent", () => {
    const h2 = 3 / 2;
    const o2 = 32 / 32;
    const water = Math.min(h2, 2 * o2);
    expectNumericAnswer(jee, "jee-m2-che-num-01", water * 18);
  });

  it("jee-m2-che-num-02: buffer pH", () => {
    expectNumericAnswer(jee, "jee-m2-che-num-02", 4.74 + Math.log10(0.1 / 0.2));
  });

  it("jee-m2-che-num-03: C4H10O isomers (alcohols on the two C4 skeletons, ethers by splits)", () => {
    // alcohols: distinct carbon positions of n-butane (2) and isobutane (2); ethers: C1-O-C3 (n, iso) and C2-O-C2
    const alcohols = 2 + 2;
    const propylGroups = 2;
    const ethers = propylGroups + 1;
    expectNumericAnswer(jee, "jee-m2-che-num-03", alcohols + ethers);
  });

  it("jee-m2-che-num-04: percentage dissociation from the freezing point", () => {
    const i = 0.2046 / (1.86 * 0.1);
    expectNumericAnswer(jee, "jee-m2-che-num-04", Math.round((i - 1) * 100 * 1e6) / 1e6);
  });

  it("jee-m2-che-num-05: concentration cell", () => {
    const c1 = 0.1 / 10 ** (0.118 / 0.059);
    expectNumericAnswer(jee, "jee-m2-che-num-05", Math.round(c1 * 1000 * 1e6) / 1e6);
  });
});

describe("JEE Main full-length paper 2: Mathematics", () => {
  it("jee-m2-mat-001: solutions of z^2 = conj(z) (grid search with refinement)", () => {
    const found: [number, number][] = [];
    const f = (x: number, y: number) => Math.hypot(x * x - y * y - x, 2 * x * y + y);
    for (let x = -1.5; x <= 1.5; x += 0.01)
      for (let y = -1.5; y <= 1.5; y += 0.01) {
        if (f(x, y) < 0.03 && !found.some(([a, b]) => Math.hypot(a - x, b - y) < 0.2)) found.push([x, y]);
      }
    expectKeyedNumber(jee, "jee-m2-mat-001", found.length);
  });

  it("jee-m2-mat-004: INDIA with the I's apart (enumeration)", () => {
    const letters = [..."INDIA"];
    const seen = new Set<string>();
    const permute = (rest: string[], acc: string) => {
      if (!rest.length) {
        if (!acc.includes("II")) seen.add(acc);
        return;
      }
      rest.forEach((c, i) => {
        permute([...rest.slice(0, i), ...rest.slice(i + 1)], acc + c);
      });
    };
    permute(letters, "");
    expectKeyedNumber(jee, "jee-m2-mat-004", seen.size);
  });

  it("jee-m2-mat-005: 7^103 mod 25", () => {
    let r = 1;
    for (let i = 0; i < 103; i++) r = (r * 7) % 25;
    expectKeyedNumber(jee, "jee-m2-mat-005", r);
  });

  it("jee-m2-mat-006: limit at infinity", () => {
    const x = 1e7;
    expectKeyedNumber(jee, "jee-m2-mat-006", Math.round(Math.sqrt(x * x + 4 * x) - x));
  });

  it("jee-m2-mat-007: points of non-differentiability (one-sided slopes)", () => {
    const f = (x: number) => Math.abs(x * x - 3 * x + 2) + Math.abs(x);
    const h = 1e-6;
    let corners = 0;
    for (let k = -3000; k <= 6000; k++) {
      const x = k / 1000;
      const left = (f(x) - f(x - h)) / h;
      const right = (f(x + h) - f(x)) / h;
      if (Math.abs(left - right) > 1e-2) corners++;
    }
    expectKeyedNumber(jee, "jee-m2-mat-007", corners);
  });

  it("jee-m2-mat-009: largest cylinder in a sphere of radius 3 (scan)", () => {
    let best = 0;
    for (let h = 0; h <= 6; h += 1e-5) best = Math.max(best, Math.PI * (9 - (h * h) / 4) * h);
    expectKeyedValue(jee, "jee-m2-mat-009", best, 1e-6);
  });

  it("jee-m2-mat-011: integral of the greatest integer of x^2", () => {
    expectKeyedValue(jee, "jee-m2-mat-011", 5 - Math.SQRT2 - Math.sqrt(3));
    expect(integrate((x) => Math.floor(x * x), 0, 2, 200000)).toBeCloseTo(5 - Math.SQRT2 - Math.sqrt(3), 3);
  });

  it("jee-m2-mat-012: area between y = x^2 and y = 2x", () => {
    expectKeyedValue(
      jee,
      "jee-m2-mat-012",
      integrate((x) => 2 * x - x * x, 0, 2),
    );
  });

  it("jee-m2-mat-014: chord length", () => {
    const [cx, cy] = [1, 2];
    const r = Math.sqrt(1 + 4 + 4);
    const d = Math.abs(cx + cy - 1) / Math.SQRT2;
    expectKeyedValue(jee, "jee-m2-mat-014", 2 * Math.sqrt(r * r - d * d));
  });

  it("jee-m2-mat-015: hyperbola eccentricity", () => {
    const a = 1;
    const b2 = (a * a) / 2;
    expectKeyedValue(jee, "jee-m2-mat-015", Math.sqrt(1 + b2 / (a * a)));
  });

  it("jee-m2-mat-016: coplanarity and projection", () => {
    const triple = dot([1, 1, 1], cross([1, -1, 0], [0, 1, -1]));
    expect(triple).not.toBe(0);
    expect(dot([1, 1, 1], [1, -1, 0])).toBe(0);
    expectKeyedText(jee, "jee-m2-mat-016", "Statement I is false but Statement II is true");
  });

  it("jee-m2-mat-017: angle between planes", () => {
    const n1 = [1, 1, 2];
    const n2 = [2, -1, 1];
    expectKeyedValue(jee, "jee-m2-mat-017", Math.acos(dot(n1, n2) / (norm(n1) * norm(n2))));
  });

  it("jee-m2-mat-018: independent events", () => {
    const [pa, pb] = [0.4, 0.5];
    const values = { A: pa + pb - pa * pb, B: pa * (1 - pb), C: pa, D: (1 - pa) * (1 - pb) };
    const listII = [0.3, 0.7, 0.2, 0.4];
    const code = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, listII.findIndex((t) => Math.abs(t - v) < 1e-9) + 1]),
    );
    expectKeyedText(jee, "jee-m2-mat-018", matchCode(code));
  });

  it("jee-m2-mat-019: sin 10° sin 50° sin 70°", () => {
    const deg = Math.PI / 180;
    expectKeyedValue(
      jee,
      "jee-m2-mat-019",
      Math.sin(10 * deg) * Math.sin(50 * deg) * Math.sin(70 * deg),
      1e-9,
    );
  });

  it("jee-m2-mat-020: sum of two inverse tangents", () => {
    expectKeyedValue(jee, "jee-m2-mat-020", Math.atan(1 / 2) + Math.atan(1 / 3), 1e-9);
  });

  it("jee-m2-mat-num-01: bounded solutions of x + y + z = 10 (enumeration)", () => {
    let count = 0;
    for (let x = 0; x <= 5; x++) for (let y = 0; y <= 5; y++) if (10 - x - y >= 0 && 10 - x - y <= 5) count++;
    expectNumericAnswer(jee, "jee-m2-mat-num-01", count);
  });

  it("jee-m2-mat-num-02: GP with sum 21 and product 216 (search)", () => {
    let answer = Number.NaN;
    for (let r = 0.1; r <= 10; r += 1e-4) {
      const b = Math.cbrt(216);
      if (Math.abs(b / r + b + b * r - 21) < 1e-3) answer = (b / r) ** 2 + b * b + (b * r) ** 2;
    }
    expectNumericAnswer(jee, "jee-m2-mat-num-02", Math.round(answer));
  });

  it("jee-m2-mat-num-03: sum of n^2 / 2^n", () => {
    let s = 0;
    for (let n = 1; n < 200; n++) s += n * n * 0.5 ** n;
    expectNumericAnswer(jee, "jee-m2-mat-num-03", Math.round(s * 1e9) / 1e9);
  });

  it("jee-m2-mat-num-04: the two missing observations (search)", () => {
    let diff = Number.NaN;
    for (let x = 0; x <= 11; x += 0.5) {
      const y = 11 - x;
      const data = [1, 2, 6, x, y];
      const mean = data.reduce((a, b) => a + b, 0) / 5;
      const variance = data.reduce((a, b) => a + (b - mean) ** 2, 0) / 5;
      if (Math.abs(variance - 5.2) < 1e-9) diff = Math.abs(x - y);
    }
    expectNumericAnswer(jee, "jee-m2-mat-num-04", diff);
  });

  it("jee-m2-mat-num-05: onto functions from 4 to 3 (enumeration)", () => {
    let count = 0;
    for (let code = 0; code < 3 ** 4; code++) {
      const images = new Set<number>();
      let c = code;
      for (let i = 0; i < 4; i++) {
        images.add(c % 3);
        c = Math.floor(c / 3);
      }
      if (images.size === 3) count++;
    }
    expectNumericAnswer(jee, "jee-m2-mat-num-05", count);
  });
});
