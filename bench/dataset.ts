import type pg from "pg";
import { POINTS_PER_CORRECT, pointsForAttempt } from "../src/domain/points";

/** Every bench user's email ends so; all rows below hang off these users. */
export const BENCH_EMAIL = "@bench.abhyas.in";
const EXAMS = ["upsc", "jee", "neet", "ssc", "banking"];

/** The cookie token of a bench session (the sessions table stores its sha256, base64url). */
export const sessionToken = (userId: number) => `bench-session-${userId}`;
const tokenHashSql = (userIdSql: string) =>
  `rtrim(translate(encode(sha256(convert_to('bench-session-' || ${userIdSql}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;

/**
 * Users numbered from..to (inclusive) who practised this week: a weekly_points row overall and
 * one for their exam (exam = number mod 5): the points of 1..60 correct first answers, as
 * src/domain/points.ts gives them (POINTS_PER_CORRECT each).
 */
export async function addWeeklyUsers(
  db: pg.Client,
  from: number,
  to: number,
  weekStart: string,
): Promise<void> {
  await db.query("SET session_replication_role = replica"); // bulk load: skip the FK triggers
  await db.query(
    `WITH u AS (
       INSERT INTO users (email, first_name, last_name)
       SELECT 'learner' || i || '${BENCH_EMAIL}', 'Learner', 'No. ' || i FROM generate_series($2::int, $3::int) i
       RETURNING id)
     INSERT INTO weekly_points (week_start, exam_type, user_id, points)
     SELECT $1::date, x.exam, u.id, $4::int * (1 + (hashint4(u.id) & 1023) % 60)
     FROM u CROSS JOIN LATERAL (VALUES ('all'), ((ARRAY[${EXAMS.map((e) => `'${e}'`).join(",")}])[1 + u.id % 5])) x(exam)`,
    [weekStart, from, to, POINTS_PER_CORRECT],
  );
  await db.query("SET session_replication_role = DEFAULT");
}

/** Sessions for the first `count` bench users; answers their ids. */
export async function addSessions(db: pg.Client, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT ${tokenHashSql("u.id::text")}, u.id, now() + interval '30 days'
     FROM (SELECT id FROM users WHERE email LIKE '%${BENCH_EMAIL}' ORDER BY id LIMIT $1) u
     RETURNING user_id AS id`,
    [count],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * The quiz the quiz and submit budgets are measured on: the demo practice quiz the targets were set
 * with on 2026-11-21 (the largest practice quiz then; every practice quiz had 10 questions). It is
 * named, not picked by size, so new demo content cannot change what the figures measure; a change
 * of its length stops the bench instead of moving the figures.
 */
export const BENCH_QUIZ = { slug: "upsc-practice-history", questions: 10 } as const;

/** BENCH_QUIZ with its questions in order. */
export async function benchQuiz(db: pg.Client): Promise<{ id: number; questionIds: number[] }> {
  const { rows } = await db.query<{ id: number; qids: number[] }>(
    `SELECT q.id, array_agg(qq.question_id ORDER BY qq.position) AS qids
     FROM quizzes q JOIN quiz_questions qq ON qq.quiz_id = q.id
     WHERE q.slug = $1 AND q.published AND q.kind = 'practice'
     GROUP BY q.id`,
    [BENCH_QUIZ.slug],
  );
  const row = rows[0];
  if (!row) throw new Error(`the bench quiz ${BENCH_QUIZ.slug} is not in the demo content`);
  if (row.qids.length !== BENCH_QUIZ.questions)
    throw new Error(
      `the bench quiz ${BENCH_QUIZ.slug} has ${row.qids.length} questions, not ${BENCH_QUIZ.questions}: the quiz and submit targets were set for ${BENCH_QUIZ.questions}`,
    );
  return { id: row.id, questionIds: row.qids };
}

/**
 * `perUser` started, unsubmitted attempts of the quiz for each user, deadline in 2 hours. Answers
 * [attemptId, userId] interleaved by user, so consecutive submits come from different users.
 */
export async function addOpenAttempts(
  db: pg.Client,
  userIds: number[],
  quiz: { id: number; questionIds: number[] },
  perUser: number,
): Promise<[number, number][]> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `INSERT INTO attempts (user_id, quiz_id, question_ids, started_at, deadline)
     SELECT u, $2, $3::jsonb, now(), now() + interval '2 hours'
     FROM generate_series(1, $4::int) k, unnest($1::int[]) u
     ORDER BY k, u
     RETURNING id, user_id`,
    [userIds, quiz.id, JSON.stringify(quiz.questionIds), perUser],
  );
  return rows.sort((a, b) => a.id - b.id).map((r) => [r.id, r.user_id]);
}

/**
 * Submitted history: scored attempts of the quiz by the bench users (up to 20 each, `attemptsCount`
 * in all) and one attempt_answers row per question. They are stored as repeats (is_first false),
 * so the bench's own submits are the first attempts; their points are what src/domain/points.ts
 * gives a repeat.
 */
export async function addAnswerHistory(
  db: pg.Client,
  quiz: { id: number; questionIds: number[] },
  attemptsCount: number,
): Promise<void> {
  const n = quiz.questionIds.length;
  await db.query("SET session_replication_role = replica");
  const { rows } = await db.query<{ max: number | null }>("SELECT max(id) AS max FROM attempts");
  const after = rows[0]?.max ?? 0;
  const correct = Math.floor(n / 2);
  await db.query(
    `INSERT INTO attempts (user_id, quiz_id, question_ids, started_at, deadline, submitted_at, time_spent,
                           marks, max_marks, correct_count, wrong_count, skipped_count, points, is_first,
                           submitted_day)
     SELECT u.id, $1, $2::jsonb, now() - interval '3 days', now() - interval '3 days' + interval '1 hour',
            now() - interval '3 days' + interval '20 minutes', 1200, $3 / 2, $3, $5::int, $3 / 2, 0, $6::int, false,
            (now() - interval '3 days')::date
     FROM (SELECT id FROM users, generate_series(1, 20) WHERE email LIKE '%${BENCH_EMAIL}' LIMIT $4) u`,
    [
      quiz.id,
      JSON.stringify(quiz.questionIds),
      n,
      attemptsCount,
      correct,
      pointsForAttempt({ isFirst: false, correct }),
    ],
  );
  await db.query(
    `INSERT INTO attempt_answers (attempt_id, question_id, user_id, exam_type, subject, topic,
                                  chosen_index, is_correct, answered_at)
     SELECT a.id, q.id, a.user_id, q.exam_type, q.subject, q.topic,
            ((a.id + q.id) % 4)::smallint, (a.id + q.id) % 2 = 0, a.submitted_at
     FROM attempts a JOIN questions q ON q.id = ANY ($2::int[])
     WHERE a.id > $1`,
    [after, quiz.questionIds],
  );
  await db.query("SET session_replication_role = DEFAULT");
}

/**
 * Waits until the server has queued its recurring jobs (at its first poll) and has nothing due or
 * running: they run once at start-up (item calibration takes seconds of CPU), and a measurement
 * must not share the cores with them.
 */
export async function untilJobsIdle(db: pg.Client, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ queued: number; busy: number }>(
      `SELECT count(*) FILTER (WHERE key = 'calibrate-items')::int AS queued,
              count(*) FILTER (WHERE run_at <= now() OR locked_until > now())::int AS busy
       FROM jobs`,
    );
    if (rows[0]?.queued === 1 && rows[0].busy === 0) return;
    if (Date.now() > deadline) throw new Error("the server's start-up jobs did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function countRows(db: pg.Client, table: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]?.n ?? 0);
}
