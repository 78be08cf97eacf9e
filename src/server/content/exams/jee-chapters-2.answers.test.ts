import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  keyedOption as keyedOptionOf,
  multipleQuestion,
  rk4,
} from "~/server/test-support/content/check-answers";

const jee = loadExamBank("jee");

/**
 * Re-computation of the computed answers in the second set of JEE chapter questions
 * (content/bank/jee/*-chapters-2.yaml), each from the givens in the question text.
 */

const keyedOption = (key: string) => keyedOptionOf(jee, key);

/** The indexes of the statements that hold, in order. */
const holding = (truths: boolean[]) => truths.flatMap((t, i) => (t ? [i] : []));

/** "$a \times 10^{b}" at the start of an option (units may follow), read as a number. */
function scientific(option: string): number {
  const m = option.match(/^\$(-?\d+(?:\.\d+)?) \\times 10\^\{(-?\d+)\}/);
  if (!m) throw new Error(`not in scientific notation: ${option}`);
  return Number(m[1]) * 10 ** Number(m[2]);
}

describe("JEE chapter questions, second set: Physics", () => {
  it("jee-phy-ch-101: length from h, G and c by dimensional analysis", () => {
    // exponents a (h), b (G), g (c) for [M^0 L^1 T^0]; rows: M, L, T
    const m = [
      [1, -1, 0],
      [2, 3, 1],
      [-1, -2, -1],
    ];
    const rhs = [0, 1, 0];
    const det = (a: number[][]) =>
      a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
      a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
      a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
    const d = det(m);
    const [a, b, g] = [0, 1, 2].map(
      (col) => det(m.map((row, i) => row.map((v, j) => (j === col ? rhs[i]! : v)))) / d,
    );
    expect([a, b, g]).toEqual([0.5, 0.5, -1.5]);
    expect(keyedOption("jee-phy-ch-101")).toBe("$\\sqrt{\\frac{hG}{c^3}}$");
  });

  it("jee-phy-ch-102: distance from v = 3t^2 - 18t + 24 over 5 s", () => {
    const v = (t: number) => 3 * t * t - 18 * t + 24;
    const n = 500_000;
    let distance = 0;
    for (let i = 0; i < n; i++) distance += Math.abs(v(((i + 0.5) * 5) / n)) * (5 / n);
    expectKeyedNumber(jee, "jee-phy-ch-102", distance, 1e-6);
  });

  it("jee-phy-ch-103: static friction below the limit", () => {
    const limit = 0.5 * 2 * 10;
    const applied = 8;
    expect(applied).toBeLessThan(limit);
    expectKeyedNumber(jee, "jee-phy-ch-103", Math.min(applied, limit));
  });

  it("jee-phy-ch-104: engine power up a 1-in-20 road", () => {
    expectKeyedNumber(jee, "jee-phy-ch-104", ((1000 * 10 * (1 / 20) + 500) * 20) / 1000);
  });

  it("jee-phy-ch-105: rod about an axis L/4 from one end (integration)", () => {
    // M = L = 1, the rod from -1/4 to 3/4 about the axis
    const n = 100_000;
    let I = 0;
    for (let i = 0; i < n; i++) {
      const x = -0.25 + (i + 0.5) / n;
      I += x * x * (1 / n);
    }
    expect(Math.abs(I - 7 / 48)).toBeLessThan(1e-9);
    expect(keyedOption("jee-phy-ch-105")).toBe("$\\frac{7}{48}ML^2$");
  });

  it("jee-phy-ch-106: work in stretching a wire", () => {
    const Y = 2e11;
    const A = 1e-6;
    const dL = 1e-3;
    expectKeyedNumber(jee, "jee-phy-ch-106", (Y * A * dL ** 2) / (2 * 1));
  });

  it("jee-phy-ch-107: heat at constant pressure, monatomic gas", () => {
    expectKeyedNumber(jee, "jee-phy-ch-107", 2 * 2.5 * 8.314 * 100, 1e-4);
  });

  it("jee-phy-ch-108: temperature for 0.1 eV mean translational energy", () => {
    expectKeyedNumber(jee, "jee-phy-ch-108", (2 * 0.1 * 1.6e-19) / (3 * 1.38e-23), 1e-3);
  });

  it("jee-phy-ch-109: fundamental of a stretched string", () => {
    const v = Math.sqrt(100 / (0.01 / 1.0));
    expectNumericAnswer(jee, "jee-phy-ch-109", v / (2 * 1.0));
  });

  it("jee-phy-ch-110: force between parallel currents", () => {
    const option = keyedOption("jee-phy-ch-110");
    const computed = (4 * Math.PI * 1e-7 * 5 * 10) / (2 * Math.PI * 0.1);
    expect(Math.abs(scientific(option) - computed)).toBeLessThan(1e-12);
    expect(option).toContain("attractive"); // currents in the same direction
  });

  it("jee-phy-ch-111: the diverging lens that makes a +5 D lens image a distant object 40 cm away", () => {
    const pairPower = 1 / 0.4;
    const divergingPower = pairPower - 5;
    expectKeyedNumber(jee, "jee-phy-ch-111", 100 / divergingPower, 1e-2);
  });

  it("jee-phy-ch-112: photons per second from a 100 W lamp", () => {
    const perSecond = 100 / ((6.62e-34 * 3e8) / 662e-9);
    expect(Math.abs(scientific(keyedOption("jee-phy-ch-112")) - perSecond) / perSecond).toBeLessThan(0.02);
  });

  it("jee-phy-ch-113: alpha and beta decays from U-238 to Pb-206", () => {
    const alpha = (238 - 206) / 4;
    const beta = 2 * alpha - (92 - 82);
    expect(keyedOption("jee-phy-ch-113")).toBe(`${alpha} α and ${beta} β⁻`);
  });

  it("jee-phy-ch-114: base current from emitter current and beta", () => {
    expectKeyedNumber(jee, "jee-phy-ch-114", 5000 / (49 + 1));
  });

  it("jee-phy-ch-115: g from the slope of l against T^2", () => {
    expectKeyedNumber(jee, "jee-phy-ch-115", 4 * 9.87 * 0.248, 1e-3);
  });
});

