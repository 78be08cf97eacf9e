import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption } from "~/server/test-support/content/check-answers";
import { code, optionValue } from "~/server/test-support/content/neet-option-values";

const neet = loadExamBank("neet");

/** NEET paper 3 Physics: every computable answer worked out again from the question's givens. */
const key = (k: string) => `neet-p3-phy-${k}`;
const keyed = (k: string) => keyedOption(neet, key(k));
const expectKeyedValue = (k: string, computed: number) =>
  expect(optionValue(keyed(k)), key(k)).toBeCloseTo(computed, 6);
const g = 10;

describe("NEET paper 3 Physics answers", () => {
  it("001: significant figures of 0.006030", () => {
    const digits = "0.006030".replace(".", "").replace(/^0+/, "");
    expectKeyedNumber(neet, key("001"), digits.length);
  });

  it("002: maximum percentage error", () => {
    expectKeyedNumber(neet, key("002"), 2 * 1 + 3 * 3 + 1 * 2 + 0.5 * 2);
  });

  it("003: stopping distance", () => {
    const u = (72 * 1000) / 3600;
    expectKeyedNumber(neet, key("003"), ((u + 0) / 2) * 4);
  });

  it("004: height from the last second's share", () => {
    // 9t² − 50t + 25 = 0, the root above one second
    const t = (50 + Math.sqrt(50 ** 2 - 4 * 9 * 25)) / 18;
    const h = 0.5 * g * t ** 2;
    expect(0.5 * g * (t ** 2 - (t - 1) ** 2)).toBeCloseTo((9 / 25) * h, 9);
    expectKeyedNumber(neet, key("004"), h);
  });

  it("005: range at 30°", () => {
    expectKeyedValue("005", (20 ** 2 * Math.sin((2 * Math.PI) / 6)) / g);
  });

  it("006: Atwood tension", () => {
    const a = ((6 - 4) * g) / 10;
    expectKeyedNumber(neet, key("006"), 4 * (g + a));
  });

  it("007: momentum from kinetic energy", () => {
    expectKeyedValue("007", Math.sqrt(2 * 4 * 200));
  });

  it("008: rolling thin hollow sphere", () => {
    expectKeyedValue("008", Math.sqrt((2 * g * 5) / (1 + 2 / 3)));
  });

  it("009: g at height R/2 over g at depth R/2", () => {
    const atHeight = 1 / (1 + 0.5) ** 2;
    const atDepth = 1 - 0.5;
    expectKeyedValue("009", atHeight / atDepth);
  });

  it("010: extension of the steel wire (mm)", () => {
    expectKeyedNumber(neet, key("010"), ((100 * 2) / (1e-6 * 2e11)) * 1000);
  });

  it("012: pressure difference in the pipe", () => {
    const v2 = (10 * 2) / 5;
    expectKeyedNumber(neet, key("012"), 0.5 * 1000 * (v2 ** 2 - 2 ** 2));
  });

  it("013: meniscus radius in the short capillary (mm)", () => {
    const freeRise = (2 * 0.07) / (0.5e-3 * 1000 * g);
    expect(freeRise).toBeGreaterThan(0.02);
    const radius = (2 * 0.07) / (0.02 * 1000 * g);
    const stated = keyed("013").match(/radius of curvature of ([\d.]+) mm$/)?.[1];
    expect(Number(stated)).toBeCloseTo(radius * 1000, 9);
  });

  it("014: temperature of the mixture", () => {
    expectKeyedNumber(neet, key("014"), (200 * 80 + 300 * 30) / 500);
  });

  it("015: volume increase of the cube (%)", () => {
    const alpha = 0.0006 / 25;
    expectKeyedNumber(neet, key("015"), 3 * alpha * 50 * 100);
  });

  it("016: source temperature rise of the Carnot engine", () => {
    const sink = 27 + 273;
    expectKeyedNumber(neet, key("016"), sink / (1 - 0.5) - sink / (1 - 0.4));
  });

  it("017: temperature for twice the rms speed", () => {
    expectKeyedNumber(neet, key("017"), 2 ** 2 * (27 + 273) - 273);
  });

  it("019: amplitude from two speeds", () => {
    // v² = ω²(A² − x²) at (3 cm, 40 cm/s) and (4 cm, 30 cm/s)
    const omega2 = (40 ** 2 - 30 ** 2) / (4 ** 2 - 3 ** 2);
    expectKeyedValue("019", Math.sqrt(40 ** 2 / omega2 + 3 ** 2));
  });

  it("020: nearest points 60° apart in phase (cm)", () => {
    const wavelength = 360 / 500;
    expectKeyedNumber(neet, key("020"), wavelength * (60 / 360) * 100);
  });

  it("021: closed pipe over open pipe", () => {
    // closed: (2n − 1)v/4L with the second overtone n = 3; open: 3v/2L
    const closedHarmonic = 2 * 3 - 1;
    expectKeyedValue("021", closedHarmonic / 4 / (3 / 2));
  });

  it("022: force with charges doubled and distance halved", () => {
    expect(keyed("022")).toBe(`${(2 * 2) / 0.5 ** 2}F`);
  });

  it("023: where the field of +4 µC and +1 µC cancels (cm from +4 µC)", () => {
    // between like charges: 4/x² = 1/(30 − x)², so x = 2(30 − x)
    const x = (2 * 30) / 3;
    expect(4 / x ** 2).toBeCloseTo(1 / (30 - x) ** 2, 12);
    expectKeyedNumber(neet, key("023"), x);
  });

  it("024: energy lost in sharing charge (mJ)", () => {
    const c1 = 6e-6;
    const c2 = 3e-6;
    const lost = 0.5 * ((c1 * c2) / (c1 + c2)) * 50 ** 2;
    const before = 0.5 * c1 * 50 ** 2;
    const after = (c1 * 50) ** 2 / (2 * (c1 + c2));
    expect(before - after).toBeCloseTo(lost, 12);
    expectKeyedNumber(neet, key("024"), lost * 1000);
  });

  it("025: stretched, cut and joined in parallel", () => {
    const stretched = 12 * 2 ** 2;
    expectKeyedNumber(neet, key("025"), stretched / 4 / 4);
  });

  it("026: period of revolution with the speed doubled", () => {
    const radius = (speed: number) => speed; // r = mv/(qB), in units where m/(qB) = 1
    const period = (speed: number) => (2 * Math.PI * radius(speed)) / speed;
    expect(period(2) / period(1)).toBeCloseTo(1, 12);
    expect(keyed("026")).toBe("It stays the same");
  });

  it("027: field at the centre of the loop", () => {
    expectKeyedValue("027", (4 * 3.14 * 1e-7 * 4) / (2 * 0.08));
  });

  it("028: magnetic materials", () => {
    expect(keyed("028")).toBe(code([2, 4, 1, 3]));
  });

  it("029: work to turn the magnet antiparallel", () => {
    expectKeyedNumber(neet, key("029"), 2 * 0.5 * (Math.cos(0) - Math.cos(Math.PI)));
  });

  it("030: charge through the coil", () => {
    expectKeyedNumber(neet, key("030"), (100 * 0.01 * 0.5) / 5);
  });

  it("031: rod turning about its midpoint", () => {
    const half = 0.5 * 0.4 * 10 * (2 / 2) ** 2;
    const betweenEnds = half - half;
    expect(keyed("031")).toBe(`${half} V and ${betweenEnds}`);
  });

  it("032: rms value and frequency", () => {
    const rms = Math.round(311 / Math.SQRT2);
    const f = (100 * Math.PI) / (2 * Math.PI);
    expect(keyed("032")).toBe(`${rms} V, ${f} Hz`);
  });

  it("033: average power in the LCR circuit", () => {
    const z = Math.hypot(30, 80 - 40);
    const i = 200 / z;
    expect(200 * i * (30 / z)).toBeCloseTo(i ** 2 * 30, 9);
    expectKeyedNumber(neet, key("033"), i ** 2 * 30);
  });

  it("034: uses of electromagnetic radiation", () => {
    // microwaves → radar (III), infrared → remotes (IV), ultraviolet → LASIK (II), X-rays → fractures (I)
    expect(keyed("034")).toBe(code([3, 4, 2, 1]));
  });

  it("035: lens focal length in the liquid", () => {
    expectKeyedNumber(neet, key("035"), (15 * (1.5 - 1)) / (1.5 / 1.25 - 1));
  });

  it("036: fringe width (mm)", () => {
    expectKeyedNumber(neet, key("036"), ((600e-9 * 1.5) / 0.3e-3) * 1000);
  });

  it("037: the true statements about wave optics", () => {
    const truths = {
      A: true, // β = λD/(nd) falls in water
      B: true, // central maximum 2λ/a against λ/a
      // I₀/2 through the first polaroid, then cos² 60° of that through the second
      C: Math.abs(0.5 * Math.cos(Math.PI / 3) ** 2 - 1 / 8) < 1e-12,
      D: Math.abs((Math.atan(Math.sqrt(3)) * 180) / Math.PI - 30) < 1e-9,
      E: false, // coherence needs a constant phase difference, not equal amplitudes
    };
    const trueLabels = Object.entries(truths)
      .filter(([, t]) => t)
      .map(([label]) => label);
    expect(keyed("037")).toBe(`${trueLabels.slice(0, -1).join(", ")} and ${trueLabels.at(-1)} only`);
  });

  it("038: de Broglie wavelength at 400 V (nm)", () => {
    const lambda = 6.626e-34 / Math.sqrt(2 * 9.11e-31 * 1.602e-19 * 400);
    expectKeyedNumber(neet, key("038"), lambda * 1e9, 0.01);
  });

  it("040: photon from n = 4 to n = 2 (eV)", () => {
    const level = (n: number) => -13.6 / n ** 2;
    expectKeyedNumber(neet, key("040"), level(4) - level(2));
  });

  it("041: kinetic energy and angular momentum in the orbit", () => {
    const n = Math.round(Math.sqrt(13.6 / 1.51));
    const kinetic = 1.51;
    expect(keyed("041")).toBe(`$${kinetic}$ eV and $\\dfrac{${n}h}{2\\pi}$`);
  });

  it("042: from one-third decayed to two-thirds decayed", () => {
    const halfLife = 20;
    const remainingBefore = 1 - 1 / 3;
    const remainingAfter = 1 - 2 / 3;
    expectKeyedNumber(neet, key("042"), (halfLife * Math.log(remainingBefore / remainingAfter)) / Math.LN2);
  });

  it("045: corrected vernier reading (cm)", () => {
    const leastCount = 1 - 9 / 10; // mm
    const zeroError = 4 * leastCount;
    const observed = 32 + 6 * leastCount;
    expectKeyedNumber(neet, key("045"), (observed - zeroError) / 10);
  });
});
