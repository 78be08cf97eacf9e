import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type every query is written against: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A function that works inside or outside a transaction takes this. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** runs fn while holding a database-wide advisory lock (serialises e.g. migrations across instances) */
  withLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /** the connection pool's use now (node-postgres); absent for PGlite, one connection in-process */
  poolUse?(): PoolUse;
  close(): Promise<void>;
};

export type PoolUse = { total: number; idle: number; waiting: number };

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir?: string /* undefined = in memory */ };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, admin) must not crash the process:
    // the pool discards it and the next query opens a new one.
    pool.on("error", (error) => {
      console.error(`PostgreSQL dropped an idle connection: ${error.message}`);
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async withLock(lockId, fn) {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [lockId]);
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [lockId]).catch(() => {});
          client.release();
        }
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // PGlite serves one process only, so there is no other instance to serialise against.
    withLock: (_lockId, fn) => fn(),
    close: () => client.close(),
  };
}
