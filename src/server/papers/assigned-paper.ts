import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attempts } from "~/server/db/schema";

/**
 * Whether the learner has started this institute paper through an assignment (decision 0059): an
 * institute's own paper is never published to the site, and this is the one way a learner reaches
 * it. The assignment's start (src/server/features/assignments) checked the batch and the window.
 */
export async function hasAssignedAttemptOf(
  db: DbOrTx,
  options: { userId: number; quizId: number; attemptId?: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.userId, options.userId),
        eq(attempts.quizId, options.quizId),
        isNotNull(attempts.assignmentId),
        options.attemptId === undefined ? undefined : eq(attempts.id, options.attemptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
