import { eq } from "drizzle-orm";
import type { AppContext } from "~/server/context";
import type { DbOrTx } from "~/server/db/client";
import { accountExports } from "~/server/db/schema";
import { enqueue } from "~/server/jobs/queue";
import { EXPORT_VALID_HOURS } from "~/shared/contract/account";
import { accountData } from "./account-data";
import { buildExportArchive } from "./export-archive";
import { newExportFileName, removeExportFile, writeExportFile } from "./export-files";

export const ACCOUNT_EXPORT_JOB = "account-export";
export const ACCOUNT_EXPORT_EXPIRE_JOB = "account-export-expire";

const HOUR_MS = 60 * 60_000;

/** Queues the preparation of a learner's download (one at a time per learner: the key). */
export async function enqueueAccountExport(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await enqueue(db, {
    name: ACCOUNT_EXPORT_JOB,
    key: `${ACCOUNT_EXPORT_JOB}:${userId}`,
    payload: { userId },
    runAt: now,
  });
}

/**
 * The job: reads the learner's rows, writes the archive under DATA_DIR/exports, marks it ready for
 * EXPORT_VALID_HOURS and queues its removal. A request withdrawn meanwhile (the account deleted)
 * leaves nothing behind.
 */
export async function prepareAccountExport(ctx: AppContext, userId: number): Promise<void> {
  const [pending] = await ctx.db.select().from(accountExports).where(eq(accountExports.userId, userId));
  if (!pending) return;
  const now = ctx.now();
  const archive = await buildExportArchive(await accountData(ctx.db, userId), now);
  const fileName = newExportFileName();
  await writeExportFile(ctx.config.dataDir, fileName, archive);
  const expiresAt = new Date(now.getTime() + EXPORT_VALID_HOURS * HOUR_MS);
  const updated = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(accountExports)
      .set({ readyAt: now, expiresAt, fileName, bytes: archive.length })
      .where(eq(accountExports.userId, userId))
      .returning({ userId: accountExports.userId });
    if (rows.length > 0)
      await enqueue(tx, {
        name: ACCOUNT_EXPORT_EXPIRE_JOB,
        key: `${ACCOUNT_EXPORT_EXPIRE_JOB}:${userId}`,
        payload: { userId },
        runAt: expiresAt,
      });
    return rows.length > 0;
  });
  if (!updated) await removeExportFile(ctx.config.dataDir, fileName);
  // an earlier archive this one replaces
  else if (pending.fileName && pending.fileName !== fileName)
    await removeExportFile(ctx.config.dataDir, pending.fileName);
}

/**
 * The clean-up: removes an expired download's file and row. A newer download (asked for after this
 * job was queued) expires later: the job waits for it instead.
 */
export async function expireAccountExport(
  ctx: AppContext,
  userId: number,
): Promise<{ runAgainAt: Date } | undefined> {
  const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.userId, userId));
  if (!row) return undefined;
  const now = ctx.now();
  if (!row.expiresAt) return undefined;
  if (row.expiresAt > now) return { runAgainAt: row.expiresAt };
  await ctx.db.delete(accountExports).where(eq(accountExports.userId, userId));
  await removeExportFile(ctx.config.dataDir, row.fileName);
  return undefined;
}
