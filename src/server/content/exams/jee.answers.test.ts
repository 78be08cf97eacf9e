import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  rk4,
  singleQuestion,
} from "~/server/test-support/content/check-answers";

const jee = loadExamBank("jee");

/**
 * Independent re-computation of every JEE question whose answer can be
 * computed. Each check works from the givens in the question text, never from
 * the option list.
 */

/** The option marked correct for a question. */
function keyedOption(key: string): string {
  const q = singleQuestion(jee, key);
  return q.options[q.correct] as string;
}

/**
 * Value of a keyed option written in LaTeX that expectKeyedNumber cannot read:
 * "$\frac{a}{b}$" (optionally followed by "\lambda"), "$\frac{\pi}{b}$",
 * "$e^2$" and "$a \times 10^{b}$" (units after the closing $ are ignored).
 */
function latexValue(option: string): number {
  const m = option.match(/\$([^$]+)\$/);
  if (!m) throw new Error(`no math in option ${option}`);
  const body = (m[1] ?? "").trim();
  let r = body.match(/^\\frac\{(\d+)\}\{(\d+)\}(?:\\lambda)?$/);
  if (r) return Number(r[1]) / Number(r[2]);
  r = body.match(/^\\frac\{\\pi\}\{(\d+)\}$/);
  if (r) return Math.PI / Number(r[1]);
  r = body.match(/^e\^\{?(\d+)\}?$/);
  if (r) return Math.E ** Number(r[1]);
  r = body.match(/^(-?\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}$/);
  if (r) return Number(r[1]) * 10 ** Number(r[2]);
  r = body.match(/^-?\d+(?:\.\d+)?$/);
  if (r) return Number(body);
  throw new Error(`cannot evaluate option ${option}`);
}

function expectKeyedLatex(key: string, computed: number, tolerance = 1e-6) {
  const value = latexValue(keyedOption(key));
  expect(Math.abs(value - computed)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(computed)));
}