describe("JEE chapter questions, second set: Physics (2)", () => {
  it("jee-phy-ch-116: sum to the least number of decimal places", () => {
    const terms = ["2.536", "0.05", "14.2"];
    const places = Math.min(...terms.map((t) => t.split(".")[1]!.length));
    const sum = terms.reduce((s, t) => s + Number(t), 0);
    expectNumericAnswer(jee, "jee-phy-ch-116", Number(sum.toFixed(places)));
  });

  it("jee-phy-ch-117: launch speed from two passes of a height 2 s apart", () => {
    const g = 10;
    const vAtHeight = g * (2 / 2);
    expectKeyedNumber(jee, "jee-phy-ch-117", Math.sqrt(vAtHeight ** 2 + 2 * g * 15));
  });

  it("jee-phy-ch-118: horizontal push up a rough 37° incline at constant velocity", () => {
    const [m, g, mu, s, c] = [5, 10, 0.5, 0.6, 0.8];
    // F c = m g s + mu (m g c + F s)
    expectNumericAnswer(jee, "jee-phy-ch-118", (m * g * (s + mu * c)) / (c - mu * s));
  });

  it("jee-phy-ch-119: equilibrium of U = 3x^2 - 12x", () => {
    const x = 12 / 6; // U' = 6x - 12 = 0
    const curvature = 6;
    expect(keyedOption("jee-phy-ch-119")).toBe(`At $x = ${x}$ m, ${curvature > 0 ? "stable" : "unstable"}`);
  });

  it("jee-phy-ch-120: rolling times of a solid and a hollow sphere", () => {
    const ratioSquared = (1 + 2 / 5) / (1 + 2 / 3);
    expect(Math.abs(ratioSquared - 21 / 25)).toBeLessThan(1e-12);
    expect(keyedOption("jee-phy-ch-120")).toBe("$\\sqrt{21} : 5$");
  });

  it("jee-phy-ch-121: orbital speed at height R against the escape speed", () => {
    const GM = 1;
    const R = 1;
    const ratio = Math.sqrt(GM / (2 * R)) / Math.sqrt((2 * GM) / R);
    expect(ratio).toBeCloseTo(1 / 2, 12);
    expect(keyedOption("jee-phy-ch-121")).toBe("$\\frac{v_e}{2}$");
  });

  it("jee-phy-ch-122: heat from ice at -10 °C to water at 20 °C (kJ)", () => {
    expectNumericAnswer(jee, "jee-phy-ch-122", (100 * 2.1 * 10 + 100 * 336 + 100 * 4.2 * 20) / 1000);
  });

  it("jee-phy-ch-123: Carnot work per cycle", () => {
    expectNumericAnswer(jee, "jee-phy-ch-123", (1 - 300 / 500) * 600);
  });

  it("jee-phy-ch-124: rms speed ratio of He at 300 K and O2 at 600 K", () => {
    const ratio = Math.sqrt(300 / 4 / (600 / 32));
    expect(ratio).toBeCloseTo(2, 12);
    expect(keyedOption("jee-phy-ch-124")).toBe(`$${ratio}$`);
  });

  it("jee-phy-ch-125: first overtone of a closed pipe as long as a 300 Hz open pipe", () => {
    const v = 1; // any speed: L follows from the open pipe
    const L = v / (2 * 300);
    const closedFundamental = v / (4 * L);
    expectKeyedNumber(jee, "jee-phy-ch-125", 3 * closedFundamental);
  });

  it("jee-phy-ch-126: drift speed (mm/s)", () => {
    expectKeyedNumber(jee, "jee-phy-ch-126", (1.6 / (1e29 * 1.6e-19 * 1e-6)) * 1000);
  });

  it("jee-phy-ch-127: proton circling in a magnetic field (two speeds)", () => {
    const [q, m, B] = [1.6e-19, 1.67e-27, 0.5];
    const motion = (v: number) => ({ r: (m * v) / (q * B), T: (2 * Math.PI * m) / (q * B), p: m * v });
    const slow = motion(1e5);
    const fast = motion(3e5);
    const truths = [
      true, // F = qv x B is perpendicular to v at every instant, so the speed cannot change
      Math.abs(slow.r / slow.p - fast.r / fast.p) < 1e-9 * (slow.r / slow.p),
      Math.abs(slow.T - fast.T) < 1e-18,
      false, // a force perpendicular to the velocity does no work
    ];
    expect(multipleQuestion(jee, "jee-phy-ch-127").correctAnswers).toEqual(holding(truths));
  });

  it("jee-phy-ch-128: energy in an inductor at steady current (mJ)", () => {
    const I = 10 / 10;
    expectNumericAnswer(jee, "jee-phy-ch-128", 0.5 * 0.2 * I ** 2 * 1000);
  });

  it("jee-phy-ch-130: first coincidence of bright fringes of 600 nm and 480 nm (mm)", () => {
    let n1 = 1;
    while (!Number.isInteger((n1 * 600) / 480)) n1++;
    expectKeyedNumber(jee, "jee-phy-ch-130", ((n1 * 600e-9 * 1.2) / 0.6e-3) * 1000, 1e-9);
  });

  it("jee-phy-ch-132: energy from two deuterons fusing to helium-4 (MeV)", () => {
    expectNumericAnswer(jee, "jee-phy-ch-132", Math.round((4 * 7.0 - 2 * 2 * 1.1) * 100) / 100);
  });

  it("jee-phy-ch-133: electrons in boron-doped silicon (mass action)", () => {
    const ne = 1.5e16 ** 2 / 4.5e22;
    const option = keyedOption("jee-phy-ch-133");
    expect(Math.abs(scientific(option) - ne) / ne).toBeLessThan(1e-9);
  });

  it("jee-phy-ch-134: screw gauge with a negative zero error (mm)", () => {
    const lc = 1 / 100;
    const observed = 3 + 45 * lc;
    const zeroError = -5 * lc;
    expectKeyedNumber(jee, "jee-phy-ch-134", observed - zeroError, 1e-9);
  });
});

describe("JEE chapter questions, second set: Physics (3)", () => {
  it("jee-phy-ch-135: dimensions of magnetic flux (volt times second)", () => {
    // exponents of M, L, T, A: joule [1, 2, -2, 0], per coulomb [0, 0, -1, -1], times a second
    const volt = [1, 2, -3, -1];
    const [m, l, t, a] = [volt[0]!, volt[1]!, volt[2]! + 1, volt[3]!];
    expect(keyedOption("jee-phy-ch-135")).toBe(`$[\\mathrm{M${m === 1 ? "" : m}L^${l}T^{${t}}A^{${a}}}]$`);
  });

  it("jee-phy-ch-136: range up a 30° incline (step-by-step flight)", () => {
    const g = 10;
    const dt = 1e-6;
    let [x, y, vx, vy] = [0, 0, 20 * Math.cos(Math.PI / 3), 20 * Math.sin(Math.PI / 3)];
    const slope = Math.tan(Math.PI / 6);
    do {
      x += vx * dt;
      vy -= g * dt;
      y += vy * dt;
    } while (y > slope * x);
    expectKeyedNumber(jee, "jee-phy-ch-136", x / Math.cos(Math.PI / 6), 2e-3);
  });

  it("jee-phy-ch-137: tension a quarter length from the free end of a pulled rope", () => {
    const [M, F] = [1, 1];
    const T = (M / 4) * (F / M);
    expect(T).toBe(1 / 4);
    expect(keyedOption("jee-phy-ch-137")).toBe("$\\frac{F}{4}$");
  });

  it("jee-phy-ch-138: spring compression against friction (cm)", () => {
    // 0.5 m v^2 = 0.5 k x^2 + mu m g x
    const [m, v, k, mu, g] = [1, 4, 100, 0.2, 10];
    const [a, b, c] = [0.5 * k, mu * m * g, -0.5 * m * v * v];
    const x = (-b + Math.sqrt(b * b - 4 * a * c)) / (2 * a);
    expectNumericAnswer(jee, "jee-phy-ch-138", Math.round(x * 100));
  });

  it("jee-phy-ch-139: radius of gyration of a solid sphere", () => {
    expect(Math.sqrt(2 / 5)).toBeCloseTo(0.632, 3);
    expect(keyedOption("jee-phy-ch-139")).toBe("$\\sqrt{\\frac{2}{5}}R$");
  });

  it("jee-phy-ch-140: energy to raise an orbit from 2R to 3R (1e8 J)", () => {
    const [g, R, m] = [10, 6.4e6, 100];
    const GM = g * R * R;
    const E = (r: number) => (-GM * m) / (2 * r);
    expectNumericAnswer(jee, "jee-phy-ch-140", Math.round(((E(3 * R) - E(2 * R)) / 1e8) * 100) / 100);
  });

  it("jee-phy-ch-141: terminal speed of two merged drops (Stokes)", () => {
    const R = 2 ** (1 / 3);
    expect(R * R).toBeCloseTo(2 ** (2 / 3), 12);
    expect(keyedOption("jee-phy-ch-141")).toBe("$2^{2/3}v$");
  });

  it("jee-phy-ch-142: isobaric expansion of 2 mol of a monatomic gas", () => {
    const [P, V1, V2] = [1e5, 0.02, 0.04];
    const W = P * (V2 - V1);
    const dU = 1.5 * P * (V2 - V1);
    const Q = dU + W;
    const truths = [
      Math.abs(W - 2000) < 1e-6,
      Math.abs(dU - 3000) < 1e-6,
      Math.abs(Q - 3000) < 1e-6,
      V2 / V1 === 2,
    ];
    expect(multipleQuestion(jee, "jee-phy-ch-142").correctAnswers).toEqual(holding(truths));
  });

  it("jee-phy-ch-143: gamma from f degrees of freedom", () => {
    for (const f of [3, 5, 6, 7]) expect((f / 2 + 1) / (f / 2)).toBeCloseTo(1 + 2 / f, 12);
    expect(keyedOption("jee-phy-ch-143")).toBe("$1 + \\frac{2}{f}$");
  });

  it("jee-phy-ch-144: pendulum in a lift accelerating up at g/3", () => {
    expect(Math.sqrt(1 / (1 + 1 / 3))).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(keyedOption("jee-phy-ch-144")).toBe("$\\frac{\\sqrt{3}}{2}T$");
  });

  it("jee-phy-ch-145: energy rise when a slab enters a capacitor on a battery (mJ)", () => {
    const [C, V, K] = [5e-6, 200, 3];
    expectNumericAnswer(
      jee,
      "jee-phy-ch-145",
      Math.round((0.5 * K * C * V * V - 0.5 * C * V * V) * 1e6) / 1000,
    );
  });

  it("jee-phy-ch-146: internal resistance from two balance lengths", () => {
    expectKeyedNumber(jee, "jee-phy-ch-146", 10 * (300 / 250 - 1), 1e-9);
  });

  it("jee-phy-ch-147: force on a wire at 30° to the field", () => {
    expectKeyedNumber(jee, "jee-phy-ch-147", 0.2 * 4 * 0.5 * Math.sin(Math.PI / 6), 1e-9);
  });

  it("jee-phy-ch-148: heat as a loop leaves a field (mJ)", () => {
    const emf = 0.5 * 0.1 * 2;
    const I = emf / 0.5;
    expectNumericAnswer(jee, "jee-phy-ch-148", Math.round(I * I * 0.5 * (0.1 / 2) * 1e9) / 1e6);
  });

  it("jee-phy-ch-149: refractive index from the dielectric constant", () => {
    expectKeyedNumber(jee, "jee-phy-ch-149", Math.sqrt(1 * 2.25));
  });

  it("jee-phy-ch-150: apparent rise of a mark under a glass block", () => {
    expectKeyedNumber(jee, "jee-phy-ch-150", 6 * (1 - 1 / 1.5), 1e-9);
  });

  it("jee-phy-ch-151: work function from two stopping potentials (eV)", () => {
    const slope = (2.85 - 1.2) / (12e14 - 8e14);
    expectNumericAnswer(jee, "jee-phy-ch-151", Math.round((slope * 8e14 - 1.2) * 100) / 100);
  });

  it("jee-phy-ch-152: ratio of the second and third Bohr radii", () => {
    expect(keyedOption("jee-phy-ch-152")).toBe(`${2 ** 2} : ${3 ** 2}`);
  });

  it("jee-phy-ch-153: (A + B) and NOT(A B) is XOR (truth table)", () => {
    const Y = (a: number, b: number) => (a | b) & (1 - (a & b));
    const isXor = [0, 1].every((a) => [0, 1].every((b) => Y(a, b) === (a ^ b)));
    const truths = [Y(1, 0) === 1, Y(1, 1) === 0, Y(0, 0) === 1, isXor];
    expect(multipleQuestion(jee, "jee-phy-ch-153").correctAnswers).toEqual(holding(truths));
  });

  it("jee-phy-ch-154: least count of a 20-division vernier (mm)", () => {
    expectKeyedNumber(jee, "jee-phy-ch-154", 1 - 19 / 20, 1e-9);
  });
});

