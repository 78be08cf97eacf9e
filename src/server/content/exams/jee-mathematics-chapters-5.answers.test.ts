import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  permutations,
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
} from "~/server/test-support/content/jee-answers";

const jee = loadExamBank("jee");

/**
 * Independent re-derivation of the keys of the fifth JEE Main mathematics chapter set
 * (content/bank/jee/mathematics-chapters-5.yaml): counts by enumeration, values by direct
 * computation, numeric integration, ODE integration and scans, never from the options.
 */

/** Every subset of pairs of an n-set as a relation, filtered by a predicate; returns the count. */
function countRelations(n: number, keep: (has: (i: number, j: number) => boolean) => boolean): number {
  let count = 0;
  for (let mask = 0; mask < 2 ** (n * n); mask++) {
    const has = (i: number, j: number) => ((mask >> (i * n + j)) & 1) === 1;
    if (keep(has)) count++;
  }
  return count;
}

/** Sign changes of f on a fine grid of [a, b]: the number of simple real roots there. */
function signChanges(f: (x: number) => number, a: number, b: number, n: number): number[] {
  const roots: number[] = [];
  let prev = f(a);
  for (let i = 1; i <= n; i++) {
    const x = a + ((b - a) * i) / n;
    const v = f(x);
    if (prev === 0 || prev * v < 0) roots.push(x);
    prev = v;
  }
  return roots;
}

/** Complex numbers as [re, im]. */
type C = [number, number];
const cmul = (a: C, b: C): C => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]];
const cpow = (a: C, n: number): C => {
  let r: C = [1, 0];
  for (let i = 0; i < n; i++) r = cmul(r, a);
  return r;
};

const det3 = (m: number[][]) => dot(m[0] as number[], cross(m[1] as number[], m[2] as number[]));

