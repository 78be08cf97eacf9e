import { desc, eq } from "drizzle-orm";
import { istDay } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { dailySchedule, quizzes } from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import type { DailyScheduleEntry, DailyScheduleResponse } from "~/shared/contract/admin";

const SCHEDULE_LIST_LIMIT = 120;

/** The schedule, latest date first, and today's IST date. */
export async function listDailySchedule(db: DbOrTx, now: Date): Promise<DailyScheduleResponse> {
  const rows = await db
    .select({
      date: dailySchedule.date,
      quizId: dailySchedule.quizId,
      quizTitle: quizzes.title,
      examType: quizzes.examType,
      published: quizzes.published,
    })
    .from(dailySchedule)
    .innerJoin(quizzes, eq(quizzes.id, dailySchedule.quizId))
    .orderBy(desc(dailySchedule.date))
    .limit(SCHEDULE_LIST_LIMIT);
  return {
    today: istDay(now),
    entries: rows,
  };
}

/**
 * Makes a published quiz the daily quiz of an IST date (today or later), replacing whatever that
 * date had. Past days stay as learners saw them.
 */
export async function scheduleDailyQuiz(
  db: DbOrTx,
  input: { date: string; quizId: number },
  now: Date,
): Promise<DailyScheduleEntry> {
  const today = istDay(now);
  if (input.date < today) {
    throw badRequest(`date: ${input.date} is in the past (today in India is ${today})`, "date");
  }
  const [quiz] = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      examType: quizzes.examType,
      published: quizzes.published,
    })
    .from(quizzes)
    .where(eq(quizzes.id, input.quizId));
  if (!quiz) throw badRequest(`quizId: there is no quiz with id ${input.quizId}`, "quizId");
  if (!quiz.published) {
    throw badRequest(`quizId: "${quiz.title}" is unpublished; publish it before scheduling it`, "quizId");
  }
  await db
    .insert(dailySchedule)
    .values({ date: input.date, quizId: quiz.id })
    .onConflictDoUpdate({ target: dailySchedule.date, set: { quizId: quiz.id } });
  return {
    date: input.date,
    quizId: quiz.id,
    quizTitle: quiz.title,
    examType: quiz.examType,
    published: quiz.published,
  };
}
