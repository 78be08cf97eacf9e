import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectKeyedNumber,
  expectNumericAnswer,
  multipleQuestion,
  rk4,
  singleQuestion,
} from "~/server/test-support/content/check-answers";
import { cross, dot, expectKeyedValue, integrate, norm } from "~/server/test-support/content/jee-answers";

const jee = loadExamBank("jee");

/**
 * Independent re-derivation of the keys of the third JEE Advanced mathematics set
 * (content/bank/jee/mathematics-advanced-3.yaml): counts by enumeration, values by numeric
 * integration, scans and direct solution of the passages' set-ups, multiple-correct keys option by
 * option.
 */

/** The keyed set of a multiple-correct question equals the statements the test found true. */
function expectKeyedSet(key: string, truths: boolean[]): void {
  const expected = truths.flatMap((t, i) => (t ? [i] : []));
  expect(multipleQuestion(jee, key).correctAnswers, key).toEqual(expected);
}

/** The keyed option is the only one of the option values (computed by the test) that equals `computed`. */
function expectKeyedAmong(key: string, optionValues: number[], computed: number, tol = 1e-9): void {
  const matches = optionValues.flatMap((v, i) =>
    Math.abs(v - computed) <= tol * Math.max(1, Math.abs(v)) ? [i] : [],
  );
  expect(matches, `${key}: options matching ${computed}`).toHaveLength(1);
  expect(singleQuestion(jee, key).correct, key).toBe(matches[0]);
}

const near = (a: number, b: number, tol = 1e-9) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

type Matrix = number[][];
const entry = (m: Matrix, i: number, j: number) => (m[i] as number[])[j] as number;
const matMul = (a: Matrix, b: Matrix): Matrix =>
  a.map((_, i) => b.map((__, j) => a.reduce((s, ___, k) => s + entry(a, i, k) * entry(b, k, j), 0)));
const matAdd = (a: Matrix, b: Matrix, t = 1): Matrix =>
  a.map((row, i) => row.map((v, j) => v + t * entry(b, i, j)));
const det3 = (m: Matrix) => dot(m[0] as number[], cross(m[1] as number[], m[2] as number[]));
const identity = (n: number): Matrix =>
  Array.from({ length: n }, (_, i) => Array.from({ length: n }, (__, j) => (i === j ? 1 : 0)));
const maxAbs = (m: Matrix) => Math.max(...m.flat().map(Math.abs));

/** Solves a small linear system by Gaussian elimination with partial pivoting. */
function solve(a: Matrix, b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(entry(m, r, c)) > Math.abs(entry(m, p, c))) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = entry(m, r, c) / entry(m, c, c);
      m[r] = (m[r] as number[]).map((v, j) => v - f * entry(m, c, j));
    }
  }
  return m.map((row, i) => (row[n] as number) / entry(m, i, i));
}

