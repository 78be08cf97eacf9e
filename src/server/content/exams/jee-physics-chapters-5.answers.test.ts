import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  keyedOption,
  singleQuestion,
} from "~/server/test-support/content/check-answers";

const jee = loadExamBank("jee");

/**
 * Re-computation of the computed answers in the fifth set of JEE Physics chapter questions
 * (content/bank/jee/physics-chapters-5.yaml), each from the givens in the question text.
 */

/**
 * For options that are not plain numbers (surds, powers of ten, fractions): the value each option
 * stands for, in option order; exactly one must equal the computed value, and it must be the key.
 */
function expectKeyedValue(questionKey: string, optionValues: number[], computed: number, tolerance = 1e-6) {
  const question = singleQuestion(jee, questionKey);
  expect(optionValues).toHaveLength(question.options.length);
  const close = (v: number) => Math.abs(v - computed) <= tolerance * Math.abs(computed);
  const matching = optionValues.flatMap((v, i) => (close(v) ? [i] : []));
  expect(matching, `${questionKey}: computed ${computed}`).toEqual([question.correct]);
}

/** Dimensions as exponents of [M, L, T, A]. */
type Dims = [number, number, number, number];
const times = (a: Dims, b: Dims, power = 1): Dims => [
  a[0] + power * b[0],
  a[1] + power * b[1],
  a[2] + power * b[2],
  a[3] + power * b[3],
];

const g = 10;

