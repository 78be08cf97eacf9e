import { eq } from "drizzle-orm";
import type { AnswerValue } from "~/domain/marking";
import { withheldAttemptResult } from "~/domain/withheld-result";
import type { DbOrTx } from "~/server/db/client";
import { liveTestRegistrations, liveTests, type SealedSubmit } from "~/server/db/schema";
import { runStatement, statement } from "~/server/db/statement";
import { notFound } from "~/server/http/errors";
import { FINISH_ATTEMPT_JOB } from "~/server/jobs/finish-attempt-job";
import { SCORE_SEALED_JOB, scoreSealedKey, scoreSealedRunAt } from "~/server/jobs/score-sealed-job";
import { type AttemptRow, findOwnAttempt } from "~/server/papers/find-attempt";
import { findQuestionTypes, findQuiz, type QuizRecord } from "~/server/papers/find-quiz";
import { type AttemptResult, SUBMIT_GRACE_SECONDS } from "~/shared/contract/attempts";
import type { QuestionType } from "~/shared/contract/common";

/** What a withheld result of a sealed attempt shows: its paper's order and the learner's sheet. */
export type SealedSheet = Pick<
  AttemptRow,
  "id" | "quizId" | "questionIds" | "answers" | "isFirst" | "retakeOfAttemptId" | "sealedAt" | "sealedSubmit"
>;

type SealedRow = Omit<SealedSheet, "quizId"> & {
  submittedAt: Date | null;
  /** 1 when this statement sealed the attempt, 0 when it was sealed or scored before */
  sealedNow: number;
  /** the end of its live test's window, when the result opens */
  endsAt: Date;
};

/**
 * Seals a live attempt's final sheet for the scoring queue in one statement (decision 0056): the
 * user's ($2) attempt ($1) of the quiz ($3), when it was taken in a live test that is not cancelled
 * and is neither scored nor sealed yet, gets sealed_at $4 and the submit as sent ($5), and the job
 * scoring its quiz's seals ($6 key, due at $7, unless queued already) is queued with it, all or nothing.
 * No row for any other attempt (practice, an assignment, someone else's): the caller scores inline.
 * A row with sealedNow 0 for an attempt already sealed or scored. The row carries what the learner's
 * withheld result shows (the attempt as it was before this statement, and the window's end), so the
 * end of a live window reads nothing more of the attempt.
 */
const sealLiveSubmissionStatement = statement<SealedRow>(
  "seal_live_submission",
  `with target as (
     select a.id, a.submitted_at, a.question_ids, a.answers, a.is_first, a.retake_of_attempt_id,
       a.sealed_at, a.sealed_submit, l.ends_at
     from attempts a
     join live_test_registrations r on r.attempt_id = a.id
     join live_tests l on l.id = r.live_test_id and l.cancelled_at is null
     where a.id = $1 and a.user_id = $2 and a.quiz_id = $3
   ), sealed as (
     update attempts set sealed_at = $4::timestamptz, sealed_submit = $5::jsonb
     from target
     where attempts.id = target.id and attempts.submitted_at is null and attempts.sealed_at is null
     returning attempts.id, attempts.quiz_id
   ), queued as (
     insert into jobs (name, key, payload, run_at)
     select '${SCORE_SEALED_JOB}', $6::text, jsonb_build_object('quizId', sealed.quiz_id), $7::timestamptz
     from sealed
     on conflict (key) do nothing
   )
   select t.id, t.submitted_at AS "submittedAt", (select count(*) from sealed)::int AS "sealedNow",
     t.question_ids AS "questionIds", t.answers, t.is_first AS "isFirst",
     t.retake_of_attempt_id AS "retakeOfAttemptId", t.sealed_at AS "sealedAt",
     t.sealed_submit AS "sealedSubmit", t.ends_at AS "endsAt"
   from target t`,
);

