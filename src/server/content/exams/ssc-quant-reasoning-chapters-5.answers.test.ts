import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import { expectKeyedNumber, keyedOption, singleQuestion } from "~/server/test-support/content/check-answers";

const ssc = loadExamBank("ssc");

/**
 * The fifth chapter set of SSC quantitative and reasoning questions: every key is computed again here
 * from the givens in the question, never from the options.
 */

const position = (letter: string) => letter.charCodeAt(0) - 64;
const letterAt = (pos: number) => String.fromCharCode(64 + ((((pos - 1) % 26) + 26) % 26) + 1);
const evaluate = (expression: string) =>
  Function(
    `return (${expression.replaceAll("×", "*").replaceAll("÷", "/").replaceAll("−", "-")});`,
  )() as number;
const degrees = (d: number) => (d * Math.PI) / 180;
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;

describe("SSC quantitative aptitude (chapter set 5)", () => {
  it("ssc-q5-001: profit shared 24,000 : 36,000", () => {
    expectKeyedNumber(ssc, "ssc-q5-001", (15_000 * 36_000) / (24_000 + 36_000));
  });
  it("ssc-q5-002: capital × months, A doubles and C halves after 6 months", () => {
    const a = 3 * 6 + 3 * 2 * 6;
    const b = 4 * 12;
    const c = 5 * 6 + (5 / 2) * 6;
    expectKeyedNumber(ssc, "ssc-q5-002", (29_400 * c) / (a + b + c));
  });
  it("ssc-q5-003: Heron's formula for 10, 17, 21", () => {
    const [a, b, c] = [10, 17, 21];
    const s = (a + b + c) / 2;
    expectKeyedNumber(ssc, "ssc-q5-003", Math.sqrt(s * (s - a) * (s - b) * (s - c)));
  });
  it("ssc-q5-004: cube of surface area 294", () => {
    expectKeyedNumber(ssc, "ssc-q5-004", Math.sqrt(294 / 6) ** 3);
  });
  it("ssc-q5-005: hemisphere of radius 9 into cylinders 1.5 × 4", () => {
    const bowl = (2 / 3) * Math.PI * 9 ** 3;
    const bottle = Math.PI * 1.5 ** 2 * 4;
    expectKeyedNumber(ssc, "ssc-q5-005", bowl / bottle);
  });
  it("ssc-q5-006: a cone cut at a third and two thirds of its height", () => {
    const cone = (k: number) => (1 / 3) * Math.PI * k ** 2 * k; // radius and height both scale with k
    const parts = [cone(1), cone(2) - cone(1), cone(3) - cone(2)].map((v) => Math.round(v / cone(1)));
    expect(keyedOption(ssc, "ssc-q5-006")).toBe(parts.join(" : "));
  });
  it("ssc-q5-007: ladder at 60°, foot 4.5 m away", () => {
    expectKeyedNumber(ssc, "ssc-q5-007", 4.5 / Math.cos(degrees(60)));
  });
  it("ssc-q5-008: 30° to 60° after 40 m", () => {
    // h = x tan 60° = (x + 40) tan 30°
    const t1 = Math.tan(degrees(30));
    const t2 = Math.tan(degrees(60));
    const x = (40 * t1) / (t2 - t1);
    const h = x * t2;
    const k = h / Math.sqrt(3);
    expect(close(k, Math.round(k))).toBe(true);
    expect(keyedOption(ssc, "ssc-q5-008")).toBe(`${Math.round(k)}√3 m`);
  });
  it("ssc-q5-009: 30° to 45° after 20 m", () => {
    const t1 = Math.tan(degrees(30));
    const t2 = Math.tan(degrees(45));
    const x = (20 * t1) / (t2 - t1);
    const h = x * t2;
    const k = h / (Math.sqrt(3) + 1);
    expect(close(k, Math.round(k))).toBe(true);
    expect(keyedOption(ssc, "ssc-q5-009")).toBe(`${Math.round(k)}(√3 + 1) m`);
  });
  it("ssc-q5-010: sin θ = 3/5", () => {
    const t = Math.asin(3 / 5);
    expectKeyedNumber(ssc, "ssc-q5-010", Math.tan(t) + 1 / Math.cos(t));
  });
  it("ssc-q5-011: 5 sin θ = 4", () => {
    const t = Math.asin(4 / 5);
    const [sec, tan] = [1 / Math.cos(t), Math.tan(t)];
    expectKeyedNumber(ssc, "ssc-q5-011", (sec + tan) / (sec - tan));
  });
  it("ssc-q5-012: the same value for every acute θ", () => {
    const value = (deg: number) => {
      const t = degrees(deg);
      const [s, c] = [Math.sin(t), Math.cos(t)];
      return (s + 1 / s) ** 2 + (c + 1 / c) ** 2 - ((s / c) ** 2 + (c / s) ** 2);
    };
    for (const deg of [10, 27, 45, 63, 80]) expectKeyedNumber(ssc, "ssc-q5-012", value(deg));
  });
  it("ssc-q5-013: a + b = 10, ab = 21", () => {
    expectKeyedNumber(ssc, "ssc-q5-013", 10 ** 2 - 2 * 21);
  });
  it("ssc-q5-014: the roots of t³ − 12t² + 47t − 60", () => {
    const pairs = (12 ** 2 - 50) / 2;
    const roots = [...Array(13).keys()].filter((t) => t ** 3 - 12 * t ** 2 + pairs * t - 60 === 0);
    expect(roots).toHaveLength(3);
    expect(roots.reduce((s, t) => s + t * t, 0)).toBe(50);
    expectKeyedNumber(
      ssc,
      "ssc-q5-014",
      roots.reduce((s, t) => s + t ** 3, 0),
    );
  });
  it("ssc-q5-015: tangent from 13 cm, radius 5 cm", () => {
    expectKeyedNumber(ssc, "ssc-q5-015", Math.sqrt(13 ** 2 - 5 ** 2));
  });
  it("ssc-q5-016: incentre to circumcentre in the 6-8-10 triangle", () => {
    // right angle at C = (0, 0), B = (6, 0), A = (0, 8)
    const A: [number, number] = [0, 8];
    const B: [number, number] = [6, 0];
    const C: [number, number] = [0, 0];
    const side = (p: [number, number], q: [number, number]) => Math.hypot(p[0] - q[0], p[1] - q[1]);
    const [la, lb, lc] = [side(B, C), side(C, A), side(A, B)];
    expect([la, lb, lc]).toEqual([6, 8, 10]);
    const p = la + lb + lc;
    const incentre = [(la * A[0] + lb * B[0] + lc * C[0]) / p, (la * A[1] + lb * B[1] + lc * C[1]) / p];
    const circumcentre = [(A[0] + B[0]) / 2, (A[1] + B[1]) / 2]; // midpoint of the hypotenuse
    const d = Math.hypot(
      (incentre[0] as number) - (circumcentre[0] as number),
      (incentre[1] as number) - (circumcentre[1] as number),
    );
    const square = Math.round(d * d);
    expect(close(d * d, square)).toBe(true);
    expect(keyedOption(ssc, "ssc-q5-016")).toBe(`√${square} cm`);
  });
  it("ssc-q5-017: angle between the exterior bisectors at B and C", () => {
    const a = 64;
    // whatever ∠B and ∠C are, as long as they add up to 180° − ∠A
    for (const b of [20, 58, 90]) {
      const c = 180 - a - b;
      expectKeyedNumber(ssc, "ssc-q5-017", 180 - ((180 - b) / 2 + (180 - c) / 2));
    }
  });
  it("ssc-q5-018: bought 800, sold 920", () => {
    expectKeyedNumber(ssc, "ssc-q5-018", ((920 - 800) / 800) * 100);
  });
  it("ssc-q5-019: 960 g for 1 kg at cost price", () => {
    const gain = ((1000 - 960) / 960) * 100;
    const whole = Math.floor(gain);
    const sixths = Math.round((gain - whole) * 6);
    expect(close(gain, whole + sixths / 6)).toBe(true);
    expect(keyedOption(ssc, "ssc-q5-019")).toBe(`${whole} ${sixths}/6%`);
  });
  it("ssc-q5-020: two at 2,376, one 20% up, one 20% down", () => {
    const cost = 2376 / 1.2 + 2376 / 0.8;
    const change = ((2 * 2376 - cost) / cost) * 100;
    expect(change).toBeLessThan(0);
    expect(keyedOption(ssc, "ssc-q5-020")).toBe(`${Math.round(-change * 1e6) / 1e6}% loss`);
  });
  it("ssc-q5-021: simple interest", () => {
    expectKeyedNumber(ssc, "ssc-q5-021", (6000 * 8 * 3) / 100);
  });
  it("ssc-q5-022: 16,900 in 2 years, 17,576 in 3 years", () => {
    const rate = (17_576 - 16_900) / 16_900;
    expectKeyedNumber(ssc, "ssc-q5-022", 16_900 / (1 + rate) ** 2);
  });

  describe("read from the table's own rows", () => {
    const table = ssc.stimuli?.find((s) => s.key === "ssc-q5-di-exports");
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
    const byYear = new Map(
      rows.map(([year, asia, europe, africa]) => [
        year as number,
        { asia: asia as number, total: (asia as number) + (europe as number) + (africa as number) },
      ]),
    );
    it("has four years", () => expect(rows).toHaveLength(4));
    it("ssc-q5-023: total in 2022", () => {
      expectKeyedNumber(ssc, "ssc-q5-023", byYear.get(2022)?.total as number);
    });
    it("ssc-q5-024: Asia's rise from 2021 to 2024", () => {
      const from = byYear.get(2021)?.asia as number;
      const to = byYear.get(2024)?.asia as number;
      expectKeyedNumber(ssc, "ssc-q5-024", ((to - from) / from) * 100);
    });
    it("ssc-q5-025: the year of Asia's largest share", () => {
      const best = [...byYear.entries()].sort(([, p], [, q]) => q.asia / q.total - p.asia / p.total)[0]?.[0];
      expectKeyedNumber(ssc, "ssc-q5-025", best as number);
    });
  });
});

