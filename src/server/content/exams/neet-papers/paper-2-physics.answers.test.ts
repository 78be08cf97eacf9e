import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption } from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/** NEET paper 2 Physics: every computable answer worked out again from the question's givens. */
const key = (k: string) => `neet-p2-phy-${k}`;
const keyed = (k: string) => keyedOption(neet, key(k));
const g = 10;

describe("NEET paper 2 Physics answers", () => {
  it("001: dimensions from defining relations", () => {
    // [M, L, T] exponents
    type Dims = [number, number, number];
    const times = (a: Dims, b: Dims): Dims => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
    const per = (a: Dims, b: Dims): Dims => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
    const force: Dims = [1, 1, -2];
    const energy = times(force, [0, 1, 0]);
    const planck = per(energy, [0, 0, -1]); // energy / frequency
    const viscosity = per(force, times([0, 2, 0], [0, 0, -1])); // F / (area · velocity gradient)
    const surfaceTension = per(force, [0, 1, 0]);
    const pressure = per(force, [0, 2, 0]);
    const listII: Record<string, number[]> = {
      I: [1, -1, -2],
      II: [1, 0, -2],
      III: [1, 2, -1],
      IV: [1, -1, -1],
    };
    const find = (dims: number[]) =>
      Object.entries(listII).find(([, d]) => d.join() === dims.join())?.[0] as string;
    expect(keyed("001")).toBe(
      `A-${find(planck)}, B-${find(viscosity)}, C-${find(surfaceTension)}, D-${find(pressure)}`,
    );
  });

  it("002: crossing straight across a river", () => {
    expectKeyedNumber(neet, key("002"), 120 / Math.sqrt(5 ** 2 - 3 ** 2));
  });

  it("003: contact force with friction", () => {
    const mu = 0.1;
    const a = (30 - mu * (4 + 6) * g) / (4 + 6);
    expectKeyedNumber(neet, key("003"), 6 * a + mu * 6 * g);
  });

  it("004: share of kinetic energy passed on in an elastic collision", () => {
    const m1 = 1;
    const m2 = 3;
    const v2 = (2 * m1) / (m1 + m2);
    expectKeyedNumber(neet, key("004"), (100 * (0.5 * m2 * v2 ** 2)) / (0.5 * m1));
  });

  it("005: rolling solid sphere", () => {
    expectKeyedNumber(neet, key("005"), Math.sqrt((2 * g * 7) / (1 + 2 / 5)));
  });

  it("007: period at height 3R", () => {
    const factor = (4 / 1) ** 1.5;
    expect(factor).toBeCloseTo(8, 10);
    expect(keyed("007")).toBe(`$${factor}\\,T_0$`);
  });

  it("009: extension ratio of two wires", () => {
    const ext = (l: number, r: number) => l / r ** 2;
    const ratio = ext(1, 1) / ext(2, 2);
    expect(keyed("009")).toBe(`${ratio} : 1`);
  });

  it("010: terminal velocity of the merged drop", () => {
    const R = Math.cbrt(8);
    expectKeyedNumber(neet, key("010"), 4 * R ** 2);
  });

  it("011: work to blow a bubble (in units of 1e-4 J)", () => {
    const W = 0.03 * 2 * 4 * 3.14 * (0.02 ** 2 - 0.01 ** 2);
    expectKeyedNumber(neet, key("011"), W / 1e-4, 0.005);
  });

  it("012: ice left over", () => {
    const heatFromWater = 100 * 1 * 50;
    const melted = Math.min(100, heatFromWater / 80);
    expectKeyedNumber(neet, key("012"), 100 - melted);
  });

  it("013: adiabatic pressure ratio", () => {
    expectKeyedNumber(neet, key("013"), 8 ** (5 / 3), 1e-9);
  });

  it("015: work for a Carnot refrigerator", () => {
    const cop = 250 / (300 - 250);
    expectKeyedNumber(neet, key("015"), 1000 / cop);
  });

  it("016: rms speed ratio", () => {
    const r = Math.sqrt(1200 / 32 / (300 / 2));
    expect(keyed("016")).toBe(`1 : ${1 / r}`);
  });

  it("017: gamma of the mixture", () => {
    const cv = (1.5 + 2.5) / 2;
    expectKeyedNumber(neet, key("017"), (cv + 1) / cv);
  });

  it("018: maximum acceleration in SHM", () => {
    const w = 16 / Math.sqrt(10 ** 2 - 6 ** 2);
    expectKeyedNumber(neet, key("018"), w ** 2 * 10);
  });

  it("019: springs cut and joined in parallel", () => {
    const part = 3; // each third is 3k
    const keff = part + part;
    expect(keyed("019")).toBe(`$T/\\sqrt{${keff}}$`);
  });

  it("021: second harmonic of the opened pipe", () => {
    const vOverL = 200 * 4;
    expectKeyedNumber(neet, key("021"), 2 * (vOverL / 2));
  });

  it("022: frequency rise from 44% more tension", () => {
    expectKeyedNumber(neet, key("022"), (Math.sqrt(1.44) - 1) * 100, 1e-9);
  });

  it("025: energy after the dielectric goes in (battery removed)", () => {
    const C = 10e-6;
    const Q = C * 100;
    expectKeyedNumber(neet, key("025"), Q ** 2 / (2 * 5 * C));
  });

  it("026: charge drawn by the capacitor network", () => {
    const series = 1 / (1 / 2 + 1 / 3 + 1 / 6);
    expectKeyedNumber(neet, key("026"), (series + 4) * 10);
  });

  it("027: metre bridge", () => {
    expectKeyedNumber(neet, key("027"), (12 * 40) / 60);
  });

  it("028: two cells in parallel", () => {
    const eps = (6 / 1 + 4 / 1) / (1 / 1 + 1 / 1);
    const r = 1 / (1 / 1 + 1 / 1);
    expectKeyedNumber(neet, key("028"), eps / (4 + r), 0.005);
  });

  it("029: radii of a proton and an alpha particle of equal kinetic energy", () => {
    const r = (m: number, q: number) => Math.sqrt(2 * m) / q;
    expect(r(1, 1) / r(4, 2)).toBeCloseTo(1, 12);
    expect(keyed("029")).toBe("1 : 1");
  });

  it("031: force to keep the rod moving", () => {
    const I = (0.5 * 4 * 0.5) / 2;
    expectKeyedNumber(neet, key("031"), 0.5 * I * 0.5);
  });

  it("033: average power in a series LCR circuit", () => {
    const Z = Math.hypot(30, 80 - 40);
    const I = 200 / Z;
    expectKeyedNumber(neet, key("033"), I ** 2 * 30);
  });

  it("035: minimum deviation", () => {
    const dm = 2 * ((Math.asin(Math.SQRT2 * Math.sin(Math.PI / 6)) * 180) / Math.PI) - 60;
    expectKeyedNumber(neet, key("035"), dm, 1e-9);
  });

  it("036: image by the lens combination (cm behind)", () => {
    const P = 1 / 20 - 1 / 30;
    const v = 1 / (P + 1 / -90);
    expect(v).toBeGreaterThan(0);
    expectKeyedNumber(neet, key("036"), v, 1e-9);
  });

  it("039: three polarisers", () => {
    const I = 0.5 * Math.cos(Math.PI / 6) ** 2 * Math.cos(Math.PI / 3) ** 2;
    expect(I).toBeCloseTo(3 / 32, 12);
    expect(keyed("039")).toBe("$3I_0/32$");
  });

  it("040: stopping potential", () => {
    expectKeyedNumber(neet, key("040"), 1240 / 300 - 2.13, 0.005);
  });

  it("041: de Broglie ratio", () => {
    const ratio = Math.sqrt((4 * 2) / (1 * 1));
    expect(ratio).toBeCloseTo(2 * Math.SQRT2, 12);
    expect(keyed("041")).toBe("$2\\sqrt{2} : 1$");
  });

  it("043: nuclear radii", () => {
    expect(Math.cbrt(27) / Math.cbrt(64)).toBeCloseTo(3 / 4, 12);
    expect(keyed("043")).toBe("3 : 4");
  });

  it("044: NAND followed by NAND as NOT", () => {
    const nand = (a: boolean, b: boolean) => !(a && b);
    const gates: Record<string, (a: boolean, b: boolean) => boolean> = {
      OR: (a, b) => a || b,
      NOR: (a, b) => !(a || b),
      AND: (a, b) => a && b,
      NAND: nand,
    };
    const circuit = (a: boolean, b: boolean) => {
      const x = nand(a, b);
      return nand(x, x);
    };
    const inputs = [
      [false, false],
      [false, true],
      [true, false],
      [true, true],
    ] as const;
    const match = Object.entries(gates).filter(([, gate]) =>
      inputs.every(([a, b]) => gate(a, b) === circuit(a, b)),
    );
    expect(match.map(([name]) => name)).toEqual([keyed("044")]);
  });

  it("046: tension from the wave equation", () => {
    const speed = (40 * Math.PI) / (0.5 * Math.PI); // omega / k
    const massPerLength = 0.005 / 0.5;
    expectKeyedNumber(neet, key("046"), massPerLength * speed ** 2, 1e-9);
  });

  it("047: width of the single-slit central maximum (mm)", () => {
    expectKeyedNumber(neet, key("047"), ((2 * 600e-9 * 1.5) / 0.2e-3) * 1e3, 1e-9);
  });

  it("048: spectral lines after absorbing 12.75 eV", () => {
    const level = (energy: number) => Math.sqrt(13.6 / -energy);
    const n = level(-13.6 + 12.75);
    expect(n).toBeCloseTo(4, 9);
    const upper = Math.round(n);
    let lines = 0;
    for (let high = 2; high <= upper; high++) for (let low = 1; low < high; low++) lines++;
    expectKeyedNumber(neet, key("048"), lines);
  });
});
