import { describe, expect, it } from "vitest";
import { TtlCache } from "~/server/lib/ttl-cache";

describe("TtlCache", () => {
  it("reuses a value within the TTL, then answers it once more while one reload runs", async () => {
    let clock = 0;
    let loads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = new TtlCache<number>(2000, { nowMs: () => clock });
    const load = async () => {
      loads += 1;
      if (loads > 1) await gate;
      return loads;
    };
    expect(await cache.get("k", load)).toBe(1);
    clock = 1999;
    expect(await cache.get("k", load)).toBe(1);
    clock = 2000;
    expect(await cache.get("k", load)).toBe(1); // stale answer, reload started
    expect(await cache.get("k", load)).toBe(1); // the reload is still the only one
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("waits for the reload once a value is older than the TTL plus the stale allowance", async () => {
    let clock = 0;
    let loads = 0;
    const cache = new TtlCache<number>(2000, { nowMs: () => clock, staleMs: 500 });
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    clock = 2499;
    expect(await cache.get("k", load)).toBe(1); // stale allowance, reload started
    await new Promise((r) => setTimeout(r, 0));
    clock = 2499 + 2500; // the reload's value is now past TTL + stale as well
    expect(await cache.get("k", load)).toBe(3);
    const strict = new TtlCache<number>(2000, { nowMs: () => clock, staleMs: 0 });
    expect(await strict.get("k", load)).toBe(4);
    clock += 2000;
    expect(await strict.get("k", load)).toBe(5);
  });

  it("lets a failed first load fail, and tries again next time", async () => {
    const cache = new TtlCache<number>(2000, { nowMs: () => 0 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });
});
