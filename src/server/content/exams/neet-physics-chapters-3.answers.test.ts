import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  keyedOption as keyedOptionOf,
  singleQuestion,
} from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/** A Statement-I/II question's keyed option as the truths it gives: both, neither, only I, only II. */
const PAIR_OPTIONS = [
  [true, true],
  [false, false],
  [true, false],
  [false, true],
];
const keyedPair = (key: string) => PAIR_OPTIONS[singleQuestion(neet, key).correct];

/**
 * Re-computation of the computed answers in the third set of NEET Physics chapter questions
 * (content/bank/neet/physics-chapters-3.yaml), each from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(neet, key);

/** "$a \times 10^{b}" at the start of an option (units may follow), read as a number. */
function scientific(option: string): number {
  const m = option.match(/^\$(-?\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}/);
  if (!m) throw new Error(`not in scientific notation: ${option}`);
  return Number(m[1]) * 10 ** Number(m[2]);
}

/** "$\frac{a}{b}..." at the start of an option, read as the fraction a/b. */
function leadingFraction(option: string): [number, number] {
  const m = option.match(/^\$\\frac\{(\d+)\}\{(\d+)\}/);
  if (!m) throw new Error(`not a fraction: ${option}`);
  return [Number(m[1]), Number(m[2])];
}

/** Rounds to n significant figures. */
const toSignificant = (x: number, n: number) => Number(x.toPrecision(n));

/** The distance covered by a body with velocity v(t) from t0 to t1, by the midpoint rule. */
function distance(v: (t: number) => number, t0: number, t1: number, n = 400_000): number {
  let s = 0;
  const h = (t1 - t0) / n;
  for (let i = 0; i < n; i++) s += Math.abs(v(t0 + (i + 0.5) * h)) * h;
  return s;
}

