import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_TTL_MS } from "~/server/sessions/sessions";
import { SIGNED_IN_HINT_COOKIE } from "~/shared/signed-in-hint";

/** Set with the session cookie, for as long, but readable by the page (see src/shared/signed-in-hint.ts). */
export function setSignedInHint(reply: FastifyReply, secure: boolean) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSignedInHint(reply: FastifyReply) {
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/" });
}

/**
 * Brings the hint in line with what the session says: set for a session made before the hint
 * existed, cleared when the session has ended on the server (expired, signed out elsewhere).
 */
export function syncSignedInHint(
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: boolean,
  secure: boolean,
) {
  const hinted = request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined;
  if (signedIn && !hinted) setSignedInHint(reply, secure);
  else if (!signedIn && hinted) clearSignedInHint(reply);
}
