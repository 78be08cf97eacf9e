import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db, DbOrTx } from "~/server/db/client";
import { countingUpsertSql } from "~/server/db/counting-upsert";
import { sessions } from "~/server/db/schema";
import { runStatement, statement } from "~/server/db/statement";
import type { AuthUser } from "~/shared/contract/auth";
import { activeEntitlementSql } from "./entitlements";

export const SESSION_COOKIE = "abhyas_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Creates a session and answers the cookie token; only its hash is stored. */
export async function createSession(db: DbOrTx, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

type SessionRow = AuthUser & {
  /** with a counted request: the window's count after this request, and when the window ends */
  limitCount: number | null;
  limitResetAt: Date | null;
};

const USER_COLUMNS = `u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
  u.profile_image_url AS "profileImageUrl", u.role, u.language,
  exists (select 1 from entitlements e
          where e.user_id = u.id and ${activeEntitlementSql("$2::timestamptz")}) AS "isPremium"`;

const findSessionUserStatement = statement<SessionRow>(
  "find_session_user",
  `select ${USER_COLUMNS}, null::int AS "limitCount", null::timestamptz AS "limitResetAt"
   from sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.expires_at > $2::timestamptz
   limit 1`,
);

/**
 * The session lookup and a rate-limit counter bump (see http/rate-limit.ts) in one statement: a
 * signed-in, rate-limited request (a submit) makes one round trip for both. The counter's key is
 * $3 followed by the user id; the window restarts at $4 when the stored one has ended.
 */
const findSessionUserCountingStatement = statement<SessionRow>(
  "find_session_user_counting",
  `with s as (
     select ${USER_COLUMNS}
     from sessions s join users u on u.id = s.user_id
     where s.id = $1 and s.expires_at > $2::timestamptz
     limit 1
   ), counted as (
     ${countingUpsertSql("select $3 || s.id, 1, $4::timestamptz from s", "$2::timestamptz")}
   )
   select s.*, counted.count AS "limitCount", counted."resetAt" AS "limitResetAt"
   from s left join counted on true`,
);

/** A counter to bump with the lookup: key prefix ("submit:u") and the end of the current window */
export type RequestCount = { keyPrefix: string; windowEndsAt: Date };
export type SessionLookup = { user: AuthUser; count: { count: number; resetAt: Date } | null };

/**
 * The signed-in user behind a cookie token, with premium read from the live entitlement; with
 * `count`, also counts this request against the user's rate limit in the same statement.
 */
export async function lookUpSession(
  db: Db,
  token: string,
  now: Date,
  count?: RequestCount,
): Promise<SessionLookup | null> {
  const rows = count
    ? await runStatement(db, findSessionUserCountingStatement, [
        hashToken(token),
        now.toISOString(),
        count.keyPrefix,
        count.windowEndsAt.toISOString(),
      ])
    : await runStatement(db, findSessionUserStatement, [hashToken(token), now.toISOString()]);
  const row = rows[0];
  if (!row) return null;
  const { limitCount, limitResetAt, ...user } = row;
  return {
    user: { ...user, isPremium: Boolean(user.isPremium) },
    count: limitCount === null || limitResetAt === null ? null : { count: limitCount, resetAt: limitResetAt },
  };
}

/** The signed-in user behind a cookie token, with premium read from the live entitlement. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<AuthUser | null> {
  return (await lookUpSession(db, token, now))?.user ?? null;
}
