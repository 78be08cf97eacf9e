import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import {
  type AnswerValue,
  type MarkedQuestion,
  type Marks,
  markAnswer,
  type Outcome,
} from "~/domain/marking";
import { cardWithdrawnByCorrection } from "~/domain/review-cards";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers, attempts, reviewCards } from "~/server/db/schema";

/**
 * After a re-score made some of an attempt's answers right that were not: removes the review cards
 * those mistakes made, where cardWithdrawnByCorrection says so. The learner's other submitted
 * answers to the same questions are scored against the corrected keys here, since their own
 * re-score may not have run yet. Answers the question ids whose card went.
 */
export async function withdrawCorrectedCards(
  tx: DbOrTx,
  input: {
    userId: number;
    attemptId: number;
    /** the questions whose answer in this attempt became right, with their keys as they now stand */
    nowRight: readonly MarkedQuestion[];
    marks: Marks;
  },
): Promise<number[]> {
  const { userId, attemptId, nowRight, marks } = input;
  if (nowRight.length === 0) return [];
  const ids = nowRight.map((q) => q.id);
  const cards = await tx
    .select({ questionId: reviewCards.questionId, source: reviewCards.source, reps: reviewCards.reps })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), inArray(reviewCards.questionId, ids)))
    .for("update");
  if (cards.length === 0) return [];
  const others = await tx
    .select({
      questionId: attemptAnswers.questionId,
      response: attemptAnswers.response,
      chosenIndex: attemptAnswers.chosenIndex,
    })
    .from(attemptAnswers)
    .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
    .where(
      and(
        eq(attemptAnswers.userId, userId),
        inArray(attemptAnswers.questionId, ids),
        ne(attemptAnswers.attemptId, attemptId),
        isNotNull(attempts.submittedAt),
      ),
    );
  const byId = new Map(nowRight.map((q) => [q.id, q]));
  const withdrawn: number[] = [];
  for (const card of cards) {
    const question = byId.get(card.questionId)!;
    const outcomes: Outcome[] = [
      "correct",
      ...others
        .filter((o) => o.questionId === card.questionId)
        .map((o) => markAnswer(question, (o.response ?? o.chosenIndex) as AnswerValue | null, marks).outcome),
    ];
    if (!cardWithdrawnByCorrection(card, outcomes)) continue;
    await tx
      .delete(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, card.questionId)));
    withdrawn.push(card.questionId);
  }
  return withdrawn;
}
