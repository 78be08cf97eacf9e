import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption } from "~/server/test-support/content/check-answers";

const neet = loadExamBank("neet");

/** NEET paper 2 Chemistry: every computable answer worked out again from the question's givens. */
const key = (k: string) => `neet-p2-chem-${k}`;
const keyed = (k: string) => keyedOption(neet, key(k));

/** "$1.2 \\times 10^{-9}$ M" -> 1.2e-9 */
function scientific(s: string): number {
  const m = s.match(/(\d+(?:\.\d+)?)\s*\\times\s*10\^\{(-?\d+)\}/);
  if (!m) throw new Error(`not in scientific notation: ${s}`);
  return Number(m[1]) * 10 ** Number(m[2]);
}

/** Bond order of a homo- or heteronuclear diatomic of the second period from its electron count. */
function bondOrder(electrons: number): number {
  // σ1s σ*1s σ2s σ*2s, then π2p π2p σ2p (up to 14 e) or σ2p π2p π2p (beyond), then π*2p π*2p σ*2p
  const order14 = [
    ["b", 2],
    ["a", 2],
    ["b", 2],
    ["a", 2],
    ["b", 4],
    ["b", 2],
    ["a", 4],
    ["a", 2],
  ] as const;
  let left = electrons;
  let bonding = 0;
  let anti = 0;
  for (const [kind, capacity] of order14) {
    const n = Math.min(left, capacity);
    if (kind === "b") bonding += n;
    else anti += n;
    left -= n;
  }
  return (bonding - anti) / 2;
}

