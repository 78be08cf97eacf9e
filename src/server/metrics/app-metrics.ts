import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

/** Who submitted an attempt: the learner's device, or the server at the attempt's deadline. */
export type SubmittedBy = "learner" | "server";

/**
 * One app's metrics, in a registry of its own (never prom-client's global one), so several apps in
 * one process (tests, several instances) count apart. Gauges read from the database are added by
 * `registerMetrics` (`http/metrics.ts`), which serves GET /metrics.
 */
export type AppMetrics = {
  registry: Registry;
  httpDuration: Histogram<"method" | "route" | "status">;
  answerSaves: Counter;
  submits: Counter<"by">;
  jobsRun: Counter<"job" | "outcome">;
};

/** Request durations in seconds: most answers take milliseconds; the slow-request log starts at 1 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { processMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  // CPU, memory, event-loop delay, GC: one set per process, so only the server's own app asks for them
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: "abhyas_http_request_duration_seconds",
      help: "Time to answer a request, by method, route pattern and status class (2xx, 4xx...)",
      labelNames: ["method", "route", "status"],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    }),
    answerSaves: new Counter({
      name: "abhyas_answer_saves_total",
      help: "Answer sheets saved during attempts (PUT /api/attempts/{id}/answers answered 200)",
      registers: [registry],
    }),
    submits: new Counter({
      name: "abhyas_attempt_submits_total",
      help: "Attempts submitted: by the learner, or by the server finishing one at its deadline",
      labelNames: ["by"],
      registers: [registry],
    }),
    jobsRun: new Counter({
      name: "abhyas_jobs_run_total",
      help: "Jobs this instance ran from the job queue, by job name and outcome (ok, failed)",
      labelNames: ["job", "outcome"],
      registers: [registry],
    }),
  };
}
