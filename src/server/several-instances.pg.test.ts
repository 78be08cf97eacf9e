import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "~/server/app";
import { loadConfig } from "~/server/config";
import type { AppContext } from "~/server/context";
import { type Database, openDatabase } from "~/server/db/client";
import { migrationsFolder, runMigrations } from "~/server/db/migrate";
import { questions, quizQuestions, quizzes } from "~/server/db/schema";
import { RATE_LIMITS } from "~/server/http/rate-limit";
import { seedDemoContent } from "~/server/seed/seed";

/**
 * Two app instances, as behind a load balancer: each its own process state (connection pool,
 * per-instance caches), both on ONE PostgreSQL database, driven over real HTTP.
 * Runs only in the api-postgres project (TEST_DATABASE_URL is set in CI).
 */
/** the address the load balancer in front of both instances answers at */
const PUBLIC_HOST = "localhost:3000";
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error("several-instances.pg.test.ts needs TEST_DATABASE_URL (PostgreSQL)");

type Instance = { app: FastifyInstance; database: Database; url: string };

describe("two instances on one PostgreSQL database", () => {
  const name = `abhyas_instances_${randomBytes(5).toString("hex")}`;
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${name}`;
  // one clock for both, so rate-limit windows do not roll over mid-test
  const clock = { current: new Date() };
  let a: Instance;
  let b: Instance;

  async function startInstance(database: Database): Promise<Instance> {
    const config = loadConfig({
      // development, not test: the leaderboard keeps its per-instance cache as in production
      NODE_ENV: "development",
      LOG_LEVEL: "silent",
      PUBLIC_URL: `http://${PUBLIC_HOST}`,
      SESSION_SECRET: "several-instances-secret-that-is-long-enough",
    });
    const ctx: AppContext = { config, database, db: database.db, now: () => clock.current };
    const app = await buildApp(ctx, { serveClient: false, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return { app, database, url: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.database.close();
    }
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("migrates once when both instances start at the same moment on a fresh database", async () => {
    const [first, second] = await Promise.all([
      openDatabase({ kind: "postgres", url: dbUrl.href, poolSize: 4 }),
      openDatabase({ kind: "postgres", url: dbUrl.href, poolSize: 4 }),
    ]);
    const results = await Promise.allSettled([runMigrations(first), runMigrations(second)]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);

    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
    ) as {
      entries: unknown[];
    };
    const count = async (query: SQL) => {
      const result = (await first.db.execute(query)) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n);
    };
    expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
    expect(
      await count(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'`,
      ),
    ).toBe(1);

    await seedDemoContent(
      {
        config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
        database: first,
        db: first.db,
        now: () => clock.current,
      },
      { history: false },
    );
    a = await startInstance(first);
    b = await startInstance(second);
  });

  /**
   * The demo sign-in answers only at the public host, as a browser behind the load balancer sends
   * it (fetch cannot set Host, so this one goes in through inject).
   */
  const demoSignIn = (instance: Instance, email: string) =>
    instance.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email },
      headers: { host: PUBLIC_HOST },
    });

  async function signInOn(instance: Instance, email: string): Promise<string> {
    const res = await demoSignIn(instance, email);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "abhyas_session");
    return cookie ? `abhyas_session=${cookie.value}` : "";
  }

  it("a session made on one instance works on the other, and signing out on one ends it on both", async () => {
    const cookie = await signInOn(a, "two-instances@example.com");
    const onB = await fetch(`${b.url}/api/auth/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email: "two-instances@example.com" });

    const logout = await fetch(`${b.url}/api/logout`, { headers: { cookie }, redirect: "manual" });
    expect(logout.status).toBe(302);
    expect((await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).status).toBe(401);
  });

  it("a submission on one instance shows on the other's leaderboard and rank", async () => {
    const cookie = await signInOn(a, "leaderboard-across@example.com");
    const me = (await (await fetch(`${a.url}/api/auth/user`, { headers: { cookie } })).json()) as {
      id: number;
    };
    // B loads (and caches) the board before the submission
    const boardBefore = (await (await fetch(`${b.url}/api/leaderboard`)).json()) as {
      entries: { id: number }[];
    };
    expect(boardBefore.entries.map((e) => e.id)).not.toContain(me.id);

    const [quiz] = await a.database.db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(eq(quizzes.kind, "practice"))
      .orderBy(asc(quizzes.id))
      .limit(1);
    if (!quiz) throw new Error("no practice quiz seeded");
    const key = await a.database.db
      .select({ id: questions.id, correct: questions.correctIndex })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .where(eq(quizQuestions.quizId, quiz.id));
    const start = await fetch(`${b.url}/api/quiz/${quiz.id}/start`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(start.status).toBe(200);
    const { attemptId } = (await start.json()) as { attemptId: number };
    const answers = Object.fromEntries(key.map((q) => [String(q.id), q.correct]));
    const submit = await fetch(`${a.url}/api/quiz/${quiz.id}/submit`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ attemptId, timeSpent: 60, answers }),
    });
    expect(submit.status).toBe(200);
    const expectedPoints = 10 * key.length;

    const rank = (await (await fetch(`${b.url}/api/user/rank`, { headers: { cookie } })).json()) as {
      rank: number | null;
      points: number;
    };
    expect(rank).toMatchObject({ rank: 1, points: expectedPoints });

    // B's board is cached for a couple of seconds: it must show the submission once that passes
    const deadline = Date.now() + 10_000;
    let entry: { id: number; totalPoints: number } | undefined;
    while (Date.now() < deadline) {
      const board = (await (await fetch(`${b.url}/api/leaderboard`)).json()) as {
        entries: { id: number; totalPoints: number }[];
      };
      entry = board.entries.find((e) => e.id === me.id);
      if (entry) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(entry).toMatchObject({ totalPoints: expectedPoints });
  });

  it("rate limits count requests on both instances together", async () => {
    clock.current = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1_000);
    const cookie = await signInOn(b, "limits-across@example.com");
    const limit = RATE_LIMITS.feedback.max;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const instance = i % 2 === 0 ? a : b;
      const res = await fetch(`${instance.url}/api/feedback`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ rating: 4, category: "other", feedback: `note ${i}` }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array.from({ length: limit }, () => 201), 429]);

    // sign-in is limited per address: alternate instances up to the limit, then one more
    clock.current = new Date(clock.current.getTime() + 60_000);
    const signIns: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.signIn.max; i++) {
      const res = await demoSignIn(i % 2 === 0 ? b : a, `many-${i}@example.com`);
      signIns.push(res.statusCode);
    }
    expect(signIns).toEqual([...Array.from({ length: RATE_LIMITS.signIn.max }, () => 200), 429]);
  });
});
