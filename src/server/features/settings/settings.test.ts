import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "~/server/jobs/worker";
import { attemptRequests, startAttemptsApp, T0 } from "~/server/test-support/attempts-app";
import { answerSheet, createQuiz, type FixtureQuiz } from "~/server/test-support/quiz-fixtures";
import { type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const MIN = 60_000;

describe("compensatory time, a learner setting the server applies", () => {
  let t: TestApp;
  let jee: FixtureQuiz;

  beforeAll(async () => {
    ({ t, jee } = await startAttemptsApp());
  });
  afterAll(() => t.close());

  const { inject, start } = attemptRequests(() => t);
  const settings = (who: SignedIn | null) => inject(who, "GET", "/api/user/settings");
  const setCompensatory = (who: SignedIn, on: boolean) =>
    inject(who, "PUT", "/api/user/settings", { compensatoryTime: on });
  const save = (who: SignedIn, attemptId: number, answers: Record<string, number>) =>
    inject(who, "PUT", `/api/attempts/${attemptId}/answers`, { answers });

  it("is off until the learner turns it on, and only they can change it", async () => {
    t.clock.set(T0);
    const learner = await signIn(t.app);
    expect((await settings(null)).statusCode).toBe(401);
    expect((await settings(learner)).json()).toEqual({ compensatoryTime: false });

    const turnedOn = await setCompensatory(learner, true);
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json()).toEqual({ compensatoryTime: true });
    expect((await settings(learner)).json()).toEqual({ compensatoryTime: true });

    const unknown = await inject(learner, "PUT", "/api/user/settings", { compensatoryTime: false, extra: 1 });
    expect(unknown.statusCode).toBe(400);
    // another site cannot turn it off on the learner's behalf
    const crossSite = await t.app.inject({
      method: "PUT",
      url: "/api/user/settings",
      payload: { compensatoryTime: false },
      headers: { cookie: learner.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await settings(learner)).json()).toEqual({ compensatoryTime: true });
    // someone else's setting is their own
    expect((await settings(await signIn(t.app))).json()).toEqual({ compensatoryTime: false });
  });

  it("gives an attempt 20 minutes per hour more: saves are accepted until the longer deadline", async () => {
    t.clock.set(T0);
    const learner = await signIn(t.app);
    await setCompensatory(learner, true);
    const sheet = (await start(learner, jee.quizId)) as Awaited<ReturnType<typeof start>> & {
      compensatory?: boolean;
    };
    // 10 minutes x 4/3
    expect(Date.parse(sheet.deadline) - Date.parse(T0)).toBe((40 / 3) * MIN);
    expect(sheet.compensatory).toBe(true);

    t.clock.advance(11 * MIN); // after the normal deadline, before the extended one
    const late = await save(learner, sheet.attemptId, answerSheet(jee.questions, 4));
    expect(late.statusCode, late.body).toBe(200);
    t.clock.set(sheet.deadline);
    expect((await save(learner, sheet.attemptId, answerSheet(jee.questions, 5))).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await save(learner, sheet.attemptId, answerSheet(jee.questions, 6))).statusCode).toBe(409);

    // the server finishes it at the extended deadline plus the grace, from what was saved in time
    t.clock.advance(30_000);
    await runDueJobs(t.ctx);
    const result = await inject(learner, "GET", `/api/attempts/${sheet.attemptId}`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ correct: 5, timeSpent: 800 });
  });

  it("leaves attempts of a learner without it at the paper's time", async () => {
    t.clock.set(T0);
    const learner = await signIn(t.app);
    const sheet = (await start(learner, jee.quizId)) as Awaited<ReturnType<typeof start>> & {
      compensatory?: boolean;
    };
    expect(Date.parse(sheet.deadline) - Date.parse(T0)).toBe(10 * MIN);
    expect(sheet.compensatory).toBe(false);
    t.clock.advance(11 * MIN);
    expect((await save(learner, sheet.attemptId, answerSheet(jee.questions, 4))).statusCode).toBe(409);
  });

  it("stretches each sectional window too, for saves and for the submit", async () => {
    t.clock.set(T0);
    const banking = await createQuiz(t.ctx.db, {
      examType: "banking",
      timeLimit: 10,
      sections: [
        { name: "English Language", timeLimitMinutes: 5, size: 2 },
        { name: "Reasoning Ability", timeLimitMinutes: 5, size: 2 },
      ],
    });
    const [english, , reasoning] = banking.questions;
    if (!english || !reasoning) throw new Error("the fixture has four questions");
    const learner = await signIn(t.app);
    await setCompensatory(learner, true);
    const { attemptId } = await start(learner, banking.quizId);

    t.clock.advance(MIN);
    const wrongEnglish = (english.correctIndex + 1) % 4;
    expect((await save(learner, attemptId, { [english.id]: wrongEnglish })).statusCode).toBe(200);

    // 6 minutes in: English (5 x 4/3 = 6 min 40 s) is still open, Reasoning not yet
    t.clock.advance(5 * MIN);
    const early = await save(learner, attemptId, {
      [english.id]: wrongEnglish,
      [reasoning.id]: reasoning.correctIndex,
    });
    expect(early.statusCode).toBe(400);
    // the submit's change in English counts; its answer to Reasoning, not open yet, does not
    const submitted = await inject(learner, "POST", `/api/quiz/${banking.quizId}/submit`, {
      attemptId,
      timeSpent: 360,
      answers: { [english.id]: english.correctIndex, [reasoning.id]: reasoning.correctIndex },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ correct: 1, wrong: 0, skipped: 3, timeSpent: 360 });
  });
});
