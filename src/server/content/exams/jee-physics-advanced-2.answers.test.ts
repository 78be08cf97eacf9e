import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectNumericAnswer,
  keyedOption,
  multipleQuestion,
  singleQuestion,
} from "~/server/test-support/content/check-answers";
import { expectKeyedText, expectKeyedValue, integrate } from "~/server/test-support/content/jee-answers";

const jee = loadExamBank("jee");

/**
 * Independent re-derivation of the keys of the second JEE Advanced-style Physics set: values are
 * worked out here from the givens (often by simulating or integrating), multiple-correct keys
 * statement by statement and List-I/List-II codes pair by pair.
 */

const near = (a: number, b: number, tol = 1e-6) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

/** A List-I (P, Q, R, S) code, "P-1, Q-2, R-4, S-3", from the values computed for each entry. */
function advCode(values: Record<"P" | "Q" | "R" | "S", number>, listII: number[], tol = 1e-6): string {
  return (["P", "Q", "R", "S"] as const)
    .map((k) => {
      const matches = listII.flatMap((v, i) => (near(v, values[k], tol) ? [i] : []));
      expect(matches, `${k} = ${values[k]} matches exactly one List-II entry`).toHaveLength(1);
      return `${k}-${(matches[0] ?? -1) + 1}`;
    })
    .join(", ");
}

/** The keyed set of a multiple-correct question equals the statements the test found true. */
function expectKeyedSet(key: string, truths: boolean[]): void {
  const expected = truths.flatMap((t, i) => (t ? [i] : []));
  expect(multipleQuestion(jee, key).correctAnswers, key).toEqual(expected);
}

/**
 * For options written as formulas: `candidates` are the options' formulas evaluated (in option
 * order) at the same values of the symbols as `computed`; exactly one must match, and it is keyed.
 */
function expectKeyedFormula(key: string, candidates: number[], computed: number): void {
  const matches = candidates.flatMap((c, i) => (near(c, computed, 1e-6) ? [i] : []));
  expect(matches, `${key}: options matching ${computed}`).toHaveLength(1);
  expect(singleQuestion(jee, key).correct, key).toBe(matches[0]);
}

