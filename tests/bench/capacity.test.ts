import { describe, expect, it } from "vitest";
import { capacityMarkdown, capacityPlan, JEE_SHIFT, withCapacity } from "../../bench/herd/capacity";

// round figures, so the arithmetic can be followed by hand
const cost = {
  start: { appMs: 2, dbMs: 1 },
  save: { appMs: 1, dbMs: 1 },
  submit: { appMs: 10, dbMs: 5 },
};
const shift = { ...JEE_SHIFT, candidates: 120_000, meanSaveIntervalS: 20, coreUse: 0.5 };

describe("the capacity plan for one shift", () => {
  it("sizes app instances and PostgreSQL cores by the busiest phase", () => {
    const plan = capacityPlan(cost, shift);
    // start: 2,000 starts/s x 2 ms + 6,000 saves/s x 1 ms = 10 app cores; end: 4,000/s x 10 ms + 6 = 46
    expect(plan.phases.map((p) => [p.name, p.appCores, p.dbCores])).toEqual([
      ["start", 10, 8],
      ["paper", 6, 6],
      ["end", 46, 26],
    ]);
    expect(plan.appInstances).toBe(92);
    expect(plan.postgresCores).toBe(52);
  });

  it("sets PgBouncer by PostgreSQL's cores and the instances' pools", () => {
    const plan = capacityPlan(cost, shift);
    expect(plan.defaultPoolSize).toBe(104);
    expect(plan.maxClientConn).toBe(92 * 10 + 100);
  });

  it("times the end burst on the planned cores, after the saves' share", () => {
    const plan = capacityPlan(cost, shift);
    // app: 1,200 CPU-s over (46 - 6) spare cores = 30 s; PostgreSQL: 600 over (26 - 6) = 30 s
    expect(plan.endBurstS).toBeCloseTo(30, 5);
  });

  it("writes the table and the figures it rests on", () => {
    const lines = capacityMarkdown(cost, shift, "measured on 2026-12-06");
    expect(lines[0]).toContain("1,20,000 candidates");
    expect(lines.join("\n")).toContain("default_pool_size = 52 cores x 2 = **104**");
    expect(lines.join("\n")).toContain("| end | 4000 submits/s + 6000 saves/s | 46 | 26 |");
  });
});

describe("the capacity block in BENCHMARKS.md", () => {
  it("is replaced by the next run's and added once when missing", () => {
    const first = withCapacity("# Benchmarks\n", ["table one"]);
    expect(first).toContain("table one");
    const second = withCapacity(`${first}\nafter\n`, ["table two"]);
    expect(second).toContain("table two");
    expect(second).not.toContain("table one");
    expect(second).toContain("after");
    expect(withCapacity(second, [])).toBe(second);
  });
});
