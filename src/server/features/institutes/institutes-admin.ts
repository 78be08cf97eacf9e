import { count, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { batches, instituteStaff, institutes, staffInvitations, users } from "~/server/db/schema";
import { withFreshCode } from "~/server/institutes/join-codes";
import type { AdminInstitute, CreateInstituteBody, Institute } from "~/shared/contract/institutes";

/** "Sharma Classes, Kota" -> "sharma-classes-kota"; a name of other scripts gets "institute". */
export function slugOf(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "institute";
}

export const instituteView = (row: typeof institutes.$inferSelect): Institute => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  joinCode: row.joinCode,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A site admin creates an institute and invites its first owner by email (POST /api/admin/institutes):
 * the owner invitation is taken up when that email next signs in. A taken slug gets "-2", "-3"...,
 * also when another admin creates one of the same name at the same moment.
 */
export async function createInstitute(
  db: DbOrTx,
  options: { body: CreateInstituteBody & { ownerEmail: string }; adminId: number; now: Date },
): Promise<AdminInstitute> {
  const { body, adminId, now } = options;
  const base = slugOf(body.name);
  return db.transaction(async (tx) => {
    // the slug is picked again on each try: a create of the same name committed meanwhile took it
    const row = await withFreshCode(tx, async (savepoint, joinCode) => {
      const slug = await freeSlug(savepoint, base);
      const [inserted] = await savepoint
        .insert(institutes)
        .values({ name: body.name, slug, joinCode, createdBy: adminId, createdAt: now })
        .returning();
      return inserted!;
    });
    await tx.insert(staffInvitations).values({
      instituteId: row.id,
      email: body.ownerEmail,
      role: "owner",
      invitedBy: adminId,
      createdAt: now,
    });
    return { ...instituteView(row), owners: [], pendingOwners: [body.ownerEmail], batches: 0 };
  });
}

/** `base`, or the first of "base-2", "base-3"... that no institute has. */
async function freeSlug(db: DbOrTx, base: string): Promise<string> {
  const taken = await db
    .select({ slug: institutes.slug })
    .from(institutes)
    .where(sql`${institutes.slug} = ${base} or ${institutes.slug} like ${`${base}-%`}`);
  const slugs = new Set(taken.map((r) => r.slug));
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Every institute, newest first, with its owners, owners not yet signed in and batch count (the admin's list). */
export async function listInstitutes(db: DbOrTx): Promise<AdminInstitute[]> {
  const rows = await db.select().from(institutes).orderBy(desc(institutes.createdAt), desc(institutes.id));
  const owners = await db
    .select({ instituteId: instituteStaff.instituteId, email: users.email })
    .from(instituteStaff)
    .innerJoin(users, eq(users.id, instituteStaff.userId))
    .where(eq(instituteStaff.role, "owner"));
  const pending = await db
    .select({ instituteId: staffInvitations.instituteId, email: staffInvitations.email })
    .from(staffInvitations)
    .where(sql`${staffInvitations.role} = 'owner' and ${isNull(staffInvitations.acceptedAt)}`);
  const counts = await db
    .select({ instituteId: batches.instituteId, n: count() })
    .from(batches)
    .groupBy(batches.instituteId);
  return rows.map((row) => ({
    ...instituteView(row),
    owners: owners.filter((o) => o.instituteId === row.id).map((o) => o.email),
    pendingOwners: pending.filter((o) => o.instituteId === row.id).map((o) => o.email),
    batches: counts.find((c) => c.instituteId === row.id)?.n ?? 0,
  }));
}
