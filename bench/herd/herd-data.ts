import { createHash } from "node:crypto";

/** pg.Client and PGlite both answer `query(text, params)` with `{ rows }`. */
export type Sql = { query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }> };

export const HERD_EMAIL = "@herd.bench.abhyas.in";
/** The cookie token of a herd learner's session; the sessions table holds its sha256, base64url. */
export const herdToken = (userId: number) => `herd-session-${userId}`;
export const herdTokenHash = (userId: number) =>
  createHash("sha256").update(herdToken(userId)).digest("base64url");
export const herdCookie = (userId: number) => `abhyas_session=${herdToken(userId)}`;

export type HerdQuiz = { id: number; questionIds: number[]; optionCounts: number[] };

/**
 * A published practice paper (no plan needed) of single-correct questions of one exam, as many as
 * `questions` (the demo content's largest such set when it holds fewer). With `omr`, a mock paper of
 * an exam sat on an OMR sheet (NEET, UPSC), which opens in that interface: a filled bubble is final.
 */
export async function addHerdQuiz(
  db: Sql,
  questions: number,
  minutes: number,
  options: { omr?: boolean } = {},
): Promise<HerdQuiz> {
  const { rows: exams } = await db.query<{ exam_type: string }>(
    `SELECT q.exam_type FROM questions q JOIN exams e ON e.key = q.exam_type
     WHERE q.type = 'single' AND q.deleted_at IS NULL AND jsonb_array_length(q.options) >= 4
       AND ($1::boolean IS FALSE OR e.test_interface = 'omr')
     GROUP BY q.exam_type ORDER BY count(*) DESC LIMIT 1`,
    [options.omr === true],
  );
  const exam = exams[0]?.exam_type;
  if (!exam) throw new Error("no single-correct questions in the demo content");
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO quizzes (title, exam_type, kind, time_limit, total_questions, published)
     VALUES ('Zq-Herd paper', $1, $4, $2, $3, true) RETURNING id`,
    [exam, Math.ceil(minutes), questions, options.omr ? "mock" : "practice"],
  );
  const quizId = rows[0]?.id;
  if (quizId === undefined) throw new Error("the herd quiz was not created");
  const { rows: picked } = await db.query<{ id: number; options: number }>(
    `INSERT INTO quiz_questions (quiz_id, question_id, position)
     SELECT $1, id, row_number() OVER (ORDER BY id) FROM (
       SELECT id FROM questions
       WHERE exam_type = $2 AND type = 'single' AND deleted_at IS NULL AND jsonb_array_length(options) >= 4
       ORDER BY id LIMIT $3) q
     RETURNING question_id AS id,
       (SELECT jsonb_array_length(options) FROM questions WHERE id = question_id)::int AS options`,
    [quizId, exam, questions],
  );
  picked.sort((a, b) => a.id - b.id);
  await db.query("UPDATE quizzes SET total_questions = $2 WHERE id = $1", [quizId, picked.length]);
  return { id: quizId, questionIds: picked.map((p) => p.id), optionCounts: picked.map((p) => p.options) };
}

/**
 * `count` learners with a signed-in session each, numbered after `offset`, in two statements.
 * Answers their user ids in order.
 */
export async function addHerdLearners(db: Sql, offset: number, count: number): Promise<number[]> {
  await db.query(
    `INSERT INTO users (email, first_name, last_name)
     SELECT 'zq-learner' || i || '${HERD_EMAIL}', 'Zq-Learner', 'No. ' || i
     FROM generate_series($1::int, $2::int) i`,
    [offset + 1, offset + count],
  );
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT rtrim(translate(encode(sha256(convert_to('herd-session-' || u.id, 'UTF8')), 'base64'), '+/', '-_'), '='),
            u.id, now() + interval '1 day'
     FROM users u
     WHERE u.email LIKE 'zq-learner%${HERD_EMAIL}'
       AND split_part(substr(u.email, 11), '@', 1)::int BETWEEN $1 AND $2
     RETURNING user_id AS id`,
    [offset + 1, offset + count],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** One open attempt of the quiz for each user (deadline in 2 hours): the SQL ceiling's and the app's steady-load targets. */
export async function addOpenHerdAttempts(
  db: Sql,
  userIds: number[],
  quiz: HerdQuiz,
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `INSERT INTO attempts (user_id, quiz_id, question_ids, started_at, deadline)
     SELECT u, $2, $3::jsonb, now(), now() + interval '2 hours' FROM unnest($1::int[]) u
     RETURNING id, user_id`,
    [userIds, quiz.id, JSON.stringify(quiz.questionIds)],
  );
  return new Map(rows.map((r) => [r.user_id, r.id]));
}

/**
 * A live test of the quiz over [startsAt, endsAt] with every one of `userIds` registered; the paper's
 * own time limit is set past the window, so each live attempt's deadline is the window's end.
 * `openAttempts` (user id -> attempt id) records attempts already started, as the start would.
 */
export async function addHerdLiveTest(
  db: Sql,
  quiz: HerdQuiz,
  window: { startsAt: Date; endsAt: Date },
  userIds: number[],
  openAttempts?: Map<number, number>,
): Promise<number> {
  const minutes = Math.ceil((window.endsAt.getTime() - window.startsAt.getTime()) / 60_000) + 10;
  await db.query("UPDATE quizzes SET time_limit = GREATEST(time_limit, $2) WHERE id = $1", [
    quiz.id,
    minutes,
  ]);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO live_tests (quiz_id, starts_at, ends_at, challenge_hours)
     VALUES ($1, $2, $3, 2) RETURNING id`,
    [quiz.id, window.startsAt.toISOString(), window.endsAt.toISOString()],
  );
  const liveTestId = rows[0]?.id;
  if (liveTestId === undefined) throw new Error("the herd's live test was not created");
  await db.query(
    `INSERT INTO live_test_registrations (live_test_id, user_id, attempt_id)
     SELECT $1, u, a FROM unnest($2::int[], $3::int[]) AS r(u, a)`,
    [liveTestId, userIds, userIds.map((u) => openAttempts?.get(u) ?? null)],
  );
  return liveTestId;
}

/**
 * A live test of the quiz for `userIds` (all registered, none started) whose window opens in
 * `opensInMs` and lasts `paperMs`: the herd's paper. Answers its id and the window, ms since the epoch.
 */
export async function addHerdLiveWindow(
  db: Sql,
  quiz: HerdQuiz,
  userIds: number[],
  window: { opensInMs: number; paperMs: number },
): Promise<{ liveTestId: number; opensAt: number; endsAt: number }> {
  const opensAt = Date.now() + window.opensInMs;
  const endsAt = opensAt + window.paperMs;
  const liveTestId = await addHerdLiveTest(
    db,
    quiz,
    { startsAt: new Date(opensAt), endsAt: new Date(endsAt) },
    userIds,
  );
  return { liveTestId, opensAt, endsAt };
}
