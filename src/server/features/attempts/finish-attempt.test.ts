import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, jobs, quizQuestions } from "~/server/db/schema";
import { finishAttemptKey } from "~/server/jobs/finish-attempt-job";
import { enqueue } from "~/server/jobs/queue";
import { runDueJobs } from "~/server/jobs/worker";
import { attemptRequests, startAttemptsApp, T0 } from "~/server/test-support/attempts-app";
import { answerSheet, createQuiz, type FixtureQuiz } from "~/server/test-support/quiz-fixtures";
import { type SignedIn, secondInstance, signIn, type TestApp } from "~/server/test-support/test-app";

const GRACE_MS = 30_000;

describe("the server finishes an attempt the device never submitted", () => {
  let t: TestApp;
  let jee: FixtureQuiz;

  beforeAll(async () => {
    ({ t, jee } = await startAttemptsApp());
  });
  afterAll(() => t.close());

  const { inject, start, rowCounts } = attemptRequests(() => t);
  const attemptRow = async (id: number) =>
    (await t.ctx.db.select().from(attempts).where(eq(attempts.id, id)))[0];
  const save = async (who: SignedIn, attemptId: number, answers: Record<string, number>) => {
    const res = await inject(who, "PUT", `/api/attempts/${attemptId}/answers`, { answers });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("scores the saved answers once its time is over, as the learner's own result", async () => {
    t.clock.set(T0);
    const learner = await signIn(t.app);
    const { attemptId, deadline } = await start(learner, jee.quizId);
    t.clock.advance(120_000);
    await save(learner, attemptId, answerSheet(jee.questions, 3, 2)); // +12 -2 under JEE
    // the phone dies: nothing more arrives from the device

    t.clock.set(new Date(Date.parse(deadline) + GRACE_MS - 1));
    await runDueJobs(t.ctx);
    expect((await attemptRow(attemptId))?.submittedAt).toBeNull();
    expect((await inject(learner, "GET", `/api/attempts/${attemptId}`)).statusCode).toBe(409);

    t.clock.advance(1);
    await runDueJobs(t.ctx);
    expect(await attemptRow(attemptId)).toMatchObject({
      submittedAt: new Date(Date.parse(deadline) + GRACE_MS),
      marks: 10,
      correctCount: 3,
      wrongCount: 2,
      skippedCount: 1,
      timeSpent: 600,
      isFirst: true,
      points: 30,
      submittedDay: "2026-11-18",
    });
    const [job] = await t.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, finishAttemptKey(attemptId)));
    expect(job).toBeUndefined();

    const shown = await inject(learner, "GET", `/api/attempts/${attemptId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      attemptId,
      marks: 10,
      correct: 3,
      wrong: 2,
      isFirst: true,
      points: 30,
    });

    // the learner's device comes back and submits other answers: the same result, stored once
    t.clock.advance(3600_000);
    const late = await inject(learner, "POST", `/api/quiz/${jee.quizId}/submit`, {
      attemptId,
      timeSpent: 600,
      answers: answerSheet(jee.questions, 6),
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual(shown.json());
    expect(await rowCounts(attemptId, learner.user.id)).toEqual({
      attempts: 1,
      answers: 6,
      weekly: ["2026-11-16/all/30", "2026-11-16/jee/30"],
    });
  });

  it("counts a key as seen only if shown before the attempt's stored submit, as its re-score does", async () => {
    t.clock.set(T0);
    const learner = await signIn(t.app);
    const paper = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4, timeLimit: 10 });
    // another quiz that holds the paper's first question too
    const other = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 1, timeLimit: 10 });
    const shared = paper.questions[0];
    if (!shared) throw new Error("no question");
    await t.ctx.db.insert(quizQuestions).values({ quizId: other.quizId, questionId: shared.id, position: 1 });
    const { attemptId, deadline } = await start(learner, paper.quizId);
    await save(learner, attemptId, answerSheet(paper.questions, 3));

    // after the deadline, before the finish job runs, another result shows the shared question's key
    t.clock.set(new Date(Date.parse(deadline) + GRACE_MS + 60_000));
    const second = await start(learner, other.quizId);
    const submitted = await inject(learner, "POST", `/api/quiz/${other.quizId}/submit`, {
      attemptId: second.attemptId,
      timeSpent: 10,
      answers: { [String(shared.id)]: shared.correctIndex },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    await runDueJobs(t.ctx);
    // stored at the deadline plus the grace, when the key had not been shown: 3 correct, 30 points
    expect(await attemptRow(attemptId)).toMatchObject({
      submittedAt: new Date(Date.parse(deadline) + GRACE_MS),
      correctCount: 3,
      points: 30,
    });
  });

  it("leaves an attempt the learner submitted in time as it was", async () => {
    t.clock.set(T0);
    const learner = await signIn(t.app);
    const { attemptId, deadline } = await start(learner, jee.quizId);
    t.clock.advance(60_000);
    const submitted = await inject(learner, "POST", `/api/quiz/${jee.quizId}/submit`, {
      attemptId,
      timeSpent: 60,
      answers: answerSheet(jee.questions, 6),
    });
    expect(submitted.statusCode).toBe(200);
    const before = await attemptRow(attemptId);

    t.clock.set(new Date(Date.parse(deadline) + GRACE_MS));
    await runDueJobs(t.ctx);
    expect(await attemptRow(attemptId)).toEqual(before);
    expect(
      await t.ctx.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, finishAttemptKey(attemptId))),
    ).toEqual([]);
  });

  it("finishes overdue attempts that were started with no finish queued (before this release)", async () => {
    t.clock.set(T0);
    const learner = await signIn(t.app);
    const { attemptId, deadline } = await start(learner, jee.quizId);
    await save(learner, attemptId, answerSheet(jee.questions, 1, 1));
    await t.ctx.db.delete(jobs).where(eq(jobs.key, finishAttemptKey(attemptId)));

    t.clock.set(new Date(Date.parse(deadline) + 3 * 24 * 3600_000));
    await enqueue(t.ctx.db, { name: "finish-overdue-attempts", runAt: t.clock.now });
    while ((await runDueJobs(t.ctx)) > 0);
    expect(await attemptRow(attemptId)).toMatchObject({
      // it ended at its deadline (plus the grace), not days later when the server noticed
      submittedAt: new Date(Date.parse(deadline) + GRACE_MS),
      marks: 3,
      correctCount: 1,
      wrongCount: 1,
    });
  });

  it("two instances running due jobs at the same moment finish each attempt once", async () => {
    t.clock.set(T0);
    const quiz = await createQuiz(t.ctx.db, { examType: "neet", questionCount: 4, timeLimit: 5 });
    const learners = await Promise.all([signIn(t.app), signIn(t.app), signIn(t.app)]);
    const started: { who: SignedIn; attemptId: number }[] = [];
    for (const who of learners) {
      const { attemptId } = await start(who, quiz.quizId);
      await save(who, attemptId, answerSheet(quiz.questions, 2, 1));
      started.push({ who, attemptId });
    }
    const other = await secondInstance(t);
    try {
      t.clock.advance(5 * 60_000 + GRACE_MS);
      await Promise.all([runDueJobs(t.ctx), runDueJobs(other.ctx), runDueJobs(t.ctx)]);
    } finally {
      await other.close();
    }
    for (const { who, attemptId } of started) {
      // NEET +4/-1: 2 right, 1 wrong
      expect(await attemptRow(attemptId)).toMatchObject({ marks: 7, isFirst: true, points: 20 });
      expect(await rowCounts(attemptId, who.user.id)).toEqual({
        attempts: 1,
        answers: 4,
        weekly: ["2026-11-16/all/20", "2026-11-16/neet/20"],
      });
    }
  });
});
