import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { checkEmbeddedDataVersion } from "./embedded-data-version";
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
  /** PGlite: database calls queued behind the one running (admission control reads it) */
  waitingWork?(): number;
  close(): Promise<void>;
};

export type PoolUse = { total: number; idle: number; waiting: number };

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** behind a pooler in transaction mode: statements go unnamed (decision 0057) */
      unnamedStatements?: boolean;
    }
  | { kind: "pglite"; dataDir?: string /* undefined = in memory */ };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.unnamedStatements ? { Client: UnnamedStatementClient } : {}),
    });
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
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    checkEmbeddedDataVersion(options.dataDir);
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  return pgliteDatabase(client);
}

/**
 * A PgBouncer in transaction pooling hands each transaction whichever server connection is free, so
 * a statement prepared by name on one is missing on the next ("prepared statement does not exist"),
 * and PgBouncer before 1.21 (Debian 12 ships 1.18) cannot track names itself. This client sends the
 * hot paths' named statements unnamed: parsed and planned on every call, on whichever connection.
 */
class UnnamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [first, ...rest] = args;
    const isPlainConfig =
      typeof first === "object" &&
      first !== null &&
      "name" in first &&
      typeof (first as { submit?: unknown }).submit !== "function";
    if (isPlainConfig) {
      const { name: _name, ...unnamed } = first as { name?: string };
      return (super.query as (...a: unknown[]) => never)(unnamed, ...rest);
    }
    return (super.query as (...a: unknown[]) => never)(first, ...rest);
  }
}

/** The embedded database around a PGlite client (main.ts through openDatabase, and the tests). */
export function pgliteDatabase(client: PGlite): Database {
  const queue = takeTurnsWithTheEventLoop(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    // PGlite serves one process only, so there is no other instance to serialise against.
    withLock: (_lockId, fn) => fn(),
    waitingWork: () => queue.waiting,
    close: () => client.close(),
  };
}

const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs PostgreSQL in this thread, and a query's promise settles without the event loop
 * turning: queries waiting on PGlite's own lock ran one after another in a single turn, so a
 * crowd's queued work (a herd's saves, a job run, an import) held off every timer and socket until
 * it was done: a new connection waited up to a minute for /api/health, and Node's check that answers
 * a slow client 408 waited out the whole queue (decisions 0049, 0058). Here the queries, `exec`s and
 * transactions take turns in one queue and the event loop turns before each starts and after it
 * ends, so sockets are served between any two of them. Statements inside a transaction run on
 * together. `waiting` counts the calls queued and not yet started, for admission control.
 */
function takeTurnsWithTheEventLoop(client: PGlite): { readonly waiting: number } {
  let waiting = 0;
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      // a call made before PGlite is ready waits outside the queue: PGlite's start-up runs a query
      // of its own through the same methods
      if (!client.ready && !client.closed) await client.waitReady;
      waiting++;
      const result = tail.then(async () => {
        await turnOfTheEventLoop();
        waiting--;
        try {
          return await run(...args);
        } finally {
          await turnOfTheEventLoop();
        }
      });
      tail = result.catch(() => {});
      return await result;
    };
  client.query = inTurn(client.query.bind(client)) as PGlite["query"];
  client.exec = inTurn(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = inTurn(client.transaction.bind(client)) as PGlite["transaction"];
  return {
    get waiting() {
      return waiting;
    },
  };
}
