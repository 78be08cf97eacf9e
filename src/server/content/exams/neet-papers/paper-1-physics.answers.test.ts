import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyedOption } from "~/server/test-support/content/check-answers";
import { code, optionValue } from "~/server/test-support/content/neet-option-values";

const neet = loadExamBank("neet");

/**
 * NEET paper 1, Physics: every computed answer worked out again from the question's givens,
 * never from the options, and compared with the keyed option.
 */
const keyed = (n: number) => keyedOption(neet, `neet-p1-phy-${String(n).padStart(2, "0")}`);
const expectKeyed = (n: number, computed: number, tolerance = 0.005) => {
  const value = optionValue(keyed(n));
  expect(Math.abs(value - computed), `phy-${n}: keyed ${keyed(n)}, computed ${computed}`).toBeLessThanOrEqual(
    tolerance * Math.max(1, Math.abs(computed)),
  );
};
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9);
const g = 10;
const deg = Math.PI / 180;

describe("NEET paper 1 Physics answers", () => {
  it("01, 17, 25, 36: the list matchings", () => {
    expect(keyed(1)).toBe(code([4, 2, 3, 1]));
    expect(keyed(17)).toBe(code([3, 2, 4, 1]));
    expect(keyed(25)).toBe(code([4, 1, 2, 3]));
    expect(keyed(36)).toBe(code([3, 4, 1, 2]));
  });

  it("02: error in density m/L^3", () => expectKeyed(2, 1 + 3 * 2));

  it("03: distance in the third second", () => {
    const s = (t: number) => 0.5 * 4 * t ** 2;
    expectKeyed(3, s(3) - s(2));
  });

  it("04: time to hit the ground from a 25 m tower", () => {
    // -25 = 20 t - 5 t^2, positive root
    const t = (20 + Math.sqrt(20 ** 2 + 4 * 5 * 25)) / (2 * 5);
    expectKeyed(4, t);
  });

  it("05: ratio of maximum heights at 30 and 60 degrees", () => {
    expectKeyed(5, Math.sin(30 * deg) ** 2 / Math.sin(60 * deg) ** 2);
  });

  it("06: straight-across river crossing", () => expectKeyed(6, 100 / Math.sqrt(5 ** 2 - 3 ** 2)));
  it("07: normal force in a lift accelerating upward", () => expectKeyed(7, 60 * (g + 2)));
  it("08: banking speed", () => expectKeyed(8, Math.sqrt(40 * g * 0.25)));

  it("10: work done from x = t^2/4 by the work-energy theorem", () => {
    const m = 2;
    const v = (t: number) => t / 2; // dx/dt of t^2/4
    const work = 0.5 * m * v(2) ** 2 - 0.5 * m * v(0) ** 2;
    // cross-check: constant force m * x'' over the displacement x(2)
    close(m * 0.5 * (2 ** 2 / 4), work);
    expectKeyed(10, work);
  });

  it("12: centre of mass", () => {
    const m = [1, 2, 3];
    const xs = [0, 2, 0];
    const ys = [0, 0, 3];
    const M = m.reduce((a, b) => a + b, 0);
    const x = m.reduce((a, mi, i) => a + mi * (xs[i] ?? 0), 0) / M;
    const y = m.reduce((a, mi, i) => a + mi * (ys[i] ?? 0), 0) / M;
    expect([x, y]).toEqual([2 / 3, 3 / 2]);
    expect(keyed(12)).toContain("\\frac{2}{3}");
    expect(keyed(12)).toContain("\\frac{3}{2}");
  });

  it("13: ring about a tangent perpendicular to its plane", () => {
    const M = 2;
    const R = 0.5;
    expectKeyed(13, M * R ** 2 + M * R ** 2);
  });

  it("14: rotational share of a rolling solid sphere", () => {
    const rot = 0.5 * (2 / 5);
    const trans = 0.5;
    expectKeyed(14, rot / (rot + trans));
  });

  it("15: skater pulling her arms in", () => {
    const I = 1;
    const w = 1;
    const w2 = (I * w) / (I / 3);
    const k = 0.5 * I * w ** 2;
    const k2 = 0.5 * (I / 3) * w2 ** 2;
    expect(keyed(15)).toBe(`$\\omega$ becomes $${w2}$ times and $K$ becomes $${k2 / k}$ times`);
  });

  it("16: solid cylinder rolling down 30 degrees", () => {
    expectKeyed(16, (g * Math.sin(30 * deg)) / (1 + 0.5), 0.002);
  });

  it("18: Kepler's law of periods", () => expectKeyed(18, 4 ** 1.5));

  it("19: energy to escape from an orbit at height R, in units of mgR", () => {
    const r = 1 + 1; // orbit radius in units of R
    const total = -1 / (2 * r); // -GMm/2r with GM m / R = mgR = 1
    expect(keyed(19)).toBe(`$\\frac{mgR}{${Math.round(1 / (0 - total))}}$`);
  });

  it("21: extension of a loaded wire, in mm", () => {
    expectKeyed(21, ((10 * g * 2) / (1e-6 * 2e11)) * 1000);
  });

  it("22: terminal velocity after eight drops coalesce", () => {
    const R = Math.cbrt(8);
    expectKeyed(22, 2 * R ** 2);
  });

  it("23: ice left when 100 g ice meets 100 g water at 60 C", () => {
    const heatAvailable = 100 * 1 * 60;
    const melted = Math.min(100, heatAvailable / 80);
    expectKeyed(23, 100 - melted);
  });

  it("26: temperature for double rms speed, in Celsius", () => {
    expectKeyed(26, (27 + 273) * 2 ** 2 - 273);
  });

  it("27: speed at x = A/2 in SHM as a fraction of the maximum", () => {
    expectKeyed(27, Math.sqrt(4 ** 2 - 2 ** 2) / 4);
  });

  it("28: fork frequency from beats and waxing", () => {
    const candidates = [256 + 4, 256 - 4];
    // wax lowers the frequency; the beats must rise from 4 to 6
    const found = candidates.filter((f) => Math.abs(f - 2 - 256) === 6);
    expect(found).toHaveLength(1);
    expectKeyed(28, found[0] as number);
  });

  it("29: flux through one face of a cube", () => {
    expect(keyed(29)).toBe(`$\\frac{q}{${6}\\varepsilon_0}$`);
  });

  it("30: field of a line charge", () => expectKeyed(30, (2 * 9e9 * 2e-6) / 0.1));

  it("31: voltage across 4 uF in series with 12 uF on 16 V", () => {
    const C = (4 * 12) / (4 + 12);
    expectKeyed(31, (C * 16) / 4);
  });

  it("33: drift speed", () => expectKeyed(33, 1.6 / (1e29 * 1.6e-19 * 1e-6)));

  it("34: emf and internal resistance from two loads", () => {
    // E = 0.5 (12 + r) = 0.25 (25 + r)
    const r = (0.25 * 25 - 0.5 * 12) / (0.5 - 0.25);
    const E = 0.5 * (12 + r);
    expect(keyed(34)).toBe(`$${E}\\ \\mathrm{V}$ and $${r}\\ \\Omega$`);
  });

  it("35: radius ratio alpha to proton at equal kinetic energy", () => {
    expectKeyed(35, Math.sqrt(4) / 2 / (Math.sqrt(1) / 1));
  });

  it("39: average power in the LCR circuit", () => {
    const Z = Math.hypot(30, 80 - 40);
    expectKeyed(39, (100 / Z) ** 2 * 30);
  });

  it("38: motional emf", () => expectKeyed(38, 0.5 * 0.2 * 10));

  it("40: refractive index from minimum deviation", () => {
    expectKeyed(40, Math.sin(((60 + 30) / 2) * deg) / Math.sin(30 * deg));
  });

  it("41: radius of the lit patch", () => {
    const C = Math.asin(3 / 4);
    expectKeyed(41, Math.sqrt(7) * Math.tan(C));
  });

  it("42: fringe width in water, in mm", () => {
    expectKeyed(42, ((600e-9 * 1) / 0.5e-3 / (4 / 3)) * 1000);
  });

  it("43: Lyman to Balmer first-line wavelengths", () => {
    const inv = (n1: number, n2: number) => 1 / n1 ** 2 - 1 / n2 ** 2;
    expectKeyed(43, inv(2, 3) / inv(1, 2));
  });

  it("44: binding energy per nucleon of helium-4", () => {
    const dm = 2 * 1.007825 + 2 * 1.008665 - 4.002603;
    expectKeyed(44, (dm * 931.5) / 4, 0.01);
  });
});
