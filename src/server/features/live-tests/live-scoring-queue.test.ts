import { asc, eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { attemptAnswers, attempts, jobs, questions, reviewCards, weeklyPoints } from "~/server/db/schema";
import { finishAttempt } from "~/server/features/attempts/finish-attempt";
import { scoreSealedAttempts } from "~/server/features/attempts/score-sealed";
import { submitAttempt } from "~/server/features/attempts/submit-attempt";
import { QUEUE_UNSCORED_SEALS_JOB } from "~/server/jobs/handlers";
import { enqueue } from "~/server/jobs/queue";
import { runDueJobs } from "~/server/jobs/worker";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { SUBMIT_GRACE_SECONDS } from "~/shared/contract/attempts";

const T0 = "2026-11-24T03:00:00.000Z";
const STARTS = "2026-11-24T04:30:00.000Z";
const ENDS = "2026-11-24T05:00:00.000Z";
const AFTER = new Date(Date.parse(ENDS) + 30_000);
const CROWD = 6;

type Crowd = { t: TestApp; paper: FixtureQuiz; liveTestId: number; who: SignedIn[]; attemptIds: number[] };

/** A live test of six candidates who all start and save; the first four submit in the window. */
async function liveTestWithCrowd(env: Record<string, string> = {}): Promise<Crowd> {
  const t = await createTestApp({ now: T0, env });
  await insertExams(t.ctx.db);
  const paper = await createQuiz(t.ctx.db, {
    examType: "jee",
    kind: "mock",
    questionCount: 6,
    timeLimit: 30,
  });
  const admin = await signIn(t.app, { role: "admin", email: "zq-queue-admin@example.com" });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/admin/live-tests",
    headers: { cookie: admin.cookie },
    payload: { quizId: paper.quizId, startsAt: STARTS, endsAt: ENDS, challengeHours: 2 },
  });
  expect(created.statusCode, created.body).toBe(200);
  const liveTestId = created.json().id as number;
  const who: SignedIn[] = [];
  for (let i = 0; i < CROWD; i++)
    who.push(
      await signIn(t.app, { role: "premium", email: `zq-queue-${i}@example.com`, firstName: `Zq-Q${i}` }),
    );
  for (const w of who)
    await t.app.inject({
      method: "POST",
      url: `/api/live-tests/${liveTestId}/register`,
      headers: { cookie: w.cookie },
    });
  t.clock.set(STARTS);
  const attemptIds: number[] = [];
  for (const [i, w] of who.entries()) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/live-tests/${liveTestId}/start`,
      headers: { cookie: w.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const attemptId = res.json().attemptId as number;
    attemptIds.push(attemptId);
    t.clock.advance(1_000);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/attempts/${attemptId}/answers`,
      headers: { cookie: w.cookie },
      payload: { answers: answerSheet(paper.questions, i % 3, 1) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  t.clock.set(new Date(Date.parse(STARTS) + 20 * 60_000));
  return { t, paper, liveTestId, who, attemptIds };
}

/** The sheet candidate i submits (the last two never submit: the server finishes them). */
const submitted = (c: Crowd, i: number) => ({
  attemptId: c.attemptIds[i] as number,
  totalQuestions: c.paper.questions.length,
  timeSpent: 600,
  answers: answerSheet(c.paper.questions, (i + 2) % 5, i % 2),
  guessed: i === 0 ? [c.paper.questions[5]?.id as number] : [],
});

/** The crowd's first `count` learners submit in turn, `gapMs` apart on the app's clock: each 200. */
async function submitInTurn(c: Crowd, count: number, gapMs: number) {
  for (let i = 0; i < count; i++) {
    const res = await c.t.app.inject({
      method: "POST",
      url: `/api/quiz/${c.paper.quizId}/submit`,
      headers: { cookie: c.who[i]?.cookie as string },
      payload: submitted(c, i),
    });
    expect(res.statusCode, res.body).toBe(200);
    c.t.clock.advance(gapMs);
  }
}

