import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, singleQuestion } from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/**
 * Independent re-computation of every NEET question whose answer can be
 * computed. Each check works from the givens in the question text, never from
 * the option list.
 */

/** The option text at `correct` for a question key. */
function keyedOption(key: string): string {
  const q = singleQuestion(neet, key);
  return q.options[q.correct] as string;
}

/** All plain numbers (integers or decimals) in a string, in order. */
function numbersIn(s: string): number[] {
  return (s.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** Parses "$a \\times 10^{b}$" into a number. */
function parseScientific(s: string): number {
  const m = s.match(/(-?\d+(?:\.\d+)?)\s*\\times\s*10\^\{(-?\d+)\}/);
  if (!m) throw new Error(`not in scientific notation: ${s}`);
  return Number(m[1]) * 10 ** Number(m[2]);
}

/** Parses a plain fraction such as "1/64". */
function parseFraction(s: string): number {
  const m = s.match(/^\s*(\d+)\s*\/\s*(\d+)\s*$/);
  if (!m) throw new Error(`not a fraction: ${s}`);
  return Number(m[1]) / Number(m[2]);
}

function expectClose(actual: number, expected: number, tolerance = 1e-6) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));
}

describe("NEET Physics answers", () => {
  const g = 10;

  it("neet-phy-01: free-fall time from 20 m", () => {
    expectKeyedNumber(neet, "neet-phy-01", Math.sqrt((2 * 20) / g));
  });

  it("neet-phy-02: maximum height of a projectile (20 m/s at 30°)", () => {
    const uy = 20 * Math.sin(Math.PI / 6);
    expectKeyedNumber(neet, "neet-phy-02", uy ** 2 / (2 * g));
  });

  it("neet-phy-03: distance covered in 4 s for x = t³ − 6t² + 9t", () => {
    const x = (t: number) => t ** 3 - 6 * t ** 2 + 9 * t;
    // velocity 3t² − 12t + 9 vanishes at t = 1 and t = 3 (roots of t² − 4t + 3)
    const disc = Math.sqrt(16 - 12);
    const turns = [(4 - disc) / 2, (4 + disc) / 2];
    const points = [0, ...turns, 4];
    let distance = 0;
    points.slice(1).forEach((t, i) => {
      distance += Math.abs(x(t) - x(points[i] ?? 0));
    });
    // cross-check by fine numerical integration of |v|
    let numeric = 0;
    const steps = 400000;
    for (let i = 0; i < steps; i++) {
      const t = (4 * (i + 0.5)) / steps;
      numeric += (Math.abs(3 * t ** 2 - 12 * t + 9) * 4) / steps;
    }
    expectClose(numeric, distance, 1e-6);
    expectKeyedNumber(neet, "neet-phy-03", distance);
  });

  it("neet-phy-04: a = F/m", () => {
    expectKeyedNumber(neet, "neet-phy-04", 12 / 3);
  });

  it("neet-phy-05: static friction balances a push below the limit", () => {
    const push = 15;
    const limiting = 0.4 * 5 * g;
    const friction = push < limiting ? push : 0.2 * 5 * g;
    expectKeyedNumber(neet, "neet-phy-05", friction);
  });

  it("neet-phy-06: kinetic energy ½mv²", () => {
    expectKeyedNumber(neet, "neet-phy-06", 0.5 * 2 * 3 ** 2);
  });

  it("neet-phy-07: maximum spring compression (in cm)", () => {
    const x = 2 * Math.sqrt(0.5 / 200); // metres
    expectKeyedNumber(neet, "neet-phy-07", x * 100);
  });

  it("neet-phy-08: minimum speed at the bottom of a vertical circle", () => {
    const L = 0.5;
    const vTop2 = g * L;
    expectKeyedNumber(neet, "neet-phy-08", Math.sqrt(vTop2 + 2 * g * (2 * L)));
  });

  it("neet-phy-09: weight at height R", () => {
    const R = 6.4e6;
    expectKeyedNumber(neet, "neet-phy-09", 72 * (R / (R + R)) ** 2);
  });

  it("neet-phy-10: escape velocity of a planet with 2R and the same density", () => {
    const massRatio = 2 ** 3; // same density
    const radiusRatio = 2;
    expectKeyedNumber(neet, "neet-phy-10", 11.2 * Math.sqrt(massRatio / radiusRatio));
  });

  it("neet-phy-11: first law ΔU = Q − W", () => {
    expectKeyedNumber(neet, "neet-phy-11", 500 - 200);
  });

  it("neet-phy-12: Carnot efficiency between 527 °C and 127 °C (in %)", () => {
    const t1 = 527 + 273;
    const t2 = 127 + 273;
    expectKeyedNumber(neet, "neet-phy-12", (1 - t2 / t1) * 100);
  });

  it("neet-phy-13: 6 Ω ∥ 3 Ω", () => {
    expectKeyedNumber(neet, "neet-phy-13", 1 / (1 / 6 + 1 / 3));
  });

  it("neet-phy-14: terminal voltage", () => {
    const current = 12 / (5 + 1);
    expectKeyedNumber(neet, "neet-phy-14", 12 - current * 1);
  });

  it("neet-phy-15: concave mirror image distance (real, in front)", () => {
    const u = -15;
    const f = -10;
    const v = 1 / (1 / f - 1 / u);
    expect(v).toBeLessThan(0); // in front of the mirror: real
    expect(-v / u).toBeLessThan(0); // negative magnification: inverted
    expectKeyedNumber(neet, "neet-phy-15", Math.abs(v));
    expect(keyedOption("neet-phy-15")).toMatch(/in front of the mirror, real and inverted/);
  });

  it("neet-phy-16: convex lens focal length in water", () => {
    const mu = 1.5;
    const muW = 4 / 3;
    expectKeyedNumber(neet, "neet-phy-16", (20 * (mu - 1)) / (mu / muW - 1));
  });

  it("neet-phy-17: photoelectric K_max = hν − φ", () => {
    expectKeyedNumber(neet, "neet-phy-17", 5 - 2);
  });

  it("neet-phy-18: de Broglie wavelength of a 100 V electron (in nm)", () => {
    const h = 6.63e-34;
    const m = 9.1e-31;
    const e = 1.6e-19;
    const lambda = h / Math.sqrt(2 * m * e * 100); // metres
    // the option is rounded to three significant figures
    expectKeyedNumber(neet, "neet-phy-18", lambda * 1e9, 0.01);
  });
});

