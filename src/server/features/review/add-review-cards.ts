import { sql } from "drizzle-orm";
import type { QuestionOutcome } from "~/domain/marking";
import { cardSourceOf, newCard } from "~/domain/review-cards";
import type { DbOrTx } from "~/server/db/client";
import { reviewCards } from "~/server/db/schema";

/**
 * After a submit: every question of the attempt answered wrong (or partly right), skipped, or marked
 * "I guessed" becomes a review card due now. A question that already has a card is due again now
 * (its memory state stays, so its next review counts as a lapse or a recall of what FSRS knows).
 * The submit calls this only when it stored the attempt, and the insert is keyed by (user, question),
 * so a repeated submit adds nothing twice.
 */
export async function addReviewCards(
  db: DbOrTx,
  input: { userId: number; answers: readonly QuestionOutcome[]; guessed: readonly number[]; now: Date },
): Promise<void> {
  const guessed = new Set(input.guessed);
  const card = newCard(input.now);
  const rows = input.answers.flatMap((a) => {
    const source = cardSourceOf(a.outcome, guessed.has(a.questionId));
    return source
      ? [{ userId: input.userId, questionId: a.questionId, source, ...card, createdAt: input.now }]
      : [];
  });
  if (rows.length === 0) return;
  await db
    .insert(reviewCards)
    .values(rows)
    .onConflictDoUpdate({
      target: [reviewCards.userId, reviewCards.questionId],
      set: { source: sql`excluded.source`, due: sql`least(${reviewCards.due}, excluded.due)` },
    });
}
