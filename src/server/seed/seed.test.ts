import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDay } from "~/domain/ist";
import { ALL_EXAM_CONTENT } from "~/server/content";
import {
  attempts,
  dailySchedule,
  exams,
  questions,
  quizQuestions,
  quizzes,
  users,
  weeklyPoints,
} from "~/server/db/schema";
import { CLOCK_MOMENTS, shiftDay } from "~/server/test-support/clock-moments";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";
import { seedDemoContent } from "./seed";

describe("demo content seeder", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: "2026-11-21T09:00:00Z" });
  });
  afterAll(() => t.close());

  const total = async (table: typeof questions | typeof quizzes | typeof quizQuestions | typeof exams) =>
    (await t.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("writes the five exams, every question and every quiz of the content files", async () => {
    expect(await total(exams)).toBe(5);
    const expectedQuestions = ALL_EXAM_CONTENT.reduce((n, c) => n + c.questions.length, 0);
    expect(await total(questions)).toBeGreaterThanOrEqual(expectedQuestions);
    expect(expectedQuestions).toBeGreaterThanOrEqual(300);
    const contentQuizzes = ALL_EXAM_CONTENT.reduce((n, c) => n + c.quizzes.length, 0);
    const seededQuizzes = await t.ctx.db.select({ n: count() }).from(quizzes);
    expect(seededQuizzes[0]?.n).toBeGreaterThanOrEqual(contentQuizzes);
  });

  it("neither duplicates nor overwrites on a re-run", async () => {
    const [quiz] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.slug, "jee-main-mock-2025-1"));
    expect(quiz).toBeDefined();
    await t.ctx.db.update(quizzes).set({ title: "Edited by an admin" }).where(eq(quizzes.id, quiz!.id));
    const before = [await total(questions), await total(quizzes), await total(quizQuestions)];
    await seedDemoContent(t.ctx);
    expect([await total(questions), await total(quizzes), await total(quizQuestions)]).toEqual(before);
    const [after] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz!.id));
    expect(after?.title).toBe("Edited by an admin");
  });

  it("keeps the marking schemes the product names", async () => {
    const rows = await t.ctx.db.select().from(exams);
    const marking = Object.fromEntries(rows.map((r) => [r.key, [r.markingCorrect, r.markingWrong]]));
    expect(marking.jee).toEqual([4, -1]);
    expect(marking.neet).toEqual([4, -1]);
    expect(marking.ssc).toEqual([2, -0.5]);
    expect(marking.banking).toEqual([1, -0.25]);
    expect(marking.upsc?.[0]).toBe(2);
    expect(marking.upsc?.[1]).toBeCloseTo(-2 / 3, 10);
  });

  it("schedules a daily quiz for today and each of the six days before", async () => {
    const days = (await t.ctx.db.select().from(dailySchedule)).map((r) => r.date).sort();
    expect(days).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
  });

  it("gives the demo learner a week of submitted attempts: six days in a row, today still to do", async () => {
    const [learner] = await t.ctx.db.select().from(users).where(eq(users.email, "learner@demo.abhyas.in"));
    expect(learner).toMatchObject({ firstName: "Aarav", lastName: "Sharma", role: "learner" });
    const rows = await t.ctx.db.select().from(attempts).where(eq(attempts.userId, learner!.id));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((a) => a.submittedAt !== null && a.marks !== null)).toBe(true);
    const days = new Set(rows.map((a) => a.submittedDay));
    expect([...days].sort()).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
    expect(days.has(istDay(t.clock.now))).toBe(false);
  });

  it("fills this week's leaderboard with computed points and gives the admin and premium roles", async () => {
    const points = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.weekStart, "2026-11-16"));
    expect(points.filter((p) => p.examType === "all").length).toBeGreaterThanOrEqual(20);
    const premium = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "premium@demo.abhyas.in", role: "premium" },
    });
    expect(premium.json()).toMatchObject({ firstName: "Priya", isPremium: true });
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, "admin@demo.abhyas.in"));
    expect(admin?.role).toBe("admin");
  });

  it("writes the demo history once", async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(attempts))[0]?.n;
    await seedDemoContent(t.ctx);
    expect((await t.ctx.db.select({ n: count() }).from(attempts))[0]?.n).toBe(before);
  });
});

describe.each(CLOCK_MOMENTS)("demo history seeded at $name ($at)", (m) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, now: m.at });
  });
  afterAll(() => t?.close());

  it("schedules the seven IST days ending today and writes nothing after the moment", async () => {
    const days = (await t.ctx.db.select().from(dailySchedule)).map((r) => r.date).sort();
    expect(days).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => shiftDay(m.istDay, -n)));
    const rows = await t.ctx.db.select().from(attempts);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((a) => a.submittedAt !== null && a.submittedAt.getTime() <= Date.parse(m.at))).toBe(
      true,
    );
    const weeks = new Set((await t.ctx.db.select().from(weeklyPoints)).map((p) => p.weekStart));
    expect([...weeks].every((w) => w <= m.istWeekStart)).toBe(true);
  });

  it("gives the demo learner a six-day streak ending yesterday (IST), today still to do", async () => {
    const learner = await signIn(t.app, { email: "learner@demo.abhyas.in", role: "learner" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/user/streak",
      headers: { cookie: learner.cookie },
    });
    expect(res.json()).toMatchObject({
      current: 6,
      today: m.istDay,
      activeDays: [6, 5, 4, 3, 2, 1].map((n) => shiftDay(m.istDay, -n)),
    });
  });
});