describe("NEET Chemistry answers", () => {
  const C = 12;
  const H = 1;
  const O = 16;

  it("neet-chem-01: moles in 22 g of CO2", () => {
    expectKeyedNumber(neet, "neet-chem-01", 22 / (C + 2 * O));
  });

  it("neet-chem-02: O2 needed to burn 16 g of CH4", () => {
    const molCH4 = 16 / (C + 4 * H);
    expectKeyedNumber(neet, "neet-chem-02", molCH4 * 2 * (2 * O));
  });

  it("neet-chem-03: maximum electrons in n = 3", () => {
    let total = 0;
    for (let l = 0; l < 3; l++) total += 2 * (2 * l + 1);
    expect(total).toBe(2 * 3 ** 2);
    expectKeyedNumber(neet, "neet-chem-03", total);
  });

  it("neet-chem-04: the keyed set is the only forbidden set of quantum numbers", () => {
    const q = singleQuestion(neet, "neet-chem-04");
    const allowed = q.options.map((opt) => {
      const n = Number(opt.match(/n = (-?\d+)/)?.[1]);
      const l = Number(opt.match(/l = (-?\d+)/)?.[1]);
      const ml = Number(opt.match(/m_l = (-?\d+)/)?.[1]);
      expect(Number.isNaN(n) || Number.isNaN(l) || Number.isNaN(ml)).toBe(false);
      return n >= 1 && l >= 0 && l <= n - 1 && Math.abs(ml) <= l;
    });
    const forbidden = allowed.flatMap((ok, i) => (ok ? [] : [i]));
    expect(forbidden).toEqual([q.correct]);
  });

  it("neet-chem-05: Li2+ photon energy for n = 3 → 1", () => {
    const Z = 3;
    expectKeyedNumber(neet, "neet-chem-05", 13.6 * Z ** 2 * (1 / 1 ** 2 - 1 / 3 ** 2));
  });

  it("neet-chem-07: bond order of O2−", () => {
    // 17 electrons filled into σ1s σ*1s σ2s σ*2s σ2pz π2px π2py π*2px π*2py
    const orbitals: { cap: number; bonding: boolean }[] = [
      { cap: 2, bonding: true },
      { cap: 2, bonding: false },
      { cap: 2, bonding: true },
      { cap: 2, bonding: false },
      { cap: 2, bonding: true },
      { cap: 4, bonding: true }, // π2px, π2py
      { cap: 4, bonding: false }, // π*2px, π*2py
      { cap: 2, bonding: false }, // σ*2pz
    ];
    let left = 2 * 8 + 1;
    let nb = 0;
    let na = 0;
    for (const o of orbitals) {
      const put = Math.min(o.cap, left);
      left -= put;
      if (o.bonding) nb += put;
      else na += put;
    }
    expect([nb, na]).toEqual([10, 7]);
    expectKeyedNumber(neet, "neet-chem-07", (nb - na) / 2);
  });

  it("neet-chem-08: the keyed species has the most lone pairs on the central atom", () => {
    const valence: Record<string, number> = { S: 6, Cl: 7, Xe: 8 };
    const q = singleQuestion(neet, "neet-chem-08");
    const lonePairs = q.options.map((opt) => {
      const m = opt.match(/\\mathrm\{([A-Z][a-z]?)F_(\d)\}/);
      const central = m?.[1];
      if (!m || !central || !(central in valence)) throw new Error(`unparsed ${opt}`);
      return ((valence[central] ?? 0) - Number(m[2])) / 2;
    });
    expect(lonePairs).toEqual([1, 2, 2, 3]);
    const max = Math.max(...lonePairs);
    expect(lonePairs.filter((x) => x === max)).toHaveLength(1);
    expect(lonePairs[q.correct]).toBe(max);
  });

  it("neet-chem-09: pH of 0.001 M HCl", () => {
    expectKeyedNumber(neet, "neet-chem-09", -Math.log10(0.001));
  });

  it("neet-chem-10: pH of 0.01 M NaOH", () => {
    expectKeyedNumber(neet, "neet-chem-10", 14 + Math.log10(0.01));
  });

  it("neet-chem-11: Ksp of CaF2 from its solubility", () => {
    const s = 2e-4;
    const ksp = s * (2 * s) ** 2;
    expectClose(parseScientific(keyedOption("neet-chem-11")), ksp, 1e-9);
  });

  it("neet-chem-13: Daniell cell emf", () => {
    expectKeyedNumber(neet, "neet-chem-13", 0.34 - -0.76);
  });

  it("neet-chem-14: copper deposited by 0.5 A for 1930 s", () => {
    const molElectrons = (0.5 * 1930) / 96500;
    expectKeyedNumber(neet, "neet-chem-14", (molElectrons / 2) * 63.5);
  });

  it("neet-chem-15: time for 75% of a first-order reaction", () => {
    const k = Math.log(2) / 10;
    expectKeyedNumber(neet, "neet-chem-15", Math.log(100 / 25) / k);
  });

  it("neet-chem-16: activation energy when k doubles from 300 K to 310 K (kJ/mol)", () => {
    const ea = (Math.log(2) * 8.314) / (1 / 300 - 1 / 310); // J/mol
    // the option is rounded to three significant figures
    expectKeyedNumber(neet, "neet-chem-16", ea / 1000, 0.002);
  });
});

describe("NEET Biology answers", () => {
  it("neet-bot-08: chromosomes in the endosperm when meiocytes have 24", () => {
    const n = 24 / 2;
    expectKeyedNumber(neet, "neet-bot-08", 3 * n);
  });

  it("neet-bot-11: ATP and NADPH for one glucose in the Calvin cycle", () => {
    const turns = 6;
    const atp = turns * (2 + 1); // 2 to reduce PGA, 1 to regenerate RuBP
    const nadph = turns * 2;
    expectKeyedNumber(neet, "neet-bot-11", atp);
    expect(numbersIn(keyedOption("neet-bot-11"))).toEqual([atp, nadph]);
  });

  it("neet-bot-12: dihybrid F2 phenotypic ratio", () => {
    const gametes = ["AB", "Ab", "aB", "ab"];
    const counts = new Map<string, number>();
    for (const g1 of gametes) {
      for (const g2 of gametes) {
        const pheno =
          (g1[0] === "A" || g2[0] === "A" ? "A" : "a") + (g1[1] === "B" || g2[1] === "B" ? "B" : "b");
        counts.set(pheno, (counts.get(pheno) ?? 0) + 1);
      }
    }
    const ratio = [...counts.values()].sort((a, b) => b - a);
    expect(numbersIn(keyedOption("neet-bot-12"))).toEqual(ratio);
  });

  it("neet-bot-13: incomplete dominance F2 ratio (red : pink : white)", () => {
    const alleles = ["R", "r"];
    const counts = { red: 0, pink: 0, white: 0 };
    for (const a of alleles) {
      for (const b of alleles) {
        const dominant = [a, b].filter((x) => x === "R").length;
        if (dominant === 2) counts.red++;
        else if (dominant === 1) counts.pink++;
        else counts.white++;
      }
    }
    expect(keyedOption("neet-bot-13")).toBe(
      `${counts.red} red : ${counts.pink} pink : ${counts.white} white`,
    );
  });

  it("neet-bot-14: probability of aabbcc from AaBbCc × AaBbCc", () => {
    expectClose(parseFraction(keyedOption("neet-bot-14")), (1 / 4) ** 3);
  });

  it("neet-bot-15: cytosine % when adenine is 20%", () => {
    expectKeyedNumber(neet, "neet-bot-15", (100 - 2 * 20) / 2);
  });

  it("neet-bot-16: energy reaching secondary consumers", () => {
    expectKeyedNumber(neet, "neet-bot-16", 10000 * 0.1 * 0.1);
  });

  it("neet-zoo-05: functional residual capacity = ERV + RV", () => {
    expectKeyedNumber(neet, "neet-zoo-05", 1000 + 1200);
  });

  it("neet-zoo-07: cardiac output", () => {
    expectKeyedNumber(neet, "neet-zoo-07", 70 * 72);
  });

  it("neet-zoo-11: filtrate per day from a GFR of 125 mL/min (litres)", () => {
    expectKeyedNumber(neet, "neet-zoo-11", (125 * 60 * 24) / 1000);
  });

  it("neet-zoo-15: sperms and ova from 25 primary cells each", () => {
    expectKeyedNumber(neet, "neet-zoo-15", 25 * 4);
    expect(numbersIn(keyedOption("neet-zoo-15"))).toEqual([25 * 4, 25 * 1]);
  });

  it("neet-zoo-18: Hardy–Weinberg heterozygote frequency", () => {
    const q = Math.sqrt(0.16);
    const p = 1 - q;
    expectKeyedNumber(neet, "neet-zoo-18", 2 * p * q);
  });
});