describe("JEE chapter questions, second set: Chemistry", () => {
  it("jee-che-ch-102: alpha hydrogens of 2-methylbut-2-ene", () => {
    // groups on the two sp2 carbons: C-2 has CH3, CH3; C-3 has H, CH3
    const hydrogensOnAlphaCarbons = [3, 3, 3];
    expectNumericAnswer(
      jee,
      "jee-che-ch-102",
      hydrogensOnAlphaCarbons.reduce((s, n) => s + n, 0),
    );
  });

  it("jee-che-ch-107: stereoisomers of an open-chain aldohexose", () => {
    const chiralCentres = ["C-2", "C-3", "C-4", "C-5"].length;
    expectNumericAnswer(jee, "jee-che-ch-107", 2 ** chiralCentres);
  });

  it("jee-che-ch-108: hydrogens in a hydrocarbon of 80% carbon, M = 30", () => {
    const c = 80 / 12;
    const h = 20 / 1;
    const ratio = Math.round(h / c);
    const n = 30 / (12 + ratio);
    expectNumericAnswer(jee, "jee-che-ch-108", ratio * n);
  });

  it("jee-che-ch-109: boiling point elevation of 0.05 m K2SO4", () => {
    const Kb = 0.052 / 0.1;
    expectKeyedNumber(jee, "jee-che-ch-109", 3 * Kb * 0.05, 1e-6);
  });

  it("jee-che-ch-110: oxidation number of Cr in CrO5", () => {
    const x = 0 - (-2 + 4 * -1);
    expectKeyedNumber(jee, "jee-che-ch-110", x);
  });

  it("jee-che-ch-111: seconds to deposit 5.4 g of silver at 5 A", () => {
    expectNumericAnswer(jee, "jee-che-ch-111", ((5.4 / 108) * 96500) / 5.0);
  });

  it("jee-che-ch-112: activation energy when k triples from 300 K to 320 K", () => {
    const Ea = (Math.LN10 * 8.314 * 0.477 * 300 * 320) / 20 / 1000;
    expectKeyedNumber(jee, "jee-che-ch-112", Ea, 2e-3);
    expect(Math.abs((8.314 * Math.log(3) * 300 * 320) / 20 / 1000 - Ea)).toBeLessThan(0.1);
  });

  it("jee-che-ch-113: highest first ionisation enthalpy among B, C, N, O (kJ/mol)", () => {
    const ie: Record<string, number> = { Boron: 801, Carbon: 1086, Nitrogen: 1402, Oxygen: 1314 };
    const highest = Object.entries(ie).sort((a, b) => b[1] - a[1])[0]![0];
    expect(keyedOption("jee-che-ch-113")).toBe(highest);
  });

  it("jee-che-ch-114: lowest boiling group 15 hydride (K)", () => {
    const bp: Record<string, number> = { NH_3: 239.7, PH_3: 185.4, AsH_3: 210.7, SbH_3: 254.7 };
    const lowest = Object.entries(bp).sort((a, b) => a[1] - b[1])[0]![0];
    expect(keyedOption("jee-che-ch-114")).toBe(`$\\mathrm{${lowest}}$`);
  });

  it("jee-che-ch-115: unpaired electrons of Gd, [Xe] 4f7 5d1 6s2 by Hund's rule", () => {
    const unpaired = (electrons: number, orbitals: number) =>
      electrons <= orbitals ? electrons : 2 * orbitals - electrons;
    expectNumericAnswer(jee, "jee-che-ch-115", unpaired(7, 7) + unpaired(1, 5) + unpaired(2, 1));
  });
});

/** Bond order from the valence electrons of a second-period diatomic (2s and 2p molecular orbitals). */
function bondOrder(valenceElectrons: number): number {
  // σ2s, σ*2s, then the three bonding 2p orbitals (σ2p, π2p x2), the two π*2p, σ*2p
  const levels: [capacity: number, bonding: boolean][] = [
    [2, true],
    [2, false],
    [6, true],
    [4, false],
    [2, false],
  ];
  let left = valenceElectrons;
  let bonding = 0;
  let antibonding = 0;
  for (const [capacity, isBonding] of levels) {
    const n = Math.min(capacity, left);
    if (isBonding) bonding += n;
    else antibonding += n;
    left -= n;
  }
  return (bonding - antibonding) / 2;
}

