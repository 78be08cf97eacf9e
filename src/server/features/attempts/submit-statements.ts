import type { MarkingScheme } from "~/domain/marking";
import type { PercentileCounts } from "~/domain/percentile";
import type { CutoffsRecord, SealedSubmit } from "~/server/db/schema";
import { addWeeklyPointsSql, keySeenSql } from "~/server/db/scoring-writes";
import { statement } from "~/server/db/statement";
import type { AttemptRow } from "~/server/papers/find-attempt";
import type { ExamType, QuizKind } from "~/shared/contract/common";
import type { ReviewQuestion } from "./attempt-result";

/** attempts' columns as AttemptRow names them, from the table or CTE aliased `a` */
const ATTEMPT_COLUMNS = `a.id, a.user_id AS "userId", a.quiz_id AS "quizId", a.question_ids AS "questionIds",
  a.retake_of_attempt_id AS "retakeOfAttemptId", a.started_at AS "startedAt", a.deadline, a.answers,
  a.marked_for_review AS "markedForReview", a.guessed, a.answers_saved_at AS "answersSavedAt",
  a.submitted_at AS "submittedAt", a.time_spent AS "timeSpent", a.marks, a.max_marks AS "maxMarks",
  a.correct_count AS "correctCount", a.wrong_count AS "wrongCount", a.skipped_count AS "skippedCount",
  a.points, a.is_first AS "isFirst", a.submitted_day::text AS "submittedDay", a.compensatory,
  a.question_times AS "questionTimes", a.assignment_id AS "assignmentId"`;

/**
 * The counts behind a percentile (src/domain/percentile.ts), counted exactly: the other users' first
 * attempts of the quiz ($1) with lower and with the same marks ($3) than the user's ($2), "the
 * same" being within $4, the domain's SAME_MARKS (standingOf passes it). A scan of every first
 * attempt of the quiz: the submit uses the cached histogram below instead when caches are on.
 */
export const percentileCountsStatement = statement<PercentileCounts>(
  "percentile_counts",
  `select count(*) filter (where p.marks < $3::float8 - $4::float8)::int AS below,
     count(*) filter (where abs(p.marks - $3::float8) < $4::float8)::int AS ties,
     count(*)::int AS others
   from attempts p
   where p.quiz_id = $1 and p.is_first and p.submitted_at is not null and p.user_id <> $2`,
);

/** How many first attempts of the quiz ($1) scored each marks value, marks ascending. */
export const marksHistogramStatement = statement<{ marks: number; attempts: number }>(
  "marks_histogram",
  `select p.marks, count(*)::int AS attempts
   from attempts p
   where p.quiz_id = $1 and p.is_first and p.submitted_at is not null
   group by p.marks
   order by p.marks`,
);

/**
 * SQL text: a question (`q`, with its place in the quiz `qq`) as QuestionForScoring's JSON. Without
 * `wording` its wording, explanations, typeset HTML and structure are null: the scoring queue's
 * store-only run builds no result, and the wording is most of a paper's bytes. keySeen is `keySeen`.
 */
const questionForScoringJson = (options: { wording: boolean; keySeen: string }) => {
  const worded = (column: string) => (options.wording ? `q.${column}` : "null");
  return `json_build_object(
     'id', q.id, 'examType', q.exam_type, 'subject', q.subject, 'topic', q.topic,
     'text', ${worded("text")},
     'options', q.options, 'type', q.type, 'correctIndex', q.correct_index,
     'correctAnswers', q.correct_answers, 'numericMin', q.numeric_min, 'numericMax', q.numeric_max,
     'explanation', ${worded("explanation")},
     'textHi', ${worded("text_hi")},
     'optionsHi', ${worded("options_hi")},
     'explanationHi', ${worded("explanation_hi")},
     'mathHtml', ${worded("math_html")},
     'structure', ${worded("structure")},
     'section', qq.section, 'stimulusId', q.stimulus_id,
     'version', q.version, 'acceptedIndexes', q.accepted_indexes, 'dropped', q.dropped,
     'asOf', q.as_of, 'sourceNote', q.source_note,
     'keySeen', ${options.keySeen})`;
};

