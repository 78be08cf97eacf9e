import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startBuiltServer } from "../../scripts/built-server.mjs";
import { percentile } from "./http-client";

export type CapturedQuery = { text: string; name?: string; rowMode?: string; values: unknown[] };
/** Who a captured request was about: its values naming them are swapped for another learner's. */
export type Identity = { userId: number; attemptId: number; tokenHash: string };

/**
 * Runs a second server instance on the same database with bench/herd/sql-capture.mjs preloaded,
 * sends each request twice (the first warms its caches and prepared statements, as the measured
 * server's are warm) and answers the SQL the second one ran.
 */
export async function captureStatements(
  distDir: string,
  env: Record<string, string>,
  requests: {
    name: string;
    method: string;
    path: string;
    cookie: (round: number) => string;
    body: (round: number) => unknown;
  }[],
): Promise<Record<string, CapturedQuery[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-capture-"));
  const server = await startBuiltServer({
    distDir,
    env: { ...env, BENCH_CAPTURE_DIR: dir, JOBS_POLL_MS: "0" },
    nodeArgs: ["--import", path.join(import.meta.dirname, "sql-capture.mjs")],
  });
  try {
    const captured: Record<string, CapturedQuery[]> = {};
    for (const r of requests) {
      for (const round of [0, 1]) {
        const res = await fetch(`${server.url}${r.path}`, {
          method: r.method,
          headers: {
            cookie: r.cookie(round),
            "content-type": "application/json",
            ...(round === 1 ? { "x-bench-capture": r.name } : {}),
          },
          body: JSON.stringify(r.body(round)),
        });
        if (!res.ok) throw new Error(`capturing ${r.name}: ${res.status} ${await res.text()}`);
      }
      // written when the server's answer finished, which can be just after the answer arrived here
      const file = path.join(dir, `${r.name}.json`);
      for (let waited = 0; !fs.existsSync(file) && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      captured[r.name] = JSON.parse(fs.readFileSync(file, "utf8"));
    }
    return captured;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The captured values with the sample learner's ids, session and rate-limit key swapped for `to`'s. */
export function retarget(values: unknown[], from: Identity, to: Identity): unknown[] {
  return values.map((v) => {
    if (v === from.userId) return to.userId;
    if (v === from.attemptId) return to.attemptId;
    if (v === String(from.userId)) return String(to.userId);
    if (v === String(from.attemptId)) return String(to.attemptId);
    if (v === from.tokenHash) return to.tokenHash;
    if (typeof v === "string" && v.endsWith(`:u${from.userId}`))
      return `${v.slice(0, -`:u${from.userId}`.length)}:u${to.userId}`;
    return v;
  });
}

export type CeilingRun = { perSecond: number; p50: number; p99: number; done: number; errors: number };

/**
 * The database alone: `workers` concurrent loops over a pg pool of `connections` (the app's pool
 * size), each replaying the captured statements of one request for the next target in turn, for
 * at most `seconds` or until the targets run out (`once`: each target at most once, as a submit).
 * Statements between BEGIN and COMMIT run on one connection, the rest each on any, as the app's do.
 */
export async function replayCeiling(options: {
  databaseUrl: string;
  connections: number;
  workers: number;
  seconds: number;
  queries: CapturedQuery[];
  from: Identity;
  targets: Identity[];
  once: boolean;
}): Promise<CeilingRun> {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections });
  const ms: number[] = [];
  let errors = 0;
  let next = 0;
  const stopAt = Date.now() + options.seconds * 1000;
  const inTransaction = options.queries.some((q) => /^\s*begin/i.test(q.text));
  const run = async (client: pg.Pool | pg.PoolClient, target: Identity) => {
    for (const q of options.queries) {
      await client.query({
        text: q.text,
        ...(q.name ? { name: q.name } : {}),
        ...(q.rowMode ? { rowMode: q.rowMode as "array" } : {}),
        values: retarget(q.values, options.from, target),
      });
    }
  };
  const worker = async () => {
    while (Date.now() < stopAt) {
      if (options.once && next >= options.targets.length) return;
      const target = options.targets[next++ % options.targets.length];
      if (!target) return;
      const started = performance.now();
      try {
        if (inTransaction) {
          const client = await pool.connect();
          try {
            await run(client, target);
          } catch (error) {
            await client.query("rollback").catch(() => {});
            throw error;
          } finally {
            client.release();
          }
        } else await run(pool, target);
        ms.push(performance.now() - started);
      } catch {
        errors++;
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: options.workers }, worker));
  const seconds = (performance.now() - began) / 1000;
  await pool.end();
  return {
    perSecond: ms.length / seconds,
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    done: ms.length,
    errors,
  };
}