describe("JEE Main mathematics chapters, fifth set: single correct", () => {
  it("jee-c5-mat-001: reflexive relations on a 4-element set (enumeration)", () => {
    const n = 4;
    const count = countRelations(n, (has) => [0, 1, 2, 3].every((i) => has(i, i)));
    expectKeyedNumber(jee, "jee-c5-mat-001", count);
  });

  it("jee-c5-mat-002: distinct arrangements of ARRANGE (enumeration)", () => {
    const seen = new Set(permutations([..."ARRANGE"], 7).map((p) => p.join("")));
    expectKeyedNumber(jee, "jee-c5-mat-002", seen.size);
  });

  it("jee-c5-mat-003: local maximum of x^3 - 6x^2 + 9x + 1 (scan)", () => {
    const f = (x: number) => x ** 3 - 6 * x * x + 9 * x + 1;
    const h = 1e-3;
    const maxima: number[] = [];
    for (let x = -5; x <= 10; x += h) {
      if (f(x) > f(x - h) && f(x) >= f(x + h)) maxima.push(f(x));
    }
    expect(maxima).toHaveLength(1);
    expectKeyedValue(jee, "jee-c5-mat-003", maxima[0] as number, 1e-5);
  });

  it("jee-c5-mat-004: S_20 of the AP with T3 = 7, T7 = 19", () => {
    const d = (19 - 7) / 4;
    const a = 7 - 2 * d;
    let s = 0;
    for (let k = 0; k < 20; k++) s += a + k * d;
    expectKeyedNumber(jee, "jee-c5-mat-004", s);
  });

  it("jee-c5-mat-005: coefficient of x^3 in (1 + 2x)^6 (polynomial multiplication)", () => {
    let poly = [1];
    for (let i = 0; i < 6; i++)
      poly = poly.map((c, k) => c + 2 * (poly[k - 1] ?? 0)).concat(2 * (poly.at(-1) ?? 0));
    expectKeyedNumber(jee, "jee-c5-mat-005", poly[3] as number);
  });

  it("jee-c5-mat-006: |(3 + 4i) / (1 - i)|", () => {
    // z = w / u with w = 3 + 4i, u = 1 - i: z = w * conj(u) / |u|^2
    const w: C = [3, 4];
    const u: C = [1, -1];
    const z = cmul(w, [u[0], -u[1]]).map((v) => v / (u[0] ** 2 + u[1] ** 2)) as C;
    expect(cmul(z, u)[0]).toBeCloseTo(w[0], 12);
    expect(cmul(z, u)[1]).toBeCloseTo(w[1], 12);
    expectKeyedValue(jee, "jee-c5-mat-006", Math.hypot(z[0], z[1]), 1e-9);
  });

  it("jee-c5-mat-007: order 2 (highest derivative y'') and degree 3 (its power)", () => {
    const terms = [
      { derivative: 2, power: 3 },
      { derivative: 1, power: 4 },
      { derivative: 0, power: 1 },
    ];
    const order = Math.max(...terms.map((t) => t.derivative));
    const degree = terms.find((t) => t.derivative === order)?.power;
    expectKeyedText(jee, "jee-c5-mat-007", `Order ${order}, degree ${degree}`);
  });

  it("jee-c5-mat-008: projection of a on b", () => {
    const a = [1, 2, 2];
    const b = [3, 0, 4];
    expectKeyedValue(jee, "jee-c5-mat-008", dot(a, b) / norm(b), 1e-9);
  });

  it("jee-c5-mat-009: distance between 3x + 4y = 5 and 6x + 8y = 25 (point to line)", () => {
    // a point of the first line, (5/3, 0), and its distance from 6x + 8y - 25 = 0
    const v = Math.abs(6 * (5 / 3) + 0 - 25) / Math.hypot(6, 8);
    expectKeyedValue(jee, "jee-c5-mat-009", v, 1e-9);
  });

  it("jee-c5-mat-010: variance of 2, 4, 6, 8, 10", () => {
    const xs = [2, 4, 6, 8, 10];
    const m = xs.reduce((s, x) => s + x, 0) / xs.length;
    expectKeyedNumber(jee, "jee-c5-mat-010", xs.reduce((s, x) => s + (x - m) ** 2, 0) / xs.length);
  });

  it("jee-c5-mat-011: distance of (1, 2, 3) from 2x - y + 2z = 12", () => {
    expectKeyedNumber(jee, "jee-c5-mat-011", Math.abs(2 - 2 + 6 - 12) / norm([2, -1, 2]));
  });

  it("jee-c5-mat-012: sum of sin^2 at pi/8, 3pi/8, 5pi/8, 7pi/8", () => {
    const v = [1, 3, 5, 7].reduce((s, k) => s + Math.sin((k * Math.PI) / 8) ** 2, 0);
    expectKeyedValue(jee, "jee-c5-mat-012", v, 1e-9);
  });

  it("jee-c5-mat-013: limit of (1 - cos 4x) / x^2 (Richardson)", () => {
    const f = (x: number) => (1 - Math.cos(4 * x)) / (x * x);
    const h = 1e-3;
    expectKeyedValue(jee, "jee-c5-mat-013", (4 * f(h / 2) - f(h)) / 3, 1e-6);
  });

  it("jee-c5-mat-014: k making the matrix singular (determinant is linear in k)", () => {
    const d = (k: number) =>
      det3([
        [1, 2, 3],
        [2, k, 5],
        [3, 5, 7],
      ]);
    const slope = d(1) - d(0);
    const k = -d(0) / slope;
    expect(Math.abs(d(k))).toBeLessThan(1e-9);
    expectKeyedValue(jee, "jee-c5-mat-014", k, 1e-9);
  });

  it("jee-c5-mat-015: domain of sqrt(x - 1) + 1 / sqrt(9 - x^2) is [1, 3)", () => {
    const defined = (x: number) => x - 1 >= 0 && 9 - x * x > 0;
    expect(defined(1)).toBe(true);
    expect(defined(2.999)).toBe(true);
    expect(defined(3)).toBe(false);
    expect(defined(0.999)).toBe(false);
    expect(defined(-2)).toBe(false);
    expectKeyedText(jee, "jee-c5-mat-015", "$[1, 3)$");
  });

  it("jee-c5-mat-016: diagonals of a 12-gon (pairs of non-adjacent vertices)", () => {
    const n = 12;
    let count = 0;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) if (j - i !== 1 && j - i !== n - 1) count++;
    }
    expectKeyedNumber(jee, "jee-c5-mat-016", count);
  });

  it("jee-c5-mat-017: HM from AM 10 and GM 8 (numbers from the quadratic)", () => {
    const s = 20;
    const p = 64;
    const disc = Math.sqrt(s * s - 4 * p);
    const [x, y] = [(s + disc) / 2, (s - disc) / 2];
    expectKeyedValue(jee, "jee-c5-mat-017", (2 * x * y) / (x + y), 1e-9);
  });

  it("jee-c5-mat-018: latus rectum of x^2/25 + y^2/16 = 1 (chord through the focus)", () => {
    const c = Math.sqrt(25 - 16);
    const y = 4 * Math.sqrt(1 - (c * c) / 25);
    expectKeyedValue(jee, "jee-c5-mat-018", 2 * y, 1e-9);
  });

  it("jee-c5-mat-019: students studying none (inclusion-exclusion)", () => {
    const union = 50 + 45 + 40 - 20 - 15 - 18 + 7;
    expectKeyedNumber(jee, "jee-c5-mat-019", 100 - union);
  });

  it("jee-c5-mat-020: tangent to y = x^3 at (1, 1) meets the curve again", () => {
    const g = (x: number) => x ** 3 - (3 * x - 2);
    const roots = signChanges(g, -10, 0.5, 1_050_000);
    expect(roots).toHaveLength(1);
    const x = Math.round(roots[0] as number);
    expect(g(x)).toBe(0);
    expectKeyedText(jee, "jee-c5-mat-020", `$(${x}, ${x ** 3})$`);
  });

  it("jee-c5-mat-021: a.b + b.c + c.a for a triangle of vectors 3, 4, 5", () => {
    // a right triangle: a = (3, 0, 0), b = (0, 4, 0), c = -(a + b) of length 5
    const a = [3, 0, 0];
    const b = [0, 4, 0];
    const c = [-3, -4, 0];
    expect(norm(c)).toBeCloseTo(5, 12);
    expectKeyedNumber(jee, "jee-c5-mat-021", dot(a, b) + dot(b, c) + dot(c, a));
  });

  it("jee-c5-mat-022: P(at least 2 successes) in 5 trials with p = 1/3", () => {
    let p = 0;
    for (let k = 2; k <= 5; k++) p += choose(5, k) * (1 / 3) ** k * (2 / 3) ** (5 - k);
    expectKeyedValue(jee, "jee-c5-mat-022", p, 1e-9);
  });

  it("jee-c5-mat-023: image of (3, 1, 2) in x + y + z = 12", () => {
    const p = [3, 1, 2];
    const n = [1, 1, 1];
    const t = (12 - dot(p, n)) / dot(n, n);
    const image = p.map((x, i) => x + 2 * t * (n[i] as number));
    expectKeyedText(jee, "jee-c5-mat-023", `$(${image.join(", ")})$`);
  });

  it("jee-c5-mat-034: 10 identical balls in 4 boxes, 1 to 4 each (enumeration)", () => {
    let count = 0;
    for (let a = 1; a <= 4; a++)
      for (let b = 1; b <= 4; b++)
        for (let c = 1; c <= 4; c++) {
          const d = 10 - a - b - c;
          if (d >= 1 && d <= 4) count++;
        }
    expectKeyedNumber(jee, "jee-c5-mat-034", count);
  });

  it("jee-c5-mat-035: integer k with three distinct real roots of x^3 - 12x + k (sign changes)", () => {
    let count = 0;
    for (let k = -40; k <= 40; k++) {
      if (signChanges((x) => x ** 3 - 12 * x + k, -10.0005, 10.0005, 200_001).length === 3) count++;
    }
    expectKeyedNumber(jee, "jee-c5-mat-035", count);
  });

  it("jee-c5-mat-036: sum of (1 + 3k) / 5^k (partial sums)", () => {
    let s = 0;
    for (let k = 0; k < 200; k++) s += (1 + 3 * k) / 5 ** k;
    expectKeyedValue(jee, "jee-c5-mat-036", s, 1e-9);
  });

  it("jee-c5-mat-037: sum of r * C(10, r)^2", () => {
    let s = 0;
    for (let r = 0; r <= 10; r++) s += r * choose(10, r) ** 2;
    expectKeyedNumber(jee, "jee-c5-mat-037", s);
  });

  it("jee-c5-mat-038: a with both roots of x^2 - 2ax + a^2 + a - 3 real and below 3 (scan of a)", () => {
    const ok = (a: number) => {
      const disc = 4 * a * a - 4 * (a * a + a - 3);
      if (disc < 0) return false;
      return (2 * a + Math.sqrt(disc)) / 2 < 3;
    };
    const good: number[] = [];
    for (let i = -10000; i <= 10000; i++) if (ok(i / 1000)) good.push(i / 1000);
    // the set found is exactly the grid points below 2
    expect(good[0]).toBe(-10);
    expect(Math.max(...good)).toBeCloseTo(1.999, 9);
    expect(good).toHaveLength(10000 + 1999 + 1);
    expect(ok(2)).toBe(false);
    expectKeyedText(jee, "jee-c5-mat-038", "$(-\\infty, 2)$");
  });

  it("jee-c5-mat-039: x y' = y + x sin(y/x), y(1) = pi/2, at sqrt 3 (RK4)", () => {
    const y = rk4((x, v) => v / x + Math.sin(v / x), 1, Math.PI / 2, Math.sqrt(3));
    expectKeyedValue(jee, "jee-c5-mat-039", y, 1e-6);
  });

  it("jee-c5-mat-040: shortest distance between the two lines (minimise over a grid then refine)", () => {
    const dist = (l: number, m: number) => norm([l - 1, l - m, -2 - m]);
    let best = Number.POSITIVE_INFINITY;
    let bl = 0;
    let bm = 0;
    for (let step = 1; step >= 1e-6; step /= 10) {
      const [cl, cm] = [bl, bm];
      for (let i = -20; i <= 20; i++)
        for (let j = -20; j <= 20; j++) {
          const d = dist(cl + i * step, cm + j * step);
          if (d < best) [best, bl, bm] = [d, cl + i * step, cm + j * step];
        }
    }
    expectKeyedValue(jee, "jee-c5-mat-040", best, 1e-6);
  });

  it("jee-c5-mat-041: sum of arctan(1 / (1 + k + k^2)) (partial sum with tail)", () => {
    const n = 1_000_000;
    let s = 0;
    for (let k = 1; k <= n; k++) s += Math.atan(1 / (1 + k + k * k));
    // the tail beyond n is below 1/n
    expectKeyedValue(jee, "jee-c5-mat-041", s + 1 / (n + 1), 1e-5);
  });

  it("jee-c5-mat-042: roots of cos x + cos 2x + cos 3x in [0, 2 pi] (minima of |f| on a grid)", () => {
    const f = (x: number) => Math.cos(x) + Math.cos(2 * x) + Math.cos(3 * x);
    const roots = signChanges(f, 0, 2 * Math.PI, 1_000_003);
    // no root at the ends, and no double roots: each root has a non-zero slope
    expect(Math.abs(f(0))).toBeGreaterThan(0.1);
    expect(Math.abs(f(2 * Math.PI))).toBeGreaterThan(0.1);
    expectKeyedNumber(jee, "jee-c5-mat-042", roots.length);
  });

  it("jee-c5-mat-043: points where |x^2 - 3|x| + 2| has unequal one-sided slopes", () => {
    const f = (x: number) => Math.abs(x * x - 3 * Math.abs(x) + 2);
    const h = 1e-7;
    let corners = 0;
    for (let i = -5000; i <= 5000; i++) {
      const x = i / 1000;
      const left = (f(x) - f(x - h)) / h;
      const right = (f(x + h) - f(x)) / h;
      if (Math.abs(left - right) > 0.1) corners++;
    }
    expectKeyedNumber(jee, "jee-c5-mat-043", corners);
  });

  it("jee-c5-mat-044: integral of ln(1 + tan x) over (0, pi/4) (Simpson)", () => {
    const v = integrate((x) => Math.log(1 + Math.tan(x)), 0, Math.PI / 4);
    expect(v).toBeCloseTo((Math.PI / 8) * Math.LN2, 9);
    expect(v).not.toBeCloseTo((Math.PI / 4) * Math.LN2, 3);
    expectKeyedText(jee, "jee-c5-mat-044", "$\\frac{\\pi}{8}\\ln 2$");
  });

  it("jee-c5-mat-045: common tangents of y^2 = 8x and x^2 + y^2 = 2 meet (slope scan)", () => {
    // tangent to the parabola: y = m x + 2/m; touches the circle when its distance from O is sqrt 2
    const g = (m: number) => Math.abs(2 / m) / Math.sqrt(1 + m * m) - Math.SQRT2;
    const slopes = [...signChanges(g, -5, -0.01, 499_001), ...signChanges(g, 0.01, 5, 499_001)];
    expect(slopes).toHaveLength(2);
    const [m1, m2] = slopes.map((m) => Math.round(m * 1000) / 1000) as [number, number];
    const x = (2 / m2 - 2 / m1) / (m1 - m2);
    const y = m1 * x + 2 / m1;
    expectKeyedText(jee, "jee-c5-mat-045", `$(${Math.round(x)}, ${Math.round(y) + 0})$`);
  });
});

