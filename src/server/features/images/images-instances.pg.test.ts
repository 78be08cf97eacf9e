import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "~/server/app";
import { loadConfig } from "~/server/config";
import type { AppContext } from "~/server/context";
import { type Database, openDatabase } from "~/server/db/client";
import { runMigrations } from "~/server/db/migrate";

/**
 * Two app instances, each with its own connection pool, on ONE PostgreSQL database: a figure
 * uploaded through one is served by the other, byte for byte (nothing is kept on an instance's disk).
 * Runs only in the api-postgres project.
 */
const PUBLIC_HOST = "localhost:3000";
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error("images-instances.pg.test.ts needs TEST_DATABASE_URL (PostgreSQL)");

type Instance = { app: FastifyInstance; database: Database; url: string };

describe("figures on two instances sharing one PostgreSQL database", () => {
  const name = `abhyas_images_${randomBytes(5).toString("hex")}`;
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${name}`;
  const instances: Instance[] = [];

  async function startInstance(): Promise<Instance> {
    const database = await openDatabase({ kind: "postgres", url: dbUrl.href, poolSize: 2 });
    const config = loadConfig({
      NODE_ENV: "development",
      LOG_LEVEL: "silent",
      PUBLIC_URL: `http://${PUBLIC_HOST}`,
      SESSION_SECRET: "images-instances-secret-that-is-long-enough",
    });
    const ctx: AppContext = { config, database, db: database.db, now: () => new Date() };
    const app = await buildApp(ctx, { serveClient: false, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const instance = { app, database, url: `http://127.0.0.1:${port}` };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const setup = await openDatabase({ kind: "postgres", url: dbUrl.href, poolSize: 4 });
    await runMigrations(setup);
    await setup.close();
  });

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("one instance stores the upload, the other serves the same bytes", async () => {
    const a = await startInstance();
    const b = await startInstance();
    // the demo sign-in answers only at the public host (fetch cannot set Host: inject does)
    const signIn = await a.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "zq-figures@example.com", role: "admin" },
      headers: { host: PUBLIC_HOST },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.cookies.find((c) => c.name === "abhyas_session");
    const cookie = `abhyas_session=${session?.value}`;

    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "teal" } })
      .png()
      .toBuffer();
    const upload = await fetch(`${a.url}/api/admin/images`, {
      method: "POST",
      headers: { cookie, "content-type": "image/png" },
      body: png,
    });
    expect(upload.status).toBe(201);
    const stored = (await upload.json()) as { id: number; url: string; width: number; height: number };
    expect(stored).toMatchObject({ width: 1200, height: 675 });

    const fromA = await fetch(`${a.url}${stored.url}`);
    const fromB = await fetch(`${b.url}${stored.url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(fromB.headers.get("etag")).toBe(fromA.headers.get("etag"));
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB.equals(bytesA)).toBe(true);
    expect(await sharp(bytesB).metadata()).toMatchObject({ format: "webp", width: 1200, height: 675 });

    // over real HTTP, an upload past 5 MB is answered 400 without the server reading it all
    const tooLarge = await fetch(`${b.url}/api/admin/images`, {
      method: "POST",
      headers: { cookie, "content-type": "image/png" },
      body: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]),
    });
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toMatchObject({ field: "image" });
  });
});
