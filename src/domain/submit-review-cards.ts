import type { QuestionOutcome } from "~/domain/marking";
import { type CardMemory, type CardSource, cardSourceOf, newCard } from "~/domain/review-cards";

/** The review cards a stored submit makes: one per question, with its source, all as newCard(now). */
export type SubmitReviewCards = { questionIds: number[]; sources: CardSource[]; card: CardMemory };

/**
 * After a submit: every question of the attempt answered wrong (or partly right), skipped after
 * being opened (`seen`), or marked "I guessed" becomes a review card due now. The submit's store statement writes them
 * (recordSubmissionStatement): only when it stores the attempt, keyed by (user, question), so a
 * repeated submit adds nothing twice; a question that already has a card is due again now (its
 * memory state stays, so its next review counts as a lapse or a recall of what FSRS knows).
 */
export function submitReviewCards(input: {
  answers: readonly QuestionOutcome[];
  guessed: readonly number[];
  seen: (questionId: number) => boolean;
  now: Date;
}): SubmitReviewCards {
  const guessed = new Set(input.guessed);
  const questionIds: number[] = [];
  const sources: CardSource[] = [];
  for (const a of input.answers) {
    const source = cardSourceOf(a.outcome, guessed.has(a.questionId), input.seen(a.questionId));
    if (source) {
      questionIds.push(a.questionId);
      sources.push(source);
    }
  }
  return { questionIds, sources, card: newCard(input.now) };
}