/** Root of a continuous f on [a, b] with a sign change, by bisection. */
function bisect(f: (x: number) => number, a: number, b: number): number {
  let [lo, hi] = [a, b];
  const sLo = Math.sign(f(lo));
  expect(sLo).not.toBe(Math.sign(f(hi)));
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(f(mid)) === sLo) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Solves a small linear system A x = b by Gaussian elimination with partial pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const m = A.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[p]?.[c] ?? 0)) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = m[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const factor = (row[c] ?? 0) / (pivot[c] ?? 1);
      for (let k = c; k <= n; k++) row[k] = (row[k] ?? 0) - factor * (pivot[k] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

const deg = Math.PI / 180;

describe("JEE Advanced-style Physics, set 2: single correct", () => {
  it("jee-am-phy-001: cylinder rolling on a pulled plank (F = M = R = 1)", () => {
    const [F, M, R] = [1, 1, 1];
    // friction f on the cylinder along F; slip rate of the contact points as a function of f
    const slip = (f: number) => {
      const ac = f / M;
      const alpha = (f * R) / ((M * R * R) / 2);
      const ap = (F - f) / (2 * M);
      return ac + alpha * R - ap;
    };
    const f = bisect(slip, -F, F);
    expectKeyedValue(jee, "jee-am-phy-001", f / M, 1e-9);
  });

  it("jee-am-phy-002: apogee after a tangential boost (GM = R = 1)", () => {
    const r0 = 3;
    const vp = Math.sqrt(1.5) * Math.sqrt(1 / r0);
    const energy = (r: number) => ((r0 * vp) / r) ** 2 / 2 - 1 / r - ((vp * vp) / 2 - 1 / r0);
    const ra = bisect(energy, r0 * 1.0001, 100);
    expectKeyedValue(jee, "jee-am-phy-002", ra, 1e-9);
  });

  it("jee-am-phy-003: P ∝ V² for a diatomic gas (integrated, nR = 1)", () => {
    const [v1, v2] = [1, 2];
    const w = integrate((v) => v * v, v1, v2);
    const dU = 2.5 * (v2 ** 3 - v1 ** 3); // T = PV = V³
    expectKeyedValue(jee, "jee-am-phy-003", w / (w + dU), 1e-9);
  });

  it("jee-am-phy-004: earthed inner sphere (k = Q = R = 1)", () => {
    const q = bisect((x) => x / 1 + 1 / 3, -5, 5);
    expectKeyedValue(jee, "jee-am-phy-004", (q + 1) / 3, 1e-9);
  });

  it("jee-am-phy-005: torque on a Faraday disc (integrated)", () => {
    const [B, w, a, R] = [0.5, 3, 2, 5];
    const emf = integrate((r) => B * w * r, 0, a);
    const I = emf / R;
    const torque = integrate((r) => B * I * r, 0, a);
    expect(torque * w).toBeCloseTo((emf * emf) / R, 9);
    const options = [
      (B * B * w * a ** 4) / (2 * R),
      (B * B * w * a ** 4) / (4 * R),
      (B * B * w * a ** 4) / (8 * R),
      (B * B * w * a ** 2) / (4 * R),
    ];
    expectKeyedFormula("jee-am-phy-005", options, torque);
  });

  it("jee-am-phy-006: silvered equiconvex lens, traced surface by surface", () => {
    const [mu, Rc, obj] = [1.5, 20, 15];
    const fLens = 1 / ((mu - 1) * (2 / Rc));
    const fMirror = Rc / 2;
    // light travels +x; object at -15 (lens at 0): lens 1/v - 1/u = 1/f
    const v1 = 1 / (1 / fLens + 1 / -obj);
    // concave mirror at 0 facing the object: real-is-positive form 1/v + 1/u = 1/f, distances in front
    const v2 = 1 / (1 / fMirror - 1 / -v1);
    // light now travels -x; the converging rays meet v2 in front: a virtual object for the lens
    const v3 = 1 / (1 / fLens + 1 / v2);
    expect(v3).toBeGreaterThan(0); // on the outgoing side: in front, real
    expectKeyedValue(jee, "jee-am-phy-006", v3, 1e-9);
    expect(keyedOption(jee, "jee-am-phy-006")).toContain("in front");
  });

  it("jee-am-phy-007: de Broglie wavelength of the fastest photoelectrons", () => {
    const [h, me, e] = [6.63e-34, 9.1e-31, 1.6e-19];
    const photon = 13.6 * 2 ** 2 * (1 - 1 / 4);
    const k = (photon - 4.0) * e;
    const lambdaNm = h / Math.sqrt(2 * me * k) / 1e-9;
    expectKeyedValue(jee, "jee-am-phy-007", Math.round(lambdaNm * 100) / 100, 1e-9);
  });

  it("jee-am-phy-008: putty on an oscillating block (M = k = A = 1)", () => {
    const v0 = Math.sqrt(1 / 1);
    const v = v0 / (1 + 3);
    const w = Math.sqrt(1 / 4);
    expectKeyedValue(jee, "jee-am-phy-008", v / w, 1e-9);
  });
});

describe("JEE Advanced-style Physics, set 2: multiple correct", () => {
  it("jee-am-phy-009: block on a free wedge (Newton's laws solved)", () => {
    const [m, M, g, th] = [1, 1, 1, 45 * deg];
    const [A, N, ar] = solve(
      [
        [-M, Math.sin(th), 0],
        [m * Math.sin(th), 1, 0],
        [m * Math.cos(th), 0, -m],
      ],
      [0, m * g * Math.cos(th), -m * g * Math.sin(th)],
    ) as [number, number, number];
    expectKeyedSet("jee-am-phy-009", [
      near(A, g / 3),
      near(N, (m * g) / Math.SQRT2),
      near(ar, ((2 * Math.SQRT2) / 3) * g),
      near(ar * Math.sin(th), g / 2),
    ]);
  });

  it("jee-am-phy-010: adiabatic expansion of a diatomic gas", () => {
    const g = 1.4;
    const T2 = 300 * 32 ** (1 - g);
    const work = 2.5 * (300 - T2); // in units of R
    expectKeyedSet("jee-am-phy-010", [
      near(T2, 75),
      near(work, 562.5),
      near(Math.sqrt(T2 / 300), 0.5),
      near(32 ** -g, 1 / 64),
    ]);
  });

  it("jee-am-phy-011: slab of half thickness in an isolated capacitor (ε0 A = d = V0 = 1)", () => {
    const C0 = 1;
    const Q = C0 * 1;
    const C = 1 / (0.5 + 0.5 / 3);
    const V = Q / C;
    const eAir = Q; // σ/ε0
    const eSlab = eAir / 3;
    expect(eAir * 0.5 + eSlab * 0.5).toBeCloseTo(V, 12);
    expectKeyedSet("jee-am-phy-011", [
      near(V, 2 / 3),
      near(eAir, 1),
      near((Q * Q) / (2 * C) / ((Q * Q) / (2 * C0)), 3 / 2),
      near(eSlab, 1 / 3),
    ]);
  });

  it("jee-am-phy-012: helix in a uniform field (Lorentz force integrated)", () => {
    const [m, q, B, v0] = [1, 1, 1, 1]; // B along z
    let pos = [0, 0, 0];
    let vel = [v0 * Math.sin(60 * deg), 0, v0 * Math.cos(60 * deg)];
    const acc = (v: number[]) => [(q / m) * (v[1] ?? 0) * B, (-q / m) * (v[0] ?? 0) * B, 0];
    const tHalf = (Math.PI * m) / (q * B);
    const n = 20000;
    const dt = tHalf / n;
    let maxSide = 0;
    for (let i = 0; i < n; i++) {
      // RK4 on (pos, vel)
      const k1v = acc(vel);
      const k1x = vel;
      const v2 = vel.map((x, j) => x + (dt / 2) * (k1v[j] ?? 0));
      const k2v = acc(v2);
      const v3 = vel.map((x, j) => x + (dt / 2) * (k2v[j] ?? 0));
      const k3v = acc(v3);
      const v4 = vel.map((x, j) => x + dt * (k3v[j] ?? 0));
      const k4v = acc(v4);
      pos = pos.map(
        (x, j) => x + (dt / 6) * ((k1x[j] ?? 0) + 2 * (v2[j] ?? 0) + 2 * (v3[j] ?? 0) + (v4[j] ?? 0)),
      );
      vel = vel.map(
        (x, j) => x + (dt / 6) * ((k1v[j] ?? 0) + 2 * (k2v[j] ?? 0) + 2 * (k3v[j] ?? 0) + (k4v[j] ?? 0)),
      );
      maxSide = Math.max(maxSide, Math.hypot(pos[0] ?? 0, pos[1] ?? 0));
    }
    const radius = maxSide / 2; // after half a turn the particle is a diameter away sideways
    const pitch = 2 * (pos[2] ?? 0); // z advance in a full turn
    const speed = Math.hypot(...vel);
    const distance = Math.hypot(...pos);
    expectKeyedSet("jee-am-phy-012", [
      near(radius, (Math.sqrt(3) * m * v0) / (2 * q * B), 1e-6),
      near(pitch, (2 * Math.PI * m * v0) / (q * B), 1e-6),
      near(speed, v0, 1e-9),
      near(distance, ((m * v0) / (q * B)) * Math.sqrt(3 + Math.PI ** 2 / 4), 1e-6),
    ]);
  });

  it("jee-am-phy-013: film over one slit", () => {
    const [d, D, lambda, mu] = [0.5e-3, 1.0, 600e-9, 1.5];
    const beta = (lambda * D) / d;
    const t = (5 * lambda) / (mu - 1);
    // path difference at height y (towards the covered slit positive): y d / D - (mu - 1) t = 0
    const yCentre = ((mu - 1) * t * D) / d;
    expectKeyedSet("jee-am-phy-013", [
      near(beta * 1e3, 0.6),
      near(t * 1e6, 6.0),
      yCentre < 0,
      near(((lambda / (4 / 3)) * D * 1e3) / d, 0.9),
    ]);
  });

  it("jee-am-phy-014: half-life of 10 days", () => {
    const lambda = Math.LN2 / 10;
    const left = (t: number) => Math.exp(-lambda * t);
    expectKeyedSet("jee-am-phy-014", [
      Math.abs(1 / lambda - 14.4) < 0.05,
      near(1 - left(30), 7 / 8),
      near(1 - left(20) / left(10), 1 / 4),
      near(left(5), 1 / 2),
    ]);
  });
});

describe("JEE Advanced-style Physics, set 2: numerical value", () => {
  it("jee-am-phy-015: perpendicular strike on an incline (simulated)", () => {
    const [u, g, th] = [35, 10, 30 * deg];
    // for launch angle a to the incline, fly until back on the plane; velocity along the plane then
    const flight = (a: number) => {
      const T = (2 * u * Math.sin(a)) / (g * Math.cos(th));
      const along = u * Math.cos(a) - g * Math.sin(th) * T;
      const dist = u * Math.cos(a) * T - 0.5 * g * Math.sin(th) * T * T;
      return { along, dist };
    };
    const a = bisect((x) => flight(x).along, 0.01, Math.PI / 2 - th - 0.01);
    // cross-check by stepping the motion in ground axes
    let [x, y, vx, vy] = [0, 0, u * Math.cos(a + th), u * Math.sin(a + th)];
    const dt = 1e-5;
    do {
      vy -= g * dt;
      x += vx * dt;
      y += vy * dt;
    } while (y > x * Math.tan(th));
    expect(Math.hypot(x, y)).toBeCloseTo(flight(a).dist, 2);
    expectNumericAnswer(jee, "jee-am-phy-015", Math.round(flight(a).dist * 1e6) / 1e6);
  });

  it("jee-am-phy-016: pivot force on a rod with an end mass", () => {
    const [m, g, L] = [0.8, 10, 1.3];
    const I = (m * L * L) / 3 + m * L * L;
    const w2 = (2 * (m * g * (L / 2) + m * g * L)) / I;
    const force = 2 * m * g + m * w2 * (L / 2) + m * w2 * L;
    expectNumericAnswer(jee, "jee-am-phy-016", Math.round(force * 1e9) / 1e9);
  });

  it("jee-am-phy-017: long finite ladder in place of the infinite one", () => {
    // build from the far end: 200 sections ending in a 6 Ω shunt
    let r = 6;
    for (let i = 0; i < 200; i++) r = 1 + (6 * r) / (6 + r);
    const rest = r; // resistance seen after the first 1 Ω, shunted by the first 6 Ω, is r - 1
    const I = 12 / (rest + 1);
    const vShunt = I * (rest - 1);
    expectNumericAnswer(jee, "jee-am-phy-017", Math.round(((vShunt * vShunt) / 6) * 1e9) / 1e9);
  });

  it("jee-am-phy-018: rod on inclined rails in a vertical field (simulated)", () => {
    const [m, g, R, B, l, s] = [0.1, 10, 4, 0.5, 1.0, 0.6];
    const c = Math.sqrt(1 - s * s);
    let v = 0;
    const dt = 1e-4;
    for (let t = 0; t < 60; t += dt) {
      const I = (B * l * v * c) / R;
      v += (g * s - (B * I * l * c) / m) * dt;
    }
    expectNumericAnswer(jee, "jee-am-phy-018", Math.round(v * 1e6) / 1e6);
  });

  it("jee-am-phy-019: atomic number from two lines", () => {
    const diff = (Z: number) => 13.6 * Z * Z * (1 - 1 / 4) - 13.6 * Z * Z * (1 / 4 - 1 / 9);
    const Zs = [1, 2, 3, 4, 5, 6, 7, 8].filter((Z) => Math.abs(diff(Z) - 74.8) < 0.05);
    expect(Zs).toHaveLength(1);
    expectNumericAnswer(jee, "jee-am-phy-019", Zs[0] ?? 0);
  });

  it("jee-am-phy-020: three-rod junction (relaxed to steady state)", () => {
    const rods = [
      [1, 10],
      [2, 40],
      [3, 90],
    ] as const;
    let T = 0;
    for (let i = 0; i < 10000; i++) T += 0.01 * rods.reduce((s, [k, Te]) => s + k * (Te - T), 0);
    expectNumericAnswer(jee, "jee-am-phy-020", Math.round(T * 1e6) / 1e6);
  });

  it("jee-am-phy-021: steam condensed on ice (equilibrium found by enthalpy)", () => {
    // heat the ice side can take up to 100 °C versus the heat all the steam can give
    const iceTo100 = 100 * 0.5 * 20 + 100 * 80 + 100 * 1 * 100;
    const steamAll = 50 * 540 + 50 * 1 * 100; // condense and cool to 0 °C
    expect(steamAll).toBeGreaterThan(100 * 0.5 * 20 + 100 * 80); // all the ice melts
    expect(50 * 540).toBeGreaterThan(iceTo100); // not all the steam condenses: ends at 100 °C
    expectNumericAnswer(jee, "jee-am-phy-021", Math.round((iceTo100 / 540) * 100) / 100);
  });

  it("jee-am-phy-022: beats between direct and reflected sound", () => {
    const [f, v, vs] = [500, 340, 10];
    const direct = (f * v) / (v + vs);
    const reflected = (f * v) / (v - vs);
    expectNumericAnswer(jee, "jee-am-phy-022", Math.round((reflected - direct) * 100) / 100);
  });

  it("jee-am-phy-023: speed at R/6 after launch at half the escape speed (integrated)", () => {
    const [g, R] = [10, 6.4e6];
    const u2 = (2 * g * R) / 4;
    const lost = 2 * integrate((r) => (g * R * R) / (r * r), R, R + R / 6);
    expectNumericAnswer(jee, "jee-am-phy-023", Math.round(Math.sqrt(u2 - lost) / 10) / 100);
  });

  it("jee-am-phy-024: least incidence for emergence from an equilateral prism (scanned)", () => {
    const [mu, A] = [1.5, 60 * deg];
    const emerges = (i: number) => {
      const r1 = Math.asin(Math.sin(i) / mu);
      return mu * Math.sin(A - r1) <= 1;
    };
    let i = 0;
    while (!emerges(i * 1e-5 * deg)) i++;
    expectNumericAnswer(jee, "jee-am-phy-024", Math.round(i * 1e-5 * 100) / 100);
  });

  it("jee-am-phy-025: energy lost joining capacitors oppositely", () => {
    const [c1, v1, c2, v2] = [4e-6, 50, 6e-6, 20];
    const q = c1 * v1 - c2 * v2;
    const v = q / (c1 + c2);
    const before = 0.5 * c1 * v1 * v1 + 0.5 * c2 * v2 * v2;
    const after = 0.5 * (c1 + c2) * v * v;
    expectNumericAnswer(jee, "jee-am-phy-025", Math.round((before - after) * 1e3 * 100) / 100);
  });

  it("jee-am-phy-026: speed of sound in a helium-oxygen mixture", () => {
    const gases = [
      { n: 2, cv: 1.5, M: 4e-3 },
      { n: 3, cv: 2.5, M: 32e-3 },
    ];
    const n = gases.reduce((s, x) => s + x.n, 0);
    const cv = gases.reduce((s, x) => s + x.n * x.cv, 0) / n;
    const gamma = (cv + 1) / cv;
    const M = gases.reduce((s, x) => s + x.n * x.M, 0) / n;
    const v = Math.sqrt((gamma * 8.31 * 300) / M);
    expectNumericAnswer(jee, "jee-am-phy-026", Math.round(v * 100) / 100);
  });
});

describe("JEE Advanced-style Physics, set 2: List-I/List-II", () => {
  it("jee-am-phy-027: moments of inertia about tangents (integrated, M = R = 1)", () => {
    // about a diameter (the z-axis in-plane for flat bodies), then the parallel-axis theorem
    const discDiameter = integrate((r) => 2 * r * ((r * r) / 2), 0, 1); // σ = 1/π: ∫ r² sin² · σ dA
    const sphereDiameter = integrate((r) => 3 * r * r * ((2 / 3) * r * r), 0, 1); // shells of mass 3r² dr
    const ringDiameter = integrate((t) => Math.sin(t) ** 2 / (2 * Math.PI), 0, 2 * Math.PI);
    const shellDiameter = integrate((t) => (Math.sin(t) ** 3 * 1) / 2, 0, Math.PI); // sin² θ · (sin θ/2) dθ
    const values = {
      P: discDiameter + 1,
      Q: sphereDiameter + 1,
      R: ringDiameter + 1,
      S: shellDiameter + 1,
    };
    expectKeyedText(jee, "jee-am-phy-027", advCode(values, [5 / 3, 3 / 2, 5 / 4, 7 / 5, 2], 1e-6));
  });

  it("jee-am-phy-028: heat in four processes of a diatomic gas (P0 = V0 = 1)", () => {
    const cv = 2.5;
    const heat = (p: (v: number) => number, v1: number, v2: number, pv1: number, pv2: number) =>
      integrate(p, v1, v2) + cv * (pv2 - pv1);
    const values = {
      P: heat(() => 1, 1, 3, 1, 3),
      Q: cv * (3 - 1),
      R: heat((v) => 1 / v, 1, 3, 1, 1),
      S: heat((v) => v, 1, 3, 1, 9),
    };
    expectKeyedText(jee, "jee-am-phy-028", advCode(values, [5, 7, 24, Math.log(3), 20], 1e-6));
  });

  it("jee-am-phy-029: fields of charged bodies (k = Q = R = 1, integrated)", () => {
    const ringAxis = (x: number) => {
      // sum the axial components of 2000 point charges on the ring
      let e = 0;
      for (let i = 0; i < 2000; i++) e += (1 / 2000) * (x / (1 + x * x) ** 1.5);
      return e;
    };
    let best = 0;
    for (let x = 0; x < 3; x += 1e-4) best = Math.max(best, ringAxis(x));
    // disc as rings of charge 2 r dr (σ = 1/π)
    const disc = integrate((r) => (2 * r * 1) / (r * r + 1) ** 1.5, 0, 1);
    const values = { P: 0.5 ** 3 / 0.5 ** 2, Q: ringAxis(1), R: best, S: disc };
    expectKeyedText(
      jee,
      "jee-am-phy-029",
      advCode(values, [2 - Math.SQRT2, 1 / 2, 1 / (2 * Math.SQRT2), 2 / (3 * Math.sqrt(3)), 1 / 4], 1e-6),
    );
  });

  it("jee-am-phy-030: average power in series AC circuits", () => {
    const power = (R: number, XL: number, XC: number) => {
      const Z = Math.hypot(R, XL - XC);
      return (100 / Z) ** 2 * R;
    };
    const values = { P: power(30, 40, 0), Q: power(40, 0, 30), R: power(10, 20, 20), S: power(50, 100, 50) };
    expectKeyedText(jee, "jee-am-phy-030", advCode(values, [100, 120, 160, 200, 1000]));
  });

  it("jee-am-phy-031: magnifications with the Cartesian convention", () => {
    const lens = (f: number, u: number) => {
      const v = 1 / (1 / f + 1 / u);
      return v / u;
    };
    const mirror = (f: number, u: number) => {
      const v = 1 / (1 / f - 1 / u);
      return -v / u;
    };
    const values = { P: lens(15, -25), Q: mirror(-20, -10), R: mirror(20, -20), S: lens(-20, -60) };
    expectKeyedText(jee, "jee-am-phy-031", advCode(values, [2, -1.5, 1 / 4, 1 / 2, -2]));
  });

  it("jee-am-phy-032: particles emitted in decay chains", () => {
    // list II as [alpha, beta-, beta+]
    const listII = [
      [1, 2, 0],
      [0, 0, 1],
      [2, 0, 0],
      [0, 2, 0],
      [1, 1, 0],
    ];
    const emitted = (A1: number, Z1: number, A2: number, Z2: number) => {
      const alpha = (A1 - A2) / 4;
      const beta = Z2 - (Z1 - 2 * alpha); // + for beta-, - for beta+
      return [alpha, Math.max(beta, 0), Math.max(-beta, 0)];
    };
    const code = (["P", "Q", "R", "S"] as const)
      .map((k, i) => {
        const [A1, Z1, A2, Z2] = [
          [226, 88, 218, 84],
          [234, 90, 234, 92],
          [232, 90, 228, 90],
          [22, 11, 22, 10],
        ][i] as [number, number, number, number];
        const e = emitted(A1, Z1, A2, Z2);
        const j = listII.findIndex((row) => row.every((x, t) => x === e[t]));
        expect(j, k).toBeGreaterThanOrEqual(0);
        return `${k}-${j + 1}`;
      })
      .join(", ");
    expectKeyedText(jee, "jee-am-phy-032", code);
  });

  it("jee-am-phy-033: Doppler frequencies", () => {
    const [f, v] = [680, 340];
    const heard = (vo: number, vs: number) => (f * (v + vo)) / (v - vs); // + towards
    const values = { P: heard(0, 20), Q: heard(20, 0), R: heard(0, -20), S: heard(-20, 0) };
    expectKeyedText(jee, "jee-am-phy-033", advCode(values, [640, 642.2, 680, 720, 722.5], 1e-4));
  });

  it("jee-am-phy-034: a satellite at radius 2R (g = R = m = 1, GM = 1)", () => {
    const r = 2;
    const v = Math.sqrt(1 / r);
    const T = (2 * Math.PI * r) / v;
    const values = { P: v, Q: T / (2 * Math.PI), R: Math.sqrt(2 / r), S: 1 / (2 * r) };
    expectKeyedText(
      jee,
      "jee-am-phy-034",
      advCode(values, [1, 1 / 4, 2 * Math.SQRT2, 1 / Math.SQRT2, 1 / 2]),
    );
  });
});
