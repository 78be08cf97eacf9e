import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "~/server/config";
import type { AppContext } from "~/server/context";
import { countingUpsertSql } from "~/server/db/counting-upsert";
import { runStatement, statement } from "~/server/db/statement";
import { clientKey } from "./client-key";
import { AppError } from "./errors";

/** Named limits; a route opts in with `config: { rateLimit: "submit" }`. */
export const RATE_LIMITS = {
  signIn: {
    max: 20,
    windowMs: 60_000,
    message: "Too many sign-in attempts. Please wait a minute and try again.",
  },
  feedback: {
    max: 10,
    windowMs: 60_000,
    message: "Too much feedback at once. Please wait a minute and try again.",
  },
  vitals: {
    max: 30,
    windowMs: 60_000,
    message: "Too many measurements at once. Please wait a minute and try again.",
  },
  submit: {
    max: 120,
    windowMs: 60_000,
    message: "Too many submissions. Please wait a minute and try again.",
  },
  upload: { max: 20, windowMs: 60_000, message: "Too many uploads. Please wait a minute and try again." },
  joinBatch: {
    max: 10,
    windowMs: 60_000,
    message: "Too many tries at a batch code. Please wait a minute and try again.",
  },
  practiceSet: {
    max: 30,
    windowMs: 60_000,
    message: "Too many practice sets started. Please wait a minute and try again.",
  },
  payment: {
    max: 30,
    windowMs: 60_000,
    message: "Too many payment requests. Please wait a minute and try again.",
  },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

const DAY_MS = 86_400_000;

/**
 * Caps on everyone's requests to a limit together, across every client and instance, counted once a
 * request has passed its client's own limit: web vitals are open to anyone, and many addresses (a
 * botnet, or one IPv6 client's /64s) must not fill the table. Their maximums are configured
 * (VITALS_MAX_PER_MINUTE, VITALS_MAX_PER_DAY); a day is a UTC day.
 */
const OVERALL_LIMITS = {
  vitals: [
    {
      key: "vitals:all:minute",
      windowMs: 60_000,
      maxOf: (config: Config) => config.vitalsMaxPerMinute,
      message: "Too many measurements are arriving from everyone at once. Please try again later.",
    },
    {
      key: "vitals:all:day",
      windowMs: DAY_MS,
      maxOf: (config: Config) => config.vitalsMaxPerDay,
      message: "Enough measurements have arrived today. Please try again tomorrow.",
    },
  ],
} as const satisfies Partial<Record<RateLimitName, readonly unknown[]>>;

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimit?: RateLimitName;
  }
}

export type RateLimitCount = { name: RateLimitName; count: number; resetAt: Date };

const windowEnd = (windowMs: number, now: Date) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs + windowMs);
const windowEndFor = (name: RateLimitName, now: Date) => windowEnd(RATE_LIMITS[name].windowMs, now);

/** What the session lookup needs to count a signed-in user's request (auth-guard.ts) */
export const userCounter = (name: RateLimitName, now: Date) => ({
  keyPrefix: `${name}:u`,
  windowEndsAt: windowEndFor(name, now),
});

/**
 * Fixed-window counters in the database, so every instance behind a load balancer shares them.
 * One upsert per limited request; the window restarts when it has passed. A signed-in request is
 * usually counted by its session lookup already (one round trip for both); the rest (anonymous
 * requests, counted by IP, and reads answered from the session cache) are counted here.
 */
export function registerRateLimits(app: FastifyInstance, ctx: AppContext) {
  // only the routes that name a limit get the hook: the others pay nothing per request
  app.addHook("onRoute", (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const existing = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(existing) ? existing : [existing]), checkLimit(ctx, name)];
  });
}

function checkLimit(ctx: AppContext, name: RateLimitName) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = RATE_LIMITS[name];
    const user = await request.getUser();
    const now = ctx.now();
    const counted =
      request.rateLimitCount ??
      (await countRequest(ctx, name, user ? `u${user.id}` : `ip${clientKey(request.ip)}`, now));
    if (counted.count > limit.max) refuse(reply, limit, counted.resetAt, now);
    for (const overall of name in OVERALL_LIMITS ? OVERALL_LIMITS[name as keyof typeof OVERALL_LIMITS] : []) {
      const everyone = await count(ctx, overall.key, windowEnd(overall.windowMs, now), now);
      if (everyone.count > overall.maxOf(ctx.config)) refuse(reply, overall, everyone.resetAt, now);
    }
  };
}

/** Answers 429 with the seconds until the window that is full ends. */
function refuse(reply: FastifyReply, limit: { message: string }, resetAt: Date, now: Date): never {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header("retry-after", String(retryAfter));
  throw new AppError(429, limit.message);
}

/** $1 key, $2 now, $3 end of this window */
const countRequestStatement = statement<{ count: number; resetAt: Date }>(
  "count_request",
  countingUpsertSql("values ($1, 1, $3::timestamptz)", "$2::timestamptz"),
);

async function countRequest(
  ctx: AppContext,
  name: RateLimitName,
  who: string,
  now: Date,
): Promise<RateLimitCount> {
  return { name, ...(await count(ctx, `${name}:${who}`, windowEndFor(name, now), now)) };
}

async function count(ctx: AppContext, key: string, windowEndsAt: Date, now: Date) {
  const [row] = await runStatement(ctx.db, countRequestStatement, [
    key,
    now.toISOString(),
    windowEndsAt.toISOString(),
  ]);
  if (!row) throw new Error("rate limit upsert returned no row");
  return { count: row.count, resetAt: row.resetAt };
}
