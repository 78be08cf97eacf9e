import type { VitalsBeacon } from "@shared/contract/vitals";
import { EFFECTIVE_TYPES, type EffectiveType, VITAL_NAMES, type VitalName } from "@shared/vitals-names";
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { deviceClassOf } from "../../domain/web-vitals";

/** Share of page loads that report their web vitals; VITE_VITALS_SAMPLE_RATE at build time. */
const BUILT_SAMPLE_RATE = Number(import.meta.env.VITE_VITALS_SAMPLE_RATE ?? "0.1");
/**
 * One device can ask for every page load to report (localStorage, "1"), e.g. to check the field
 * data of a phone at hand, or "0" to report none.
 */
export const SAMPLE_RATE_KEY = "abhyas:vitals-sample-rate";

/**
 * A user-timing mark a sampled page load sets once it listens for its vitals (the beacon starts
 * when the phone is first idle): in DevTools' timeline, and what a test waits for before leaving.
 */
export const BEACON_LISTENING_MARK = "abhyas:vitals-beacon-listening";

function sampleRate(): number {
  try {
    const own = window.localStorage.getItem(SAMPLE_RATE_KEY);
    if (own !== null && own.trim() !== "" && Number.isFinite(Number(own))) return Number(own);
  } catch {
    // storage refused (a private window): the built rate
  }
  return Number.isFinite(BUILT_SAMPLE_RATE) ? BUILT_SAMPLE_RATE : 0;
}

type BrowserNavigator = globalThis.Navigator & {
  deviceMemory?: number;
  connection?: { effectiveType?: string };
};

function effectiveType(): EffectiveType {
  const type = (navigator as BrowserNavigator).connection?.effectiveType;
  return (EFFECTIVE_TYPES as readonly string[]).includes(type ?? "") ? (type as EffectiveType) : "unknown";
}

const deviceClass = () =>
  deviceClassOf({
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    deviceMemory: (navigator as BrowserNavigator).deviceMemory,
    hardwareConcurrency: navigator.hardwareConcurrency,
  });

/** CLS keeps four decimals; the times are whole milliseconds. */
const roundedValue = (metric: Metric) =>
  metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

/**
 * Reports this page load's web vitals to POST /api/vitals if it is sampled: each metric under the
 * route pattern shown when it was measured (never the URL), sent with navigator.sendBeacon when the
 * page is hidden, so a phone that closes the tab still reports. `routePattern` maps a path to its
 * pattern ("/quiz/12" to "/quiz/:id").
 */
export function startWebVitalsBeacon(routePattern: (pathname: string) => string): void {
  if (Math.random() >= sampleRate() || typeof navigator.sendBeacon !== "function") return;
  const pending: { route: string; metric: VitalsBeacon["metrics"][number] }[] = [];
  const collect = (metric: Metric) => {
    if (!(VITAL_NAMES as readonly string[]).includes(metric.name)) return;
    pending.push({
      route: routePattern(window.location.pathname),
      metric: { name: metric.name as VitalName, value: roundedValue(metric), rating: metric.rating },
    });
  };
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);

  const flush = () => {
    if (pending.length === 0) return;
    const byRoute = new Map<string, VitalsBeacon["metrics"]>();
    for (const { route, metric } of pending.splice(0))
      byRoute.set(route, [...(byRoute.get(route) ?? []), metric]);
    const common = { deviceClass: deviceClass(), effectiveType: effectiveType() };
    for (const [route, metrics] of byRoute) {
      const beacon: VitalsBeacon = { route, ...common, metrics: metrics.slice(-10) };
      // a string goes as text/plain, which a beacon may send without a preflight
      navigator.sendBeacon("/api/vitals", JSON.stringify(beacon));
    }
  };
  // registered after web-vitals' own listeners, so the metrics they finish on hiding are in
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
  performance.mark(BEACON_LISTENING_MARK);
}