/** Composite Simpson's rule with n (even) intervals. */
function simpson(f: (x: number) => number, a: number, b: number, n = 200_000) {
  const h = (b - a) / n;
  let s = f(a) + f(b);
  for (let i = 1; i < n; i++) s += (i % 2 === 1 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

type Complex = { re: number; im: number };
const cmul = (a: Complex, b: Complex): Complex => ({
  re: a.re * b.re - a.im * b.im,
  im: a.re * b.im + a.im * b.re,
});
const cdiv = (a: Complex, b: Complex): Complex => {
  const d = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / d, im: (a.im * b.re - a.re * b.im) / d };
};

function det3(m: number[][]): number {
  const a = (i: number, j: number) => m[i]?.[j] ?? Number.NaN;
  return (
    a(0, 0) * (a(1, 1) * a(2, 2) - a(1, 2) * a(2, 1)) -
    a(0, 1) * (a(1, 0) * a(2, 2) - a(1, 2) * a(2, 0)) +
    a(0, 2) * (a(1, 0) * a(2, 1) - a(1, 1) * a(2, 0))
  );
}

describe("JEE Physics answers", () => {
  const g = 10;

  it("jee-phy-01: distance from rest", () => {
    const a = 2;
    const t = 5;
    expectKeyedNumber(jee, "jee-phy-01", 0.5 * a * t ** 2);
  });

  it("jee-phy-04: contact force between blocks", () => {
    const F = 10;
    const m1 = 3;
    const m2 = 2;
    expectKeyedNumber(jee, "jee-phy-04", m2 * (F / (m1 + m2)));
  });

  it("jee-phy-05: Atwood machine tension", () => {
    const m1 = 5;
    const m2 = 3;
    const a = ((m1 - m2) * g) / (m1 + m2);
    expectKeyedNumber(jee, "jee-phy-05", m2 * (g + a));
  });

  it("jee-phy-06: block on a rough incline", () => {
    const a = g * (0.6 - 0.5 * 0.8);
    expectKeyedNumber(jee, "jee-phy-06", Math.sqrt(2 * a * 4));
  });

  it("jee-phy-07: kinetic energy after a fall", () => {
    expectKeyedNumber(jee, "jee-phy-07", 0.5 * g * 20);
  });

  it("jee-phy-08: work by a variable force", () => {
    expectKeyedNumber(
      jee,
      "jee-phy-08",
      simpson((x) => 3 * x ** 2, 1, 3),
    );
  });

  it("jee-phy-09: power of a lifting motor", () => {
    expectKeyedNumber(jee, "jee-phy-09", (200 * g * 15) / 10);
  });

  it("jee-phy-10: g at height R", () => {
    const R = 1;
    expectKeyedNumber(jee, "jee-phy-10", (9.8 * R ** 2) / (R + R) ** 2);
  });

  it("jee-phy-11: escape speed scaling", () => {
    expectKeyedNumber(jee, "jee-phy-11", 11.2 * Math.sqrt(8 / 2));
  });

  it("jee-phy-12: energy to raise an orbit", () => {
    const m = 600;
    const R = 6.4e6;
    const GM = g * R ** 2;
    const energy = (r: number) => (-GM * m) / (2 * r);
    expectKeyedLatex("jee-phy-12", energy(3 * R) - energy(2 * R));
  });

  it("jee-phy-13: isobaric work", () => {
    expectKeyedNumber(jee, "jee-phy-13", 1.0e5 * (5 - 2) * 1e-3);
  });

  it("jee-phy-15: adiabatic compression temperature", () => {
    expectKeyedNumber(jee, "jee-phy-15", (27 + 273) * 32 ** (1.4 - 1));
  });

  it("jee-phy-16: Coulomb force", () => {
    expectKeyedNumber(jee, "jee-phy-16", (9e9 * 2e-6 * 3e-6) / 0.3 ** 2);
  });

  it("jee-phy-17: charge on series capacitors (in microcoulombs)", () => {
    const C = 1 / (1 / 3 + 1 / 6);
    expectKeyedNumber(jee, "jee-phy-17", C * 90);
  });

  it("jee-phy-18: energy lost on sharing charge (in mJ)", () => {
    const C = 10e-6;
    const V = 100;
    const Ui = 0.5 * C * V ** 2;
    const Vf = (C * V) / (2 * C);
    const Uf = 0.5 * (2 * C) * Vf ** 2;
    expectKeyedNumber(jee, "jee-phy-18", (Ui - Uf) * 1000);
  });

  it("jee-phy-25: metre bridge balance", () => {
    expectKeyedNumber(jee, "jee-phy-25", (6 * (100 - 40)) / 40);
  });

  it("jee-phy-20: wire bent into a circle", () => {
    const r1 = 16 * (90 / 360);
    const r2 = 16 - r1;
    expectKeyedNumber(jee, "jee-phy-20", (r1 * r2) / (r1 + r2));
  });

  it("jee-phy-21: two cells in parallel (node voltage)", () => {
    // (12 - V)/2 + (6 - V)/2 = V/4  =>  V (1/2 + 1/2 + 1/4) = 12/2 + 6/2
    const V = (12 / 2 + 6 / 2) / (1 / 2 + 1 / 2 + 1 / 4);
    expectKeyedNumber(jee, "jee-phy-21", V / 4);
  });

  it("jee-phy-22: stopping potential", () => {
    expectKeyedNumber(jee, "jee-phy-22", 1240 / 310 - 2.0);
  });

  it("jee-phy-23: percentage decayed after three half-lives", () => {
    expectKeyedNumber(jee, "jee-phy-23", (1 - 0.5 ** (60 / 20)) * 100);
  });

  it("jee-phy-24: Balmer wavelength ratio", () => {
    const inv32 = 1 / 4 - 1 / 9;
    const inv42 = 1 / 4 - 1 / 16;
    expectKeyedLatex("jee-phy-24", inv32 / inv42);
  });
});

describe("JEE Chemistry answers", () => {
  it("jee-che-01: moles of CO2", () => {
    expectKeyedNumber(jee, "jee-che-01", 4.4 / (12 + 2 * 16));
  });

  it("jee-che-02: volume of H2SO4 (mL)", () => {
    const molNaOH = 0.2 * 0.05;
    expectKeyedNumber(jee, "jee-che-02", (molNaOH / 2 / 0.5) * 1000);
  });

  it("jee-che-03: percentage of carbon", () => {
    expectKeyedNumber(jee, "jee-che-03", (((12 / 44) * 0.44) / 0.3) * 100);
  });

  it("jee-che-04: radial nodes of 4d", () => {
    const n = 4;
    const l = 2;
    expectKeyedNumber(jee, "jee-che-04", n - l - 1);
  });

  it("jee-che-05: Bohr radius of Li2+ (n = 3)", () => {
    expectKeyedNumber(jee, "jee-che-05", (0.529 * 3 ** 2) / 3);
  });

  it("jee-che-06: electrons with n = 4, ml = -1", () => {
    let orbitals = 0;
    for (let l = 0; l < 4; l++) for (let ml = -l; ml <= l; ml++) if (ml === -1) orbitals++;
    expectKeyedNumber(jee, "jee-che-06", 2 * orbitals);
  });

  it("jee-che-07: six electron domains on S give sp3d2", () => {
    const bondPairs = 6; // six S-F bonds
    const lonePairs = (6 - bondPairs) / 2; // S has 6 valence electrons, all used
    const hybrid: Record<number, string> = {
      4: "$sp^3$",
      5: "$sp^3d$",
      6: "$sp^3d^2$",
    };
    expect(keyedOption("jee-che-07")).toBe(hybrid[bondPairs + lonePairs]);
  });

  it("jee-che-24: bond length falls as bond order (from MO electron counts) rises", () => {
    // bond order (bonding - antibonding) / 2 from the electron count, with s-p mixing up to 16 electrons
    const order = (electrons: number) => {
      const filling = [2, 2, 2, 2, 4, 2, 4, 2]; // σ1s σ*1s σ2s σ*2s π2p σ2p π*2p σ*2p
      const antibonding = [false, true, false, true, false, false, true, true];
      let left = electrons;
      let b = 0;
      let a = 0;
      filling.forEach((cap, i) => {
        const put = Math.min(cap, left);
        left -= put;
        if (antibonding[i]) a += put;
        else b += put;
      });
      return (b - a) / 2;
    };
    const electrons: Record<string, number> = { "NO^+": 14, NO: 15, "NO^-": 16 };
    const byLength = Object.keys(electrons).sort(
      (x, y) => order(electrons[y] as number) - order(electrons[x] as number),
    );
    expect(keyedOption("jee-che-24")).toBe(`$${byLength.map((s) => `\\mathrm{${s}}`).join(" < ")}$`);
  });

  it("jee-che-10: spontaneity criterion", () => {
    expect(keyedOption("jee-che-10")).toBe("$\\Delta G < 0$");
  });

  it("jee-che-11: enthalpy of combustion of methane", () => {
    const dH = -393.5 + 2 * -285.8 - -74.8;
    expectKeyedNumber(jee, "jee-che-11", dH, 1e-9);
  });

  it("jee-che-12: reversible isothermal work (kJ)", () => {
    const w = (-2 * 8.314 * 300 * Math.log(100 / 10)) / 1000;
    // the option is rounded to two decimals
    expectKeyedNumber(jee, "jee-che-12", w, 1e-3);
  });

  it("jee-che-14: Kp-Kc exponent", () => {
    const dn = 2 - (1 + 3);
    expect(keyedOption("jee-che-14")).toBe(`$K_p = K_c(RT)^{${dn}}$`);
  });

  it("jee-che-15: solubility of PbI2", () => {
    expectKeyedLatex("jee-che-15", Math.cbrt(3.2e-8 / 4));
  });

  it("jee-che-17: Nernst equation", () => {
    const E = 1.1 - (0.059 / 2) * Math.log10(0.1 / 0.001);
    expectKeyedNumber(jee, "jee-che-17", E);
  });

  it("jee-che-18: unit of a first-order rate constant", () => {
    expect(keyedOption("jee-che-18")).toBe("$\\mathrm{s^{-1}}$");
  });

  it("jee-che-23: acidity order follows the pKa values", () => {
    // Literature pKa values (water, 25 °C): lower pKa = stronger acid.
    const pKa: [string, number][] = [
      ["I", 9.99],
      ["II", 7.15],
      ["III", 10.26],
      ["IV", 8.36],
    ];
    const order = [...pKa].sort((a, b) => a[1] - b[1]).map(([name]) => name);
    expect(keyedOption("jee-che-23")).toBe(order.join(" > "));
  });
});

describe("JEE Mathematics answers", () => {
  it("jee-mat-01: sum of squares of roots", () => {
    const d = Math.sqrt(25 - 24);
    const a = (5 + d) / 2;
    const b = (5 - d) / 2;
    expectKeyedNumber(jee, "jee-mat-01", a ** 2 + b ** 2);
  });

  it("jee-mat-02: ((1+i)/(1-i))^100", () => {
    const base = cdiv({ re: 1, im: 1 }, { re: 1, im: -1 });
    let z: Complex = { re: 1, im: 0 };
    for (let k = 0; k < 100; k++) z = cmul(z, base);
    expect(Math.abs(z.im)).toBeLessThan(1e-9);
    expectKeyedNumber(jee, "jee-mat-02", z.re);
  });

  it("jee-mat-03: cube roots of unity product", () => {
    const w: Complex = { re: -0.5, im: Math.sqrt(3) / 2 };
    const w2 = cmul(w, w);
    const p = cmul({ re: 1 + w.re - w2.re, im: w.im - w2.im }, { re: 1 - w.re + w2.re, im: -w.im + w2.im });
    expect(Math.abs(p.im)).toBeLessThan(1e-9);
    expectKeyedNumber(jee, "jee-mat-03", p.re);
  });

  it("jee-mat-04: |2A| for order 3", () => {
    // any 3x3 matrix with determinant 4
    const A = [
      [2, 0, 0],
      [1, 2, 0],
      [3, 5, 1],
    ];
    expect(det3(A)).toBe(4);
    expectKeyedNumber(jee, "jee-mat-04", det3(A.map((row) => row.map((v) => 2 * v))));
  });

  it("jee-mat-05: |adj A| for order 3", () => {
    const A = [
      [1, 2, 0],
      [0, 1, 2],
      [1, 0, 1],
    ];
    expect(det3(A)).toBe(5);
    const minor = (i: number, j: number) => {
      const rows = [0, 1, 2].filter((r) => r !== i);
      const cols = [0, 1, 2].filter((c) => c !== j);
      const a = (r: number, c: number) => A[rows[r]!]?.[cols[c]!] ?? Number.NaN;
      return a(0, 0) * a(1, 1) - a(0, 1) * a(1, 0);
    };
    // adj A is the transpose of the cofactor matrix
    const adj = [0, 1, 2].map((i) => [0, 1, 2].map((j) => (-1) ** (i + j) * minor(j, i)));
    expectKeyedNumber(jee, "jee-mat-05", det3(adj));
  });

  it("jee-mat-06: no solution when lambda = 3 and mu != 10", () => {
    const D = (lambda: number) =>
      det3([
        [1, 1, 1],
        [1, 2, 3],
        [1, 2, lambda],
      ]);
    expect(D(3)).toBe(0);
    expect(D(2)).not.toBe(0);
    expect(keyedOption("jee-mat-06")).toBe("$\\lambda = 3,\\ \\mu \\neq 10$");
  });

  it("jee-mat-07: arrangements of APPLE (brute force)", () => {
    const seen = new Set<string>();
    const permute = (rest: string, acc: string) => {
      if (!rest) seen.add(acc);
      for (let i = 0; i < rest.length; i++) permute(rest.slice(0, i) + rest.slice(i + 1), acc + rest[i]);
    };
    permute("APPLE", "");
    expectKeyedNumber(jee, "jee-mat-07", seen.size);
  });

  it("jee-mat-08: committees with at least 3 men (brute force)", () => {
    // people 0-5 are men, 6-9 are women
    let count = 0;
    for (let mask = 0; mask < 1 << 10; mask++) {
      let size = 0;
      let men = 0;
      for (let p = 0; p < 10; p++)
        if (mask & (1 << p)) {
          size++;
          if (p < 6) men++;
        }
      if (size === 5 && men >= 3) count++;
    }
    expect(count).toBe(choose(6, 3) * choose(4, 2) + choose(6, 4) * choose(4, 1) + choose(6, 5));
    expectKeyedNumber(jee, "jee-mat-08", count);
  });

  it("jee-mat-09: 4-digit numbers, distinct digits, divisible by 5", () => {
    let count = 0;
    for (let n = 1000; n <= 9999; n++) {
      if (n % 5 !== 0) continue;
      if (new Set(String(n)).size === 4) count++;
    }
    expectKeyedNumber(jee, "jee-mat-09", count);
  });

  it("jee-mat-10: AP sum", () => {
    let s = 0;
    for (let k = 0; k < 20; k++) s += 2 + 3 * k;
    expectKeyedNumber(jee, "jee-mat-10", s);
  });

  it("jee-mat-11: harmonic mean from AM and GM", () => {
    // numbers are roots of t^2 - 20t + 64 = 0
    const d = Math.sqrt(400 - 4 * 64);
    const a = (20 + d) / 2;
    const b = (20 - d) / 2;
    expect(Math.sqrt(a * b)).toBeCloseTo(8, 12);
    expectKeyedNumber(jee, "jee-mat-11", (2 * a * b) / (a + b));
  });

  it("jee-mat-12: telescoping sum", () => {
    let s = 0;
    for (let k = 1; k <= 99; k++) s += 1 / (Math.sqrt(k) + Math.sqrt(k + 1));
    expectKeyedNumber(jee, "jee-mat-12", s, 1e-9);
  });

  it("jee-mat-13: sin 3x / x near 0", () => {
    const x = 1e-6;
    expectKeyedNumber(jee, "jee-mat-13", Math.sin(3 * x) / x);
  });

  it("jee-mat-14: (1 + 2/x)^x for large x is e^2", () => {
    const x = 1e7;
    expectKeyedLatex("jee-mat-14", (1 + 2 / x) ** x, 1e-6);
  });

  it("jee-mat-15: differentiable piecewise function", () => {
    // left derivative of x^2 + a at 1 is 2 = b; continuity 1 + a = b + 3
    const b = 2 * 1;
    const a = b * 1 + 3 - 1;
    const f = (x: number) => (x <= 1 ? x * x + a : b * x + 3);
    const h = 1e-6;
    expect((f(1) - f(1 - h)) / h).toBeCloseTo((f(1 + h) - f(1)) / h, 4);
    expectKeyedNumber(jee, "jee-mat-15", a + b);
  });

  it("jee-mat-16: definite integral", () => {
    expectKeyedNumber(
      jee,
      "jee-mat-16",
      simpson((x) => 3 * x ** 2 + 1, 0, 2),
    );
  });

  it("jee-mat-17: King's property integral", () => {
    const I = simpson((x) => Math.sin(x) / (Math.sin(x) + Math.cos(x)), 0, Math.PI / 2);
    expectKeyedLatex("jee-mat-17", I);
  });

  it("jee-mat-18: area between two parabolas", () => {
    const A = simpson((x) => 2 * Math.sqrt(x) - x ** 2 / 4, 0, 4, 2_000_000);
    expectKeyedLatex("jee-mat-18", A, 1e-6);
  });

  it("jee-mat-19: point-line distance", () => {
    expectKeyedNumber(jee, "jee-mat-19", Math.abs(3 * 1 + 4 * 2 - 1) / Math.hypot(3, 4));
  });

  it("jee-mat-20: eccentricity of the ellipse", () => {
    expectKeyedNumber(jee, "jee-mat-20", Math.sqrt(1 - 16 / 25));
  });

  it("jee-mat-21: triangle cut off by the tangent", () => {
    // tangent 3x + 4y = 25
    const xA = 25 / 3;
    const yB = 25 / 4;
    expectKeyedLatex("jee-mat-21", 0.5 * xA * yB);
  });

  it("jee-mat-22: probability of sum 7 (enumeration)", () => {
    let fav = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === 7) fav++;
    expectKeyedLatex("jee-mat-22", fav / 36);
  });

  it("jee-mat-23: Bayes' theorem", () => {
    const pA = 2 / 6;
    const pB = 1 - pA;
    const num = pA * (3 / 8);
    expectKeyedLatex("jee-mat-23", num / (num + pB * (4 / 8)));
  });
});