/** What the database holds of the live test's scoring, ids and all. */
async function heldRows(t: TestApp) {
  const db = t.ctx.db;
  const scored = await db
    .select({
      id: attempts.id,
      userId: attempts.userId,
      answers: attempts.answers,
      submittedAt: attempts.submittedAt,
      timeSpent: attempts.timeSpent,
      marks: attempts.marks,
      maxMarks: attempts.maxMarks,
      correct: attempts.correctCount,
      wrong: attempts.wrongCount,
      skipped: attempts.skippedCount,
      points: attempts.points,
      isFirst: attempts.isFirst,
      submittedDay: attempts.submittedDay,
      keyRevision: attempts.keyRevision,
    })
    .from(attempts)
    .orderBy(asc(attempts.id));
  const answers = await db
    .select()
    .from(attemptAnswers)
    .orderBy(asc(attemptAnswers.attemptId), asc(attemptAnswers.questionId));
  const points = await db
    .select()
    .from(weeklyPoints)
    .orderBy(asc(weeklyPoints.userId), asc(weeklyPoints.examType));
  const cards = await db
    .select()
    .from(reviewCards)
    .orderBy(asc(reviewCards.userId), asc(reviewCards.questionId));
  return { scored, answers, points, cards };
}

/** Every live candidate's standing on the results page, as each of them sees it. */
async function standings(c: Crowd) {
  return Promise.all(
    c.who.map(async (w) => {
      const res = await c.t.app.inject({
        method: "GET",
        url: `/api/live-tests/${c.liveTestId}/results`,
        headers: { cookie: w.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      // each app's fixture quiz has its own numbered title
      const { title: _fixtureTitle, ...standing } = res.json();
      return standing;
    }),
  );
}

/**
 * Learners 0 and 2 answered the paper's first three questions in a practice quiz submitted at T0:
 * their keys are seen, so correct answers to them earn no points in the live test (points.ts).
 */
async function seenBefore(c: Crowd) {
  const db = c.t.ctx.db;
  const practice = await createQuiz(db, { examType: "jee", kind: "practice", questionCount: 1 });
  const seen = c.paper.questions.slice(0, 3);
  for (const i of [0, 2]) {
    const userId = c.who[i]?.user.id as number;
    const [earlier] = await db
      .insert(attempts)
      .values({
        userId,
        quizId: practice.quizId,
        questionIds: seen.map((q) => q.id),
        startedAt: new Date(T0),
        deadline: new Date(Date.parse(T0) + 600_000),
        submittedAt: new Date(T0),
        answers: {},
        markedForReview: [],
      })
      .returning({ id: attempts.id });
    await db.insert(attemptAnswers).values(
      seen.map((q) => ({
        attemptId: earlier?.id as number,
        questionId: q.id,
        userId,
        examType: "jee" as const,
        subject: "Physics",
        topic: "Zq-seen",
        chosenIndex: q.correctIndex,
        isCorrect: true,
        answeredAt: new Date(T0),
      })),
    );
  }
}

const runAllDueJobs = async (t: TestApp) => {
  while ((await runDueJobs(t.ctx)) > 0);
};

describe("live submits sealed for the scoring queue (decision 0056)", () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
  });

  it("stores the same marks, answers, points, cards and ranks as scoring each submit inline", async () => {
    const inline = await liveTestWithCrowd();
    const queued = await liveTestWithCrowd();
    apps.push(inline.t, queued.t);
    await seenBefore(inline);
    await seenBefore(queued);

    for (let i = 0; i < 4; i++) {
      const sheet = submitted(inline, i);
      // the inline path: the submit scored and stored as it arrives
      await submitAttempt(inline.t.ctx.db, {
        ...sheet,
        userId: inline.who[i]?.user.id as number,
        now: inline.t.clock.now,
      });
      const res = await queued.t.app.inject({
        method: "POST",
        url: `/api/quiz/${queued.paper.quizId}/submit`,
        headers: { cookie: queued.who[i]?.cookie as string },
        payload: submitted(queued, i),
      });
      expect(res.statusCode, res.body).toBe(200);
      inline.t.clock.advance(7_000);
      queued.t.clock.advance(7_000);
    }
    // the server's finish of the two never submitted, inline: the saved sheet at the deadline plus grace
    for (let i = 4; i < CROWD; i++) {
      const [row] = await inline.t.ctx.db
        .select()
        .from(attempts)
        .where(eq(attempts.id, inline.attemptIds[i] as number));
      await submitAttempt(inline.t.ctx.db, {
        attemptId: row?.id as number,
        userId: row?.userId as number,
        answers: row?.answers ?? {},
        now: AFTER,
      });
    }
    // queued: nothing is scored until the queue runs
    const before = await heldRows(queued.t);
    expect(before.scored.filter((a) => queued.attemptIds.includes(a.id) && a.submittedAt !== null)).toEqual(
      [],
    );
    expect(before.answers.filter((a) => queued.attemptIds.includes(a.attemptId))).toEqual([]);

    inline.t.clock.set(AFTER);
    queued.t.clock.set(AFTER);
    await runAllDueJobs(inline.t);
    await runAllDueJobs(queued.t);

    const held = await heldRows(queued.t);
    expect(held.scored.every((a) => a.submittedAt !== null)).toBe(true);
    expect(held.answers).toHaveLength(CROWD * 6 + 2 * 3);
    expect(held).toEqual(await heldRows(inline.t));
    expect(await standings(queued)).toEqual(await standings(inline));
    // the keys seen before: learner 0's two correct answers earn nothing, learner 2's four earn one's worth
    const pointsOf = (i: number) => held.scored.find((a) => a.id === queued.attemptIds[i])?.points;
    expect([pointsOf(0), pointsOf(1), pointsOf(2)]).toEqual([0, 30, 10]);
  });

  it("a double submit seals once, a job run again scores nothing twice, and the learner is told it is being scored", async () => {
    const c = await liveTestWithCrowd();
    apps.push(c.t);
    const cookie = c.who[0]?.cookie as string;
    const submit = () =>
      c.t.app.inject({
        method: "POST",
        url: `/api/quiz/${c.paper.quizId}/submit`,
        headers: { cookie },
        payload: submitted(c, 0),
      });
    const [first, second] = await Promise.all([submit(), submit()]);
    expect(first?.statusCode, first?.body).toBe(200);
    expect(second?.statusCode, second?.body).toBe(200);
    expect(first?.json().withheld).toMatchObject({ until: ENDS, scoring: true });
    // the sheet as sealed, by question id: the paper's text is the hall's (decision 0066), not sent again
    const sent = submitted(c, 0).answers;
    expect(first?.json().withheld.answers).toEqual(
      c.paper.questions.map((q) => {
        const response = sent[String(q.id)] ?? null;
        return { id: q.id, type: "single", chosenIndex: response, response };
      }),
    );
    expect(first?.body).not.toContain("which option is right?");
    expect(first?.body).not.toContain("Option A");
    const queuedJobs = await c.t.ctx.db.select().from(jobs).where(eq(jobs.name, "score-sealed"));
    expect(queuedJobs).toHaveLength(1);

    // the sheet is final: a later save is refused as after a submit
    const save = await c.t.app.inject({
      method: "PUT",
      url: `/api/attempts/${c.attemptIds[0]}/answers`,
      headers: { cookie },
      payload: { answers: {} },
    });
    expect(save.statusCode).toBe(409);

    // the result page before the job ran
    const page = await c.t.app.inject({
      method: "GET",
      url: `/api/attempts/${c.attemptIds[0]}`,
      headers: { cookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ marks: 0, review: [], withheld: { until: ENDS, scoring: true } });

    // the job runs, then the same job once more (a claim run twice): one score
    c.t.clock.advance(2_000);
    await runAllDueJobs(c.t);
    const once = await heldRows(c.t);
    await c.t.ctx.db.insert(jobs).values({
      name: "score-sealed",
      key: "zq-score-again",
      payload: { quizId: c.paper.quizId },
      runAt: c.t.clock.now,
    });
    await runAllDueJobs(c.t);
    expect(await heldRows(c.t)).toEqual(once);
    expect(once.answers.filter((a) => a.attemptId === c.attemptIds[0])).toHaveLength(6);

    // still in the window: withheld as any early live submit, no longer "being scored"
    const after = await c.t.app.inject({
      method: "GET",
      url: `/api/attempts/${c.attemptIds[0]}`,
      headers: { cookie },
    });
    expect(after.json().withheld.until).toBe(ENDS);
    expect(after.json().withheld.scoring).toBeUndefined();
  });

  it("with the instance's paper caches on, a sealed submit answers the sheet as the result page does, a question taken out since the start included", async () => {
    const c = await liveTestWithCrowd({ QUIZ_CACHE_MS: "60000" });
    apps.push(c.t);
    const takenOut = c.paper.questions[5]?.id as number;
    await c.t.ctx.db.update(questions).set({ deletedAt: c.t.clock.now }).where(eq(questions.id, takenOut));
    for (const i of [0, 1]) {
      const cookie = c.who[i]?.cookie as string;
      const res = await c.t.app.inject({
        method: "POST",
        url: `/api/quiz/${c.paper.quizId}/submit`,
        headers: { cookie },
        payload: submitted(c, i),
      });
      expect(res.statusCode, res.body).toBe(200);
      const sealed = res.json();
      expect(sealed.withheld).toMatchObject({ until: ENDS, scoring: true });
      expect(sealed.withheld.answers.map((a: { id: number }) => a.id)).toEqual(
        c.paper.questions.map((q) => q.id),
      );
      expect(sealed.withheld.answers.at(-1)).toMatchObject({ id: takenOut, type: "single" });
      const page = await c.t.app.inject({
        method: "GET",
        url: `/api/attempts/${c.attemptIds[i]}`,
        headers: { cookie },
      });
      expect(page.json()).toEqual(sealed);
    }
  });

  it("a seal whose scoring job ended just before it committed is found within seconds and scored", async () => {
    const c = await liveTestWithCrowd({ CLEANUP_INTERVAL_MS: "600000" });
    apps.push(c.t);
    await submitInTurn(c, 1, 0);
    // the race: the quiz's scoring job found nothing more and was removed as this seal committed
    await c.t.ctx.db.delete(jobs).where(eq(jobs.name, "score-sealed"));
    await enqueue(c.t.ctx.db, {
      name: QUEUE_UNSCORED_SEALS_JOB,
      key: QUEUE_UNSCORED_SEALS_JOB,
      runAt: c.t.clock.now,
    });
    const scored = async () =>
      (
        await c.t.ctx.db
          .select({ submittedAt: attempts.submittedAt })
          .from(attempts)
          .where(eq(attempts.id, c.attemptIds[0] as number))
      )[0]?.submittedAt ?? null;
    // two seconds on: a seal that young may still have its job coming; nothing queued yet
    c.t.clock.advance(2_000);
    await runAllDueJobs(c.t);
    expect(await scored()).toBeNull();
    expect(await c.t.ctx.db.select().from(jobs).where(eq(jobs.name, "score-sealed"))).toEqual([]);
    // five seconds later the sweep runs again, queues its quiz's scoring, and the sheet is scored
    c.t.clock.advance(5_000);
    await runAllDueJobs(c.t);
    expect(await scored()).not.toBeNull();
    const [sweep] = await c.t.ctx.db.select().from(jobs).where(eq(jobs.name, QUEUE_UNSCORED_SEALS_JOB));
    expect(sweep?.runAt.getTime()).toBe(c.t.clock.now.getTime() + 5_000);
  });

  it("the server's first finish at the window's end seals every abandoned attempt of the test at once, their own finish jobs go, and all are scored before the grace is over", async () => {
    const c = await liveTestWithCrowd();
    apps.push(c.t);
    await submitInTurn(c, 4, 1_000);
    const [fifth, sixth] = [c.attemptIds[4] as number, c.attemptIds[5] as number];
    const finishJob = async (attemptId: number) =>
      (
        await c.t.ctx.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `finish-attempt:${attemptId}`))
      )[0];
    // a live attempt's finish is due at its deadline, the window's end, not once the grace is over
    expect((await finishJob(sixth))?.runAt.toISOString()).toBe(ENDS);
    // before the end: neither is due, nothing is sealed
    expect(await finishAttempt(c.t.ctx.db, fifth, new Date(Date.parse(ENDS) - 1_000))).toMatchObject({
      status: "not-due",
    });
    expect(await finishAttempt(c.t.ctx.db, fifth, new Date(ENDS))).toEqual({ status: "finished", count: 2 });
    const sealed = await c.t.ctx.db
      .select({
        id: attempts.id,
        deadline: attempts.deadline,
        sealedAt: attempts.sealedAt,
        answers: attempts.answers,
        sealedSubmit: attempts.sealedSubmit,
      })
      .from(attempts)
      .where(inArray(attempts.id, [fifth, sixth]))
      .orderBy(asc(attempts.id));
    for (const row of sealed) {
      // each standing at its own deadline plus the grace, with the answers it saved, as a finish of its own
      expect(row.sealedAt?.getTime()).toBe(row.deadline.getTime() + SUBMIT_GRACE_SECONDS * 1000);
      expect(row.sealedSubmit).toEqual({ answers: row.answers });
    }
    expect(await finishJob(sixth)).toBeUndefined();
    // the sixth's job, had it run anyway, finds it sealed
    expect(await finishAttempt(c.t.ctx.db, sixth, new Date(ENDS))).toEqual({ status: "already-submitted" });

    // the queue scores every sheet at the end, before the grace is over
    c.t.clock.set(new Date(Date.parse(ENDS) + 2_000));
    await runAllDueJobs(c.t);
    const scored = await c.t.ctx.db
      .select({ id: attempts.id, submittedAt: attempts.submittedAt, deadline: attempts.deadline })
      .from(attempts)
      .where(inArray(attempts.id, c.attemptIds))
      .orderBy(asc(attempts.id));
    expect(scored.every((a) => a.submittedAt !== null)).toBe(true);
    const [fifthScored] = scored.filter((a) => a.id === fifth);
    expect(fifthScored?.submittedAt?.getTime()).toBe(Date.parse(ENDS) + SUBMIT_GRACE_SECONDS * 1000);

    // the sixth learner's submit arriving in the grace is answered with the result of the saved sheet
    const before = await heldRows(c.t);
    c.t.clock.set(new Date(Date.parse(ENDS) + 10_000));
    const late = await c.t.app.inject({
      method: "POST",
      url: `/api/quiz/${c.paper.quizId}/submit`,
      headers: { cookie: c.who[5]?.cookie as string },
      payload: submitted(c, 5),
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().attemptId).toBe(sixth);
    expect(await heldRows(c.t)).toEqual(before);
  });

  it("submits of the window's last minute wait for its end to be scored, by the quiz's one scoring job", async () => {
    const c = await liveTestWithCrowd();
    apps.push(c.t);
    c.t.clock.set(new Date(Date.parse(ENDS) - 30_000));
    await submitInTurn(c, 3, 2_000);
    const scoringJobs = () => c.t.ctx.db.select().from(jobs).where(eq(jobs.name, "score-sealed"));
    const queued = await scoringJobs();
    expect(queued.map((j) => j.key)).toEqual([`score-sealed:${c.paper.quizId}`]);
    const scoredCount = async () =>
      (await c.t.ctx.db.select({ submittedAt: attempts.submittedAt }).from(attempts)).filter(
        (a) => a.submittedAt !== null,
      ).length;

    // due, but inside the last minute: it waits for the end and scores nothing
    c.t.clock.set(new Date(Date.parse(ENDS) - 10_000));
    await runAllDueJobs(c.t);
    expect(await scoredCount()).toBe(0);
    expect((await scoringJobs()).map((j) => j.runAt.toISOString())).toEqual([ENDS]);

    // at the end: the three submits and the three the server finishes now, all scored
    c.t.clock.set(ENDS);
    await runAllDueJobs(c.t);
    expect(await scoredCount()).toBe(CROWD);
    expect(await scoringJobs()).toEqual([]);
  });

  it("two instances scoring the same live test at once store each sheet once, as one run does", async () => {
    const once = await liveTestWithCrowd();
    const twice = await liveTestWithCrowd();
    apps.push(once.t, twice.t);
    for (const c of [once, twice]) await submitInTurn(c, 4, 7_000);
    once.t.clock.set(AFTER);
    twice.t.clock.set(AFTER);
    await runAllDueJobs(once.t);

    // a second instance's run over the same sealed sheets while the first instance's queue runs (on
    // PostgreSQL they interleave on separate connections; the embedded database takes them in turn)
    const quizId = twice.paper.quizId;
    await Promise.all([
      runAllDueJobs(twice.t),
      scoreSealedAttempts(twice.t.ctx.db, { quizId, upTo: AFTER, concurrency: 3 }),
    ]);
    await runAllDueJobs(twice.t);

    const held = await heldRows(twice.t);
    expect(held.answers).toHaveLength(CROWD * 6);
    expect(held).toEqual(await heldRows(once.t));
    expect(await standings(twice)).toEqual(await standings(once));
  });

  it("scores one batch of the oldest seals a run, so the worker claims what fell due between two runs", async () => {
    const c = await liveTestWithCrowd();
    apps.push(c.t);
    await submitInTurn(c, 4, 7_000);
    const scoredIds = async () =>
      (
        await c.t.ctx.db
          .select({ id: attempts.id, submittedAt: attempts.submittedAt })
          .from(attempts)
          .orderBy(asc(attempts.id))
      ).flatMap((a) => (a.submittedAt ? [a.id] : []));
    const run = () =>
      scoreSealedAttempts(c.t.ctx.db, { quizId: c.paper.quizId, upTo: AFTER, concurrency: 2, batch: 3 });
    await expect(run()).resolves.toBe(3);
    expect(await scoredIds()).toEqual(c.attemptIds.slice(0, 3));
    await expect(run()).resolves.toBe(1);
    expect(await scoredIds()).toEqual(c.attemptIds.slice(0, 4));
    await expect(run()).resolves.toBe(0);
  });

  it("after the window, results and a retake ask the learner to come back while sheets wait to be scored", async () => {
    const c = await liveTestWithCrowd();
    apps.push(c.t);
    await submitInTurn(c, CROWD, 0);
    c.t.clock.set(AFTER);
    const cookie = c.who[1]?.cookie as string;
    const results = (language: string) =>
      c.t.app.inject({
        method: "GET",
        url: `/api/live-tests/${c.liveTestId}/results`,
        headers: { cookie, "accept-language": language },
      });
    const retake = () =>
      c.t.app.inject({
        method: "POST",
        url: `/api/attempts/${c.attemptIds[1]}/retake-wrong`,
        headers: { cookie },
      });

    const waiting = await results("en");
    expect(waiting.statusCode, waiting.body).toBe(409);
    expect(waiting.headers["retry-after"]).toBe("10");
    expect(waiting.json().message).toBe("The last attempts are being scored; the results open in a minute");
    expect((await results("hi")).json().message).toMatch(/[\u0900-\u097F]/);
    const early = await retake();
    expect(early.statusCode, early.body).toBe(409);
    expect(early.headers["retry-after"]).toBe("10");
    expect(early.json().message).toBe("This attempt is still being scored: try again in a minute");
    const attemptsBefore = await c.t.ctx.db.select({ id: attempts.id }).from(attempts);
    expect(attemptsBefore).toHaveLength(CROWD);

    await runAllDueJobs(c.t);
    const open = await results("en");
    expect(open.statusCode, open.body).toBe(200);
    expect(open.headers["retry-after"]).toBeUndefined();
    expect(open.json().cohortSize).toBe(CROWD);
    const later = await retake();
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().questionIds.length).toBeGreaterThan(0);
    expect(later.json().attemptId).not.toBe(c.attemptIds[1]);
  });

  it("a misshapen answer is refused 400 naming it before anything is sealed", async () => {
    const c = await liveTestWithCrowd();
    apps.push(c.t);
    const qid = c.paper.questions[0]?.id as number;
    const res = await c.t.app.inject({
      method: "POST",
      url: `/api/quiz/${c.paper.quizId}/submit`,
      headers: { cookie: c.who[0]?.cookie as string },
      payload: {
        attemptId: c.attemptIds[0],
        totalQuestions: c.paper.questions.length,
        timeSpent: 600,
        answers: { [qid]: [0, 0] },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(`answers.${qid}`);
    const [row] = await c.t.ctx.db
      .select()
      .from(attempts)
      .where(eq(attempts.id, c.attemptIds[0] as number));
    expect(row?.sealedAt).toBeNull();
  });
});
