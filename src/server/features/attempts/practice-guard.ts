import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attempts } from "~/server/db/schema";
import { requirePaperAccess } from "~/server/http/paper-access";
import { refusePracticeOfHeldPaper } from "~/server/papers/live-hold";
import type { AuthUser } from "~/shared/contract/auth";

/**
 * Who may open or start a paper for practice: the plan must unlock it (403 naming the plans), and a
 * paper held for a live test only resumes its candidate's live attempt (403). Opening and starting
 * answer alike, so a locked paper says so at once, not only when Start is pressed. Resuming one's own
 * attempt of an institute's assignment passes: the institute set the paper, so no plan applies
 * (the assignment's own start checked its window and batches).
 */
export async function refuseLockedPractice(
  db: DbOrTx,
  user: AuthUser,
  options: { quizId: number; attemptId?: number; now: Date },
): Promise<void> {
  if (options.attemptId !== undefined && (await isOwnAssignmentAttempt(db, user.id, options))) return;
  await requirePaperAccess(db, user, options.quizId);
  if (user.role !== "admin") await refusePracticeOfHeldPaper(db, { ...options, userId: user.id });
}

async function isOwnAssignmentAttempt(
  db: DbOrTx,
  userId: number,
  options: { quizId: number; attemptId?: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(
      and(
        eq(attempts.id, options.attemptId ?? 0),
        eq(attempts.userId, userId),
        eq(attempts.quizId, options.quizId),
        isNotNull(attempts.assignmentId),
      ),
    );
  return row !== undefined;
}