describe("NEET Physics chapter questions, third set: Class 11", () => {
  it("neet-phy-ch3-001: area to three significant figures", () => {
    const area = 4.237 * 2.51;
    expectKeyedNumber(neet, "neet-phy-ch3-001", toSignificant(area, 3));
    expect(keyedOption("neet-phy-ch3-001")).toBe("$10.6\\ \\mathrm{m^2}$");
  });

  it("neet-phy-ch3-002: absolute error of R = V/I", () => {
    const r = 12.0 / 2.0;
    const dr = r * (0.3 / 12.0 + 0.04 / 2.0);
    expect(dr).toBeCloseTo(0.27, 10);
    expect(keyedOption("neet-phy-ch3-002")).toBe(`$(${r.toFixed(1)} \\pm ${dr.toFixed(2)})\\ \\Omega$`);
  });

  it("neet-phy-ch3-003: stone thrown up from a 49 m cliff", () => {
    // -49 = 14.7 t - 4.9 t^2
    const [a, b, c] = [4.9, -14.7, -49];
    const t = (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
    expectKeyedNumber(neet, "neet-phy-ch3-003", t, 1e-9);
  });

  it("neet-phy-ch3-004: distance for v = t^2 - 6t + 8 over 4 s", () => {
    const d = distance((t) => t * t - 6 * t + 8, 0, 4);
    expect(Math.abs(d - 8)).toBeLessThan(1e-6);
    expectKeyedNumber(neet, "neet-phy-ch3-004", d, 1e-6);
  });

  it("neet-phy-ch3-005: range at 53 degrees", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-005", (30 ** 2 * 2 * 0.8 * 0.6) / 10);
  });

  it("neet-phy-ch3-006: umbrella angle from the relative velocity of rain", () => {
    // rain relative to the cyclist: 6 down, 8 towards the west, so it comes from the east
    const tan = 8 / 6;
    expect(tan).toBeCloseTo(4 / 3, 12);
    expect(keyedOption("neet-phy-ch3-006")).toContain("\\frac{4}{3}");
    expect(keyedOption("neet-phy-ch3-006")).toContain("east");
  });

  it("neet-phy-ch3-007: tension in the string pulling 2 kg + 3 kg", () => {
    const a = 40 / (2 + 3 + 5);
    expectKeyedNumber(neet, "neet-phy-ch3-007", (2 + 3) * a);
  });

  it("neet-phy-ch3-008: time to slide 5 m down a rough 30 degree incline", () => {
    const mu = 1 / (2 * Math.sqrt(3));
    const th = Math.PI / 6;
    expect(Math.tan(th)).toBeGreaterThan(mu);
    const a = 10 * (Math.sin(th) - mu * Math.cos(th));
    expectKeyedNumber(neet, "neet-phy-ch3-008", Math.sqrt((2 * 5) / a), 1e-9);
  });

  it("neet-phy-ch3-009: input power of a 75% efficient pump (kW)", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-009", (450 * 10 * 16) / 60 / 0.75 / 1000);
  });

  it("neet-phy-ch3-010: kinetic energy transferred in a head-on elastic collision", () => {
    const [m1, m2, u] = [2, 4, 6];
    const v2 = ((2 * m1) / (m1 + m2)) * u;
    const fraction = (0.5 * m2 * v2 * v2) / (0.5 * m1 * u * u);
    const [p, q] = leadingFraction(keyedOption("neet-phy-ch3-010"));
    expect(p / q).toBeCloseTo(fraction, 12);
  });

  it("neet-phy-ch3-011: turntable with clay, angular momentum conserved", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-011", (0.3 * 10) / (0.3 + 0.5 * 0.6 ** 2));
  });

  it("neet-phy-ch3-012: rod released from horizontal about one end", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-012", Math.sqrt((3 * 10) / 1.2));
  });

  it("neet-phy-ch3-013: height where g is 64% of its surface value (km)", () => {
    const R = 6400;
    expectKeyedNumber(neet, "neet-phy-ch3-013", R / Math.sqrt(0.64) - R, 1e-9);
  });

  it("neet-phy-ch3-014: Young's modulus from a loaded wire", () => {
    const Y = (10 * 10 * 2) / (1e-6 * 1e-3);
    expect(Math.abs(scientific(keyedOption("neet-phy-ch3-014")) - Y)).toBeLessThan(1);
  });

  it("neet-phy-ch3-015: extensions of a steel and a brass wire", () => {
    const ext = (r: number, Y: number) => 1 / (r * r * Y);
    const ratio = ext(1, 2e11) / ext(2, 1e11);
    expect(keyedOption("neet-phy-ch3-015")).toBe(`$${ratio} : 1$`);
  });

  it("neet-phy-ch3-017: range of the jet from a hole 5 m below the surface", () => {
    const v = Math.sqrt(2 * 10 * 5);
    const t = Math.sqrt((2 * 15) / 10);
    expectKeyedNumber(neet, "neet-phy-ch3-017", Number((v * t).toFixed(1)));
  });

  it("neet-phy-ch3-018: final temperature of mixed water", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-018", (150 * 90 + 350 * 30) / (150 + 350));
  });

  it("neet-phy-ch3-019: heat to turn ice at -10 C into water at 20 C", () => {
    const m = 0.01;
    expectKeyedNumber(neet, "neet-phy-ch3-019", m * 2100 * 10 + m * 3.36e5 + m * 4200 * 20, 1e-9);
  });

  it("neet-phy-ch3-020: share of heat doing work at constant pressure", () => {
    const [Cv, R] = [1.5, 1];
    const [p, q] = leadingFraction(keyedOption("neet-phy-ch3-020"));
    expect(p / q).toBeCloseTo(R / (Cv + R), 12);
  });

  it("neet-phy-ch3-021: processes matched with what holds in them", () => {
    expect(keyedOption("neet-phy-ch3-021")).toBe("A-III, B-II, C-I, D-IV");
  });

  it("neet-phy-ch3-022: nitrogen as fast as helium at 7 C", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-022", (7 + 273) * (28 / 4));
  });

  it("neet-phy-ch3-023: internal energy of 3 mol He + 2 mol rigid N2", () => {
    const u = 3 * (3 / 2) + 2 * (5 / 2); // in units of RT
    const [p, q] = leadingFraction(keyedOption("neet-phy-ch3-023"));
    expect(p / q).toBeCloseTo(u, 12);
  });

  it("neet-phy-ch3-024: period of a 0.2 kg block on an 80 N/m spring", () => {
    const T = 2 * Math.PI * Math.sqrt(0.2 / 80);
    expect(T).toBeCloseTo(Math.PI / 10, 12);
    expect(keyedOption("neet-phy-ch3-024")).toBe("$\\frac{\\pi}{10}\\ \\mathrm{s}$");
  });

  it("neet-phy-ch3-025: time from A/2 to A in SHM", () => {
    // x = A cos(2 pi t / T) from the extreme; time to reach A/2
    const fraction = Math.acos(0.5) / (2 * Math.PI);
    const [p, q] = (keyedOption("neet-phy-ch3-025").match(/\\frac\{T\}\{(\d+)\}/) ?? []).slice(0, 2);
    expect(p).toBeDefined();
    expect(1 / Number(q)).toBeCloseTo(fraction, 12);
  });

  it("neet-phy-ch3-026: natural frequencies of a closed pipe below 1200 Hz", () => {
    const f1 = 340 / (4 * 0.68);
    let count = 0;
    for (let n = 1; n * f1 < 1200; n += 2) count++;
    expectKeyedNumber(neet, "neet-phy-ch3-026", count);
  });

  it("neet-phy-ch3-027: fork frequency from beats before and after loading", () => {
    const candidates = [320 - 5, 320 + 5].filter((f) => {
      // a little wax lowers f slightly; the beats must fall from 5 towards 3
      const loaded = f - 2;
      return Math.abs(loaded - 320) === 3;
    });
    expect(candidates).toEqual([325]);
    expectKeyedNumber(neet, "neet-phy-ch3-027", candidates[0] as number);
  });
});

