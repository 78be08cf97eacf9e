import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { batches, batchMembers, institutes } from "~/server/db/schema";

/**
 * A learner's side of tenancy: the batches they are in now, found by their own user id and nothing
 * else. Whatever a learner may see of an institute (its batches today; its assignments and results
 * later) goes through here, so a learner outside a batch sees nothing of it.
 */
export function currentMembershipsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: batches.id,
      name: batches.name,
      instituteId: batches.instituteId,
      instituteName: institutes.name,
      joinedAt: batchMembers.joinedAt,
    })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .innerJoin(institutes, eq(institutes.id, batches.instituteId))
    .where(and(eq(batchMembers.userId, userId), isNull(batchMembers.leftAt)))
    .orderBy(desc(batchMembers.joinedAt), desc(batches.id));
}