describe("NEET paper 2 Chemistry answers", () => {
  it("001: hydrogen left over", () => {
    const h2 = 10 / 2;
    const o2 = 64 / 32;
    const h2Left = h2 - 2 * o2;
    expect(h2Left).toBeGreaterThan(0);
    expectKeyedNumber(neet, key("001"), h2Left * 2);
    expect(keyed("001")).toContain("H₂");
  });

  it("002: d electrons of chromium", () => {
    // aufbau filling with the half-filled-d exception of Cr: one 4s electron moves to 3d
    const order: [string, number][] = [
      ["1s", 2],
      ["2s", 2],
      ["2p", 6],
      ["3s", 2],
      ["3p", 6],
      ["4s", 2],
      ["3d", 10],
    ];
    let left = 24;
    const filled: Record<string, number> = {};
    for (const [sub, cap] of order) {
      filled[sub] = Math.min(left, cap);
      left -= filled[sub] ?? 0;
    }
    if (filled["3d"] === 4) {
      filled["3d"] = 5;
      filled["4s"] = 1;
    }
    const dElectrons = Object.entries(filled)
      .filter(([sub]) => sub.endsWith("d"))
      .reduce((sum, [, n]) => sum + n, 0);
    expectKeyedNumber(neet, key("002"), dElectrons);
  });

  it("006: species with bond order of 2.5 or more", () => {
    const electrons = { N2: 14, "N2+": 13, "O2+": 15, O2: 16, NO: 15, "CN-": 14, C2: 12, F2: 18 };
    expect(bondOrder(16)).toBe(2);
    expect(bondOrder(18)).toBe(1);
    const count = Object.values(electrons).filter((e) => bondOrder(e) >= 2.5).length;
    expectKeyedNumber(neet, key("006"), count);
  });

  it("008: enthalpy of formation of methane by Hess's law", () => {
    expectKeyedNumber(neet, key("008"), -393.5 + 2 * -285.8 - -890.3, 1e-9);
  });

  it("009: temperature above which ΔG < 0", () => {
    expectKeyedNumber(neet, key("009"), 40_000 / 100);
  });

  it("011: half-neutralised acetic acid", () => {
    const acid = 50 * 0.2 - 50 * 0.1;
    const salt = 50 * 0.1;
    expectKeyedNumber(neet, key("011"), 4.74 + Math.log10(salt / acid));
  });

  it("012: pH of 0.1 M acetic acid", () => {
    const h = Math.sqrt(1.8e-5 * 0.1);
    expectKeyedNumber(neet, key("012"), -Math.log10(h), 0.003);
  });

  it("013: solubility of Mg(OH)2 in 0.1 M NaOH", () => {
    const s = 1.2e-11 / 0.1 ** 2;
    const keyedValue = scientific(keyed("013"));
    expect(Math.abs(keyedValue - s) / s).toBeLessThan(1e-9);
  });

  it("014: oxidation number of Cr in CrO5", () => {
    const oxo = -2;
    const peroxo = 4 * -1;
    expectKeyedNumber(neet, key("014"), -(oxo + peroxo));
  });

  it("015: volume of permanganate", () => {
    const fe = 10 * 0.1;
    expectKeyedNumber(neet, key("015"), fe / 5 / 0.02);
  });

  it("022: Kolbe electrolysis of propanoate", () => {
    const carbons = 2 * (3 - 1);
    const names: Record<number, string> = { 2: "Ethane", 3: "Propane", 4: "Butane", 6: "Hexane" };
    expect(keyed("022")).toBe(names[carbons]);
  });

  it("023: benzene in the vapour", () => {
    const pb = 0.5 * 75;
    const pt = 0.5 * 22;
    expectKeyedNumber(neet, key("023"), pb / (pb + pt), 0.01);
  });

  it("024: freezing-point depression of K2SO4", () => {
    expectKeyedNumber(neet, key("024"), 3 * 1.86 * 0.1, 1e-9);
  });

  it("025: pH from the hydrogen electrode", () => {
    expectKeyedNumber(neet, key("025"), 0.177 / 0.059, 1e-9);
  });

  it("026: degree of dissociation by Kohlrausch's law", () => {
    const limiting = 91.0 + 426.2 - 126.4;
    expectKeyedNumber(neet, key("026"), 39.08 / limiting, 1e-6);
  });

  it("027: copper in series with silver", () => {
    const electrons = 1.08 / 108;
    expectKeyedNumber(neet, key("027"), (electrons / 2) * 63.5, 0.02);
  });

  it("028: units of k from the orders", () => {
    const orderA = Math.log2(8.0 / 2.0);
    const orderB = Math.log2(4.0 / 2.0);
    const n = orderA + orderB;
    expect(n).toBe(3);
    const sup: Record<number, string> = { [-2]: "⁻²", 2: "²" };
    expect(keyed("028")).toBe(`mol${sup[1 - n]} L${sup[n - 1]} s⁻¹`);
  });

  it("029: 99.9% time over half-life for first order", () => {
    expect(Math.log(1000) / Math.log(2)).toBeCloseTo(9.97, 2);
  });

  it("030: highest spin-only moment", () => {
    const dCount = { "Fe²⁺": 6, "Mn²⁺": 5, "Cr³⁺": 3, "Cu²⁺": 9 };
    const unpaired = (d: number) => (d <= 5 ? d : 10 - d);
    const moments = Object.entries(dCount).map(([ion, d]) => {
      const n = unpaired(d);
      return [ion, Math.sqrt(n * (n + 2))] as const;
    });
    const [ion, mu] = moments.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(keyed("030")).toBe(`${ion}, ${mu.toFixed(2)} BM`);
  });

  it("031: iodine from one dichromate", () => {
    const electrons = 2 * (6 - 3);
    expectKeyedNumber(neet, key("031"), electrons / 2);
  });

  it("033: low-spin d5 moment", () => {
    const t2g = 5; // strong field: all five in t2g, two pairs and one single
    const unpaired = t2g > 3 ? 6 - t2g : t2g;
    expectKeyedNumber(neet, key("033"), Math.sqrt(unpaired * (unpaired + 2)), 0.005);
  });

  it("047: molecular formula from combustion data", () => {
    const carbon = (0.44 * 12) / 44;
    const hydrogen = (0.18 * 2) / 18;
    const oxygen = 0.3 - carbon - hydrogen;
    const moles = [carbon / 12, hydrogen / 1, oxygen / 16];
    const least = Math.min(...moles);
    const [c, h, o] = moles.map((x) => Math.round(x / least)) as [number, number, number];
    const n = 60 / (c * 12 + h * 1 + o * 16);
    expect(keyed("047")).toBe(`$\\mathrm{C_${c * n}H_${h * n}O_${o * n}}$`);
  });
});