describe("NEET chapter questions", () => {
  it("neet-phy-ch-01: vernier least count (mm)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-01", 0.5 - (19 / 20) * 0.5);
  });

  it("neet-phy-ch-02: screw gauge reading with a negative zero error (mm)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-02", 2 + 35 * (1 / 100) - -0.02, 1e-9);
  });

  it("neet-phy-ch-03: metre bridge unknown resistance", () => {
    expectKeyedNumber(neet, "neet-phy-ch-03", (20 * 60) / (100 - 60));
  });

  it("neet-phy-ch-06: speed of light in a medium of relative permittivity 4", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-06")), 3e8 / Math.sqrt(4 * 1));
  });

  it("neet-chem-ch-07: Rf value", () => {
    expectKeyedNumber(neet, "neet-chem-ch-07", 4.5 / 10.0);
  });

  it("neet-chem-ch-09: Dumas nitrogen", () => {
    expectKeyedNumber(neet, "neet-chem-ch-09", (((50 / 22400) * 28) / 0.3) * 100, 2e-3);
  });

  it("neet-chem-ch-10: sulphur as barium sulphate", () => {
    expectKeyedNumber(neet, "neet-chem-ch-10", (((32 / (137 + 32 + 64)) * 0.233) / 0.16) * 100);
  });
});

describe("NEET chapter questions: second set", () => {
  it("neet-phy-ch-07: extension ratio, L/r^2", () => {
    const extension = (length: number, radius: number) => length / radius ** 2;
    const ratio = extension(1, 2) / extension(2, 1);
    const [a, b] = numbersIn(keyedOption("neet-phy-ch-07"));
    expectClose((a as number) / (b as number), ratio);
  });

  it("neet-phy-ch-08: ice in warm water", () => {
    const melt = 50 * 80;
    expect(200 * 40).toBeGreaterThan(melt);
    expectKeyedNumber(neet, "neet-phy-ch-08", (200 * 40 - melt) / (200 + 50));
  });

  it("neet-phy-ch-10: resonant frequency of the LCR circuit", () => {
    expectKeyedNumber(neet, "neet-phy-ch-10", 1 / (2 * Math.PI * Math.sqrt(0.1 * 10e-6)), 5e-3);
  });

  it("neet-phy-ch-11: hydrogen 1 -> 3 excitation energy", () => {
    expectKeyedNumber(neet, "neet-phy-ch-11", 13.6 * (1 - 1 / 9), 1e-3);
  });

  it("neet-phy-ch-12: nuclear radius ratio", () => {
    const [a, b] = numbersIn(keyedOption("neet-phy-ch-12"));
    expectClose((a as number) / (b as number), Math.cbrt(27 / 125));
  });

  it("neet-phy-ch-16: torque on a dipole at 30 degrees", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-16")), 4e-9 * 2e4 * Math.sin(Math.PI / 6));
  });

  it("neet-phy-ch-17: radius ratio of proton and alpha particle", () => {
    const r = (m: number, q: number) => m / q;
    const [a, b] = numbersIn(keyedOption("neet-phy-ch-17"));
    expectClose((a as number) / (b as number), r(1, 1) / r(4, 2));
  });

  it("neet-phy-ch-18: motional emf", () => {
    expectKeyedNumber(neet, "neet-phy-ch-18", 0.2 * 0.5 * 4);
  });

  it("neet-phy-ch-19: fringe width (mm)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-19", ((500e-9 * 1) / 0.5e-3) * 1000);
  });
});

describe("NEET chapter questions: third set", () => {
  it("neet-phy-ch-21: elastic energy density stress^2 / 2Y", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-21")), 2e8 ** 2 / (2 * 2e11));
  });

  it("neet-phy-ch-22: expansion of a hole's diameter (cm)", () => {
    const change = 4.0 * 2e-5 * (220 - 20);
    expect(keyedOption("neet-phy-ch-22")).toContain("increases");
    expectKeyedNumber(neet, "neet-phy-ch-22", change);
  });

  it("neet-phy-ch-23: work to turn a magnet through 180 degrees", () => {
    const U = (theta: number) => -2 * 0.1 * Math.cos(theta);
    expectKeyedNumber(neet, "neet-phy-ch-23", U(Math.PI) - U(0));
  });

  it("neet-phy-ch-24: rms value and frequency", () => {
    expect(numbersIn(keyedOption("neet-phy-ch-24"))).toEqual([
      (5 * Math.SQRT2) / Math.SQRT2,
      (100 * Math.PI) / (2 * Math.PI),
    ]);
  });

  it("neet-phy-ch-25: second orbit of He+", () => {
    expectKeyedNumber(neet, "neet-phy-ch-25", (0.529 * 2 ** 2) / 2);
  });

  it("neet-phy-ch-26: binding energy per nucleon of helium-4", () => {
    expectKeyedNumber(neet, "neet-phy-ch-26", (0.0304 * 931.5) / 4, 1e-2);
  });

  it("neet-phy-ch-27: concave mirror focal length from u and v", () => {
    const f = 1 / (1 / -40 + 1 / -24);
    expectKeyedNumber(neet, "neet-phy-ch-27", Math.abs(f), 1e-9);
  });

  it("neet-bot-ch-03: both statements on ecological pyramids are true", () => {
    const statementI = true; // energy is lost at every transfer, so the energy pyramid is upright
    const statementII = true; // marine phytoplankton biomass is smaller than that of the fishes it supports
    const option = statementI && statementII ? 0 : !statementI && !statementII ? 1 : statementI ? 2 : 3;
    expect(singleQuestion(neet, "neet-bot-ch-03").correct).toBe(option);
  });
});

