import type { PGlite, Transaction } from "@electric-sql/pglite";
import { NodePgSession } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { DbOrTx } from "./client";

/**
 * A fixed SQL statement on a hot path (the session lookup, the submit). Drizzle's query builder
 * costs about as much CPU per call as the round trip itself, so these few statements are written
 * once as SQL and sent as they are: on PostgreSQL as a named statement, parsed and planned once per
 * connection; on PGlite through its own query call. The same text runs on both.
 *
 * Conventions, so both drivers answer the same JS values: timestamps come back as Date, `date`
 * columns are cast to text, counts to int; JSON goes in as text with a ::jsonb cast.
 */
export type Statement<Row> = { readonly name: string; readonly text: string; readonly _row?: Row };

const declared = new Map<string, Statement<unknown>>();

export function statement<Row>(name: string, text: string): Statement<Row> {
  const made = { name, text };
  declared.set(name, made);
  return made;
}

/** Every statement declared by the modules loaded so far (sql-columns.test.ts checks them all). */
export const declaredStatements = (): Statement<unknown>[] => [...declared.values()];

/**
 * Runs the statement on the database or inside the transaction `db` stands for (Drizzle's session
 * holds the driver's client: a pg Pool or PoolClient, or PGlite or its transaction).
 */
export async function runStatement<Row>(
  db: DbOrTx,
  { name, text }: Statement<Row>,
  values: readonly unknown[],
): Promise<Row[]> {
  const session = (db as unknown as { session: unknown }).session;
  if (session instanceof NodePgSession) {
    const client = (session as unknown as { client: pg.Pool | pg.PoolClient }).client;
    return (await client.query<Row & pg.QueryResultRow>({ name, text, values: [...values] })).rows;
  }
  const client = (session as { client: PGlite | Transaction }).client;
  return (await client.query<Row>(text, [...values])).rows;
}

/** PostgreSQL's unique_violation, and the constraint it names */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  return (
    (inner?.code === "23505" || e?.code === "23505") && (inner?.constraint ?? e?.constraint) === constraint
  );
}
