import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { recordRoleChange } from "~/server/sessions/role-changes";
import type { Role } from "~/shared/contract/auth";
import type { GoogleProfile } from "./google";

export type GoogleSignInOutcome =
  | { userId: number }
  /** unverified: the token does not vouch for the email; email-taken: another Google account holds it */
  | { refused: "unverified" | "email-taken" };

/**
 * The account a Google sign-in opens. Accounts are found by the provider's issuer and subject, so
 * a changed email keeps its account. The email matters only when verified: it links an account
 * that never signed in with Google (a seeded or older account), and ADMIN_EMAILS, read afresh at
 * every sign-in, decides the role from it. Role changes go to the audit log.
 */
export async function signInGoogleAccount(
  db: Db,
  profile: GoogleProfile,
  adminEmails: Set<string>,
  now: Date,
): Promise<GoogleSignInOutcome> {
  if (!profile.emailVerified) return { refused: "unverified" };
  const email = profile.email.trim().toLowerCase();
  const role: Role = adminEmails.has(email) ? "admin" : "learner";
  return db.transaction(async (tx) => {
    const account = { id: users.id, email: users.email, role: users.role, googleSub: users.googleSub };
    // a row stored before the issuer was kept has the subject alone: it is this issuer's
    const [bySubject] = await tx
      .select(account)
      .from(users)
      .where(
        and(
          eq(users.googleSub, profile.sub),
          or(eq(users.googleIssuer, profile.issuer), isNull(users.googleIssuer)),
        ),
      )
      .orderBy(sql`${users.googleIssuer} nulls last`)
      .limit(1)
      .for("update");
    let existing = bySubject;
    if (!existing) {
      const [byEmail] = await tx
        .select(account)
        .from(users)
        .where(eq(users.email, email))
        .limit(1)
        .for("update");
      if (byEmail?.googleSub) return { refused: "email-taken" as const };
      existing = byEmail;
    }

    if (!existing) {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          profileImageUrl: profile.picture,
          googleIssuer: profile.issuer,
          googleSub: profile.sub,
          role,
        })
        .returning({ id: users.id });
      if (!created) throw new Error("user insert returned nothing");
      if (role === "admin") {
        const reason = "ADMIN_EMAILS lists the email (first Google sign-in)";
        await recordRoleChange(tx, { userId: created.id, fromRole: "learner", toRole: role, reason }, now);
      }
      return { userId: created.id };
    }

    // the verified email follows the Google account, unless another account already holds it
    const [holder] =
      existing.email === email
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, email), ne(users.id, existing.id)))
            .limit(1);
    await tx
      .update(users)
      .set({
        email: holder ? existing.email : email,
        firstName: sql`coalesce(${profile.firstName}::text, ${users.firstName})`,
        lastName: sql`coalesce(${profile.lastName}::text, ${users.lastName})`,
        profileImageUrl: sql`coalesce(${profile.picture}::text, ${users.profileImageUrl})`,
        googleIssuer: profile.issuer,
        googleSub: profile.sub,
        role,
      })
      .where(eq(users.id, existing.id));
    if (existing.role !== role) {
      const reason =
        role === "admin"
          ? "ADMIN_EMAILS lists the email at Google sign-in"
          : "ADMIN_EMAILS no longer lists the email at Google sign-in";
      await recordRoleChange(tx, { userId: existing.id, fromRole: existing.role, toRole: role, reason }, now);
    }
    return { userId: existing.id };
  });
}