describe("JEE chapter questions, fifth set: Physics", () => {
  it("jee-c5-phy-001: dimensions of B²/2μ0", () => {
    const force: Dims = [1, 1, -2, 0];
    // F = I l B  ->  B = F / (A m)
    const B = times(force, [0, 1, 0, 1], -1);
    // F/l = μ0 I² / (2π d)  ->  μ0 = F / A²
    const mu0 = times(force, [0, 0, 0, 2], -1);
    const result = times(times([0, 0, 0, 0], B, 2), mu0, -1);
    const options: Record<string, Dims> = {
      "$[\\mathrm{ML^{-1}T^{-2}}]$": [1, -1, -2, 0],
      "$[\\mathrm{MLT^{-2}}]$": [1, 1, -2, 0],
      "$[\\mathrm{ML^2T^{-2}}]$": [1, 2, -2, 0],
      "$[\\mathrm{MT^{-2}A^{-1}}]$": [1, 0, -2, -1],
    };
    const matching = Object.entries(options).filter(([, d]) => d.every((x, i) => x === result[i]));
    expect(matching.map(([text]) => text)).toEqual([keyedOption(jee, "jee-c5-phy-001")]);
  });

  it("jee-c5-phy-002: joules in a unit of energy built on 2 kg, 5 m, 10 s", () => {
    const newUnit = 2 * 5 ** 2 * 10 ** -2;
    expectKeyedNumber(jee, "jee-c5-phy-002", 1 / newUnit);
  });

  it("jee-c5-phy-003: maximum percentage error in a²b³/(c√d)", () => {
    expectNumericAnswer(jee, "jee-c5-phy-003", 2 * 1 + 3 * 2 + 1 * 4 + 0.5 * 2);
  });

  it("jee-c5-phy-004: launch angle for range = 4 × maximum height", () => {
    // R/H = 4 cot θ; search the angle numerically
    let best = 0;
    for (let deg = 1; deg < 90; deg++) {
      const t = (deg * Math.PI) / 180;
      const ratio = (2 * Math.sin(t) * Math.cos(t)) / (Math.sin(t) ** 2 / 2);
      if (Math.abs(ratio - 4) < 1e-9) best = deg;
    }
    expectKeyedNumber(jee, "jee-c5-phy-004", best);
  });

  it("jee-c5-phy-005: speed when the velocity is perpendicular to the launch velocity", () => {
    const u = 40;
    const ux = u * 0.6;
    const uy = u * 0.8;
    const t = (ux * ux + uy * uy) / (g * uy);
    expect(t).toBeLessThan((2 * uy) / g);
    const vy = uy - g * t;
    expect(ux * ux + uy * vy).toBeCloseTo(0, 9);
    expectNumericAnswer(jee, "jee-c5-phy-005", Math.hypot(ux, vy));
  });

  it("jee-c5-phy-006: tension in an Atwood machine of 3 kg and 5 kg", () => {
    const [m1, m2] = [3, 5];
    const a = ((m2 - m1) * g) / (m1 + m2);
    expectKeyedNumber(jee, "jee-c5-phy-006", m1 * (g + a));
  });

  it("jee-c5-phy-007: acceleration of the lower block once the blocks slip", () => {
    const [mA, mB, mu, F] = [2, 4, 0.4, 30];
    const common = F / (mA + mB);
    expect(common).toBeGreaterThan(mu * g); // A cannot keep up: they slip
    expectKeyedNumber(jee, "jee-c5-phy-007", (F - mu * mA * g) / mB);
  });

  it("jee-c5-phy-008: maximum compression of the spring", () => {
    const x = 4 * Math.sqrt(2 / 800);
    expectKeyedNumber(jee, "jee-c5-phy-008", x * 100);
  });

  it("jee-c5-phy-009: tension at the bottom of a just-completed vertical circle", () => {
    const [m, l] = [0.5, 1];
    const vTop2 = g * l;
    const vBottom2 = vTop2 + 2 * g * 2 * l;
    expectKeyedNumber(jee, "jee-c5-phy-009", m * g + (m * vBottom2) / l);
  });

  it("jee-c5-phy-010: bullet speed from the swing of a ballistic pendulum", () => {
    const [m, M, h] = [0.02, 0.98, 0.2];
    const V = Math.sqrt(2 * g * h);
    expectNumericAnswer(jee, "jee-c5-phy-010", ((m + M) * V) / m);
  });

  it("jee-c5-phy-011: rotational share of the kinetic energy of a rolling solid sphere", () => {
    const rot = 0.5 * (2 / 5);
    const trans = 0.5;
    expectKeyedValue("jee-c5-phy-011", [2 / 5, 5 / 7, 1 / 3, 2 / 7], rot / (rot + trans));
  });

  it("jee-c5-phy-012: rolling speed of a spinning disc put down on a rough floor", () => {
    // simulate: friction μMg slows the spin and speeds the centre until v = ωR
    const [R, omega0, mu] = [0.3, 30, 0.2];
    let v = 0;
    let omega = omega0;
    const dt = 1e-6;
    while (omega * R - v > 0) {
      v += mu * g * dt;
      omega -= ((mu * g) / (0.5 * R)) * dt; // α = μMgR / (½MR²)
    }
    expectKeyedNumber(jee, "jee-c5-phy-012", v, 1e-4);
  });

  it("jee-c5-phy-013: escape speed of a planet of twice the radius, same density, over Earth's orbital speed", () => {
    const G = 6.674e-11;
    const rho = 5500;
    const R = 6.4e6;
    const mass = (r: number) => (4 / 3) * Math.PI * r ** 3 * rho;
    const escapeSpeed = Math.sqrt((2 * G * mass(2 * R)) / (2 * R));
    const orbital = Math.sqrt((G * mass(R)) / R);
    expectKeyedValue("jee-c5-phy-013", [2, 2 * Math.SQRT2, Math.SQRT2, 4], escapeSpeed / orbital);
  });

  it("jee-c5-phy-014: energy to put 200 kg into orbit at height R", () => {
    const [m, R] = [200, 6.4e6];
    const GM = g * R * R;
    const needed = -(GM * m) / (2 * 2 * R) - -(GM * m) / R;
    expectNumericAnswer(jee, "jee-c5-phy-014", needed / 1e8);
  });

  it("jee-c5-phy-015: terminal velocity of eight drops merged", () => {
    const radiusRatio = Math.cbrt(8);
    expectKeyedNumber(jee, "jee-c5-phy-015", 5 * radiusRatio ** 2);
  });

  it("jee-c5-phy-016: the other hole depth with the same range", () => {
    const H = 5;
    const range = (h: number) => 2 * Math.sqrt(h * (H - h));
    const target = range(1.8);
    // scan depths in mm for the other root
    const others: number[] = [];
    for (let mm = 1; mm < 5000; mm++) {
      const h = mm / 1000;
      if (Math.abs(h - 1.8) > 1e-9 && Math.abs(range(h) - target) < 1e-9) others.push(h);
    }
    expect(others).toHaveLength(1);
    expectKeyedNumber(jee, "jee-c5-phy-016", others[0]!);
  });

  it("jee-c5-phy-017: Carnot source temperature", () => {
    const source = 300 / (1 - 0.4);
    expectKeyedNumber(jee, "jee-c5-phy-017", source - 273);
  });

  it("jee-c5-phy-018: work on a monatomic gas compressed adiabatically to V/8", () => {
    const gamma = 5 / 3;
    const T2 = 300 * 8 ** (gamma - 1);
    const work = 1 * 1.5 * 8.3 * (T2 - 300);
    expectKeyedNumber(jee, "jee-c5-phy-018", work / 1000, 0.005);
  });

  it("jee-c5-phy-019: temperature for double the rms speed", () => {
    expectKeyedNumber(jee, "jee-c5-phy-019", 300 * 2 ** 2 - 273);
  });

  it("jee-c5-phy-020: γ of 2 mol He and 3 mol N2", () => {
    const cv = (2 * 1.5 + 3 * 2.5) / 5;
    expectKeyedNumber(jee, "jee-c5-phy-020", (cv + 1) / cv, 0.005);
  });

  it("jee-c5-phy-021: open pipe in unison with the closed pipe's first overtone", () => {
    const v = 340;
    const Lc = 0.3;
    const overtone = (3 * v) / (4 * Lc);
    expectKeyedNumber(jee, "jee-c5-phy-021", (v / (2 * overtone)) * 100);
  });

  it("jee-c5-phy-022: beats between a horn and its echo heard by the driver", () => {
    const [f, v, vs] = [400, 340, 20];
    const atWall = (f * v) / (v - vs);
    const heard = (atWall * (v + vs)) / v;
    expectNumericAnswer(jee, "jee-c5-phy-022", heard - f);
  });

  it("jee-c5-phy-023: energy lost sharing charge between 2 μF and 3 μF", () => {
    const [C1, C2, V] = [2e-6, 3e-6, 100];
    const Q = C1 * V;
    const lost = 0.5 * C1 * V * V - (Q * Q) / (2 * (C1 + C2));
    expectKeyedNumber(jee, "jee-c5-phy-023", lost * 1000);
  });

  it("jee-c5-phy-024: heat when a charged sphere is joined to a distant uncharged one", () => {
    const k = 9e9;
    const q = 40e-9;
    const [r1, r2] = [0.03, 0.01];
    const heat = (k * q * q) / (2 * r1) - (k * q * q) / (2 * (r1 + r2));
    expectNumericAnswer(jee, "jee-c5-phy-024", heat * 1e6);
  });

  it("jee-c5-phy-025: current from a cell across a 60° arc of a 12 Ω ring", () => {
    const a = (12 * 60) / 360;
    const b = 12 - a;
    const external = (a * b) / (a + b);
    expectKeyedNumber(jee, "jee-c5-phy-025", 3 / (external + 1 / 3));
  });

  it("jee-c5-phy-026: current in a resistor fed by two cells in parallel", () => {
    // node equation: (6 - V)/1 + (3 - V)/2 = V / (4/3)
    const R = 4 / 3;
    const V = (6 / 1 + 3 / 2) / (1 / 1 + 1 / 2 + 1 / R);
    expectKeyedNumber(jee, "jee-c5-phy-026", V / R);
  });

  it("jee-c5-phy-027: deviation of a proton crossing a field region narrower than its orbit", () => {
    const r = (1.6e-27 * 2e6) / (1.6e-19 * 0.1);
    const d = 0.1;
    expect(d).toBeLessThan(r);
    expectKeyedNumber(jee, "jee-c5-phy-027", (Math.asin(d / r) * 180) / Math.PI);
  });

  it("jee-c5-phy-028: series resistance for a 10 V voltmeter", () => {
    expectKeyedNumber(jee, "jee-c5-phy-028", 10 / 0.005 - 50);
    expect(keyedOption(jee, "jee-c5-phy-028")).toContain("series");
  });

  it("jee-c5-phy-029: power factor of the series LCR circuit", () => {
    const Z = Math.hypot(30, 80 - 40);
    expectKeyedNumber(jee, "jee-c5-phy-029", 30 / Z);
  });

  it("jee-c5-phy-030: terminal speed of a rod falling on vertical rails", () => {
    const [m, R, B, l] = [0.1, 2, 1, 0.5];
    expectKeyedNumber(jee, "jee-c5-phy-030", (m * g * R) / (B * B * l * l));
  });

  it("jee-c5-phy-031: magnetic field amplitude for E0 = 60 V/m", () => {
    expectKeyedValue("jee-c5-phy-031", [2e-7, 1.8e10, 2e-8, 6e-7], 60 / 3e8);
  });

  it("jee-c5-phy-032: direction of B when E is along x and the wave travels along +z", () => {
    type Vec = [number, number, number];
    const cross = (a: Vec, b: Vec): Vec => [
      a[1] * b[2] - a[2] * b[1],
      a[2] * b[0] - a[0] * b[2],
      a[0] * b[1] - a[1] * b[0],
    ];
    const E: Vec = [1, 0, 0];
    const travel: Vec = [0, 0, 1];
    const options: Record<string, Vec> = {
      "$+\\hat{k}$": [0, 0, 1],
      "$+\\hat{j}$": [0, 1, 0],
      "$-\\hat{j}$": [0, -1, 0],
      "$-\\hat{i}$": [-1, 0, 0],
    };
    const matching = Object.entries(options).filter(([, B]) => cross(E, B).every((x, i) => x === travel[i]));
    expect(matching.map(([text]) => text)).toEqual([keyedOption(jee, "jee-c5-phy-032")]);
  });

  it("jee-c5-phy-033: radiation force on a perfect reflector", () => {
    expectNumericAnswer(jee, "jee-c5-phy-033", ((2 * 1500 * 2) / 3e8) * 1e6);
  });

  it("jee-c5-phy-034: fringe width", () => {
    expectKeyedNumber(jee, "jee-c5-phy-034", ((600e-9 * 1.5) / 0.3e-3) * 1000);
  });

  it("jee-c5-phy-035: focal length of an equiconvex lens silvered on one face", () => {
    const f = 20;
    const R = (1.5 - 1) * 2 * f; // 1/f = (μ - 1)(2/R)
    const power = 2 / f + 1 / (R / 2);
    expectNumericAnswer(jee, "jee-c5-phy-035", 1 / power);
  });

  it("jee-c5-phy-036: de Broglie wavelength of a 100 V electron", () => {
    const lambda = 6.626e-34 / Math.sqrt(2 * 9.109e-31 * 1.602e-19 * 100);
    expectKeyedNumber(jee, "jee-c5-phy-036", lambda * 1e9, 0.01);
  });

  it("jee-c5-phy-037: threshold wavelength from two stopping potentials", () => {
    // units hc = 1, λ = 1: 1 = φ + eV and 1/2 = φ + eV/4
    const eV = (1 - 1 / 2) / (1 - 1 / 4);
    const phi = 1 - eV;
    expectKeyedValue("jee-c5-phy-037", [3, 2, 4, 1.5], 1 / phi);
  });

  it("jee-c5-phy-038: ionisation energy of Li2+", () => {
    expectKeyedNumber(jee, "jee-c5-phy-038", 13.6 * 3 ** 2);
  });

  it("jee-c5-phy-039: stopping potential for Lyman-alpha photons on a 2.2 eV metal", () => {
    const photon = 13.6 * (1 - 1 / 4);
    expectNumericAnswer(jee, "jee-c5-phy-039", photon - 2.2);
  });

  it("jee-c5-phy-040: NOR followed by NOT", () => {
    const gates: Record<string, (a: boolean, b: boolean) => boolean> = {
      AND: (a, b) => a && b,
      NAND: (a, b) => !(a && b),
      OR: (a, b) => a || b,
      XOR: (a, b) => a !== b,
    };
    const combination = (a: boolean, b: boolean) => !!(a || b);
    const inputs = [false, true].flatMap((a) => [false, true].map((b) => [a, b] as const));
    const matching = Object.entries(gates).filter(([, gate]) =>
      inputs.every(([a, b]) => gate(a, b) === combination(a, b)),
    );
    expect(matching.map(([name]) => name)).toEqual([keyedOption(jee, "jee-c5-phy-040")]);
  });

  it("jee-c5-phy-041: power gain of the common-emitter amplifier", () => {
    const beta = 100;
    const voltageGain = (beta * 10e3) / 1e3;
    expectKeyedValue("jee-c5-phy-041", [1e3, 1e2, 1e4, 1e5], beta * voltageGain);
  });

  it("jee-c5-phy-042: current through the Zener diode", () => {
    const series = (15 - 10) / 500;
    const load = 10 / 2000;
    expectKeyedNumber(jee, "jee-c5-phy-042", (series - load) * 1000);
  });

  it("jee-c5-phy-043: least count of the vernier callipers", () => {
    const msd = 0.5;
    expectKeyedNumber(jee, "jee-c5-phy-043", msd - (19 * msd) / 20);
  });

  it("jee-c5-phy-044: screw gauge reading corrected for a positive zero error", () => {
    const leastCount = 0.5 / 50;
    expectKeyedNumber(jee, "jee-c5-phy-044", 3.5 + 22 * leastCount - 0.03);
  });

  it("jee-c5-phy-045: unknown resistance from two metre bridge balances", () => {
    const r1 = 40 / 60;
    const r2 = 60 / 40;
    const S = 10 / (r2 - r1);
    expectNumericAnswer(jee, "jee-c5-phy-045", r1 * S);
  });
});
