/**
 * Review cards: every question a learner got wrong (or partly right), skipped, or marked "I guessed"
 * becomes a card scheduled with FSRS (ts-fsrs) for a target recall of 90%. Intervals are whole days
 * (no same-day learning steps, no fuzz), because the review is one short session a day.
 *
 * The rating a review earns (the learner does not rate themselves):
 *  - wrong, or "I don't know"                          -> Again (a lapse: due again within a day or two)
 *  - right but marked "I guessed", or slower than
 *    SLOW_REVIEW_SECONDS                               -> Hard
 *  - right                                             -> Good
 */
import { type Card, createEmptyCard, fsrs, type Grade, Rating, State } from "ts-fsrs";
import type { Outcome } from "./marking";

export const REVIEW_RETENTION = 0.9;
/** a right answer that took longer than this is rated Hard: recalled, but not readily */
export const SLOW_REVIEW_SECONDS = 60;

/**
 * How many new cards (never reviewed) a day's review takes in, as Anki's default: a paper's mistakes
 * enter the review over the following days instead of all at once.
 */
export const NEW_CARDS_PER_DAY = 20;

export const CARD_SOURCES = ["wrong", "skipped", "guessed"] as const;
export type CardSource = (typeof CARD_SOURCES)[number];

export const REVIEW_RATINGS = ["again", "hard", "good"] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

export const CARD_STATES = ["new", "learning", "review", "relearning"] as const;
export type CardState = (typeof CARD_STATES)[number];

/** A card's FSRS memory state, as stored in review_cards */
export type CardMemory = {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: Date | null;
};

const scheduler = fsrs({
  request_retention: REVIEW_RETENTION,
  enable_fuzz: false,
  enable_short_term: false,
});

const GRADES: Record<ReviewRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };
const STATE_NAMES: Record<State, CardState> = {
  [State.New]: "new",
  [State.Learning]: "learning",
  [State.Review]: "review",
  [State.Relearning]: "relearning",
};
const STATES: Record<CardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

function toMemory(card: Card): CardMemory {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_NAMES[card.state],
    lastReview: card.last_review ?? null,
  };
}

function toCard(memory: CardMemory): Card {
  return {
    due: memory.due,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: STATES[memory.state],
    last_review: memory.lastReview ?? undefined,
  };
}

/** A card never reviewed, due at once. */
export function newCard(now: Date): CardMemory {
  return toMemory(createEmptyCard(now));
}

/**
 * Which source makes a card of a question in a submitted attempt, or null for none. A question
 * skipped without ever being opened (`seen` false) is not a card: there is nothing to remember of
 * it, and a mock's unread questions would flood the deck (532 cards after four papers).
 */
export function cardSourceOf(outcome: Outcome, guessed: boolean, seen = true): CardSource | null {
  if (outcome === "wrong" || outcome === "partial") return "wrong";
  if (outcome === "skipped") return seen ? "skipped" : null;
  return guessed ? "guessed" : null;
}

/**
 * Whether the learner opened a question, from the times the interface recorded per question
 * (an entry per question opened). With none recorded at all (an API client) every one counts as seen.
 */
export function seenByTimes(times: Readonly<Record<string | number, { visits: number }>>) {
  const recorded = Object.keys(times).length > 0;
  return (questionId: number): boolean => !recorded || (times[questionId]?.visits ?? 0) > 0;
}

/**
 * After a key correction makes a learner's wrong (or skipped) answer right: whether the card that
 * mistake made goes. Only a card never reviewed goes (a reviewed one is the learner's history), only
 * one made by a mistake ("guessed" was right), and only when every submitted answer of the learner
 * to the question, scored against the corrected key, is now right.
 */
export function cardWithdrawnByCorrection(
  card: { source: CardSource; reps: number },
  outcomesNow: readonly Outcome[],
): boolean {
  if (card.source === "guessed" || card.reps > 0) return false;
  return outcomesNow.length > 0 && outcomesNow.every((o) => o === "correct");
}

/** The rating a review earns (see the header). */
export function reviewRating(review: {
  isCorrect: boolean;
  guessed?: boolean;
  seconds?: number;
}): ReviewRating {
  if (!review.isCorrect) return "again";
  if (review.guessed || (review.seconds ?? 0) > SLOW_REVIEW_SECONDS) return "hard";
  return "good";
}

/** The card after a review with this rating at `now`: its next due date and memory state. */
export function scheduleReview(card: CardMemory, rating: ReviewRating, now: Date): CardMemory {
  return toMemory(scheduler.next(toCard(card), now, GRADES[rating]).card);
}

export function isDue(card: Pick<CardMemory, "due">, now: Date): boolean {
  return card.due.getTime() <= now.getTime();
}

/**
 * Today's review: every card already begun that is due, and of the new cards due as many as the
 * day's limit leaves after those begun earlier today; the rest of the new cards wait for later days.
 */
export function dailyReview(counts: { reviewsDue: number; newDue: number; newBegunToday: number }) {
  const newToday = Math.max(0, Math.min(counts.newDue, NEW_CARDS_PER_DAY - counts.newBegunToday));
  return { dueToday: counts.reviewsDue + newToday, newToday, newWaiting: counts.newDue - newToday };
}
