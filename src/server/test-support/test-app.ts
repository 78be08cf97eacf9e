import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { buildApp } from "~/server/app";
import { type Config, loadConfig } from "~/server/config";
import type { AppContext } from "~/server/context";
import { type Database, type Db, openDatabase } from "~/server/db/client";
import { runMigrations } from "~/server/db/migrate";
import * as schema from "~/server/db/schema";
import { createMetrics } from "~/server/metrics/app-metrics";
import { seedDemoContent } from "~/server/seed/seed";

export type TestClock = { now: Date; advance(ms: number): void; set(iso: string | Date): void };

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  /** the test database's address on PostgreSQL (a second instance opens its own pool on it); undefined on PGlite */
  databaseUrl?: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** environment overrides (GOOGLE_*, RAZORPAY_*, NODE_ENV...) */
  env?: Record<string, string>;
  /**
   * seed the demo content first: true = exams, question bank, quizzes, the week's daily quizzes and
   * the demo learners' week of history; "content" = all but the history (faster)
   */
  seed?: boolean | "content";
  /** start the clock here instead of the real time */
  now?: string | Date;
};

/**
 * Builds the real app on a real database: embedded PGlite in memory by default, or a fresh
 * database on the PostgreSQL server at TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config: Config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    SESSION_SECRET: "test-session-secret-that-is-long-enough-123",
    ...options.env,
  });
  const startAt = options.now ? new Date(options.now) : new Date();
  const seedMode = options.seed === true ? "history" : options.seed === "content" ? "content" : undefined;
  // A seeded image depends on the instant (the daily schedule and the history are relative to it).
  const imageKey = seedMode ? `${seedMode}:${startAt.toISOString()}` : "migrated";
  const { database, dropDatabase, seeded, databaseUrl } = await openTestDatabase(imageKey, async (db) => {
    if (!seedMode) return;
    const seedConfig = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    await seedDemoContent(
      { config: seedConfig, database: db, db: db.db, now: () => startAt },
      { history: seedMode === "history" },
    );
  });
  const clockState = { current: startAt };
  const clock: TestClock = {
    get now() {
      return clockState.current;
    },
    advance(ms) {
      clockState.current = new Date(clockState.current.getTime() + ms);
    },
    set(iso) {
      clockState.current = new Date(iso);
    },
  };
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now: () => clockState.current,
    metrics: createMetrics(),
  };
  if (seedMode && !seeded) await seedDemoContent(ctx, { history: seedMode === "history" });
  const app = await buildApp(ctx, { serveClient: false, logger: false });
  await app.ready();
  injectAsPublicOrigin(app, config.publicUrl);
  return {
    app,
    ctx,
    clock,
    databaseUrl,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * Requests made with app.inject carry the Host a browser at the configured public address sends
 * (light-my-request's own default is "localhost:80"), unless a test sets its own Host.
 */
function injectAsPublicOrigin(app: FastifyInstance, publicUrl: string) {
  const host = new URL(publicUrl).host;
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string, callback?: never) => {
    if (options === undefined) return inject();
    const opts = typeof options === "string" ? { url: options } : options;
    return inject({ ...opts, headers: { host, ...opts.headers } }, callback as never);
  }) as typeof app.inject;
}

const pgliteImages = new Map<string, Promise<File | Blob>>();

/**
 * Migrating and seeding cost seconds on PGlite: do each once per worker, dump the data directory,
 * and start every test database from that image.
 */
async function pgliteFromImage(key: string, prepare: (db: Database) => Promise<void>): Promise<Database> {
  let image = pgliteImages.get(key);
  if (!image) {
    image = (async () => {
      const client = new PGlite();
      const template = wrapPglite(client);
      await runMigrations(template);
      await prepare(template);
      const dump = await client.dumpDataDir("none");
      await client.close();
      return dump;
    })();
    pgliteImages.set(key, image);
  }
  const client = new PGlite({ loadDataDir: await image });
  await client.waitReady;
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    withLock: (_id, fn) => fn(),
    close: () => client.close(),
  };
}

async function openTestDatabase(imageKey: string, prepare: (db: Database) => Promise<void>) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return {
      database: await pgliteFromImage(imageKey, prepare),
      dropDatabase: async () => {},
      seeded: true,
      databaseUrl: undefined,
    };
  }
  const name = `abhyas_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: testUrl.href, poolSize: 5 });
  await runMigrations(database);
  return {
    seeded: false,
    database,
    databaseUrl: testUrl.href,
    dropDatabase: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type SignedIn = {
  cookie: string;
  user: { id: number; email: string; role: string; isPremium: boolean };
};

/** Signs in through the demo endpoint and answers the Cookie header to send. */
export async function signIn(
  app: FastifyInstance,
  body: {
    email?: string;
    role?: "learner" | "premium" | "admin";
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<SignedIn> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/demo",
    payload: { email: body.email ?? `learner-${randomBytes(4).toString("hex")}@example.com`, ...body },
  });
  if (res.statusCode !== 200) throw new Error(`demo sign-in failed: ${res.statusCode} ${res.body}`);
  const setCookie = res.cookies.find((c) => c.name === "abhyas_session");
  if (!setCookie) throw new Error("demo sign-in set no session cookie");
  return { cookie: `abhyas_session=${setCookie.value}`, user: res.json() };
}

/**
 * Another instance's context on the same database: on PostgreSQL its own connection pool (as a
 * second server behind a load balancer); on PGlite, which is one process's database, the same one.
 * Same config and clock as `t`.
 */
export async function secondInstance(t: TestApp): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  if (!t.databaseUrl) return { ctx: t.ctx, close: async () => {} };
  const database = await openDatabase({ kind: "postgres", url: t.databaseUrl, poolSize: 5 });
  return { ctx: { ...t.ctx, database, db: database.db }, close: () => database.close() };
}