describe("JEE chapter questions, second set: Chemistry (2)", () => {
  it("jee-che-ch-121: first Lyman line of He+ from the first Balmer line of H", () => {
    const R = 1 / 656 / (1 / 4 - 1 / 9);
    const lambda = 1 / (R * 2 ** 2 * (1 - 1 / 4));
    expectKeyedNumber(jee, "jee-che-ch-121", lambda, 2e-3);
  });

  it("jee-che-ch-122: bond orders of O2+, NO, O2- and CO", () => {
    const valence = [6 + 6 - 1, 5 + 6, 6 + 6 + 1, 4 + 6];
    const truths = valence.map((n) => bondOrder(n) === 2.5);
    expect(multipleQuestion(jee, "jee-che-ch-122").correctAnswers).toEqual(holding(truths));
  });

  it("jee-che-ch-123: ΔG at 300 K and the crossover temperature", () => {
    const dH = -10_000;
    const dS = -50;
    const dG = (dH - 300 * dS) / 1000;
    const crossover = dH / dS;
    expect(keyedOption("jee-che-ch-123")).toBe(
      `$+${dG}$ kJ/mol; spontaneous only ${dH < 0 && dS < 0 ? "below" : "above"} ${crossover} K`,
    );
  });

  it("jee-che-ch-124: pH of 1e-8 M HCl with water's ionisation", () => {
    const c = 1e-8;
    const x = (-c + Math.sqrt(c * c + 4e-14)) / 2;
    expectNumericAnswer(jee, "jee-che-ch-124", -Math.log10(c + x));
  });

  it("jee-che-ch-125: the homoleptic complex (one kind of ligand)", () => {
    const ligands: Record<string, string[]> = {
      "$\\mathrm{[Co(NH_3)_5Cl]^{2+}}$": ["NH3", "Cl"],
      "$\\mathrm{[Pt(NH_3)_2Cl_2]}$": ["NH3", "Cl"],
      "$\\mathrm{[Co(NH_3)_6]^{3+}}$": ["NH3"],
      "$\\mathrm{[Co(en)_2Cl_2]^{+}}$": ["en", "Cl"],
    };
    const homoleptic = Object.keys(ligands).filter((k) => ligands[k]!.length === 1);
    expect([keyedOption("jee-che-ch-125")]).toEqual(homoleptic);
  });

  it("jee-che-ch-126: molality of 3.0 M NaCl of density 1.25 g/mL", () => {
    const solventKg = (1250 - 3.0 * 58.5) / 1000;
    expectKeyedNumber(jee, "jee-che-ch-126", 3.0 / solventKg, 2e-3);
  });

  it("jee-che-ch-127: liquid composition from vapour composition (ideal solution)", () => {
    // y = 200x / (200x + 600(1 - x)) = 0.4, solved by bisection (y rises with x)
    const y = (x: number) => (200 * x) / (200 * x + 600 * (1 - x));
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (y(mid) < 0.4) lo = mid;
      else hi = mid;
    }
    expectKeyedNumber(jee, "jee-che-ch-127", lo, 1e-2);
  });

  it("jee-che-ch-128: moles of SO2 per mole of dichromate", () => {
    const gained = 2 * (6 - 3);
    const lost = 6 - 4;
    expectKeyedNumber(jee, "jee-che-ch-128", gained / lost);
  });

  it("jee-che-ch-129: hydrogen electrode at pH 4 (V)", () => {
    const h = 1e-4;
    expectKeyedNumber(jee, "jee-che-ch-129", 0 - (0.059 / 2) * Math.log10(1 / h ** 2), 1e-9);
  });

  it("jee-che-ch-130: first order, 20% in 10 min, time for 75%", () => {
    const k = Math.log(1 / 0.8) / 10;
    const t = Math.log(1 / 0.25) / k;
    expectNumericAnswer(jee, "jee-che-ch-130", Math.round(t));
    expectNumericAnswer(jee, "jee-che-ch-130", Math.round((10 * 0.602) / 0.097));
  });

  it("jee-che-ch-131: group and period of [Ar] 3d10 4s2 4p3", () => {
    const period = 4;
    const group = 10 + 2 + 3;
    expect(keyedOption("jee-che-ch-131")).toBe(`Group ${group}, period ${period}`);
  });

  it("jee-che-ch-132: halogen statements from tabulated data (kJ/mol)", () => {
    const egF = -333;
    const egCl = -349;
    const bondF2 = 158.8;
    const bondCl2 = 242.6;
    const pKa: Record<string, number> = { HF: 3.2, HCl: -7, HBr: -9, HI: -10 };
    const weakest = Object.entries(pKa).sort((a, b) => b[1] - a[1])[0]![0];
    const interhalogensMoreReactive = true; // NCERT Class 12, p-Block Elements: X–X′ weaker than X–X
    const truths = [egF > egCl, bondF2 > bondCl2, weakest === "HF", interhalogensMoreReactive];
    expect(multipleQuestion(jee, "jee-che-ch-132").correctAnswers).toEqual(holding(truths));
  });

  it("jee-che-ch-133: spin-only moment of Mn in K2MnO4", () => {
    const oxidationState = -2 - 4 * -2;
    const dElectrons = 7 - oxidationState; // Mn: [Ar] 3d5 4s2
    expectKeyedNumber(jee, "jee-che-ch-133", Math.sqrt(dElectrons * (dElectrons + 2)), 2e-3);
  });

  it("jee-che-ch-135: stereoisomers of 2,3-dichlorobutane (enumeration)", () => {
    // configurations of C-2 and C-3; the molecule reads the same from either end
    const seen = new Set<string>();
    for (const a of ["R", "S"]) for (const b of ["R", "S"]) seen.add([`${a}${b}`, `${b}${a}`].sort()[0]!);
    expectNumericAnswer(jee, "jee-che-ch-135", seen.size);
  });

  it("jee-che-ch-136: monochloro isomers of 2-methylbutane (symmetry classes of carbons)", () => {
    // carbons: 0 = C1, 1 = C2, 2 = C3, 3 = C4, 4 = methyl on C2
    const bonds = [
      [0, 1],
      [1, 2],
      [2, 3],
      [1, 4],
    ];
    const adjacent = (a: number, b: number) =>
      bonds.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    const permutations = (xs: number[]): number[][] =>
      xs.length <= 1
        ? [xs]
        : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
    const automorphisms = permutations([0, 1, 2, 3, 4]).filter((p) =>
      [0, 1, 2, 3, 4].every((a) => [0, 1, 2, 3, 4].every((b) => adjacent(a, b) === adjacent(p[a]!, p[b]!))),
    );
    const hydrogens = (c: number) => 4 - bonds.filter(([x, y]) => x === c || y === c).length;
    const classes = new Set(
      [0, 1, 2, 3, 4]
        .filter((c) => hydrogens(c) > 0)
        .map((c) => Math.min(...automorphisms.map((p) => p[c]!))),
    );
    expectNumericAnswer(jee, "jee-che-ch-136", classes.size);
  });

  it("jee-che-ch-137: alkanes from a Wurtz reaction of two alkyl bromides", () => {
    const carbons = [1, 2];
    const products = new Set<number>();
    for (const a of carbons) for (const b of carbons) products.add(a + b);
    expectNumericAnswer(jee, "jee-che-ch-137", products.size);
  });

  it("jee-che-ch-139: the only primary amine gives the carbylamine test", () => {
    const hydrogensOnN: Record<string, number> = {
      "N-Methylaniline": 1,
      Dimethylamine: 1,
      Trimethylamine: 0,
      Aniline: 2,
    };
    const primary = Object.keys(hydrogensOnN).filter((k) => hydrogensOnN[k] === 2);
    expect([keyedOption("jee-che-ch-139")]).toEqual(primary);
  });
});

