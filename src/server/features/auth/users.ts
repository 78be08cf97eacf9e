import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { recordRoleChange } from "~/server/sessions/role-changes";
import type { Role } from "~/shared/contract/auth";

export type UserProfile = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  /** the role the account has from now on (the demo sign-in's choice, the seeded role) */
  role: Role;
};

/**
 * Inserts or refreshes a user by email (the demo sign-in and the seeder; Google accounts are found
 * by their subject, see google-account.ts) and answers its id. A changed role goes to the audit log
 * with `reason`.
 */
export async function upsertUser(
  db: DbOrTx,
  profile: UserProfile,
  reason: string,
  now: Date,
): Promise<number> {
  const email = profile.email.trim().toLowerCase();
  const [before] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .for("update");
  const [row] = await db
    .insert(users)
    .values({
      email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.profileImageUrl ?? null,
      role: profile.role,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
        profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
        role: profile.role,
      },
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user upsert returned nothing");
  const fromRole = before?.role ?? "learner";
  if (fromRole !== profile.role) {
    await recordRoleChange(db, { userId: row.id, fromRole, toRole: profile.role, reason }, now);
  }
  return row.id;
}