describe("JEE chapter questions: Physics", () => {
  it("jee-phy-ch-02: maximum percentage error of a^3 b^2 / (c sqrt d)", () => {
    expectKeyedNumber(jee, "jee-phy-ch-02", 3 * 1 + 2 * 2 + 1 * 3 + 0.5 * 4);
  });

  it("jee-phy-ch-04: temperature for equal rms speeds of H2 and O2", () => {
    expectKeyedNumber(jee, "jee-phy-ch-04", ((127 + 273) / 32) * 2);
  });

  it("jee-phy-ch-05: gamma of a helium-oxygen mixture", () => {
    const cv = (2 * 1.5 + 1 * 2.5) / 3;
    expectKeyedLatex("jee-phy-ch-05", (cv + 1) / cv);
  });

  it("jee-phy-ch-06: total translational kinetic energy 3PV/2", () => {
    expectNumericAnswer(jee, "jee-phy-ch-06", 1.5 * 1.5e5 * 2.0e-3);
  });

  it("jee-phy-ch-07: magnetic field amplitude from E0 / c", () => {
    expectKeyedLatex("jee-phy-ch-07", 30 / 3e8);
  });

  it("jee-phy-ch-08: average energy density of a plane wave", () => {
    expectKeyedLatex("jee-phy-ch-08", 0.5 * 8.85e-12 * 50 ** 2, 0.01);
  });

  it("jee-phy-ch-09: displacement current C dV/dt", () => {
    expectKeyedNumber(jee, "jee-phy-ch-09", 2e-6 * 5e5);
  });

  it("jee-phy-ch-10: vernier reading with a positive zero error", () => {
    const lc = (1 - 9 / 10) / 10; // cm
    expectKeyedNumber(jee, "jee-phy-ch-10", 2.4 + 6 * lc - 3 * lc, 1e-9);
  });

  it("jee-phy-ch-11: screw gauge reading with a positive zero error", () => {
    const lc = 0.5 / 50;
    expectKeyedNumber(jee, "jee-phy-ch-11", 3.5 + 42 * lc - 0.03, 1e-9);
  });

  it("jee-phy-ch-12: percentage error in g from a pendulum", () => {
    expectKeyedNumber(jee, "jee-phy-ch-12", (0.1 / 100.0) * 100 + 2 * (1 / 40) * 100, 1e-9);
  });
});