describe("NEET Physics chapter questions, third set: Class 12", () => {
  it("neet-phy-ch3-028: flux of (3i + 4j) kN/C through a 10 cm square in the y-z plane", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-028", 3e3 * 0.1 * 0.1);
  });

  it("neet-phy-ch3-029: null point between +4 and +9 microcoulomb", () => {
    // 4/x^2 = 9/(0.5 - x)^2 with 0 < x < 0.5: 2(0.5 - x) = 3x
    const x = 1 / 5;
    expect(4 / x ** 2).toBeCloseTo(9 / (0.5 - x) ** 2, 9);
    const option = keyedOption("neet-phy-ch3-029");
    expect(option).toContain(`${x * 100}\\ \\mathrm{cm}$ from the $+4`);
    expect(option).toContain("between");
  });

  it("neet-phy-ch3-030: capacitor with a slab of thickness 3d/4, K = 3", () => {
    const [d, t, K, C0] = [1, 0.75, 3, 6];
    expectKeyedNumber(neet, "neet-phy-ch3-030", (C0 * d) / (d - t + t / K));
  });

  it("neet-phy-ch3-031: energy in a 5 microfarad capacitor at 40 V (mJ)", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-031", 0.5 * 5e-6 * 40 ** 2 * 1000);
  });

  it("neet-phy-ch3-032: temperature for 24.8 ohm", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-032", 20 + (24.8 / 20 - 1) / 4e-3);
  });

  it("neet-phy-ch3-033: two cells in parallel across 6 ohm", () => {
    const [e1, r1, e2, r2, R] = [8, 1, 4, 2, 6];
    const e = (e1 * r2 + e2 * r1) / (r1 + r2);
    const r = (r1 * r2) / (r1 + r2);
    expectKeyedNumber(neet, "neet-phy-ch3-033", e / (R + r));
  });

  it("neet-phy-ch3-034: field inside a solenoid of 1000 turns per metre", () => {
    const B = 4 * Math.PI * 1e-7 * (500 / 0.5) * 2;
    expect(Math.abs(scientific(keyedOption("neet-phy-ch3-034")) - B)).toBeLessThan(0.01e-3);
  });

  it("neet-phy-ch3-035: speed passed undeflected by crossed fields", () => {
    expect(scientific(keyedOption("neet-phy-ch3-035"))).toBeCloseTo(3e4 / 0.02, 6);
  });

  it("neet-phy-ch3-036: diamagnetic chi independent of T (false), Curie's law (true)", () => {
    expect(keyedPair("neet-phy-ch3-036")).toEqual([false, true]);
  });

  it("neet-phy-ch3-037: axial field of a short bar magnet", () => {
    const B = (1e-7 * 2 * 0.5) / 0.1 ** 3;
    expect(scientific(keyedOption("neet-phy-ch3-037"))).toBeCloseTo(B, 12);
  });

  it("neet-phy-ch3-038: energy in a coil at 6 A from the induced emf", () => {
    const L = (8 * 0.05) / (6 - 2);
    expectKeyedNumber(neet, "neet-phy-ch3-038", 0.5 * L * 6 ** 2, 1e-9);
  });

  it("neet-phy-ch3-040: power factor of R = 40, XL = 100, XC = 70", () => {
    const Z = Math.hypot(40, 100 - 70);
    expectKeyedNumber(neet, "neet-phy-ch3-040", 40 / Z);
  });

  it("neet-phy-ch3-041: primary current of a 90% efficient transformer", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-041", Number((11000 / 0.9 / 2200).toFixed(2)));
  });

  it("neet-phy-ch3-043: wavelength and E0 from the magnetic field of the wave", () => {
    const [B0, k, w] = [4e-8, 2e3, 6e11];
    expect(w / k).toBeCloseTo(3e8, 6);
    const option = keyedOption("neet-phy-ch3-043");
    expectKeyedNumber(neet, "neet-phy-ch3-043", Number((((2 * Math.PI) / k) * 1000).toFixed(2)));
    expect(option).toContain(`$${Math.round(3e8 * B0)}\\ \\mathrm{V/m}$`);
  });

  it("neet-phy-ch3-044: telescope in normal adjustment", () => {
    const [fo, fe] = [150, 5];
    expect(keyedOption("neet-phy-ch3-044")).toBe(`$${fo / fe}$ and $${fo + fe}\\ \\mathrm{cm}$`);
  });

  it("neet-phy-ch3-045: convex mirror f = 15 cm, object at 30 cm", () => {
    const [f, u] = [15, -30];
    const v = 1 / (1 / f - 1 / u);
    expect(v).toBeCloseTo(10, 12);
    expect(-v / u).toBeCloseTo(1 / 3, 12);
    const option = keyedOption("neet-phy-ch3-045");
    expect(option.startsWith("$10\\ \\mathrm{cm}$ behind")).toBe(true);
    expect(option).toContain("one-third");
  });

  it("neet-phy-ch3-046: intensity where the path difference is lambda/3", () => {
    const phi = (2 * Math.PI) / 3;
    const fraction = Math.cos(phi / 2) ** 2;
    expect(fraction).toBeCloseTo(1 / 4, 12);
    expect(keyedOption("neet-phy-ch3-046")).toBe("$\\frac{I_0}{4}$");
  });

  it("neet-phy-ch3-047: angle of refraction at Brewster's angle for n = sqrt 3", () => {
    const iB = Math.atan(Math.sqrt(3));
    const r = Math.asin(Math.sin(iB) / Math.sqrt(3));
    expect(iB + r).toBeCloseTo(Math.PI / 2, 12);
    expectKeyedNumber(neet, "neet-phy-ch3-047", (r * 180) / Math.PI, 1e-9);
  });

  it("neet-phy-ch3-048: stopping potential from the threshold frequency", () => {
    const V0 = (6.6e-34 * (8e14 - 5e14)) / 1.6e-19;
    expectKeyedNumber(neet, "neet-phy-ch3-048", Number(V0.toFixed(2)));
  });

  it("neet-phy-ch3-049: de Broglie wavelength after a 44% rise in kinetic energy", () => {
    const decrease = (1 - 1 / Math.sqrt(1.44)) * 100;
    expectKeyedNumber(neet, "neet-phy-ch3-049", Number(decrease.toFixed(1)));
  });

  it("neet-phy-ch3-050: Balmer limit over Paschen limit", () => {
    const [p, q] = leadingFraction(keyedOption("neet-phy-ch3-050"));
    expect(p / q).toBeCloseTo(1 / (1 / 4) / (1 / (1 / 9)), 12);
  });

  it("neet-phy-ch3-051: potential energy in the first excited state", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-051", 2 * -3.4);
  });

  it("neet-phy-ch3-052: activity of 2e20 nuclei with a 693 s half-life", () => {
    const ln2 = 693 / 1000; // the value the question gives
    const activity = (ln2 / 693) * 2e20;
    expect(Math.abs(scientific(keyedOption("neet-phy-ch3-052")) - activity) / activity).toBeLessThan(1e-9);
  });

  it("neet-phy-ch3-053: energy released in p + Li-7 -> 2 He-4", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-053", 2 * 4 * 7.06 - 7 * 5.6, 1e-2);
  });

  it("neet-phy-ch3-054: Zener current in the regulator (mA)", () => {
    const series = (20 - 8) / 400;
    const load = 8 / 2000;
    expectKeyedNumber(neet, "neet-phy-ch3-054", (series - load) * 1000, 1e-9);
  });

  it("neet-phy-ch3-055: n-type charged (false), intrinsic n = p (true)", () => {
    expect(keyedPair("neet-phy-ch3-055")).toEqual([false, true]);
  });

  it("neet-phy-ch3-056: vernier reading with a 0.02 mm least count", () => {
    const lc = 1 - 49 / 50;
    expectKeyedNumber(neet, "neet-phy-ch3-056", 36 + 17 * lc, 1e-9);
  });

  it("neet-phy-ch3-057: screw gauge reading corrected for +0.04 mm", () => {
    expectKeyedNumber(neet, "neet-phy-ch3-057", 6 + 52 * 0.01 - 0.04, 1e-9);
  });
});
