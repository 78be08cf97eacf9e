import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authUserSchema,
  demoAccountsResponseSchema,
  demoSignInBodySchema,
} from "../../../shared/contract/auth";
import { errorResponseSchema } from "../../../shared/contract/common";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/auth-guard";
import { notFound } from "../../http/errors";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { grantDemoPremium } from "./demo-premium";
import { createGoogleSignIn, type PendingSignIn } from "./google";
import { createSession, deleteSession, findSessionUser, SESSION_COOKIE, SESSION_TTL_MS } from "./sessions";
import { clearSignedInHint, setSignedInHint, syncSignedInHint } from "./signed-in-hint";
import { upsertUser } from "./users";

const PENDING_COOKIE = "abhyas_oidc";
const PENDING_TTL_S = 10 * 60;

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const google = createGoogleSignIn(ctx.config);
  const secure = ctx.config.isProduction;

  const setSessionCookie = (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: SESSION_TTL_MS / 1000,
    });
    setSignedInHint(reply, secure);
  };

  /** Signing in replaces whatever session the browser had (no session fixation). */
  const startSession = async (reply: FastifyReply, oldToken: string | undefined, userId: number) => {
    if (oldToken) await deleteSession(ctx.db, oldToken);
    setSessionCookie(reply, await createSession(ctx.db, userId, ctx.now()));
  };

  r.get(
    "/api/auth/user",
    { schema: { response: { 200: authUserSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      syncSignedInHint(request, reply, (await request.getUser()) !== null, secure);
      return requireUser(request);
    },
  );

  r.get("/api/login", async (_request, reply) =>
    reply.redirect(ctx.config.demoMode ? "/demo-sign-in" : "/api/auth/google"),
  );

  r.get("/api/logout", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(ctx.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    clearSignedInHint(reply);
    return reply.redirect("/landing");
  });

  r.get("/api/auth/google", async (_request, reply) => {
    if (!google) {
      // Embedded mode has no Google credentials: the demo sign-in page stands in.
      return reply.redirect(ctx.config.demoMode ? "/demo-sign-in" : "/landing");
    }
    const { url, pending } = await google.start();
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
    if (!pending) return reply.redirect("/landing?signin=expired");
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    let profile: Awaited<ReturnType<typeof google.finish>>;
    try {
      profile = await google.finish(query, pending);
    } catch (error) {
      request.log.warn({ err: error }, "Google sign-in refused");
      return reply.redirect("/landing?signin=failed");
    }
    const userId = await upsertUser(
      ctx.db,
      {
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.picture,
        googleSub: profile.sub,
      },
      ctx.config.adminEmails,
    );
    await startSession(reply, request.cookies[SESSION_COOKIE], userId);
    return reply.redirect("/");
  });

  r.get(
    "/api/auth/demo-accounts",
    { schema: { response: { 200: demoAccountsResponseSchema } } },
    async () => {
      if (!ctx.config.demoMode) throw notFound();
      return { accounts: DEMO_ACCOUNTS };
    },
  );

  r.post(
    "/api/auth/demo",
    {
      config: { rateLimit: "signIn" },
      schema: { body: demoSignInBodySchema, response: { 200: authUserSchema, 404: errorResponseSchema } },
    },
    async (request, reply) => {
      if (!ctx.config.demoMode) throw notFound();
      const { email, firstName, lastName, role } = request.body;
      const known = DEMO_ACCOUNTS.find((a) => a.email === email);
      const userId = await ctx.db.transaction(async (tx) => {
        const id = await upsertUser(
          tx,
          {
            email,
            firstName: firstName ?? known?.firstName ?? null,
            lastName: lastName ?? known?.lastName ?? null,
            role: role === "admin" ? "admin" : "learner",
          },
          ctx.config.adminEmails,
        );
        if (role === "premium") await grantDemoPremium(tx, id, ctx.now());
        return id;
      });
      const token = await createSession(ctx.db, userId, ctx.now());
      const old = request.cookies[SESSION_COOKIE];
      if (old) await deleteSession(ctx.db, old);
      setSessionCookie(reply, token);
      const user = await findSessionUser(ctx.db, token, ctx.now());
      return user!;
    },
  );
}

const pendingSchema = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string() });

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
