import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Gauge } from "prom-client";
import type { Config } from "~/server/config";
import type { AppContext } from "~/server/context";
import { dueJobs } from "~/server/jobs/queue";
import type { AppMetrics } from "~/server/metrics/app-metrics";
import { notFound, unauthorized } from "./errors";

export const METRICS_PATH = "/metrics";

/**
 * Who may read GET /metrics:
 * - production: only a request with `Authorization: Bearer <METRICS_TOKEN>`; without a token
 *   configured the route answers 404, as if it did not exist;
 * - elsewhere: a request from this machine (the client address, as TRUST_PROXY resolves it, is
 *   loopback), or one with the token when one is set.
 */
export function metricsAccess(config: Config, request: FastifyRequest): "ok" | "unauthorized" | "hidden" {
  const token = config.metricsToken;
  if (config.isProduction && !token) return "hidden";
  if (token && hasBearer(request.headers.authorization, token)) return "ok";
  if (!config.isProduction && isLoopback(request.ip)) return "ok";
  return "unauthorized";
}

function hasBearer(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  // equal-length digests: the comparison takes the same time whatever was sent
  const sent = createHash("sha256").update(match[1]).digest();
  return timingSafeEqual(sent, createHash("sha256").update(token).digest());
}

function isLoopback(ip: string): boolean {
  return ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
}

/**
 * The label a request's duration is counted under: the API route's pattern (`/api/quiz/:id`,
 * never the URL, so the label set stays small), `(client)` for the pages and files of the client,
 * `(unknown)` for an API URL no route matches.
 */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern?.startsWith("/api/") || pattern === METRICS_PATH) return pattern;
  return (request.url.startsWith("/api/") && "(unknown)") || "(client)";
}

/** Counts every request's duration, and serves the app's metrics at GET /metrics. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext, metrics: AppMetrics) {
  app.addHook("onResponse", (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: routeLabel(request),
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  // set at each scrape; an app built again on the same context's registry reuses them
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    (metrics.registry.getSingleMetric(name) as Gauge | undefined) ??
    new Gauge({ name, help, labelNames, registers: [metrics.registry] });
  const jobsDue = gauge(
    "abhyas_jobs_due",
    "Jobs due now on the app's clock and claimed by no instance (the queue's depth)",
  );
  const jobsLag = gauge(
    "abhyas_jobs_lag_seconds",
    "How long the oldest due job has waited past its time (0 when none is due)",
  );
  const pool = gauge(
    "abhyas_db_pool_connections",
    "This instance's database connections: total open, idle, and queries waiting for one (PGlite: one in-process connection)",
    ["state"],
  );

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(ctx.config, request);
    if (access === "hidden") throw notFound(`Not found: GET ${METRICS_PATH}`);
    if (access === "unauthorized") {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw unauthorized("Send Authorization: Bearer <METRICS_TOKEN>");
    }
    const now = ctx.now();
    const due = await dueJobs(ctx.db, now);
    jobsDue.set(due.count);
    jobsLag.set(due.oldestDueAt ? Math.max(0, now.getTime() - due.oldestDueAt.getTime()) / 1000 : 0);
    const use = ctx.database.poolUse?.() ?? { total: 1, idle: 1, waiting: 0 };
    pool.set({ state: "total" }, use.total);
    pool.set({ state: "idle" }, use.idle);
    pool.set({ state: "waiting" }, use.waiting);
    return reply
      .header("cache-control", "no-store")
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
