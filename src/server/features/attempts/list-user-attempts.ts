import { and, desc, eq, isNotNull } from "drizzle-orm";
import { percentOf } from "~/domain/marking";
import type { DbOrTx } from "~/server/db/client";
import { resultPublished } from "~/server/db/live-hold";
import { attempts, quizzes } from "~/server/db/schema";
import type { UserAttempt } from "~/shared/contract/attempts";

/** The user's submitted attempts whose results are published, newest first (GET /api/user/attempts). */
export async function listUserAttempts(
  db: DbOrTx,
  options: { userId: number; now: Date; limit?: number },
): Promise<UserAttempt[]> {
  const rows = await db
    .select({
      id: attempts.id,
      quizId: attempts.quizId,
      quizTitle: quizzes.title,
      examType: quizzes.examType,
      kind: quizzes.kind,
      marks: attempts.marks,
      maxMarks: attempts.maxMarks,
      submittedAt: attempts.submittedAt,
      isFirst: attempts.isFirst,
      retakeOfAttemptId: attempts.retakeOfAttemptId,
    })
    .from(attempts)
    .innerJoin(quizzes, eq(quizzes.id, attempts.quizId))
    .where(
      and(
        eq(attempts.userId, options.userId),
        isNotNull(attempts.submittedAt),
        resultPublished(attempts.id, options.now),
      ),
    )
    .orderBy(desc(attempts.submittedAt), desc(attempts.id))
    .limit(options.limit ?? 500);
  return rows.map((r) => {
    const marks = r.marks ?? 0;
    const maxMarks = r.maxMarks ?? 0;
    return {
      ...r,
      examType: r.examType,
      kind: r.kind,
      marks,
      maxMarks,
      percent: percentOf(marks, maxMarks),
      submittedAt: (r.submittedAt as Date).toISOString(),
    };
  });
}
