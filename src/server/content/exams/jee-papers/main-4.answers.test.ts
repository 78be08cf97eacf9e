import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  keyedOption,
  rk4,
} from "~/server/test-support/content/check-answers";
import {
  choose,
  cross,
  dot,
  expectKeyedText,
  expectKeyedValue,
  integrate,
  norm,
  optionValue,
} from "~/server/test-support/content/jee-answers";

const jee = loadExamBank("jee");

/** hc as the questions give it, in eV nm. */
const HC_EV_NM = 1240;

/** Dimensions as exponents of [M, L, T, A]. */
type Dimensions = [number, number, number, number];
const times = (...factors: Dimensions[]): Dimensions =>
  factors.reduce((p, f) => p.map((x, i) => x + (f[i] as number)) as Dimensions, [0, 0, 0, 0]);
const inverse = (d: Dimensions): Dimensions => d.map((x) => -x) as Dimensions;

/**
 * Independent re-derivation of the computed answers of JEE Main full-length paper 4: each value is
 * worked out here from the givens in the question text, never read from the options.
 */

describe("JEE Main full-length paper 4: Physics", () => {
  it("jee-m4-phy-001: ε0 L V / t has the dimensions of current", () => {
    const permittivity: Dimensions = [-1, -3, 4, 2];
    const length: Dimensions = [0, 1, 0, 0];
    const voltage: Dimensions = [1, 2, -3, -1];
    const time: Dimensions = [0, 0, 1, 0];
    const named: Record<string, Dimensions> = {
      "electric charge": [0, 0, 1, 1],
      "electric current": [0, 0, 0, 1],
      resistance: [1, 2, -3, -2],
      capacitance: [-1, -2, 4, 2],
    };
    const x = times(permittivity, length, voltage, inverse(time));
    const found = Object.entries(named).filter(([, d]) => d.every((e, i) => e === x[i]));
    expect(found).toHaveLength(1);
    expectKeyedText(jee, "jee-m4-phy-001", (found[0] as [string, Dimensions])[0]);
  });

  it("jee-m4-phy-002: vernier reading with 10 VSD = 9 MSD", () => {
    const vernierConstant = (1 - 9 / 10) / 10; // cm
    expectKeyedNumber(jee, "jee-m4-phy-002", Math.round((2.4 + 7 * vernierConstant) * 1000) / 1000);
  });

  it("jee-m4-phy-003: least drift crossing a river faster than the boat (scan of headings)", () => {
    let least = Number.POSITIVE_INFINITY;
    for (let a = 0; a < Math.PI / 2; a += 1e-6) {
      least = Math.min(least, ((5 - 3 * Math.sin(a)) * 120) / (3 * Math.cos(a)));
    }
    expectKeyedNumber(jee, "jee-m4-phy-003", Math.round(least * 1000) / 1000);
  });

  it("jee-m4-phy-004: tension of an Atwood machine in a lift accelerating upward", () => {
    const [m1, m2, g, a] = [3, 5, 10, 2];
    const acceleration = ((m2 - m1) * (g + a)) / (m1 + m2); // relative to the lift
    const tension = m1 * (g + a + acceleration);
    expect(m2 * (g + a - acceleration)).toBeCloseTo(tension, 9);
    expectKeyedNumber(jee, "jee-m4-phy-004", tension);
  });

  it("jee-m4-phy-005: input power of an 80% efficient pump", () => {
    const massPerSecond = 600 / 60;
    const output = massPerSecond * 10 * 20 + 0.5 * massPerSecond * 10 ** 2;
    expectKeyedNumber(jee, "jee-m4-phy-005", output / 0.8);
  });

  it("jee-m4-phy-006: hinge force on a falling rod at the vertical (units of mg)", () => {
    const [m, g, length] = [1, 10, 2];
    const omegaSquared = (m * g * (length / 2)) / (0.5 * ((m * length ** 2) / 3));
    const hinge = m * g + m * omegaSquared * (length / 2);
    expectKeyedValue(jee, "jee-m4-phy-006", hinge / (m * g), 1e-9);
  });

  it("jee-m4-phy-007: weight on a planet of twice the radius and half the density", () => {
    const gRatio = 2 * 0.5; // g = (4/3) pi G rho R
    expectKeyedValue(jee, "jee-m4-phy-007", 60 * gRatio);
  });

  it("jee-m4-phy-008: extensions of two wires, lengths 1 : 2, diameters 2 : 1", () => {
    const extension = (length: number, diameter: number) => length / diameter ** 2;
    const ratio = extension(2, 1) / extension(1, 2);
    expectKeyedText(jee, "jee-m4-phy-008", `1 : ${ratio}`);
  });

  it("jee-m4-phy-009: γ of 2 mol helium and 1 mol rigid oxygen", () => {
    const cv = 2 * 1.5 + 1 * 2.5;
    const cp = cv + 3;
    expectKeyedValue(jee, "jee-m4-phy-009", cp / cv, 1e-9);
  });

  it("jee-m4-phy-010: block between the two pieces of a cut spring (units of 1)", () => {
    const [k, m] = [1, 1];
    const pieces = [k * 3, k * (3 / 2)]; // k ∝ 1 / length, lengths L/3 and 2L/3
    expect(1 / (1 / (pieces[0] as number) + 1 / (pieces[1] as number))).toBeCloseTo(k, 12);
    const effective = (pieces[0] as number) + (pieces[1] as number);
    expectKeyedValue(jee, "jee-m4-phy-010", 2 * Math.PI * Math.sqrt(m / effective), 1e-9);
  });

  it("jee-m4-phy-011: two capacitors in parallel, in series with a third (units of C)", () => {
    const pair = 1 + 1;
    expectKeyedValue(jee, "jee-m4-phy-011", 1 / (1 / pair + 1 / 1), 1e-9);
  });

  it("jee-m4-phy-012: potentiometer balance length", () => {
    const current = 2 / (5 + 15);
    const gradient = (current * 5) / 10;
    expectKeyedNumber(jee, "jee-m4-phy-012", 0.3 / gradient);
  });

  it("jee-m4-phy-013: pitch of the helix in cm (units of π cm)", () => {
    const period = (2 * Math.PI) / (1e8 * 0.5);
    const pitch = 2e6 * Math.cos(Math.PI / 3) * period * 100;
    expectKeyedValue(jee, "jee-m4-phy-013", pitch, 1e-9);
  });

  it("jee-m4-phy-014: inductor voltage at resonance", () => {
    const omega = 1 / Math.sqrt(0.1 * 10e-6);
    const current = 100 / 10;
    expectKeyedNumber(jee, "jee-m4-phy-014", current * omega * 0.1);
  });

  it("jee-m4-phy-015: force of light on a perfect reflector", () => {
    const power = 30 * 2;
    expectKeyedValue(jee, "jee-m4-phy-015", (2 * power) / 3e8, 1e-9);
  });

  it("jee-m4-phy-016: thickness of the sheet that shifts the centre by 5 fringes (μm)", () => {
    expectKeyedNumber(jee, "jee-m4-phy-016", (5 * 0.6) / (1.5 - 1));
  });

  it("jee-m4-phy-017: change of stopping potential, 400 nm to 300 nm", () => {
    const change = HC_EV_NM / 300 - HC_EV_NM / 400;
    expectKeyedNumber(jee, "jee-m4-phy-017", Math.round(change * 100) / 100);
  });

  it("jee-m4-phy-018: He+ 3 -> 2 wavelength (nm)", () => {
    const energy = 54.4 * (1 / 4 - 1 / 9);
    expectKeyedNumber(jee, "jee-m4-phy-018", Math.round(HC_EV_NM / energy));
  });

  it("jee-m4-phy-019: power gain of a CE amplifier", () => {
    const voltageGain = 100 * (10 / 1);
    expectKeyedValue(jee, "jee-m4-phy-019", 100 * voltageGain, 1e-9);
  });

  it("jee-m4-phy-020: radiations by increasing frequency (typical wavelengths)", () => {
    const wavelength: Record<string, number> = {
      Microwaves: 1e-2,
      infrared: 1e-5,
      ultraviolet: 1e-7,
      "X-rays": 1e-10,
    };
    const order = Object.entries(wavelength)
      .sort(([, a], [, b]) => b - a)
      .map(([name]) => name)
      .join(" < ");
    expectKeyedText(jee, "jee-m4-phy-020", order);
  });

  it("jee-m4-phy-num-01: excess pressure in an air bubble 20 cm deep", () => {
    expectNumericAnswer(jee, "jee-m4-phy-num-01", 1000 * 10 * 0.2 + (2 * 0.07) / 1e-4);
  });

  it("jee-m4-phy-num-02: heat a Carnot refrigerator removes with a Carnot engine's work", () => {
    const work = 1000 * (1 - 300 / 500);
    const performance = 250 / (300 - 250);
    expectNumericAnswer(jee, "jee-m4-phy-num-02", Math.round(work * performance * 1e9) / 1e9);
  });

  it("jee-m4-phy-num-03: Q-value of the α decay in keV", () => {
    const alpha = 5400;
    const recoil = (alpha * 4) / 216;
    expectNumericAnswer(jee, "jee-m4-phy-num-03", Math.round(alpha + recoil));
  });

  it("jee-m4-phy-num-04: period at height 3R from 84 minutes at the surface", () => {
    expectNumericAnswer(jee, "jee-m4-phy-num-04", Math.round(84 * ((1 + 3) / 1) ** 1.5 * 1e9) / 1e9);
  });

  it("jee-m4-phy-num-05: potential where the field of +4 μC and +1 μC vanishes (kV)", () => {
    const k = 9e9;
    const field = (x: number) => (k * 4e-6) / x ** 2 - (k * 1e-6) / (0.3 - x) ** 2;
    let [lo, hi] = [0.01, 0.29];
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if (field(mid) > 0) lo = mid;
      else hi = mid;
    }
    const potential = (k * 4e-6) / lo + (k * 1e-6) / (0.3 - lo);
    expectNumericAnswer(jee, "jee-m4-phy-num-05", Math.round((potential / 1e3) * 1e6) / 1e6);
  });
});

