import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance, InjectOptions } from "fastify";
import { inject } from "vitest";
import { buildApp } from "~/server/app";
import { type Config, loadConfig } from "~/server/config";
import type { AppContext } from "~/server/context";
import { type Database, openDatabase } from "~/server/db/client";
import { runMigrations } from "~/server/db/migrate";
import { databaseUrlOn, onPostgresServer } from "~/server/db/postgres-server";
import { createMetrics } from "~/server/metrics/app-metrics";
import { seedBank, seedDemoContent } from "~/server/seed/seed";
import { type DatabaseImages, type ImageName, wrapPglite } from "./database-images";

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
  const seedAt = async (database: Database) => {
    if (!seedMode) return;
    const seedConfig = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    await seedDemoContent(
      { config: seedConfig, database, db: database.db, now: () => startAt },
      { history: seedMode === "history" },
    );
  };
  // A seeded database depends on the instant (the daily schedule and the history are relative to it).
  const { database, dropDatabase, databaseUrl } = await openTestDatabase(
    seedMode ? "bank" : "migrated",
    seedMode ? `${seedMode}:${startAt.toISOString()}` : "migrated",
    seedAt,
  );
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

/** The run's images (database-images.ts); a test run without that global setup makes its own. */
function runImages(): DatabaseImages | undefined {
  return inject("databaseImages");
}

const pgliteImages = new Map<string, Promise<Blob>>();

/** A dump of a PGlite data directory holding `base`, made here when the run has none. */
async function pgliteBaseImage(base: ImageName): Promise<Blob> {
  const images = runImages();
  if (images?.kind === "pglite") return new Blob([await fs.promises.readFile(images[base])]);
  const client = new PGlite();
  const database = wrapPglite(client);
  await runMigrations(database);
  if (base === "bank") await seedBank(database.db);
  const dump = await client.dumpDataDir("none");
  await client.close();
  return dump;
}

/**
 * Migrating and seeding cost seconds on PGlite: each image is made once per worker (from the run's
 * dump of `base`, then `prepare`), and every test database starts from that image.
 */
async function pgliteFromImage(
  base: ImageName,
  key: string,
  prepare: (db: Database) => Promise<void>,
): Promise<Database> {
  let image = pgliteImages.get(key);
  if (!image) {
    image = (async () => {
      const baseImage = await pgliteBaseImage(base);
      if (key === base) return baseImage;
      const client = new PGlite({ loadDataDir: baseImage });
      await prepare(wrapPglite(client));
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

/**
 * The test's own database: on PGlite from the worker's image; on PostgreSQL a new database, copied
 * from the run's template of `base` (or migrated and seeded here without one), then `prepare`d.
 */
async function openTestDatabase(base: ImageName, key: string, prepare: (db: Database) => Promise<void>) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return {
      database: await pgliteFromImage(base, key, prepare),
      dropDatabase: async () => {},
      databaseUrl: undefined,
    };
  }
  const images = runImages();
  const template = images?.kind === "postgres" ? images[base] : undefined;
  const name = `${images?.kind === "postgres" ? images.prefix : "abhyas_test"}_${randomBytes(6).toString("hex")}`;
  await onPostgresServer(url, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const testUrl = databaseUrlOn(url, name);
  const database = await openDatabase({ kind: "postgres", url: testUrl, poolSize: 5 });
  if (!template) {
    await runMigrations(database);
    if (base === "bank") await seedBank(database.db);
  }
  await prepare(database);
  return {
    database,
    databaseUrl: testUrl,
    dropDatabase: () => onPostgresServer(url, (c) => c.query(`drop database if exists ${name} with (force)`)),
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
