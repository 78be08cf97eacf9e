import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { notHeldForLive } from "~/server/db/live-hold";
import { quizzes } from "~/server/db/schema";
import { dailyIsDue, latestScheduledDate, quizSummaryColumns, toQuizSummary } from "~/server/papers/quiz-sql";
import type { QuizListItem } from "~/shared/contract/quizzes";

/** Every published quiz, newest first, with its real question count (GET /api/quizzes). */
export async function listQuizzes(
  db: DbOrTx,
  options: { today: string; now: Date },
): Promise<QuizListItem[]> {
  const rows = await db
    .select({
      ...quizSummaryColumns,
      year: quizzes.year,
      isSample: quizzes.isSample,
      scheduledDate: latestScheduledDate,
    })
    .from(quizzes)
    .where(
      and(eq(quizzes.published, true), dailyIsDue(options.today), notHeldForLive(quizzes.id, options.now)),
    )
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id));
  return rows.map((r) => ({
    ...toQuizSummary(r),
    scheduledDate: r.kind === "daily" ? r.scheduledDate : null,
  }));
}