describe("JEE chapter questions, second set: Chemistry (3)", () => {
  it("jee-che-ch-141: CaCO3 share of a carbonate mixture from the CO2 lost", () => {
    // 0.44 x + 44 (2 - x) / 84 = 0.964, linear in x
    const loss = (x: number) => (44 * x) / 100 + (44 * (2 - x)) / 84;
    const x = (0.964 - loss(0)) / (loss(1) - loss(0));
    expectNumericAnswer(jee, "jee-che-ch-141", Math.round((x / 2) * 100));
  });

  it("jee-che-ch-142: orbitals in the n = 4 shell", () => {
    let orbitals = 0;
    for (let l = 0; l < 4; l++) orbitals += 2 * l + 1;
    expectNumericAnswer(jee, "jee-che-ch-142", orbitals);
  });

  it("jee-che-ch-143: bond angles in decreasing order (degrees)", () => {
    const angle: Record<string, number> = { CH_4: 109.5, NH_3: 107, H_2O: 104.5, H_2S: 92 };
    const order = Object.keys(angle).sort((a, b) => angle[b]! - angle[a]!);
    expect(keyedOption("jee-che-ch-143")).toBe(order.map((m) => `$\\mathrm{${m}}$`).join(", "));
  });

  it("jee-che-ch-145: Kp of N2O4 20% dissociated at 1 atm", () => {
    const a = 0.2;
    const P = 1;
    const xNO2 = (2 * a) / (1 + a);
    const xN2O4 = (1 - a) / (1 + a);
    expectKeyedNumber(jee, "jee-che-ch-145", (xNO2 * P) ** 2 / (xN2O4 * P), 3e-3);
  });

  it("jee-che-ch-146: lowest freezing point by particle molality", () => {
    const solutions: [string, number, number][] = [
      ["The urea solution", 1, 0.1],
      ["The NaCl solution", 2, 0.06],
      ["The $\\mathrm{AlCl_3}$ solution", 4, 0.03],
      ["The $\\mathrm{Na_2SO_4}$ solution", 3, 0.05],
    ];
    const lowest = solutions.sort((p, q) => q[1] * q[2] - p[1] * p[2])[0]![0];
    expect(keyedOption("jee-che-ch-146")).toBe(lowest);
  });

  it("jee-che-ch-147: oxidation number of N in NH2OH", () => {
    expectKeyedNumber(jee, "jee-che-ch-147", 0 - (2 * 1 + -2 + 1));
  });

  it("jee-che-ch-148: Ka of acetic acid from conductivities (1e-5)", () => {
    const alpha = 48 / 390;
    const Ka = (0.001 * alpha ** 2) / (1 - alpha);
    expectNumericAnswer(jee, "jee-che-ch-148", Math.round((Ka / 1e-5) * 100) / 100);
  });

  it("jee-che-ch-149: unit of a second-order rate constant", () => {
    const n = 2;
    expect(1 - n).toBe(-1); // (mol/L)^(1 - n) per second
    expect(keyedOption("jee-che-ch-149")).toBe("$\\mathrm{L\\,mol^{-1}\\,s^{-1}}$");
  });

  it("jee-che-ch-151: CFSE of high-spin d7 (units of Δo)", () => {
    const [t2g, eg] = [5, 2];
    const cfse = Math.round((t2g * -0.4 + eg * 0.6) * 10) / 10;
    expect(keyedOption("jee-che-ch-151")).toBe(`$${cfse}\\Delta_o$`);
  });

  it("jee-che-ch-152: chlorine from silver chloride (Carius)", () => {
    expectNumericAnswer(
      jee,
      "jee-che-ch-152",
      Math.round((((35.5 / 143.5) * 0.287 * 100) / 0.1) * 100) / 100,
    );
  });

  it("jee-che-ch-154: Grignard addition of CH3 to ethanal gives a secondary alcohol", () => {
    // carbinol carbon after addition: the aldehyde's CH3 and H, the Grignard's CH3 -> CH3-CH(OH)-CH3
    const carbonsOnCarbinol = 1 + 1;
    expect(carbonsOnCarbinol).toBe(2); // secondary
    expect(keyedOption("jee-che-ch-154")).toBe("Propan-2-ol");
  });
});

describe("JEE chapter questions, second set: Mathematics", () => {
  it("jee-mat-ch-101: symmetric relations on three elements (brute force)", () => {
    const pairs: [number, number][] = [];
    for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) pairs.push([a, b]);
    let count = 0;
    for (let mask = 0; mask < 1 << 9; mask++) {
      const has = (a: number, b: number) => (mask >> (a * 3 + b)) & 1;
      if (pairs.every(([a, b]) => has(a, b) === has(b, a))) count++;
    }
    expectNumericAnswer(jee, "jee-mat-ch-101", count);
  });

  it("jee-mat-ch-102: terms of (1 + 2x + x^2)^10 (expansion)", () => {
    let poly = [1];
    for (let i = 0; i < 10; i++) {
      const next = new Array(poly.length + 2).fill(0);
      poly.forEach((c, k) => {
        next[k] += c;
        next[k + 1] += 2 * c;
        next[k + 2] += c;
      });
      poly = next;
    }
    expectKeyedNumber(jee, "jee-mat-ch-102", poly.filter((c) => c !== 0).length);
  });

  it("jee-mat-ch-103: sum of 1 + 11 + 111 + ... to n terms", () => {
    const formula = (n: number) => (10 ** (n + 1) - 9 * n - 10) / 81;
    let sum = 0;
    let term = 0;
    for (let n = 1; n <= 10; n++) {
      term = term * 10 + 1;
      sum += term;
      expect(formula(n)).toBe(sum);
    }
    expect(keyedOption("jee-mat-ch-103")).toBe("$\\frac{10^{n+1} - 9n - 10}{81}$");
  });

  it("jee-mat-ch-104: tangent to y = x^2 - 4x + 5 with slope 2", () => {
    const x = (2 + 4) / 2;
    const y = x * x - 4 * x + 5;
    const c = y - 2 * x;
    expect(keyedOption("jee-mat-ch-104")).toBe(`$y = 2x ${c < 0 ? "-" : "+"} ${Math.abs(c)}$`);
  });

  it("jee-mat-ch-105: y' = (1 + y^2)/(1 + x^2), y(0) = 1, at x = 1/2 (RK4)", () => {
    const y = rk4((x, v) => (1 + v * v) / (1 + x * x), 0, 1, 0.5);
    expectNumericAnswer(jee, "jee-mat-ch-105", Math.round(y * 1e6) / 1e6);
  });

  it("jee-mat-ch-106: line meets plane 2x + y - z = 11", () => {
    const at = (t: number) => [1 + 2 * t, 2 - t, 3 + t] as const;
    // 2x + y - z is linear in t: value at t = 0 plus t times the slope
    const f = (t: number) => {
      const [x, y, z] = at(t);
      return 2 * x + y - z;
    };
    const t = (11 - f(0)) / (f(1) - f(0));
    const [x, y, z] = at(t);
    expect(keyedOption("jee-mat-ch-106")).toBe(`$(${x}, ${y}, ${z})$`);
  });

  it("jee-mat-ch-107: (2a - 5b).(3a + b) for unit vectors with |a + b| = √3", () => {
    const ab = (3 - 1 - 1) / 2;
    expectNumericAnswer(jee, "jee-mat-ch-107", 6 + 2 * ab - 15 * ab - 5);
  });

  it("jee-mat-ch-108: cos 36° - cos 72°", () => {
    const deg = Math.PI / 180;
    expect(Math.abs(Math.cos(36 * deg) - Math.cos(72 * deg) - 1 / 2)).toBeLessThan(1e-12);
    expect(keyedOption("jee-mat-ch-108")).toBe("$\\frac{1}{2}$");
  });
});

