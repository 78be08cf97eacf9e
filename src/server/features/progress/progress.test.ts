import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOCK_MOMENTS, istTime, shiftDay } from "~/server/test-support/clock-moments";
import { type FixtureQuiz, insertExams, insertQuiz } from "~/server/test-support/leaderboard-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";
import type { UserPerformance, UserProgress, UserStreak } from "~/shared/contract/standing";

const TODAY_3PM_IST = "2026-11-21T09:30:00Z"; // Saturday 21 Nov 2026, 15:00 IST
/** 10:00 IST on an IST day */
const at = (day: string) => new Date(`${day}T04:30:00Z`);

describe("progress, streak and performance", () => {
  let t: TestApp;
  let jee: FixtureQuiz;
  let neetMock: FixtureQuiz;

  const get = async <T>(url: string, cookie: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: TODAY_3PM_IST });
    await insertExams(t.ctx.db);
    jee = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [
        { subject: "Physics", topic: "Kinematics" },
        { subject: "Physics", topic: "Thermodynamics" },
        { subject: "Chemistry", topic: "Equilibrium" },
        { subject: "Mathematics", topic: "Integral Calculus" },
      ],
    });
    neetMock = await insertQuiz(t.ctx.db, {
      examType: "neet",
      kind: "mock",
      questions: [
        { subject: "Botany", topic: "Plant Kingdom" },
        { subject: "Botany", topic: "Plant Kingdom" },
        { subject: "Zoology", topic: "Human Physiology" },
        { subject: "Zoology", topic: "Human Physiology" },
      ],
    });
  });
  afterAll(() => t?.close());

  it("answers 401 when signed out", async () => {
    for (const url of ["/api/user/progress", "/api/user/streak", "/api/user/performance"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("starts a new learner at zero everywhere", async () => {
    t.clock.set(TODAY_3PM_IST);
    const { cookie } = await signIn(t.app);
    expect(await get<UserProgress>("/api/user/progress", cookie)).toEqual({
      dailyStreak: 0,
      testsCompleted: 0,
      averageScore: "0",
      totalPoints: 0,
    });
    expect(await get<UserStreak>("/api/user/streak", cookie)).toEqual({
      current: 0,
      longest: 0,
      activeDays: [],
      today: "2026-11-21",
      windowStart: "2026-08-30",
    });
    const performance = await get<UserPerformance>("/api/user/performance", cookie);
    expect(performance.byExam).toEqual([]);
    expect(performance.bySubject).toEqual([]);
    expect(performance.timeline).toHaveLength(30);
    expect(performance.timeline.every((d) => d.attempts === 0 && d.accuracy === null)).toBe(true);
    expect(performance.goals.map((g) => [g.id, g.current, g.achieved])).toEqual([
      ["streak-30", 0, false],
      ["monthly-average-85", 0, false],
      ["mock-tests-10", 0, false],
      ["accuracy-90", 0, false],
    ]);
  });

  it("computes the figures from a small history", async () => {
    t.clock.set(TODAY_3PM_IST);
    const { cookie, user } = await signIn(t.app);
    // JEE +4/-1 over 4 questions (max 16); NEET +4/-1 over 4 questions (max 16)
    // day −2: JEE "ccws" -> marks 7 (43.75%), 20 points
    await takeQuiz(t, {
      userId: user.id,
      quizId: jee.id,
      results: "ccws",
      submittedAt: at("2026-11-19"),
    });
    // yesterday: JEE retake "cccc" -> 16 (100%), 0 points; NEET mock "wwws" -> −3, counted as 0%, 0 points
    await takeQuiz(t, {
      userId: user.id,
      quizId: jee.id,
      results: "cccc",
      submittedAt: at("2026-11-20"),
    });
    await takeQuiz(t, {
      userId: user.id,
      quizId: neetMock.id,
      results: "wwws",
      submittedAt: at("2026-11-20"),
    });
    // an older run of 3 days, outside the 84-day calendar: counts for the longest streak only
    for (const day of ["2026-08-01", "2026-08-02", "2026-08-03"]) {
      await takeQuiz(t, { userId: user.id, quizId: jee.id, results: "ssss", submittedAt: at(day) });
    }

    // today not practised yet: the streak still counts from yesterday
    expect(await get<UserProgress>("/api/user/progress", cookie)).toEqual({
      dailyStreak: 2,
      testsCompleted: 6,
      // (43.75 + 100 + 0 + 0 + 0 + 0) / 6 = 23.958…
      averageScore: "23.96",
      totalPoints: 20,
    });
    expect(await get<UserStreak>("/api/user/streak", cookie)).toEqual({
      current: 2,
      longest: 3,
      activeDays: ["2026-11-19", "2026-11-20"],
      today: "2026-11-21",
      windowStart: "2026-08-30",
    });

    const performance = await get<UserPerformance>("/api/user/performance", cookie);
    expect(performance.byExam).toEqual([
      // JEE answers: 2 + 4 correct of 7 answered; percents 43.75, 100, 0, 0, 0 -> 28.75
      { examType: "jee", attempts: 5, accuracy: 85.7, averagePercent: 28.8, points: 20 },
      { examType: "neet", attempts: 1, accuracy: 0, averagePercent: 0, points: 0 },
    ]);
    expect(performance.bySubject).toEqual([
      { examType: "jee", subject: "Chemistry", attempted: 2, accuracy: 50 },
      { examType: "jee", subject: "Mathematics", attempted: 1, accuracy: 100 },
      { examType: "jee", subject: "Physics", attempted: 4, accuracy: 100 },
      { examType: "neet", subject: "Botany", attempted: 2, accuracy: 0 },
      { examType: "neet", subject: "Zoology", attempted: 1, accuracy: 0 },
    ]);
    expect(performance.timeline.slice(-3)).toEqual([
      { day: "2026-11-19", points: 20, attempts: 1, accuracy: 66.7, marksPercent: 43.8 },
      { day: "2026-11-20", points: 0, attempts: 2, accuracy: 57.1, marksPercent: 50 },
      { day: "2026-11-21", points: 0, attempts: 0, accuracy: null, marksPercent: null },
    ]);
    expect(performance.timeline[0]?.day).toBe("2026-10-23");
    expect(performance.goals).toEqual([
      {
        id: "streak-30",
        title: "30-day streak",
        target: 30,
        current: 2,
        unit: "days",
        progressPercent: 6.7,
        achieved: false,
      },
      // the last 30 days hold 3 attempts: (43.75 + 100 + 0) / 3
      {
        id: "monthly-average-85",
        title: "85% monthly average",
        target: 85,
        current: 47.9,
        unit: "percent",
        progressPercent: 56.4,
        achieved: false,
      },
      {
        id: "mock-tests-10",
        title: "10 mock tests",
        target: 10,
        current: 1,
        unit: "tests",
        progressPercent: 10,
        achieved: false,
      },
      // 6 correct of 10 answered
      {
        id: "accuracy-90",
        title: "90% accuracy",
        target: 90,
        current: 60,
        unit: "percent",
        progressPercent: 66.7,
        achieved: false,
      },
    ]);

    // practising today extends the streak to 3
    await takeQuiz(t, {
      userId: user.id,
      quizId: neetMock.id,
      results: "cccc",
      submittedAt: at("2026-11-21"),
    });
    expect(await get<UserProgress>("/api/user/progress", cookie)).toMatchObject({
      dailyStreak: 3,
      testsCompleted: 7,
    });

    // two days later without practice the streak is broken
    t.clock.set("2026-11-23T09:30:00Z");
    expect(await get<UserProgress>("/api/user/progress", cookie)).toMatchObject({ dailyStreak: 0 });
    expect(await get<UserStreak>("/api/user/streak", cookie)).toMatchObject({ current: 0, longest: 3 });
  });

  it("counts days in IST: 23:59 IST and 00:00 IST the next day are two days of a streak", async () => {
    const { cookie, user } = await signIn(t.app);
    // 23:59 IST on Fri 20 Nov is 18:29 UTC the same date; 00:00 IST on Sat 21 Nov is 18:30 UTC on the 20th
    await takeQuiz(t, {
      userId: user.id,
      quizId: jee.id,
      results: "cccc",
      submittedAt: "2026-11-20T18:29:00Z",
    });
    await takeQuiz(t, {
      userId: user.id,
      quizId: jee.id,
      results: "cccc",
      submittedAt: "2026-11-20T18:30:00Z",
    });

    t.clock.set("2026-11-20T18:31:00Z"); // 00:01 IST on the 21st, still the 20th in UTC
    expect(await get<UserStreak>("/api/user/streak", cookie)).toMatchObject({
      current: 2,
      activeDays: ["2026-11-20", "2026-11-21"],
      today: "2026-11-21",
    });
    const performance = await get<UserPerformance>("/api/user/performance", cookie);
    expect(performance.timeline.slice(-2).map((d) => [d.day, d.attempts, d.points])).toEqual([
      ["2026-11-20", 1, 40],
      ["2026-11-21", 1, 0],
    ]);
  });
});

describe.each(CLOCK_MOMENTS)("streak and progress at $name ($at)", (m) => {
  let t: TestApp;
  let jee: FixtureQuiz;
  beforeAll(async () => {
    t = await createTestApp({ now: m.at });
    await insertExams(t.ctx.db);
    jee = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [{ subject: "Physics", topic: "Kinematics" }],
    });
  });
  afterAll(() => t?.close());

  const get = async <T>(url: string, cookie: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it("counts the IST day of the moment as today: a streak of 2 from yesterday, 3 once practised now", async () => {
    const { cookie, user } = await signIn(t.app);
    for (const daysAgo of [2, 1]) {
      const day = shiftDay(m.istDay, -daysAgo);
      await takeQuiz(t, {
        userId: user.id,
        quizId: jee.id,
        results: "c",
        submittedAt: istTime(day, "12:00"),
      });
    }
    expect(await get<UserStreak>("/api/user/streak", cookie)).toMatchObject({
      current: 2,
      today: m.istDay,
      activeDays: [shiftDay(m.istDay, -2), shiftDay(m.istDay, -1)],
    });

    await takeQuiz(t, { userId: user.id, quizId: jee.id, results: "c", submittedAt: m.at });
    expect(await get<UserProgress>("/api/user/progress", cookie)).toMatchObject({
      dailyStreak: 3,
      testsCompleted: 3,
    });
    const performance = await get<UserPerformance>("/api/user/performance", cookie);
    expect(performance.timeline.at(-1)).toMatchObject({ day: m.istDay, attempts: 1 });
    expect(performance.timeline[0]?.day).toBe(shiftDay(m.istDay, -29));
  });
});
