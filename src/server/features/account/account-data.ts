import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { EXPORTED_TABLES } from "./export-tables";

export type TableRows = { name: string; rows: Record<string, unknown>[] };

/** Every exported table's rows for one learner, in EXPORTED_TABLES's order. */
export async function accountData(db: DbOrTx, userId: number): Promise<TableRows[]> {
  const tables: TableRows[] = [];
  for (const { name, table, userColumn } of EXPORTED_TABLES) {
    const rows = await db.select().from(table).where(eq(userColumn, userId));
    tables.push({ name, rows: rows as Record<string, unknown>[] });
  }
  return tables;
}

/** A value as one CSV cell: dates in ISO 8601, lists and objects as JSON, nothing as empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
