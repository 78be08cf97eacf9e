import { sql } from "drizzle-orm";
import type { Difficulty, ExamType, QuizKind } from "../../../shared/contract/common";
import type { QuizSummary } from "../../../shared/contract/quiz-summary";
import { quizzes } from "../../db/schema";

/**
 * SQL pieces every quiz listing shares, so "the number of questions" means the same everywhere.
 * They are correlated subqueries on the outer "quizzes" row. Written with explicit table names on
 * purpose: Drizzle leaves column names unqualified in single-table selects, which would make
 * `quiz_id = id` compare a column with itself inside the subquery.
 */

/** the quiz's questions that are not soft-deleted (quizzes.total_questions is only the admin's plan) */
export const liveQuestionCount = sql<number>`(
  select count(*)::int from quiz_questions qq
  join questions q on q.id = qq.question_id
  where qq.quiz_id = "quizzes"."id" and q.deleted_at is null
)`;

/** the latest IST day the quiz was scheduled as the daily quiz, as "YYYY-MM-DD", or null */
export const latestScheduledDate = sql<string | null>`(
  select max(ds.date)::text from daily_schedule ds where ds.quiz_id = "quizzes"."id"
)`;

/** distinct users who submitted an attempt of the quiz */
export const submittedUserCount = sql<number>`(
  select count(distinct a.user_id)::int from attempts a
  where a.quiz_id = "quizzes"."id" and a.submitted_at is not null
)`;

/** Daily quizzes appear in lists only once their day has come (an admin may schedule ahead). */
export const dailyIsDue = (today: string) => sql<boolean>`(
  "quizzes"."kind" <> 'daily' or exists (
    select 1 from daily_schedule ds where ds.quiz_id = "quizzes"."id" and ds.date <= ${today}
  )
)`;

/** The columns of a quiz summary (src/shared/contract/quiz-summary.ts), for a select on quizzes. */
export const quizSummaryColumns = {
  id: quizzes.id,
  title: quizzes.title,
  description: quizzes.description,
  examType: quizzes.examType,
  difficulty: quizzes.difficulty,
  kind: quizzes.kind,
  totalQuestions: liveQuestionCount,
  timeLimit: quizzes.timeLimit,
  createdAt: quizzes.createdAt,
};

type QuizSummaryRow = { examType: string; difficulty: string; kind: string; createdAt: Date };

/** A row selected with quizSummaryColumns (and more) as the contract types it. */
export function toQuizSummary<R extends QuizSummaryRow>(
  row: R,
): Omit<R, keyof QuizSummaryRow> & Pick<QuizSummary, keyof QuizSummaryRow> {
  return {
    ...row,
    examType: row.examType as ExamType,
    difficulty: row.difficulty as Difficulty,
    kind: row.kind as QuizKind,
    createdAt: row.createdAt.toISOString(),
  };
}