describe("JEE Advanced mathematics, third set: single correct", () => {
  it("jee-adv3-math-001: obtuse triangles on the vertices of a regular 12-gon (angles from coordinates)", () => {
    const V = Array.from({ length: 12 }, (_, k) => [
      Math.cos((k * Math.PI) / 6),
      Math.sin((k * Math.PI) / 6),
    ]);
    const angleCos = (p: number[], q: number[], r: number[]) => {
      const u = [(q[0] as number) - (p[0] as number), (q[1] as number) - (p[1] as number)];
      const v = [(r[0] as number) - (p[0] as number), (r[1] as number) - (p[1] as number)];
      return dot(u, v) / (norm(u) * norm(v));
    };
    let obtuse = 0;
    let right = 0;
    let total = 0;
    for (let i = 0; i < 12; i++)
      for (let j = i + 1; j < 12; j++)
        for (let k = j + 1; k < 12; k++) {
          const [a, b, c] = [V[i], V[j], V[k]] as [number[], number[], number[]];
          const cosines = [angleCos(a, b, c), angleCos(b, c, a), angleCos(c, a, b)];
          total++;
          if (cosines.some((x) => x < -1e-9)) obtuse++;
          else if (cosines.some((x) => Math.abs(x) <= 1e-9)) right++;
        }
    expect(total).toBe(220);
    expect(right).toBe(60);
    expectKeyedNumber(jee, "jee-adv3-math-001", obtuse);
  });

  it("jee-adv3-math-002: e^x = k x^3 has two roots exactly above the least value of e^x / x^3 (scan)", () => {
    const f = (x: number) => Math.exp(x) / x ** 3;
    let k0 = Number.POSITIVE_INFINITY;
    for (let x = 0.01; x <= 20; x += 1e-5) k0 = Math.min(k0, f(x));
    // count sign changes of e^x - k x^3 over a wide range for k just below and above k0
    const roots = (k: number) => {
      let n = 0;
      let prev = Math.exp(-30) - k * (-30) ** 3;
      for (let x = -30; x <= 40; x += 1e-4) {
        const v = Math.exp(x) - k * x ** 3;
        if (Math.sign(v) !== Math.sign(prev)) n++;
        prev = v;
      }
      return n;
    };
    expect(roots(k0 * 0.99)).toBe(0);
    expect(roots(k0 * 1.01)).toBe(2);
    expect(roots(k0 * 5)).toBe(2);
    const e = Math.E;
    expectKeyedAmong("jee-adv3-math-002", [e ** 2 / 8, e / 3, e ** 3 / 9, e ** 3 / 27], k0, 1e-6);
  });

  it("jee-adv3-math-003: functions on {1, 2, 3, 4} with f∘f = f (all 256 enumerated)", () => {
    let count = 0;
    for (let m = 0; m < 256; m++) {
      const f = [0, 1, 2, 3].map((i) => (m >> (2 * i)) & 3);
      if (f.every((y) => f[y] === y)) count++;
    }
    expectKeyedNumber(jee, "jee-adv3-math-003", count);
  });

  it("jee-adv3-math-004: Σ k / (k^4 + k^2 + 1) for k = 1 to 10 (summed)", () => {
    let s = 0;
    for (let k = 1; k <= 10; k++) s += k / (k ** 4 + k ** 2 + 1);
    expectKeyedValue(jee, "jee-adv3-math-004", s, 1e-12);
  });
});

describe("JEE Advanced mathematics, third set: multiple correct", () => {
  it("jee-adv3-math-005: the matrix A with rows (2, -2, -4), (-1, 3, 4), (1, -2, -3)", () => {
    const A = [
      [2, -2, -4],
      [-1, 3, 4],
      [1, -2, -3],
    ];
    const I3 = identity(3);
    const IA = matAdd(I3, A);
    const candidate = matAdd(I3, A, -0.5);
    let P = identity(3);
    for (let i = 0; i < 10; i++) P = matMul(P, IA);
    expectKeyedSet("jee-adv3-math-005", [
      maxAbs(matAdd(matMul(A, A), A, -1)) === 0,
      det3(IA) === 4,
      maxAbs(matAdd(matMul(IA, candidate), I3, -1)) < 1e-12,
      maxAbs(matAdd(P, matAdd(I3, A, 1024), -1)) === 0,
    ]);
    // the power is I + 1023 A
    expect(maxAbs(matAdd(P, matAdd(I3, A, 1023), -1))).toBe(0);
  });

  it("jee-adv3-math-006: a = (1, 2, -1), b = (2, -1, 1), c = (1, 1, 0)", () => {
    const a = [1, 2, -1];
    const b = [2, -1, 1];
    const c = [1, 1, 0];
    const triple = cross(a, cross(b, c));
    expectKeyedSet("jee-adv3-math-006", [
      Math.abs(dot(cross(a, b), c)) === 2,
      triple.every((x, i) => x === [7, -2, 3][i]),
      near(norm(cross(a, b)), Math.sqrt(30)),
      near(dot(c, a) / norm(a), Math.sqrt(6) / 3),
    ]);
  });
});

