import { z } from "zod";
import { DEVICE_CLASSES, EFFECTIVE_TYPES, VITAL_NAMES, VITAL_RATINGS } from "../vitals-names";
import { isoDateTime } from "./common";
import { bodyObject, oneOf } from "./fields";

export * from "../vitals-names";

/** A beacon is one page's metrics; the route cannot hold more than this many. */
export const VITALS_MAX_METRICS = 10;
/** Bytes; a real beacon is about 300. */
export const VITALS_BODY_LIMIT = 4096;

/**
 * A route pattern as the client router declares it ("/quiz/:id", "/exam/:examType"), never a URL:
 * every segment is lowercase words, a :parameter or *, so an id, a name or a query cannot be sent.
 */
const routePattern = z
  .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
  .max(100, "must be at most 100 characters")
  .regex(
    /^\/((?:[a-z]+(?:-[a-z]+)*|:[A-Za-z]+|\*)(?:\/(?:[a-z]+(?:-[a-z]+)*|:[A-Za-z]+|\*))*)?$/,
    'must be a route pattern such as "/quiz/:id", not a URL',
  );

const metricValue = z
  .number({ error: (i) => (i.input === undefined ? "is required" : "must be a number") })
  .min(0, "must not be negative")
  .max(600_000, "must be at most 600000");

export const vitalMetricSchema = bodyObject({
  name: oneOf(VITAL_NAMES),
  value: metricValue,
  rating: oneOf(VITAL_RATINGS),
});

export const vitalsBeaconSchema = bodyObject({
  route: routePattern,
  deviceClass: oneOf(DEVICE_CLASSES),
  effectiveType: oneOf(EFFECTIVE_TYPES),
  metrics: z
    .array(vitalMetricSchema, { error: (i) => (i.input === undefined ? "is required" : "must be a list") })
    .min(1, "must hold at least one metric")
    .max(VITALS_MAX_METRICS, `must hold at most ${VITALS_MAX_METRICS} metrics`),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

export const vitalsStoredResponseSchema = z.object({ stored: z.number().int() });

export const VITALS_REPORT_DAYS = [1, 7, 28] as const;
export const adminVitalsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "must be a number of days" })
    .int("must be a whole number of days")
    .refine((d) => (VITALS_REPORT_DAYS as readonly number[]).includes(d), "must be 1, 7 or 28")
    .default(28),
});

const ratingShares = z.object({ good: z.number(), "needs-improvement": z.number(), poor: z.number() });
export const vitalSummarySchema = z.object({
  p75: z.number(),
  count: z.number().int(),
  rating: z.enum(VITAL_RATINGS),
  shares: ratingShares,
});
export type VitalSummaryView = z.infer<typeof vitalSummarySchema>;

export const adminVitalsResponseSchema = z.object({
  since: isoDateTime,
  days: z.number().int(),
  groups: z.array(
    z.object({
      route: z.string(),
      deviceClass: z.enum(DEVICE_CLASSES),
      metrics: z.object({
        LCP: vitalSummarySchema.optional(),
        INP: vitalSummarySchema.optional(),
        CLS: vitalSummarySchema.optional(),
      }),
    }),
  ),
  thresholds: z.object({
    LCP: z.object({ good: z.number(), poor: z.number() }),
    INP: z.object({ good: z.number(), poor: z.number() }),
    CLS: z.object({ good: z.number(), poor: z.number() }),
  }),
  total: z.number().int(),
});
export type AdminVitalsResponse = z.infer<typeof adminVitalsResponseSchema>;
