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
  it("jee-c5-phy-001: dimensions of e²/(4πε0 hc)", () => {
    const energy: Dims = [1, 2, -2, 0];
    const length: Dims = [0, 1, 0, 0];
    const time: Dims = [0, 0, 1, 0];
    // e²/(4πε0 r) is an energy
    const coulombTerm = times(energy, length);
    const h = times(energy, time);
    const c = times(length, time, -1);
    const result = times(times(coulombTerm, h, -1), c, -1);
    const options: Dims[] = [
      [0, 0, 0, 0],
      [0, 1, -1, 0],
      [1, 2, -1, 0],
      [1, 1, -2, 0],
    ];
    const matching = options.flatMap((d, i) => (d.every((x, k) => x === result[k]) ? [i] : []));
    expect(matching).toEqual([singleQuestion(jee, "jee-c5-phy-001").correct]);
  });

  it("jee-c5-phy-002: joules in a unit of energy built on 2 kg, 5 m, 10 s", () => {
    const newUnit = 2 * 5 ** 2 * 10 ** -2;
    expectKeyedNumber(jee, "jee-c5-phy-002", 1 / newUnit);
  });

  it("jee-c5-phy-003: maximum percentage error in H = VIt", () => {
    expectNumericAnswer(jee, "jee-c5-phy-003", (5 / 100 + 0.2 / 10 + 1 / 50) * 100);
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

  it("jee-c5-phy-006: average force of the bat on a returned ball", () => {
    const m = 0.2;
    const impulse = m * 25 - m * -15;
    expectKeyedNumber(jee, "jee-c5-phy-006", impulse / 0.02);
  });

  it("jee-c5-phy-007: acceleration of the lower block once the blocks slip", () => {
    const [mA, mB, mu, F] = [2, 4, 0.4, 30];
    const common = F / (mA + mB);
    expect(common).toBeGreaterThan(mu * g); // A cannot keep up: they slip
    expectKeyedNumber(jee, "jee-c5-phy-007", (F - mu * mA * g) / mB);
  });

  it("jee-c5-phy-008: rise in kinetic energy for 20% more momentum", () => {
    const ratio = 1.2 ** 2; // K = p²/2m
    expectKeyedNumber(jee, "jee-c5-phy-008", (ratio - 1) * 100);
  });

  it("jee-c5-phy-009: tension at the bottom of a just-completed vertical circle", () => {
    const [m, l] = [0.2, 0.8];
    const vTop2 = g * l;
    const vBottom2 = vTop2 + 2 * g * 2 * l;
    expectKeyedNumber(jee, "jee-c5-phy-009", m * g + (m * vBottom2) / l);
  });

  it("jee-c5-phy-010: bullet speed from the swing of a ballistic pendulum", () => {
    const [m, M, h] = [0.02, 0.98, 0.2];
    const V = Math.sqrt(2 * g * h);
    expectNumericAnswer(jee, "jee-c5-phy-010", ((m + M) * V) / m);
  });

  it("jee-c5-phy-011: kinetic energy of a rolling hoop over a rolling solid cylinder", () => {
    const rolling = (k2OverR2: number) => 0.5 * (1 + k2OverR2);
    expectKeyedValue("jee-c5-phy-011", [3 / 4, 3 / 2, 2, 4 / 3], rolling(1) / rolling(0.5));
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

  it("jee-c5-phy-015: ratio of extensions of two wires under the same load", () => {
    const extension = (length: number, radius: number) => length / (Math.PI * radius ** 2);
    const ratio = extension(1, 2) / extension(2, 1);
    expectKeyedValue("jee-c5-phy-015", [1 / 2, 1 / 4, 1 / 8, 8], ratio);
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

  it("jee-c5-phy-018: heat delivered to the room per kJ of work by a Carnot refrigerator", () => {
    const [inside, room] = [-23 + 273, 27 + 273];
    const cop = inside / (room - inside);
    expectKeyedNumber(jee, "jee-c5-phy-018", cop * 1 + 1);
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

  it("jee-c5-phy-028: shunt for a 20 mA ammeter", () => {
    const [G, Ig, I] = [90, 2e-3, 20e-3];
    expectKeyedNumber(jee, "jee-c5-phy-028", (Ig * G) / (I - Ig));
    expect(keyedOption(jee, "jee-c5-phy-028")).toContain("parallel");
  });

  it("jee-c5-phy-029: power factor of the series LCR circuit", () => {
    const Z = Math.hypot(30, 80 - 40);
    expectKeyedNumber(jee, "jee-c5-phy-029", 30 / Z);
  });

  it("jee-c5-phy-030: terminal speed of a rod falling on vertical rails", () => {
    const [m, R, B, l] = [0.1, 2, 1, 0.5];
    expectKeyedNumber(jee, "jee-c5-phy-030", (m * g * R) / (B * B * l * l));
  });

  it("jee-c5-phy-031: wavelength of a 3 MHz wave in a medium of dielectric constant 4", () => {
    const speed = 3e8 / Math.sqrt(4 * 1);
    expectKeyedNumber(jee, "jee-c5-phy-031", speed / 3e6);
  });

  it("jee-c5-phy-032: average energy density for an intensity of 3 W/m²", () => {
    expectKeyedValue("jee-c5-phy-032", [5e-9, 1e-8, 2e-8, 9e8], 3 / 3e8);
  });

  it("jee-c5-phy-033: radiation force on a perfect reflector", () => {
    expectNumericAnswer(jee, "jee-c5-phy-033", ((2 * 1500 * 2) / 3e8) * 1e6);
  });

  it("jee-c5-phy-034: apparent depth of a coin under water and oil", () => {
    expectKeyedNumber(jee, "jee-c5-phy-034", 12 / (4 / 3) + 6 / 1.5);
  });

  it("jee-c5-phy-035: focal length of an equiconvex lens silvered on one face", () => {
    const f = 20;
    const R = (1.5 - 1) * 2 * f; // 1/f = (μ - 1)(2/R)
    const power = 2 / f + 1 / (R / 2);
    expectNumericAnswer(jee, "jee-c5-phy-035", 1 / power);
  });

  it("jee-c5-phy-036: photons per second from a 1 mW, 663 nm laser", () => {
    const photon = (6.63e-34 * 3e8) / 663e-9;
    expectKeyedValue("jee-c5-phy-036", [3.3e18, 1.0e15, 3.3e12, 3.3e15], 1e-3 / photon, 0.02);
  });

  it("jee-c5-phy-037: de Broglie wavelength of the fastest photoelectrons", () => {
    const kMax = 1240 / 200 - 4.2;
    expectKeyedNumber(jee, "jee-c5-phy-037", 1.227 / Math.sqrt(kMax), 0.005);
  });

  it("jee-c5-phy-038: radius of the n = 2 orbit of He+", () => {
    const [n, Z] = [2, 2];
    expectKeyedValue("jee-c5-phy-038", [1, 2, 4, 0.5], n ** 2 / Z);
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

  it("jee-c5-phy-041: NAND and OR feeding a NAND", () => {
    const gates: Record<string, (a: boolean, b: boolean) => boolean> = {
      AND: (a, b) => a && b,
      OR: (a, b) => a || b,
      XOR: (a, b) => a !== b,
      XNOR: (a, b) => a === b,
    };
    const nand = (a: boolean, b: boolean) => !(a && b);
    const circuit = (a: boolean, b: boolean) => nand(nand(a, b), a || b);
    const inputs = [false, true].flatMap((a) => [false, true].map((b) => [a, b] as const));
    const matching = Object.entries(gates).filter(([, gate]) =>
      inputs.every(([a, b]) => gate(a, b) === circuit(a, b)),
    );
    expect(matching.map(([name]) => name)).toEqual([keyedOption(jee, "jee-c5-phy-041")]);
  });

  it("jee-c5-phy-042: current through the Zener diode", () => {
    const series = (15 - 10) / 500;
    const load = 10 / 2000;
    expectKeyedNumber(jee, "jee-c5-phy-042", (series - load) * 1000);
  });

  it("jee-c5-phy-043: specific heat capacity by the method of mixtures", () => {
    const c = (0.2 * 4200 * (24 - 20)) / (0.1 * (100 - 24));
    expectKeyedNumber(jee, "jee-c5-phy-043", c, 0.002);
  });

  it("jee-c5-phy-044: resistivity of the wire", () => {
    const d = 0.5e-3;
    const area = (Math.PI * d * d) / 4;
    expectKeyedValue("jee-c5-phy-044", [3.9e-6, 2.5e-6, 9.8e-7, 3.1e-7], (5 * area) / 1, 0.01);
  });

  it("jee-c5-phy-045: unknown resistance from two metre bridge balances", () => {
    const r1 = 40 / 60;
    const r2 = 60 / 40;
    const S = 10 / (r2 - r1);
    expectNumericAnswer(jee, "jee-c5-phy-045", r1 * S);
  });
});