describe("JEE Advanced mathematics, third set: numerical value", () => {
  it("jee-adv3-math-007: coefficient of x^10 in (1 + x + x^2 + x^3)^5 (polynomial product)", () => {
    let p = [1];
    for (let i = 0; i < 5; i++) {
      const next = new Array(p.length + 3).fill(0) as number[];
      p.forEach((c, d) => {
        for (let e = 0; e <= 3; e++) next[d + e] = (next[d + e] as number) + c;
      });
      p = next;
    }
    expectNumericAnswer(jee, "jee-adv3-math-007", p[10] as number);
  });

  it("jee-adv3-math-008: Σ 1 / (1 - ω^k) over the ninth roots of unity other than 1", () => {
    let re = 0;
    let im = 0;
    for (let k = 1; k <= 8; k++) {
      const t = (2 * Math.PI * k) / 9;
      // 1 / (1 - cos t - i sin t)
      const [x, y] = [1 - Math.cos(t), -Math.sin(t)];
      const d = x * x + y * y;
      re += x / d;
      im += -y / d;
    }
    expect(Math.abs(im)).toBeLessThan(1e-9);
    expectNumericAnswer(jee, "jee-adv3-math-008", re);
  });

  it("jee-adv3-math-009: four dice with a square product (all 1296 throws)", () => {
    const isSquare = (n: number) => Math.round(Math.sqrt(n)) ** 2 === n;
    let squares = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) if (isSquare(a * b * c * d)) squares++;
    expectNumericAnswer(jee, "jee-adv3-math-009", (1296 * squares) / 6 ** 4);
  });

  it("jee-adv3-math-010: ∫ x / (sin x + cos x) over (0, π/2) (Simpson)", () => {
    expectNumericAnswer(
      jee,
      "jee-adv3-math-010",
      integrate((x) => x / (Math.sin(x) + Math.cos(x)), 0, Math.PI / 2),
    );
  });

  it("jee-adv3-math-011: distance of O from the line x + y + z = 1, 2x - y + z = 3 (minimised on the line)", () => {
    const d = cross([1, 1, 1], [2, -1, 1]);
    // a point of both planes with z = 0
    const [x0, y0] = solve(
      [
        [1, 1],
        [2, -1],
      ],
      [1, 3],
    ) as [number, number];
    const A = [x0, y0, 0];
    expect(near(dot([1, 1, 1], A), 1) && near(dot([2, -1, 1], A), 3)).toBe(true);
    let best = Number.POSITIVE_INFINITY;
    for (let t = -5; t <= 5; t += 1e-5)
      best = Math.min(best, norm(A.map((v, i) => v + t * (d[i] as number))));
    expectNumericAnswer(jee, "jee-adv3-math-011", best);
  });

  it("jee-adv3-math-012: bisector of A = 60° with AC = 5, AB = 8 (coordinates)", () => {
    // A at the origin, AB along the x-axis, AC at 60°
    const B = [8, 0];
    const C = [5 * Math.cos(Math.PI / 3), 5 * Math.sin(Math.PI / 3)];
    // D divides BC in the ratio AB : AC = 8 : 5
    const D = [0, 1].map((i) => ((B[i] as number) * 5 + (C[i] as number) * 8) / 13);
    // D is on the bisector: the direction of AD makes 30° with AB
    expect(near(Math.atan2(D[1] as number, D[0] as number), Math.PI / 6, 1e-12)).toBe(true);
    expect(
      near(norm([(B[0] as number) - (C[0] as number), (B[1] as number) - (C[1] as number)]), 7, 1e-12),
    ).toBe(true);
    expectNumericAnswer(jee, "jee-adv3-math-012", norm(D));
  });
});

