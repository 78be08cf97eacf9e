import { and, eq } from "drizzle-orm";
import { takesEveryPaper } from "~/domain/plans";
import type { DbOrTx } from "~/server/db/client";
import { quizzes } from "~/server/db/schema";
import type { AuthUser } from "~/shared/contract/auth";
import { freeMockTestIds, paperLockReason } from "~/shared/plans";
import { forbidden } from "./errors";

/**
 * Refuses a learner without a paid plan a paper the Free plan does not unlock (the rule is in
 * src/shared/plans.ts): 403 with a message naming the plans. A quiz that does not exist or is not
 * published passes, so the caller answers its own 404.
 */
export async function requirePaperAccess(db: DbOrTx, user: AuthUser, quizId: number): Promise<void> {
  if (takesEveryPaper(user)) return;
  const [quiz] = await db
    .select({ kind: quizzes.kind, examType: quizzes.examType, published: quizzes.published })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  if (!quiz?.published) return;
  const mocks =
    quiz.kind === "mock"
      ? await db
          .select({ id: quizzes.id, examType: quizzes.examType })
          .from(quizzes)
          .where(
            and(eq(quizzes.kind, "mock"), eq(quizzes.published, true), eq(quizzes.examType, quiz.examType)),
          )
      : [];
  const reason = paperLockReason(quiz.kind, freeMockTestIds(mocks).has(quizId));
  if (reason) throw forbidden(reason);
}
