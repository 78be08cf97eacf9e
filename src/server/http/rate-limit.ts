import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "~/server/context";
import { countingUpsertSql } from "~/server/db/counting-upsert";
import { runStatement, statement } from "~/server/db/statement";
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
  payment: {
    max: 30,
    windowMs: 60_000,
    message: "Too many payment requests. Please wait a minute and try again.",
  },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

declare module "fastify" {
  interface FastifyContextConfig {
    rateLimit?: RateLimitName;
  }
}

export type RateLimitCount = { name: RateLimitName; count: number; resetAt: Date };

const windowEndFor = (name: RateLimitName, now: Date) => {
  const { windowMs } = RATE_LIMITS[name];
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs + windowMs);
};

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
      (await countRequest(ctx, name, user ? `u${user.id}` : `ip${request.ip}`, now));
    if (counted.count > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((counted.resetAt.getTime() - now.getTime()) / 1000));
      reply.header("retry-after", String(retryAfter));
      throw new AppError(429, limit.message);
    }
  };
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
  const [row] = await runStatement(ctx.db, countRequestStatement, [
    `${name}:${who}`,
    now.toISOString(),
    windowEndFor(name, now).toISOString(),
  ]);
  if (!row) throw new Error("rate limit upsert returned no row");
  return { name, count: row.count, resetAt: row.resetAt };
}
