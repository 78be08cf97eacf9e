import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "~/server/context";
import { roleNow } from "~/server/sessions/role-changes";
import { lookUpSession, SESSION_COOKIE } from "~/server/sessions/sessions";
import type { AuthUser } from "~/shared/contract/auth";
import { AppError, forbidden, unauthorized } from "./errors";
import { type RateLimitCount, userCounter } from "./rate-limit";

declare module "fastify" {
  interface FastifyRequest {
    /** the signed-in user, looked up once per request on first use */
    getUser(): Promise<AuthUser | null>;
    /**
     * A read of the signed-in user's own data (their bookmarks), kept with this instance's cached
     * session lookup: as fresh as it (2 s) and dropped with it when the user writes anything here.
     * Call after getUser(); without a cached lookup it just loads.
     */
    rememberWithSession<T>(key: string, load: () => Promise<T>): Promise<T>;
    /** getUser's answer, once asked */
    userLookup: Promise<AuthUser | null> | null;
    /** set when the session lookup also counted this request against the route's rate limit */
    rateLimitCount: RateLimitCount | null;
  }
}

export const PREMIUM_REQUIRED = "Premium subscription required";

const READS = new Set(["GET", "HEAD"]);
const MAX_CACHED_SESSIONS = 20_000;

type CachedSession = { user: AuthUser | null; at: number; memo: Map<string, Promise<unknown>> };

/**
 * request.getUser(), one database lookup per request at most. Reads (GET/HEAD) may reuse a lookup
 * this instance made up to config.sessionCacheMs ago (2 s; 0 in tests): the database round trip
 * was most of the cost of a signed-in read. What that delays on the other instances: a sign-out
 * or an expired session or premium entitlement shows on reads up to 2 s late. Every
 * state-changing request (submit, payment, admin writes...) looks the session up fresh and drops
 * the cached entry when it answers, so what it changed (premium after a payment, a sign-out) shows
 * on this instance's next read at once.
 */
export function registerSessionLookup(app: FastifyInstance, ctx: AppContext) {
  const ttlMs = ctx.config.sessionCacheMs;
  // ages on the app's clock (the real time in production), which a test moves instead of waiting
  const recent = new Map<string, CachedSession>();
  const remember = (token: string, user: AuthUser | null) => {
    if (ttlMs <= 0) return;
    if (recent.size >= MAX_CACHED_SESSIONS) recent.clear();
    recent.set(token, { user, at: ctx.now().getTime(), memo: new Map() });
  };
  const lookUp = (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return Promise.resolve(null);
    const isRead = READS.has(request.method);
    const hit = ttlMs > 0 && isRead ? recent.get(token) : undefined;
    if (hit && ctx.now().getTime() - hit.at < ttlMs) return Promise.resolve(hit.user);
    // a rate-limited route counts the request in the same statement as the lookup
    const limitName = request.routeOptions.config?.rateLimit;
    const counter = limitName ? userCounter(limitName, ctx.now()) : undefined;
    return lookUpSession(ctx.db, token, ctx.now(), counter).then((found) => {
      if (found?.count && limitName) request.rateLimitCount = { name: limitName, ...found.count };
      const user = found ? roleNow(ctx.config, found.user) : null;
      if (isRead) remember(token, user);
      return user;
    });
  };
  // a method on the request prototype with its answer kept on the request: no hook per request
  app.decorateRequest("userLookup", null);
  app.decorateRequest("getUser", function getUser(this: FastifyRequest) {
    this.userLookup ??= lookUp(this);
    return this.userLookup;
  });
  app.decorateRequest("rateLimitCount", null);
  app.decorateRequest("rememberWithSession", function rememberWithSession<
    T,
  >(this: FastifyRequest, key: string, load: () => Promise<T>): Promise<T> {
    const token = this.cookies[SESSION_COOKIE];
    const entry = token && READS.has(this.method) ? recent.get(token) : undefined;
    if (!entry || ctx.now().getTime() - entry.at >= ttlMs) return load();
    let value = entry.memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      entry.memo.set(key, value);
      value.catch(() => entry.memo.delete(key));
    }
    return value;
  });
  if (ttlMs > 0) {
    // callback style: no promise per request on this hot path
    app.addHook("onSend", (request, reply, payload, done) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token && (!READS.has(request.method) || reply.hasHeader("set-cookie"))) recent.delete(token);
      done(null, payload);
    });
  }
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.getUser();
  if (!user) throw unauthorized("Unauthorized: please sign in");
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw forbidden("Admin access required");
  return user;
}

export async function requirePremium(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.isPremium) throw new AppError(403, PREMIUM_REQUIRED);
  return user;
}

/** preHandler forms, for route options */
export const userOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
  await requireUser(request);
};
export const adminOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
  await requireAdmin(request);
};