describe("NEET chapter questions: fourth set", () => {
  it("neet-phy-ch-29: distance in 6 s for v = 20 - 5t", () => {
    let distance = 0;
    const n = 600_000;
    for (let i = 0; i < n; i++) distance += Math.abs(20 - 5 * ((i + 0.5) * (6 / n))) * (6 / n);
    expectKeyedNumber(neet, "neet-phy-ch-29", distance, 1e-6);
  });

  it("neet-phy-ch-30: time to cross straight over", () => {
    expectKeyedNumber(neet, "neet-phy-ch-30", 400 / Math.sqrt(5 ** 2 - 3 ** 2));
  });

  it("neet-phy-ch-31: bulk modulus", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-31")), 1.0e6 / (0.01 / 100));
  });

  it("neet-phy-ch-32: continuity equation", () => {
    expectKeyedNumber(neet, "neet-phy-ch-32", 2 * (6 / 3) ** 2);
  });

  it("neet-phy-ch-33: rods in series (in K)", () => {
    const keff = 2 / (1 / 2 + 1 / 1);
    expect(keyedOption("neet-phy-ch-33")).toBe(`$\\frac{${keff * 3}K}{3}$`);
  });

  it("neet-phy-ch-34: mean kinetic energy at 300 K", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-34")), 1.5 * 1.38e-23 * 300, 1e-3);
  });

  it("neet-phy-ch-35: maximum speed A ω (in π cm/s)", () => {
    const A = 5;
    const omegaOverPi = 1;
    expect(keyedOption("neet-phy-ch-35")).toBe(`$${A * omegaOverPi}\\pi\\ \\mathrm{cm\\,s^{-1}}$`);
  });

  it("neet-phy-ch-36: closed pipe fundamental", () => {
    expectKeyedNumber(neet, "neet-phy-ch-36", 340 / (4 * 0.5));
  });

  it("neet-phy-ch-37: electrons in one coulomb", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-37")), 1 / 1.6e-19);
  });

  it("neet-phy-ch-38: charge on series capacitors (μC)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-38", (1 / (1 / 2 + 1 / 3)) * 100);
  });

  it("neet-phy-ch-39: ammeter shunt", () => {
    expectKeyedNumber(neet, "neet-phy-ch-39", (0.005 * 50) / (5 - 0.005), 2e-3);
  });

  it("neet-phy-ch-41: emf from dΦ/dt at t = 2 s (mV)", () => {
    const phi = (t: number) => 5 * t ** 2 + 3 * t;
    const h = 1e-6;
    expectKeyedNumber(neet, "neet-phy-ch-41", (phi(2 + h) - phi(2 - h)) / (2 * h), 1e-6);
  });

  it("neet-phy-ch-42: power factor R / Z", () => {
    expectKeyedNumber(neet, "neet-phy-ch-42", 30 / Math.hypot(30, 80 - 40));
  });

  it("neet-phy-ch-43: wavelength at 3 GHz (cm)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-43", (3e8 / 3e9) * 100);
  });

  it("neet-phy-ch-44: Brewster angle (degrees)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-44", (Math.atan(Math.sqrt(3)) * 180) / Math.PI, 1e-9);
  });

  it("neet-phy-ch-47: time for 1/32 to remain (hours)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-47", 12 * Math.log2(32));
  });

  it("neet-phy-ch-48: NOR truth table", () => {
    const nor = (a: number, b: number) => 1 - (a | b);
    const ones = [0, 1].flatMap((a) => [0, 1].filter((b) => nor(a, b) === 1).map((b) => `${a}${b}`));
    expect(ones).toEqual(["00"]);
    expect(keyedOption("neet-phy-ch-48")).toBe("NOR");
  });

  it("neet-phy-ch-49: speed of sound from two resonances", () => {
    expectKeyedNumber(neet, "neet-phy-ch-49", 500 * 2 * ((50.0 - 16.0) / 100));
  });
});

describe("NEET chapter questions: fifth set", () => {
  it("neet-chem-ch-20: oxidation number of O in OF2", () => {
    const fluorine = -1;
    expectKeyedNumber(neet, "neet-chem-ch-20", -2 * fluorine);
  });

  it("neet-chem-ch-22: oxidation state of Co in [Co(NH3)5Cl]Cl2", () => {
    const cationCharge = 2; // balanced by the two chloride ions outside the bracket
    const cobalt = cationCharge - 5 * 0 - -1; // five neutral NH3 and one Cl- inside
    expect(cobalt).toBe(3);
    expect(keyedOption("neet-chem-ch-22")).toBe("Pentaamminechloridocobalt(III) chloride");
  });
});

describe("NEET chapter questions: sixth set", () => {
  it("neet-phy-ch-50: energy lost when a charged capacitor shares charge (mJ)", () => {
    const [c1, c2, v0] = [4e-6, 1e-6, 50];
    const v = (c1 * v0) / (c1 + c2);
    const lost = 0.5 * c1 * v0 ** 2 - 0.5 * (c1 + c2) * v ** 2;
    expectKeyedNumber(neet, "neet-phy-ch-50", lost * 1000);
  });

  it("neet-chem-ch-30: largest i × m boils highest", () => {
    const solutions = [
      { option: 0, i: 1, m: 0.1 },
      { option: 1, i: 2, m: 0.1 },
      { option: 2, i: 5, m: 0.05 },
      { option: 3, i: 3, m: 0.1 },
    ];
    const best = solutions.reduce((a, b) => (b.i * b.m > a.i * a.m ? b : a));
    expect(singleQuestion(neet, "neet-chem-ch-30").correct).toBe(best.option);
  });
});

describe("NEET chapter questions: seventh set", () => {
  it("neet-phy-ch-51: amplitude from two speed-displacement pairs", () => {
    const [x1, v1, x2, v2] = [3, 4, 4, 3];
    const omega2 = (v1 ** 2 - v2 ** 2) / (x2 ** 2 - x1 ** 2); // from v² = ω²(A² - x²) at both points
    const amplitude = Math.sqrt(v1 ** 2 / omega2 + x1 ** 2);
    expectKeyedNumber(neet, "neet-phy-ch-51", amplitude);
  });

  it("neet-phy-ch-52: range 4√3 times the height", () => {
    const theta = Math.atan(4 / (4 * Math.sqrt(3)));
    expectKeyedNumber(neet, "neet-phy-ch-52", (theta * 180) / Math.PI, 1e-9);
  });

  it("neet-phy-ch-53: fission energy of 1 kg of U-235", () => {
    const energy = (1000 / 235) * 6.02e23 * 200 * 1.6e-13;
    expectClose(parseScientific(keyedOption("neet-phy-ch-53")), energy, 1e-2);
  });
});

