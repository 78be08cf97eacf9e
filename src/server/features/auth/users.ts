import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

export type UserProfile = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  googleSub?: string | null;
  /** forces the role; otherwise ADMIN_EMAILS decides admin and an existing admin stays admin */
  role?: "learner" | "admin";
};

/** Inserts or refreshes a user from a sign-in; answers its id. */
export async function upsertUser(
  db: DbOrTx,
  profile: UserProfile,
  adminEmails: Set<string>,
): Promise<number> {
  const email = profile.email.trim().toLowerCase();
  const role = profile.role ?? (adminEmails.has(email) ? "admin" : undefined);
  const values = {
    email,
    firstName: profile.firstName ?? null,
    lastName: profile.lastName ?? null,
    profileImageUrl: profile.profileImageUrl ?? null,
    googleSub: profile.googleSub ?? null,
    role: role ?? "learner",
  };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
        profileImageUrl: sql`coalesce(excluded.profile_image_url, ${users.profileImageUrl})`,
        googleSub: sql`coalesce(excluded.google_sub, ${users.googleSub})`,
        ...(role ? { role } : {}),
      },
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user upsert returned nothing");
  return row.id;
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}
