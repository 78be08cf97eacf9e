import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/server/db/schema";
import { EXCLUDED_TABLES, EXPORTED_TABLES } from "./export-tables";

/** Every table of the schema with a column naming a user: a `user_id`, or a key to users.id. */
function tablesNamingUsers(): string[] {
  const tables = Object.values(schema).filter((value) => value instanceof PgTable) as PgTable[];
  return tables
    .filter((table) => {
      const config = getTableConfig(table);
      if (config.name === "users") return true;
      const byName = config.columns.some((c) => c.name === "user_id" || c.name.endsWith("_user_id"));
      const byKey = config.foreignKeys.some(
        (fk) => getTableConfig(fk.reference().foreignTable).name === "users",
      );
      return byName || byKey;
    })
    .map((table) => getTableConfig(table).name)
    .sort();
}

describe("the download of a learner's data covers every table that holds their rows", () => {
  it("finds the tables that name a user (the walk itself works)", () => {
    const found = tablesNamingUsers();
    expect(found).toEqual(
      expect.arrayContaining(["users", "attempts", "attempt_answers", "payments", "sessions"]),
    );
  });

  it("exports each one, or leaves it out on purpose with a reason", () => {
    const exported = new Set(EXPORTED_TABLES.map((t) => getTableConfig(t.table).name));
    const neither = tablesNamingUsers().filter((name) => !exported.has(name) && !(name in EXCLUDED_TABLES));
    expect(neither, "add these tables to EXPORTED_TABLES or EXCLUDED_TABLES in export-tables.ts").toEqual([]);
    for (const [name, reason] of Object.entries(EXCLUDED_TABLES)) {
      expect(exported.has(name), `${name} is both exported and excluded`).toBe(false);
      expect(reason.length, `say why ${name} is left out`).toBeGreaterThan(10);
    }
  });

  it("reads each exported table by a column of that table", () => {
    for (const { name, table, userColumn } of EXPORTED_TABLES) {
      expect(getTableConfig(table).columns, name).toContain(userColumn);
    }
  });
});
