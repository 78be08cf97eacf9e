import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildSync } from "esbuild";
import { type BuiltServer, freePort, startBuiltServer } from "../scripts/built-server.mjs";
import { serverBuildOptions } from "../scripts/server-build.mjs";
import { databaseUrlOn, onPostgresServer } from "../src/server/db/postgres-server";

export const ROOT = path.resolve(import.meta.dirname, "..");
/** A private build: never the shared dist/ other people's tests use. */
export const BENCH_DIST = path.join(ROOT, ".build", "bench", "dist");
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export const log = (message: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

export function buildApp(): void {
  log("building the client and server into .build/bench/dist");
  execFileSync(
    "npx",
    ["vite", "build", "--outDir", path.join(BENCH_DIST, "client"), "--emptyOutDir", "--logLevel", "warn"],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  execFileSync(process.execPath, ["scripts/prerender.mjs", path.join(BENCH_DIST, "client")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  execFileSync(process.execPath, ["scripts/precompress.mjs", path.join(BENCH_DIST, "client")], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const serverDir = path.join(BENCH_DIST, "server");
  fs.rmSync(serverDir, { recursive: true, force: true });
  buildSync({ ...serverBuildOptions, outdir: serverDir, sourcemap: false });
}

export const benchDatabaseUrl = (name: string) => databaseUrlOn(ADMIN_URL, name);

export async function createDatabase(name: string): Promise<void> {
  await onPostgresServer(ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(name: string): Promise<void> {
  await onPostgresServer(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export type Server = BuiltServer;

/** node .build/bench/dist/server/main.js on PostgreSQL, as in production (but demo mode: no Google). */
export function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  return startBuiltServer({
    distDir: BENCH_DIST,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: "1", ...env },
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load
    nodeArgs: (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean),
  });
}

/**
 * The ceiling: a bare Fastify route answering the same bytes from memory, in a process of its own
 * (bench/ceiling-server.mjs), as the app runs in its own: the load generator in this process must
 * not share a core with the ceiling when it does not with the app.
 */
export async function startCeiling(
  body: string,
  contentType = "application/json; charset=utf-8",
): Promise<{ url: string; close(): Promise<void> }> {
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-ceiling-")), "body");
  fs.writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "bench", "ceiling-server.mjs"), bodyFile, contentType, String(port)],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (d) => {
      if (String(d).includes("listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export type Load = {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
};

export async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ timeout: 10, ...options });
  const ok = result["2xx"];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationS: result.duration,
  };
}