/** SQL text: the last key correction (audit id, 0 for none) of the questions in the int[] `ids`. */
const keysAsOfSql = (ids: string) => `(select coalesce(max(l.id), 0) from question_audit_log l
      where l.action <> 'edit' and l.question_id = any (${ids}))`;

/**
 * SQL text: what scoring the attempt `x` (ATTEMPT_COLUMNS) needs beside its paper: the user's
 * submitted first attempt of the quiz (marks, when), the live test it was taken in (end, cancelled)
 * and the close of its assignment when the key shows only then.
 */
const ATTEMPT_CIRCUMSTANCES = `(select f.marks from attempts f
      where f.user_id = x."userId" and f.quiz_id = x."quizId" and f.is_first and f.submitted_at is not null
     ) AS "ownFirstMarks",
     (select f.submitted_at from attempts f
      where f.user_id = x."userId" and f.quiz_id = x."quizId" and f.is_first and f.submitted_at is not null
     ) AS "ownFirstSubmittedAt",
     (select l.ends_at from live_test_registrations r join live_tests l on l.id = r.live_test_id
      where r.attempt_id = x.id) AS "liveEndsAt",
     (select l.cancelled_at from live_test_registrations r join live_tests l on l.id = r.live_test_id
      where r.attempt_id = x.id) AS "liveCancelledAt",
     (select s.closes_at from assignments s
      where s.id = x."assignmentId" and s.key_shown = 'after_close' and s.cancelled_at is null
     ) AS "assignmentKeyAt"`;

export type QuestionForScoring = ReviewQuestion & {
  examType: ExamType;
  /** the user had been shown its key (a submitted attempt of theirs covers it): no points for it */
  keySeen: boolean;
  /** the version of its wording now current: the one this attempt showed */
  version: number;
  /** key corrections: further accepted options (single), dropped */
  acceptedIndexes: number[] | null;
  dropped: boolean;
};

/** An attempt as scoring reads it (attemptForScoringStatement): with its quiz, marking, circumstances and questions. */
export type AttemptForScoring = AttemptRow & {
  quiz: {
    id: number;
    title: string;
    titleHi: string | null;
    examType: ExamType;
    kind: QuizKind;
    markingCorrect: number | null;
    markingWrong: number | null;
    markingScheme: MarkingScheme | null;
    sections: { name: string; timeLimitMinutes?: number }[] | null;
    /** the quiz's cut-offs, else its exam's */
    cutoffs: CutoffsRecord | null;
    qualifyingPercent: number | null;
  };
  examMarkingCorrect: number;
  examMarkingWrong: number;
  examMarkingScheme: MarkingScheme | null;
  /** the marks of the user's submitted first attempt of the quiz, if any, and when it was submitted */
  ownFirstMarks: number | null;
  ownFirstSubmittedAt: Date | null;
  /** the last key correction of its questions, read with their keys: the scores reflect it */
  keysAsOf: number;
  /** the live test the attempt was taken in (whether it holds is paperHeldForLive's), or nulls */
  liveEndsAt: Date | null;
  liveCancelledAt: Date | null;
  /** the close of the assignment the attempt was made for, when its key shows only then (keyHiddenUntil) */
  assignmentKeyAt: Date | null;
  questions: QuestionForScoring[];
};

/** SQL text: the quiz `z` as AttemptForScoring's quiz, and its exam's (`e`) marking. */
const PAPER_SCORING_COLUMNS = `json_build_object('id', z.id, 'title', z.title, 'titleHi', z.title_hi,
       'examType', z.exam_type, 'kind', z.kind,
       'markingCorrect', z.marking_correct, 'markingWrong', z.marking_wrong,
       'markingScheme', z.marking_scheme, 'sections', z.sections,
       'cutoffs', coalesce(z.cutoffs, e.cutoffs), 'qualifyingPercent', z.qualifying_percent) AS quiz,
     e.marking_correct AS "examMarkingCorrect", e.marking_wrong AS "examMarkingWrong",
     e.marking_scheme AS "examMarkingScheme"`;