describe("JEE Advanced mathematics, third set: paragraphs", () => {
  // passage 1: x^2/25 + y^2/9 = 1, P in the first quadrant with x = 4
  const a = 5;
  const b = 3;
  const P = [4, b * Math.sqrt(1 - 16 / 25)];
  // the tangent at P: x x1 / a^2 + y y1 / b^2 = 1, as n · X = 1
  const tangent = [(P[0] as number) / a ** 2, (P[1] as number) / b ** 2];
  const foci = [
    [Math.sqrt(a * a - b * b), 0],
    [-Math.sqrt(a * a - b * b), 0],
  ];

  it("jee-adv3-math-013: product of the distances of the foci from the tangent at P", () => {
    expect(near(P[1] as number, 1.8)).toBe(true);
    const dist = (X: number[]) => Math.abs(dot(tangent, X) - 1) / norm(tangent);
    expectNumericAnswer(jee, "jee-adv3-math-013", dist(foci[0] as number[]) * dist(foci[1] as number[]));
  });

  it("jee-adv3-math-014: PG, the normal at P up to the x-axis", () => {
    // the normal at P runs along the tangent's normal vector; move from P until y = 0
    const s = -(P[1] as number) / (tangent[1] as number);
    const G = [(P[0] as number) + s * (tangent[0] as number), 0];
    expect(near(G[0] as number, 2.56)).toBe(true);
    expectNumericAnswer(
      jee,
      "jee-adv3-math-014",
      norm([(P[0] as number) - (G[0] as number), P[1] as number]),
    );
  });

  // passage 2: the walk on 0..4 solved from the first-step equations
  const right = 2 / 3;
  const left = 1 / 3;
  const firstStep = [
    [1, -right, 0],
    [-left, 1, -right],
    [0, -left, 1],
  ];

  it("jee-adv3-math-015: probability of reaching 4 before 0 from 1", () => {
    const [p1] = solve(firstStep, [0, 0, right]) as [number];
    // the same by simulating the distribution of the token for many moves
    let dist = [0, 1, 0, 0, 0];
    for (let n = 0; n < 2000; n++) {
      const next = [dist[0] as number, 0, 0, 0, dist[4] as number];
      for (let i = 1; i <= 3; i++) {
        next[i + 1] = (next[i + 1] as number) + right * (dist[i] as number);
        next[i - 1] = (next[i - 1] as number) + left * (dist[i] as number);
      }
      dist = next;
    }
    expect(near(dist[4] as number, p1, 1e-9)).toBe(true);
    expectNumericAnswer(jee, "jee-adv3-math-015", p1);
  });

  it("jee-adv3-math-016: expected number of moves from 1", () => {
    const [E1] = solve(firstStep, [1, 1, 1]) as [number];
    // the same as Σ P(game still running after n moves)
    let dist = [0, 1, 0, 0, 0];
    let expected = 0;
    for (let n = 0; n < 2000; n++) {
      expected += (dist[1] as number) + (dist[2] as number) + (dist[3] as number);
      const next = [0, 0, 0, 0, 0];
      for (let i = 1; i <= 3; i++) {
        next[i + 1] = (next[i + 1] as number) + right * (dist[i] as number);
        next[i - 1] = (next[i - 1] as number) + left * (dist[i] as number);
      }
      next[0] = 0;
      next[4] = 0;
      dist = next;
    }
    expect(near(expected, E1, 1e-9)).toBe(true);
    expectNumericAnswer(jee, "jee-adv3-math-016", E1);
  });

  // passage 3: bill(v) = 0.04 v^3 rupees per hour for 100 / (v - 3) hours
  const bill = (v: number) => (0.04 * v ** 3 * 100) / (v - 3);
  let bestV = 0;
  let bestBill = Number.POSITIVE_INFINITY;
  for (let v = 3.001; v <= 30; v += 1e-5) {
    const c = bill(v);
    if (c < bestBill) {
      bestBill = c;
      bestV = v;
    }
  }

  it("jee-adv3-math-017: the most economical speed through the water (scan)", () => {
    expectNumericAnswer(jee, "jee-adv3-math-017", bestV);
  });

  it("jee-adv3-math-018: the least fuel bill for the trip (scan)", () => {
    expect(Math.abs(bestBill - Math.round(bestBill))).toBeLessThan(1e-6);
    expectNumericAnswer(jee, "jee-adv3-math-018", Math.round(bestBill));
  });

  // passage 4: dS/dt = 2 - 2S / (100 + 2t), S(0) = 10, tank of 200 L filling at 2 L/min
  const dS = (t: number, S: number) => 4 * 0.5 - (2 * S) / (100 + 2 * t);
  const fullAt = (200 - 100) / (4 - 2);

  it("jee-adv3-math-019: salt when the tank is full (RK4)", () => {
    expectNumericAnswer(jee, "jee-adv3-math-019", rk4(dS, 0, 10, fullAt));
  });

  it("jee-adv3-math-020: first time the tank holds 40 kg (RK4 and bisection)", () => {
    expect(rk4(dS, 0, 10, fullAt)).toBeGreaterThan(40);
    let lo = 0;
    let hi = fullAt;
    for (let i = 0; i < 60; i++) {
      const mid = (lo + hi) / 2;
      if (rk4(dS, 0, 10, mid, 2000) < 40) lo = mid;
      else hi = mid;
    }
    // S increases, so this crossing is the first one
    for (let t = 0; t < lo; t += 0.5) expect(rk4(dS, 0, 10, t, 2000)).toBeLessThan(40);
    expectNumericAnswer(jee, "jee-adv3-math-020", lo);
  });
});
