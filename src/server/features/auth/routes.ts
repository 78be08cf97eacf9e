import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "~/server/context";
import { requireUser } from "~/server/http/auth-guard";
import { requestLanguage } from "~/server/http/error-language";
import { notFound } from "~/server/http/errors";
import { deleteSession, SESSION_COOKIE } from "~/server/sessions/sessions";
import { authUserSchema } from "~/shared/contract/auth";
import { errorResponseSchema } from "~/shared/contract/common";
import { returnToQuery, safeReturnTo } from "~/shared/return-to";
import type { SignInProblem } from "~/shared/sign-in-problems";
import { demoSignInRoutes } from "./demo-routes";
import { createGoogleSignIn, isProviderUnreachable, type PendingSignIn } from "./google";
import { signInGoogleAccount } from "./google-account";
import { startSession } from "./session-cookie";
import { signInUnavailablePage } from "./sign-in-unavailable-page";
import { clearSignedInHint, syncSignedInHint } from "./signed-in-hint";

const PENDING_COOKIE = "abhyas_oidc";
const PENDING_TTL_S = 10 * 60;

/** `?returnTo=` on the sign-in entry points: kept only when it is a path on this site. */
const signInQuerySchema = z.object({ returnTo: z.string().optional().catch(undefined) }).catch({});

/** The landing page (the sign-in page with Google) shows `signin=<problem>` as a toast. */
const problemUrl = (problem: SignInProblem) => `/landing?signin=${problem}`;

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const google = createGoogleSignIn(ctx.config);
  const secure = ctx.config.isProduction;

  r.get(
    "/api/auth/user",
    { schema: { response: { 200: authUserSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      syncSignedInHint(request, reply, (await request.getUser()) !== null, secure);
      return requireUser(request);
    },
  );

  r.get("/api/login", { schema: { querystring: signInQuerySchema } }, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    if (await request.getUser()) return reply.redirect(returnTo ?? "/");
    return reply.redirect(
      `${ctx.config.demoMode ? "/demo-sign-in" : "/api/auth/google"}${returnToQuery(returnTo)}`,
    );
  });

  r.get("/api/logout", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(ctx.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    clearSignedInHint(reply);
    return reply.redirect("/landing");
  });

  r.get("/api/auth/google", { schema: { querystring: signInQuerySchema } }, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    // signed in already (a tap on the landing page before it knew): straight on to where it led
    if (await request.getUser()) return reply.redirect(returnTo ?? "/");
    if (!google) {
      // Embedded mode has no Google credentials: the demo sign-in page stands in.
      return reply.redirect(ctx.config.demoMode ? `/demo-sign-in${returnToQuery(returnTo)}` : "/landing");
    }
    let started: Awaited<ReturnType<typeof google.start>>;
    try {
      started = await google.start(returnTo);
    } catch (error) {
      if (!isProviderUnreachable(error)) throw error;
      request.log.warn({ err: error }, "Google sign-in unreachable");
      return signInUnavailable(request, reply, `/api/auth/google${returnToQuery(returnTo)}`);
    }
    const { url, pending } = started;
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      path: "/api/auth/google",
      httpOnly: true,
      sameSite: "lax",
      secure,
      signed: true,
      maxAge: PENDING_TTL_S,
    });
    return reply.redirect(url);
  });

  r.get("/api/auth/google/callback", { config: { rateLimit: "signIn" } }, async (request, reply) => {
    if (!google) throw notFound();
    const pending = readPending(request.cookies[PENDING_COOKIE], request.unsignCookie.bind(request));
    reply.clearCookie(PENDING_COOKIE, { path: "/api/auth/google" });
    if (!pending) return reply.redirect(problemUrl("expired"));
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    let profile: Awaited<ReturnType<typeof google.finish>>;
    try {
      profile = await google.finish(query, pending);
    } catch (error) {
      if (isProviderUnreachable(error)) {
        request.log.warn({ err: error }, "Google sign-in unreachable");
        return signInUnavailable(
          request,
          reply,
          `/api/auth/google${returnToQuery(safeReturnTo(pending.returnTo))}`,
        );
      }
      request.log.warn({ err: error }, "Google sign-in refused");
      return reply.redirect(problemUrl("failed"));
    }
    const outcome = await signInGoogleAccount(ctx.db, profile, ctx.config.adminEmails, ctx.now());
    if ("refused" in outcome) {
      request.log.warn({ sub: profile.sub, reason: outcome.refused }, "Google sign-in refused");
      return reply.redirect(problemUrl(outcome.refused));
    }
    await startSession(ctx, request, reply, outcome.userId);
    return reply.redirect(safeReturnTo(pending.returnTo) ?? "/");
  });

  demoSignInRoutes(app, ctx);
}

/** 502 with a page the visitor reads in their language, and a way to try again. */
function signInUnavailable(request: FastifyRequest, reply: FastifyReply, retryUrl: string) {
  return reply
    .code(502)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(signInUnavailablePage(requestLanguage(request), retryUrl));
}

const pendingSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string().optional(),
});

function readPending(
  raw: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): PendingSignIn | null {
  if (!raw) return null;
  const unsigned = unsign(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
