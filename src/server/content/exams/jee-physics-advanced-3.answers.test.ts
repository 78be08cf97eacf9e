import { describe, expect, it } from "vitest";
import { loadExamBank } from "~/server/content/load";
import {
  expectNumericAnswer,
  multipleQuestion,
  rk4,
  singleQuestion,
} from "~/server/test-support/content/check-answers";
import { expectKeyedValue, integrate } from "~/server/test-support/content/jee-answers";

const jee = loadExamBank("jee");

/**
 * Independent re-derivation of the keys of the third JEE Advanced-style Physics set: values are
 * worked out here from the givens (by integrating, simulating or solving the set-up again),
 * multiple-correct keys statement by statement, paragraph answers from the passage's data.
 */

const near = (a: number, b: number, tol = 1e-6) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));

/** The givens the test works from are the ones the question (or its passage) states. */
function expectGivens(key: string, givens: string[]): void {
  const question = jee.questions.find((q) => q.key === key);
  const stimulus = jee.stimuli?.find((s) => s.key === key);
  const text = question?.text ?? stimulus?.body;
  expect(text, `${key} exists`).toBeDefined();
  for (const g of givens) expect(text, `${key} states ${g}`).toContain(g);
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
function expectKeyedFormula(key: string, candidates: number[], computed: number, tol = 1e-6): void {
  const matches = candidates.flatMap((c, i) => (near(c, computed, tol) ? [i] : []));
  expect(matches, `${key}: options matching ${computed}`).toHaveLength(1);
  expect(singleQuestion(jee, key).correct, key).toBe(matches[0]);
}

/** A value as the learner would type it to two decimal places. */
const twoPlaces = (x: number) => Math.round(x * 100) / 100;

const deg = Math.PI / 180;

describe("JEE Advanced-style Physics, set 3: single correct", () => {
  it("jee-adv3-phy-001: constant power against linear drag (integrated, m = b = P = 1)", () => {
    const [m, b, P] = [1, 1, 1];
    const vt = Math.sqrt(P / b);
    // m dv/dt = P/v - bv, so dt = m v dv / (P - b v²): the time to reach vt/2
    const t = integrate((v) => (m * v) / (P - b * v * v), 0, vt / 2);
    const options = [
      (m / (2 * b)) * Math.log(4 / 3),
      (m / b) * Math.log(4 / 3),
      (m / (2 * b)) * Math.log(2),
      (m / b) * Math.log(2),
    ];
    expectKeyedFormula("jee-adv3-phy-001", options, t);
  });

  it("jee-adv3-phy-002: radiation force on a partly reflecting surface (momentum fluxes, I = c = 1)", () => {
    expectGivens("jee-adv3-phy-002", ["$60^\\circ$", "$60\\%$"]);
    const th = 60 * deg;
    const reflectance = 0.6;
    // the beam travels along d; the surface normal is n = (0, 1) pointing into the surface
    const d = [Math.sin(th), Math.cos(th)];
    const flux = Math.cos(th); // momentum arriving per unit area per unit time, along d
    const incoming = d.map((x) => x * flux);
    const reflected = [d[0] ?? 0, -(d[1] ?? 0)].map((x) => x * flux * reflectance);
    // force on the surface = momentum in - momentum out
    const force = incoming.map((x, i) => x - (reflected[i] ?? 0));
    expectKeyedValue(jee, "jee-adv3-phy-002", Math.hypot(...force), 1e-9);
  });

  it("jee-adv3-phy-003: Zener regulator over a drifting supply", () => {
    const [Vz, Rs, RL, minI] = [10, 100, 250, 0.005];
    const zenerCurrent = (Vs: number) => (Vs - Vz) / Rs - Vz / RL;
    let most = 0;
    for (let Vs = 15; Vs <= 25 + 1e-9; Vs += 0.01) {
      expect(zenerCurrent(Vs)).toBeGreaterThanOrEqual(minI - 1e-12); // regulates throughout
      most = Math.max(most, Vz * zenerCurrent(Vs));
    }
    expectKeyedValue(jee, "jee-adv3-phy-003", most, 1e-6);
  });

  it("jee-adv3-phy-004: maximum error in Searle's Young's modulus", () => {
    const lc = 0.5 / 50;
    const d = 0 + 42 * lc - 2 * lc;
    expect(d).toBeCloseTo(0.4, 12);
    const rel = 0.001 / 2.0 + 2 * (lc / d) + 0.01 / 0.8;
    expectKeyedValue(jee, "jee-adv3-phy-004", rel * 100, 1e-9);
  });
});

describe("JEE Advanced-style Physics, set 3: multiple correct", () => {
  it("jee-adv3-phy-005: release from rest in crossed fields (Lorentz force integrated)", () => {
    const [m, q, E, B] = [1, 1, 1, 1];
    let pos = [0, 0];
    let vel = [0, 0];
    const acc = (v: number[]) => [(q / m) * (v[1] ?? 0) * B, (q / m) * (E - (v[0] ?? 0) * B)];
    const period = (2 * Math.PI * m) / (q * B);
    const n = 200000;
    const dt = (5 * period) / n;
    let [maxSpeed, maxY] = [0, 0];
    let firstReturn = Number.NaN;
    const ys = [0, 0]; // y one and two steps back
    for (let i = 0; i < n; i++) {
      const k1v = acc(vel);
      const v2 = vel.map((x, j) => x + (dt / 2) * (k1v[j] ?? 0));
      const k2v = acc(v2);
      const v3 = vel.map((x, j) => x + (dt / 2) * (k2v[j] ?? 0));
      const k3v = acc(v3);
      const v4 = vel.map((x, j) => x + dt * (k3v[j] ?? 0));
      const k4v = acc(v4);
      const [yPrev, yNow] = [ys[0] ?? 0, ys[1] ?? 0];
      pos = pos.map(
        (x, j) => x + (dt / 6) * ((vel[j] ?? 0) + 2 * (v2[j] ?? 0) + 2 * (v3[j] ?? 0) + (v4[j] ?? 0)),
      );
      vel = vel.map(
        (x, j) => x + (dt / 6) * ((k1v[j] ?? 0) + 2 * (k2v[j] ?? 0) + 2 * (k3v[j] ?? 0) + (k4v[j] ?? 0)),
      );
      maxSpeed = Math.max(maxSpeed, Math.hypot(...vel));
      maxY = Math.max(maxY, Math.abs(pos[1] ?? 0));
      // back on the x-axis: y, having risen, falls to a minimum at (numerically) zero
      const yNext = pos[1] ?? 0;
      if (Number.isNaN(firstReturn) && i > 10 && yNow < yPrev && yNow <= yNext && yNow < 1e-6)
        firstReturn = i * dt;
      ys.splice(0, 2, yNow, yNext);
    }
    const meanVx = (pos[0] ?? 0) / (n * dt); // over five whole turns
    expectKeyedSet("jee-adv3-phy-005", [
      near(maxSpeed, (2 * E) / B, 1e-6),
      near(maxY, (2 * m * E) / (q * B * B), 1e-6),
      Math.abs(firstReturn - (Math.PI * m) / (q * B)) < 1e-3,
      near(meanVx, E / B, 1e-6) && Math.abs(pos[1] ?? 0) < 1e-6,
    ]);
    expect(Math.abs(firstReturn - period)).toBeLessThan(1e-3);
  });

  it("jee-adv3-phy-006: RC circuit charged then discharged (simulated, microfarads and microseconds)", () => {
    const [emf, R1, R2, C] = [12, 2, 4, 3];
    const dqdt = (q: number) => (emf - q / C) / R1 - q / C / R2; // current into C
    const qEnd = rk4((_t, q) => dqdt(q), 0, 0, 200, 200000);
    // the time constant of charging: time to reach 1 - 1/e of the final charge
    let [q, t] = [0, 0];
    const dt = 1e-5;
    while (q < qEnd * (1 - Math.exp(-1))) {
      q += dqdt(q) * dt;
      t += dt;
    }
    const tauCharge = t;
    // discharge through R2 alone: I = q / (R2 C); heat = ∫ I² R2 dt, stepped to the end
    const qAt12 = rk4((_x, y) => -y / (R2 * C), 0, qEnd, 12, 20000);
    const tauDischarge = -12 / Math.log(qAt12 / qEnd);
    let [qd, heat] = [qEnd, 0];
    for (let i = 0; i < 400000; i++) {
      const I = qd / (R2 * C);
      heat += I * I * R2 * 1e-3;
      qd -= I * 1e-3;
    }
    expectKeyedSet("jee-adv3-phy-006", [
      near(qEnd, 24, 1e-6),
      Math.abs(tauCharge - 6) < 0.01,
      Math.abs(tauDischarge - 12) < 0.01,
      Math.abs(heat - 192) < 0.5,
    ]);
    expect(tauCharge).toBeCloseTo(4, 2);
    expect(heat).toBeCloseTo(96, 1);
  });
});

describe("JEE Advanced-style Physics, set 3: numerical value", () => {
  it("jee-adv3-phy-007: block on a pushed plank (simulated with friction)", () => {
    const [m, M, mu, g, F, tOn] = [2, 4, 0.5, 10, 40, 3];
    let [vb, vp, heat] = [0, 0, 0];
    const dt = 1e-5;
    for (let t = 0; t < 20; t += dt) {
      const force = t < tOn ? F : 0;
      const rel = vp - vb;
      let f: number; // friction on the block, along +x
      if (Math.abs(rel) > 1e-9) f = Math.sign(rel) * mu * m * g;
      else {
        const together = force / (m + M);
        f = Math.abs(m * together) <= mu * m * g ? m * together : Math.sign(force) * mu * m * g;
      }
      const ab = f / m;
      const ap = (force - f) / M;
      const slide = Math.abs(rel) > 1e-9 ? Math.abs(rel) * dt : 0;
      heat += mu * m * g * slide;
      const [nb, np] = [vb + ab * dt, vp + ap * dt];
      // the sliding stops when the relative velocity would change sign
      if (Math.abs(rel) > 1e-9 && Math.sign(np - nb) !== Math.sign(rel)) {
        const common = (m * nb + M * np) / (m + M);
        [vb, vp] = [common, common];
      } else [vb, vp] = [nb, np];
    }
    expect(vb).toBeCloseTo((F * tOn) / (m + M), 3);
    expectNumericAnswer(jee, "jee-adv3-phy-007", Math.round(heat));
    expect(heat).toBeCloseTo(150, 1);
  });

  it("jee-adv3-phy-008: field at the centre of a spinning disc with σ ∝ r (rings summed)", () => {
    const [Q, R, w, mu0] = [10e-6, 0.02, 400, 4 * Math.PI * 1e-7];
    const k = Q / integrate((r) => r * 2 * Math.PI * r, 0, R);
    const B = integrate((r) => (mu0 * (k * r * 2 * Math.PI * r * (w / (2 * Math.PI)))) / (2 * r), 1e-12, R);
    expectNumericAnswer(jee, "jee-adv3-phy-008", Math.round(B * 1e9 * 1e6) / 1e6);
  });

  it("jee-adv3-phy-009: retardation α√v (simulated)", () => {
    const [v0, a] = [9, 0.5];
    let [v, x, t] = [v0, 0, 0];
    const dt = 1e-5;
    while (v > 0) {
      const nv = Math.max(0, v - a * Math.sqrt(v) * dt);
      x += ((v + nv) / 2) * dt;
      v = nv;
      t += dt;
    }
    expect(t).toBeCloseTo(12, 2);
    expect(x).toBeCloseTo(36, 2);
    expectNumericAnswer(jee, "jee-adv3-phy-009", twoPlaces(x / t));
  });

  it("jee-adv3-phy-010: farthest reach of photoelectrons in a field along the plate (directions scanned)", () => {
    const [hc, phi, lambda, me, e, B] = [1240, 2.2, 200, 9.1e-31, 1.6e-19, 1e-4];
    const p = Math.sqrt(2 * me * (hc / lambda - phi) * e);
    // plate: the plane y = 0 with B along z; velocity direction (θ from the plate normal y, ϕ about it)
    let best = 0;
    for (let i = 0; i <= 90; i++) {
      for (let j = 0; j < 360; j++) {
        const th = i * deg;
        const ph = j * deg;
        const dir = [Math.sin(th) * Math.cos(ph), Math.cos(th), Math.sin(th) * Math.sin(ph)];
        const vPerp = [dir[0] ?? 0, dir[1] ?? 0]; // the part across B, in the x-y plane
        const r = (p * Math.hypot(vPerp[0] ?? 0, vPerp[1] ?? 0)) / (e * B);
        // electron (negative): acceleration ∝ -(v × B) = (-vy, vx) B; centre lies along that from the start
        const n = Math.hypot(vPerp[0] ?? 0, vPerp[1] ?? 0);
        const centreY = n > 0 ? (r * (vPerp[0] ?? 0)) / n : 0;
        best = Math.max(best, centreY + r);
      }
    }
    expectNumericAnswer(jee, "jee-adv3-phy-010", twoPlaces(best * 100));
  });

  it("jee-adv3-phy-011: ordered motion turned into heat in a He-N2 mixture", () => {
    const gases = [
      { n: 1, f: 3, M: 0.004 },
      { n: 1, f: 5, M: 0.028 },
    ];
    const ke = 0.5 * gases.reduce((s, x) => s + x.n * x.M, 0) * 100 ** 2;
    const heatCapacity = gases.reduce((s, x) => s + x.n * (x.f / 2) * 8.31, 0);
    expectNumericAnswer(jee, "jee-adv3-phy-011", twoPlaces(ke / heatCapacity));
  });

  it("jee-adv3-phy-012: metre bridge with end corrections (solved from the two balances)", () => {
    // (P/Q)(100 - l + β) = l + α for both balances: linear in α, β
    const rows = [
      [10, 15, 39.6],
      [15, 10, 60.0],
    ] as const;
    const [[a1, b1, c1], [a2, b2, c2]] = rows.map(([P, Q, l]) => [1, -P / Q, (P / Q) * (100 - l) - l]) as [
      number[],
      number[],
    ];
    const det = (a1 ?? 0) * (b2 ?? 0) - (a2 ?? 0) * (b1 ?? 0);
    const alpha = ((c1 ?? 0) * (b2 ?? 0) - (c2 ?? 0) * (b1 ?? 0)) / det;
    const beta = ((a1 ?? 0) * (c2 ?? 0) - (a2 ?? 0) * (c1 ?? 0)) / det;
    expect(alpha).toBeCloseTo(1.2, 9);
    expect(beta).toBeCloseTo(0.8, 9);
    const X = (10 * (52 + alpha)) / (100 - 52 + beta);
    expectNumericAnswer(jee, "jee-adv3-phy-012", twoPlaces(X));
  });
});

describe("JEE Advanced-style Physics, set 3: paragraphs", () => {
  it("jee-adv3-phy-para-1 (013, 014): a radioisotope made at a constant rate, then left to decay", () => {
    expectGivens("jee-adv3-phy-para-1", ["$R = 5.0 \\times 10^{9}$", "$2.0$ hours", "$t = 4.0$ hours"]);
    const [R, half] = [5e9, 2 * 3600];
    // the passage's ln 2 = 0.693 moves N by under 0.02%, well inside the answer's rounding window
    const lambda = Math.LN2 / half;
    const dNdt = (_t: number, N: number) => R - lambda * N;
    const N4 = rk4(dNdt, 0, 0, 4 * 3600, 100000);
    expectNumericAnswer(jee, "jee-adv3-phy-013", twoPlaces(N4 / 1e13));
    // after removal: pure decay for two hours
    const N6 = rk4((_t, N) => -lambda * N, 0, N4, 2 * 3600, 100000);
    const activity = (lambda * N6) / 1e9;
    expect(activity).toBeCloseTo(1.875, 2);
    expectNumericAnswer(jee, "jee-adv3-phy-014", activity);
  });

  it("jee-adv3-phy-para-2 (015, 016): a tank draining through its floor (simulated)", () => {
    expectGivens("jee-adv3-phy-para-2", ["$A = 0.40\\ \\mathrm{m^2}$", "$a = 2.0\\ \\mathrm{cm^2}$"]);
    const [A, a, g] = [0.4, 2e-4, 10];
    let [h, t] = [2.45, 0];
    const dt = 1e-3;
    while (h > 0.45) {
      h -= ((a * Math.sqrt(2 * g * h)) / A) * dt;
      t += dt;
    }
    expectNumericAnswer(jee, "jee-adv3-phy-015", Math.round(t));
    // with an inflow of 1.4 L/s the level settles wherever it starts
    const inflow = 1.4e-3;
    const settle = (h0: number) =>
      rk4((_t, y) => (inflow - a * Math.sqrt(2 * g * Math.max(y, 0))) / A, 0, h0, 60000, 60000);
    expect(settle(0.5)).toBeCloseTo(settle(4), 3);
    expectNumericAnswer(jee, "jee-adv3-phy-016", Math.round(settle(0.5) * 1000) / 1000);
  });

  it("jee-adv3-phy-para-3 (017, 018): a rod on rails charging a capacitor through a resistor (simulated)", () => {
    expectGivens("jee-adv3-phy-para-3", ["$l = 0.5$", "$R = 2.0\\ \\Omega$", "$C = 0.10$ F", "$B = 2.0$ T"]);
    expectGivens("jee-adv3-phy-para-3", ["$m = 0.1$ kg", "$v_0 = 8$ m/s"]);
    const [l, R, C, B, m, v0] = [0.5, 2, 0.1, 2, 0.1, 8];
    let [v, q, heat, t] = [v0, 0, 0, 0];
    let vAt01 = Number.NaN;
    const dt = 1e-6;
    for (let i = 0; i < 3_000_000; i++) {
      const I = (B * l * v - q / C) / R;
      heat += I * I * R * dt;
      v -= ((B * I * l) / m) * dt;
      q += I * dt;
      t += dt;
      if (Number.isNaN(vAt01) && t >= 0.1 - 1e-9) vAt01 = v;
    }
    expect(v).toBeCloseTo(4, 6);
    expectNumericAnswer(jee, "jee-adv3-phy-017", Math.round(heat * 1000) / 1000);
    expectNumericAnswer(jee, "jee-adv3-phy-018", twoPlaces(vAt01));
  });

  it("jee-adv3-phy-para-4 (019, 020): resonance column on two days", () => {
    expectGivens("jee-adv3-phy-para-4", ["$550$ Hz", "$15.0$ cm", "$47.0$ cm", "$27^\\circ", "$47^\\circ"]);
    const [f, l1, l2] = [550, 0.15, 0.47];
    // closed-pipe resonances: l + e = (2n - 1) λ/4; solve for λ and e from the first two
    const lambda = 2 * (l2 - l1);
    const e = lambda / 4 - l1;
    expect(l2 + e).toBeCloseTo((3 * lambda) / 4, 12);
    const v = f * lambda;
    expectNumericAnswer(jee, "jee-adv3-phy-019", Math.round(v * 1e6) / 1e6);
    const vWarm = v * Math.sqrt((273 + 47) / (273 + 27));
    const first = vWarm / f / 4 - e;
    expectNumericAnswer(jee, "jee-adv3-phy-020", twoPlaces(first * 100));
  });
});
