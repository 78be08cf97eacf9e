import { describe, expect, it } from "vitest";
import { expectKeyedNumber, expectNumericAnswer } from "~/server/content/check-answers";
import { jee } from "../jee";
import {
  choose,
  cross,
  dot,
  expectKeyedText,
  expectKeyedValue,
  integrate,
  matchCode,
  norm,
} from "./answer-helpers";

/**
 * Independent re-derivation of the computed answers of the JEE Main full-length papers: each value
 * is worked out here from the givens in the question text, never read from the options.
 */

describe("JEE Main full-length paper 1: Physics", () => {
  it("jee-m1-phy-001: rotational share of a rolling solid sphere", () => {
    const I = 2 / 5; // in units of m r^2
    expectKeyedValue(jee, "jee-m1-phy-001", I / 2 / (1 / 2 + I / 2));
  });

  it("jee-m1-phy-002: pendulum period after a 21% longer string", () => {
    expectKeyedNumber(jee, "jee-m1-phy-002", Math.round((Math.sqrt(1.21) - 1) * 1000) / 10);
  });

  it("jee-m1-phy-004: radii of proton and alpha particle of equal kinetic energy", () => {
    const radius = (m: number, q: number) => Math.sqrt(2 * m * 1) / q;
    const ratio = radius(1, 1) / radius(4, 2);
    expect(ratio).toBeCloseTo(1, 9);
    expectKeyedText(jee, "jee-m1-phy-004", "1 : 1");
  });

  it("jee-m1-phy-005: average power in a series LCR circuit", () => {
    const z = Math.hypot(30, 80 - 40);
    expectKeyedNumber(jee, "jee-m1-phy-005", (200 / z) ** 2 * 30);
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
    const beta = ((600e-9 / (4 / 3)) * 1) / 0.5e-3;
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
    expectKeyedNumber(jee, "jee-m1-che-010", (40 * 1000) / 100);
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
    let x = 1;
    let y = 1;
    const h = 1e-4;
    const f = (xx: number, yy: number) => xx * xx - yy / xx;
    while (x < 2 - 1e-12) {
      const k1 = f(x, y);
      const k2 = f(x + h / 2, y + (h * k1) / 2);
      const k3 = f(x + h / 2, y + (h * k2) / 2);
      const k4 = f(x + h, y + h * k3);
      y += (h * (k1 + 2 * k2 + 2 * k3 + k4)) / 6;
      x += h;
    }
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
