import { and, eq } from "drizzle-orm";
import { istDay } from "~/domain/ist";
import { answerProblem, type MarkedQuestion, markAnswer } from "~/domain/marking";
import { questionForLearner } from "~/domain/question-view";
import { reviewRating, scheduleReview } from "~/domain/review-cards";
import type { DbOrTx } from "~/server/db/client";
import { questions, reviewCards, reviewLog } from "~/server/db/schema";
import { badRequest, forbidden, notFound } from "~/server/http/errors";
import { questionHtmlOf } from "~/server/math/rendered-math";
import { heldQuestions, keyWithheldMessage } from "~/server/papers/live-hold";
import { REVIEW_CARD_NOT_FOUND, type ReviewAnswerBody, type ReviewOutcome } from "~/shared/contract/review";
import { countDue } from "./review-queue";

/**
 * POST /api/user/review/{questionId}: marks the learner's recall against the question's key as it
 * stands now, rates it (src/domain/review-cards.ts), schedules the card's next review and logs the
 * review (its IST day is an active day of the streak); answers the key and explanation. A card may be
 * reviewed before it is due (the FSRS state takes the early review into account). 404 for a question
 * the user has no card of; 403 while the question's paper is held for a live test (its key is
 * published at the end of the window).
 */
export async function answerReview(
  db: DbOrTx,
  input: { userId: number; questionId: number; now: Date } & ReviewAnswerBody,
): Promise<ReviewOutcome> {
  const { userId, questionId, now } = input;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ card: reviewCards, question: questions })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)))
      .for("update", { of: reviewCards });
    if (!found) throw notFound(REVIEW_CARD_NOT_FOUND);
    const heldUntil = (await heldQuestions(tx, [questionId], now, userId)).get(questionId);
    if (heldUntil) throw forbidden(keyWithheldMessage(heldUntil));
    const { card, question } = found;
    const marked: MarkedQuestion = { ...question, optionCount: question.options.length };
    if (input.answer !== null) {
      const problem = answerProblem(marked, input.answer);
      if (problem) throw badRequest(`answer: ${problem}`, "answer");
    }
    const isCorrect = markAnswer(marked, input.answer, { correct: 1, wrong: 0 }).outcome === "correct";
    const rating = reviewRating({ isCorrect, guessed: input.guessed, seconds: input.seconds });
    const next = scheduleReview(card, rating, now);
    await tx
      .update(reviewCards)
      .set(next)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
    await tx.insert(reviewLog).values({
      userId,
      questionId,
      response: input.answer,
      isCorrect,
      rating,
      reviewedAt: now,
      reviewedDay: istDay(now),
      dueBefore: card.due,
    });
    return {
      isCorrect,
      rating,
      question: questionForLearner({ ...question, html: questionHtmlOf(question) }, "reviewing"),
      nextDue: next.due.toISOString(),
      dueCount: await countDue(tx, { userId, now }),
    };
  });
}
