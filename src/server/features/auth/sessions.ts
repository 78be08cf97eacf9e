import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { AuthUser } from "../../../shared/contract/auth";
import type { DbOrTx } from "../../db/client";
import { entitlements, sessions, users } from "../../db/schema";

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

/** The signed-in user behind a cookie token, with premium read from the live entitlement. */
export async function findSessionUser(db: DbOrTx, token: string, now: Date): Promise<AuthUser | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: users.role,
      isPremium: sql<boolean>`exists (select 1 from ${entitlements} where ${entitlements.userId} = ${users.id} and ${entitlements.startsAt} <= ${now.toISOString()} and ${entitlements.expiresAt} > ${now.toISOString()})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, role: row.role === "admin" ? "admin" : "learner", isPremium: Boolean(row.isPremium) };
}
