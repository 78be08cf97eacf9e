import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { batches, batchMembers } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { currentMembershipsOf } from "~/server/institutes/memberships";
import type { AuthUser } from "~/shared/contract/auth";
import type { MyBatch } from "~/shared/contract/institutes";

export const NO_BATCH_WITH_CODE = "No batch has that code: check it with your teacher";
export const NOT_IN_BATCH = "You are not in that batch";

/** The batches the learner is in now, newest first (GET /api/user/batches). */
export async function myBatches(db: DbOrTx, userId: number): Promise<MyBatch[]> {
  const rows = await currentMembershipsOf(db, userId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    instituteName: r.instituteName,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

/**
 * A learner joins a batch by its code (POST /api/batches/join): in again if they had left or been
 * removed; nothing changes when they are in it already. Answers the batch as their list shows it.
 */
export async function joinBatch(
  db: DbOrTx,
  options: { user: Pick<AuthUser, "id" | "email">; code: string; now: Date },
): Promise<MyBatch> {
  const [batch] = await db.select({ id: batches.id }).from(batches).where(eq(batches.joinCode, options.code));
  if (!batch) throw notFound(NO_BATCH_WITH_CODE);
  const email = options.user.email.toLowerCase();
  await db
    .insert(batchMembers)
    .values({ batchId: batch.id, email, userId: options.user.id, addedBy: "code", joinedAt: options.now })
    .onConflictDoUpdate({
      target: [batchMembers.batchId, batchMembers.email],
      set: {
        userId: options.user.id,
        // back after leaving: joined now; already in: as it was
        joinedAt: sql`case when ${batchMembers.leftAt} is null then ${batchMembers.joinedAt} else excluded.joined_at end`,
        leftAt: null,
        leftHow: null,
      },
    });
  const mine = await myBatches(db, options.user.id);
  const joined = mine.find((b) => b.id === batch.id);
  if (!joined) throw notFound(NO_BATCH_WITH_CODE);
  return joined;
}

/** A learner leaves a batch (POST /api/user/batches/{batchId}/leave); their attempts stay. */
export async function leaveBatch(
  db: DbOrTx,
  options: { userId: number; batchId: number; now: Date },
): Promise<{ ok: true }> {
  const left = await db
    .update(batchMembers)
    .set({ leftAt: options.now, leftHow: "left" })
    .where(
      and(
        eq(batchMembers.batchId, options.batchId),
        eq(batchMembers.userId, options.userId),
        isNull(batchMembers.leftAt),
      ),
    )
    .returning({ email: batchMembers.email });
  if (left.length === 0) throw notFound(NOT_IN_BATCH);
  return { ok: true };
}
