import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewCards } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-24T03:00:00.000Z"; // 08:30 IST
const STARTS = "2026-11-24T04:30:00.000Z"; // 10:00 IST
const ENDS = "2026-11-24T06:00:00.000Z"; // 11:30 IST
const AFTER = "2026-11-24T06:01:00.000Z"; // every live attempt finished and scored
const HELD =
  "This paper is held for a live test until 24 Nov 2026, 11:30 am IST; it opens for practice after that";

// With the quiz cache off (as tests run) and on as in production (10 s): the cached quiz keeps its
// hold, and scheduling or cancelling a live test must show at once on this instance all the same.
describe.each<{ caches: string; env: Record<string, string> }>([
  { caches: "off", env: {} },
  { caches: "on", env: { QUIZ_CACHE_MS: "300000", SESSION_CACHE_MS: "10000" } },
])(
  "a live test's paper is held back and its key withheld until the window ends (quiz cache $caches)",
  ({ env }) => {
    let t: TestApp;
    let paper: FixtureQuiz;
    let other: FixtureQuiz;
    let admin: SignedIn;
    let asha: SignedIn; // a candidate who submits early
    let bala: SignedIn; // registered, never starts
    let farid: SignedIn; // not registered
    let liveTestId: number;
    let ashaAttemptId: number;
    const secrets = () => paper.questions.map((q) => q.explanation);

    beforeAll(async () => {
      t = await createTestApp({ now: T0, env });
      await insertExams(t.ctx.db);
      paper = await createQuiz(t.ctx.db, {
        examType: "jee",
        kind: "mock",
        questionCount: 4,
        timeLimit: 60,
        title: "Zq-Held JEE mock",
      });
      other = await createQuiz(t.ctx.db, {
        examType: "jee",
        kind: "mock",
        timeLimit: 60,
        title: "Zq-Other mock",
      });
      admin = await signIn(t.app, { role: "admin", email: "zq-hold-admin@example.com" });
      asha = await signIn(t.app, {
        role: "premium",
        email: "zq-hold-asha@example.com",
        firstName: "Zq-Asha",
      });
      bala = await signIn(t.app, {
        role: "premium",
        email: "zq-hold-bala@example.com",
        firstName: "Zq-Bala",
      });
      farid = await signIn(t.app, {
        role: "premium",
        email: "zq-hold-farid@example.com",
        firstName: "Zq-Farid",
      });
    });
    afterAll(() => t.close());

    const send = (as: SignedIn | null, method: "GET" | "POST", url: string, payload?: unknown) =>
      t.app.inject({ method, url, payload: payload as object, headers: as ? { cookie: as.cookie } : {} });
    const ok = async (as: SignedIn, method: "GET" | "POST", url: string, payload?: unknown) => {
      const res = await send(as, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const mockIds = async (as: SignedIn) =>
      ((await ok(as, "GET", "/api/mock-tests")) as { id: number }[]).map((m) => m.id);
    const quizIds = async (as: SignedIn) =>
      ((await ok(as, "GET", "/api/quizzes")) as { id: number }[]).map((m) => m.id);
    const expectNoKey = (body: string) => {
      expect(body).not.toMatch(/"correctIndex":\d/);
      expect(body).not.toContain('"correctAnswers"');
      for (const secret of secrets()) expect(body).not.toContain(secret);
    };

    it("lists the paper as an ordinary mock before a live test is scheduled on it", async () => {
      expect(await mockIds(farid)).toContain(paper.quizId);
      expect(await quizIds(farid)).toContain(paper.quizId);
      expect((await ok(farid, "GET", `/api/quiz/${paper.quizId}`)).questions).toHaveLength(4);
      expect((await send(null, "GET", `/api/quiz/${paper.quizId}`)).statusCode).toBe(200);
    });

    it("holds the paper back from listings, practice and its questions once scheduled; admins still see it", async () => {
      const created = await ok(admin, "POST", "/api/admin/live-tests", {
        quizId: paper.quizId,
        startsAt: STARTS,
        endsAt: ENDS,
      });
      liveTestId = created.id;

      expect(await mockIds(farid)).not.toContain(paper.quizId);
      expect(await mockIds(farid)).toContain(other.quizId);
      expect(await quizIds(farid)).not.toContain(paper.quizId);

      const start = await send(farid, "POST", `/api/quiz/${paper.quizId}/start`);
      expect(start.statusCode).toBe(403);
      expect(start.json().message).toBe(HELD);
      for (const who of [farid, null]) {
        const quiz = await send(who, "GET", `/api/quiz/${paper.quizId}`);
        expect(quiz.statusCode).toBe(403);
        expect(quiz.json().message).toBe(HELD);
      }
      const adminQuiz = await ok(admin, "GET", `/api/quiz/${paper.quizId}`);
      expect(adminQuiz.questions).toHaveLength(4);
    });

    it("answers the questions during the window only to a candidate with a live attempt", async () => {
      await ok(asha, "POST", `/api/live-tests/${liveTestId}/register`);
      await ok(bala, "POST", `/api/live-tests/${liveTestId}/register`);
      t.clock.set(STARTS);
      ashaAttemptId = (await ok(asha, "POST", `/api/live-tests/${liveTestId}/start`)).attemptId;

      expect((await ok(asha, "GET", `/api/quiz/${paper.quizId}`)).questions).toHaveLength(4);
      const resumed = await ok(asha, "POST", `/api/quiz/${paper.quizId}/start`, { attemptId: ashaAttemptId });
      expect(resumed.attemptId).toBe(ashaAttemptId);
      for (const who of [bala, farid]) {
        const quiz = await send(who, "GET", `/api/quiz/${paper.quizId}`);
        expect(quiz.statusCode).toBe(403);
        expect((await send(who, "POST", `/api/quiz/${paper.quizId}/start`)).statusCode).toBe(403);
      }
      expect(await mockIds(asha)).not.toContain(paper.quizId);
    });

    it("withholds the key and the score from a candidate who submits early, on every route", async () => {
      const firstId = paper.questions[0]?.id ?? 0;
      await ok(asha, "POST", `/api/bookmark/${firstId}`);
      const submit = await send(asha, "POST", `/api/quiz/${paper.quizId}/submit`, {
        attemptId: ashaAttemptId,
        timeSpent: 600,
        answers: answerSheet(paper.questions, 1, 2),
      });
      expect(submit.statusCode).toBe(200);
      expectNoKey(submit.body);
      const submitted = submit.json();
      expect(submitted).toMatchObject({ marks: 0, correct: 0, wrong: 0, percentile: null, review: [] });
      expect(submitted.withheld.until).toBe(ENDS);
      expect(submitted.withheld.answers).toHaveLength(4);
      expect(submitted.withheld.answers[0]).toMatchObject({
        id: firstId,
        chosenIndex: paper.questions[0]?.correctIndex,
      });

      const result = await send(asha, "GET", `/api/attempts/${ashaAttemptId}`);
      expectNoKey(result.body);
      expect(result.json().withheld.until).toBe(ENDS);

      const retake = await send(asha, "POST", `/api/attempts/${ashaAttemptId}/retake-wrong`);
      expect(retake.statusCode).toBe(403);
      expect((await send(asha, "POST", `/api/quiz/${paper.quizId}/start`)).statusCode).toBe(403);

      // the queue scores the sealed sheet once its second is over (decision 0056)
      t.clock.advance(1_000);
      await runDueJobs(t.ctx);
      // the wrong and skipped answers became cards, kept out of the queue and unanswerable until the end
      const cards = await t.ctx.db.select().from(reviewCards).where(eq(reviewCards.userId, asha.user.id));
      expect(cards).toHaveLength(3);
      const queue = await ok(asha, "GET", "/api/user/review-queue");
      expect(queue).toMatchObject({ dueCount: 0, newWaiting: 0, cards: [] });
      const cardId = cards[0]?.questionId ?? 0;
      const review = await send(asha, "POST", `/api/user/review/${cardId}`, { answer: 0 });
      expect(review.statusCode).toBe(403);
      expect(review.json().message).toBe("Key and score published at 24 Nov 2026, 11:30 am IST");
      expectNoKey(review.body);

      const bookmarks = await send(asha, "GET", "/api/user/bookmarks");
      expect(bookmarks.json()).toEqual([
        expect.objectContaining({ questionId: firstId, correctIndex: null, explanation: null }),
      ]);
      expectNoKey(bookmarks.body);
    });

    it("lets an admin practise the held paper and see its key throughout", async () => {
      const sheet = await ok(admin, "POST", `/api/quiz/${paper.quizId}/start`);
      const result = await ok(admin, "POST", `/api/quiz/${paper.quizId}/submit`, {
        attemptId: sheet.attemptId,
        timeSpent: 60,
        answers: answerSheet(paper.questions, 4),
      });
      expect(result.withheld).toBeUndefined();
      expect(result.review[0]).toMatchObject({
        correctIndex: paper.questions[0]?.correctIndex,
        explanation: paper.questions[0]?.explanation,
      });
    });

    it("publishes the key and score at the end and opens the paper for practice again", async () => {
      t.clock.set(AFTER);
      await runDueJobs(t.ctx);

      const result = await ok(asha, "GET", `/api/attempts/${ashaAttemptId}`);
      expect(result.withheld).toBeUndefined();
      expect(result).toMatchObject({ correct: 1, wrong: 2, skipped: 1 });
      expect(result.review.map((r: { explanation: string }) => r.explanation)).toEqual(secrets());

      const queue = await ok(asha, "GET", "/api/user/review-queue");
      expect(queue.dueCount).toBe(3);
      const cardId = queue.cards[0].questionId;
      const review = await ok(asha, "POST", `/api/user/review/${cardId}`, { answer: 0 });
      expect(secrets()).toContain(review.question.explanation);
      const [bookmark] = await ok(asha, "GET", "/api/user/bookmarks");
      expect(bookmark).toMatchObject({ correctIndex: paper.questions[0]?.correctIndex });
      expect((await send(asha, "POST", `/api/attempts/${ashaAttemptId}/retake-wrong`)).statusCode).toBe(200);

      expect(await mockIds(farid)).toContain(paper.quizId);
      expect(await quizIds(farid)).toContain(paper.quizId);
      expect((await ok(farid, "GET", `/api/quiz/${paper.quizId}`)).questions).toHaveLength(4);
      expect((await ok(farid, "POST", `/api/quiz/${paper.quizId}/start`)).quizId).toBe(paper.quizId);
    });

    it("releases the paper of a cancelled live test at once", async () => {
      const created = await ok(admin, "POST", "/api/admin/live-tests", {
        quizId: other.quizId,
        startsAt: "2026-11-25T04:30:00.000Z",
        endsAt: "2026-11-25T06:00:00.000Z",
      });
      expect(await mockIds(farid)).not.toContain(other.quizId);
      expect((await send(farid, "GET", `/api/quiz/${other.quizId}`)).statusCode).toBe(403);
      await ok(admin, "POST", `/api/admin/live-tests/${created.id}/cancel`);
      expect(await mockIds(farid)).toContain(other.quizId);
      expect((await ok(farid, "GET", `/api/quiz/${other.quizId}`)).id).toBe(other.quizId);
    });
  },
);
