import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studyPlans } from "~/server/db/schema";
import { istTime } from "~/server/test-support/clock-moments";
import { type FixtureQuiz, insertExams, insertQuiz } from "~/server/test-support/leaderboard-fixtures";
import { createQuiz } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { StudyPlan, StudyPlanResponse } from "~/shared/contract/study-plan";
import { STUDY_PLAN_NEEDS_PLAN } from "~/shared/plans";

const TODAY = "2026-11-18"; // a Wednesday
const EXAM = "2027-01-20";

/*
 * The study plan through the API under the test clock: paid plans only, a validated exam and
 * date, and a plan recomputed from the learner's results as they come in.
 */
describe("study plan", () => {
  let t: TestApp;
  let practice: FixtureQuiz;
  let mockId: number;
  let premium: SignedIn;
  let free: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: istTime(TODAY, "09:00") });
    await insertExams(t.ctx.db);
    practice = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [
        { subject: "Physics", topic: "Zq-Kinematics" },
        { subject: "Physics", topic: "Zq-Kinematics" },
        { subject: "Chemistry", topic: "Zq-Bonding" },
        { subject: "Chemistry", topic: "Zq-Bonding" },
      ],
    });
    mockId = (await createQuiz(t.ctx.db, { examType: "jee", kind: "mock", questionCount: 3, timeLimit: 30 }))
      .quizId;
    premium = await signIn(t.app, { role: "premium", firstName: "Zq-Planner", lastName: "Learner" });
    free = await signIn(t.app, { role: "learner", firstName: "Zq-Free", lastName: "Learner" });
  });
  afterAll(() => t?.close());

  const call = async <T>(who: SignedIn, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: who.cookie } }).then((res) => ({
      status: res.statusCode,
      body: res.json<T>(),
    }));
  const ok = async <T>(who: SignedIn, method: "GET" | "PUT" | "POST", url: string, payload?: object) => {
    const res = await call<T>(who, method, url, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const plan = async () => {
    const { plan } = await ok<StudyPlanResponse>(premium, "GET", "/api/user/study-plan");
    if (!plan) throw new Error("no plan");
    return plan;
  };

  /** Takes the practice quiz: Kinematics right or wrong, Bonding right. */
  const takePractice = async (kinematicsRight: boolean) => {
    const { attemptId } = await ok<{ attemptId: number }>(
      premium,
      "POST",
      `/api/quiz/${practice.id}/start`,
      {},
    );
    t.clock.advance(60_000);
    const answers = Object.fromEntries(
      practice.questions.map((q) => [
        q.id,
        q.topic === "Zq-Kinematics" && !kinematicsRight ? (q.correctIndex + 1) % 4 : q.correctIndex,
      ]),
    );
    await ok(premium, "POST", `/api/quiz/${practice.id}/submit`, { attemptId, timeSpent: 60, answers });
  };

  const topicNames = (p: StudyPlan) => p.focusTopics.map((f) => f.topic);

  it("refuses a learner without a paid plan, naming the plans that unlock it", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const res = await call(free, method, "/api/user/study-plan", { examType: "jee", examDate: EXAM });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: STUDY_PLAN_NEEDS_PLAN });
    }
    expect(STUDY_PLAN_NEEDS_PLAN).toContain("Monthly or Annual");
    expect(await t.ctx.db.select().from(studyPlans).where(eq(studyPlans.userId, free.user.id))).toEqual([]);
  });

  it("answers no plan before one is set, and refuses a date not after today or an unknown exam", async () => {
    expect(await ok<StudyPlanResponse>(premium, "GET", "/api/user/study-plan")).toEqual({ plan: null });
    const today = await call(premium, "PUT", "/api/user/study-plan", { examType: "jee", examDate: TODAY });
    expect(today).toEqual({
      status: 400,
      body: { message: "Exam date must be after today", field: "examDate" },
    });
    const unknown = await call<{ field: string }>(premium, "PUT", "/api/user/study-plan", {
      examType: "zq-exam",
      examDate: EXAM,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("examType");
    const hours = await call<{ field: string }>(premium, "PUT", "/api/user/study-plan", {
      examType: "jee",
      examDate: EXAM,
      hoursPerDay: 30,
    });
    expect(hours.status).toBe(400);
    expect(hours.body.field).toBe("hoursPerDay");
    expect(await t.ctx.db.select().from(studyPlans).where(eq(studyPlans.userId, premium.user.id))).toEqual(
      [],
    );
  });

  it("plans from the learner's weak topics, due cards and untaken mock tests, and shows this week's done", async () => {
    await takePractice(false);
    const { plan: set } = await ok<StudyPlanResponse>(premium, "PUT", "/api/user/study-plan", {
      examType: "jee",
      examDate: EXAM,
    });
    expect(set).toMatchObject({
      examType: "jee",
      examDate: EXAM,
      hoursPerDay: 2,
      hoursPerDaySet: null,
      today: TODAY,
      daysLeft: 63,
      revisionFrom: "2027-01-06",
      dueReviewCards: 2,
      mocksAvailable: 1,
    });
    expect(set?.focusTopics[0]).toEqual({
      subject: "Physics",
      topic: "Zq-Kinematics",
      reason: "weak",
      answered: 2,
      accuracy: 0,
    });
    expect(topicNames(set as StudyPlan)).not.toContain("Zq-Bonding");
    expect(set?.weeks).toHaveLength(10);
    expect(set?.weeks[0]?.daily.topics.map((d) => d.topic)).toEqual(["Zq-Kinematics"]);
    expect(set?.weeks.map((w) => w.mocks)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(set?.thisWeek).toMatchObject({
      from: TODAY,
      to: "2026-11-22",
      done: { questions: 4, reviewCards: 0, mocks: 0 },
    });
  });

  it("changes the plan once results lift the weak topic to the target accuracy", async () => {
    // Kinematics: 0 of 2, then 6 of 8 (75%) after three right attempts
    for (let i = 0; i < 3; i++) await takePractice(true);
    const after = await plan();
    // nothing weak or new is left: every topic is practised, the least accurate first
    expect(after.focusTopics.map((f) => [f.topic, f.reason, f.accuracy])).toEqual([
      ["Zq-Kinematics", "practice", 75],
      ["Zq-Bonding", "practice", 100],
    ]);
    expect(after.thisWeek?.done.questions).toBe(16);

    // a mock test taken this week: done, and no longer available to plan
    const { attemptId } = await ok<{ attemptId: number }>(premium, "POST", `/api/quiz/${mockId}/start`, {});
    t.clock.advance(60_000);
    await ok(premium, "POST", `/api/quiz/${mockId}/submit`, { attemptId, timeSpent: 60, answers: {} });
    const withMock = await plan();
    expect(withMock.thisWeek?.done.mocks).toBe(1);
    expect(withMock.mocksAvailable).toBe(0);
    expect(withMock.weeks.every((w) => w.mocks === 0)).toBe(true);
  });

  it("starts a new week on Monday 00:00 IST with nothing done yet", async () => {
    t.clock.set(istTime("2026-11-23", "00:00"));
    const monday = await plan();
    expect(monday.today).toBe("2026-11-23");
    expect(monday.thisWeek).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    expect(monday.thisWeek?.done).toEqual({ questions: 0, reviewCards: 0, mocks: 0 });
    expect(monday.daysLeft).toBe(58);
  });
});
