import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exams, itemParameters, learnerAbilities, quizzes } from "~/server/db/schema";
import { CALIBRATE_ITEMS_JOB } from "~/server/item-model/calibrate-items";
import { enqueue } from "~/server/jobs/queue";
import { runDueJobs } from "~/server/jobs/worker";
import {
  type FixtureQuiz,
  insertExams,
  insertQuiz,
  insertUser,
} from "~/server/test-support/leaderboard-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import {
  type AdaptivePracticeResponse,
  NO_NEW_QUESTIONS,
  type PredictionResponse,
} from "~/shared/contract/predictions";

const TODAY = "2026-11-21T09:30:00Z"; // Saturday 21 Nov 2026, 15:00 IST
const at = (day: string) => `${day}T04:30:00Z`;

/** The main paper's topics, in question order: 6 questions each */
const TOPICS = [
  { subject: "Physics", topic: "Zq-Optics" },
  { subject: "Physics", topic: "Zq-Waves" },
  { subject: "Chemistry", topic: "Zq-Bonding" },
  { subject: "Chemistry", topic: "Zq-Kinetics" },
];
const paperQuestions = TOPICS.flatMap((t) => Array.from({ length: 6 }, () => t));

/** 12 rivals of graded strength: rival k answers right the questions whose position mod 12 < k + 1 */
const rivalResults = (k: number) => paperQuestions.map((_, i) => ((i * 7) % 12 < k + 1 ? "c" : "w")).join("");

