import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBinary, startTopology, type Topology } from "../../scripts/production-topology.mjs";
import { DIST_DIR } from "../seeded-data";

/**
 * The production topology of decision 0057, started by scripts/production-topology.mjs: three built
 * instances behind HAProxy, PgBouncer in transaction pooling in front of PostgreSQL. Needs
 * TEST_DATABASE_URL (the PostgreSQL server) and Debian's haproxy and pgbouncer (the script installs
 * them; this test does not).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const missing = [
  !postgresUrl && "TEST_DATABASE_URL (PostgreSQL)",
  !findBinary("haproxy") && "haproxy (apt-get install haproxy)",
  !findBinary("pgbouncer") && "pgbouncer (apt-get install pgbouncer)",
].filter(Boolean);
if (missing.length > 0) console.warn(`production-topology.test.ts skipped: it needs ${missing.join(", ")}`);

/** Each part of the test is one client behind the balancer, by the address HAProxy forwards. */
const clientAddress = (n: number) => `203.0.113.${n}`;

describe.skipIf(missing.length > 0)(
  "three instances behind HAProxy, PgBouncer in transaction pooling",
  () => {
    const database = `abhyas_topology_${randomBytes(5).toString("hex")}`;
    let topology: Topology;
    let sql: pg.Client;
    let quizId: number;

    const request = (base: string, path: string, init: { from: number; cookie?: string; body?: unknown }) =>
      fetch(`${base}${path}`, {
        method: init.body === undefined ? "GET" : "POST",
        headers: {
          "x-forwarded-for": clientAddress(init.from),
          origin: topology.url,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });

    const signIn = async (from: number, email: string) => {
      const res = await request(topology.url, "/api/auth/demo", {
        from,
        body: { email, firstName: "Zq-Meera" },
      });
      return { res, cookie: (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
    };

    /** One instance's count of a labelled series on GET /metrics. */
    const metric = async (url: string, series: string) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      const line = text.split("\n").find((l) => l.startsWith(`${series} `));
      return line ? Number(line.split(" ").at(-1)) : 0;
    };
    const summed = async (series: string) =>
      (await Promise.all(topology.instanceUrls.map((url) => metric(url, series)))).reduce((a, b) => a + b, 0);

    beforeAll(async () => {
      topology = await startTopology({
        instances: 3,
        distDir: DIST_DIR,
        postgresUrl,
        database,
        fresh: true,
        log: () => {},
        // the exams alone; this test adds its one paper
        env: { SEED_DEMO: "0", LOG_LEVEL: "warn" },
      });
      sql = new pg.Client({ connectionString: topology.directUrl });
      await sql.connect();
      const { rows: questionRows } = await sql.query<{ id: number }>(
        `INSERT INTO questions (exam_type, text, options, correct_index)
       SELECT 'jee', 'Zq question ' || i, '["a","b","c","d"]'::jsonb, 0 FROM generate_series(1, 3) i
       RETURNING id`,
      );
      const { rows: quizRows } = await sql.query<{ id: number }>(
        `INSERT INTO quizzes (title, exam_type, kind, time_limit, total_questions, published)
       VALUES ('Zq-Topology paper', 'jee', 'practice', 5, 3, true) RETURNING id`,
      );
      quizId = quizRows[0]?.id ?? 0;
      for (const [position, { id }] of questionRows.entries())
        await sql.query("INSERT INTO quiz_questions (quiz_id, question_id, position) VALUES ($1, $2, $3)", [
          quizId,
          id,
          position + 1,
        ]);
    }, 420_000);

    afterAll(async () => {
      await sql?.end().catch(() => {});
      await topology?.stop();
      if (!postgresUrl) return;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });

    it("a session made through one instance is honoured by every instance, under concurrent reads", async () => {
      const { res, cookie } = await signIn(1, "zq-topology-session@example.com");
      expect(res.status).toBe(200);
      const { id } = (await res.json()) as { id: number };
      for (const url of topology.instanceUrls) {
        const me = await request(url, "/api/auth/user", { from: 1, cookie });
        expect(me.status).toBe(200);
        expect(((await me.json()) as { id: number }).id).toBe(id);
      }
      // many at once: each instance's pool takes several of PgBouncer's connections in turn
      const replies = await Promise.all(
        Array.from({ length: 90 }, () => request(topology.url, "/api/auth/user", { from: 1, cookie })),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    });

    it("counts a rate limit across the instances together", async () => {
      // the sign-in limit's window is a clock minute: start the burst well inside one
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 500));
      const statuses: number[] = [];
      for (let i = 0; i < 26; i++)
        statuses.push((await signIn(2, `zq-topology-limit-${i}@example.com`)).res.status);
      // 20 a minute a client (rate-limit.ts), not 20 on each of three instances
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429, 429]);
    });

    it("a submit through the balancer stores the attempt and answers its marks", async () => {
      const { cookie } = await signIn(3, "zq-topology-submit@example.com");
      const started = await request(topology.url, `/api/quiz/${quizId}/start`, { from: 3, cookie, body: {} });
      expect(started.status).toBe(200);
      const { attemptId, questionIds } = (await started.json()) as {
        attemptId: number;
        questionIds: number[];
      };
      const answers = Object.fromEntries(questionIds.map((q) => [String(q), 0]));
      const submitted = await request(topology.url, `/api/quiz/${quizId}/submit`, {
        from: 3,
        cookie,
        body: { attemptId, answers, timeSpent: 30 },
      });
      expect(submitted.status).toBe(200);
      expect(((await submitted.json()) as { correct: number }).correct).toBe(3);
      const { rows } = await sql.query(
        "SELECT submitted_at IS NOT NULL AS done FROM attempts WHERE id = $1",
        [attemptId],
      );
      expect(rows).toEqual([{ done: true }]);
    });

    it("a job enqueued by one instance is run once by the three", async () => {
      const { cookie } = await signIn(4, "zq-topology-job@example.com");
      // started on the second instance directly: it queues the attempt's finish at its deadline
      const started = await request(topology.instanceUrls[1] ?? "", `/api/quiz/${quizId}/start`, {
        from: 4,
        cookie,
        body: {},
      });
      expect(started.status).toBe(200);
      const { attemptId } = (await started.json()) as { attemptId: number };
      const key = `finish-attempt:${attemptId}`;
      expect((await sql.query("SELECT 1 FROM jobs WHERE key = $1", [key])).rows).toHaveLength(1);
      const before = await summed('abhyas_attempt_submits_total{by="server"}');
      // the learner walked away and the paper's time ran out ten minutes ago
      await sql.query("UPDATE attempts SET deadline = now() - interval '10 minutes' WHERE id = $1", [
        attemptId,
      ]);
      await sql.query("UPDATE jobs SET run_at = now() WHERE key = $1", [key]);
      await expect
        .poll(
          async () =>
            (
              await sql.query("SELECT submitted_at IS NOT NULL AS done FROM attempts WHERE id = $1", [
                attemptId,
              ])
            ).rows[0]?.done,
          { timeout: 30_000, interval: 500 },
        )
        .toBe(true);
      // every instance polls the queue every few seconds: give them time to (wrongly) run it again
      await new Promise((r) => setTimeout(r, 6_000));
      expect((await summed('abhyas_attempt_submits_total{by="server"}')) - before).toBe(1);
      expect((await sql.query("SELECT 1 FROM jobs WHERE key = $1", [key])).rows).toHaveLength(0);
    }, 60_000);
  },
);
