import fs from "node:fs";
import { eq } from "drizzle-orm";
import type { AppContext } from "~/server/context";
import type { DbOrTx } from "~/server/db/client";
import { accountExports } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { type AccountExport, NO_EXPORT_READY } from "~/shared/contract/account";
import { exportPath } from "./export-files";
import { enqueueAccountExport } from "./export-jobs";

type ExportRow = typeof accountExports.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function stateOf(row: ExportRow | undefined, now: Date): AccountExport {
  const none = { status: "none", requestedAt: null, readyAt: null, expiresAt: null, bytes: null } as const;
  if (!row) return none;
  if (row.expiresAt && row.expiresAt <= now) return none;
  return {
    status: row.readyAt ? "ready" : "preparing",
    requestedAt: iso(row.requestedAt),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    bytes: row.readyAt ? row.bytes : null,
  };
}

const findExport = async (db: DbOrTx, userId: number) =>
  (await db.select().from(accountExports).where(eq(accountExports.userId, userId)))[0];

/** GET /api/account/export: none, preparing, or ready until its expiry. */
export async function accountExportState(db: DbOrTx, userId: number, now: Date): Promise<AccountExport> {
  return stateOf(await findExport(db, userId), now);
}

/**
 * POST /api/account/export: asks for a fresh download. One being prepared is left to finish (asking
 * again changes nothing); a ready one is replaced when the new one is written.
 */
export async function requestAccountExport(ctx: AppContext, userId: number): Promise<AccountExport> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findExport(tx, userId);
    if (current && !current.readyAt) return stateOf(current, now);
    const [row] = await tx
      .insert(accountExports)
      .values({ userId, requestedAt: now })
      .onConflictDoUpdate({
        target: accountExports.userId,
        // the old file name stays until the job writes the new archive, then it is removed
        set: { requestedAt: now, readyAt: null, expiresAt: null, bytes: null },
      })
      .returning();
    await enqueueAccountExport(tx, userId, now);
    return stateOf(row, now);
  });
}

/** GET /api/account/export/download: the archive while it is valid, as a stream. */
export async function openAccountExport(
  ctx: AppContext,
  userId: number,
): Promise<{ stream: fs.ReadStream; bytes: number; readyAt: Date }> {
  const row = await findExport(ctx.db, userId);
  const state = stateOf(row, ctx.now());
  if (!row?.fileName || !row.readyAt || state.status !== "ready") throw notFound(NO_EXPORT_READY);
  const file = exportPath(ctx.config.dataDir, row.fileName);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat) throw notFound(NO_EXPORT_READY);
  return { stream: fs.createReadStream(file), bytes: stat.size, readyAt: row.readyAt };
}