describe("NEET chapter questions: second chapter files, Physics", () => {
  const g = 10;

  it("neet-phy-ch-101: E0 = cB0", () => {
    expectKeyedNumber(neet, "neet-phy-ch-101", 3e8 * 2e-8);
  });

  it("neet-phy-ch-104: g from a seconds pendulum's data", () => {
    const period = 40 / 20;
    expectKeyedNumber(neet, "neet-phy-ch-104", (4 * 9.87 * 1) / period ** 2);
  });

  it("neet-phy-ch-105: speed of sound from two resonance lengths", () => {
    expectKeyedNumber(neet, "neet-phy-ch-105", 500 * 2 * (0.5 - 0.16), 1e-9);
  });

  it("neet-phy-ch-106: refractive index from real and apparent depth", () => {
    expectKeyedNumber(neet, "neet-phy-ch-106", 3.0 / 2.0);
  });

  it("neet-phy-ch-107: percentage error of a^2 b^3 / (c √d)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-107", 2 * 2 + 3 * 1 + 1 * 3 + 0.5 * 2);
  });

  it("neet-phy-ch-108: energy in terms of momentum, area and time", () => {
    // dimensions as [M, L, T]; P^a A^b T^c = M L^2 T^-2
    const P = [1, 1, -1];
    const A = [0, 2, 0];
    const T = [0, 0, 1];
    const [a, b, c] = [1, 0.5, -1];
    const energy = [0, 1, 2].map((i) => a * (P[i] ?? 0) + b * (A[i] ?? 0) + c * (T[i] ?? 0));
    expect(energy).toEqual([1, 2, -2]);
    expect(keyedOption("neet-phy-ch-108")).toBe("$[P A^{1/2} T^{-1}]$");
  });

  it("neet-phy-ch-109: tower height when the last second covers 9/25 of it", () => {
    // (2n - 1)/n² = 9/25  =>  9n² - 50n + 25 = 0, the root above 1 s
    const n = (50 + Math.sqrt(50 ** 2 - 4 * 9 * 25)) / (2 * 9);
    expectKeyedNumber(neet, "neet-phy-ch-109", 0.5 * g * n ** 2);
  });

  it("neet-phy-ch-110: retardation from v² = u² − 2as", () => {
    expectKeyedNumber(neet, "neet-phy-ch-110", 20 ** 2 / (2 * 40));
  });

  it("neet-phy-ch-111: crossing straight across a river", () => {
    expectKeyedNumber(neet, "neet-phy-ch-111", 400 / Math.sqrt(5 ** 2 - 3 ** 2));
  });

  it("neet-phy-ch-112: range from the two maximum heights", () => {
    // h1 = u² sin²θ / 2g, h2 = u² cos²θ / 2g; find θ and u, then the range
    const theta = Math.atan(Math.sqrt(9 / 16));
    const u2 = (2 * g * 9) / Math.sin(theta) ** 2;
    expectKeyedNumber(neet, "neet-phy-ch-112", (u2 * Math.sin(2 * theta)) / g);
  });

  it("neet-phy-ch-113: tension in an Atwood machine", () => {
    const a = ((6 - 4) * g) / (6 + 4);
    expectKeyedNumber(neet, "neet-phy-ch-113", 4 * (g + a));
  });

  it("neet-phy-ch-114: push up a rough incline at constant velocity", () => {
    expectKeyedNumber(neet, "neet-phy-ch-114", 10 * g * 0.6 + 0.5 * 10 * g * 0.8);
  });

  it("neet-phy-ch-115: input power of a 75% efficient motor (kW)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-115", (300 * g * 15) / 60 / 0.75 / 1000);
  });

  it("neet-phy-ch-116: ballistic pendulum rise (cm)", () => {
    const v = (0.01 * 400) / (0.01 + 1.99);
    expectKeyedNumber(neet, "neet-phy-ch-116", (v ** 2 / (2 * g)) * 100);
  });

  it("neet-phy-ch-117: pressure for a 0.1% compression of water", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-117")), 2.2e9 * 0.001);
  });

  it("neet-phy-ch-119: pressure difference across a constriction (kPa)", () => {
    const v2 = 2 * 4;
    expectKeyedNumber(neet, "neet-phy-ch-119", (0.5 * 1000 * (v2 ** 2 - 2 ** 2)) / 1000);
  });

  it("neet-phy-ch-120: terminal velocity of eight drops merged", () => {
    const radiusRatio = 8 ** (1 / 3);
    expectKeyedNumber(neet, "neet-phy-ch-120", 5 * radiusRatio ** 2);
  });

  it("neet-phy-ch-121: ice melted by 10 g of steam", () => {
    const heatAvailable = 10 * 540 + 10 * 1 * 100;
    const melted = Math.min(100, heatAvailable / 80);
    expectKeyedNumber(neet, "neet-phy-ch-121", melted);
  });

  it("neet-phy-ch-122: thermal stress in a clamped rod", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-122")), 2e11 * 1.2e-5 * (70 - 20));
  });

  it("neet-phy-ch-123: temperature for twice the rms speed (°C)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-123", (27 + 273) * 4 - 273);
  });

  it("neet-phy-ch-124: γ of a rigid diatomic gas", () => {
    expectKeyedNumber(neet, "neet-phy-ch-124", 7 / 5);
  });

  it("neet-phy-ch-125: period on two springs in series", () => {
    const k = 1 / (1 / 100 + 1 / 100);
    expectKeyedNumber(neet, "neet-phy-ch-125", 2 * Math.PI * Math.sqrt(1 / k), 1e-2);
  });

  it("neet-phy-ch-126: K = 3U at x = A/2", () => {
    const x = Math.sqrt(1 / 4); // A² − x² = 3x² with A = 1
    expect(x).toBe(0.5);
    expect(keyedOption("neet-phy-ch-126")).toBe("$\\frac{A}{2}$");
  });

  it("neet-phy-ch-127: first overtone of a closed pipe", () => {
    expectKeyedNumber(neet, "neet-phy-ch-127", (3 * 340) / (4 * 0.85));
  });

  it("neet-phy-ch-128: second harmonic of a stretched string", () => {
    const v = Math.sqrt(100 / 0.01);
    expectKeyedNumber(neet, "neet-phy-ch-128", (2 * v) / (2 * 0.5));
  });

  it("neet-phy-ch-129: field of a long line charge", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-129")), (2 * 9e9 * 1e-6) / 0.1);
  });

  it("neet-phy-ch-130: null point between +4 µC and +1 µC (cm)", () => {
    // 4/x² = 1/(30 − x)²  =>  2(30 − x) = x
    expectKeyedNumber(neet, "neet-phy-ch-130", 60 / 3);
  });

  it("neet-phy-ch-131: energy lost sharing charge (mJ)", () => {
    const common = (2e-6 * 300) / (2e-6 + 4e-6);
    const before = 0.5 * 2e-6 * 300 ** 2;
    const after = 0.5 * 6e-6 * common ** 2;
    expectKeyedNumber(neet, "neet-phy-ch-131", (before - after) * 1000);
  });

  it("neet-phy-ch-133: terminal voltage", () => {
    const current = 2.0 / (3.5 + 0.5);
    expectKeyedNumber(neet, "neet-phy-ch-133", 2.0 - current * 0.5);
  });

  it("neet-phy-ch-134: stretched wire bent into a circle", () => {
    const stretched = 12 * 2 ** 2;
    const half = stretched / 2;
    expectKeyedNumber(neet, "neet-phy-ch-134", (half * half) / (half + half));
  });

  it("neet-phy-ch-135: field at the centre of a 100-turn coil", () => {
    expectClose(
      parseScientific(keyedOption("neet-phy-ch-135")),
      (4 * Math.PI * 1e-7 * 100 * 1) / (2 * 0.1),
      1e-3,
    );
  });

  it("neet-phy-ch-136: series resistance for a 10 V voltmeter", () => {
    expectKeyedNumber(neet, "neet-phy-ch-136", 10 / 5e-3 - 50);
    expect(keyedOption("neet-phy-ch-136")).toContain("series");
  });

  it("neet-phy-ch-139: emf from a falling field", () => {
    expectKeyedNumber(neet, "neet-phy-ch-139", (50 * 0.02 * (0.5 - 0.1)) / 0.2);
  });

  it("neet-phy-ch-140: emf of a rod rotating about one end", () => {
    expectKeyedNumber(neet, "neet-phy-ch-140", 0.5 * 0.2 * 40 * 0.5 ** 2);
  });

  it("neet-phy-ch-141: primary current of an ideal transformer", () => {
    expectKeyedNumber(neet, "neet-phy-ch-141", (2 * 100) / 2000);
  });

  it("neet-phy-ch-142: power in an RC series circuit", () => {
    const z = Math.hypot(100, 100);
    expectKeyedNumber(neet, "neet-phy-ch-142", (220 / z) ** 2 * 100);
  });

  it("neet-phy-ch-143: fringe width in water (mm)", () => {
    expectKeyedNumber(neet, "neet-phy-ch-143", ((600e-9 / (4 / 3)) * 1) / 1e-3 / 1e-3);
  });

  it("neet-phy-ch-144: polariser then analyser at 60°", () => {
    const share = 0.5 * Math.cos(Math.PI / 3) ** 2;
    expect(share).toBeCloseTo(1 / 8, 12);
    expect(keyedOption("neet-phy-ch-144")).toBe("$\\frac{I_0}{8}$");
  });

  it("neet-phy-ch-145: stopping potential", () => {
    expectKeyedNumber(neet, "neet-phy-ch-145", 1240 / 310 - 2.5);
  });

  it("neet-phy-ch-146: de Broglie wavelengths of a proton and an alpha particle", () => {
    const ratio = Math.sqrt((4 * 2) / (1 * 1));
    expectClose(ratio, 2 * Math.SQRT2);
    expect(keyedOption("neet-phy-ch-146")).toBe("$2\\sqrt{2}$");
  });

  it("neet-phy-ch-147: ionisation energy of Li²⁺", () => {
    expectKeyedNumber(neet, "neet-phy-ch-147", 13.6 * 3 ** 2);
  });

  it("neet-phy-ch-148: third Bohr radius", () => {
    expectKeyedNumber(neet, "neet-phy-ch-148", 0.53 * 3 ** 2);
  });

  it("neet-phy-ch-149: half-life from an eightfold fall in 6 h", () => {
    expectKeyedNumber(neet, "neet-phy-ch-149", 6 / Math.log2(800 / 100));
  });

  it("neet-phy-ch-150: binding energy per nucleon of helium-4", () => {
    const defect = 2 * 1.0073 + 2 * 1.0087 - 4.0015;
    expectKeyedNumber(neet, "neet-phy-ch-150", (defect * 931) / 4, 1e-2);
  });

  it("neet-phy-ch-151: NAND of two inverted inputs is OR", () => {
    for (const a of [0, 1]) {
      for (const b of [0, 1]) {
        const y = 1 - ((1 - a) & (1 - b));
        expect(y).toBe(a | b);
      }
    }
    expect(keyedOption("neet-phy-ch-151")).toBe("OR");
  });

  it("neet-phy-ch-153: solid sphere rolling down 7 m", () => {
    expectKeyedNumber(neet, "neet-phy-ch-153", Math.sqrt((10 * g * 7) / 7));
  });

  it("neet-phy-ch-154: source temperature rise of a Carnot engine", () => {
    expectKeyedNumber(neet, "neet-phy-ch-154", 350 / 0.5 - 350 / 0.7, 1e-9);
  });

  it("neet-phy-ch-155: convex 20 cm with concave 30 cm", () => {
    expectKeyedNumber(neet, "neet-phy-ch-155", 1 / (1 / 20 - 1 / 30), 1e-9);
    expect(keyedOption("neet-phy-ch-155")).toContain("converging");
  });

  it("neet-phy-ch-156: depth where g halves", () => {
    expect(keyedOption("neet-phy-ch-156")).toBe("$\\frac{R}{2}$");
  });
});

