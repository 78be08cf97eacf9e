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
  return pgliteDatabase(client);
}

/** The embedded database around a PGlite client (main.ts through openDatabase, and the tests). */
export function pgliteDatabase(client: PGlite): Database {
  letEventLoopTurnAfterEachQuery(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    // PGlite serves one process only, so there is no other instance to serialise against.
    withLock: (_lockId, fn) => fn(),
    close: () => client.close(),
  };
}

const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs PostgreSQL in this thread and a query's promise settles without the event loop
 * turning, so a chain of awaited queries (a job run, a re-scoring, an import) would hold off every
 * timer and socket until it ends: among them Node's check that answers a slow client 408 at
 * REQUEST_TIMEOUT_MS, which then waited out the whole chain. Each query and transaction lets the
 * event loop turn once when it is done (statements inside a transaction run on together).
 */
function letEventLoopTurnAfterEachQuery(client: PGlite): void {
  const after =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } finally {
        await turnOfTheEventLoop();
      }
    };
  client.query = after(client.query.bind(client)) as PGlite["query"];
  client.exec = after(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = after(client.transaction.bind(client)) as PGlite["transaction"];
}
