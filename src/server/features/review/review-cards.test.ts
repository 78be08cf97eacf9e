import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_CARDS_PER_DAY } from "~/domain/review-cards";
import { reviewCards } from "~/server/db/schema";
import { istTime, shiftDay } from "~/server/test-support/clock-moments";
import { type FixtureQuiz, insertExams, insertQuiz } from "~/server/test-support/leaderboard-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { ReviewOutcome, ReviewQueue } from "~/shared/contract/review";
import type { UserProgress, UserStreak } from "~/shared/contract/standing";

const TODAY = "2026-11-18"; // a Wednesday
const DAY_MS = 24 * 3600 * 1000;

/*
 * Review cards through the API under the test clock: the submit makes cards of wrong, skipped and
 * guessed answers; the queue shows them due without keys; a review reschedules them.
 */
describe("review cards", () => {
  let t: TestApp;
  let quiz: FixtureQuiz;
  let learner: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: istTime(TODAY, "09:00") });
    await insertExams(t.ctx.db);
    quiz = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [
        { subject: "Physics", topic: "Kinematics" },
        { subject: "Physics", topic: "Optics" },
        { subject: "Chemistry", topic: "Bonding" },
        { subject: "Chemistry", topic: "Acids" },
      ],
    });
    learner = await signIn(t.app, { firstName: "Zq-Review", lastName: "Learner" });
  });
  afterAll(() => t?.close());

  /** A call to the API as that learner, expecting the status given. */
  const callAs =
    (who: SignedIn) =>
    async <T>(method: "GET" | "POST" | "PUT", url: string, payload?: object, status = 200) => {
      const res = await t.app.inject({ method, url, payload, headers: { cookie: who.cookie } });
      expect(res.statusCode, res.body).toBe(status);
      return res.json<T>();
    };
  const call = <T>(method: "GET" | "POST", url: string, payload?: object, status = 200) =>
    callAs(learner)<T>(method, url, payload, status);
  const q = (i: number) => {
    const question = quiz.questions[i];
    if (!question) throw new Error(`no question ${i}`);
    return question;
  };
  const wrongOf = (i: number) => (q(i).correctIndex + 1) % 4;

  /** q0 wrong, q1 right but marked guessed, q2 skipped, q3 right */
  const takeQuiz = async () => {
    const { attemptId } = await call<{ attemptId: number }>("POST", `/api/quiz/${quiz.id}/start`);
    t.clock.advance(120_000);
    const body = {
      attemptId,
      timeSpent: 120,
      answers: { [q(0).id]: wrongOf(0), [q(1).id]: q(1).correctIndex, [q(3).id]: q(3).correctIndex },
      guessed: [q(1).id],
    };
    await call("POST", `/api/quiz/${quiz.id}/submit`, body);
    return body;
  };

  const cardsInDb = () =>
    t.ctx.db
      .select({ questionId: reviewCards.questionId, source: reviewCards.source, due: reviewCards.due })
      .from(reviewCards)
      .where(eq(reviewCards.userId, learner.user.id))
      .orderBy(reviewCards.questionId);

  it("makes wrong, guessed and skipped answers cards due today, without keys in the queue", async () => {
    const submitted = await takeQuiz();
    const submittedAt = t.clock.now;
    expect(await cardsInDb()).toEqual([
      { questionId: q(0).id, source: "wrong", due: submittedAt },
      { questionId: q(1).id, source: "guessed", due: submittedAt },
      { questionId: q(2).id, source: "skipped", due: submittedAt },
    ]);

    // a repeated submit of the same attempt adds nothing
    await call("POST", `/api/quiz/${quiz.id}/submit`, submitted);
    expect(await cardsInDb()).toHaveLength(3);

    t.clock.set(istTime(TODAY, "20:00"));
    const queue = await call<ReviewQueue>("GET", "/api/user/review-queue");
    expect(queue.dueCount).toBe(3);
    expect(queue.cards.map((c) => c.questionId)).toEqual([q(0).id, q(1).id, q(2).id]);
    expect(queue.cards[0]).toMatchObject({ question: "Fixture question 1", type: "single", source: "wrong" });
    for (const card of queue.cards) {
      expect(Object.keys(card).sort()).toEqual(
        [
          "due",
          "html",
          "options",
          "question",
          "questionId",
          "source",
          "stimulusId",
          "subject",
          "topic",
          "type",
        ].sort(),
      );
      // the typeset words carry the question and its options, never a key or an explanation
      expect(JSON.stringify(card.html)).not.toMatch(/correct|explanation|answer/i);
    }
  });

  it("a right review moves the card days later; it is due again once the clock reaches that day", async () => {
    const outcome = await call<ReviewOutcome>("POST", `/api/user/review/${q(0).id}`, {
      answer: q(0).correctIndex,
    });
    expect(outcome).toMatchObject({ isCorrect: true, rating: "good", dueCount: 2 });
    expect(outcome.question).toMatchObject({ correctIndex: q(0).correctIndex, explanation: "" });
    const nextDue = new Date(outcome.nextDue);
    const days = (nextDue.getTime() - t.clock.now.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(2);

    const queue = await call<ReviewQueue>("GET", "/api/user/review-queue");
    expect(queue.cards.map((c) => c.questionId)).not.toContain(q(0).id);

    t.clock.set(new Date(nextDue.getTime() - 60_000));
    expect(
      (await call<ReviewQueue>("GET", "/api/user/review-queue")).cards.map((c) => c.questionId),
    ).not.toContain(q(0).id);
    t.clock.set(nextDue);
    expect(
      (await call<ReviewQueue>("GET", "/api/user/review-queue")).cards.map((c) => c.questionId),
    ).toContain(q(0).id);
  });

  it("a wrong review (a lapse) brings the card back within two days, sooner than the good one did", async () => {
    const before = t.clock.now;
    const good = await call<ReviewOutcome>("POST", `/api/user/review/${q(0).id}`, {
      answer: q(0).correctIndex,
    });
    const goodDays = (new Date(good.nextDue).getTime() - before.getTime()) / DAY_MS;
    t.clock.set(good.nextDue);
    const lapse = await call<ReviewOutcome>("POST", `/api/user/review/${q(0).id}`, { answer: wrongOf(0) });
    expect(lapse).toMatchObject({ isCorrect: false, rating: "again" });
    const lapseDays = (new Date(lapse.nextDue).getTime() - t.clock.now.getTime()) / DAY_MS;
    expect(lapseDays).toBeLessThanOrEqual(2);
    expect(lapseDays).toBeLessThan(goodDays);
    const [card] = await t.ctx.db
      .select({ lapses: reviewCards.lapses, due: reviewCards.due })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, learner.user.id), eq(reviewCards.questionId, q(0).id)));
    expect(card).toEqual({ lapses: 1, due: new Date(lapse.nextDue) });
  });

  it("'I don't know' is a lapse; a right answer marked guessed is Hard; a wrong shape is 400; no card is 404", async () => {
    const dontKnow = await call<ReviewOutcome>("POST", `/api/user/review/${q(2).id}`, { answer: null });
    expect(dontKnow).toMatchObject({ isCorrect: false, rating: "again" });
    const guessed = await call<ReviewOutcome>("POST", `/api/user/review/${q(1).id}`, {
      answer: q(1).correctIndex,
      guessed: true,
    });
    expect(guessed).toMatchObject({ isCorrect: true, rating: "hard" });
    await call("POST", `/api/user/review/${q(1).id}`, { answer: [0, 1] }, 400);
    await call("POST", `/api/user/review/${q(3).id}`, { answer: 0 }, 404);
    const other = await signIn(t.app, { firstName: "Zq-Other", lastName: "Learner" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/user/review/${q(1).id}`,
      payload: { answer: 0 },
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it("an existing card answered wrong again in a quiz is due now", async () => {
    const [before] = await cardsInDb();
    expect(before?.due.getTime()).toBeGreaterThan(t.clock.now.getTime());
    await takeQuiz();
    const [after] = await cardsInDb();
    expect(after).toMatchObject({ questionId: q(0).id, source: "wrong", due: t.clock.now });
  });

  it("the guesses saved with the answers count when the submit sends none", async () => {
    const saver = await signIn(t.app, { firstName: "Zq-Saved", lastName: "Guesser" });
    const as = callAs(saver);
    const { attemptId } = await as<{ attemptId: number }>("POST", `/api/quiz/${quiz.id}/start`);
    const answers = Object.fromEntries(quiz.questions.map((x) => [x.id, x.correctIndex]));
    t.clock.advance(30_000);
    await as("PUT", `/api/attempts/${attemptId}/answers`, { answers, guessed: [q(3).id, 999_999] });
    t.clock.advance(30_000);
    await as("POST", `/api/quiz/${quiz.id}/submit`, { attemptId, timeSpent: 60, answers });
    const queue = await as<ReviewQueue>("GET", "/api/user/review-queue");
    expect(queue.cards.map((c) => [c.questionId, c.source])).toEqual([[q(3).id, "guessed"]]);
  });

  it("a question skipped without ever being opened is no card; one opened and left is", async () => {
    const reader = await signIn(t.app, { firstName: "Zq-Unread", lastName: "Skipper" });
    const as = callAs(reader);
    const { attemptId } = await as<{ attemptId: number }>("POST", `/api/quiz/${quiz.id}/start`);
    t.clock.advance(60_000);
    // the interface recorded q0 (answered wrong) and q1 (opened, left blank); q2 and q3 never opened
    await as("POST", `/api/quiz/${quiz.id}/submit`, {
      attemptId,
      timeSpent: 60,
      answers: { [q(0).id]: wrongOf(0) },
      questionTimes: { [q(0).id]: { seconds: 40, visits: 1 }, [q(1).id]: { seconds: 20, visits: 2 } },
    });
    const queue = await as<ReviewQueue>("GET", "/api/user/review-queue");
    expect(queue.cards.map((c) => [c.questionId, c.source])).toEqual([
      [q(0).id, "wrong"],
      [q(1).id, "skipped"],
    ]);
  });

  it("new cards enter the day's review up to the daily limit; the rest wait for the next days", async () => {
    const paper = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: Array.from({ length: NEW_CARDS_PER_DAY + 5 }, () => ({
        subject: "Physics",
        topic: "Optics",
      })),
    });
    const heavy = await signIn(t.app, { firstName: "Zq-Heavy", lastName: "Paper" });
    const as = callAs(heavy);
    const day1 = "2026-12-08";
    t.clock.set(istTime(day1, "10:00"));
    const { attemptId } = await as<{ attemptId: number }>("POST", `/api/quiz/${paper.id}/start`);
    t.clock.advance(60_000);
    const answers = Object.fromEntries(paper.questions.map((x) => [x.id, (x.correctIndex + 1) % 4]));
    await as("POST", `/api/quiz/${paper.id}/submit`, { attemptId, timeSpent: 60, answers });

    const first = await as<ReviewQueue>("GET", "/api/user/review-queue");
    expect(first).toMatchObject({ dueCount: NEW_CARDS_PER_DAY, newWaiting: 5, newPerDay: NEW_CARDS_PER_DAY });
    expect(first.cards).toHaveLength(NEW_CARDS_PER_DAY);

    // three new cards begun today count against today's limit: the day's review shrinks by three,
    // and the five beyond the limit still wait
    for (const card of first.cards.slice(0, 3)) {
      const key = paper.questions.find((x) => x.id === card.questionId)?.correctIndex;
      const outcome = await as<ReviewOutcome>("POST", `/api/user/review/${card.questionId}`, { answer: key });
      expect(outcome.isCorrect).toBe(true);
    }
    const later = await as<ReviewQueue>("GET", "/api/user/review-queue");
    expect(later).toMatchObject({ dueCount: NEW_CARDS_PER_DAY - 3, newWaiting: 5 });
    expect(later.cards.map((c) => c.questionId)).toEqual(first.cards.slice(3).map((c) => c.questionId));

    // the next IST day takes in a fresh day's worth of the 22 new cards left
    t.clock.set(istTime(shiftDay(day1, 1), "00:30"));
    expect(await as<ReviewQueue>("GET", "/api/user/review-queue")).toMatchObject({
      dueCount: NEW_CARDS_PER_DAY,
      newWaiting: 2,
    });
  });

  it("a day with only a review counts for the streak", async () => {
    const fresh = await signIn(t.app, { firstName: "Zq-Streak", lastName: "Reviewer" });
    const as = callAs(fresh);
    const day1 = "2026-12-01";
    t.clock.set(istTime(day1, "10:00"));
    const { attemptId } = await as<{ attemptId: number }>("POST", `/api/quiz/${quiz.id}/start`);
    t.clock.advance(60_000);
    await as("POST", `/api/quiz/${quiz.id}/submit`, { attemptId, timeSpent: 60, answers: {} });

    const day2 = shiftDay(day1, 1);
    t.clock.set(istTime(day2, "07:30"));
    await as("POST", `/api/user/review/${q(0).id}`, { answer: null });

    t.clock.set(istTime(day2, "21:00"));
    const streak = await as<UserStreak>("GET", "/api/user/streak");
    expect(streak).toMatchObject({ current: 2, today: day2 });
    expect(streak.activeDays).toEqual([day1, day2]);
    expect((await as<UserProgress>("GET", "/api/user/progress")).dailyStreak).toBe(2);
  });
});
