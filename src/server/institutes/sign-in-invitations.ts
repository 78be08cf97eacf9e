import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { batchMembers, instituteStaff, staffInvitations, users } from "~/server/db/schema";

/**
 * What an email was given before it signed in, taken up at sign-in (the demo sign-in and Google's
 * callback both start their session through here): open staff invitations become staff rows (an
 * owner invitation never lowers an owner, a teacher's never demotes one), and batch rows a teacher
 * added by email become the user's.
 */
export async function takeUpInvitations(db: DbOrTx, userId: number, now: Date): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const email = user.email.toLowerCase();
  const open = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
    .returning({ instituteId: staffInvitations.instituteId, role: staffInvitations.role });
  for (const invitation of open) {
    await db
      .insert(instituteStaff)
      .values({ instituteId: invitation.instituteId, userId, role: invitation.role, createdAt: now })
      .onConflictDoUpdate({
        target: [instituteStaff.instituteId, instituteStaff.userId],
        // owner wins over teacher, whichever came first
        set: { role: sql`case when ${instituteStaff.role} = 'owner' then 'owner' else excluded.role end` },
      });
  }
  await db
    .update(batchMembers)
    .set({ userId })
    .where(and(eq(batchMembers.email, email), isNull(batchMembers.userId)));
}
