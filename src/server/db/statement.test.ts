import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";
import { sessions, users } from "./schema";
import { isUniqueViolation, runStatement, statement } from "./statement";

// Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set: both drivers must answer the
// same JS values for the same statement, as the hot paths rely on.
describe("fixed statements on this database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const types = statement<{
    n: number;
    f: number;
    at: Date;
    doc: { a: number[] };
    words: string[];
    nulls: number;
    day: string;
    missing: string | null;
  }>(
    "statement_test_types",
    `select $1::int AS n, $2::float8 AS f, $3::timestamptz AS at, $4::jsonb AS doc, $5::text[] AS words,
       (select count(*)::int from unnest($6::int[]) AS x(v) where v is null) AS nulls,
       $7::date::text AS day, null::text AS missing`,
  );

  it("answers the same JS values on either driver, and takes arrays with nulls", async () => {
    const at = new Date("2026-11-21T06:30:00.123Z");
    const values = [
      7,
      -2 / 3,
      at.toISOString(),
      JSON.stringify({ a: [1, 2] }),
      ["a", "b c"],
      [1, null, 3],
      "2026-11-21",
    ];
    // twice: the second run uses the statement already prepared on the connection
    for (let i = 0; i < 2; i++) {
      const [row] = await runStatement(t.ctx.db, types, values);
      expect(row).toEqual({
        n: 7,
        f: -2 / 3,
        at,
        doc: { a: [1, 2] },
        words: ["a", "b c"],
        nulls: 1,
        day: "2026-11-21",
        missing: null,
      });
    }
  });

  it("runs inside a transaction, and tells a unique violation by its constraint", async () => {
    const [user] = await t.ctx.db.insert(users).values({ email: "statement@example.com" }).returning();
    const insertSession = statement(
      "statement_test_session",
      "insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')",
    );
    await t.ctx.db.transaction(async (tx) => {
      await runStatement(tx, insertSession, ["same-id", user?.id]);
    });
    const error = await runStatement(t.ctx.db, insertSession, ["same-id", user?.id]).catch((e: unknown) => e);
    expect(isUniqueViolation(error, "sessions_pkey")).toBe(true);
    expect(isUniqueViolation(error, "attempts_one_first_idx")).toBe(false);
    expect(isUniqueViolation(new Error("other"), "sessions_pkey")).toBe(false);
    expect(await t.ctx.db.select().from(sessions)).toHaveLength(1);
  });
});
