import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption } from "~/server/test-support/content/check-answers";

const ssc = loadExamBank("ssc");

/**
 * The third chapter set of SSC reasoning and quantitative questions: every key is computed again here
 * from the givens in the question, never from the options.
 */

const position = (letter: string) => letter.charCodeAt(0) - 64;
const letterAt = (pos: number) => String.fromCharCode(64 + pos);
const evaluate = (expression: string) =>
  Function(
    `return (${expression.replaceAll("×", "*").replaceAll("÷", "/").replaceAll("−", "-")});`,
  )() as number;
const shift = (cluster: string, by: number) =>
  [...cluster].map((ch) => letterAt(((position(ch) + by - 1) % 26) + 1)).join("");
const gaps = (cluster: string) =>
  [...cluster].slice(1).map((ch, i) => position(ch) - position(cluster[i] as string));
const compass = ["North", "North-East", "East", "South-East", "South", "South-West", "West", "North-West"];

describe("SSC reasoning (chapter set 3)", () => {
  it("ssc-ch3-002: each letter moves the same number of places", () => {
    const by = position("M") - position("D");
    expect(shift("DGJ", by)).toBe("MPS");
    expect(keyedOption(ssc, "ssc-ch3-002")).toBe(shift("FIL", by));
  });
  it("ssc-ch3-003: n × (n − 3)", () => {
    const rule = (n: number) => n * (n - 3);
    expect(rule(8)).toBe(40);
    expect(rule(11)).toBe(88);
    expectKeyedNumber(ssc, "ssc-ch3-003", rule(6));
  });
  it("ssc-ch3-005: the one number that is not prime", () => {
    const prime = (n: number) => n > 1 && [...Array(n).keys()].slice(2).every((d) => n % d !== 0);
    const odd = ["51", "29", "41", "17"].filter((n) => !prime(Number(n)));
    expect(odd).toEqual([keyedOption(ssc, "ssc-ch3-005")]);
  });
  it("ssc-ch3-006: the one cluster whose gaps differ", () => {
    const clusters = ["GIL", "SUW", "ACF", "MOR"];
    const odd = clusters.filter((c) => gaps(c).join() !== "2,3");
    expect(odd).toEqual([keyedOption(ssc, "ssc-ch3-006")]);
  });
  it("ssc-ch3-010: north 6, right 8, right 12", () => {
    const [x, y] = [8, 6 - 12];
    const distance = Math.hypot(x, y);
    const bearing = ((Math.atan2(x, y) * 180) / Math.PI + 360) % 360;
    expect(bearing).toBeGreaterThan(90);
    expect(bearing).toBeLessThan(180);
    expect(keyedOption(ssc, "ssc-ch3-010")).toBe(`${distance} km, South-East`);
  });
  it("ssc-ch3-011: 135° clockwise then 270° anticlockwise from north", () => {
    const heading = (((0 + 135 - 270) % 360) + 360) % 360;
    expect(keyedOption(ssc, "ssc-ch3-011")).toBe(compass[heading / 45]);
  });
  it("ssc-ch3-012: the hands at 7:24", () => {
    const [h, m] = [7, 24];
    const angle = Math.abs(30 * h + 0.5 * m - 6 * m);
    expectKeyedNumber(ssc, "ssc-ch3-012", Math.min(angle, 360 - angle));
  });
  it("ssc-ch3-013: 15 August 2030 from a Friday on 15 August 2025", () => {
    const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const elapsed = (Date.UTC(2030, 7, 15) - Date.UTC(2025, 7, 15)) / 86_400_000;
    expect(keyedOption(ssc, "ssc-ch3-013")).toBe(days[(days.indexOf("Friday") + elapsed) % 7]);
  });
  it("ssc-ch3-014: differences are the squares from 2²", () => {
    const terms = [2];
    for (let k = 2; k <= 6; k++) terms.push((terms[terms.length - 1] as number) + k * k);
    expect(terms.slice(0, 5)).toEqual([2, 6, 15, 31, 56]);
    expectKeyedNumber(ssc, "ssc-ch3-014", terms[5] as number);
  });
});

