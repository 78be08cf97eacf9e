import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

const MIGRATION_LOCK_ID = 4_242_001;

/** The committed drizzle/ folder, found from this file whether it runs from src/ or the built dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  const fromCwd = path.resolve("drizzle");
  if (fs.existsSync(path.join(fromCwd, "meta", "_journal.json"))) return fromCwd;
  throw new Error("drizzle/ migrations folder not found");
}

/** Applies pending migrations; several instances starting at once take turns on an advisory lock. */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  await database.withLock(MIGRATION_LOCK_ID, async () => {
    if (database.kind === "postgres") {
      await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    } else {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
}