describe("JEE Main full-length paper 4: Chemistry", () => {
  it("jee-m4-che-001: molecular formula from percentages and vapour density", () => {
    const moles = [40 / 12, 6.67 / 1, (100 - 40 - 6.67) / 16];
    const smallest = Math.min(...moles);
    const [c, h, o] = moles.map((m) => Math.round(m / smallest)) as [number, number, number];
    const multiple = (2 * 30) / (12 * c + h + 16 * o);
    expectKeyedText(jee, "jee-m4-che-001", `$\\mathrm{C_${c * multiple}H_${h * multiple}O_${o * multiple}}$`);
  });

  it("jee-m4-che-002: orbit holding four de Broglie waves (eV)", () => {
    const n = 4; // 2πr = nλ
    expectKeyedNumber(jee, "jee-m4-che-002", Math.round((-13.6 / n ** 2) * 100) / 100);
  });

  it("jee-m4-che-003: ΔH of combustion of benzene from ΔU", () => {
    const deltaGasMoles = 6 - 15 / 2;
    const deltaH = -3263.9 + (deltaGasMoles * 8.314 * 298) / 1000;
    expectKeyedNumber(jee, "jee-m4-che-003", Math.round(deltaH * 10) / 10);
  });

  it("jee-m4-che-004: degree of dissociation of PCl5 at 8 atm (bisection)", () => {
    const kp = (alpha: number, p: number) => (alpha ** 2 * p) / (1 - alpha ** 2);
    const k = kp(0.5, 1);
    let [lo, hi] = [0, 0.999];
    for (let i = 0; i < 100; i++) {
      const mid = (lo + hi) / 2;
      if (kp(mid, 8) < k) lo = mid;
      else hi = mid;
    }
    expectKeyedNumber(jee, "jee-m4-che-004", Math.round(lo * 1e9) / 1e9);
  });

  it("jee-m4-che-005: E°(Fe3+/Fe) through Gibbs energies", () => {
    const e = (1 * 0.77 + 2 * -0.44) / 3;
    expectKeyedNumber(jee, "jee-m4-che-005", Math.round(e * 1000) / 1000);
  });

  it("jee-m4-che-006: the one reaction where the peroxide oxygen is oxidised", () => {
    // oxidation state the peroxide oxygen (-1) ends in, option by option
    const endsAt = [-2, -2, 0, -2];
    const reducing = endsAt.flatMap((state, i) => (state > -1 ? [i] : []));
    expect(reducing).toHaveLength(1);
    expect(keyedOption(jee, "jee-m4-che-006")).toContain("5\\mathrm{O_2}");
    const question = jee.questions.find((q) => q.key === "jee-m4-che-006");
    expect(question && "correct" in question ? question.correct : undefined).toBe(reducing[0]);
  });

  it("jee-m4-che-007: permanganate for Cu2S to Cu2+ and SO2", () => {
    const electrons = 2 * (2 - 1) + (4 - -2);
    expectKeyedNumber(jee, "jee-m4-che-007", electrons / (7 - 2));
  });

  it("jee-m4-che-008: largest metallic radius (NCERT values, pm)", () => {
    const radius = { Na: 186, Mg: 160, Ca: 197, K: 231 };
    const [largest] = Object.entries(radius).sort(([, a], [, b]) => b - a)[0] as [string, number];
    expectKeyedText(jee, "jee-m4-che-008", largest);
  });

  it("jee-m4-che-009: highest second ionisation enthalpy", () => {
    const second = { Na: 4562, Mg: 1451, Al: 1817, Si: 1577 };
    const [highest] = Object.entries(second).sort(([, a], [, b]) => b - a)[0] as [string, number];
    expectKeyedText(jee, "jee-m4-che-009", highest);
  });

  it("jee-m4-che-011: the ion with a spin-only moment of 4.90 BM", () => {
    const dElectrons: Record<string, number> = {
      "$\\mathrm{Mn^{2+}}$": 5,
      "$\\mathrm{Fe^{2+}}$": 6,
      "$\\mathrm{Cr^{3+}}$": 3,
      "$\\mathrm{Cu^{2+}}$": 9,
    };
    const moment = (d: number) => {
      const n = d <= 5 ? d : 10 - d;
      return Math.sqrt(n * (n + 2));
    };
    const found = Object.entries(dElectrons).filter(([, d]) => Math.abs(moment(d) - 4.9) < 0.01);
    expect(found).toHaveLength(1);
    expectKeyedText(jee, "jee-m4-che-011", (found[0] as [string, number])[0]);
  });

  it("jee-m4-che-num-01: ionic chlorides of CoCl3·5NH3 from the freezing point", () => {
    const ions = Math.round(0.558 / (1.86 * 0.1));
    const chlorideLigands = 6 - 5; // six-coordinate cobalt, five ammonia
    expect(ions).toBe(1 + (3 - chlorideLigands));
    expectNumericAnswer(jee, "jee-m4-che-num-01", ions - 1);
  });

  it("jee-m4-che-num-02: zero-order time from 1.0 M to 0.2 M", () => {
    expectNumericAnswer(jee, "jee-m4-che-num-02", Math.round(((1.0 - 0.2) / 0.02) * 1e9) / 1e9);
  });

  it("jee-m4-che-num-03: sp3 central atoms by electron pairs", () => {
    // [valence electrons of the centre, monovalent atoms bonded (H, halogen), charge]
    const species: Record<string, [number, number, number]> = {
      NH3: [5, 3, 0],
      H2O: [6, 2, 0],
      CH4: [4, 4, 0],
      BF3: [3, 3, 0],
      SF4: [6, 4, 0],
      XeF2: [8, 2, 0],
      "NH4+": [5, 4, 1],
      "SO4 2-": [6, 0, -2],
      PCl5: [5, 5, 0],
      "ClO4-": [7, 0, -1],
    };
    const pairs = ([v, m, c]: [number, number, number]) => (v + m - c) / 2;
    const sp3 = Object.entries(species).filter(([, s]) => pairs(s) === 4);
    expect(sp3.map(([name]) => name)).toEqual(["NH3", "H2O", "CH4", "NH4+", "SO4 2-", "ClO4-"]);
    expectNumericAnswer(jee, "jee-m4-che-num-03", sp3.length);
  });

  it("jee-m4-che-num-04: stereoisomers of [Co(en)2Cl2]+ (octahedral enumeration)", () => {
    // positions 0..5 = +x, -x, +y, -y, +z, -z; opposite of p is p ^ 1
    const turnZ = [2, 3, 1, 0, 4, 5]; // x -> y -> -x
    const turnX = [0, 1, 4, 5, 3, 2]; // y -> z -> -y
    const compose = (a: number[], b: number[]) => a.map((p) => b[p] as number);
    const rotations = new Map<string, number[]>([["0,1,2,3,4,5", [0, 1, 2, 3, 4, 5]]]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const r of [...rotations.values()])
        for (const g of [turnZ, turnX]) {
          const next = compose(r, g);
          if (!rotations.has(next.join())) {
            rotations.set(next.join(), next);
            grew = true;
          }
        }
    }
    expect(rotations.size).toBe(24);
    // an arrangement: which ligand sits at each position; en rings are unordered pairs of cis positions
    const arrangement = (chlorides: number[], rings: number[][]) =>
      [
        chlorides.toSorted().join(),
        rings
          .map((r) => r.toSorted().join())
          .toSorted()
          .join("|"),
      ].join("/");
    const isomers = new Set<string>();
    for (let a = 0; a < 6; a++)
      for (let b = a + 1; b < 6; b++) {
        const rest = [0, 1, 2, 3, 4, 5].filter((p) => p !== a && p !== b);
        const [first, ...others] = rest as [number, ...number[]];
        for (const partner of others) {
          const ring1 = [first, partner];
          const ring2 = others.filter((p) => p !== partner);
          if ([ring1, ring2].some(([p, q]) => ((p as number) ^ 1) === q)) continue; // en spans cis only
          const forms = [...rotations.values()].map((r) =>
            arrangement(
              [a, b].map((p) => r[p] as number),
              [ring1, ring2].map((ring) => ring.map((p) => r[p] as number)),
            ),
          );
          isomers.add(forms.toSorted()[0] as string);
        }
      }
    expectNumericAnswer(jee, "jee-m4-che-num-04", isomers.size);
  });

  it("jee-m4-che-num-05: Fe2+ in Mohr's salt from the permanganate titre (mmol/L)", () => {
    const permanganate = 20.0 * 0.01;
    const iron = 5 * permanganate;
    expectNumericAnswer(jee, "jee-m4-che-num-05", Math.round((iron / 25.0) * 1000 * 1e9) / 1e9);
  });
});

