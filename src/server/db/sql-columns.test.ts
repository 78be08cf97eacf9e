import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { is, sql } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";
import type { DbOrTx } from "./client";
import * as schema from "./schema";
import { declaredStatements } from "./statement";

// The hot paths send fixed SQL (statement.ts) whose table and column names are typed by hand. Each
// one is prepared on a freshly migrated database, which fails on any unknown table or column, and the
// migrated database must have exactly the columns schema.ts declares: a column renamed in schema.ts
// (and its migration) but not in a statement fails here, not on a learner's request.

const serverDir = fileURLToPath(new URL("..", import.meta.url));

/** The server's source files that declare statements, found by reading them (so none is missed). */
function statementSources(dir: string): { file: string; declarations: number }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return statementSources(file);
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts")) return [];
    const declarations = fs.readFileSync(file, "utf8").match(/=\s*statement\s*</g)?.length ?? 0;
    return declarations > 0 ? [{ file, declarations }] : [];
  });
}

const sources = statementSources(serverDir);
for (const { file } of sources) await import(file);
// test files share a worker's modules: statement.test.ts's own statements may be declared already
const statements = declaredStatements().filter((s) => !s.name.startsWith("statement_test_"));

/** Runs SQL text as a simple query (several statements, no parameters) on either driver. */
async function simpleQuery(db: DbOrTx, text: string): Promise<void> {
  const session = (db as unknown as { session: unknown }).session;
  if (session instanceof NodePgSession) {
    await (session as unknown as { client: pg.Pool | pg.PoolClient }).client.query(text);
  } else {
    await (session as unknown as { client: PGlite }).client.exec(text);
  }
}

describe("hand-written SQL against schema.ts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("finds every statement the server declares", () => {
    const declared = sources.reduce((n, s) => n + s.declarations, 0);
    expect(declared).toBeGreaterThanOrEqual(8);
    expect(statements).toHaveLength(declared);
  });

  it("has exactly schema.ts's tables and columns in the migrated database", async () => {
    const fromSchema = Object.values(schema)
      .filter((value: unknown): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.columns.map((c) => `${config.name}.${c.name}`);
      })
      .sort();
    const result = (await t.ctx.db.execute(
      sql`select table_name || '.' || column_name AS "column" from information_schema.columns
          where table_schema = current_schema()`,
    )) as unknown as { rows: { column: string }[] };
    const inDatabase = result.rows.map((r) => r.column).sort();
    expect(inDatabase).toEqual(fromSchema);
  });

  it.each(statements.map((s) => [s.name, s] as const))(
    "prepares %s on the migrated database",
    async (name, s) => {
      const prepared = `sql_columns_check_${name}`;
      await expect(
        simpleQuery(t.ctx.db, `PREPARE ${prepared} AS ${s.text}; DEALLOCATE ${prepared};`),
      ).resolves.toBeUndefined();
    },
  );
});
