import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  multipleQuestion,
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
 * Independent re-derivation of the keys of the second JEE Advanced mathematics set
 * (content/bank/jee/mathematics-advanced-2.yaml): values by numeric integration, scans and
 * enumeration, multiple-correct keys option by option, List-I/List-II codes from computed values.
 */

/** A JEE Advanced List-I (P, Q, R, S) code, "P-1, Q-2, R-4, S-3", from the List-II values. */
function advCode(values: Record<"P" | "Q" | "R" | "S", number>, listII: number[], tol = 1e-6): string {
  return (["P", "Q", "R", "S"] as const)
    .map((k) => {
      const matches = listII.flatMap((v, i) =>
        Math.abs(v - values[k]) <= tol * Math.max(1, Math.abs(v)) ? [i] : [],
      );
      expect(matches, `${k} = ${values[k]} is exactly one List-II entry`).toHaveLength(1);
      return `${k}-${(matches[0] as number) + 1}`;
    })
    .join(", ");
}

/** The keyed set of a multiple-correct question equals the statements the test found true. */
function expectKeyedSet(key: string, truths: boolean[]): void {
  const expected = truths.flatMap((t, i) => (t ? [i] : []));
  expect(multipleQuestion(jee, key).correctAnswers, key).toEqual(expected);
}

const near = (a: number, b: number, tol = 1e-6) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

type Matrix = number[][];
const entry = (m: Matrix, i: number, j: number) => (m[i] as number[])[j] as number;
const matMul = (a: Matrix, b: Matrix): Matrix =>
  a.map((_, i) => b.map((__, j) => a.reduce((s, ___, k) => s + entry(a, i, k) * entry(b, k, j), 0)));
const det3 = (m: Matrix) => dot(m[0] as number[], cross(m[1] as number[], m[2] as number[]));
/** The adjugate of a 3 x 3 matrix: its columns are cross products of rows. */
const adj3 = (m: Matrix): Matrix => {
  const [r0, r1, r2] = m as [number[], number[], number[]];
  const cols = [cross(r1, r2), cross(r2, r0), cross(r0, r1)];
  return [0, 1, 2].map((i) => cols.map((c) => c[i] as number));
};
const identity = (n: number): Matrix =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (__, j) => (i === j ? 1 : 0)));
const maxAbs = (m: Matrix) => Math.max(...m.flat().map(Math.abs));

/** Complex numbers as [re, im]. */
type C = [number, number];
const cmul = (a: C, b: C): C => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]];
const cdiv = (a: C, b: C): C => {
  const d = b[0] * b[0] + b[1] * b[1];
  return [(a[0] * b[0] + a[1] * b[1]) / d, (a[1] * b[0] - a[0] * b[1]) / d];
};
const cpow = (a: C, n: number): C => {
  let r: C = [1, 0];
  for (let i = 0; i < n; i++) r = cmul(r, a);
  return r;
};
const cabs = (a: C) => Math.hypot(a[0], a[1]);

