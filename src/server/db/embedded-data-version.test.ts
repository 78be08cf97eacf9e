import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { EMBEDDED_POSTGRES_MAJOR } from "./embedded-data-version";

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-data-version-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database's data directory", () => {
  it("is written by the PostgreSQL major the check expects", async () => {
    const dir = tempDir();
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    const running = (await database.db.execute(
      sql`select current_setting('server_version_num')::int / 10000 as major`,
    )) as unknown as { rows: { major: number }[] };
    await database.close();
    expect(running.rows[0]?.major).toBe(EMBEDDED_POSTGRES_MAJOR);
    expect(fs.readFileSync(path.join(dir, "PG_VERSION"), "utf8").trim()).toBe(
      String(EMBEDDED_POSTGRES_MAJOR),
    );
  });

  it("refuses a directory another major wrote, naming it and both versions, and leaves its files alone", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "PG_VERSION"), "17\n");
    fs.writeFileSync(path.join(dir, "postgresql.conf"), "# written by an older release\n");
    await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(
      `DATA_DIR ${dir} holds a PostgreSQL 17 database, and this release's embedded database runs PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}`,
    );
    expect(fs.readdirSync(dir).sort()).toEqual(["PG_VERSION", "postgresql.conf"]);
  });
});
