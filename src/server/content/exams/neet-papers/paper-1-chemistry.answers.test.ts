import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";
import { code, optionValue } from "~/server/test-support/content/neet-option-values";

const neet = loadExamBank("neet");

/**
 * NEET paper 1, Chemistry: every computed answer worked out again from the question's givens,
 * never from the options, and compared with the keyed option.
 */
const keyed = (n: number) => keyedOption(neet, `neet-p1-chem-${String(n).padStart(2, "0")}`);
const expectKeyed = (n: number, computed: number, tolerance = 0.005) => {
  const value = optionValue(keyed(n));
  expect(
    Math.abs(value - computed),
    `chem-${n}: keyed ${keyed(n)}, computed ${computed}`,
  ).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(computed)));
};
const NA = 6.022e23;
const R = 8.314;

describe("NEET paper 1 Chemistry answers", () => {
  it("11, 23, 40, 43: the list matchings", () => {
    expect(keyed(11)).toBe(code([3, 4, 1, 2]));
    expect(keyed(40)).toBe(code([3, 4, 2, 1]));
    expect(keyed(43)).toBe(code([3, 4, 1, 2]));
  });

  it("23: oxidation numbers from charge balance", () => {
    const cr = (0 - 2 * 1 - 7 * -2) / 2;
    const mn = (0 - 1 - 4 * -2) / 1;
    const fe = (0 - 4 * -2) / 3;
    const s = (0 - 2 * 1 - 6 * -2) / 4;
    const listII = [8 / 3, 2.5, 6, 7];
    const perm = [cr, mn, fe, s].map((v) => listII.findIndex((x) => Math.abs(x - v) < 1e-9) + 1);
    expect(keyed(23)).toBe(code(perm));
  });

  it("01: electrons in 1.6 g of methane", () => expectKeyed(1, (1.6 / (12 + 4)) * (6 + 4) * NA));

  it("02: water from 4 g H2 and 16 g O2", () => {
    const h2 = 4 / 2;
    const o2 = 16 / 32;
    const water = Math.min(h2, 2 * o2);
    expectKeyed(2, water * 18);
  });

  it("03: molecular formula from composition and molar mass", () => {
    const c = 40 / 12;
    const h = 6.67 / 1;
    const o = (100 - 40 - 6.67) / 16;
    const least = Math.min(c, h, o);
    const [rc, rh, ro] = [c, h, o].map((x) => Math.round(x / least)) as [number, number, number];
    const n = 180 / (rc * 12 + rh * 1 + ro * 16);
    expect(keyed(3)).toBe(`$\\mathrm{C_${rc * n}H_{${rh * n}}O_${ro * n}}$`);
  });

  it("04: nodes of the orbital n = 4, l = 1", () => {
    const n = 4;
    const l = 1;
    expect(keyed(4)).toBe(`${n - 1} nodes in all, ${n - l - 1} of them radial`);
  });

  it("05: ionisation energy of He+", () => expectKeyed(5, (13.6 * 2 ** 2) / 1 ** 2));
  it("07: spectral lines from n = 6 down to n = 2", () => {
    let lines = 0;
    for (let upper = 3; upper <= 6; upper++) for (let lower = 2; lower < upper; lower++) lines++;
    expectKeyed(7, lines);
  });

  it("10: isoelectronic radii fall with nuclear charge", () => {
    const ions = [
      ["Mg^{2+}", 12],
      ["N^{3-}", 7],
      ["F^{-}", 9],
      ["O^{2-}", 8],
      ["Na^{+}", 11],
    ] as const;
    const order = [...ions].sort((a, b) => a[1] - b[1]).map((i) => i[0]);
    expect(keyed(10)).toBe(`$${order.map((s) => `\\mathrm{${s}}`).join(" > ")}$`);
  });

  it("14: sigma and pi bonds in CH2=CH-C≡N", () => {
    const bonds = [1, 1, 1, 2, 1, 3]; // three C-H, C=C, C-C, C≡N
    const sigma = bonds.length;
    const pi = bonds.reduce((a, b) => a + b - 1, 0);
    expect(keyed(14)).toBe(`$${sigma}\\sigma$ and $${pi}\\pi$`);
  });

  it("15: ΔU from ΔH for ammonia synthesis", () => {
    const dn = 2 - 4;
    expectKeyed(15, -92.4 - (dn * R * 298) / 1000, 0.002);
  });

  it("16: enthalpy of formation of ethyne by Hess's law", () => {
    expectKeyed(16, 2 * -393.5 + -285.8 - -1300.0, 0.001);
  });

  it("18: the equilibrium with no change in moles of gas", () => {
    const dn = (option: string) => {
      const [left, right] = option.replace(/\$|\\mathrm\{|\}$/g, "").split("\\rightleftharpoons") as [
        string,
        string,
      ];
      const moles = (side: string) =>
        side.split("+").reduce((sum, term) => sum + Number(term.trim().match(/^(\d*)/)?.[1] || 1), 0);
      return moles(right) - moles(left);
    };
    const q = singleQuestion(neet, "neet-p1-chem-18");
    const zero = q.options.filter((o) => dn(o) === 0);
    expect(zero).toEqual([keyed(18)]);
  });

  it("19: pH of 1e-3 M Ba(OH)2", () => expectKeyed(19, 14 + Math.log10(2 * 1e-3), 0.01));

  it("20: Kc for H2 + I2 = 2HI", () => {
    const hi = 1.6;
    const left = 1 - hi / 2;
    expectKeyed(20, hi ** 2 / (left * left));
  });

  it("21: buffer pH", () => expectKeyed(21, 4.74 + Math.log10(0.2 / 0.1), 0.002));

  it("24: moles of Fe2+ per permanganate", () => {
    const electronsPerMn = 7 - 2;
    const electronsPerFe = 3 - 2;
    expectKeyed(24, electronsPerMn / electronsPerFe);
  });

  it("27: Kjeldahl nitrogen", () => {
    const ammonia = 2 * 0.01 * 1; // H2SO4 is diprotic
    expectKeyed(27, ((ammonia * 14) / 0.5) * 100);
  });

  it("31: freezing point depression of 0.1 m NaCl", () => expectKeyed(31, 2 * 1.86 * 0.1));

  it("32: mole fraction of A in the vapour", () => {
    const pA = 0.4 * 400;
    const pB = 0.6 * 600;
    expectKeyed(32, pA / (pA + pB), 0.02);
  });

  it("33: Nernst emf of Ni | Ni2+ (0.01 M) || Ag+ (0.1 M) | Ag", () => {
    expectKeyed(33, 1.05 - (0.059 / 2) * Math.log10(0.01 / 0.1 ** 2), 0.001);
  });

  it("34: standard Gibbs energy of the Daniell cell", () =>
    expectKeyed(34, (-2 * 96500 * 1.1) / 1000, 0.001));

  it("35: Ka of acetic acid from conductivity", () => {
    const alpha = 39.05 / (349.6 + 40.9);
    const c = 0.001;
    expectKeyed(35, (c * alpha ** 2) / (1 - alpha), 0.01);
  });

  it("36: rate constant when 87.5% is used up in 45 min", () => {
    expectKeyed(36, Math.log(1 / (1 - 0.875)) / 45, 0.005);
  });

  it("37: activation energy when the rate quadruples from 300 to 320 K", () => {
    const ea = (R * Math.log(4) * 300 * 320) / 20 / 1000;
    expectKeyed(37, ea, 0.002);
  });

  it("39: spin-only moment of Fe2+", () => {
    const d = 26 - 18 - 2; // 3d electrons after losing 4s2
    const unpaired = d <= 5 ? d : 10 - d;
    expectKeyed(39, Math.sqrt(unpaired * (unpaired + 2)), 0.002);
  });
});
