import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "~/server/context";
import { takeUpInvitations } from "~/server/institutes/sign-in-invitations";
import { createSession, deleteSession, SESSION_COOKIE, SESSION_TTL_MS } from "~/server/sessions/sessions";
import { setSignedInHint } from "./signed-in-hint";

/**
 * Starts a session for `userId` and sets its cookie (with the signed-in hint). Signing in replaces
 * whatever session the browser had (no session fixation). Staff invitations and batch places
 * waiting for the user's email become theirs here. Answers the new cookie token.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<string> {
  const secure = ctx.config.isProduction;
  await takeUpInvitations(ctx.db, userId, ctx.now());
  const token = await createSession(ctx.db, userId, ctx.now());
  const old = request.cookies[SESSION_COOKIE];
  if (old) await deleteSession(ctx.db, old);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
  setSignedInHint(reply, secure);
  return token;
}
