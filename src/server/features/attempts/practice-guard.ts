import type { DbOrTx } from "~/server/db/client";
import { requirePaperAccess } from "~/server/http/paper-access";
import { refusePracticeOfHeldPaper } from "~/server/papers/live-hold";
import type { AuthUser } from "~/shared/contract/auth";

/**
 * Who may open or start a paper for practice: the plan must unlock it (403 naming the plans), and a
 * paper held for a live test only resumes its candidate's live attempt (403). Opening and starting
 * answer alike, so a locked paper says so at once, not only when Start is pressed.
 */
export async function refuseLockedPractice(
  db: DbOrTx,
  user: AuthUser,
  options: { quizId: number; attemptId?: number; now: Date },
): Promise<void> {
  await requirePaperAccess(db, user, options.quizId);
  if (user.role !== "admin") await refusePracticeOfHeldPaper(db, { ...options, userId: user.id });
}