/**
 * Seals, at once, every attempt of the live test that attempt $1 was taken in (not cancelled) that
 * is neither submitted nor sealed and whose deadline is over at $2, $1 with them: each with its
 * saved answers as its submit, standing at its own deadline plus the grace ($3 seconds), as the
 * server's finish of each would (finish-attempt.ts). A sheet is final at its deadline, since a later
 * submit scores what was saved by then (src/domain/sections.ts), so nothing waits out the grace.
 * Their own finish jobs go (but $1's, which is running), and the job scoring the quiz's seals ($4
 * key, quiz $5) is queued, due at $2. Answers whether $1 is a live attempt and how many it sealed.
 */
const sealOverdueLiveAttemptsStatement = statement<{ live: boolean; sealed: number }>(
  "seal_overdue_live_attempts",
  `with test as (
     select r.live_test_id
     from live_test_registrations r
     join live_tests l on l.id = r.live_test_id and l.cancelled_at is null
     where r.attempt_id = $1
   ), sealed as (
     update attempts a
     set sealed_at = a.deadline + make_interval(secs => $3::int),
       sealed_submit = jsonb_build_object('answers', a.answers)
     from live_test_registrations r
     where r.live_test_id = (select live_test_id from test) and r.attempt_id = a.id
       and a.submitted_at is null and a.sealed_at is null and a.deadline <= $2::timestamptz
     returning a.id, a.quiz_id
   ), finishes_dropped as (
     delete from jobs
     where jobs.key in (select '${FINISH_ATTEMPT_JOB}:' || sealed.id from sealed) and jobs.key <> '${FINISH_ATTEMPT_JOB}:' || $1
   ), queued as (
     insert into jobs (name, key, payload, run_at)
     select '${SCORE_SEALED_JOB}', $4::text, jsonb_build_object('quizId', $5::int), $2::timestamptz
     where exists (select 1 from sealed)
     on conflict (key) do nothing
   )
   select exists (select 1 from test) AS live, (select count(*) from sealed)::int AS sealed`,
);

/**
 * The server's finish of a live attempt at its deadline, with the rest of its test's overdue
 * attempts (the window's end makes thousands, one finish job each): the first of those jobs to run
 * seals them all in one statement, and their jobs go. Answers whether the attempt is a live one
 * (if not, nothing was sealed) and how many it sealed.
 */
export async function sealOverdueLiveAttempts(
  db: DbOrTx,
  options: { attemptId: number; quizId: number; now: Date },
): Promise<{ live: boolean; sealed: number }> {
  const [row] = await runStatement(db, sealOverdueLiveAttemptsStatement, [
    options.attemptId,
    options.now.toISOString(),
    SUBMIT_GRACE_SECONDS,
    scoreSealedKey(options.quizId),
    options.quizId,
  ]);
  return { live: row?.live ?? false, sealed: row?.sealed ?? 0 };
}

export type SealOutcome =
  /** not a live attempt (or not this user's): score it inline */
  | { status: "not-live" }
  /** already scored: the stored result answers */
  | { status: "scored" }
  /**
   * sealed now or before: the scoring queue has it; `sheet` as sealed, shown withheld until `endsAt`
   * (no sheet when another submit sealed it at the same moment: read the attempt again)
   */
  | { status: "sealed"; sealedNow: boolean; sheet?: SealedSheet; endsAt: Date };

/** A learner's submit of a live attempt at `now`: the sheet recorded in one statement, the scoring left to the queue. */
export async function sealLiveSubmission(
  db: DbOrTx,
  options: {
    attemptId: number;
    userId: number;
    quizId: number;
    submit: SealedSubmit;
    now: Date;
  },
): Promise<SealOutcome> {
  const { now } = options;
  const [row] = await runStatement(db, sealLiveSubmissionStatement, [
    options.attemptId,
    options.userId,
    options.quizId,
    now.toISOString(),
    JSON.stringify(options.submit),
    scoreSealedKey(options.quizId),
    scoreSealedRunAt(now).toISOString(),
  ]);
  if (!row) return { status: "not-live" };
  if (row.submittedAt) return { status: "scored" };
  const sealedNow = row.sealedNow > 0;
  const { submittedAt: _, sealedNow: __, endsAt, ...before } = row;
  // the row is the attempt as it stood before this statement: a seal made now is this submit; one
  // sealed by another submit in the same moment is not in it (the caller reads the attempt again)
  if (!sealedNow && !before.sealedSubmit) return { status: "sealed", sealedNow, endsAt: new Date(endsAt) };
  const sheet: SealedSheet = {
    ...before,
    quizId: options.quizId,
    ...(sealedNow ? { sealedAt: now, sealedSubmit: options.submit } : {}),
  };
  return { status: "sealed", sealedNow, sheet, endsAt: new Date(endsAt) };
}