describe("SSC quantitative aptitude (chapter set 3)", () => {
  it("ssc-ch3-015: BODMAS", () => {
    expectKeyedNumber(ssc, "ssc-ch3-015", evaluate("72 ÷ 8 × 3 − 5 + 18 ÷ 6"));
  });
  it("ssc-ch3-016: (a³ + b³) / (a² − ab + b²)", () => {
    const [a, b] = [3.2, 1.8];
    expectKeyedNumber(ssc, "ssc-ch3-016", (a ** 3 + b ** 3) / (a * a - a * b + b * b));
  });
  it("ssc-ch3-017: the nested root converges", () => {
    let x = 0;
    for (let i = 0; i < 200; i++) x = Math.sqrt(20 + x);
    expectKeyedNumber(ssc, "ssc-ch3-017", x);
  });
  it("ssc-ch3-018: x − 1/x = 3", () => {
    const x = (3 + Math.sqrt(13)) / 2;
    expectKeyedNumber(ssc, "ssc-ch3-018", x * x + 1 / (x * x));
  });
  it("ssc-ch3-019: a − b = 4, ab = 45", () => {
    // b(b + 4) = 45 with b > 0
    const b = (-4 + Math.sqrt(16 + 180)) / 2;
    const a = b + 4;
    expect(a * b).toBeCloseTo(45);
    expectKeyedNumber(ssc, "ssc-ch3-019", a ** 3 - b ** 3);
  });
  it("ssc-ch3-020: x = 3 + 2√2", () => {
    const x = 3 + 2 * Math.SQRT2;
    expectKeyedNumber(ssc, "ssc-ch3-020", x * x + 1 / (x * x));
  });

  describe("read from the table's own rows", () => {
    const table = ssc.stimuli?.find((s) => s.key === "ssc-ch3-di-cars");
    const rows = (table?.body ?? "")
      .split("\n")
      .filter((line) => /^\| \d{4} /.test(line))
      .map((line) =>
        line
          .split("|")
          .map((cell) => cell.trim())
          .filter(Boolean)
          .map(Number),
      );
    const byYear = new Map(rows.map(([year, a, b]) => [year as number, { a: a as number, b: b as number }]));
    it("has five years", () => expect(rows).toHaveLength(5));
    it("ssc-ch3-021: Model B over five years", () => {
      expectKeyedNumber(
        ssc,
        "ssc-ch3-021",
        [...byYear.values()].reduce((sum, r) => sum + r.b, 0),
      );
    });
    it("ssc-ch3-022: Model A's rise from 2020 to 2023", () => {
      const from = byYear.get(2020)?.a as number;
      const to = byYear.get(2023)?.a as number;
      expectKeyedNumber(ssc, "ssc-ch3-022", ((to - from) / from) * 100);
    });
    it("ssc-ch3-023: the year with the highest A : B", () => {
      const best = [...byYear.entries()].sort(([, p], [, q]) => q.a / q.b - p.a / p.b)[0]?.[0];
      expectKeyedNumber(ssc, "ssc-ch3-023", best as number);
    });
  });

  it("ssc-ch3-024: largest four-digit multiple of 12, 15 and 18", () => {
    let n = 9999;
    while (n % 12 || n % 15 || n % 18) n--;
    expectKeyedNumber(ssc, "ssc-ch3-024", n);
  });
  it("ssc-ch3-025: unit digit of 3^67 × 7^42", () => {
    const unit = (base: number, exp: number) => {
      let d = 1;
      for (let i = 0; i < exp; i++) d = (d * base) % 10;
      return d;
    };
    expectKeyedNumber(ssc, "ssc-ch3-025", (unit(3, 67) * unit(7, 42)) % 10);
  });
  it("ssc-ch3-026: marked 25% up, 12% off", () => {
    expectKeyedNumber(ssc, "ssc-ch3-026", 100 * 1.25 * 0.88 - 100);
  });
  it("ssc-ch3-027: loss equal to the selling price of 4 of 36", () => {
    const sp = 1;
    const cost36 = 36 * sp + 4 * sp;
    expectKeyedNumber(ssc, "ssc-ch3-027", ((cost36 - 36 * sp) / cost36) * 100);
  });
  it("ssc-ch3-028: P 16 days, Q 24 days, 6 days together", () => {
    const left = 1 - 6 * (1 / 16 + 1 / 24);
    expectKeyedNumber(ssc, "ssc-ch3-028", left * 24);
  });
  it("ssc-ch3-029: the train passes a runner", () => {
    const speed = (220 + 380) / 30;
    const relative = speed - (6 * 5) / 18;
    expectKeyedNumber(ssc, "ssc-ch3-029", 220 / relative);
  });
  it("ssc-ch3-030: chord 16 at distance 6", () => {
    expectKeyedNumber(ssc, "ssc-ch3-030", Math.hypot(16 / 2, 6));
  });
  it("ssc-ch3-031: sphere recast into a cone of the same radius", () => {
    const r = 6;
    const volume = (4 / 3) * Math.PI * r ** 3;
    expectKeyedNumber(ssc, "ssc-ch3-031", volume / ((1 / 3) * Math.PI * r * r));
  });
  it("ssc-ch3-032: CI − SI on ₹8,000, 3 years, 10%", () => {
    const p = 8000;
    const ci = p * 1.1 ** 3 - p;
    const si = (p * 10 * 3) / 100;
    expectKeyedNumber(ssc, "ssc-ch3-032", ci - si);
  });
  it("ssc-ch3-033: 3 : 5 becomes 12 : 23 after taking 9 from each", () => {
    const k = [...Array(100).keys()].find((k) => k > 0 && 23 * (3 * k - 9) === 12 * (5 * k - 9)) as number;
    expectKeyedNumber(ssc, "ssc-ch3-033", 5 * k);
  });
  it("ssc-ch3-034: 2 sin²θ + 3 cos θ = 3 with 0° < θ < 90°", () => {
    const roots = [];
    for (let deg = 1; deg < 90; deg++) {
      const t = (deg * Math.PI) / 180;
      if (Math.abs(2 * Math.sin(t) ** 2 + 3 * Math.cos(t) - 3) < 1e-9) roots.push(deg);
    }
    expect(roots).toHaveLength(1);
    expectKeyedNumber(ssc, "ssc-ch3-034", roots[0] as number);
  });
});
