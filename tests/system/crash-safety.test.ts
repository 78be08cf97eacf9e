import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../browser/support";

type Acked = { attemptId: number; marks: number };

/** Signs in a learner with a plain HTTP client and answers the session cookie. */
async function signInOver(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("abhyas_session="));
  return cookie?.split(";")[0] ?? "";
}

async function json(res: Response) {
  return (await res.json()) as Record<string, unknown>;
}

/**
 * Starts attempts for several learners, then fires their submissions while the server is killed
 * with SIGKILL midway. After a restart, every submission that was acknowledged with a 2xx must be
 * stored, exactly once.
 */
async function submitUnderLoadAndKill(server: RunningServer) {
  const quizzes = (await json(await fetch(`${server.url}/api/quizzes`))) as unknown as {
    id: number;
    kind: string;
  }[];
  // practice quizzes, which every learner may start (full mocks beyond an exam's first need a plan)
  const quizIds = quizzes
    .filter((q) => q.kind === "practice")
    .slice(0, 8)
    .map((q) => q.id);
  expect(quizIds).toHaveLength(8);
  const learners = await Promise.all(
    Array.from({ length: 12 }, (_, i) => signInOver(server.url, `crash-${i}-${Date.now()}@example.com`)),
  );
  const jobs: { cookie: string; quizId: number; attemptId: number }[] = [];
  for (const cookie of learners) {
    for (const quizId of quizIds) {
      const res = await fetch(`${server.url}/api/quiz/${quizId}/start`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: "{}",
      });
      // a refused start would leave too few submissions to reach the kill, and the test would wait forever
      expect(res.status, `start of quiz ${quizId}`).toBeLessThan(300);
      const sheet = await json(res);
      jobs.push({ cookie, quizId, attemptId: sheet.attemptId as number });
    }
  }
  const acked: Acked[] = [];
  let killed = false;
  const fire = async (job: (typeof jobs)[number]) => {
    try {
      const res = await fetch(`${server.url}/api/quiz/${job.quizId}/submit`, {
        method: "POST",
        headers: { cookie: job.cookie, "content-type": "application/json" },
        body: JSON.stringify({ attemptId: job.attemptId, timeSpent: 30, answers: {} }),
      });
      if (res.ok) {
        const body = await json(res);
        acked.push({ attemptId: job.attemptId, marks: body.marks as number });
      }
    } catch {
      // the connection died with the server: not acknowledged
    }
  };
  // Eight clients submit continuously; once half the submissions are acknowledged, the server is
  // killed while the others are in flight.
  let next = 0;
  const client = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      await fire(job);
      if (!killed && acked.length >= jobs.length / 2) {
        server.process.kill("SIGKILL");
        killed = true;
      }
    }
  };
  const inFlight = Array.from({ length: 8 }, client);
  await Promise.all(inFlight);
  // it has usually exited already, and "exit" does not fire twice: wait only if it has not
  const child = server.process;
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise((r) => child.once("exit", r));
  }
  expect(child.signalCode).toBe("SIGKILL");
  expect(killed).toBe(true);
  // killed midway: some acknowledged, some not
  expect(acked.length).toBeGreaterThan(0);
  expect(acked.length).toBeLessThan(jobs.length);
  return { acked, jobs };
}

async function countsByAttempt(
  query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  ids: number[],
) {
  const result = await query(
    "select a.id, a.submitted_at is not null as submitted, (select count(*)::int from attempt_answers x where x.attempt_id = a.id) as answers from attempts a where a.id = any($1)",
    [ids],
  );
  return new Map(
    result.rows.map((r) => [Number(r.id), { submitted: Boolean(r.submitted), answers: Number(r.answers) }]),
  );
}

describe("nothing acknowledged is lost when the server is killed", { timeout: 600_000 }, () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  // PGlite mounts DATA_DIR through Emscripten's NODEFS, which writes straight through to the real
  // files, and commits with synchronous_commit on: a commit's WAL is in the OS before the answer is
  // sent, so it survives the process being killed. (PGlite runs with fsync off, so this is safety
  // against a crashed or killed server, not against the machine losing power: production uses PostgreSQL.)
  it("on the embedded database: every 2xx submission is stored exactly once after SIGKILL and restart", async () => {
    const first = await startServer();
    servers.push(first);
    const { acked } = await submitUnderLoadAndKill(first);
    expect(acked.length).toBeGreaterThan(0);

    // Restart on the same data directory: it must come up (recovery) and serve the results.
    const second = await startServer({ dataDir: first.dataDir });
    servers.push(second);
    const health = await fetch(`${second.url}/api/health`);
    expect(health.status).toBe(200);
    await second.stop();

    const db = new PGlite(first.dataDir);
    try {
      const counts = await countsByAttempt(
        (q, p) => db.query(q, p),
        acked.map((a) => a.attemptId),
      );
      for (const a of acked) {
        expect(counts.get(a.attemptId), `attempt ${a.attemptId}`).toMatchObject({ submitted: true });
        expect(counts.get(a.attemptId)?.answers, `attempt ${a.attemptId} answers`).toBeGreaterThan(0);
      }
      const dupes = await db.query<{ n: number }>(
        "select count(*)::int as n from (select attempt_id, question_id from attempt_answers group by 1, 2 having count(*) > 1) d",
      );
      expect(dupes.rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it("on PostgreSQL: every 2xx submission is stored exactly once after SIGKILL and restart", async () => {
    const base = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
    const name = `abhyas_crash_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const first = await startServer({ env: { DATABASE_URL: url.href } });
      servers.push(first);
      const { acked } = await submitUnderLoadAndKill(first);
      expect(acked.length).toBeGreaterThan(0);
      const second = await startServer({ env: { DATABASE_URL: url.href } });
      servers.push(second);
      await second.stop();
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        const counts = await countsByAttempt(
          (q, p) => client.query(q, p),
          acked.map((a) => a.attemptId),
        );
        for (const a of acked) {
          expect(counts.get(a.attemptId), `attempt ${a.attemptId}`).toMatchObject({ submitted: true });
          expect(counts.get(a.attemptId)?.answers).toBeGreaterThan(0);
        }
        const dupes = await client.query<{ n: number }>(
          "select count(*)::int as n from (select attempt_id, question_id from attempt_answers group by 1, 2 having count(*) > 1) d",
        );
        expect(dupes.rows[0]?.n).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
