import type { MarkedQuestion } from "~/domain/marking";
import type { ExamType } from "~/shared/contract/common";
import type { DbOrTx } from "./client";
import { runStatement, statement } from "./statement";

/**
 * What the submit (attempts/submit-attempt.ts) and the re-score after a key correction
 * (corrections/rescore-attempt.ts) share, so an attempt re-scored against an unchanged key stores
 * what its submit stored: a question as the scorer reads it, whether its key had been seen, and
 * the week's points.
 */

/** A question row's columns the scorer reads, with the paper section it sits in. */
export type QuestionToMark = {
  id: number;
  type: MarkedQuestion["type"];
  correctIndex: number | null;
  correctAnswers: readonly number[] | null;
  numericMin: number | null;
  numericMax: number | null;
  options: readonly unknown[];
  section: string | null;
  acceptedIndexes: readonly number[] | null;
  dropped: boolean;
};

/** A question as src/domain/marking.ts marks it: its type, key, options and section. */
export function markedQuestion(q: QuestionToMark): MarkedQuestion {
  return {
    id: q.id,
    type: q.type,
    correctIndex: q.correctIndex,
    correctAnswers: q.correctAnswers,
    numericMin: q.numericMin,
    numericMax: q.numericMax,
    optionCount: q.options.length,
    section: q.section,
    acceptedIndexes: q.acceptedIndexes,
    dropped: q.dropped,
  };
}

/**
 * SQL text: the user had been shown the question's key by the moment `before`, i.e. an answer of
 * theirs to it, in another attempt, was stored by then (attempt_answers holds submitted attempts'
 * answers only, whose results show every key). By then, not strictly before: a quiz submitted in
 * the same instant as the one scored was on show already. The attempt's own answers never count.
 */
export const keySeenSql = (sql: {
  userId: string;
  questionId: string;
  before: string;
  attemptId: string;
}): string =>
  `exists (select 1 from attempt_answers s
    where s.user_id = ${sql.userId} and s.question_id = ${sql.questionId}
      and s.answered_at <= ${sql.before} and s.attempt_id <> ${sql.attemptId})`;

/** Of the questions ($2), those whose key the user ($1) had been shown by $3 outside attempt $4 (keySeenSql). */
const keysSeenStatement = statement<{ questionId: number }>(
  "keys_seen",
  `select q.id AS "questionId" from unnest($2::int[]) AS q(id)
   where ${keySeenSql({ userId: "$1::int", questionId: "q.id", before: "$3::timestamptz", attemptId: "$4::int" })}`,
);

export async function keysSeenBefore(
  db: DbOrTx,
  options: { userId: number; questionIds: readonly number[]; before: Date; attemptId: number },
): Promise<Set<number>> {
  const rows = await runStatement(db, keysSeenStatement, [
    options.userId,
    [...options.questionIds],
    options.before.toISOString(),
    options.attemptId,
  ]);
  return new Set(rows.map((r) => r.questionId));
}

/**
 * SQL text: adds `points` (when not 0) to the user's weekly_points rows of the IST week, overall
 * ('all') and for the exam, in that order (every writer locks the two rows in the same order).
 * `from` names a relation the expressions read (the submit's stored attempt).
 */
export const addWeeklyPointsSql = (sql: {
  weekStart: string;
  examType: string;
  userId: string;
  points: string;
  from?: string;
}): string =>
  `insert into weekly_points (week_start, exam_type, user_id, points)
   select ${sql.weekStart}, w.exam_type, ${sql.userId}, ${sql.points}
   from ${sql.from ? `${sql.from}, ` : ""}(values (1, 'all'), (2, ${sql.examType})) AS w(ord, exam_type)
   where ${sql.points} <> 0
   order by w.ord
   on conflict (week_start, exam_type, user_id) do update set points = weekly_points.points + excluded.points`;

const addWeeklyPointsStatement = statement<never>(
  "add_weekly_points",
  addWeeklyPointsSql({ weekStart: "$1::date", examType: "$2::text", userId: "$3::int", points: "$4::int" }),
);

/** Adds points (a re-score's difference: it may be negative) to the week the attempt counted in. */
export async function addWeeklyPoints(
  db: DbOrTx,
  options: { weekStart: string; examType: ExamType; userId: number; points: number },
): Promise<void> {
  await runStatement(db, addWeeklyPointsStatement, [
    options.weekStart,
    options.examType,
    options.userId,
    options.points,
  ]);
}
