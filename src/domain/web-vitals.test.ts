import { describe, expect, it } from "vitest";
import { deviceClassOf, groupVitals, p75, percentile, summarise, vitalRating } from "./web-vitals";

describe("p75", () => {
  it("is the nearest-rank 75th percentile, a value a session really had", () => {
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75([10])).toBe(10);
    expect(p75([100, 200, 300, 400, 500, 600, 700, 800])).toBe(600);
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
    expect(p75(Array.from({ length: 101 }, (_, i) => i + 1))).toBe(76);
  });

  it("is null without samples and leaves its input alone", () => {
    expect(p75([])).toBeNull();
    const input = [3, 1, 2];
    p75(input);
    expect(input).toEqual([3, 1, 2]);
  });

  it("gives the least and the greatest value at the ends", () => {
    expect(percentile([5, 9, 7], 0)).toBe(5);
    expect(percentile([5, 9, 7], 1)).toBe(9);
  });
});

describe("vitalRating", () => {
  it("uses web.dev's thresholds, the bound itself still in the better band", () => {
    expect(vitalRating("LCP", 2500)).toBe("good");
    expect(vitalRating("LCP", 2501)).toBe("needs-improvement");
    expect(vitalRating("LCP", 4001)).toBe("poor");
    expect(vitalRating("INP", 200)).toBe("good");
    expect(vitalRating("INP", 500)).toBe("needs-improvement");
    expect(vitalRating("INP", 501)).toBe("poor");
    expect(vitalRating("CLS", 0.1)).toBe("good");
    expect(vitalRating("CLS", 0.26)).toBe("poor");
  });
});

describe("deviceClassOf", () => {
  it("files a small phone with little memory or few cores as low-end", () => {
    expect(
      deviceClassOf({ viewportWidth: 360, viewportHeight: 740, deviceMemory: 2, hardwareConcurrency: 8 }),
    ).toBe("low-end-phone");
    expect(
      deviceClassOf({ viewportWidth: 412, viewportHeight: 915, deviceMemory: 8, hardwareConcurrency: 4 }),
    ).toBe("low-end-phone");
    expect(
      deviceClassOf({ viewportWidth: 412, viewportHeight: 915, deviceMemory: 8, hardwareConcurrency: 8 }),
    ).toBe("phone");
    // Safari and Firefox say nothing of memory: a phone, not a low-end one, unless the cores say so
    expect(deviceClassOf({ viewportWidth: 390, viewportHeight: 844 })).toBe("phone");
  });

  it("keeps a phone held sideways a phone, and tells tablets from desktops", () => {
    expect(deviceClassOf({ viewportWidth: 800, viewportHeight: 360, hardwareConcurrency: 8 })).toBe("phone");
    expect(deviceClassOf({ viewportWidth: 820, viewportHeight: 1180 })).toBe("tablet");
    expect(deviceClassOf({ viewportWidth: 1440, viewportHeight: 1024 })).toBe("desktop");
    expect(deviceClassOf({ viewportWidth: 1366, viewportHeight: 650 })).toBe("desktop");
  });
});

describe("summarise and groupVitals", () => {
  it("rates the p75 and counts the share of each band", () => {
    expect(summarise("INP", [80, 120, 300, 600])).toEqual({
      p75: 300,
      count: 4,
      rating: "needs-improvement",
      shares: { good: 0.5, "needs-improvement": 0.25, poor: 0.25 },
    });
    expect(summarise("CLS", [])).toBeNull();
  });

  it("groups by route, then device class, each metric on its own", () => {
    const groups = groupVitals([
      { route: "/quiz/:id", deviceClass: "phone", name: "LCP", value: 3000 },
      { route: "/quiz/:id", deviceClass: "low-end-phone", name: "LCP", value: 5000 },
      { route: "/", deviceClass: "desktop", name: "CLS", value: 0.01 },
      { route: "/quiz/:id", deviceClass: "phone", name: "LCP", value: 1000 },
      { route: "/quiz/:id", deviceClass: "phone", name: "INP", value: 90 },
    ]);
    expect(groups.map((g) => [g.route, g.deviceClass])).toEqual([
      ["/", "desktop"],
      ["/quiz/:id", "low-end-phone"],
      ["/quiz/:id", "phone"],
    ]);
    expect(groups[2]?.metrics.LCP).toMatchObject({ p75: 3000, count: 2, rating: "needs-improvement" });
    expect(groups[2]?.metrics.INP).toMatchObject({ p75: 90, count: 1, rating: "good" });
    expect(groups[2]?.metrics.CLS).toBeUndefined();
    expect(groups[1]?.metrics.LCP?.rating).toBe("poor");
  });
});
