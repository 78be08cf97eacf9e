import { eq, min, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { dailySchedule, quizzes } from "~/server/db/schema";
import type { Difficulty, ExamType, QuestionType, QuizKind } from "~/shared/contract/common";
import type { QuizSummary } from "~/shared/contract/quiz-summary";

/**
 * SQL pieces every quiz listing shares, so "the number of questions" means the same everywhere.
 * They are correlated subqueries on the outer "quizzes" row. Written with explicit table names on
 * purpose: Drizzle leaves column names unqualified in single-table selects, which would make
 * `quiz_id = id` compare a column with itself inside the subquery.
 */

/**
 * the quiz's questions a learner gets: not soft-deleted, not drafts (decision 0053;
 * quizzes.total_questions is only the admin's plan)
 */
export const liveQuestionCount = sql<number>`(
  select count(*)::int from quiz_questions qq
  join questions q on q.id = qq.question_id
  where qq.quiz_id = "quizzes"."id" and q.deleted_at is null and q.status = 'published'
)`;

/** each of those questions' type and section, which its full marks depend on (marksOf) */
export const liveQuestionKinds = sql<{ type: QuestionType; section: string | null }[]>`(
  select coalesce(json_agg(json_build_object('type', q.type, 'section', qq.section)), '[]'::json)
  from quiz_questions qq
  join questions q on q.id = qq.question_id
  where qq.quiz_id = "quizzes"."id" and q.deleted_at is null and q.status = 'published'
)`;

/**
 * how many of those questions have a Hindi version a learner can read (text and options: the same
 * test as the quiz page's `hi`)
 */
export const hindiQuestionCount = sql<number>`(
  select count(*)::int from quiz_questions qq
  join questions q on q.id = qq.question_id
  where qq.quiz_id = "quizzes"."id" and q.deleted_at is null and q.status = 'published'
    and coalesce(q.text_hi, '') <> '' and q.options_hi is not null
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

/**
 * Daily quizzes reach learners only once their IST day has come (an admin may schedule ahead, and
 * the key of a day still to come must stay unseen): lists use dailyIsDue, reading or starting a
 * quiz by its id uses isDailyDue with firstScheduledDay. Same rule, in SQL and in code.
 */
export const dailyIsDue = (today: string) => sql<boolean>`(
  "quizzes"."kind" <> 'daily' or exists (
    select 1 from daily_schedule ds where ds.quiz_id = "quizzes"."id" and ds.date <= ${today}
  )
)`;

export function isDailyDue(kind: string, firstDay: string | null, today: string): boolean {
  return kind !== "daily" || (firstDay !== null && firstDay <= today);
}

/** The first IST day a quiz is scheduled as the daily quiz for, as "YYYY-MM-DD", or null. */
export async function firstScheduledDay(db: DbOrTx, quizId: number): Promise<string | null> {
  const [row] = await db
    .select({ day: min(dailySchedule.date) })
    .from(dailySchedule)
    .where(eq(dailySchedule.quizId, quizId));
  return row?.day ?? null;
}

/** The columns of a quiz summary (src/shared/contract/quiz-summary.ts), for a select on quizzes. */
export const quizSummaryColumns = {
  id: quizzes.id,
  title: quizzes.title,
  description: quizzes.description,
  titleHi: quizzes.titleHi,
  descriptionHi: quizzes.descriptionHi,
  examType: quizzes.examType,
  difficulty: quizzes.difficulty,
  kind: quizzes.kind,
  totalQuestions: liveQuestionCount,
  timeLimit: quizzes.timeLimit,
  createdAt: quizzes.createdAt,
};

type QuizSummaryRow = { examType: ExamType; difficulty: Difficulty; kind: QuizKind; createdAt: Date };

/** A row selected with quizSummaryColumns (and more) as the contract types it. */
export function toQuizSummary<R extends QuizSummaryRow>(
  row: R,
): Omit<R, keyof QuizSummaryRow> & Pick<QuizSummary, keyof QuizSummaryRow> {
  return {
    ...row,
    examType: row.examType,
    difficulty: row.difficulty,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}
