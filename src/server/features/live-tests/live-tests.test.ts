import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, liveTestRegistrations } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { MOCK_TEST_NEEDS_PLAN } from "~/shared/plans";

const T0 = "2026-11-24T03:00:00.000Z"; // Tuesday 08:30 IST
const STARTS = "2026-11-24T04:30:00.000Z"; // 10:00 IST
const ENDS = "2026-11-24T06:00:00.000Z"; // 11:30 IST: a 90-minute window for a 60-minute paper
const ms = (iso: string) => Date.parse(iso);
const GRACE_MS = 30_000;

describe("a live all-India test from scheduling to final results", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let practice: FixtureQuiz;
  let admin: SignedIn;
  let liveTestId: number;
  const who: Record<"asha" | "bala" | "chitra" | "dev" | "esha" | "farid", SignedIn> = {} as never;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 6,
      timeLimit: 60,
      title: "Zq-All India JEE Main mock",
    });
    practice = await createQuiz(t.ctx.db, { examType: "jee", kind: "practice", timeLimit: 10 });
    admin = await signIn(t.app, { role: "admin", email: "zq-admin@example.com" });
    const names = [
      ["asha", "Zq-Asha", "Kumar"],
      ["bala", "Zq-Bala", "Iyer"],
      ["chitra", "Zq-Chitra", "Rao"],
      ["dev", "Zq-Dev", "Shah"],
      ["esha", "Zq-Esha", "Nair"],
      ["farid", "Zq-Farid", "Khan"],
    ] as const;
    for (const [key, firstName, lastName] of names)
      who[key] = await signIn(t.app, {
        role: "premium",
        email: `zq-${key}@example.com`,
        firstName,
        lastName,
      });
  });
  afterAll(() => t.close());

  const send = (as: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: as.cookie } });
  const ok = async (as: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => {
    const res = await send(as, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const startLive = async (as: SignedIn) =>
    (await ok(as, "POST", `/api/live-tests/${liveTestId}/start`)) as { attemptId: number; quizId: number };
  const liveAttempt = async (attemptId: number) =>
    (await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0];

  it("lets an admin schedule only a mock or past paper, in a window that holds the paper", async () => {
    const schedule = (body: object) => send(admin, "POST", "/api/admin/live-tests", body);
    const practiceRes = await schedule({ quizId: practice.quizId, startsAt: STARTS, endsAt: ENDS });
    expect(practiceRes.statusCode).toBe(400);
    expect(practiceRes.json()).toMatchObject({ field: "quizId" });
    const backwards = await schedule({ quizId: paper.quizId, startsAt: ENDS, endsAt: STARTS });
    expect(backwards.json()).toEqual({ message: "endsAt: must be after startsAt", field: "endsAt" });
    const short = await schedule({ quizId: paper.quizId, startsAt: STARTS, endsAt: "2026-11-24T05:29:00Z" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: "endsAt: must leave at least the paper's 60 minutes after startsAt",
      field: "endsAt",
    });
    const missing = await schedule({ quizId: paper.quizId, startsAt: STARTS });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: "endsAt" });
    expect(
      (
        await send(who.asha, "POST", "/api/admin/live-tests", {
          quizId: paper.quizId,
          startsAt: STARTS,
          endsAt: ENDS,
        })
      ).statusCode,
    ).toBe(403);

    const created = await ok(admin, "POST", "/api/admin/live-tests", {
      quizId: paper.quizId,
      startsAt: "2026-11-24T10:00:00+05:30",
      endsAt: ENDS,
    });
    expect(created).toMatchObject({
      title: "Zq-All India JEE Main mock",
      startsAt: STARTS,
      endsAt: ENDS,
      challengeHours: 24,
      challengeClosesAt: "2026-11-25T06:00:00.000Z",
      phase: "upcoming",
      registered: 0,
    });
    liveTestId = created.id;
  });

  it("registers learners once each and refuses a start before the window opens", async () => {
    for (const key of ["asha", "bala", "chitra", "dev", "esha"] as const)
      expect(await ok(who[key], "POST", `/api/live-tests/${liveTestId}/register`)).toMatchObject({
        registered: true,
        attemptId: null,
      });
    await ok(who.asha, "POST", `/api/live-tests/${liveTestId}/register`);
    const rows = await t.ctx.db
      .select()
      .from(liveTestRegistrations)
      .where(eq(liveTestRegistrations.liveTestId, liveTestId));
    expect(rows).toHaveLength(5);

    const list = await ok(who.asha, "GET", "/api/live-tests");
    expect(list.liveTests).toEqual([
      expect.objectContaining({ id: liveTestId, phase: "upcoming", registered: true, attemptId: null }),
    ]);
    expect((await ok(who.farid, "GET", "/api/live-tests")).liveTests[0]).toMatchObject({ registered: false });

    t.clock.set(new Date(ms(STARTS) - 1));
    const early = await send(who.asha, "POST", `/api/live-tests/${liveTestId}/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This live test opens at 24 Nov 2026, 10:00 am IST");
    const [none] = await t.ctx.db.select().from(attempts).where(eq(attempts.userId, who.asha.user.id));
    expect(none).toBeUndefined();
    const results = await send(who.asha, "GET", `/api/live-tests/${liveTestId}/results`);
    expect(results.statusCode).toBe(409);
  });

  it("opens the paper inside the window to registered learners, capped at the end", async () => {
    t.clock.set(STARTS);
    const unregistered = await send(who.farid, "POST", `/api/live-tests/${liveTestId}/start`);
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().message).toBe("Register for this live test before starting it");

    // a candidate opens the paper's cover before starting: no question, no attempt, no clock
    const opening = await send(who.asha, "GET", `/api/quiz/${paper.quizId}/opening?liveTestId=${liveTestId}`);
    expect(opening.statusCode, opening.body).toBe(200);
    expect(opening.json()).toMatchObject({ cover: { id: paper.quizId, totalQuestions: 6 }, attempt: null });
    expect(opening.body).not.toContain("which option is right");
    expect(await t.ctx.db.select().from(attempts).where(eq(attempts.userId, who.asha.user.id))).toEqual([]);
    // as practice, or for someone not registered, the held paper stays closed
    expect((await send(who.asha, "GET", `/api/quiz/${paper.quizId}/opening`)).statusCode).toBe(403);
    const stranger = await send(
      who.farid,
      "GET",
      `/api/quiz/${paper.quizId}/opening?liveTestId=${liveTestId}`,
    );
    expect(stranger.statusCode).toBe(403);

    const asha = await startLive(who.asha);
    // once started, opening it again resumes that live attempt
    expect(
      (await ok(who.asha, "GET", `/api/quiz/${paper.quizId}/opening?liveTestId=${liveTestId}`)).attempt,
    ).toMatchObject({ attemptId: asha.attemptId });
    expect(await startLive(who.asha)).toEqual(asha); // a second start resumes the same attempt
    expect((await liveAttempt(asha.attemptId))?.deadline).toEqual(new Date(ms(STARTS) + 60 * 60_000));
    await ok(who.asha, "POST", `/api/quiz/${paper.quizId}/submit`, {
      attemptId: asha.attemptId,
      timeSpent: 600,
      answers: answerSheet(paper.questions, 3),
    });
    // submitted early: nothing scored of it shows anywhere of hers until the window ends
    const beforeEnd = (await ok(who.asha, "GET", "/api/user/attempts")) as { id: number }[];
    expect(beforeEnd.map((a) => a.id)).not.toContain(asha.attemptId);
    expect(await ok(who.asha, "GET", "/api/user/progress")).toMatchObject({
      testsCompleted: 0,
      averageScore: "0",
    });
    const performance = (await ok(who.asha, "GET", "/api/user/performance")) as { subjects?: unknown[] };
    expect(JSON.stringify(performance)).not.toMatch(/"attempted":[1-9]/);

    const chitra = await startLive(who.chitra);
    await ok(who.chitra, "POST", `/api/quiz/${paper.quizId}/submit`, {
      attemptId: chitra.attemptId,
      timeSpent: 900,
      answers: answerSheet(paper.questions, 3),
    });

    // Bala saves two right and one wrong, then the phone dies: never submitted
    const bala = await startLive(who.bala);
    await ok(who.bala, "PUT", `/api/attempts/${bala.attemptId}/answers`, {
      answers: answerSheet(paper.questions, 2, 1),
    });

    // Dev starts 60 minutes in: only the 30 minutes left of the window; saves one wrong answer
    t.clock.set(new Date(ms(STARTS) + 60 * 60_000));
    const dev = await startLive(who.dev);
    expect((await liveAttempt(dev.attemptId))?.deadline).toEqual(new Date(ENDS));
    await ok(who.dev, "PUT", `/api/attempts/${dev.attemptId}/answers`, {
      answers: answerSheet(paper.questions, 0, 1),
    });

    // late registration inside the window is allowed (docs/decisions/0013)
    expect(await ok(who.farid, "POST", `/api/live-tests/${liveTestId}/register`)).toMatchObject({
      phase: "running",
      registered: true,
    });
    expect((await send(who.asha, "GET", `/api/live-tests/${liveTestId}/results`)).statusCode).toBe(409);
  });

  it("refuses a start and a registration after the end, and the results until every attempt is scored", async () => {
    t.clock.set(ENDS);
    const late = await send(who.esha, "POST", `/api/live-tests/${liveTestId}/start`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This live test ended at 24 Nov 2026, 11:30 am IST");
    expect((await send(who.esha, "POST", `/api/live-tests/${liveTestId}/register`)).statusCode).toBe(409);

    // Dev's attempt is still open: its finish job has not run
    const scoring = await send(who.asha, "GET", `/api/live-tests/${liveTestId}/results`);
    expect(scoring.statusCode).toBe(409);
    expect(scoring.json().message).toBe("The last attempts are being scored; the results open in a minute");

    // at the end, not once the grace is over: Dev's sheet is final at his deadline (decision 0075)
    await runDueJobs(t.ctx);
    const live = await t.ctx.db
      .select({ submittedAt: attempts.submittedAt })
      .from(attempts)
      .where(eq(attempts.quizId, paper.quizId));
    expect(live).toHaveLength(4);
    for (const attempt of live) expect(attempt.submittedAt).not.toBeNull();
    // published at the end: her attempts list and figures now hold it
    const afterEnd = (await ok(who.asha, "GET", "/api/user/attempts")) as { quizId: number; marks: number }[];
    expect(afterEnd.filter((a) => a.quizId === paper.quizId)).toHaveLength(1);
    expect(await ok(who.asha, "GET", "/api/user/progress")).toMatchObject({ testsCompleted: 1 });
    t.clock.set(new Date(ms(ENDS) + GRACE_MS));
  });

  it("ranks the cohort with shared ties and NTA percentiles; a never-submitted candidate is scored", async () => {
    // a practice retake after the end does not count in the live results
    t.clock.advance(60_000);
    const retake = await ok(who.bala, "POST", `/api/quiz/${paper.quizId}/start`, {});
    await ok(who.bala, "POST", `/api/quiz/${paper.quizId}/submit`, {
      attemptId: retake.attemptId,
      timeSpent: 100,
      answers: answerSheet(paper.questions, 6),
    });

    const asha = await ok(who.asha, "GET", `/api/live-tests/${liveTestId}/results`);
    expect(asha).toMatchObject({
      status: "provisional",
      cohortSize: 4, // Esha never started and Farid registered late without starting: not candidates
      maxMarks: 24,
      you: { marks: 12, rank: 1, percentile: 100 },
      top: [
        { rank: 1, name: "Zq-Asha K.", marks: 12 },
        { rank: 1, name: "Zq-Chitra R.", marks: 12 },
        { rank: 3, name: "Zq-Bala I.", marks: 7 },
        { rank: 4, name: "Zq-Dev S.", marks: -1 },
      ],
    });
    expect(asha.you.questionIds).toEqual(paper.questions.map((q) => q.id));
    expect(JSON.stringify(asha.top)).not.toContain("@example.com");
    expect((await ok(who.chitra, "GET", `/api/live-tests/${liveTestId}/results`)).you).toMatchObject({
      rank: 1,
      percentile: 100,
    });
    expect((await ok(who.bala, "GET", `/api/live-tests/${liveTestId}/results`)).you).toMatchObject({
      marks: 7,
      rank: 3,
      percentile: 50,
    });
    expect((await ok(who.dev, "GET", `/api/live-tests/${liveTestId}/results`)).you).toMatchObject({
      marks: -1,
      rank: 4,
      percentile: 25,
    });
    expect((await ok(who.esha, "GET", `/api/live-tests/${liveTestId}/results`)).you).toBeNull();
  });

  it("takes a challenge of the provisional key inside its window and refuses one after it", async () => {
    const url = `/api/live-tests/${liveTestId}/challenges`;
    const question = paper.questions[1]?.id as number;
    const reason = "Zq-The key gives option B; the working gives C.";
    const first = await ok(who.asha, "POST", url, { questionId: question, reason });
    expect(first).toMatchObject({ questionId: question, questionNumber: 2, reason });
    expect(
      await ok(who.asha, "POST", url, { questionId: question, reason: "Zq-asked again, same question" }),
    ).toEqual(first);
    const outside = await send(who.asha, "POST", url, { questionId: practice.questions[0]?.id, reason });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ field: "questionId" });
    const noReason = await send(who.asha, "POST", url, { questionId: question, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: "reason" });
    expect((await send(who.esha, "POST", url, { questionId: question, reason })).statusCode).toBe(403);

    const listed = await ok(admin, "GET", `/api/admin/live-tests/${liveTestId}/challenges`);
    expect(listed.challenges).toEqual([
      expect.objectContaining({ questionNumber: 2, reason, learnerEmail: "zq-asha@example.com" }),
    ]);
    expect((await ok(who.asha, "GET", `/api/live-tests/${liveTestId}/results`)).yourChallenges).toEqual([
      first,
    ]);

    t.clock.set("2026-11-25T06:00:00.000Z");
    const closed = await send(who.chitra, "POST", url, { questionId: question, reason });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("The challenge window closed at 25 Nov 2026, 11:30 am IST");
    // provisional until an admin publishes the final results (live-tests-organiser.test.ts)
    expect((await ok(who.chitra, "GET", `/api/live-tests/${liveTestId}/results`)).status).toBe("provisional");

    const [row] = await ok(admin, "GET", "/api/admin/live-tests").then((r) => r.liveTests);
    expect(row).toMatchObject({ registered: 6, started: 4, challenges: 1, phase: "ended" });
    expect((await send(admin, "POST", `/api/admin/live-tests/${liveTestId}/cancel`)).statusCode).toBe(409);
  });
});

/** Product rule 14: live tests are in Free; the plan rule applies to practice only. */
describe("a live test built from a mock a free learner could not practise", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let free: SignedIn;
  let liveTestId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    // the exam's first mock is the free one; the live paper is its second
    await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 3,
      title: "Zq-Free first mock",
    });
    paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 4,
      timeLimit: 30,
      title: "Zq-Free live mock",
    });
    const admin = await signIn(t.app, { role: "admin", email: "zq-free-live-admin@example.com" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/live-tests",
      payload: { quizId: paper.quizId, startsAt: STARTS, endsAt: ENDS },
      headers: { cookie: admin.cookie },
    });
    expect(created.statusCode, created.body).toBe(200);
    liveTestId = created.json().id;
    free = await signIn(t.app, { role: "learner", email: "zq-free-live@example.com" });
  });
  afterAll(() => t.close());

  const send = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: free.cookie } });

  it("registers, starts and submits on the Free plan during its window", async () => {
    const registered = await send("POST", `/api/live-tests/${liveTestId}/register`);
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({ registered: true });
    t.clock.set(STARTS);
    const started = await send("POST", `/api/live-tests/${liveTestId}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const { attemptId } = started.json() as { attemptId: number };
    const submitted = await send("POST", `/api/quiz/${paper.quizId}/submit`, {
      attemptId,
      timeSpent: 300,
      answers: answerSheet(paper.questions, 2),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it("is ranked with the cohort after the window, and the paper is then practice under the plan rule", async () => {
    t.clock.set(new Date(Date.parse(ENDS) + 60_000));
    await runDueJobs(t.ctx);
    const results = await send("GET", `/api/live-tests/${liveTestId}/results`);
    expect(results.statusCode, results.body).toBe(200);
    expect(results.json()).toMatchObject({ cohortSize: 1, you: { rank: 1, percentile: 100 } });
    const practice = await send("POST", `/api/quiz/${paper.quizId}/start`, {});
    expect(practice.statusCode).toBe(403);
    expect(practice.json().message).toBe(MOCK_TEST_NEEDS_PLAN);
  });
});