describe("predictions and adaptive practice", () => {
  let t: TestApp;
  let premium: SignedIn;
  let paper: FixtureQuiz;
  let warmUp: FixtureQuiz;
  let fresh: FixtureQuiz;

  const calibrate = async () => {
    await enqueue(t.ctx.db, { name: CALIBRATE_ITEMS_JOB, key: CALIBRATE_ITEMS_JOB, runAt: t.clock.now });
    // the queue also finishes the attempts' own jobs (finish-attempt) that fell due
    await runDueJobs(t.ctx);
  };
  const predictions = async (who: SignedIn, exam = "jee") => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/user/predictions?exam=${exam}`,
      headers: { cookie: who.cookie },
    });
    return res;
  };
  const practise = (who: SignedIn, body: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/user/adaptive-practice",
      headers: { cookie: who.cookie },
      payload: body as object,
    });

  beforeAll(async () => {
    t = await createTestApp({ now: TODAY });
    await insertExams(t.ctx.db);
    premium = await signIn(t.app, { role: "premium", email: "zq-predicted@example.com" });
    paper = await insertQuiz(t.ctx.db, { examType: "jee", questions: paperQuestions });
    warmUp = await insertQuiz(t.ctx.db, { examType: "jee", questions: TOPICS });
    // questions nobody has answered yet: what adaptive practice may draw
    fresh = await insertQuiz(t.ctx.db, {
      examType: "jee",
      questions: TOPICS.flatMap((topic) => Array.from({ length: 4 }, () => topic)),
    });
    for (let k = 0; k < 12; k++) {
      const rival = await insertUser(t.ctx.db, { email: `zq-rival-${k}@example.com` });
      await takeQuiz(t, {
        userId: rival,
        quizId: paper.id,
        results: rivalResults(k),
        submittedAt: at("2026-11-01"),
      });
    }
  });
  afterAll(() => t?.close());

  it("answers 401 signed out, 403 without premium and 400 naming an unknown exam", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/user/predictions?exam=jee" });
    expect(signedOut.statusCode).toBe(401);
    const learner = await signIn(t.app, { role: "learner", email: "zq-free@example.com" });
    expect((await predictions(learner)).statusCode).toBe(403);
    expect((await practise(learner, { exam: "jee" })).statusCode).toBe(403);
    const unknown = await predictions(premium, "gate");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: "exam" });
    const noExam = await practise(premium, {});
    expect(noExam.statusCode).toBe(400);
    expect(noExam.json()).toMatchObject({ field: "exam" });
  });

  it("says not enough data before calibration and with too few answers", async () => {
    const before = await predictions(premium);
    expect(before.statusCode).toBe(200);
    expect(before.json<PredictionResponse>()).toMatchObject({
      enoughData: false,
      questionsAnswered: 0,
      itemsCalibrated: 0,
      cohortSize: 0,
      score: null,
      percentile: null,
      calibratedAt: null,
      minimums: { answers: 20, items: 20, cohort: 10 },
    });

    await takeQuiz(t, {
      userId: premium.user.id,
      quizId: warmUp.id,
      results: "wwcc",
      submittedAt: at("2026-11-19"),
    });
    await calibrate();
    const stored = await t.ctx.db.select().from(itemParameters).where(eq(itemParameters.examType, "jee"));
    // every question answered is stored; only the paper's 24 have the 5 first answers a calibration needs
    expect(stored).toHaveLength(28);
    expect(stored.filter((p) => p.responses >= 5)).toHaveLength(24);
    const abilities = await t.ctx.db
      .select()
      .from(learnerAbilities)
      .where(eq(learnerAbilities.examType, "jee"));
    expect(abilities).toHaveLength(12);

    const body = (await predictions(premium)).json<PredictionResponse>();
    expect(body).toMatchObject({
      enoughData: false,
      questionsAnswered: 0, // the warm-up's 4 are not calibrated
      itemsCalibrated: 24,
      cohortSize: 12,
      score: null,
      percentile: null,
      calibratedAt: new Date(TODAY).toISOString(),
    });
  });

  it("predicts marks on the official paper and a percentile range once there is enough data", async () => {
    // Optics and Kinetics right, Bonding half, Waves all wrong: 15 of 24
    const results = ["cccccc", "wwwwww", "cwcwcw", "cccccc"].join("");
    await takeQuiz(t, { userId: premium.user.id, quizId: paper.id, results, submittedAt: at("2026-11-20") });
    const res = await predictions(premium);
    expect(res.statusCode).toBe(200);
    const body = res.json<PredictionResponse>();
    const [jee] = await t.ctx.db.select().from(exams).where(eq(exams.key, "jee"));
    expect(body.paper).toEqual({
      questions: jee?.officialQuestions,
      correct: jee?.markingCorrect,
      wrong: jee?.markingWrong,
    });
    expect(body).toMatchObject({
      enoughData: true,
      level: 0.8,
      questionsAnswered: 24,
      itemsCalibrated: 24,
      cohortSize: 13,
    });
    const { score, percentile, ability } = body;
    if (!score || !percentile || !ability) throw new Error("expected ranges");
    expect(score.max).toBe((jee?.officialQuestions ?? 0) * (jee?.markingCorrect ?? 0));
    expect(score.low).toBeLessThan(score.expected);
    expect(score.expected).toBeLessThan(score.high);
    expect(score.high).toBeLessThanOrEqual(score.max);
    expect(percentile.low).toBeLessThanOrEqual(percentile.expected);
    expect(percentile.expected).toBeLessThanOrEqual(percentile.high);
    // 15 of 24 beats most rivals (rival k got about (k + 1)/12 right)
    expect(percentile.expected).toBeGreaterThan(50);
    expect(ability.low).toBeLessThan(ability.theta);
    expect(ability.standardError).toBeGreaterThan(0.3);
    expect(ability.standardError).toBeLessThan(0.8);
  });

  it("assembles practice from the weakest topics, without keys, visible to its learner only", async () => {
    const res = await practise(premium, { exam: "jee" });
    expect(res.statusCode).toBe(200);
    const { sheet, topics } = res.json<AdaptivePracticeResponse>();
    expect(topics.map((x) => x.topic)).toEqual(["Zq-Waves", "Zq-Bonding", "Zq-Optics"]);
    const freshTopic = new Map(fresh.questions.map((q) => [q.id, q.topic]));
    // answered lately (the paper and the warm-up) are skipped: all come from the unanswered quiz
    expect(sheet.questionIds.every((id) => freshTopic.has(id))).toBe(true);
    const chosenTopics = sheet.questionIds.map((id) => freshTopic.get(id));
    expect(chosenTopics).toHaveLength(10);
    expect(chosenTopics.filter((x) => x === "Zq-Waves")).toHaveLength(4);
    expect(chosenTopics).not.toContain("Zq-Kinetics");

    const [quiz] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, sheet.quizId));
    expect(quiz).toMatchObject({ published: false, ownerUserId: premium.user.id, kind: "practice" });

    const page = await t.app.inject({
      method: "GET",
      url: `/api/quiz/${sheet.quizId}`,
      headers: { cookie: premium.cookie },
    });
    expect(page.statusCode).toBe(200);
    const questions = page.json<{ questions: Record<string, unknown>[] }>().questions;
    expect(questions.map((q) => q.id)).toEqual(sheet.questionIds);
    for (const q of questions) {
      expect(q).not.toHaveProperty("correctIndex");
      expect(q).not.toHaveProperty("explanation");
    }
    const someoneElse = await signIn(t.app, { role: "premium", email: "zq-other@example.com" });
    const hidden = await t.app.inject({
      method: "GET",
      url: `/api/quiz/${sheet.quizId}`,
      headers: { cookie: someoneElse.cookie },
    });
    expect(hidden.statusCode).toBe(404);
    const listed = await t.app.inject({ method: "GET", url: "/api/quizzes" });
    expect(listed.json<{ id: number }[]>().map((q) => q.id)).not.toContain(sheet.quizId);

    // resumed and submitted like any quiz; the result then shows the keys
    const resumed = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${sheet.quizId}/start`,
      headers: { cookie: premium.cookie },
      payload: { attemptId: sheet.attemptId },
    });
    expect(resumed.statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${sheet.quizId}/submit`,
      headers: { cookie: premium.cookie },
      payload: { attemptId: sheet.attemptId, timeSpent: 60, answers: {} },
    });
    expect(submitted.statusCode).toBe(200);
    const review = submitted.json<{ review: { correctIndex: number }[] }>().review;
    expect(review).toHaveLength(10);
    expect(review.every((r) => typeof r.correctIndex === "number")).toBe(true);
  });

  it("asks for answers first, and says when no unseen question is left", async () => {
    const newcomer = await signIn(t.app, { role: "premium", email: "zq-newcomer@example.com" });
    const none = await practise(newcomer, { exam: "jee" });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/Answer some questions of this exam first/);
    // the first practice took Waves 4, Bonding 3, Optics 3 of the 4 unseen each: 2 are left
    const second = await practise(premium, { exam: "jee" });
    expect(second.statusCode).toBe(200);
    const { sheet } = second.json<AdaptivePracticeResponse>();
    const topicOf = new Map(fresh.questions.map((q) => [q.id, q.topic]));
    expect(sheet.questionIds.map((id) => topicOf.get(id)).sort()).toEqual(["Zq-Bonding", "Zq-Optics"]);
    await t.app.inject({
      method: "POST",
      url: `/api/quiz/${sheet.quizId}/submit`,
      headers: { cookie: premium.cookie },
      payload: { attemptId: sheet.attemptId, timeSpent: 60, answers: {} },
    });
    const exhausted = await practise(premium, { exam: "jee" });
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json()).toEqual({ message: NO_NEW_QUESTIONS });
  });
});