describe("NEET chapter questions: second chapter files, Chemistry", () => {
  it("neet-chem-ch-101: oxidation number of S in H2SO5 with one peroxide link", () => {
    // 2(+1) + x + 3(−2) + 2(−1) = 0
    expect(keyedOption("neet-chem-ch-101")).toBe(`+${-(2 * 1 + 3 * -2 + 2 * -1)}`);
  });

  it("neet-chem-ch-102: KMnO4 for one mole of FeC2O4", () => {
    const electronsLost = 1 + 2 * (4 - 3); // Fe²⁺ → Fe³⁺, two carbons +3 → +4
    expectKeyedNumber(neet, "neet-chem-ch-102", electronsLost / (7 - 2));
  });

  it("neet-chem-ch-105: statements on periodic trends", () => {
    const truth = { A: true, B: true, C: false, D: true, E: false };
    const keyed = keyedOption("neet-chem-ch-105")
      .replace(" only", "")
      .split(/, | and /);
    expect(keyed).toEqual(Object.keys(truth).filter((k) => truth[k as keyof typeof truth]));
  });

  it("neet-chem-ch-106: Carius bromine", () => {
    expectKeyedNumber(neet, "neet-chem-ch-106", ((80 / 188) * 0.4 * 100) / 0.25, 1e-3);
  });

  it("neet-chem-ch-117: statements on glucose", () => {
    const truth = { A: true, B: true, C: false, D: true, E: true };
    const keyed = keyedOption("neet-chem-ch-117")
      .replace(" only", "")
      .split(/, | and /);
    expect(keyed).toEqual(Object.keys(truth).filter((k) => truth[k as keyof typeof truth]));
  });

  it("neet-chem-ch-118: water from 3 g H2 and 29 g O2", () => {
    const h2 = 3 / 2;
    const o2 = 29 / 32;
    const water = Math.min(h2, 2 * o2);
    expectKeyedNumber(neet, "neet-chem-ch-118", water * 18);
  });

  it("neet-chem-ch-119: ΔH − ΔU for propane combustion (kJ)", () => {
    const dn = 3 - (1 + 5);
    expectKeyedNumber(neet, "neet-chem-ch-119", (dn * 8.314 * 298) / 1000, 1e-3);
  });

  it("neet-chem-ch-120: molality of 10% glucose", () => {
    expectKeyedNumber(neet, "neet-chem-ch-120", 10 / 180 / 0.09, 1e-3);
  });

  it("neet-chem-ch-121: first order, 75% in 30 min, time to 87.5%", () => {
    const k = Math.log(4) / 30;
    expectKeyedNumber(neet, "neet-chem-ch-121", Math.log(8) / k, 1e-9);
  });

  it("neet-chem-ch-123: spin-only moment of Cr³⁺", () => {
    const unpaired = 24 - 18 - 3; // 3d⁵4s¹ less three electrons: 3d³
    expectKeyedNumber(neet, "neet-chem-ch-123", Math.sqrt(unpaired * (unpaired + 2)), 1e-3);
  });
});

