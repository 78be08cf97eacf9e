import { and, asc, count, eq, isNull, lte, min, ne } from "drizzle-orm";
import { istDay } from "~/domain/ist";
import { questionForLearner } from "~/domain/question-view";
import { dailyReview, NEW_CARDS_PER_DAY } from "~/domain/review-cards";
import type { DbOrTx } from "~/server/db/client";
import { notHeldFromUserByAssignment, notInHeldPaper } from "~/server/db/live-hold";
import { questions, reviewCards, reviewLog } from "~/server/db/schema";
import { questionHtmlOf } from "~/server/math/rendered-math";
import { findStimuliOf } from "~/server/papers/quiz-stimuli";
import { REVIEW_QUEUE_LIMIT, type ReviewQueue } from "~/shared/contract/review";

type Who = { userId: number; now: Date };

const dueNow = ({ userId, now }: Who) =>
  and(
    eq(reviewCards.userId, userId),
    lte(reviewCards.due, now),
    isNull(questions.deletedAt),
    // a question put back to draft is under review: its card waits until it is published again
    eq(questions.status, "published"),
    notInHeldPaper(questions.id, now),
    notHeldFromUserByAssignment(questions.id, userId, now),
  );
const isNew = eq(reviewCards.state, "new");
const isBegun = ne(reviewCards.state, "new");

/** The user's cards due now that are begun (isBegun) or new (isNew), oldest due first. */
function dueCards(db: DbOrTx, who: Who, kind: typeof isNew, limit: number) {
  return db
    .select({ card: reviewCards, question: questions })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(and(dueNow(who), kind))
    .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
    .limit(limit);
}

async function countDueOf(db: DbOrTx, who: Who, kind: typeof isNew): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(and(dueNow(who), kind));
  return row?.n ?? 0;
}

/** How many cards the user reviewed for the first time on today's IST day. */
async function newBegunToday(db: DbOrTx, { userId, now }: Who): Promise<number> {
  const firstReviews = db
    .select({ questionId: reviewLog.questionId })
    .from(reviewLog)
    .where(eq(reviewLog.userId, userId))
    .groupBy(reviewLog.questionId)
    .having(eq(min(reviewLog.reviewedDay), istDay(now)))
    .as("first_reviews");
  const [row] = await db.select({ n: count() }).from(firstReviews);
  return row?.n ?? 0;
}

/** Today's review in numbers (src/domain/review-cards.ts dailyReview). */
export async function todaysReview(db: DbOrTx, who: Who) {
  const [reviewsDue, newDue, begun] = await Promise.all([
    countDueOf(db, who, isBegun),
    countDueOf(db, who, isNew),
    newBegunToday(db, who),
  ]);
  return dailyReview({ reviewsDue, newDue, newBegunToday: begun });
}

/**
 * GET /api/user/review-queue: today's cards, each question without its key: the begun cards due
 * now, then the new ones the day's limit takes in, each oldest due first; with the passages, tables
 * and figures they share.
 */
export async function reviewQueue(db: DbOrTx, who: Who): Promise<ReviewQueue> {
  const today = await todaysReview(db, who);
  const begun = await dueCards(db, who, isBegun, REVIEW_QUEUE_LIMIT);
  const fresh = await dueCards(db, who, isNew, Math.min(today.newToday, REVIEW_QUEUE_LIMIT - begun.length));
  const shown = [...begun, ...fresh];
  return {
    dueCount: today.dueToday,
    newWaiting: today.newWaiting,
    newPerDay: NEW_CARDS_PER_DAY,
    cards: shown.map(({ card, question }) => {
      const { id, ...view } = questionForLearner({ ...question, html: questionHtmlOf(question) }, "taking");
      return {
        questionId: id,
        ...view,
        stimulusId: question.stimulusId,
        source: card.source,
        due: card.due.toISOString(),
      };
    }),
    stimuli: await findStimuliOf(
      db,
      shown.map(({ question }) => question),
    ),
  };
}

/** How many cards today's review holds now. */
export async function countDue(db: DbOrTx, who: Who): Promise<number> {
  return (await todaysReview(db, who)).dueToday;
}