/** Where a sealed result reads its quiz and its questions' types: the database, or an instance's cache. */
export type SealedPapers = {
  quiz(quizId: number): Promise<QuizRecord | undefined>;
  types(quizId: number, questionIds: readonly number[]): Promise<Map<number, QuestionType>>;
};

/** The quiz and the questions' types read fresh. */
export const papersOf = (db: DbOrTx): SealedPapers => ({
  quiz: (quizId) => findQuiz(db, quizId),
  types: (_quizId, questionIds) => findQuestionTypes(db, questionIds),
});

/**
 * The result page of a sealed attempt its job has not scored yet (GET /api/attempts/{id}): the
 * learner's answers as sealed, withheld until `until` (the window's end) and marked as being scored.
 * Nothing marked: the key stays with the scoring. The paper's text is the quiz's, which the hall
 * holds, so the end of a live window reads no question's text (decision 0066).
 */
export async function sealedAttemptResult(
  papers: SealedPapers,
  attempt: SealedSheet,
  until: Date,
): Promise<AttemptResult> {
  const quiz = await papers.quiz(attempt.quizId);
  if (!quiz) throw notFound("Quiz Not Found");
  const types = await papers.types(attempt.quizId, attempt.questionIds);
  const sheet: Record<string, AnswerValue> = { ...attempt.answers, ...attempt.sealedSubmit?.answers };
  const answers = attempt.questionIds.flatMap((id) => {
    const type = types.get(id);
    if (!type) return [];
    const response = sheet[String(id)] ?? null;
    const chosenIndex = typeof response === "number" && type !== "numerical" ? response : null;
    return [{ id, type, chosenIndex, response }];
  });
  const result = withheldAttemptResult(
    {
      attemptId: attempt.id,
      quiz: {
        id: quiz.id,
        title: quiz.title,
        titleHi: quiz.titleHi,
        examType: quiz.examType,
        kind: quiz.kind,
      },
      marking: quiz.marking,
      maxMarks: 0,
      totalQuestions: attempt.questionIds.length,
      timeSpent: 0,
      timePerQuestion: 0,
      isFirst: attempt.isFirst,
      submittedAt: (attempt.sealedAt ?? new Date(0)).toISOString(),
      retakeOfAttemptId: attempt.retakeOfAttemptId,
    },
    answers,
    until,
  );
  return result.withheld ? { ...result, withheld: { ...result.withheld, scoring: true } } : result;
}

/**
 * The result page of the user's attempt while it is sealed and not yet scored (sealedAttemptResult,
 * withheld until its live window's end), or undefined for any other attempt.
 */
export async function sealedUnscoredResult(
  db: DbOrTx,
  options: { attemptId: number; userId: number; now: Date },
): Promise<AttemptResult | undefined> {
  const attempt = await findOwnAttempt(db, options);
  if (!attempt.sealedAt || attempt.submittedAt) return undefined;
  const [live] = await db
    .select({ endsAt: liveTests.endsAt })
    .from(liveTestRegistrations)
    .innerJoin(liveTests, eq(liveTests.id, liveTestRegistrations.liveTestId))
    .where(eq(liveTestRegistrations.attemptId, attempt.id));
  return sealedAttemptResult(papersOf(db), attempt, live?.endsAt ?? attempt.sealedAt);
}