/** Roots in [a, b] of f found as grid points where |f| has a local minimum below eps (catches double roots). */
function gridRoots(f: (x: number) => number, a: number, b: number, n: number, eps: number): number[] {
  const xs = Array.from({ length: n + 1 }, (_, i) => a + ((b - a) * i) / n);
  const v = xs.map((x) => Math.abs(f(x)));
  return xs.filter((_, i) => {
    const here = v[i] as number;
    const left = i > 0 ? (v[i - 1] as number) : Number.POSITIVE_INFINITY;
    const right = i < n ? (v[i + 1] as number) : Number.POSITIVE_INFINITY;
    return here < eps && here <= left && here <= right;
  });
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

describe("JEE Advanced mathematics, second set: single correct", () => {
  it("jee-am-mat-001: limit of (e^x - 1 - ln(1 + x) - x^2) / x^3 (Richardson)", () => {
    const f = (x: number) => (Math.exp(x) - 1 - Math.log1p(x) - x * x) / x ** 3;
    const h = 1e-3;
    expectKeyedValue(jee, "jee-am-mat-001", 2 * f(h / 2) - f(h), 1e-4);
  });

  it("jee-am-mat-002: ∫ over (0, 2) of 1 / ((x^2 - 2x + 2)(1 + e^(x - 1))) (Simpson)", () => {
    const v = integrate((x) => 1 / ((x * x - 2 * x + 2) * (1 + Math.exp(x - 1))), 0, 2);
    expectKeyedValue(jee, "jee-am-mat-002", v, 1e-8);
  });

  it("jee-am-mat-003: product of (2 - α) over the non-real seventh roots of unity", () => {
    let p: C = [1, 0];
    for (let k = 1; k <= 6; k++) {
      const t = (2 * Math.PI * k) / 7;
      p = cmul(p, [2 - Math.cos(t), -Math.sin(t)]);
    }
    expect(Math.abs(p[1])).toBeLessThan(1e-9);
    expectKeyedNumber(jee, "jee-am-mat-003", Math.round(p[0]));
    expect(p[0]).toBeCloseTo(Math.round(p[0]), 9);
  });

  it("jee-am-mat-004: sum of the entries of A^20 (repeated multiplication)", () => {
    const A = [
      [1, 1, 0],
      [0, 1, 1],
      [0, 0, 1],
    ];
    let P = identity(3);
    for (let i = 0; i < 20; i++) P = matMul(P, A);
    expectKeyedNumber(
      jee,
      "jee-am-mat-004",
      P.flat().reduce((s, x) => s + x, 0),
    );
  });

  it("jee-am-mat-005: urn I given two reds (enumeration of ordered draws)", () => {
    const rr = (red: number, total: number) => {
      let both = 0;
      let all = 0;
      for (let i = 0; i < total; i++)
        for (let j = 0; j < total; j++) {
          if (i === j) continue;
          all++;
          if (i < red && j < red) both++;
        }
      return both / all;
    };
    const p1 = 0.5 * rr(3, 5);
    const p2 = 0.5 * rr(2, 6);
    expectKeyedValue(jee, "jee-am-mat-005", p1 / (p1 + p2), 1e-12);
  });

  it("jee-am-mat-006: triangle of the tangents from (-1, 2) to y^2 = 4x", () => {
    // the tangent at (t^2, 2t) is ty = x + t^2; it passes through P when 2t = -1 + t^2
    const P = [-1, 2];
    const ts = gridRoots((t) => t * (P[1] as number) - (P[0] as number) - t * t, -5, 5, 200_000, 1e-3);
    expect(ts).toHaveLength(2);
    // refine by Newton
    const roots = ts.map((t0) => {
      let t = t0;
      for (let i = 0; i < 30; i++) t -= (2 * t + 1 - t * t) / (2 - 2 * t);
      return t;
    });
    const [A, B] = roots.map((t) => [t * t, 2 * t]) as [number[], number[]];
    for (const Q of [A, B]) {
      // the line PQ has the slope of the tangent 2 / y at Q
      expect(near(((Q[1] as number) - 2) / ((Q[0] as number) + 1), 2 / (Q[1] as number), 1e-9)).toBe(true);
    }
    const area =
      Math.abs(
        ((A[0] as number) + 1) * ((B[1] as number) - 2) - ((B[0] as number) + 1) * ((A[1] as number) - 2),
      ) / 2;
    expectKeyedValue(jee, "jee-am-mat-006", area, 1e-9);
  });

  it("jee-am-mat-007: shortest distance between the lines (minimised over both parameters)", () => {
    const p = (s: number) => [1 + s, -1 + 2 * s, 2 * s];
    const q = (t: number) => [3 + 2 * t, t, 2 - 2 * t];
    let best = Number.POSITIVE_INFINITY;
    for (let s = -5; s <= 5; s += 0.01)
      for (let t = -5; t <= 5; t += 0.01) {
        const d = p(s).map((x, i) => x - (q(t)[i] as number));
        best = Math.min(best, norm(d));
      }
    const n = cross([1, 2, 2], [2, 1, -2]);
    const formula = Math.abs(dot([2, 1, 2], n)) / norm(n);
    expect(best).toBeGreaterThanOrEqual(formula - 1e-9);
    expect(best - formula).toBeLessThan(1e-3);
    expectKeyedValue(jee, "jee-am-mat-007", formula, 1e-9);
  });

  it("jee-am-mat-008: solutions of sin x + sin 3x + sin 5x = 0 in [0, 2π] (scan, double roots included)", () => {
    const f = (x: number) => Math.sin(x) + Math.sin(3 * x) + Math.sin(5 * x);
    const roots = gridRoots(f, 0, 2 * Math.PI, 400_000, 1e-3);
    expectKeyedNumber(jee, "jee-am-mat-008", roots.length);
  });
});

describe("JEE Advanced mathematics, second set: multiple correct", () => {
  it("jee-am-mat-009: f(x) = (x^2 - 1)|x^2 - 3x + 2|", () => {
    const g = (x: number) => x * x - 3 * x + 2;
    const f = (x: number) => (x * x - 1) * Math.abs(g(x));
    const h = 1e-6;
    const right = (a: number) => (f(a + h) - f(a)) / h;
    const left = (a: number) => (f(a) - f(a - h)) / h;
    const differentiable = (a: number) => Math.abs(right(a) - left(a)) < 1e-3;
    // f can fail to be differentiable only where the argument of |.| vanishes
    const candidates = gridRoots(g, -10, 10, 200_000, 1e-3).map((x) => Math.round(x * 1e3) / 1e3);
    expect(candidates).toEqual([1, 2]);
    const bad = candidates.filter((a) => !differentiable(a));
    expectKeyedSet("jee-am-mat-009", [
      near((f(h) - f(-h)) / (2 * h), -3, 1e-6),
      differentiable(1),
      bad.length === 1,
      differentiable(2),
    ]);
  });

  it("jee-am-mat-010: I_n = ∫ tan^n x over (0, π/4) (Simpson)", () => {
    const I = (n: number, steps = 20000) => integrate((x) => Math.tan(x) ** n, 0, Math.PI / 4, steps);
    const big = 10000;
    const nIn = big * I(big, 800000);
    expect(Math.abs(nIn - 0.5)).toBeLessThan(1e-3);
    expectKeyedSet("jee-am-mat-010", [
      near(I(3) + I(5), 1 / 4, 1e-9),
      near(I(1), Math.LN2, 1e-6),
      Math.abs(nIn - 0.5) < 1e-3,
      near(I(2), 1 - Math.PI / 4, 1e-9),
    ]);
  });

  it("jee-am-mat-011: (1 + x^2) y' + 2xy = 4x^2, y(0) = 0 (RK4)", () => {
    const f = (x: number, y: number) => (4 * x * x - 2 * x * y) / (1 + x * x);
    const y1 = rk4(f, 0, 0, 1);
    const yMinus1 = rk4(f, 0, 0, -1);
    // the slope just left and right of 0: an extremum needs a change of sign
    const slope = (x: number) => f(x, rk4(f, 0, 0, x, 1000));
    const extremum = Math.sign(slope(-0.01)) !== Math.sign(slope(0.01));
    const X = 1000;
    const ratio = rk4(f, 0, 0, X, 200_000) / X;
    expectKeyedSet("jee-am-mat-011", [
      near(yMinus1, 2 / 3, 1e-6),
      near(y1, 2 / 3, 1e-6),
      extremum,
      Math.abs(ratio - 4 / 3) < 1e-4,
    ]);
  });

  it("jee-am-mat-012: M = I + J (3 x 3)", () => {
    const M = [
      [2, 1, 1],
      [1, 2, 1],
      [1, 1, 2],
    ];
    const I3 = identity(3);
    const M2 = matMul(M, M);
    const poly = M2.map((row, i) => row.map((v, j) => v - 5 * entry(M, i, j) + 4 * entry(I3, i, j)));
    const candidate = I3.map((row, i) => row.map((v, j) => (5 * v - entry(M, i, j)) / 4));
    const product = matMul(M, candidate).map((row, i) => row.map((v, j) => v - entry(I3, i, j)));
    expectKeyedSet("jee-am-mat-012", [
      det3(M) === 4,
      maxAbs(poly) === 0,
      maxAbs(product) < 1e-12,
      det3(adj3(M)) === 8,
    ]);
  });

  it("jee-am-mat-013: r × b = c × b, r · a = 0", () => {
    const a = [0, 1, 1];
    const b = [1, 1, 0];
    const c = [1, 0, -2];
    // r - c is parallel to b: r = c + t b, and r · a = 0 fixes t
    const t = -dot(c, a) / dot(b, a);
    const r = c.map((x, i) => x + t * (b[i] as number));
    const diff = cross(r, b).map((x, i) => x - (cross(c, b)[i] as number));
    expect(Math.max(...diff.map(Math.abs))).toBe(0);
    expect(dot(r, a)).toBe(0);
    expectKeyedSet("jee-am-mat-013", [
      r.every((x, i) => x === [3, 2, -2][i]),
      near(norm(r), Math.sqrt(17)),
      dot(r, c) === 0,
      dot(r, b) === 5,
    ]);
  });

  it("jee-am-mat-014: sums of binomial coefficients of order 10", () => {
    const C = Array.from({ length: 11 }, (_, k) => choose(10, k));
    const sum = (f: (c: number, k: number) => number) => C.reduce((s, c, k) => s + f(c, k), 0);
    expectKeyedSet("jee-am-mat-014", [
      sum((c) => c * c) === 184756,
      sum((c, k) => k * c) === 10240,
      near(
        sum((c, k) => c / (k + 1)),
        2047 / 11,
        1e-12,
      ),
      sum((c, k) => (k % 2 ? -1 : 1) * c * c) === 252,
    ]);
  });
});

describe("JEE Advanced mathematics, second set: numerical value", () => {
  it("jee-am-mat-015: Σ n(n + 1) / 2^n (partial sums)", () => {
    let s = 0;
    for (let n = 1; n <= 200; n++) s += (n * (n + 1)) / 2 ** n;
    expectNumericAnswer(jee, "jee-am-mat-015", s);
  });

  it("jee-am-mat-016: rational terms of (5^(1/4) + 7^(1/3))^100", () => {
    let count = 0;
    for (let r = 0; r <= 100; r++) if ((100 - r) % 4 === 0 && r % 3 === 0) count++;
    expectNumericAnswer(jee, "jee-am-mat-016", count);
  });

  it("jee-am-mat-017: invertible symmetric 0-1 matrices (enumeration)", () => {
    let count = 0;
    for (let m = 0; m < 64; m++) {
      const [a, b, c, d, e, f] = [0, 1, 2, 3, 4, 5].map((i) => (m >> i) & 1) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const M = [
        [a, b, c],
        [b, d, e],
        [c, e, f],
      ];
      if (det3(M) !== 0) count++;
    }
    expectNumericAnswer(jee, "jee-am-mat-017", count);
  });

  it("jee-am-mat-018: ball moved from box 1 to box 2 (equally likely pairs)", () => {
    const box1 = ["W", "W", "B", "B", "B"];
    let whiteDrawn = 0;
    let movedWhiteAndWhiteDrawn = 0;
    for (const moved of box1) {
      const box2 = ["W", "W", "W", "B", "B", moved];
      for (const drawn of box2) {
        if (drawn !== "W") continue;
        whiteDrawn++;
        if (moved === "W") movedWhiteAndWhiteDrawn++;
      }
    }
    const g = gcd(movedWhiteAndWhiteDrawn, whiteDrawn);
    expectNumericAnswer(jee, "jee-am-mat-018", (movedWhiteAndWhiteDrawn + whiteDrawn) / g);
  });

  it("jee-am-mat-019: normal to y^2 = 8x at (2, 4) and the triangle OPQ", () => {
    const P = [2, 4];
    // tangent slope from 2y y' = 8; the normal has direction (1, -1/slope)
    const slope = 4 / (P[1] as number);
    const dir = [1, -1 / slope];
    // (4 + s d_y)^2 = 8 (2 + s d_x): s^2 d_y^2 + s (8 d_y - 8 d_x) = 0
    const s = -(2 * (P[1] as number) * (dir[1] as number) - 8 * (dir[0] as number)) / (dir[1] as number) ** 2;
    const Q = [(P[0] as number) + s * (dir[0] as number), (P[1] as number) + s * (dir[1] as number)];
    expect(near((Q[1] as number) ** 2, 8 * (Q[0] as number))).toBe(true);
    const area = Math.abs((P[0] as number) * (Q[1] as number) - (Q[0] as number) * (P[1] as number)) / 2;
    expectNumericAnswer(jee, "jee-am-mat-019", area);
  });

  it("jee-am-mat-020: |1/L| for the finite limit of ((a + b cos x) sin x - x) / x^5", () => {
    const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
    // Taylor coefficients of sin x and of sin x cos x = (sin 2x) / 2 at x, x^3, x^5
    const sinC = [1, 3, 5].map((k, i) => (i % 2 ? -1 : 1) / fact(k));
    const scC = [1, 3, 5].map((k, i) => ((i % 2 ? -1 : 1) * 2 ** k) / (2 * fact(k)));
    // x: a s1 + b c1 = 1; x^3: a s3 + b c3 = 0
    const [s1, s3, s5] = sinC as [number, number, number];
    const [c1, c3, c5] = scC as [number, number, number];
    const det = s1 * c3 - c1 * s3;
    const a = c3 / det;
    const b = -s3 / det;
    const L = a * s5 + b * c5;
    // check against the expression itself near 0
    const g = (x: number) => ((a + b * Math.cos(x)) * Math.sin(x) - x) / x ** 5;
    expect(Math.abs(g(0.02) - L)).toBeLessThan(1e-4);
    expectNumericAnswer(jee, "jee-am-mat-020", Math.abs(1 / L));
  });

  it("jee-am-mat-021: ∫ ln(1 + x) / (1 + x^2) over (0, 1) (Simpson)", () => {
    expectNumericAnswer(
      jee,
      "jee-am-mat-021",
      integrate((x) => Math.log1p(x) / (1 + x * x), 0, 1),
    );
  });

  it("jee-am-mat-022: area of y^2 ≤ 4x inside x^2 + y^2 ≤ 5 (integrated)", () => {
    const top = (x: number) => Math.min(2 * Math.sqrt(x), Math.sqrt(Math.max(0, 5 - x * x)));
    expectNumericAnswer(jee, "jee-am-mat-022", 2 * integrate(top, 0, Math.sqrt(5), 2_000_000));
  });

  it("jee-am-mat-023: y' + y/x = x y^2, y(1) = 1, at x = 3/2 (RK4)", () => {
    expectNumericAnswer(
      jee,
      "jee-am-mat-023",
      rk4((x, y) => x * y * y - y / x, 1, 1, 1.5),
    );
  });

  it("jee-am-mat-024: distance of (1, 1, 1) from the plane through the line and (3, 0, 2)", () => {
    const A = [1, -1, 0];
    const d = [1, 2, -1];
    const B = [3, 0, 2];
    const n = cross(
      d,
      B.map((x, i) => x - (A[i] as number)),
    );
    const X = [1, 1, 1];
    expectNumericAnswer(jee, "jee-am-mat-024", Math.abs(dot(n, X) - dot(n, A)) / norm(n));
  });

  it("jee-am-mat-025: |a×b + b×c + c×a| with |a|, |b|, |c| = 2, 3, 4 and a + b + c = 0 (built vectors)", () => {
    // a along x; b at angle θ with a · b = (16 - 4 - 9) / 2 = 3/2
    const cosT = 3 / 2 / (2 * 3);
    const a = [2, 0, 0];
    const b = [3 * cosT, 3 * Math.sqrt(1 - cosT * cosT), 0];
    const c = a.map((x, i) => -(x + (b[i] as number)));
    expect(near(norm(c), 4, 1e-12)).toBe(true);
    const sum = [cross(a, b), cross(b, c), cross(c, a)].reduce((s, v) =>
      s.map((x, i) => x + (v[i] as number)),
    );
    expectNumericAnswer(jee, "jee-am-mat-025", norm(sum));
  });

  it("jee-am-mat-026: R + r of the 5-6-7 triangle (placed in the plane)", () => {
    // B = (0, 0), C = (5, 0), A with AB = 6, AC = 7
    const ax = (36 - 49 + 25) / 10;
    const ay = Math.sqrt(36 - ax * ax);
    const area = (5 * ay) / 2;
    const cosA = (36 + 49 - 25) / (2 * 6 * 7);
    const R = 5 / (2 * Math.sqrt(1 - cosA * cosA));
    const r = area / 9;
    expect(near(R, (5 * 6 * 7) / (4 * area), 1e-12)).toBe(true);
    expectNumericAnswer(jee, "jee-am-mat-026", R + r);
  });
});

describe("JEE Advanced mathematics, second set: List-I / List-II", () => {
  it("jee-am-mat-027: limits (evaluated near the limit point)", () => {
    const x = 1e-3;
    const n = 1_000_000;
    let squares = 0;
    let logs = 0;
    for (let k = 1; k <= n; k++) {
      squares += k * k;
      logs += Math.log(k / n);
    }
    const values = {
      P: (Math.tan(x) - Math.sin(x)) / x ** 3,
      Q: (x - Math.sin(x)) / x ** 3,
      R: squares / n ** 3,
      S: Math.exp(logs / n),
    };
    expectKeyedText(jee, "jee-am-mat-027", advCode(values, [1 / 3, 1 / Math.E, 1 / 2, 1 / 6, 2], 1e-3));
  });

  it("jee-am-mat-028: definite integrals (Simpson)", () => {
    const values = {
      P: integrate((x) => Math.sin(x) ** 6, 0, Math.PI / 2),
      Q: integrate((x) => x * Math.sin(x) ** 2, 0, Math.PI),
      R: integrate((x) => Math.floor(x * x), 0, 2, 2_000_000),
      S: integrate((x) => x ** 3 * (1 - x) ** 4, 0, 1),
    };
    expectKeyedText(
      jee,
      "jee-am-mat-028",
      advCode(
        values,
        [Math.PI ** 2 / 4, 1 / 280, 5 - Math.SQRT2 - Math.sqrt(3), (5 * Math.PI) / 32, Math.PI ** 2 / 2],
        1e-4,
      ),
    );
  });

  it("jee-am-mat-029: complex numbers (arithmetic, Newton from a grid, scan)", () => {
    const P = cabs(cdiv(cpow([1, 1], 12), cpow([1, -1], 6)));
    const w = cdiv([1, Math.sqrt(3)], [1, -Math.sqrt(3)]);
    let Q = 0;
    for (let n = 1; n <= 100 && Q === 0; n++) {
      const p = cpow(w, n);
      if (Math.abs(p[0] - 1) < 1e-9 && Math.abs(p[1]) < 1e-9) Q = n;
    }
    // z^2 = conj(z) as two real equations x^2 - y^2 = x, 2xy = -y; Newton from a grid of starts
    const found: C[] = [];
    for (let i = -8; i <= 8; i++)
      for (let j = -8; j <= 8; j++) {
        let [x, y] = [i / 4 + 0.01, j / 4 + 0.013];
        for (let it = 0; it < 60; it++) {
          const F1 = x * x - y * y - x;
          const F2 = 2 * x * y + y;
          const [a, b, c, d] = [2 * x - 1, -2 * y, 2 * y, 2 * x + 1];
          const det = a * d - b * c;
          if (Math.abs(det) < 1e-14) break;
          x -= (F1 * d - b * F2) / det;
          y -= (a * F2 - c * F1) / det;
        }
        const z: C = [x, y];
        const res = cmul(z, z);
        if (
          Math.hypot(res[0] - x, res[1] + y) < 1e-10 &&
          !found.some((f) => cabs([f[0] - x, f[1] - y]) < 1e-6)
        )
          found.push(z);
      }
    // the greatest |z| on |z + 2/z| = 1: r is attained when the circle |z| = r meets the curve
    let S = 0;
    for (let i = 0; i <= 20000; i++) {
      const r = 1 + i * 1e-4;
      let lo = Number.POSITIVE_INFINITY;
      let hi = 0;
      for (let k = 0; k < 720; k++) {
        // z = r e^(iθ): z + 2/z = (r + 2/r) cos θ + i (r - 2/r) sin θ
        const t = (k * Math.PI) / 360;
        const v = Math.hypot((r + 2 / r) * Math.cos(t), (r - 2 / r) * Math.sin(t));
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
      if (lo <= 1 && 1 <= hi) S = r;
    }
    const values = { P, Q, R: found.length, S };
    expectKeyedText(jee, "jee-am-mat-029", advCode(values, [2, 3, 4, 6, 8], 1e-3));
  });

  it("jee-am-mat-030: probabilities (enumeration)", () => {
    let atLeastOne4 = 0;
    let sum7 = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        if (a === 4 || b === 4) {
          atLeastOne4++;
          if (a + b === 7) sum7++;
        }
    const perms = (xs: number[]): number[][] =>
      xs.length === 0 ? [[]] : xs.flatMap((x) => perms(xs.filter((y) => y !== x)).map((p) => [x, ...p]));
    const all = perms([0, 1, 2, 3]);
    const deranged = all.filter((p) => p.every((v, i) => v !== i)).length;
    // A: first die shows 1-3 (1/2); B: second die shows 1-2 (1/3); independent
    let aOrB = 0;
    let aAll = 0;
    for (let d1 = 1; d1 <= 6; d1++)
      for (let d2 = 1; d2 <= 6; d2++) {
        const A = d1 <= 3;
        const B = d2 <= 2;
        if (A || B) aOrB++;
        if (A) aAll++;
      }
    let pairs = 0;
    let aces = 0;
    for (let i = 0; i < 52; i++)
      for (let j = 0; j < 52; j++) {
        if (i === j) continue;
        pairs++;
        if (i < 4 && j < 4) aces++;
      }
    const values = {
      P: sum7 / atLeastOne4,
      Q: deranged / all.length,
      R: aAll / aOrB,
      S: aces / pairs,
    };
    expectKeyedText(jee, "jee-am-mat-030", advCode(values, [3 / 4, 1 / 221, 3 / 8, 2 / 11, 1 / 11]));
  });

  it("jee-am-mat-031: conics and circles", () => {
    // P: y = x - 2 (through the focus (2, 0)) with y^2 = 8x: x^2 - 12x + 4 = 0
    const disc = Math.sqrt(144 - 16);
    const xs = [(12 - disc) / 2, (12 + disc) / 2];
    const pts = xs.map((x) => [x, x - 2]);
    for (const [x, y] of pts as [number, number][]) expect(near(y * y, 8 * x, 1e-12)).toBe(true);
    const P = norm(
      [0, 1].map((i) => ((pts[1] as number[])[i] as number) - ((pts[0] as number[])[i] as number)),
    );
    // Q: subtracting the circles gives 12x = 36
    const x0 = 36 / 12;
    const Q = 2 * Math.sqrt(25 - x0 * x0);
    // R: perpendiculars from (±√7, 0) to the tangent x cosθ / 4 + y sinθ / 3 = 1, for several θ
    const c = Math.sqrt(16 - 9);
    const products = [0.3, 1.1, 2.0, 4.4].map((t) => {
      const [A, B] = [Math.cos(t) / 4, Math.sin(t) / 3];
      const dist = (px: number) => Math.abs(A * px - 1) / Math.hypot(A, B);
      return dist(c) * dist(-c);
    });
    for (const p of products) expect(near(p, products[0] as number, 1e-12)).toBe(true);
    // S: centres (0, 0), (3, 4), radii 2 and 3
    const d = Math.hypot(3, 4);
    const [r1, r2] = [2, Math.sqrt(9 + 16 - 16)];
    const S =
      d > r1 + r2 ? 4 : near(d, r1 + r2) ? 3 : d > Math.abs(r1 - r2) ? 2 : near(d, Math.abs(r1 - r2)) ? 1 : 0;
    const values = { P, Q, R: products[0] as number, S };
    expectKeyedText(jee, "jee-am-mat-031", advCode(values, [3, 8, 9, 16, 12]));
  });

  it("jee-am-mat-032: the matrix with 2 on the diagonal and -1 beside it", () => {
    const M = [
      [2, -1, 0],
      [-1, 2, -1],
      [0, -1, 2],
    ];
    const detM = det3(M);
    const adjM = adj3(M);
    const inv = adjM.map((row) => row.map((v) => v / detM));
    const check = matMul(M, inv).map((row, i) => row.map((v, j) => v - entry(identity(3), i, j)));
    expect(maxAbs(check)).toBeLessThan(1e-12);
    const M2 = matMul(M, M);
    const values = {
      P: detM,
      Q: inv.flat().reduce((s, v) => s + v, 0),
      R: adjM.reduce((s, row, i) => s + (row[i] as number), 0),
      S: det3(M2.map((row, i) => row.map((v, j) => v - 2 * entry(M, i, j)))),
    };
    expectKeyedText(jee, "jee-am-mat-032", advCode(values, [0, 4, 5, 10, 16]));
  });

  it("jee-am-mat-033: distances, volume and intersecting lines in space", () => {
    // P: the point (3/2, 0, 0) of the first plane, distance to 4x - 2y + 4z + 12 = 0
    const P = Math.abs(4 * 1.5 + 12) / Math.hypot(4, 2, 4);
    // Q: least distance from (1, 2, 3) to points t(1, 1, 1), scanned
    let Q = Number.POSITIVE_INFINITY;
    for (let t = -10; t <= 10; t += 1e-5) Q = Math.min(Q, Math.hypot(1 - t, 2 - t, 3 - t));
    const R =
      Math.abs(
        det3([
          [1, 0, 0],
          [0, 2, 0],
          [0, 0, 3],
        ]),
      ) / 6;
    // S: the lines meet when the join is coplanar with the two directions
    const n = cross([1, 1, 2], [2, 1, 1]);
    const S = -dot(n, [1, 0, 4]) / (n[1] as number);
    expect(dot([1, S, 4], n)).toBeCloseTo(0, 12);
    const values = { P, Q, R, S };
    expectKeyedText(jee, "jee-am-mat-033", advCode(values, [1, Math.SQRT2, 5 / 3, 3, 2], 1e-6));
  });

  it("jee-am-mat-034: trigonometric values (scan and evaluation)", () => {
    const deg = Math.PI / 180;
    let P = Number.NEGATIVE_INFINITY;
    for (let x = 0; x < 2 * Math.PI; x += 1e-5)
      P = Math.max(P, Math.sin(x) * Math.sin(60 * deg - x) * Math.sin(60 * deg + x));
    const values = {
      P,
      Q: Math.tan(20 * deg) * Math.tan(40 * deg) * Math.tan(80 * deg),
      R: Math.cos(Math.PI / 7) * Math.cos((2 * Math.PI) / 7) * Math.cos((4 * Math.PI) / 7),
      S: Math.sin(10 * deg) ** 2 + Math.sin(50 * deg) ** 2 + Math.sin(70 * deg) ** 2,
    };
    expectKeyedText(
      jee,
      "jee-am-mat-034",
      advCode(values, [Math.sqrt(3), -1 / 8, 1 / 4, 3 / 2, 1 / 8], 1e-6),
    );
  });
});
