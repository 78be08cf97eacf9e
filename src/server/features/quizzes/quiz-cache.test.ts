import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookmarks, questions, quizzes } from "~/server/db/schema";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

// The production caches switched on (tests run with both at 0 otherwise).
describe("GET /api/quiz/{id} with the per-instance quiz and session caches on", () => {
  let t: TestApp;
  let learner: SignedIn;
  let admin: SignedIn;
  let quiz: FixtureQuiz;

  beforeAll(async () => {
    t = await createTestApp({
      now: "2026-11-18T06:00:00Z",
      env: { QUIZ_CACHE_MS: "60000", SESSION_CACHE_MS: "10000" },
    });
    await insertExams(t.ctx.db);
    quiz = await createQuiz(t.ctx.db, { title: "Cached quiz", questionCount: 4 });
    learner = await signIn(t.app);
    admin = await signIn(t.app, { role: "admin" });
  });
  afterAll(() => t.close());

  const get = (cookie?: string) =>
    t.app.inject({ method: "GET", url: `/api/quiz/${quiz.quizId}`, headers: cookie ? { cookie } : {} });

  it("answers the cached quiz with each user's own bookmarks and never the answer key", async () => {
    const first = quiz.questions[0]!.id;
    await t.ctx.db.insert(bookmarks).values({ userId: learner.user.id, questionId: first });
    const anonymous = await get();
    const mine = await get(learner.cookie);
    const theirs = await get(admin.cookie);
    for (const res of [anonymous, mine, theirs]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.body).not.toMatch(/correct_?index|explanation|SECRET-/i);
      expect(res.json().title).toBe("Cached quiz");
    }
    expect(anonymous.json().questions[0]).not.toHaveProperty("bookmarked");
    expect(mine.json().questions.map((q: { bookmarked: boolean }) => q.bookmarked)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(theirs.json().questions.every((q: { bookmarked: boolean }) => q.bookmarked === false)).toBe(true);
  });

  it("remembers a user's bookmarks with their session; their own toggle shows at once", async () => {
    const [first, second] = quiz.questions.map((q) => q.id);
    const bookmarkedOf = async () =>
      (await get(learner.cookie)).json().questions.map((q: { bookmarked: boolean }) => q.bookmarked);
    await bookmarkedOf();
    // a change this instance did not make (another instance) waits for the session cache time
    await t.ctx.db.insert(bookmarks).values({ userId: learner.user.id, questionId: second! });
    expect((await bookmarkedOf()).slice(0, 2)).toEqual([true, false]);
    // the user's own toggle here drops what was remembered: both changes show at once
    const toggle = await t.app.inject({
      method: "POST",
      url: `/api/bookmark/${first}`,
      headers: { cookie: learner.cookie },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    expect((await bookmarkedOf()).slice(0, 2)).toEqual([false, true]);
    await t.ctx.db.delete(bookmarks).where(eq(bookmarks.userId, learner.user.id));
  });

  it("keeps serving the public part it has until the cache time passes (edits show within it)", async () => {
    await t.ctx.db.update(quizzes).set({ title: "Renamed" }).where(eq(quizzes.id, quiz.quizId));
    await t.ctx.db
      .update(questions)
      .set({ text: "changed text" })
      .where(eq(questions.id, quiz.questions[0]!.id));
    expect((await get()).json().title).toBe("Cached quiz");
  });

  it("still hides an unpublished quiz from learners and 404s an unknown id", async () => {
    const draft = await createQuiz(t.ctx.db, { title: "Draft", published: false });
    const url = `/api/quiz/${draft.quizId}`;
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: learner.cookie } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/quiz/99999999" })).statusCode).toBe(404);
  });

  it("signs out at once on this instance although session lookups are cached for reads", async () => {
    const someone = await signIn(t.app);
    const me = () =>
      t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: someone.cookie } });
    expect((await me()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie: someone.cookie },
    });
    expect(out.statusCode).toBe(302);
    expect((await me()).statusCode).toBe(401);
  });
});

describe("bookmarks remembered with the session expire with it", () => {
  it("shows a bookmark made elsewhere once the session cache time has passed", async () => {
    const t = await createTestApp({ now: "2026-11-18T06:00:00Z", env: { SESSION_CACHE_MS: "300" } });
    try {
      await insertExams(t.ctx.db);
      const quiz = await createQuiz(t.ctx.db, { questionCount: 2 });
      const learner = await signIn(t.app);
      const bookmarkedOf = async () =>
        (
          await t.app.inject({
            method: "GET",
            url: `/api/quiz/${quiz.quizId}`,
            headers: { cookie: learner.cookie },
          })
        )
          .json()
          .questions.map((q: { bookmarked: boolean }) => q.bookmarked);
      expect(await bookmarkedOf()).toEqual([false, false]);
      await t.ctx.db.insert(bookmarks).values({ userId: learner.user.id, questionId: quiz.questions[1]!.id });
      expect(await bookmarkedOf()).toEqual([false, false]);
      t.clock.advance(350);
      expect(await bookmarkedOf()).toEqual([false, true]);
    } finally {
      await t.close();
    }
  });
});
