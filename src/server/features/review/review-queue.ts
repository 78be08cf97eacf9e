import { and, asc, count, eq, isNull, lte } from "drizzle-orm";
import { questionForLearner } from "~/domain/question-view";
import type { DbOrTx } from "~/server/db/client";
import { questions, reviewCards } from "~/server/db/schema";
import { notInHeldPaper } from "~/server/features/quizzes/quiz-sql";
import { questionHtmlOf } from "~/server/math/rendered-math";
import { REVIEW_QUEUE_LIMIT, type ReviewQueue } from "~/shared/contract/review";

const dueNow = (userId: number, now: Date) =>
  and(
    eq(reviewCards.userId, userId),
    lte(reviewCards.due, now),
    isNull(questions.deletedAt),
    notInHeldPaper(now),
  );

/** GET /api/user/review-queue: the user's cards due now, oldest due first, each question without its key. */
export async function reviewQueue(db: DbOrTx, options: { userId: number; now: Date }): Promise<ReviewQueue> {
  const { userId, now } = options;
  const [rows, total] = await Promise.all([
    db
      .select({ card: reviewCards, question: questions })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(dueNow(userId, now))
      .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
      .limit(REVIEW_QUEUE_LIMIT),
    countDue(db, options),
  ]);
  return {
    dueCount: total,
    cards: rows.map(({ card, question }) => {
      const { id, ...shown } = questionForLearner({ ...question, html: questionHtmlOf(question) }, "taking");
      return { questionId: id, ...shown, source: card.source, due: card.due.toISOString() };
    }),
  };
}

/** How many of the user's cards are due now. */
export async function countDue(db: DbOrTx, options: { userId: number; now: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(dueNow(options.userId, options.now));
  return row?.n ?? 0;
}
