import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../../shared/contract/auth";
import type { AppContext } from "../context";
import { findSessionUser, SESSION_COOKIE } from "../features/auth/sessions";
import { AppError, forbidden, unauthorized } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** the signed-in user, looked up once per request on first use */
    getUser(): Promise<AuthUser | null>;
  }
}

export const PREMIUM_REQUIRED = "Premium subscription required";

export function registerSessionLookup(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest("getUser", function getUser(this: FastifyRequest) {
    return Promise.resolve<AuthUser | null>(null);
  });
  app.addHook("onRequest", async (request) => {
    let cached: Promise<AuthUser | null> | undefined;
    request.getUser = () => {
      if (!cached) {
        const token = request.cookies[SESSION_COOKIE];
        cached = token ? findSessionUser(ctx.db, token, ctx.now()) : Promise.resolve(null);
      }
      return cached;
    };
  });
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
