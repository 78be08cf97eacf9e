import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { forbidden, notFound } from "~/server/http/errors";
import { findSessionUser } from "~/server/sessions/sessions";
import { authUserSchema, demoAccountsResponseSchema, demoSignInBodySchema } from "~/shared/contract/auth";
import { errorResponseSchema } from "~/shared/contract/common";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { grantDemoPremium } from "./demo-premium";
import { startSession } from "./session-cookie";
import { upsertUser } from "./users";

export const DEMO_WRONG_HOST =
  "Demo sign-in answers only at this server's own address (PUBLIC_URL). Open the app there and sign in again.";

/** "host[:port]" with the scheme's default port dropped, lower case: how two Host values compare. */
function normalHost(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * The demo sign-in lets anyone pick any role, admin included: it answers only a request whose Host
 * is the configured public origin's. A page on another name that resolves to this server (DNS
 * rebinding) sends its own name as Host, so it cannot open a session.
 */
function fromPublicHost(request: FastifyRequest, publicUrl: URL): boolean {
  const host = request.headers.host;
  return typeof host === "string" && normalHost(host, publicUrl.protocol) === publicUrl.host;
}

/** Embedded mode's stand-in for Google sign-in: the demo accounts and the demo sign-in. */
export function demoSignInRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = new URL(ctx.config.publicUrl);

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
      schema: {
        body: demoSignInBodySchema,
        response: { 200: authUserSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!ctx.config.demoMode) throw notFound();
      if (!fromPublicHost(request, publicUrl)) throw forbidden(DEMO_WRONG_HOST);
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
          `demo sign-in as ${role}`,
          ctx.now(),
        );
        if (role === "premium") await grantDemoPremium(tx, id, ctx.now());
        return id;
      });
      const token = await startSession(ctx, request, reply, userId);
      const user = await findSessionUser(ctx.db, token, ctx.now());
      return user!;
    },
  );
}
