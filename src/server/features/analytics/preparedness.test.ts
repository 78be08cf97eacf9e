import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertExams, insertQuiz, insertUser } from "~/server/test-support/leaderboard-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { PreparednessResponse } from "~/shared/contract/standing";

const TODAY = "2026-11-21T09:30:00Z"; // Saturday 21 Nov 2026, 15:00 IST
const at = (day: string) => `${day}T04:30:00Z`; // 10:00 IST

/** The advice the learner's Thermodynamics answers earn: as data, worded by the page */
const THERMODYNAMICS_WEAK = {
  kind: "revise_topic",
  topic: "Thermodynamics",
  subject: "Physics",
  topicNamesSubject: false,
  accuracy: 17,
  answered: 6,
};
describe("GET /api/analytics/preparedness/{examType}", () => {
  let t: TestApp;
  let premium: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: TODAY });
    await insertExams(t.ctx.db);
    premium = await signIn(t.app, { role: "premium" });

    const physics = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [
        { subject: "Physics", topic: "Thermodynamics" },
        { subject: "Physics", topic: "Thermodynamics" },
        { subject: "Physics", topic: "Thermodynamics" },
        { subject: "Physics", topic: "Kinematics" },
        { subject: "Physics", topic: "Kinematics" },
      ],
    });
    const chemistry = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: Array.from({ length: 4 }, () => ({ subject: "Chemistry", topic: "Equilibrium" })),
    });
    const neet = await insertQuiz(t.ctx.db, {
      examType: "neet",
      questions: Array.from({ length: 3 }, () => ({ subject: "Physics", topic: "Thermodynamics" })),
    });
    const id = premium.user.id;
    // the earlier week (day −11): Physics 1 of 5; the last 7 days (yesterday): Physics 3 of 5, Chemistry 3 of 4
    await takeQuiz(t, {
      userId: id,
      quizId: physics.id,
      results: "wwwcw",
      submittedAt: at("2026-11-10"),
    });
    await takeQuiz(t, {
      userId: id,
      quizId: physics.id,
      results: "cwwcc",
      submittedAt: at("2026-11-20"),
    });
    await takeQuiz(t, {
      userId: id,
      quizId: chemistry.id,
      results: "cccw",
      submittedAt: at("2026-11-20"),
    });
    // neither another exam's answers nor another learner's count
    await takeQuiz(t, {
      userId: id,
      quizId: neet.id,
      results: "ccc",
      submittedAt: at("2026-11-20"),
    });
    const other = await insertUser(t.ctx.db);
    await takeQuiz(t, {
      userId: other,
      quizId: physics.id,
      results: "ccccc",
      submittedAt: at("2026-11-20"),
    });
  });
  afterAll(() => t?.close());

  it("answers 401 when signed out", async () => {
    for (const url of ["/api/analytics/preparedness/jee", "/api/analytics/preparedness/gate"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 403 'Premium subscription required' to a learner without a plan", async () => {
    const learner = await signIn(t.app, { role: "learner" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/analytics/preparedness/jee",
      headers: { cookie: learner.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Premium subscription required" });
    // the gate comes before validation: a learner learns nothing about exam keys either
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/analytics/preparedness/gate",
      headers: { cookie: learner.cookie },
    });
    expect(unknown.statusCode).toBe(403);
  });

  it("answers 400 for an unknown exam", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/analytics/preparedness/gate",
      headers: { cookie: premium.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "examType" });
  });

  it("computes the premium learner's analytics from their answers for that exam", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/analytics/preparedness/jee",
      headers: { cookie: premium.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PreparednessResponse>()).toEqual({
      examType: "jee",
      // Physics 40 and Chemistry 75 weigh equally in JEE's three equal sections; Mathematics is left out
      overallScore: 57.5,
      questionsAnswered: 14,
      enoughData: false, // under OVERALL_MIN_ANSWERS (20)
      subjectScores: [
        {
          subject: "Physics",
          score: 40, // 4 of 10
          questionsAttempted: 10,
          improvement: 40, // last 7 days 3/5 = 60% vs the 7 before 1/5 = 20%
          recommendedStudyTime: 5, // 2 + (70 − 40) / 10
          strongTopics: ["Kinematics"], // 3 of 4 = 75%
          weakTopics: ["Thermodynamics"], // 1 of 6 = 16.7%
          enoughData: true,
          improvementKnown: true,
          improvementAnswers: { recent: 5, earlier: 5 },
          topicsRated: 2,
          // the Rasch EAP of the first answer to each question (1 of 5 right), none calibrated yet (b = 0)
          ability: { theta: -0.72, standardError: 0.71, responses: 5 },
        },
        {
          subject: "Chemistry",
          score: 75,
          questionsAttempted: 4,
          improvement: 0, // nothing in the earlier week
          recommendedStudyTime: 2, // round(1.5)
          strongTopics: ["Equilibrium"],
          weakTopics: [],
          enoughData: false, // 4 answers, under SUBJECT_MIN_ANSWERS (10)
          improvementKnown: false,
          improvementAnswers: { recent: 4, earlier: 0 },
          topicsRated: 1,
          ability: { theta: 0.53, standardError: 0.74, responses: 4 }, // 3 of 4 right
        },
      ],
      unpractisedSubjects: ["Mathematics"],
      recommendations: [THERMODYNAMICS_WEAK, { kind: "start_subject", subject: "Mathematics" }],
      hasData: true,
      minimums: { subject: 10, overall: 20, improvement: 5, topic: 2 },
    });
  });

  it("says how little 3 answers are: not enough data for any figure", async () => {
    const learner = await signIn(t.app, { role: "premium", email: "zq-test-three-answers@example.com" });
    const quiz = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [
        { subject: "Physics", topic: "Zq-Test Optics" },
        { subject: "Physics", topic: "Zq-Test Waves" },
        { subject: "Physics", topic: "Zq-Test Gravitation" },
      ],
    });
    await takeQuiz(t, {
      userId: learner.user.id,
      quizId: quiz.id,
      results: "www",
      submittedAt: at("2026-11-20"),
    });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/analytics/preparedness/jee",
      headers: { cookie: learner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PreparednessResponse>();
    expect(body).toMatchObject({ questionsAnswered: 3, enoughData: false, hasData: true });
    expect(body.subjectScores).toHaveLength(1);
    expect(body.subjectScores[0]).toMatchObject({
      subject: "Physics",
      questionsAttempted: 3,
      enoughData: false,
      improvementKnown: false,
      improvementAnswers: { recent: 3, earlier: 0 },
      topicsRated: 0,
      ability: { theta: -0.92, standardError: 0.8, responses: 3 },
    });
    // no "lowest-scoring subject at 0%": 3 answers are too few for any subject's score
    expect(body.recommendations).not.toContainEqual({
      kind: "keep_practising",
      subject: "Physics",
      score: 0,
    });
  });

  it("says there is no data for an exam the learner has not practised", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/analytics/preparedness/upsc",
      headers: { cookie: premium.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      examType: "upsc",
      overallScore: 0,
      subjectScores: [],
      hasData: false,
      recommendations: [{ kind: "take_a_quiz" }],
    });
  });

  it("changes when the learner answers more", async () => {
    const maths = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: [
        { subject: "Mathematics", topic: "Integral Calculus" },
        { subject: "Mathematics", topic: "Integral Calculus" },
      ],
    });
    await takeQuiz(t, {
      userId: premium.user.id,
      quizId: maths.id,
      results: "cc",
      submittedAt: TODAY,
    });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/analytics/preparedness/jee",
      headers: { cookie: premium.cookie },
    });
    const body = res.json<PreparednessResponse>();
    expect(body.subjectScores.map((s) => [s.subject, s.score])).toEqual([
      ["Physics", 40],
      ["Chemistry", 75],
      ["Mathematics", 100],
    ]);
    expect(body.overallScore).toBe(71.7); // (40 + 75 + 100) / 3
    expect(body.unpractisedSubjects).toEqual([]);
    expect(body.recommendations).toEqual([THERMODYNAMICS_WEAK]);
  });
});
