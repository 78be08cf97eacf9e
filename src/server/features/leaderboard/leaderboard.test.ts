import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOCK_MOMENTS, istTime } from "~/server/test-support/clock-moments";
import {
  type FixtureQuiz,
  insertExams,
  insertQuiz,
  insertUser,
} from "~/server/test-support/leaderboard-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";
import type { LeaderboardResponse, UserRank } from "~/shared/contract/standing";

// Each test works in its own IST week, so one app serves them all.
const WEEK_TIES = "2026-11-18T06:30:00Z"; // Wednesday 18 Nov 2026, 12:00 IST (week of Mon 16 Nov)
const WEEK_CROWD = "2026-12-02T06:30:00Z"; // Wednesday 2 Dec 2026 (week of Mon 30 Nov)
const SUNDAY_2359_IST = "2026-12-13T18:29:00Z"; // Sunday 13 Dec 2026, 23:59 IST (week of Mon 7 Dec)
const MONDAY_0000_IST = "2026-12-13T18:30:00Z"; // Monday 14 Dec 2026, 00:00 IST: a new week

describe("weekly leaderboard and rank", () => {
  let t: TestApp;
  let jee: FixtureQuiz;
  let jee2: FixtureQuiz;
  let neet: FixtureQuiz;
  let big: FixtureQuiz;

  const questions = (n: number, subject: string) =>
    Array.from({ length: n }, () => ({ subject, topic: "Mixed" }));
  const board = async (query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/leaderboard${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<LeaderboardResponse>();
  };
  const rank = async (cookie: string, query = "") => {
    const res = await t.app.inject({ method: "GET", url: `/api/user/rank${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<UserRank>();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: WEEK_TIES });
    await insertExams(t.ctx.db);
    jee = await insertQuiz(t.ctx.db, { examType: "jee", questions: questions(5, "Physics") });
    jee2 = await insertQuiz(t.ctx.db, { examType: "jee", questions: questions(5, "Chemistry") });
    neet = await insertQuiz(t.ctx.db, { examType: "neet", questions: questions(5, "Botany") });
    big = await insertQuiz(t.ctx.db, { examType: "ssc", questions: questions(10, "Reasoning") });
  });
  afterAll(() => t?.close());

  it("is public and empty before anyone scores this week", async () => {
    t.clock.set(WEEK_TIES);
    expect(await board()).toEqual({ entries: [], participants: 0, weekStart: "2026-11-16", examType: "all" });
  });

  it("ranks this week's points with shared ties (1, 2, 2, 4) and shows names and avatars", async () => {
    t.clock.set(WEEK_TIES);
    const at = "2026-11-17T05:00:00Z"; // Tuesday of the same week
    const asha = await insertUser(t.ctx.db, {
      firstName: "Zq-Asha",
      lastName: "Rao",
      profileImageUrl: "https://img.example/a.png",
    });
    const bilal = await insertUser(t.ctx.db, { firstName: "Zq-Bilal" });
    const chitra = await insertUser(t.ctx.db, { firstName: "Zq-Chitra", lastName: "Iyer" });
    const dev = await insertUser(t.ctx.db, {});
    await takeQuiz(t, { userId: asha, quizId: jee.id, results: "ccccc", submittedAt: at }); // 50
    await takeQuiz(t, { userId: bilal, quizId: jee.id, results: "ccccw", submittedAt: at }); // 40
    await takeQuiz(t, { userId: chitra, quizId: jee.id, results: "ccssc", submittedAt: at }); // 30
    await takeQuiz(t, { userId: chitra, quizId: neet.id, results: "cwwww", submittedAt: at }); // +10 = 40
    await takeQuiz(t, { userId: dev, quizId: jee.id, results: "cccww", submittedAt: at }); // 30
    // a retake earns nothing: Dev's perfect second try leaves him on 30
    await takeQuiz(t, { userId: dev, quizId: jee.id, results: "ccccc", submittedAt: at });
    // last week's points do not count this week
    await takeQuiz(t, {
      userId: dev,
      quizId: jee2.id,
      results: "ccccc",
      submittedAt: "2026-11-15T12:00:00Z",
    });

    const result = await board();
    expect(result.weekStart).toBe("2026-11-16");
    expect(result.participants).toBe(4);
    expect(result.entries).toEqual([
      {
        id: asha,
        rank: 1,
        firstName: "Zq-Asha",
        lastName: "Rao",
        profileImageUrl: "https://img.example/a.png",
        deleted: false,
        totalPoints: 50,
      },
      {
        id: bilal,
        rank: 2,
        firstName: "Zq-Bilal",
        lastName: null,
        profileImageUrl: null,
        deleted: false,
        totalPoints: 40,
      },
      {
        id: chitra,
        rank: 2,
        firstName: "Zq-Chitra",
        lastName: "Iyer",
        profileImageUrl: null,
        deleted: false,
        totalPoints: 40,
      },
      {
        id: dev,
        rank: 4,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        deleted: false,
        totalPoints: 30,
      },
    ]);
  });

  it("filters by exam: only points earned on that exam's quizzes", async () => {
    t.clock.set(WEEK_TIES);
    const jeeBoard = await board("?examType=jee");
    expect(jeeBoard.examType).toBe("jee");
    expect(jeeBoard.entries.map((e) => [e.firstName, e.rank, e.totalPoints])).toEqual([
      ["Zq-Asha", 1, 50],
      ["Zq-Bilal", 2, 40],
      ["Zq-Chitra", 3, 30],
      [null, 3, 30],
    ]);
    const neetBoard = await board("?examType=neet");
    expect(neetBoard.entries.map((e) => [e.firstName, e.rank, e.totalPoints])).toEqual([
      ["Zq-Chitra", 1, 10],
    ]);
    expect(neetBoard.participants).toBe(1);
    expect(await board("?examType=upsc")).toMatchObject({ entries: [], participants: 0, examType: "upsc" });
  });

  it("refuses an unknown exam with 400 naming the field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/leaderboard?examType=gate" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "examType" });
    const signedIn = await signIn(t.app);
    const rankRes = await t.app.inject({
      method: "GET",
      url: "/api/user/rank?examType=JEE!",
      headers: { cookie: signedIn.cookie },
    });
    expect(rankRes.statusCode).toBe(400);
  });

  it("answers 401 for the user's rank when signed out", async () => {
    for (const url of ["/api/user/rank", "/api/user/rank?examType=jee", "/api/user/rank?examType=gate"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("shows the top 10 only and gives a user ranked beyond 10 the right rank, ties included", async () => {
    t.clock.set(WEEK_CROWD);
    const at = "2026-12-01T04:00:00Z";
    // 12 others: 100, 90, 90, 80, 70, 60, 50, 40, 40, 40, 30, 20 points on the 10-question SSC quiz
    const scores = [10, 9, 9, 8, 7, 6, 5, 4, 4, 4, 3, 2];
    for (const [i, correct] of scores.entries()) {
      const id = await insertUser(t.ctx.db, { firstName: `Zq-Crowd${i}` });
      await takeQuiz(t, {
        userId: id,
        quizId: big.id,
        results: "c".repeat(correct) + "w".repeat(10 - correct),
        submittedAt: at,
      });
    }
    const me = await signIn(t.app, { firstName: "Zq-Meera", lastName: "Nair" });
    expect(await rank(me.cookie)).toEqual({
      rank: null,
      points: 0,
      participants: 12,
      weekStart: "2026-11-30",
      examType: "all",
    });

    await takeQuiz(t, {
      userId: me.user.id,
      quizId: big.id,
      results: "ccsssswwww",
      submittedAt: at,
    }); // 20 points
    const result = await board();
    expect(result.participants).toBe(13);
    expect(result.entries).toHaveLength(10);
    expect(result.entries.map((e) => e.rank)).toEqual([1, 2, 2, 4, 5, 6, 7, 8, 8, 8]);
    expect(result.entries.some((e) => e.id === me.user.id)).toBe(false);
    // 11 users have strictly more than 20; Meera ties with Crowd11 at rank 12
    expect(await rank(me.cookie)).toEqual({
      rank: 12,
      points: 20,
      participants: 13,
      weekStart: "2026-11-30",
      examType: "all",
    });
    expect(await rank(me.cookie, "?examType=ssc")).toMatchObject({ rank: 12, points: 20, examType: "ssc" });
    expect(await rank(me.cookie, "?examType=jee")).toMatchObject({ rank: null, points: 0, participants: 0 });

    // a user inside the top 10 gets the rank the board shows
    const top = await signIn(t.app, { firstName: "Zq-Top" });
    await takeQuiz(t, {
      userId: top.user.id,
      quizId: big.id,
      results: "ccccccccww",
      submittedAt: at,
    }); // 80
    expect(await rank(top.cookie)).toMatchObject({ rank: 4, points: 80 });
    expect((await board()).entries.filter((e) => e.rank === 4).map((e) => e.totalPoints)).toEqual([80, 80]);
  });

  it("rolls the week over at Monday 00:00 IST whatever the server's time zone", async () => {
    const sundayNight = await signIn(t.app, { firstName: "Zq-Late" });
    await takeQuiz(t, {
      userId: sundayNight.user.id,
      quizId: jee.id,
      results: "ccccc",
      submittedAt: SUNDAY_2359_IST,
    });

    t.clock.set(SUNDAY_2359_IST);
    const sunday = await board();
    expect(sunday.weekStart).toBe("2026-12-07");
    expect(sunday.entries).toEqual([
      expect.objectContaining({ id: sundayNight.user.id, rank: 1, totalPoints: 50 }),
    ]);
    expect(await rank(sundayNight.cookie)).toMatchObject({ rank: 1, points: 50, weekStart: "2026-12-07" });

    t.clock.set(MONDAY_0000_IST);
    expect(await board()).toEqual({ entries: [], participants: 0, weekStart: "2026-12-14", examType: "all" });
    expect(await rank(sundayNight.cookie)).toEqual({
      rank: null,
      points: 0,
      participants: 0,
      weekStart: "2026-12-14",
      examType: "all",
    });
  });
});

describe.each(CLOCK_MOMENTS)("weekly leaderboard at $name ($at)", (m) => {
  let t: TestApp;
  let jee: FixtureQuiz;
  beforeAll(async () => {
    t = await createTestApp({ now: m.at });
    await insertExams(t.ctx.db);
    jee = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: Array.from({ length: 5 }, () => ({ subject: "Physics", topic: "Mixed" })),
    });
  });
  afterAll(() => t?.close());

  it("counts points scored now in the IST week of that moment, and none from the minute before it began", async () => {
    const now = await signIn(t.app, { firstName: "Zq-Now" });
    const before = await signIn(t.app, { firstName: "Zq-Before" });
    await takeQuiz(t, { userId: now.user.id, quizId: jee.id, results: "cccww", submittedAt: m.at });
    const lastMinuteOfLastWeek = new Date(istTime(m.istWeekStart, "00:00").getTime() - 60_000);
    await takeQuiz(t, {
      userId: before.user.id,
      quizId: jee.id,
      results: "ccccc",
      submittedAt: lastMinuteOfLastWeek,
    });

    const res = await t.app.inject({ method: "GET", url: "/api/leaderboard" });
    expect(res.json()).toEqual({
      entries: [expect.objectContaining({ id: now.user.id, firstName: "Zq-Now", rank: 1, totalPoints: 30 })],
      participants: 1,
      weekStart: m.istWeekStart,
      examType: "all",
    });
    const rankOf = async (cookie: string) =>
      (await t.app.inject({ method: "GET", url: "/api/user/rank", headers: { cookie } })).json<UserRank>();
    expect(await rankOf(now.cookie)).toMatchObject({ rank: 1, points: 30, weekStart: m.istWeekStart });
    expect(await rankOf(before.cookie)).toMatchObject({ rank: null, points: 0, weekStart: m.istWeekStart });
  });
});
