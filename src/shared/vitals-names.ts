// The words of a web-vitals beacon, without zod: the beacon in the browser loads on every page, the
// exam hall's included, where evaluating zod would be a long task a first tap waits behind. The
// contract (contract/vitals.ts) builds its schemas from these and re-exports them.

/** The metrics a beacon may carry (web-vitals' names); the admin report shows LCP, INP and CLS. */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const REPORTED_VITALS = ["LCP", "INP", "CLS"] as const satisfies readonly VitalName[];

export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** deviceClassOf in src/domain/web-vitals.ts */
export const DEVICE_CLASSES = ["low-end-phone", "phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** navigator.connection.effectiveType, "unknown" where the browser does not tell */
export const EFFECTIVE_TYPES = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export type EffectiveType = (typeof EFFECTIVE_TYPES)[number];