describe("NEET chapter questions: second chapter files, Chemistry, easy set", () => {
  it("neet-chem-ch-127: significant figures in 0.00520", () => {
    const digits = "0.00520".replace(".", "").replace(/^0+/, "");
    expectKeyedNumber(neet, "neet-chem-ch-127", digits.length);
  });

  it("neet-chem-ch-130: first-order half-life from k", () => {
    expectKeyedNumber(neet, "neet-chem-ch-130", Math.LN2 / 6.93e-3, 1e-3);
  });

  it("neet-chem-ch-133: three didentate oxalates", () => {
    expectKeyedNumber(neet, "neet-chem-ch-133", 3 * 2);
  });
});

describe("NEET chapter questions: second chapter files, Botany and Zoology", () => {
  /** The letters a "A, B and D only" code names, to compare with each statement's recorded truth. */
  function keyedLetters(key: string): string[] {
    return keyedOption(key)
      .replace(" only", "")
      .split(/, | and /);
  }
  function trueLetters(truth: Record<string, boolean>): string[] {
    return Object.keys(truth).filter((letter) => truth[letter]);
  }

  it("neet-bot-ch-103: viruses, viroids and prions", () => {
    expect(keyedLetters("neet-bot-ch-103")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: true }),
    );
  });

  it("neet-bot-ch-105: per-capita birth rate", () => {
    expectKeyedNumber(neet, "neet-bot-ch-105", 15 / 50);
  });

  it("neet-bot-ch-108: ten per cent law to the tertiary consumers", () => {
    expectKeyedNumber(neet, "neet-bot-ch-108", 10000 * 0.1 ** 3, 1e-9);
  });

  it("neet-bot-ch-113: chromosomes and DNA content in G2", () => {
    expect(numbersIn(keyedOption("neet-bot-ch-113"))).toEqual([16, 2 * 2]);
  });

  it("neet-bot-ch-114: NADH from two turns of the citric acid cycle", () => {
    expectKeyedNumber(neet, "neet-bot-ch-114", 2 * 3);
  });

  it("neet-bot-ch-117: ecological pyramids and productivity", () => {
    expect(keyedLetters("neet-bot-ch-117")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: false }),
    );
  });

  it("neet-bot-ch-118: taxonomic categories and aids", () => {
    expect(keyedLetters("neet-bot-ch-118")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: true }),
    );
  });

  it("neet-zoo-ch-103: recombinant insulin and gene therapy", () => {
    expect(keyedLetters("neet-zoo-ch-103")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-zoo-ch-107: total lung capacity", () => {
    expectKeyedNumber(neet, "neet-zoo-ch-107", 1100 + 1000 + 500 + 2500);
  });

  it("neet-zoo-ch-110: the sarcomere in contraction", () => {
    expect(keyedLetters("neet-zoo-ch-110")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: true }),
    );
  });

  it("neet-zoo-ch-112: disorders of hormone secretion", () => {
    expect(keyedLetters("neet-zoo-ch-112")).toEqual(
      trueLetters({ A: true, B: true, C: false, D: true, E: true }),
    );
  });

  it("neet-zoo-ch-113: the menstrual cycle", () => {
    expect(keyedLetters("neet-zoo-ch-113")).toEqual(
      trueLetters({ A: true, B: true, C: true, D: false, E: false }),
    );
  });

  it("neet-zoo-ch-116: copies after 10 PCR cycles", () => {
    expectKeyedNumber(neet, "neet-zoo-ch-116", 2 ** 10);
  });
});