describe("JEE chapter questions: Chemistry", () => {
  it("jee-che-ch-02: Kjeldahl nitrogen", () => {
    const nh3 = 2 * 10 * 0.5; // mmol
    expectKeyedNumber(jee, "jee-che-ch-02", ((nh3 * 14) / 1000 / 0.5) * 100);
  });

  it("jee-che-ch-03: Carius bromine", () => {
    expectKeyedNumber(jee, "jee-che-ch-03", ((80 / (108 + 80)) * 0.47 * 100) / 0.25, 1e-3);
  });

  it("jee-che-ch-05: permanganate volume for oxalic acid", () => {
    const oxalate = 20 * 0.05; // mmol
    expectKeyedNumber(jee, "jee-che-ch-05", ((2 / 5) * oxalate) / 0.02);
  });
});

describe("JEE chapter questions: second set", () => {
  it("jee-phy-ch-13: NAND followed by NOT is AND (truth table)", () => {
    const nandNot = (a: number, b: number) => 1 - (1 - (a & b));
    const table = [0, 1].flatMap((a) => [0, 1].map((b) => nandNot(a, b)));
    expect(table).toEqual([0, 0, 0, 1]);
    expect(keyedOption("jee-phy-ch-13")).toBe("AND");
  });

  it("jee-phy-ch-14: Zener current", () => {
    expectKeyedNumber(jee, "jee-phy-ch-14", ((10 - 6) / 100 - 6 / 200) * 1000);
  });

  it("jee-che-ch-09: highest spin-only moment among Mn2+, Cr3+, Fe2+, Cu2+", () => {
    const dElectrons: Record<string, number> = {
      Mn: 25 - 18 - 2,
      Cr: 24 - 18 - 3,
      Fe: 26 - 18 - 2,
      Cu: 29 - 18 - 2,
    };
    const unpaired = (d: number) => (d <= 5 ? d : 10 - d);
    const moment = (d: number) => Math.sqrt(unpaired(d) * (unpaired(d) + 2));
    const best = Object.entries(dElectrons).sort((x, y) => moment(y[1]) - moment(x[1]))[0]?.[0];
    expect(keyedOption("jee-che-ch-09")).toContain(`${best}^{`);
  });

  it("jee-mat-ch-01: one-one functions from 3 elements to 5 (brute force)", () => {
    let injective = 0;
    for (let f = 0; f < 5 ** 3; f++) {
      const images = [0, 1, 2].map((i) => Math.floor(f / 5 ** i) % 5);
      if (new Set(images).size === 3) injective++;
    }
    expectKeyedNumber(jee, "jee-mat-ch-01", injective);
  });

  it("jee-mat-ch-02: reflexive and symmetric relations on 3 elements (brute force)", () => {
    const pairs = [0, 1, 2].flatMap((a) => [0, 1, 2].map((b) => [a, b] as const));
    let count = 0;
    for (let mask = 0; mask < 2 ** pairs.length; mask++) {
      const has = (a: number, b: number) => ((mask >> (a * 3 + b)) & 1) === 1;
      const reflexive = [0, 1, 2].every((a) => has(a, a));
      const symmetric = pairs.every(([a, b]) => has(a, b) === has(b, a));
      if (reflexive && symmetric) count++;
    }
    expectNumericAnswer(jee, "jee-mat-ch-02", count);
  });
});

