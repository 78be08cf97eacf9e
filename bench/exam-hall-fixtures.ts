import type pg from "pg";
import { SIGNED_IN_HINT_COOKIE } from "../src/shared/signed-in-hint";

export type HallFixtures = {
  baseUrl: string;
  /** the session cookie's value (abhyas_session) of a seeded learner */
  session: string;
  jee: { quizId: number; attemptId: number };
  /** an SSC mock in the TCS hall, its sections without clocks of their own */
  ssc: { quizId: number; attemptId: number };
  neet: { quizId: number; attemptId: number; questions: number };
};

/**
 * The cookies a browser holds after the learner signed in: the session and the signed-in hint the
 * page reads (src/shared/signed-in-hint.ts; the exam hall sends its start early only with it).
 */
export function learnerCookies(f: HallFixtures) {
  return [
    { name: "abhyas_session", value: f.session, url: f.baseUrl },
    { name: SIGNED_IN_HINT_COOKIE, value: "1", url: f.baseUrl },
  ];
}

const NEET_SECTIONS = ["Physics", "Chemistry", "Botany", "Zoology"];
export const NEET_FULL_PAPER = 180;

async function signInLearner(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/demo`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "bench-hall@example.com",
      role: "premium",
      firstName: "Asha",
      lastName: "Verma",
    }),
  });
  const match = /abhyas_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "");
  if (res.status !== 200 || !match?.[1]) throw new Error(`demo sign-in answered ${res.status}`);
  return match[1];
}

async function start(baseUrl: string, session: string, quizId: number): Promise<number> {
  const res = await fetch(`${baseUrl}/api/quiz/${quizId}/start`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `abhyas_session=${session}` },
    body: "{}",
  });
  if (res.status !== 200)
    throw new Error(`start of quiz ${quizId} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { attemptId: number }).attemptId;
}

/**
 * The full NEET (UG) paper the OMR budget scrolls: 180 single-answer questions, 45 per subject, made
 * from the seeded NEET questions (each used several times), as a published mock test.
 */
async function addNeetFullPaper(db: pg.Client): Promise<number> {
  const quiz = await db.query<{ id: number }>(
    `INSERT INTO quizzes (slug, title, exam_type, kind, time_limit, total_questions, sections, published)
     VALUES ('bench-neet-full-paper', 'NEET (UG) full paper, 180 questions', 'neet', 'mock', 180, $1, $2::jsonb, true)
     RETURNING id`,
    [NEET_FULL_PAPER, JSON.stringify(NEET_SECTIONS.map((name) => ({ name })))],
  );
  const quizId = quiz.rows[0]?.id;
  if (quizId === undefined) throw new Error("could not add the NEET paper");
  await db.query(
    `WITH src AS (
       SELECT id, row_number() OVER (ORDER BY id) AS rn, count(*) OVER () AS n
       FROM questions WHERE exam_type = 'neet' AND type = 'single' AND deleted_at IS NULL AND stimulus_id IS NULL
     ), copies AS (
       INSERT INTO questions (exam_type, subject, topic, difficulty, type, text, options, correct_index, explanation)
       SELECT q.exam_type, q.subject, q.topic, q.difficulty, q.type, q.text, q.options, q.correct_index, q.explanation
       FROM generate_series(1, $2::int) AS g
       JOIN src ON src.rn = ((g - 1) % src.n) + 1
       JOIN questions q ON q.id = src.id
       ORDER BY g
       RETURNING id
     )
     INSERT INTO quiz_questions (quiz_id, question_id, position, section)
     SELECT $1, id, (row_number() OVER (ORDER BY id)) - 1,
            ($3::text[])[((row_number() OVER (ORDER BY id)) - 1) / 45 + 1]
     FROM copies`,
    [quizId, NEET_FULL_PAPER, NEET_SECTIONS],
  );
  return quizId;
}

/** A learner signed in with an attempt in progress on a JEE mock (NTA), an SSC mock (TCS) and the full NEET paper (OMR). */
export async function examHallFixtures(baseUrl: string, db: pg.Client): Promise<HallFixtures> {
  const jee = await db.query<{ id: number }>(
    "SELECT id FROM quizzes WHERE exam_type = 'jee' AND kind = 'mock' AND published ORDER BY id LIMIT 1",
  );
  const jeeQuizId = jee.rows[0]?.id;
  if (jeeQuizId === undefined) throw new Error("the demo content has no JEE mock test");
  const ssc = await db.query<{ id: number }>(
    `SELECT q.id FROM quizzes q JOIN exams e ON e.key = q.exam_type
     WHERE q.exam_type = 'ssc' AND q.kind = 'mock' AND q.published AND e.test_interface = 'tcs'
       AND jsonb_array_length(q.sections) > 1
       AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(q.sections) s WHERE s ? 'timeLimitMinutes')
     ORDER BY q.id LIMIT 1`,
  );
  const sscQuizId = ssc.rows[0]?.id;
  if (sscQuizId === undefined) throw new Error("the demo content has no SSC mock test in the TCS hall");
  const neetQuizId = await addNeetFullPaper(db);
  const session = await signInLearner(baseUrl);
  return {
    baseUrl,
    session,
    jee: { quizId: jeeQuizId, attemptId: await start(baseUrl, session, jeeQuizId) },
    ssc: { quizId: sscQuizId, attemptId: await start(baseUrl, session, sscQuizId) },
    neet: {
      quizId: neetQuizId,
      attemptId: await start(baseUrl, session, neetQuizId),
      questions: NEET_FULL_PAPER,
    },
  };
}