describe("NEET chapter questions: second chapter files, Physics, depth set", () => {
  const g = 10;

  it("neet-phy-ch-157: error in A²B^½/C³", () => {
    expectKeyedNumber(neet, "neet-phy-ch-157", 2 * 2 + 0.5 * 4 + 3 * 1);
  });

  it("neet-phy-ch-158: stopping from 72 km/h in 40 m", () => {
    const u = (72 * 1000) / 3600;
    const a = u ** 2 / (2 * 40);
    expect(numbersIn(keyedOption("neet-phy-ch-158"))).toEqual([a, 2, u / a]);
  });

  it("neet-phy-ch-159: range 4√3 times the height", () => {
    const theta = (Math.atan(1 / Math.sqrt(3)) * 180) / Math.PI; // 4 cot θ = 4√3
    const h = Math.sin((theta * Math.PI) / 180) ** 2 / 2;
    const r = Math.sin((2 * theta * Math.PI) / 180);
    expectClose(r / h, 4 * Math.sqrt(3), 1e-9);
    expectKeyedNumber(neet, "neet-phy-ch-159", theta, 1e-9);
  });

  it("neet-phy-ch-160: contact force on the 5 kg block", () => {
    expectKeyedNumber(neet, "neet-phy-ch-160", 5 * (24 / (3 + 5)));
  });

  it("neet-phy-ch-161: input power of a 60% efficient pump", () => {
    expectKeyedNumber(neet, "neet-phy-ch-161", (900 * g * 20) / 60 / 0.6 / 1000, 1e-9);
  });

  it("neet-phy-ch-162: disc with M/4 stuck to its rim", () => {
    const ratio = 0.5 / (0.5 + 0.25);
    expectClose(ratio, 2 / 3, 1e-12);
    expect(keyedOption("neet-phy-ch-162")).toBe("$\\frac{2\\omega}{3}$");
  });

  it("neet-phy-ch-163: extension of a loaded copper wire, in mm", () => {
    expectKeyedNumber(neet, "neet-phy-ch-163", ((8 * g * 3) / (2e-6 * 1.2e11)) * 1000, 1e-9);
  });

  it("neet-phy-ch-164: Bernoulli across a 40 to 10 cm² narrowing", () => {
    const v2 = (40 * 2) / 10;
    expectClose(parseScientific(keyedOption("neet-phy-ch-164")), 0.5 * 1000 * (v2 ** 2 - 2 ** 2), 1e-9);
  });

  it("neet-phy-ch-165: 50 g ice into 200 g water at 40 °C", () => {
    expect(200 * 40).toBeGreaterThan(50 * 80); // all the ice melts
    expectKeyedNumber(neet, "neet-phy-ch-165", (200 * 40 - 50 * 80) / (200 + 50));
  });

  it("neet-phy-ch-166: adiabatic compression to V/8 with γ = 4/3", () => {
    expectKeyedNumber(neet, "neet-phy-ch-166", 300 * 8 ** (4 / 3 - 1), 1e-9);
  });

  it("neet-phy-ch-167: nitrogen as fast as helium at 273 K", () => {
    expectKeyedNumber(neet, "neet-phy-ch-167", (273 * 28) / 4);
  });

  it("neet-phy-ch-168: period 3 s to 5 s with 4 kg added", () => {
    expectKeyedNumber(neet, "neet-phy-ch-168", (4 * 3 ** 2) / (5 ** 2 - 3 ** 2));
  });

  it("neet-phy-ch-169: first overtone of a 25 cm closed pipe", () => {
    expectKeyedNumber(neet, "neet-phy-ch-169", 3 * (340 / (4 * 0.25)), 1e-9);
  });

  it("neet-phy-ch-170: spheres of +6 and −2 µC touched and separated", () => {
    const shared = (6 - 2) / 2;
    expectClose((shared * shared) / Math.abs(6 * -2), 1 / 3, 1e-12);
    expect(keyedOption("neet-phy-ch-170")).toBe("$\\frac{F}{3}$, repulsive");
  });

  it("neet-phy-ch-171: 3, 6 and 6 µF in series on 18 V", () => {
    const c = 1 / (1 / 3 + 1 / 6 + 1 / 6);
    expectKeyedNumber(neet, "neet-phy-ch-171", (c * 18) / 3, 1e-9);
  });

  it("neet-phy-ch-172: emf and internal resistance from two loads", () => {
    const r = (0.25 * 9 - 0.5 * 4) / (0.5 - 0.25);
    expect(numbersIn(keyedOption("neet-phy-ch-172"))).toEqual([0.5 * (4 + r), r]);
  });

  it("neet-phy-ch-173: series resistor for a 10 V voltmeter", () => {
    expectKeyedNumber(neet, "neet-phy-ch-173", 10 / 2e-3 - 40, 1e-9);
    expect(keyedOption("neet-phy-ch-173")).toContain("in series");
  });

  it("neet-phy-ch-174: turning a magnet from 60° to 180°", () => {
    const mB = 1.5 * 0.4;
    expectKeyedNumber(neet, "neet-phy-ch-174", -mB * Math.cos(Math.PI) + mB * Math.cos(Math.PI / 3), 1e-9);
  });

  it("neet-phy-ch-175: emf of a 100-turn coil", () => {
    expectKeyedNumber(neet, "neet-phy-ch-175", (100 * 2e-2 * (0.5 - 0.1)) / 0.02, 1e-9);
  });

  it("neet-phy-ch-176: inductor voltage at resonance", () => {
    const w0 = 1 / Math.sqrt(20e-3 * 50e-6);
    expectKeyedNumber(neet, "neet-phy-ch-176", (200 / 10) * w0 * 20e-3, 1e-9);
  });

  it("neet-phy-ch-177: wavelength in a medium of εr = 4, in cm", () => {
    expectKeyedNumber(neet, "neet-phy-ch-177", (3e8 / Math.sqrt(4) / 2e10) * 100, 1e-9);
  });

  it("neet-phy-ch-178: apparent depth through water and oil", () => {
    expectKeyedNumber(neet, "neet-phy-ch-178", 24 / (4 / 3) + 9 / 1.5, 1e-9);
  });

  it("neet-phy-ch-179: fringe width under water, in mm", () => {
    expectKeyedNumber(neet, "neet-phy-ch-179", ((500e-9 * 1.2) / 0.4e-3 / (4 / 3)) * 1000, 1e-9);
  });

  it("neet-phy-ch-180: stopping potential at 400 nm", () => {
    expectKeyedNumber(neet, "neet-phy-ch-180", 1240 / 400 - 2.3, 1e-9);
  });

  it("neet-phy-ch-181: He⁺ 4 → 2 matches hydrogen 2 → 1", () => {
    const he = 2 ** 2 * (1 / 2 ** 2 - 1 / 4 ** 2);
    expectClose(1 / 1 ** 2 - 1 / 2 ** 2, he, 1e-12);
    expect(keyedOption("neet-phy-ch-181")).toBe("$n = 2 \\to n = 1$");
  });

  it("neet-phy-ch-182: 1.5 half-lives", () => {
    const halfLife = 48 / Math.log2(16);
    expectClose(0.5 ** (18 / halfLife), 1 / (2 * Math.sqrt(2)), 1e-12);
    expect(keyedOption("neet-phy-ch-182")).toBe("$\\frac{1}{2\\sqrt{2}}$");
  });

  it("neet-phy-ch-183: hole concentration in arsenic-doped silicon", () => {
    expectClose(parseScientific(keyedOption("neet-phy-ch-183")), 1.5e16 ** 2 / 4.5e22, 1e-9);
  });

  it("neet-phy-ch-184: vernier reading with a positive zero error", () => {
    const lc = 0.1 - (19 * 0.1) / 20; // cm
    expectKeyedNumber(neet, "neet-phy-ch-184", 2.3 + 12 * lc - 4 * lc, 1e-9);
  });
});

describe("NEET chapter questions: second chapter files, Chemistry, depth set", () => {
  it("neet-chem-ch-137: hydrogen from the calcium chloride tube", () => {
    expectKeyedNumber(neet, "neet-chem-ch-137", (((2 / 18) * 0.54) / 0.46) * 100, 1e-2);
  });

  it("neet-chem-ch-141: Hoffmann bromamide loses one carbon", () => {
    expect(keyedOption("neet-chem-ch-141")).toBe("Propan-1-amine");
  });
});

describe("NEET chapter questions: second chapter files, chapters at ten", () => {
  it("neet-phy-ch-185: escape speed at equal density and twice the radius", () => {
    expectKeyedNumber(neet, "neet-phy-ch-185", 11.2 * 2, 1e-9);
  });

  it("neet-chem-ch-143: oxygen limits the burning of propane", () => {
    const propane = 22 / 44;
    const oxygen = 64 / 32;
    expect(oxygen).toBeLessThan(5 * propane);
    expectKeyedNumber(neet, "neet-chem-ch-143", ((oxygen * 3) / 5) * 44, 1e-9);
  });

  it("neet-chem-ch-144: temperature where ΔG turns negative", () => {
    expectKeyedNumber(neet, "neet-chem-ch-144", 42000 / 120, 1e-9);
  });

  it("neet-chem-ch-145: mole fraction of A in the vapour", () => {
    const pA = (2 / 5) * 300;
    const pB = (3 / 5) * 200;
    expectKeyedNumber(neet, "neet-chem-ch-145", pA / (pA + pB), 1e-9);
  });

  it("neet-chem-ch-146: copper from 3 A for 1930 s", () => {
    expectKeyedNumber(neet, "neet-chem-ch-146", ((3 * 1930) / 96500 / 2) * 63.5, 1e-9);
  });

  it("neet-chem-ch-147: rate from 25 °C to 65 °C", () => {
    expectKeyedNumber(neet, "neet-chem-ch-147", 2 ** ((65 - 25) / 10));
  });
});