describe("JEE chapter questions: third set", () => {
  it("jee-phy-ch-15: 100 N in units of 2 kg, 5 m, 0.5 s", () => {
    expectNumericAnswer(jee, "jee-phy-ch-15", 100 / ((2 * 5) / 0.5 ** 2));
  });

  it("jee-phy-ch-16: Cv with one active vibrational mode (in R)", () => {
    const quadraticTerms = 3 + 2 + 2;
    expect(keyedOption("jee-phy-ch-16")).toBe(`$\\frac{${quadraticTerms}}{2}R$`);
  });

  it("jee-phy-ch-18: de Broglie wavelength ratio of proton and alpha particle", () => {
    const lambda = (m: number, q: number) => 1 / Math.sqrt(2 * m * q);
    expect(Math.abs(lambda(1, 1) / lambda(4, 2) - 2 * Math.sqrt(2))).toBeLessThan(1e-12);
    expect(keyedOption("jee-phy-ch-18")).toBe("$2\\sqrt{2}$");
  });

  it("jee-phy-ch-19: full-wave ripple frequency", () => {
    expectKeyedNumber(jee, "jee-phy-ch-19", 2 * 50);
  });

  it("jee-phy-ch-20: percentage error in resistivity", () => {
    expectKeyedNumber(jee, "jee-phy-ch-20", (0.1 / 10.0 + 2 * (0.01 / 0.4) + 0.5 / 50.0) * 100, 1e-9);
  });

  it("jee-che-ch-20: phosphorus as Mg2P2O7", () => {
    const molar = 2 * 24 + 2 * 31 + 7 * 16;
    expectNumericAnswer(jee, "jee-che-ch-20", (((62 / molar) * 0.222) / 0.2) * 100);
  });

  it("jee-che-ch-24: ordered dipeptides from two amino acids", () => {
    const acids = ["Gly", "Ala"];
    expectNumericAnswer(
      jee,
      "jee-che-ch-24",
      new Set(acids.flatMap((a) => acids.map((b) => `${a}-${b}`))).size,
    );
  });

  it("jee-mat-ch-03: coefficient of x^5 in (1 + 2x)^8", () => {
    expectKeyedNumber(jee, "jee-mat-ch-03", choose(8, 5) * 2 ** 5);
  });

  it("jee-mat-ch-04: y' + y = e^-x, y(0) = 1, at x = 1 (RK4)", () => {
    const f = (x: number, v: number) => Math.exp(-x) - v;
    const y = rk4(f, 0, 1, 1, 1000);
    expect(Math.abs(y - 2 / Math.E)).toBeLessThan(1e-9);
    expect(keyedOption("jee-mat-ch-04")).toBe("$\\frac{2}{e}$");
  });

  it("jee-mat-ch-05: distance between parallel planes", () => {
    expectKeyedLatex("jee-mat-ch-05", Math.abs(6 - 3 / 2) / Math.hypot(2, 1, 2));
  });

  it("jee-mat-ch-06: |a - b| from |a|, |b| and |a + b|", () => {
    const dot = (5 ** 2 - 3 ** 2 - 4 ** 2) / 2;
    const diff = Math.sqrt(3 ** 2 + 4 ** 2 - 2 * dot);
    expect(diff).toBe(5);
    expect(keyedOption("jee-mat-ch-06")).toBe(`$${diff}$`);
  });
});

