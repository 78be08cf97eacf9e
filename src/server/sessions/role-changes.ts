import type { Config } from "~/server/config";
import type { DbOrTx } from "~/server/db/client";
import { roleChanges } from "~/server/db/schema";
import type { AuthUser, Role } from "~/shared/contract/auth";

/** Writes one line of the role audit log. `changedBy` is the admin who did it, null for sign-in rules. */
export async function recordRoleChange(
  db: DbOrTx,
  change: { userId: number; fromRole: Role; toRole: Role; reason: string; changedBy?: number | null },
  now: Date,
): Promise<void> {
  await db.insert(roleChanges).values({
    userId: change.userId,
    fromRole: change.fromRole,
    toRole: change.toRole,
    reason: change.reason,
    changedBy: change.changedBy ?? null,
    createdAt: now,
  });
}

/**
 * The role a session acts with now. With Google sign-in, ADMIN_EMAILS is the authority: an admin
 * whose email the list no longer names acts as a learner from the moment the server runs with the
 * new list, in every session, before the next sign-in stores the demotion. In embedded (demo) mode
 * the role picked at the demo sign-in stands.
 */
export function roleNow(config: Pick<Config, "demoMode" | "adminEmails">, user: AuthUser): AuthUser {
  if (user.role !== "admin" || config.demoMode || config.adminEmails.has(user.email)) return user;
  return { ...user, role: "learner" };
}
