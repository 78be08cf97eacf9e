import pg from "pg";
import type { BenchRow } from "./bench-row";
import { untilJobsIdle } from "./dataset";
import {
  benchDatabaseUrl,
  createDatabase,
  dropDatabase,
  type Load,
  load,
  type Server,
  startCeiling,
  startServer,
} from "./support";

/** A coaching centre at the size the issue names: 5,000 learners in 100 batches, 200 assignments. */
const LEARNERS = 5_000;
const BATCHES = 100;
const ASSIGNMENTS_PER_BATCH = 2;
const EMAIL = "@institute.bench.abhyas.in";
/** the learner's budget at scale (GET /api/user/rank and the leaderboard at 1M users): p99 < 50 ms */
const P99_TARGET_MS = 50;
const CONNECTIONS = 10;
const SECONDS = 10;

const token = (name: string) => `institute-bench-${name}`;
const tokenHashSql = (nameSql: string) =>
  `rtrim(translate(encode(sha256(convert_to('institute-bench-' || ${nameSql}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;
const cookieOf = (name: string) => `abhyas_session=${token(name)}`;

async function call(server: Server, who: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      cookie: cookieOf(who),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

type Centre = {
  instituteId: number;
  batchIds: number[];
  assignmentIds: number[];
  learnerIds: number[];
};

/**
 * The centre through the app's own routes where a teacher or learner would act (batches, members
 * by email, assignments, every learner starting and submitting both of their batch's papers), and
 * SQL only for what sign-in would do: the people, their sessions, the owner's staff row.
 */
async function buildCentre(server: Server, db: pg.Client, log: (m: string) => void): Promise<Centre> {
  await db.query(
    `INSERT INTO users (email, first_name, last_name, role)
     SELECT 'learner' || i || '${EMAIL}', 'Learner', 'No. ' || i, 'learner' FROM generate_series(1, $1::int) i`,
    [LEARNERS],
  );
  await db.query(
    `INSERT INTO users (email, first_name, last_name, role)
     VALUES ('admin${EMAIL}', 'Bench', 'Admin', 'admin'), ('owner${EMAIL}', 'Bench', 'Owner', 'learner')`,
  );
  await db.query(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT ${tokenHashSql("split_part(email, '@', 1)")}, id, now() + interval '30 days'
     FROM users WHERE email LIKE '%${EMAIL}'`,
  );
  const { rows: learnerRows } = await db.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE email LIKE 'learner%${EMAIL}' ORDER BY id`,
  );
  const institute = await call(server, "admin", "POST", "/api/admin/institutes", {
    name: "Bench Coaching Centre",
    ownerEmail: `owner${EMAIL}`,
  });
  // what the owner's first sign-in does with the invitation
  await db.query(
    `INSERT INTO institute_staff (institute_id, user_id, role, created_at)
     SELECT $1, id, 'owner', now() FROM users WHERE email = 'owner${EMAIL}'`,
    [institute.id],
  );
  const { rows: papers } = await db.query<{ id: number }>(
    `SELECT z.id FROM quizzes z
     WHERE z.kind = 'practice' AND z.published AND z.institute_id IS NULL
       AND (SELECT count(*) FROM quiz_questions qq WHERE qq.quiz_id = z.id) = 10
     ORDER BY z.id LIMIT $1`,
    [ASSIGNMENTS_PER_BATCH],
  );
  if (papers.length < ASSIGNMENTS_PER_BATCH)
    throw new Error("the demo content has too few 10-question practice quizzes");

  log(
    `institute bench: ${BATCHES} batches of ${LEARNERS / BATCHES}, ${BATCHES * ASSIGNMENTS_PER_BATCH} assignments`,
  );
  const perBatch = LEARNERS / BATCHES;
  const batchIds: number[] = [];
  const assignmentIds: number[] = [];
  const now = Date.now();
  const assignmentsOfLearner = new Map<number, { id: number; quizId: number }[]>();
  for (let b = 0; b < BATCHES; b++) {
    const batch = await call(server, "owner", "POST", `/api/institutes/${institute.id}/batches`, {
      name: `Bench Batch ${b + 1}`,
    });
    batchIds.push(batch.id);
    const members = learnerRows.slice(b * perBatch, (b + 1) * perBatch);
    await call(server, "owner", "POST", `/api/institutes/${institute.id}/batches/${batch.id}/members`, {
      emails: members.map((m) => m.email),
    });
    for (const paper of papers) {
      const assignment = await call(server, "owner", "POST", `/api/institutes/${institute.id}/assignments`, {
        quizId: paper.id,
        batchIds: [batch.id],
        opensAt: new Date(now - 60_000).toISOString(),
        closesAt: new Date(now + 6 * 3600_000).toISOString(),
        keyShown: "after_submit",
      });
      assignmentIds.push(assignment.id);
      for (const m of members) {
        const list = assignmentsOfLearner.get(m.id) ?? [];
        list.push({ id: assignment.id, quizId: paper.id });
        assignmentsOfLearner.set(m.id, list);
      }
    }
  }

  log(`institute bench: ${LEARNERS} learners each take ${ASSIGNMENTS_PER_BATCH} papers`);
  const takes = learnerRows.flatMap((m) =>
    (assignmentsOfLearner.get(m.id) ?? []).map((a) => ({
      name: m.email.split("@")[0] as string,
      ...a,
      userId: m.id,
    })),
  );
  await inParallel(takes, 40, async (take) => {
    const sheet = await call(server, take.name, "POST", `/api/user/assignments/${take.id}/start`);
    // answers spread over the options, by the learner and the question
    const answers = Object.fromEntries(
      (sheet.questionIds as number[]).map((id, i) => [String(id), (take.userId + i) % 4]),
    );
    await call(server, take.name, "POST", `/api/quiz/${take.quizId}/submit`, {
      attemptId: sheet.attemptId,
      answers,
      timeSpent: 300 + (take.userId % 300),
    });
  });
  return { instituteId: institute.id, batchIds, assignmentIds, learnerIds: learnerRows.map((r) => r.id) };
}

const loadText = (l: Load) =>
  `${Math.round(l.rps).toLocaleString("en-US")} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms`;

/**
 * A centre of 5,000 learners in 100 batches with 200 assignments, every learner's two papers
 * submitted; then each page a teacher reads, measured signed in as the owner across the batches,
 * assignments and learners (a different one on each request), beside a bare server answering one
 * of those pages' bytes. PostgreSQL, as production runs.
 */
export async function instituteBench(
  log: (m: string) => void,
): Promise<{ rows: BenchRow[]; notes: string[] }> {
  const dbName = `abhyas_bench_institute_${process.pid}`;
  await dropDatabase(dbName);
  await createDatabase(dbName);
  const dbUrl = benchDatabaseUrl(dbName);
  const db = new pg.Client({ connectionString: dbUrl });
  let server: Server | undefined;
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  try {
    server = await startServer(dbUrl, { DATABASE_POOL_SIZE: "20" });
    await db.connect();
    await untilJobsIdle(db);
    const built = Date.now();
    const centre = await buildCentre(server, db, log);
    await untilJobsIdle(db);
    await db.query("VACUUM ANALYZE");
    const { rows: counts } = await db.query<{ attempts: string; answers: string; members: string }>(
      `SELECT (SELECT count(*) FROM attempts WHERE assignment_id IS NOT NULL AND submitted_at IS NOT NULL) AS attempts,
              (SELECT count(*) FROM attempt_answers aa JOIN attempts a ON a.id = aa.attempt_id WHERE a.assignment_id IS NOT NULL) AS answers,
              (SELECT count(*) FROM batch_members) AS members`,
    );
    notes.push(
      `Institute bench data: ${centre.batchIds.length} batches, ${counts[0]?.members} members, ${centre.assignmentIds.length} assignments, ${counts[0]?.attempts} submitted attempts, ${counts[0]?.answers} answers; built through the app's routes in ${Math.round((Date.now() - built) / 1000)} s.`,
    );
    const base = `/api/institutes/${centre.instituteId}`;
    const pick = <T>(list: T[], i: number) => list[i % list.length] as T;
    // warm: every path read once first, as a teacher's first look after the last submit would
    const pages: { name: string; path: (i: number) => string; warm?: number }[] = [
      { name: "the institute page (its batches)", path: () => base },
      { name: "a batch page (its 50 members)", path: (i) => `${base}/batches/${pick(centre.batchIds, i)}` },
      {
        name: "a batch's assignments",
        path: (i) => `${base}/assignments?batchId=${pick(centre.batchIds, i)}`,
      },
      {
        name: "an assignment's merit list",
        path: (i) => `${base}/assignments/${pick(centre.assignmentIds, i)}/merit-list`,
      },
      {
        name: "an assignment's item statistics, worked out on its first read after the last submit and kept",
        path: (i) => `${base}/assignments/${pick(centre.assignmentIds, i)}/item-statistics`,
        warm: centre.assignmentIds.length,
      },
      {
        name: "a learner's history across assignments",
        path: (i) => `${base}/learners/${pick(centre.learnerIds, i * 7)}/history`,
      },
      {
        name: "an assignment's merit list as CSV",
        path: (i) => `${base}/assignments/${pick(centre.assignmentIds, i)}/merit-list/download?format=csv`,
      },
    ];
    for (const page of pages) {
      let i = 0;
      const first = await fetch(`${server.url}${page.path(0)}`, { headers: { cookie: cookieOf("owner") } });
      const body = await first.text();
      if (!first.ok) throw new Error(`${page.path(0)} answered ${first.status}: ${body.slice(0, 200)}`);
      const firstReads: number[] = [];
      for (let w = 1; w < (page.warm ?? 0); w++) {
        const started = performance.now();
        const res = await fetch(`${server.url}${page.path(w)}`, { headers: { cookie: cookieOf("owner") } });
        if (!res.ok) throw new Error(`${page.path(w)} answered ${res.status}`);
        await res.arrayBuffer();
        firstReads.push(performance.now() - started);
      }
      if (firstReads.length) {
        firstReads.sort((a, b) => a - b);
        const at = (q: number) => (firstReads[Math.floor(q * (firstReads.length - 1))] ?? 0).toFixed(1);
        notes.push(
          `Institute bench: ${page.name}: the first reads, one at a time, ${firstReads.length} of them: p50 ${at(0.5)} ms, max ${at(1)} ms.`,
        );
      }
      log(`institute bench: ${page.name}`);
      const measured = await load({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req: Record<string, unknown>) => ({
              ...req,
              path: page.path(i++),
              headers: { cookie: cookieOf("owner") },
            }),
          },
        ],
      });
      const ceiling = await startCeiling(body, first.headers.get("content-type") ?? "application/json");
      let bare: Load;
      try {
        bare = await load({ url: ceiling.url, connections: CONNECTIONS, duration: SECONDS });
      } finally {
        await ceiling.close();
      }
      rows.push({
        budget: `Institute of ${LEARNERS.toLocaleString("en-US")} learners in ${BATCHES} batches, ${centre.assignmentIds.length} assignments: ${page.name}, signed in as its owner, ${CONNECTIONS} connections, a different one each request (PostgreSQL, pool 20)`,
        measured: `${loadText(measured)}, ${measured.non2xx} non-2xx (${(body.length / 1024).toFixed(1)} KB a page)`,
        ceiling: loadText(bare),
        target: `p99 < ${P99_TARGET_MS} ms, the learner's budget at scale`,
        met: measured.p99 < P99_TARGET_MS && measured.non2xx === 0 && measured.errors === 0,
      });
    }
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    // BENCH_INSTITUTE_KEEP=1 keeps the centre's database to look into (EXPLAIN) after the run
    if (process.env.BENCH_INSTITUTE_KEEP === "1") log(`institute bench: kept the database ${dbName}`);
    else await dropDatabase(dbName).catch(() => {});
  }
  return { rows, notes };
}