/**
 * The user's attempt ($1 attempt, $2 user, scored at $3) with its quiz (its sections too), the exam's marking and
 * the attempt's questions (soft-deleted ones too: an old attempt keeps its questions), answer key
 * included, each saying whether the user had been shown its key before $3 (keySeenSql, as the
 * re-score asks it), in one row. None when the attempt is missing or someone else's. The scoring
 * queue reads a batch of sealed attempts with the two statements below instead.
 */
export const attemptForScoringStatement = statement<AttemptForScoring>(
  "attempt_for_scoring",
  `select x.*, ${PAPER_SCORING_COLUMNS}, ${ATTEMPT_CIRCUMSTANCES},
     ${keysAsOfSql('array(select jsonb_array_elements_text(x."questionIds")::int)')} AS "keysAsOf",
     (select coalesce(json_agg(${questionForScoringJson({
       wording: true,
       keySeen: keySeenSql({
         userId: 'x."userId"',
         questionId: "q.id",
         before: "$3::timestamptz",
         attemptId: "$1::int",
       }),
     })}), '[]'::json)
      from questions q
      left join quiz_questions qq on qq.question_id = q.id and qq.quiz_id = z.id
      where q.id = any (array(select jsonb_array_elements_text(x."questionIds")::int))) AS questions
   from (select ${ATTEMPT_COLUMNS} from attempts a where a.id = $1 and a.user_id = $2) x
   join quizzes z on z.id = x."quizId"
   join exams e on e.key = z.exam_type`,
);

/** What scoring a quiz's sealed sheets reads once for a batch of them (paperForScoringStatement). */
export type PaperForScoring = Pick<
  AttemptForScoring,
  "quiz" | "examMarkingCorrect" | "examMarkingWrong" | "examMarkingScheme" | "keysAsOf"
> & { questions: Omit<QuestionForScoring, "keySeen">[] };

/**
 * The scoring queue's read of a quiz ($1) for a batch of its sealed sheets, once: the quiz, its
 * exam's marking, the questions $2 (the batch's papers together) without their wording, and their
 * last key correction, which the scores of the whole batch then reflect.
 */
export const paperForScoringStatement = statement<PaperForScoring>(
  "paper_for_scoring",
  `select ${PAPER_SCORING_COLUMNS}, ${keysAsOfSql("$2::int[]")} AS "keysAsOf",
     (select coalesce(json_agg(${questionForScoringJson({ wording: false, keySeen: "false" })}), '[]'::json)
      from questions q
      left join quiz_questions qq on qq.question_id = q.id and qq.quiz_id = z.id
      where q.id = any ($2::int[])) AS questions
   from quizzes z
   join exams e on e.key = z.exam_type
   where z.id = $1`,
);

export type SealedAttemptForScoring = Omit<
  AttemptForScoring,
  keyof PaperForScoring | "quiz" | "questions" | "sealedAt" | "sealedSubmit"
> & {
  sealedAt: Date;
  sealedSubmit: SealedSubmit;
  /** of its questions, those whose key its user had been shown by its seal (keySeenSql) */
  keysSeen: number[];
};

/**
 * The scoring queue's batch of a quiz's ($1) sealed, unscored attempts sealed by $2, the $3 oldest
 * seals first (attempts_sealed_idx), one row each: the attempt with its sealed submit, what scoring
 * it needs beside its paper, and which of its questions' keys its user had been shown by the moment
 * it was sealed, the moment it is scored at.
 */
export const sealedAttemptsForScoringStatement = statement<SealedAttemptForScoring>(
  "sealed_attempts_for_scoring",
  `select x.*, ${ATTEMPT_CIRCUMSTANCES},
     array(select q.id from (select jsonb_array_elements_text(x."questionIds")::int AS id) q
       where ${keySeenSql({ userId: 'x."userId"', questionId: "q.id", before: 'x."sealedAt"', attemptId: "x.id" })}
     ) AS "keysSeen"
   from (select ${ATTEMPT_COLUMNS}, a.sealed_at AS "sealedAt", a.sealed_submit AS "sealedSubmit"
         from attempts a
         where a.quiz_id = $1 and a.sealed_at is not null and a.submitted_at is null
           and a.sealed_at <= $2::timestamptz and a.sealed_submit is not null
         order by a.sealed_at, a.id
         limit $3) x
   order by x."sealedAt", x.id`,
);