describe("JEE chapter questions: fourth set", () => {
  it("jee-phy-ch-22: disc rolling down a 3 m incline", () => {
    const k = 0.5; // I / (m r^2) for a disc
    expectKeyedNumber(jee, "jee-phy-ch-22", Math.sqrt((2 * 10 * 3) / (1 + k)), 1e-3);
  });

  it("jee-phy-ch-23: soap bubbles coalescing in vacuum (PV conserved)", () => {
    const pv = (r: number) => (4 / r) * r ** 3; // common factors T and 4π/3 dropped
    const r = Math.sqrt(pv(3) + pv(4)) / 2;
    expect(Math.abs(pv(r) - (pv(3) + pv(4)))).toBeLessThan(1e-9);
    expectKeyedNumber(jee, "jee-phy-ch-23", r);
  });

  it("jee-phy-ch-24: pressure with doubled mass and halved rms speed (in P)", () => {
    const factor = 2 * 0.5 ** 2; // P ∝ m v²
    expect(factor).toBe(1 / 2);
    expect(keyedOption("jee-phy-ch-24")).toBe("$\\frac{P}{2}$");
  });

  it("jee-phy-ch-25: field at the centre of a loop", () => {
    expectKeyedLatex("jee-phy-ch-25", (4 * Math.PI * 1e-7 * 5) / (2 * 0.1), 1e-3);
  });

  it("jee-phy-ch-26: self-induced emf", () => {
    expectKeyedNumber(jee, "jee-phy-ch-26", (2 * (5 - 1)) / 0.2);
  });

  it("jee-phy-ch-28: critical angle for refractive index 2 (degrees)", () => {
    expectKeyedNumber(jee, "jee-phy-ch-28", (Math.asin(1 / 2) * 180) / Math.PI, 1e-9);
  });

  it("jee-phy-ch-29: threshold wavelength", () => {
    expectKeyedNumber(jee, "jee-phy-ch-29", 1240 / 2.48);
  });

  it("jee-phy-ch-31: percentage error in V / I", () => {
    expectKeyedNumber(jee, "jee-phy-ch-31", (0.1 / 2.4 + 0.01 / 0.3) * 100, 1e-2);
  });

  it("jee-che-ch-26: mole fraction in a 1 molal solution", () => {
    expectKeyedNumber(jee, "jee-che-ch-26", 1 / (1 + 1000 / 18), 1e-2);
  });

  it("jee-che-ch-27: electrons gained, Mn +7 to +4", () => {
    expectKeyedNumber(jee, "jee-che-ch-27", 7 - 4);
  });

  it("jee-che-ch-28: Kohlrausch's law for acetic acid", () => {
    expectKeyedNumber(jee, "jee-che-ch-28", 426.0 + 91.0 - 126.5);
  });

  it("jee-che-ch-29: group and period of element 114", () => {
    const periodStarts = [1, 3, 11, 19, 37, 55, 87];
    const period = periodStarts.filter((z) => z <= 114).length;
    // the 32 places of period 7 run groups 1-2, then 14 actinoids beyond the one in group 3, then groups 3-18
    const group = 114 - 87 + 1 - 14;
    expect(keyedOption("jee-che-ch-29")).toBe(`Group ${group}, period ${period}`);
  });

  it("jee-che-ch-33: sigma and pi bonds in CH2=CH-C≡CH", () => {
    const bondOrders = [2, 1, 3]; // C=C, C-C, C≡C
    const ch = 4;
    const sigma = ch + bondOrders.length;
    const pi = bondOrders.reduce((s, b) => s + b - 1, 0);
    expect(keyedOption("jee-che-ch-33")).toBe(`${sigma} σ and ${pi} π`);
  });

  it("jee-mat-ch-10: e^y = e^x + C solves y' = e^(x - y)", () => {
    const C = 2.5;
    const y = (x: number) => Math.log(Math.exp(x) + C);
    const h = 1e-6;
    for (const x of [-1, 0, 0.7, 2]) {
      const slope = (y(x + h) - y(x - h)) / (2 * h);
      expect(Math.abs(slope - Math.exp(x - y(x)))).toBeLessThan(1e-6);
    }
    expect(keyedOption("jee-mat-ch-10")).toBe("$e^y = e^x + C$");
  });

  it("jee-mat-ch-07: domain of sqrt((x - 1)/(3 - x)) on a grid", () => {
    const inDomain = (x: number) => x !== 3 && (x - 1) / (3 - x) >= 0;
    const grid = Array.from({ length: 801 }, (_, i) => -2 + i * 0.01);
    const expected = (x: number) => x >= 1 - 1e-12 && x < 3 - 1e-12;
    expect(grid.every((x) => inDomain(Number(x.toFixed(2))) === expected(Number(x.toFixed(2))))).toBe(true);
    expect(keyedOption("jee-mat-ch-07")).toBe("$[1, 3)$");
  });

  it("jee-mat-ch-08: middle term of (x - 1/x)^10", () => {
    expectKeyedNumber(jee, "jee-mat-ch-08", choose(10, 5) * (-1) ** 5);
  });

  it("jee-mat-ch-09: maximum of x e^-x", () => {
    let best = Number.NEGATIVE_INFINITY;
    for (let x = -5; x <= 10; x += 1e-4) best = Math.max(best, x * Math.exp(-x));
    expect(Math.abs(best - 1 / Math.E)).toBeLessThan(1e-8);
    expect(keyedOption("jee-mat-ch-09")).toBe("$\\frac{1}{e}$");
  });

  it("jee-mat-ch-11: angle between direction ratios", () => {
    const dot = 2 * 1 + -1 * 2 + 2 * 2;
    const cos = dot / (Math.hypot(2, -1, 2) * Math.hypot(1, 2, 2));
    expect(keyedOption("jee-mat-ch-11")).toBe(`$\\cos^{-1}\\left(\\frac{${cos * 9}}{9}\\right)$`);
  });

  it("jee-mat-ch-12: scalar projection", () => {
    const dot = 2 * 1 + 3 * 2 + 2 * 1;
    expect(Math.abs(dot / Math.hypot(1, 2, 1) - 10 / Math.sqrt(6))).toBeLessThan(1e-12);
    expect(keyedOption("jee-mat-ch-12")).toBe(`$\\frac{${dot}}{\\sqrt{6}}$`);
  });

  it("jee-mat-ch-13: solutions of sin 2x = sin x in [0, 2π]", () => {
    const roots = new Set<string>();
    const n = 200_000;
    const g = (x: number) => Math.sin(2 * x) - Math.sin(x);
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      const b = (2 * Math.PI * (i + 1)) / n;
      if (Math.abs(g(a)) < 1e-12) roots.add(a.toFixed(4));
      else if (g(a) * g(b) < 0) roots.add(((a + b) / 2).toFixed(4));
    }
    if (Math.abs(g(2 * Math.PI)) < 1e-9) roots.add((2 * Math.PI).toFixed(4));
    expectNumericAnswer(jee, "jee-mat-ch-13", roots.size);
  });
});

