import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { batches, batchMembers, users } from "~/server/db/schema";
import { withFreshCode } from "~/server/institutes/join-codes";
import type { InstituteScope } from "~/server/institutes/tenancy";
import type { Batch, BatchDetail } from "~/shared/contract/institutes";

type BatchRow = typeof batches.$inferSelect;

const batchView = (row: BatchRow, members: number): Batch => ({
  id: row.id,
  instituteId: row.instituteId,
  name: row.name,
  joinCode: row.joinCode,
  members,
  createdAt: row.createdAt.toISOString(),
});

const inBatch = (batchId: number) => and(eq(batchMembers.batchId, batchId), isNull(batchMembers.leftAt));

/** The institute's batches, by name, with how many learners are in each (GET .../batches). */
export async function listBatches(db: DbOrTx, scope: InstituteScope): Promise<Batch[]> {
  const rows = await db
    .select({ batch: batches, members: count(batchMembers.email) })
    .from(batches)
    .leftJoin(batchMembers, and(eq(batchMembers.batchId, batches.id), isNull(batchMembers.leftAt)))
    .where(scope.where(batches))
    .groupBy(batches.id)
    .orderBy(asc(batches.name), asc(batches.id));
  return rows.map((r) => batchView(r.batch, r.members));
}

/** A new batch of the institute with a fresh join code (POST .../batches). */
export async function createBatch(
  db: DbOrTx,
  scope: InstituteScope,
  options: { name: string; now: Date },
): Promise<Batch> {
  const row = await withFreshCode(db, async (tx, joinCode) => {
    const [inserted] = await tx
      .insert(batches)
      .values({ instituteId: scope.instituteId, name: options.name, joinCode, createdAt: options.now })
      .returning();
    return inserted!;
  });
  return batchView(row, 0);
}

/** Renames one of the institute's batches (PATCH .../batches/{batchId}). */
export async function renameBatch(
  db: DbOrTx,
  scope: InstituteScope,
  options: { batchId: number; name: string },
): Promise<Batch> {
  const batch = await scope.batch(options.batchId);
  const [row] = await db
    .update(batches)
    .set({ name: options.name })
    .where(scope.where(batches, eq(batches.id, batch.id)))
    .returning();
  const [members] = await db.select({ n: count() }).from(batchMembers).where(inBatch(batch.id));
  return batchView(row!, members?.n ?? 0);
}

/** One batch with its learners, by email (GET .../batches/{batchId}). */
export async function batchDetail(db: DbOrTx, scope: InstituteScope, batchId: number): Promise<BatchDetail> {
  const batch = await scope.batch(batchId);
  const rows = await db
    .select({
      userId: batchMembers.userId,
      email: batchMembers.email,
      firstName: users.firstName,
      lastName: users.lastName,
      addedBy: batchMembers.addedBy,
      joinedAt: batchMembers.joinedAt,
    })
    .from(batchMembers)
    .leftJoin(users, eq(users.id, batchMembers.userId))
    .where(inBatch(batch.id))
    .orderBy(asc(batchMembers.email));
  const memberList = rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    name: [r.firstName, r.lastName].filter(Boolean).join(" ") || null,
    addedBy: r.addedBy,
    joinedAt: r.joinedAt.toISOString(),
  }));
  return { ...batchView(batch, memberList.length), memberList };
}