describe("JEE Main full-length paper 4: Mathematics", () => {
  it("jee-m4-mat-001: reflexive relations on 3 elements (all 2^9 relations checked)", () => {
    let reflexive = 0;
    for (let bits = 0; bits < 2 ** 9; bits++) if ([0, 4, 8].every((cell) => (bits >> cell) & 1)) reflexive++;
    expectKeyedNumber(jee, "jee-m4-mat-001", reflexive);
  });

  it("jee-m4-mat-002: the inverse of (2x + 1)/(x - 2)", () => {
    const f = (x: number) => (2 * x + 1) / (x - 2);
    const candidates: Record<string, (x: number) => number> = {
      "$\\frac{2x+1}{x-2}$": f,
      "$\\frac{x-2}{2x+1}$": (x) => (x - 2) / (2 * x + 1),
      "$\\frac{2x-1}{x+2}$": (x) => (2 * x - 1) / (x + 2),
      "$\\frac{x+2}{2x-1}$": (x) => (x + 2) / (2 * x - 1),
    };
    const samples = [-3, 0.5, 1, 3, 7.5];
    const inverses = Object.entries(candidates).filter(([, g]) =>
      samples.every((x) => Math.abs(g(f(x)) - x) < 1e-9),
    );
    expect(inverses).toHaveLength(1);
    expectKeyedText(jee, "jee-m4-mat-002", (inverses[0] as [string, unknown])[0]);
  });

  it("jee-m4-mat-003: greatest |z| on |z - 3 - 4i| = 2 (scan of the circle)", () => {
    let best = 0;
    for (let t = 0; t < 2 * Math.PI; t += 1e-5) {
      best = Math.max(best, Math.hypot(3 + 2 * Math.cos(t), 4 + 2 * Math.sin(t)));
    }
    expectKeyedValue(jee, "jee-m4-mat-003", best, 1e-6);
  });

  it("jee-m4-mat-004: α^2026 + β^2026 for x^2 - x + 1 (Newton's recurrence)", () => {
    // s_n = (α + β) s_{n-1} - αβ s_{n-2} with α + β = 1, αβ = 1
    let [previous, current] = [2, 1];
    for (let n = 2; n <= 2026; n++) [previous, current] = [current, current - previous];
    expectKeyedValue(jee, "jee-m4-mat-004", current, 1e-12);
  });

  it("jee-m4-mat-005: k for a non-trivial solution (roots of the determinant)", () => {
    const det = (k: number) => dot([k, 1, 1], cross([1, k, 1], [1, 1, k]));
    const roots: number[] = [];
    for (let k = -10; k <= 10; k += 0.5) if (Math.abs(det(k)) < 1e-12) roots.push(k);
    expect(roots).toEqual([-2, 1]);
    for (let k = -10; k <= 10; k += 0.001) {
      if (roots.every((r) => Math.abs(k - r) > 0.01)) expect(Math.abs(det(k))).toBeGreaterThan(0);
    }
    expectKeyedText(jee, "jee-m4-mat-005", `$k = ${roots[1]}$ or $k = ${roots[0]}$`);
  });

  it("jee-m4-mat-006: divisors of 10800 that are multiples of 6 (enumeration)", () => {
    let count = 0;
    for (let d = 1; d <= 10800; d++) if (10800 % d === 0 && d % 6 === 0) count++;
    expectKeyedNumber(jee, "jee-m4-mat-006", count);
  });

  it("jee-m4-mat-007: ratio of a GP whose terms are the sum of the next two", () => {
    const r = (-1 + Math.sqrt(5)) / 2;
    expect(r + r * r).toBeCloseTo(1, 12);
    expectKeyedValue(jee, "jee-m4-mat-007", r, 1e-9);
  });

  it("jee-m4-mat-008: coefficient of x^4 in (1 + x + x^2)(1 - x)^6 (polynomial product)", () => {
    const power = [0, 1, 2, 3, 4, 5, 6].map((k) => (-1) ** k * choose(6, k));
    const product = new Array(9).fill(0) as number[];
    for (const [i, a] of [1, 1, 1].entries())
      for (const [j, b] of power.entries()) product[i + j] = (product[i + j] as number) + a * b;
    expectKeyedValue(jee, "jee-m4-mat-008", product[4] as number, 1e-12);
  });

  it("jee-m4-mat-009: Σ r C(10, r)^2 against each option", () => {
    let sum = 0;
    for (let r = 1; r <= 10; r++) sum += r * choose(10, r) ** 2;
    const options: Record<string, number> = {
      "$10\\binom{19}{9}$": 10 * choose(19, 9),
      "$10\\binom{20}{10}$": 10 * choose(20, 10),
      "$\\binom{20}{10}$": choose(20, 10),
      "$10 \\cdot 2^{9}$": 10 * 2 ** 9,
    };
    const matching = Object.entries(options).filter(([, v]) => v === sum);
    expect(matching).toHaveLength(1);
    expectKeyedText(jee, "jee-m4-mat-009", (matching[0] as [string, number])[0]);
  });

  it("jee-m4-mat-010: cos(π/7) cos(2π/7) cos(4π/7)", () => {
    const c = (k: number) => Math.cos((k * Math.PI) / 7);
    expectKeyedValue(jee, "jee-m4-mat-010", c(1) * c(2) * c(4), 1e-9);
  });

  it("jee-m4-mat-011: (tan x - sin x) / x^3 near 0", () => {
    const x = 1e-3;
    expectKeyedValue(jee, "jee-m4-mat-011", (Math.tan(x) - Math.sin(x)) / x ** 3, 1e-5);
  });

  it("jee-m4-mat-012: a with p^2 = q for the extrema of x^3 - 6ax^2 + 9a^2x + 5", () => {
    const extrema = (a: number) => {
      const f = (x: number) => x ** 3 - 6 * a * x ** 2 + 9 * a * a * x + 5;
      const h = 1e-4;
      const found: { x: number; kind: "max" | "min" }[] = [];
      for (let x = -20; x < 60; x += 1e-3) {
        const [l, m, r] = [f(x - h), f(x), f(x + h)];
        if (m > l && m > r) found.push({ x, kind: "max" });
        if (m < l && m < r) found.push({ x, kind: "min" });
      }
      return found;
    };
    const fits = (a: number) => {
      const found = extrema(a);
      const p = found.find((e) => e.kind === "max")?.x as number;
      const q = found.find((e) => e.kind === "min")?.x as number;
      return Math.abs(p * p - q) < 0.05;
    };
    const keyed = optionValue(keyedOption(jee, "jee-m4-mat-012"));
    expect(fits(keyed)).toBe(true);
    for (const other of [2, 1 / 9, 9]) expect(fits(other), `a = ${other}`).toBe(false);
  });

  it("jee-m4-mat-013: y' + y tan x = sec x from y(0) = 1 (RK4)", () => {
    const f = (x: number, y: number) => 1 / Math.cos(x) - y * Math.tan(x);
    const y = rk4(f, 0, 1, Math.PI / 4);
    expectKeyedValue(jee, "jee-m4-mat-013", y, 1e-6);
  });

  it("jee-m4-mat-014: circumradius of (0, 0), (4, 0), (0, 6)", () => {
    // centre (h, k) equidistant from the three points: h = 2, k = 3 from the perpendicular bisectors
    const [h, k] = [4 / 2, 6 / 2];
    const r = Math.hypot(h, k);
    expect(Math.hypot(h - 4, k)).toBeCloseTo(r, 12);
    expect(Math.hypot(h, k - 6)).toBeCloseTo(r, 12);
    expectKeyedValue(jee, "jee-m4-mat-014", r, 1e-9);
  });

  it("jee-m4-mat-015: sine of the angle between the line and the plane", () => {
    const b = [1, 2, 2];
    const n = [2, 1, 2];
    const withNormal = Math.acos(dot(b, n) / (norm(b) * norm(n)));
    expectKeyedValue(jee, "jee-m4-mat-015", Math.sin(Math.PI / 2 - withNormal), 1e-9);
  });

  it("jee-m4-mat-016: image of (5, 1, 1) in the line x = y/2 = z/2", () => {
    const p = [5, 1, 1];
    const d = [1, 2, 2];
    const t = dot(p, d) / dot(d, d);
    const image = d.map((x, i) => 2 * t * x - (p[i] as number));
    expectKeyedText(jee, "jee-m4-mat-016", `$(${image.join(", ")})$`);
  });

  it("jee-m4-mat-017: parallelogram from its diagonals 2a + b and a - 2b", () => {
    const a = [2, 0, 0];
    const b = [3 * Math.cos(Math.PI / 3), 3 * Math.sin(Math.PI / 3), 0];
    const d1 = a.map((x, i) => 2 * x + (b[i] as number));
    const d2 = a.map((x, i) => x - 2 * (b[i] as number));
    // the sides are half the sum and half the difference of the diagonals
    const side1 = d1.map((x, i) => (x + (d2[i] as number)) / 2);
    const side2 = d1.map((x, i) => (x - (d2[i] as number)) / 2);
    expectKeyedValue(jee, "jee-m4-mat-017", norm(cross(side1, side2)), 1e-9);
  });

  it("jee-m4-mat-018: both aces given at least one (all pairs of cards)", () => {
    const isAce = (card: number) => card < 4;
    let [atLeastOne, both] = [0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++) {
        if (isAce(a) || isAce(b)) atLeastOne++;
        if (isAce(a) && isAce(b)) both++;
      }
    expectKeyedValue(jee, "jee-m4-mat-018", both / atLeastOne, 1e-12);
  });

  it("jee-m4-mat-019: A^3 = pA + qI by multiplying out", () => {
    const a = [
      [3, 1],
      [-1, 2],
    ];
    const times2 = (x: number[][], y: number[][]) =>
      [0, 1].map((i) =>
        [0, 1].map(
          (j) =>
            (x[i]?.[0] as number) * (y[0]?.[j] as number) + (x[i]?.[1] as number) * (y[1]?.[j] as number),
        ),
      );
    const cube = times2(times2(a, a), a);
    const p = (cube[0]?.[1] as number) / 1;
    const q = (cube[0]?.[0] as number) - 3 * p;
    expect(cube[1]?.[0]).toBe(-p);
    expect(cube[1]?.[1]).toBe(2 * p + q);
    expectKeyedText(jee, "jee-m4-mat-019", `$p = ${p},\\ q = ${q}$`);
  });

  it("jee-m4-mat-020: quadrilateral of the tangents at the latus rectum ends", () => {
    const [aSq, bSq] = [9, 5];
    const focus = Math.sqrt(aSq - bSq);
    const [x0, y0] = [focus, bSq / Math.sqrt(aSq)];
    expect(x0 ** 2 / aSq + y0 ** 2 / bSq).toBeCloseTo(1, 12);
    // tangent x x0 / a^2 + y y0 / b^2 = 1 meets the axes at a^2 / x0 and b^2 / y0
    const [xCut, yCut] = [aSq / x0, bSq / y0];
    expectKeyedValue(jee, "jee-m4-mat-020", 4 * 0.5 * xCut * yCut, 1e-9);
  });

  it("jee-m4-mat-num-01: 10 identical balls, 4 boxes, 1 to 4 each (enumeration)", () => {
    let ways = 0;
    for (let a = 1; a <= 4; a++)
      for (let b = 1; b <= 4; b++)
        for (let c = 1; c <= 4; c++) {
          const d = 10 - a - b - c;
          if (d >= 1 && d <= 4) ways++;
        }
    expectNumericAnswer(jee, "jee-m4-mat-num-01", ways);
  });

  it("jee-m4-mat-num-02: solutions of sin x + sin 3x = sin 2x in [0, π] (sign changes and ends)", () => {
    const f = (x: number) => Math.sin(x) + Math.sin(3 * x) - Math.sin(2 * x);
    const n = 1_000_000;
    let roots = 0;
    for (let i = 1; i < n; i++) {
      const [x0, x1] = [(i * Math.PI) / n, ((i + 1) * Math.PI) / n];
      if (i + 1 < n && Math.sign(f(x0)) !== Math.sign(f(x1))) roots++;
    }
    for (const end of [0, Math.PI]) if (Math.abs(f(end)) < 1e-12) roots++;
    expectNumericAnswer(jee, "jee-m4-mat-num-02", roots);
  });

  it("jee-m4-mat-num-03: ∫ x^2 / (1 + 2^x) over [-3, 3]", () => {
    const value = integrate((x) => (x * x) / (1 + 2 ** x), -3, 3);
    expectNumericAnswer(jee, "jee-m4-mat-num-03", Math.round(value * 1e6) / 1e6);
  });

  it("jee-m4-mat-num-04: y^2 = x^2 - x solves 2xy y' = x^2 + y^2 through (1, 0)", () => {
    const y = (x: number) => Math.sqrt(x * x - x);
    expect(y(1)).toBe(0);
    const h = 1e-6;
    for (const x of [1.5, 2, 3, 5]) {
      const slope = (y(x + h) - y(x - h)) / (2 * h);
      expect(2 * x * y(x) * slope).toBeCloseTo(x * x + y(x) ** 2, 5);
    }
    expectNumericAnswer(jee, "jee-m4-mat-num-04", Math.round(y(3) ** 2 * 1e9) / 1e9);
  });

  it("jee-m4-mat-num-05: |c|^2 for c perpendicular to a and b with c·(1, 2, 3) = 10", () => {
    const n = cross([1, 1, 1], [1, -1, 2]);
    const lambda = 10 / dot(n, [1, 2, 3]);
    const c = n.map((x) => lambda * x);
    expect(dot(c, [1, 1, 1])).toBeCloseTo(0, 12);
    expectNumericAnswer(jee, "jee-m4-mat-num-05", Math.round(dot(c, c) * 1e9) / 1e9);
  });
});
