/**
 * Core Web Vitals from real sessions: the thresholds web.dev publishes, the device classes a beacon
 * is filed under, and the 75th percentile the report judges a route by. Pure: the server's admin
 * report and the client's beacon both use these.
 */

import {
  DEVICE_CLASSES,
  type DeviceClass,
  VITAL_NAMES,
  type VitalName,
  type VitalRating,
} from "../shared/vitals-names";

/**
 * Upper bounds of "good" and of "needs improvement" (above is "poor"), as web.dev/vitals and the
 * web-vitals library define them: LCP, INP, FCP, TTFB in milliseconds, CLS unitless.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function vitalRating(name: VitalName, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[name];
  if (value <= t.good) return "good";
  if (value <= t.poor) return "needs-improvement";
  return "poor";
}

/**
 * The 75th percentile by nearest rank (the smallest value that at least 75% of the samples do not
 * exceed), as CrUX reports it: always a value some session really had. Null without samples.
 */
export function p75(values: readonly number[]): number | null {
  return percentile(values, 0.75);
}

export function percentile(values: readonly number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] ?? null;
}

export type DeviceHints = {
  /** CSS pixels */
  viewportWidth: number;
  viewportHeight: number;
  /** navigator.deviceMemory (GB, rounded by the browser; absent outside Chromium) */
  deviceMemory?: number;
  /** navigator.hardwareConcurrency (logical cores) */
  hardwareConcurrency?: number;
};

/**
 * A coarse class from what the browser says of itself, never anything that identifies a person:
 * a phone with at most 2 GB of memory or at most 4 cores is a low-end phone (the budget Android
 * phones many aspirants use). A phone is told by the narrower side of its viewport (under 600),
 * so one held sideways stays a phone; then a viewport 1024 wide or more is a desktop, the rest tablets.
 */
export function deviceClassOf(hints: DeviceHints): DeviceClass {
  const narrow = Math.min(hints.viewportWidth, hints.viewportHeight);
  if (narrow >= 600) return hints.viewportWidth >= 1024 ? "desktop" : "tablet";
  const lowMemory = hints.deviceMemory !== undefined && hints.deviceMemory <= 2;
  const fewCores = hints.hardwareConcurrency !== undefined && hints.hardwareConcurrency <= 4;
  return lowMemory || fewCores ? "low-end-phone" : "phone";
}

export type VitalSample = { route: string; deviceClass: DeviceClass; name: VitalName; value: number };

export type VitalSummary = {
  p75: number;
  count: number;
  rating: VitalRating;
  /** share of samples in each rating, 0..1 */
  shares: Record<VitalRating, number>;
};

export type VitalsGroup = {
  route: string;
  deviceClass: DeviceClass;
  metrics: Partial<Record<VitalName, VitalSummary>>;
};

export function summarise(name: VitalName, values: readonly number[]): VitalSummary | null {
  const value = p75(values);
  if (value === null) return null;
  const counts: Record<VitalRating, number> = { good: 0, "needs-improvement": 0, poor: 0 };
  for (const v of values) counts[vitalRating(name, v)]++;
  const share = (r: VitalRating) => counts[r] / values.length;
  return {
    p75: value,
    count: values.length,
    rating: vitalRating(name, value),
    shares: { good: share("good"), "needs-improvement": share("needs-improvement"), poor: share("poor") },
  };
}

/** Samples grouped by route and device class, each metric summarised; routes in order, then classes. */
export function groupVitals(samples: readonly VitalSample[]): VitalsGroup[] {
  const byGroup = new Map<
    string,
    { route: string; deviceClass: DeviceClass; values: Map<VitalName, number[]> }
  >();
  for (const s of samples) {
    const key = `${s.route}\u0000${s.deviceClass}`;
    let group = byGroup.get(key);
    if (!group) {
      group = { route: s.route, deviceClass: s.deviceClass, values: new Map() };
      byGroup.set(key, group);
    }
    const list = group.values.get(s.name) ?? [];
    list.push(s.value);
    group.values.set(s.name, list);
  }
  return [...byGroup.values()]
    .sort(
      (a, b) =>
        a.route.localeCompare(b.route) ||
        DEVICE_CLASSES.indexOf(a.deviceClass) - DEVICE_CLASSES.indexOf(b.deviceClass),
    )
    .map((g) => {
      const metrics: Partial<Record<VitalName, VitalSummary>> = {};
      for (const name of VITAL_NAMES) {
        const summary = summarise(name, g.values.get(name) ?? []);
        if (summary) metrics[name] = summary;
      }
      return { route: g.route, deviceClass: g.deviceClass, metrics };
    });
}
