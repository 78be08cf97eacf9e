import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { istDay } from "~/domain/ist";
import { correctionChange, correctionChangeText, type KeyState } from "~/domain/key-corrections";
import type { DbOrTx } from "~/server/db/client";
import { attempts, questionAuditLog, quizQuestions, quizzes } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import {
  type ChangeNotesResponse,
  CORRECTION_ACTIONS,
  type CorrectionAction,
} from "~/shared/contract/corrections";

/**
 * A dated note per key correction of a quiz's questions, oldest first, numbered as the quiz orders
 * them. The keys are named only to a learner with a submitted attempt of the quiz (whose result
 * shows every key anyway); anyone else reads that a key was corrected, not what it now is.
 */
export async function quizChangeNotes(
  db: DbOrTx,
  quizId: number,
  userId: number | undefined,
): Promise<ChangeNotesResponse> {
  const [quiz] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw notFound("Quiz Not Found");
  const order = await db
    .select({ questionId: quizQuestions.questionId })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.questionId));
  const numbers = new Map(order.map((o, i) => [o.questionId, i + 1]));
  if (numbers.size === 0) return { notes: [] };
  const corrections = await db
    .select()
    .from(questionAuditLog)
    .where(
      and(
        inArray(questionAuditLog.questionId, [...numbers.keys()]),
        inArray(questionAuditLog.action, [...CORRECTION_ACTIONS]),
      ),
    )
    .orderBy(asc(questionAuditLog.id));
  if (corrections.length === 0) return { notes: [] };
  const withKey =
    userId !== undefined &&
    (
      await db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.userId, userId), eq(attempts.quizId, quizId), isNotNull(attempts.submittedAt)))
        .limit(1)
    ).length > 0;
  return {
    notes: corrections.map((c) => {
      const change = correctionChange({
        action: c.action as CorrectionAction,
        questionNumber: numbers.get(c.questionId) ?? 0,
        before: c.before as KeyState,
        after: c.after as KeyState,
        withKey,
      });
      const sentence = correctionChangeText(change);
      return {
        id: c.id,
        day: istDay(c.createdAt),
        questionNumber: change.questionNumber,
        text: `${sentence[0]?.toUpperCase()}${sentence.slice(1)}; all attempts re-scored`,
        change,
      };
    }),
  };
}