/**
 * Stores a scored submission in one statement, so it is all or nothing without a transaction's
 * extra round trips: the attempt (only while still unsubmitted), one attempt_answers row per
 * question, and the points on this IST week's leaderboard rows, overall and for the exam. Whether
 * the attempt is the first and its points are the domain's (leaderboardStanding in
 * src/domain/points.ts), passed in as $14 and $12; the statement decides neither. Should another
 * attempt of the quiz have become the first meanwhile, attempts_one_first_idx refuses a second
 * first and the caller asks the domain again. Answers the stored attempt, or no row when the
 * attempt was already submitted.
 *
 * $1 attempt, $2 user, $3 its quiz, $4 scored sheet (JSON), $5 submitted at, $6 time spent,
 * $7 marks, $8 max marks, $9 correct, $10 wrong, $11 skipped, $12 points, $13 IST day, $14 is first,
 * $15 IST week start, $16 exam, then per question: $17 ids, $18 chosen (single; null = skipped or
 * another type), $19 full marks?, $20 exam, $21 subject, $22 topic, $23 the answer in its type's
 * shape as JSON text (null = skipped), $24 marks awarded, $25 seconds spent, $26 visits (null = not
 * recorded), $27 the version of its wording shown; $28 the last key correction the scores reflect;
 * review cards: $29 question ids, $30 sources, then the new card's memory, the same for each: $31 due,
 * $32 stability, $33 difficulty, $34 elapsed days, $35 scheduled days, $36 learning steps, $37 reps,
 * $38 lapses, $39 state, $40 last review.
 */
export const recordSubmissionStatement = statement<AttemptRow>(
  "record_submission",
  `with a as (
     update attempts set
       answers = $4::jsonb, submitted_at = $5::timestamptz, time_spent = $6::int, marks = $7::float8,
       max_marks = $8::float8, correct_count = $9::int, wrong_count = $10::int, skipped_count = $11::int,
       is_first = $14::boolean, points = $12::int, submitted_day = $13::date, key_revision = $28::int
     where attempts.id = $1 and attempts.user_id = $2 and attempts.quiz_id = $3
       and attempts.submitted_at is null
     returning attempts.*
   ), answered as (
     insert into attempt_answers
       (attempt_id, question_id, user_id, exam_type, subject, topic, chosen_index, is_correct, answered_at,
        response, marks_awarded, time_spent, visits, question_version)
     select a.id, x.question_id, a.user_id, x.exam_type, x.subject, x.topic, x.chosen_index, x.is_correct,
       $5::timestamptz, x.response::jsonb, x.marks_awarded, x.time_spent, x.visits, x.question_version
     from a, unnest($17::int[], $18::int[], $19::boolean[], $20::text[], $21::text[], $22::text[],
         $23::text[], $24::float8[], $25::int[], $26::int[], $27::int[])
       AS x(question_id, chosen_index, is_correct, exam_type, subject, topic, response, marks_awarded,
         time_spent, visits, question_version)
   ), pointed as (
     ${addWeeklyPointsSql({ weekStart: "$15::date", examType: "$16::text", userId: "a.user_id", points: "a.points", from: "a" })}
   ), carded as (
     insert into review_cards
       (user_id, question_id, source, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps,
        reps, lapses, state, last_review, created_at)
     select a.user_id, c.question_id, c.source, $31::timestamptz, $32::float8, $33::float8, $34::int, $35::int,
       $36::int, $37::int, $38::int, $39::text, $40::timestamptz, $5::timestamptz
     from a, unnest($29::int[], $30::text[]) AS c(question_id, source)
     on conflict (user_id, question_id) do update
       set source = excluded.source, due = least(review_cards.due, excluded.due)
   )
   select ${ATTEMPT_COLUMNS} from a`,
);