describe("JEE chapter questions: fifth set", () => {
  it("jee-phy-ch-32: range of a stone thrown from a tower", () => {
    const g = 10;
    const uy = 20 * Math.sin(Math.PI / 6);
    const t = (uy + Math.sqrt(uy ** 2 + 2 * g * 40)) / g;
    expectNumericAnswer(jee, "jee-phy-ch-32", 20 * Math.cos(Math.PI / 6) * t);
  });

  it("jee-phy-ch-33: slide on the floor after a rough incline", () => {
    const m = 2;
    const g = 10;
    const ke = m * g * 5 * Math.sin(Math.PI / 6) - 0.25 * m * g * Math.cos(Math.PI / 6) * 5;
    expectNumericAnswer(jee, "jee-phy-ch-33", ke / (0.5 * m * g));
  });

  it("jee-mat-ch-14: largest cylinder in a sphere of radius 3√3 (in π)", () => {
    const R2 = 27;
    let best = 0;
    for (let h = 0; h <= Math.sqrt(R2); h += 1e-5) best = Math.max(best, 2 * h * (R2 - h * h));
    expect(Math.abs(best - 108)).toBeLessThan(1e-6);
    expectNumericAnswer(jee, "jee-mat-ch-14", Math.round(best));
  });

  it("jee-che-ch-39: ΔG from the Nernst equation (kJ/mol)", () => {
    const E = 1.1 - (0.059 / 2) * Math.log10(0.01 / 1);
    expectKeyedNumber(jee, "jee-che-ch-39", (-2 * 96500 * E) / 1000, 1e-3);
  });
});

describe("JEE chapter questions: sixth set", () => {
  it("jee-phy-ch-34: lens maker's formula, then the lens formula", () => {
    const f = 1 / (0.5 * (1 / 20 - 1 / -20));
    expectNumericAnswer(jee, "jee-phy-ch-34", 1 / (1 / f + 1 / -30));
  });

  it("jee-che-ch-40: molarity of 98% sulphuric acid", () => {
    expectNumericAnswer(jee, "jee-che-ch-40", (1000 * 1.84 * 0.98) / 98);
  });
});