describe("JEE chapter questions, second set: Mathematics (2)", () => {
  it("jee-mat-ch-109: f(f(x)) for f(x) = (x - 1)/(x + 1)", () => {
    const f = (x: number) => (x - 1) / (x + 1);
    for (const x of [-3, -0.5, 0.3, 2, 7]) expect(f(f(x))).toBeCloseTo(-1 / x, 12);
    expect(keyedOption("jee-mat-ch-109")).toBe("$-\\frac{1}{x}$");
  });

  it("jee-mat-ch-110: solutions of z^2 + |z| = 0 (both cases of 2xy = 0)", () => {
    const roots = new Set<string>();
    // y = 0: x^2 + |x| = 0; x = 0: -y^2 + |y| = 0; candidates from each factor
    for (const x of [0, 1, -1]) if (x * x + Math.abs(x) === 0) roots.add(`${x},0`);
    for (const y of [0, 1, -1]) if (-y * y + Math.abs(y) === 0) roots.add(`0,${y}`);
    for (const r of roots) {
      const [x, y] = r.split(",").map(Number) as [number, number];
      expect(Math.abs(x * x - y * y + Math.hypot(x, y))).toBe(0);
      expect(Math.abs(2 * x * y)).toBe(0);
    }
    expectNumericAnswer(jee, "jee-mat-ch-110", roots.size);
  });

  it("jee-mat-ch-111: (I + A)^3 = I + kA for an idempotent A", () => {
    const A = [
      [1, 1, 0],
      [0, 0, 0],
      [0, 0, 1],
    ];
    const mul = (p: number[][], q: number[][]) =>
      p.map((row) => q[0]!.map((_, j) => row.reduce((s, v, k) => s + v * q[k]![j]!, 0)));
    expect(mul(A, A)).toEqual(A);
    const IA = A.map((row, i) => row.map((v, j) => v + (i === j ? 1 : 0)));
    const cube = mul(mul(IA, IA), IA);
    const k = cube[0]![1]! / A[0]![1]!; // the identity adds nothing off the diagonal
    expect(cube).toEqual(A.map((row, i) => row.map((v, j) => (i === j ? 1 : 0) + k * v)));
    expectNumericAnswer(jee, "jee-mat-ch-111", k);
  });

  it("jee-mat-ch-112: arrangements of INDIA with the I's apart (enumeration)", () => {
    const words = new Set<string>();
    const go = (rest: string, built: string) => {
      if (!rest) {
        words.add(built);
        return;
      }
      for (let i = 0; i < rest.length; i++) go(rest.slice(0, i) + rest.slice(i + 1), built + rest[i]);
    };
    go("INDIA", "");
    expectNumericAnswer(jee, "jee-mat-ch-112", [...words].filter((w) => !w.includes("II")).length);
  });

  it("jee-mat-ch-113: even-power coefficients of (1 + x + x^2)^5 (expansion)", () => {
    let poly = [1];
    for (let i = 0; i < 5; i++) {
      const next = new Array(poly.length + 2).fill(0);
      poly.forEach((c, k) => {
        next[k] += c;
        next[k + 1] += c;
        next[k + 2] += c;
      });
      poly = next;
    }
    expectNumericAnswer(
      jee,
      "jee-mat-ch-113",
      poly.reduce((s, c, k) => (k % 2 === 0 ? s + c : s), 0),
    );
  });

  it("jee-mat-ch-114: S24 of an AP from six of its terms (any d)", () => {
    for (const d of [-3, 0.5, 2, 7]) {
      // a1 + a5 + a10 + a15 + a20 + a24 = 6 a1 + (0 + 4 + 9 + 14 + 19 + 23) d = 225
      const a1 = (225 - 69 * d) / 6;
      const term = (n: number) => a1 + (n - 1) * d;
      expect(term(1) + term(5) + term(10) + term(15) + term(20) + term(24)).toBeCloseTo(225, 9);
      let s = 0;
      for (let n = 1; n <= 24; n++) s += term(n);
      expectNumericAnswer(jee, "jee-mat-ch-114", Math.round(s * 1e6) / 1e6);
    }
  });

  it("jee-mat-ch-115: (e^x - 1 - x)/x^2 as x -> 0", () => {
    const g = (x: number) => (Math.expm1(x) - x) / (x * x);
    expect(Math.abs(g(1e-4) - 0.5)).toBeLessThan(1e-4);
    expect(Math.abs(g(-1e-4) - 0.5)).toBeLessThan(1e-4);
    expect(keyedOption("jee-mat-ch-115")).toBe("$\\frac{1}{2}$");
  });

  it("jee-mat-ch-116: nearest point of y^2 = 4x to (2, 0) (search)", () => {
    let best = { d: Number.POSITIVE_INFINITY, x: 0, y: 0 };
    for (let y = -10; y <= 10; y += 1e-4) {
      const x = (y * y) / 4;
      const d = Math.hypot(x - 2, y);
      if (d < best.d) best = { d, x, y };
    }
    expect(Math.abs(best.x) + Math.abs(best.y)).toBeLessThan(1e-3);
    expect(keyedOption("jee-mat-ch-116")).toBe("$(0, 0)$");
  });

  it("jee-mat-ch-117: integrating factor of x y' - y = x^2 log x", () => {
    const P = (x: number) => -1 / x; // after dividing by x
    const IF = (x: number) => 1 / x;
    const h = 1e-6;
    for (const x of [0.5, 1, 3]) {
      const slope = (IF(x + h) - IF(x - h)) / (2 * h);
      expect(Math.abs(slope - P(x) * IF(x))).toBeLessThan(1e-6);
    }
    expect(keyedOption("jee-mat-ch-117")).toBe("$\\frac{1}{x}$");
  });

  it("jee-mat-ch-118: distance to a plane measured along a line", () => {
    const p = [1, -2, 3];
    const dir = [2, 3, -6];
    const n = [1, -1, 1];
    const dot = (u: number[], v: number[]) => u.reduce((s, x, i) => s + x * v[i]!, 0);
    const t = (5 - dot(n, p)) / dot(n, dir);
    expectNumericAnswer(jee, "jee-mat-ch-118", Math.abs(t) * Math.hypot(...dir));
  });

  it("jee-mat-ch-119: a.b + b.c + c.a for unit vectors summing to zero", () => {
    const unit = (deg: number) => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
    const [a, b, c] = [unit(10), unit(130), unit(250)] as [number[], number[], number[]];
    expect(Math.hypot(a[0]! + b[0]! + c[0]!, a[1]! + b[1]! + c[1]!)).toBeLessThan(1e-12);
    const dot = (u: number[], v: number[]) => u[0]! * v[0]! + u[1]! * v[1]!;
    expect(dot(a, b) + dot(b, c) + dot(c, a)).toBeCloseTo(-3 / 2, 12);
    expect(keyedOption("jee-mat-ch-119")).toBe("$-\\frac{3}{2}$");
  });

  it("jee-mat-ch-120: roots of tan x + sec x = 2 cos x in [0, 2π) (sign changes away from cos x = 0)", () => {
    const g = (x: number) => Math.sin(x) + 1 - 2 * Math.cos(x) ** 2; // the equation times cos x
    const n = 400_000;
    let roots = 0;
    for (let i = 0; i < n; i++) {
      const a = (2 * Math.PI * i) / n;
      const b = (2 * Math.PI * (i + 1)) / n;
      if (g(a) * g(b) < 0 && Math.abs(Math.cos((a + b) / 2)) > 1e-3) roots++;
    }
    // g only touches zero at 3π/2 (sin x = -1), where cos x = 0 and the equation is undefined
    expect(Math.abs(g((3 * Math.PI) / 2))).toBeLessThan(1e-12);
    expectNumericAnswer(jee, "jee-mat-ch-120", roots);
  });

  it("jee-mat-ch-121: variance of 1..10", () => {
    const xs = Array.from({ length: 10 }, (_, i) => i + 1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expectKeyedNumber(jee, "jee-mat-ch-121", xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
  });
});

describe("JEE chapter questions, second set: Chemistry (4)", () => {
  it("jee-che-ch-161: first ionisation enthalpies above oxygen's (kJ/mol)", () => {
    const ie: Record<string, number> = {
      N: 1402,
      F: 1681,
      Ne: 2081,
      C: 1086,
      B: 801,
      Be: 899,
      Mg: 738,
      Ar: 1521,
    };
    expectNumericAnswer(jee, "jee-che-ch-161", Object.values(ie).filter((v) => v > 1314).length);
  });

  it("jee-che-ch-162: the pair of 3d ions with equal unpaired electrons", () => {
    const unpaired = (d: number) => (d <= 5 ? d : 10 - d);
    const pairs: [string, number, number][] = [
      ["$\\mathrm{Mn^{3+}}$ and $\\mathrm{Fe^{3+}}$", 4, 5],
      ["$\\mathrm{Cu^{2+}}$ and $\\mathrm{Ni^{2+}}$", 9, 8],
      ["$\\mathrm{V^{2+}}$ and $\\mathrm{Cr^{3+}}$", 3, 3],
      ["$\\mathrm{Co^{2+}}$ and $\\mathrm{Fe^{2+}}$", 7, 6],
    ];
    const same = pairs.filter(([, a, b]) => unpaired(a) === unpaired(b)).map(([name]) => name);
    expect(same).toEqual([keyedOption("jee-che-ch-162")]);
  });

  it("jee-che-ch-163: aqua ions with a partly filled 3d subshell", () => {
    const dCount = [0, 1, 2, 10, 10, 5, 7, 0]; // Sc3+, Ti3+, V3+, Cu+, Zn2+, Mn2+, Co2+, Ti4+
    expectNumericAnswer(jee, "jee-che-ch-163", dCount.filter((d) => d > 0 && d < 10).length);
  });

  it("jee-che-ch-165: stereoisomers of hepta-2,5-dien-4-ol", () => {
    // each arrangement of the two double bonds, read from both ends, counted once
    const arrangements = new Set(
      ["EE", "EZ", "ZE", "ZZ"].map((s) => [s, [...s].reverse().join("")].sort()[0] as string),
    );
    let isomers = 0;
    for (const a of arrangements) isomers += a[0] === a[1] ? 1 : 2; // C-4 a stereocentre only when they differ
    expectNumericAnswer(jee, "jee-che-ch-165", isomers);
  });
});

describe("JEE chapter questions, second set: Mathematics (3)", () => {
  it("jee-mat-ch-130: functions on {1..5} with f(x) >= x (counted one by one)", () => {
    let count = 0;
    for (let n = 0; n < 5 ** 5; n++) {
      const f = [0, 1, 2, 3, 4].map((i) => (Math.floor(n / 5 ** i) % 5) + 1);
      if (f.every((v, i) => v >= i + 1)) count++;
    }
    expectNumericAnswer(jee, "jee-mat-ch-130", count);
  });

  it("jee-mat-ch-131: greatest |z - 4 + 7i| on |z + 2 - i| = 3", () => {
    let best = 0;
    for (let i = 0; i < 100_000; i++) {
      const t = (2 * Math.PI * i) / 100_000;
      best = Math.max(best, Math.hypot(-2 + 3 * Math.cos(t) - 4, 1 + 3 * Math.sin(t) + 7));
    }
    expectKeyedNumber(jee, "jee-mat-ch-131", best, 1e-6);
  });

  it("jee-mat-ch-132: det(3A^-1) for a 3x3 matrix of determinant 6", () => {
    const A = [
      [2, 0, 0],
      [0, 3, 0],
      [1, 4, 1],
    ];
    const det = (m: number[][]) =>
      m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
      m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
      m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
    expect(det(A)).toBe(6);
    expect(3 ** 3 / det(A)).toBe(9 / 2);
    expect(keyedOption("jee-mat-ch-132")).toBe("$\\frac{9}{2}$");
  });

  it("jee-mat-ch-133: x + y + z + w = 12 with each part at most 5 (counted one by one)", () => {
    let count = 0;
    for (let x = 0; x <= 5; x++)
      for (let y = 0; y <= 5; y++)
        for (let z = 0; z <= 5; z++) {
          const w = 12 - x - y - z;
          if (w >= 0 && w <= 5) count++;
        }
    expectNumericAnswer(jee, "jee-mat-ch-133", count);
  });

  it("jee-mat-ch-134: constant term of (2x^2 - 1/x)^9", () => {
    const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
    let constant = 0;
    for (let r = 0; r <= 9; r++) if (18 - 3 * r === 0) constant += choose(9, r) * 2 ** (9 - r) * (-1) ** r;
    expectKeyedNumber(jee, "jee-mat-ch-134", constant);
  });

  it("jee-mat-ch-135: sum of 20 terms of the AP with a5 = 17, a12 = 45", () => {
    const d = (45 - 17) / 7;
    const a = 17 - 4 * d;
    const terms = Array.from({ length: 20 }, (_, i) => a + i * d);
    expectKeyedNumber(
      jee,
      "jee-mat-ch-135",
      terms.reduce((s, t) => s + t, 0),
    );
  });

  it("jee-mat-ch-136: (tan 3x - sin 3x)/x^3 near 0", () => {
    const x = 1e-3;
    const value = (Math.tan(3 * x) - Math.sin(3 * x)) / x ** 3;
    expect(Math.abs(value - 27 / 2)).toBeLessThan(1e-3);
    expect(keyedOption("jee-mat-ch-136")).toBe("$\\frac{27}{2}$");
  });

  it("jee-mat-ch-137: least surface of a closed cylinder of volume 250π", () => {
    let least = Number.POSITIVE_INFINITY;
    for (let i = 1; i <= 200_000; i++) {
      const r = i / 10_000;
      least = Math.min(least, 2 * r * r + (2 * r * 250) / (r * r)); // S / π
    }
    expectNumericAnswer(jee, "jee-mat-ch-137", Math.round(least * 1e6) / 1e6);
  });

  it("jee-mat-ch-138: y(2) for x y' + y = x^3, y(1) = 1 (Runge-Kutta)", () => {
    const y2 = rk4((x, y) => (x ** 3 - y) / x, 1, 1, 2);
    expect(Math.abs(y2 - 19 / 8)).toBeLessThan(1e-9);
    expect(keyedOption("jee-mat-ch-138")).toBe("$\\frac{19}{8}$");
  });

  it("jee-mat-ch-139: shortest distance between two skew lines", () => {
    const [a1, b1, a2, b2] = [
      [1, 2, 3],
      [1, -1, 0],
      [2, 0, 1],
      [0, 1, 1],
    ] as [number[], number[], number[], number[]];
    const n = [
      b1[1]! * b2[2]! - b1[2]! * b2[1]!,
      b1[2]! * b2[0]! - b1[0]! * b2[2]!,
      b1[0]! * b2[1]! - b1[1]! * b2[0]!,
    ];
    const gap = a2.map((v, i) => v - a1[i]!);
    const distance = Math.abs(gap.reduce((s, v, i) => s + v * n[i]!, 0)) / Math.hypot(...n);
    expect(distance).toBeCloseTo(1 / Math.sqrt(3), 12);
    expect(keyedOption("jee-mat-ch-139")).toBe("$\\frac{1}{\\sqrt{3}}$");
  });

  it("jee-mat-ch-140: |a.b| from |a|, |b| and |a x b|", () => {
    const dot = Math.sqrt((3 * 4) ** 2 - 6 ** 2);
    expect(dot).toBeCloseTo(6 * Math.sqrt(3), 12);
    expect(keyedOption("jee-mat-ch-140")).toBe("$6\\sqrt{3}$");
  });

  it("jee-mat-ch-141: Bayes, red ball from urn A", () => {
    const fromA = 0.5 * (3 / 5);
    const fromB = 0.5 * (2 / 6);
    expect(fromA / (fromA + fromB)).toBeCloseTo(9 / 14, 12);
    expect(keyedOption("jee-mat-ch-141")).toBe("$\\frac{9}{14}$");
  });

  it("jee-mat-ch-142: tan 75° - tan 15°", () => {
    const deg = Math.PI / 180;
    expect(Math.tan(75 * deg) - Math.tan(15 * deg)).toBeCloseTo(2 * Math.sqrt(3), 12);
    expect(keyedOption("jee-mat-ch-142")).toBe("$2\\sqrt{3}$");
  });
});

describe("JEE chapter questions, second set: Physics (4)", () => {
  it("jee-phy-ch-160: dimensions of B^2/mu0 (exponents of M, L, T, A)", () => {
    const B = [1, 0, -2, -1];
    const mu0 = [1, 1, -2, -2];
    expect(B.map((b, i) => 2 * b - mu0[i]!)).toEqual([1, -1, -2, 0]);
    expect(keyedOption("jee-phy-ch-160")).toBe("$[\\mathrm{M L^{-1} T^{-2}}]$");
  });

  it("jee-phy-ch-161: crossing a river to the point opposite", () => {
    expectNumericAnswer(jee, "jee-phy-ch-161", 240 / Math.sqrt(5 ** 2 - 3 ** 2));
  });

  it("jee-phy-ch-162: return speed on a rough 37° incline", () => {
    const [g, s, c, mu, u] = [10, 0.6, 0.8, 0.5, 10];
    const up = u ** 2 / (2 * g * (s + mu * c));
    expect(s / c).toBeGreaterThan(mu); // it slides back
    const v = Math.sqrt(2 * g * (s - mu * c) * up);
    expect(v).toBeCloseTo(2 * Math.sqrt(5), 12);
    expect(keyedOption("jee-phy-ch-162")).toBe("$2\\sqrt{5}\\ \\mathrm{m/s}$");
  });

  it("jee-phy-ch-163: work of F = 2x + 3 from x = 1 to 3", () => {
    const n = 100_000;
    let work = 0;
    for (let i = 0; i < n; i++) work += (2 * (1 + ((i + 0.5) * 2) / n) + 3) * (2 / n);
    expectNumericAnswer(jee, "jee-phy-ch-163", Math.round(work * 1e9) / 1e9);
  });

  it("jee-phy-ch-164: solid sphere rolling down 3.5 m", () => {
    expectNumericAnswer(jee, "jee-phy-ch-164", Math.sqrt((9.8 * 3.5) / (0.5 + 0.5 * 0.4)));
  });

  it("jee-phy-ch-165: periods of satellites skimming planets of densities 4 : 9", () => {
    const period = (rho: number) => Math.sqrt((3 * Math.PI) / (6.67e-11 * rho));
    expect(period(4) / period(9)).toBeCloseTo(3 / 2, 12);
    expect(keyedOption("jee-phy-ch-165")).toBe("3 : 2");
  });

  it("jee-phy-ch-166: terminal speed of 27 merged droplets", () => {
    expectNumericAnswer(jee, "jee-phy-ch-166", 4 * Math.cbrt(27) ** 2);
  });

  it("jee-phy-ch-167: work on a diatomic gas compressed adiabatically to 1/32", () => {
    const T2 = 300 * 32 ** (7 / 5 - 1);
    expect(T2).toBeCloseTo(1200, 9);
    expectKeyedNumber(jee, "jee-phy-ch-167", (2.5 * 8.314 * (T2 - 300)) / 1000, 0.005);
  });

  it("jee-phy-ch-168: rms speeds of O2 at 800 K and H2 at 50 K", () => {
    expectKeyedNumber(jee, "jee-phy-ch-168", Math.sqrt(800 / 32 / (50 / 2)));
  });

  it("jee-phy-ch-169: period with a quarter of the spring", () => {
    expectKeyedNumber(jee, "jee-phy-ch-169", 0.6 / Math.sqrt(4));
  });

  it("jee-phy-ch-170: energy lost joining two charged capacitors", () => {
    const [c1, v1, c2, v2] = [3e-6, 200, 6e-6, 50];
    const v = (c1 * v1 + c2 * v2) / (c1 + c2);
    const lost = 0.5 * c1 * v1 ** 2 + 0.5 * c2 * v2 ** 2 - 0.5 * (c1 + c2) * v ** 2;
    expectKeyedNumber(jee, "jee-phy-ch-170", lost * 1000);
  });

  it("jee-phy-ch-171: greatest external power of a 12 V cell", () => {
    const r = (12 - 10) / (10 / 10);
    let best = 0;
    for (let i = 1; i <= 100_000; i++) {
      const R = i / 1000;
      best = Math.max(best, (12 / (R + r)) ** 2 * R);
    }
    expectNumericAnswer(jee, "jee-phy-ch-171", Math.round(best * 1e6) / 1e6);
  });

  it("jee-phy-ch-172: force on an electron moving beside a current", () => {
    const B = (4 * Math.PI * 1e-7 * 10) / (2 * Math.PI * 0.02);
    const force = 1.6e-19 * 5e6 * B;
    expect(Math.abs(scientific(keyedOption("jee-phy-ch-172")) - force)).toBeLessThan(1e-25);
  });

  it("jee-phy-ch-173: inductor voltage at resonance", () => {
    const omega = 1 / Math.sqrt(0.5 * 8e-6);
    expectNumericAnswer(jee, "jee-phy-ch-173", Math.round((200 / 40) * omega * 0.5 * 1e6) / 1e6);
  });

  it("jee-phy-ch-174: B0 = E0 / c", () => {
    expect(Math.abs(scientific(keyedOption("jee-phy-ch-174")) - 600 / 3e8)).toBeLessThan(1e-15);
  });

  it("jee-phy-ch-175: lens in a liquid of index 1.25", () => {
    expectNumericAnswer(jee, "jee-phy-ch-175", Math.round(((20 * 0.5) / (1.5 / 1.25 - 1)) * 1e9) / 1e9);
  });

  it("jee-phy-ch-176: stopping potential for 310 nm on 2.3 eV", () => {
    expectKeyedNumber(jee, "jee-phy-ch-176", 1240 / 310 - 2.3);
  });

  it("jee-phy-ch-177: first Lyman line over first Balmer line", () => {
    const lyman = 1 / (1 - 1 / 4);
    const balmer = 1 / (1 / 4 - 1 / 9);
    expect(lyman / balmer).toBeCloseTo(5 / 27, 12);
    expect(keyedOption("jee-phy-ch-177")).toBe("$\\frac{5}{27}$");
  });

  it("jee-phy-ch-178: Zener current in a regulator", () => {
    expectNumericAnswer(jee, "jee-phy-ch-178", Math.round(((15 - 6) / 300 - 6 / 1200) * 1000 * 1e9) / 1e9);
  });

  it("jee-phy-ch-179: screw gauge reading less a positive zero error", () => {
    expectKeyedNumber(jee, "jee-phy-ch-179", 3.5 + 27 * 0.01 - 0.03);
  });
});

describe("JEE chapter questions, second set: Chemistry (5)", () => {
  it("jee-che-ch-172: oxygen to burn 29 g of butane", () => {
    const butane = 29 / (4 * 12 + 10 * 1);
    expectNumericAnswer(jee, "jee-che-ch-172", butane * (13 / 2) * 32);
  });

  it("jee-che-ch-173: Bohr radii, Li2+ n = 3 over He+ n = 2", () => {
    expect(3 ** 2 / 3 / (2 ** 2 / 2)).toBe(3 / 2);
    expect(keyedOption("jee-che-ch-173")).toBe("$\\frac{3}{2}$");
  });

  it("jee-che-ch-175: hydrogenation of ethene from bond enthalpies", () => {
    expectKeyedNumber(jee, "jee-che-ch-175", 614 + 436 - (348 + 2 * 414));
  });

  it("jee-che-ch-176: molar mass from a freezing-point depression", () => {
    const moles = (0.744 / 1.86) * 0.25;
    expectNumericAnswer(jee, "jee-che-ch-176", Math.round((10 / moles) * 1e9) / 1e9);
  });

  it("jee-che-ch-177: Ksp of Ag2CrO4 from its solubility", () => {
    const s = 1e-4;
    expect(Math.abs(scientific(keyedOption("jee-che-ch-177")) - (2 * s) ** 2 * s)).toBeLessThan(1e-24);
  });
});
