import { describe, expect, it } from "vitest";
import {
  cardSourceOf,
  cardWithdrawnByCorrection,
  dailyReview,
  isDue,
  NEW_CARDS_PER_DAY,
  newCard,
  reviewRating,
  scheduleReview,
  seenByTimes,
} from "./review-cards";

const DAY = 24 * 3600 * 1000;
const now = new Date("2026-03-10T04:00:00Z");
const daysAfter = (a: Date, b: Date) => (b.getTime() - a.getTime()) / DAY;

describe("review cards", () => {
  it("makes a card of a wrong, partly right, skipped or guessed answer, and none of a sure right one", () => {
    expect(cardSourceOf("wrong", false)).toBe("wrong");
    expect(cardSourceOf("partial", false)).toBe("wrong");
    expect(cardSourceOf("skipped", false)).toBe("skipped");
    expect(cardSourceOf("correct", true)).toBe("guessed");
    expect(cardSourceOf("wrong", true)).toBe("wrong");
    expect(cardSourceOf("correct", false)).toBeNull();
  });

  it("makes no card of a question skipped without being opened", () => {
    expect(cardSourceOf("skipped", false, false)).toBeNull();
    expect(cardSourceOf("wrong", false, false)).toBe("wrong");
    const seen = seenByTimes({ 7: { visits: 2 }, 8: { visits: 0 } });
    expect([7, 8, 9].map(seen)).toEqual([true, false, false]);
    // with nothing recorded (an API client), every question counts as seen
    expect(seenByTimes({})(9)).toBe(true);
  });

  it("a correction withdraws a never-reviewed card of a mistake only when every answer is now right", () => {
    expect(cardWithdrawnByCorrection({ source: "wrong", reps: 0 }, ["correct"])).toBe(true);
    expect(cardWithdrawnByCorrection({ source: "skipped", reps: 0 }, ["correct", "correct"])).toBe(true);
    expect(cardWithdrawnByCorrection({ source: "wrong", reps: 1 }, ["correct"])).toBe(false);
    expect(cardWithdrawnByCorrection({ source: "guessed", reps: 0 }, ["correct"])).toBe(false);
    expect(cardWithdrawnByCorrection({ source: "wrong", reps: 0 }, ["correct", "wrong"])).toBe(false);
    expect(cardWithdrawnByCorrection({ source: "wrong", reps: 0 }, ["partial"])).toBe(false);
    expect(cardWithdrawnByCorrection({ source: "wrong", reps: 0 }, [])).toBe(false);
  });

  it("rates wrong Again, right but guessed or slow Hard, right Good", () => {
    expect(reviewRating({ isCorrect: false })).toBe("again");
    expect(reviewRating({ isCorrect: false, guessed: true })).toBe("again");
    expect(reviewRating({ isCorrect: true, guessed: true })).toBe("hard");
    expect(reviewRating({ isCorrect: true, seconds: 61 })).toBe("hard");
    expect(reviewRating({ isCorrect: true, seconds: 60 })).toBe("good");
    expect(reviewRating({ isCorrect: true })).toBe("good");
  });

  it("a new card is due at once", () => {
    const card = newCard(now);
    expect(isDue(card, now)).toBe(true);
    expect(card.state).toBe("new");
    expect(card.reps).toBe(0);
  });

  it("a good review moves the card days later, in whole days; again brings it back within two days", () => {
    const good = scheduleReview(newCard(now), "good", now);
    expect(isDue(good, now)).toBe(false);
    expect(daysAfter(now, good.due)).toBeGreaterThanOrEqual(2);
    expect(Number.isInteger(daysAfter(now, good.due))).toBe(true);
    expect(good.state).toBe("review");
    expect(good.lastReview).toEqual(now);

    const hard = scheduleReview(newCard(now), "hard", now);
    expect(hard.due.getTime()).toBeLessThanOrEqual(good.due.getTime());

    const later = good.due;
    const second = scheduleReview(good, "good", later);
    expect(daysAfter(later, second.due)).toBeGreaterThan(daysAfter(now, good.due));

    const lapse = scheduleReview(second, "again", second.due);
    expect(lapse.lapses).toBe(1);
    expect(daysAfter(second.due, lapse.due)).toBeLessThanOrEqual(2);
    expect(daysAfter(second.due, lapse.due)).toBeLessThan(second.scheduledDays);
    expect(lapse.stability).toBeLessThan(second.stability);
  });
});

describe("the day's review", () => {
  it("takes in every begun card that is due and new cards up to the day's limit", () => {
    expect(dailyReview({ reviewsDue: 7, newDue: 532, newBegunToday: 0 })).toEqual({
      dueToday: 7 + NEW_CARDS_PER_DAY,
      newToday: NEW_CARDS_PER_DAY,
      newWaiting: 532 - NEW_CARDS_PER_DAY,
    });
    expect(dailyReview({ reviewsDue: 0, newDue: 3, newBegunToday: 0 })).toEqual({
      dueToday: 3,
      newToday: 3,
      newWaiting: 0,
    });
  });

  it("counts the new cards begun earlier today against the limit, never below none", () => {
    expect(dailyReview({ reviewsDue: 2, newDue: 30, newBegunToday: 15 })).toEqual({
      dueToday: 2 + NEW_CARDS_PER_DAY - 15,
      newToday: NEW_CARDS_PER_DAY - 15,
      newWaiting: 30 - (NEW_CARDS_PER_DAY - 15),
    });
    expect(dailyReview({ reviewsDue: 4, newDue: 9, newBegunToday: NEW_CARDS_PER_DAY + 3 })).toEqual({
      dueToday: 4,
      newToday: 0,
      newWaiting: 9,
    });
  });
});
