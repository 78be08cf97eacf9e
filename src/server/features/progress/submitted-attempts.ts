import { and, eq, isNotNull } from "drizzle-orm";
import type { SubmittedAttempt } from "~/domain/progress";
import { activeDayOf } from "~/domain/streaks";
import type { DbOrTx } from "~/server/db/client";
import { resultPublished } from "~/server/db/live-hold";
import { attempts, quizzes } from "~/server/db/schema";

/**
 * The user's submitted attempts with what the progress figures need (one row per attempt, read
 * through attempts_user_submitted_idx). Attempts still running are left out, and so are live
 * attempts until their window ends (their results are not published yet).
 */
export async function findSubmittedAttempts(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<SubmittedAttempt[]> {
  const rows = await db
    .select({
      examType: quizzes.examType,
      kind: quizzes.kind,
      marks: attempts.marks,
      maxMarks: attempts.maxMarks,
      correctCount: attempts.correctCount,
      wrongCount: attempts.wrongCount,
      points: attempts.points,
      submittedDay: attempts.submittedDay,
      submittedAt: attempts.submittedAt,
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .where(
      and(eq(attempts.userId, userId), isNotNull(attempts.submittedAt), resultPublished(attempts.id, now)),
    );
  return rows.map((r) => ({
    examType: r.examType,
    kind: r.kind,
    marks: r.marks ?? 0,
    maxMarks: r.maxMarks ?? 0,
    correctCount: r.correctCount ?? 0,
    wrongCount: r.wrongCount ?? 0,
    points: r.points,
    submittedDay: activeDayOf({ submittedDay: r.submittedDay, submittedAt: r.submittedAt as Date }),
  }));
}