describe("SSC reasoning (chapter set 5)", () => {
  it("ssc-q5-026: cubes", () => {
    expect(4 ** 3).toBe(64);
    expectKeyedNumber(ssc, "ssc-q5-026", 7 ** 3);
  });
  it("ssc-q5-027: opposite letters", () => {
    const opposite = (cluster: string) => [...cluster].map((ch) => letterAt(27 - position(ch))).join("");
    expect(opposite("ACEG")).toBe("ZXVT");
    expect(keyedOption(ssc, "ssc-q5-027")).toBe(opposite("BDFH"));
  });
  it("ssc-q5-028: the one that is not a product of two different primes", () => {
    const factors = (n: number) => {
      const out: number[] = [];
      for (let d = 2; n > 1; d++) while (n % d === 0) [out[out.length], n] = [d, n / d];
      return out;
    };
    const odd = singleQuestion(ssc, "ssc-q5-028").options.filter((o) => {
      const f = factors(Number(o));
      return !(f.length === 2 && f[0] !== f[1]);
    });
    expect(odd).toEqual([keyedOption(ssc, "ssc-q5-028")]);
  });
  it("ssc-q5-029: the pair that breaks n³ + 1", () => {
    const pairs: [number, number][] = [
      [3, 28],
      [5, 126],
      [2, 9],
      [4, 63],
    ];
    const odd = pairs.filter(([n, m]) => n ** 3 + 1 !== m).map(([n, m]) => `(${n}, ${m})`);
    expect(odd).toEqual([keyedOption(ssc, "ssc-q5-029")]);
  });
  it("ssc-q5-030: twice plus one", () => {
    const terms = [5];
    while (terms.length < 5) terms.push(2 * (terms[terms.length - 1] as number) + 1);
    expect(terms.slice(0, 4)).toEqual([5, 11, 23, 47]);
    expectKeyedNumber(ssc, "ssc-q5-030", terms[4] as number);
  });
  it("ssc-q5-031: × n + n²", () => {
    const terms = [2];
    for (let n = 1; n <= 5; n++) terms.push((terms[n - 1] as number) * n + n * n);
    expect(terms.slice(0, 5)).toEqual([2, 3, 10, 39, 172]);
    expectKeyedNumber(ssc, "ssc-q5-031", terms[5] as number);
  });
  it("ssc-q5-032: +2, +3, +4, +5 and −2, −3, −4, −5", () => {
    const clusters = ["AZ"];
    for (let step = 2; step <= 5; step++) {
      const [a, b] = [...(clusters[clusters.length - 1] as string)] as [string, string];
      clusters.push(letterAt(position(a) + step) + letterAt(position(b) - step));
    }
    expect(clusters.slice(0, 4)).toEqual(["AZ", "CX", "FU", "JQ"]);
    expect(keyedOption(ssc, "ssc-q5-032")).toBe(clusters[4]);
  });
  it("ssc-q5-033: each letter two places on", () => {
    const code = (word: string) => [...word].map((ch) => letterAt(position(ch) + 2)).join("");
    expect(code("ROSE")).toBe("TQUG");
    expect(keyedOption(ssc, "ssc-q5-033")).toBe(code("LILY"));
  });
  it("ssc-q5-034: reversed, each letter one back", () => {
    const code = (word: string) =>
      [...word]
        .reverse()
        .map((ch) => letterAt(position(ch) - 1))
        .join("");
    expect(code("MONKEY")).toBe("XDJMNL");
    expect(keyedOption(ssc, "ssc-q5-034")).toBe(code("TIGER"));
  });
  it("ssc-q5-035: S and P are the parents of the same children", () => {
    const father = new Map([["Q", "P"]]);
    const mother = new Map([["R", "S"]]);
    // Q is the sister of R: siblings share their parents.
    for (const [a, b] of [["Q", "R"]] as const) {
      father.set(b, father.get(a) ?? (father.get(b) as string));
      mother.set(a, mother.get(b) ?? (mother.get(a) as string));
    }
    const sharedChild = ["Q", "R"].some((child) => father.get(child) === "P" && mother.get(child) === "S");
    expect(sharedChild).toBe(true);
    // S is a woman who shares children with P: his wife.
    expect(keyedOption(ssc, "ssc-q5-035")).toBe("Wife");
  });
  it("ssc-q5-036: only one expression makes P the mother's brother", () => {
    type Link = { sex: "male" | "female"; kind: "parent" | "sibling" };
    const sign: Record<string, Link> = {
      "+": { sex: "female", kind: "parent" },
      "−": { sex: "male", kind: "sibling" },
      "×": { sex: "male", kind: "parent" },
      "÷": { sex: "female", kind: "sibling" },
    };
    // In "P s1 M s2 T": P's link to M, and M's link to T.
    const maternalUncle = (expression: string) => {
      const [, s1, , s2] = expression.split(" ");
      const pm = sign[s1 as string];
      const mt = sign[s2 as string];
      return pm?.sex === "male" && pm.kind === "sibling" && mt?.sex === "female" && mt.kind === "parent";
    };
    const matches = singleQuestion(ssc, "ssc-q5-036").options.filter(maternalUncle);
    expect(matches).toEqual([keyedOption(ssc, "ssc-q5-036")]);
  });

  const walk = (start: number, legs: [turn: "L" | "R" | "", metres: number][]) => {
    // heading in degrees clockwise from north
    let [x, y, heading] = [0, 0, start];
    for (const [turn, metres] of legs) {
      heading = (heading + (turn === "R" ? 90 : turn === "L" ? 270 : 0)) % 360;
      x += Math.round(Math.sin(degrees(heading))) * metres;
      y += Math.round(Math.cos(degrees(heading))) * metres;
    }
    return { x, y };
  };
  const bearing = ({ x, y }: { x: number; y: number }) => {
    if (x === 0) return y > 0 ? "North" : "South";
    if (y === 0) return x > 0 ? "East" : "West";
    return `${y > 0 ? "North" : "South"}-${x > 0 ? "East" : "West"}`;
  };
  it("ssc-q5-037: north 5, right 3, right 5", () => {
    const end = walk(0, [
      ["", 5],
      ["R", 3],
      ["R", 5],
    ]);
    expect(keyedOption(ssc, "ssc-q5-037")).toBe(`${Math.hypot(end.x, end.y)} km ${bearing(end)}`);
  });
  it("ssc-q5-038: south 10, left 15, left 18, right 5, right 8", () => {
    const end = walk(180, [
      ["", 10],
      ["L", 15],
      ["L", 18],
      ["R", 5],
      ["R", 8],
    ]);
    expect(keyedOption(ssc, "ssc-q5-038")).toBe(`${Math.hypot(end.x, end.y)} m ${bearing(end)}`);
  });
  it("ssc-q5-039: neither tea nor coffee", () => {
    expectKeyedNumber(ssc, "ssc-q5-039", 60 - (35 + 30 - 12));
  });
  it("ssc-q5-040: exactly one of three languages", () => {
    const [h, e, m, he, em, hm, all] = [50, 45, 40, 15, 12, 18, 5];
    const only = [h - he - hm + all, e - he - em + all, m - em - hm + all];
    for (const n of only) expect(n).toBeGreaterThanOrEqual(0);
    expectKeyedNumber(
      ssc,
      "ssc-q5-040",
      only.reduce((s, n) => s + n, 0),
    );
  });

  const swapSigns = (expression: string, map: Record<string, string>) =>
    [...expression].map((ch) => map[ch] ?? ch).join("");
  it("ssc-q5-041: × and ÷ interchanged", () => {
    expectKeyedNumber(ssc, "ssc-q5-041", evaluate(swapSigns("36 × 4 ÷ 3 + 5 − 2", { "×": "÷", "÷": "×" })));
  });
  it("ssc-q5-042: four signs replaced", () => {
    const map = { "+": "×", "×": "−", "−": "÷", "÷": "+" };
    expectKeyedNumber(ssc, "ssc-q5-042", evaluate(swapSigns("18 − 3 + 4 ÷ 6 × 2", map)));
  });
  it("ssc-q5-043: the one interchange that makes 22", () => {
    const signs = ["+", "−", "×", "÷"];
    const working: string[] = [];
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) {
        const [a, b] = [signs[i] as string, signs[j] as string];
        if (close(evaluate(swapSigns("18 ÷ 6 + 4 × 5 − 2", { [a]: b, [b]: a })), 22))
          working.push(`${a} ${b}`);
      }
    expect(working).toHaveLength(1);
    const [a, b] = (working[0] as string).split(" ");
    expect([`${a} and ${b}`, `${b} and ${a}`]).toContain(keyedOption(ssc, "ssc-q5-043"));
  });
  it("ssc-q5-044: sum of squares", () => {
    const rule = (a: number, b: number) => a * a + b * b;
    expect(rule(3, 4)).toBe(25);
    expect(rule(5, 12)).toBe(169);
    expectKeyedNumber(ssc, "ssc-q5-044", rule(6, 8));
  });
  it("ssc-q5-045: 15 August 1947", () => {
    const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    expect(keyedOption(ssc, "ssc-q5-045")).toBe(days[new Date(Date.UTC(1947, 7, 15)).getUTCDay()]);
  });
});
