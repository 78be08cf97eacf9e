import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

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
  execFileSync(
    "npx",
    [
      "esbuild",
      "src/server/main.ts",
      "--bundle",
      "--platform=node",
      "--target=node20",
      "--format=esm",
      "--packages=external",
      `--outfile=${path.join(BENCH_DIST, "server", "main.js")}`,
      "--log-level=warning",
    ],
    { cwd: ROOT, stdio: "inherit" },
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const benchDatabaseUrl = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
};

export async function createDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export type Server = { url: string; process: ChildProcess; stop(): Promise<void>; output(): string };

/** node .build/bench/dist/server/main.js on PostgreSQL, as in production (but demo mode: no Google). */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  let out = "";
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(BENCH_DIST, "server", "main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SEED_DEMO: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
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