describe("JEE Main mathematics chapters, fifth set: numerical value", () => {
  it("jee-c5-mat-024: largest volume of the open box from a 24 by 9 sheet (scan)", () => {
    let best = 0;
    for (let x = 0; x <= 4.5; x += 1e-5) best = Math.max(best, x * (24 - 2 * x) * (9 - 2 * x));
    expectNumericAnswer(jee, "jee-c5-mat-024", best);
  });

  it("jee-c5-mat-025: sum of the rational terms of (sqrt 3 + 2^(1/4))^8", () => {
    let s = 0;
    for (let r = 0; r <= 8; r++) {
      const p3 = (8 - r) / 2;
      const p2 = r / 4;
      if (Number.isInteger(p3) && Number.isInteger(p2)) s += choose(8, r) * 3 ** p3 * 2 ** p2;
    }
    // the full expansion minus the rational part is irrational (checked: the total is not an integer)
    const total = (Math.sqrt(3) + 2 ** 0.25) ** 8;
    expect(Math.abs(total - Math.round(total))).toBeGreaterThan(1e-3);
    expectNumericAnswer(jee, "jee-c5-mat-025", s);
  });

  it("jee-c5-mat-026: solutions of z^5 = conj z (Newton from a grid of starts)", () => {
    // F(x, y) = z^5 - conj z as a real map; Newton with a numerical Jacobian
    const F = (x: number, y: number): C => {
      const z5 = cpow([x, y], 5);
      return [z5[0] - x, z5[1] + y];
    };
    const found: C[] = [];
    for (let i = -15; i <= 15; i++)
      for (let j = -15; j <= 15; j++) {
        let [x, y] = [i / 10 + 0.013, j / 10 + 0.007];
        for (let it = 0; it < 100; it++) {
          const h = 1e-7;
          const f0 = F(x, y);
          const fx = F(x + h, y);
          const fy = F(x, y + h);
          const a = (fx[0] - f0[0]) / h;
          const b = (fy[0] - f0[0]) / h;
          const c = (fx[1] - f0[1]) / h;
          const d = (fy[1] - f0[1]) / h;
          const det = a * d - b * c;
          if (det === 0) break;
          x -= (d * f0[0] - b * f0[1]) / det;
          y -= (a * f0[1] - c * f0[0]) / det;
          if (!Number.isFinite(x) || !Number.isFinite(y) || Math.hypot(x, y) > 10) break;
        }
        const r = F(x, y);
        if (
          Number.isFinite(x) &&
          Math.hypot(r[0], r[1]) < 1e-9 &&
          !found.some((p) => Math.hypot(p[0] - x, p[1] - y) < 1e-6)
        )
          found.push([x, y]);
      }
    // every solution has |z|^5 = |z|, so none lies outside the unit disc the starts cover
    expectNumericAnswer(jee, "jee-c5-mat-026", found.length);
  });

  it("jee-c5-mat-027: y' - y/x = 2x^2, y(1) = 3, at x = 3 (RK4)", () => {
    const y = rk4((x, v) => v / x + 2 * x * x, 1, 3, 3);
    expectNumericAnswer(jee, "jee-c5-mat-027", Math.round(y * 1e6) / 1e6);
  });

  it("jee-c5-mat-028: equivalence relations on a 5-element set (transitive among reflexive symmetric ones)", () => {
    // every equivalence relation is reflexive and symmetric, so it is fixed by which of the
    // 10 unordered pairs {i, j} it contains; enumerate those 2^10 and keep the transitive ones
    const idx = [0, 1, 2, 3, 4];
    const pairs = idx.flatMap((i) => idx.filter((j) => j > i).map((j) => [i, j] as const));
    let count = 0;
    for (let mask = 0; mask < 2 ** pairs.length; mask++) {
      const has = (i: number, j: number) =>
        i === j ||
        pairs.some(([p, q], k) => ((mask >> k) & 1) === 1 && ((p === i && q === j) || (p === j && q === i)));
      const transitive = idx.every((i) =>
        idx.every((j) => !has(i, j) || idx.every((k) => !has(j, k) || has(i, k))),
      );
      if (transitive) count++;
    }
    expectNumericAnswer(jee, "jee-c5-mat-028", count);
  });

  it("jee-c5-mat-029: positive integers below 1000 with digit sum 10 (enumeration)", () => {
    let count = 0;
    for (let n = 1; n < 1000; n++) {
      if ([...String(n)].reduce((t, d) => t + Number(d), 0) === 10) count++;
    }
    expectNumericAnswer(jee, "jee-c5-mat-029", count);
  });

  it("jee-c5-mat-030: sum of k * 2^k for k = 1..10", () => {
    let s = 0;
    for (let k = 1; k <= 10; k++) s += k * 2 ** k;
    expectNumericAnswer(jee, "jee-c5-mat-030", s);
  });

  it("jee-c5-mat-031: 3|c|^2 where a x c = b and a.c = 3 (solve the linear system)", () => {
    const b = [0, 1, -1];
    // unknown c: rows of a x c are linear in c; use two cross-product rows and the dot condition
    const [a1, a2, a3] = [1, 1, 1];
    const rows = [
      [0, -a3, a2],
      [a3, 0, -a1],
      [a1, a2, a3],
    ];
    const rhs = [b[0] as number, b[1] as number, 3];
    const D = det3(rows);
    const c = [0, 1, 2].map(
      (col) => det3(rows.map((r, i) => r.map((v, j) => (j === col ? (rhs[i] as number) : v)))) / D,
    );
    const axc = cross([a1, a2, a3], c);
    expect(norm(axc.map((v, i) => v - (b[i] as number)))).toBeLessThan(1e-12);
    expectNumericAnswer(jee, "jee-c5-mat-031", Math.round(3 * dot(c, c) * 1e9) / 1e9);
  });

  it("jee-c5-mat-032: corrected variance after replacing 12 by 2", () => {
    const n = 10;
    const sum = n * 10;
    const sumSq = n * (4 + 10 * 10);
    const newSum = sum - 12 + 2;
    const newSumSq = sumSq - 144 + 4;
    expectNumericAnswer(jee, "jee-c5-mat-032", newSumSq / n - (newSum / n) ** 2);
  });

  it("jee-c5-mat-033: 2x2 matrices over {0, 1, 2} with determinant 0 (enumeration)", () => {
    let count = 0;
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++)
        for (let c = 0; c < 3; c++) for (let d = 0; d < 3; d++) if (a * d - b * c === 0) count++;
    expectNumericAnswer(jee, "jee-c5-mat-033", count);
  });
});
