import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, reviewCards } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-12-07T03:00:00.000Z"; // Monday 08:30 IST
const OPENS = "2026-12-07T04:30:00.000Z"; // 10:00 IST
const CLOSES = "2026-12-07T06:30:00.000Z"; // 12:00 IST
const GRACE_MS = 30_000;
const at = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + plusMinutes * 60_000);

describe("an institute's assignment from setting it to its merit list", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let other: FixtureQuiz;
  let teacher: SignedIn;
  let otherTeacher: SignedIn;
  const who: Record<"asha" | "bala" | "chitra" | "dev", SignedIn> = {} as never;
  let instituteId = 0;
  let batchId = 0;
  let otherBatchId = 0;
  let assignmentId = 0;
  const tag = randomBytes(3).toString("hex");
  const email = (name: string) => `zq-assign-${name}-${tag}@example.com`;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      timeLimit: 60,
      title: `Zq Assigned JEE paper ${tag}`,
      sections: [
        { name: "Physics", size: 3 },
        { name: "Chemistry", size: 3 },
      ],
    });
    other = await createQuiz(t.ctx.db, { examType: "jee", kind: "mock", timeLimit: 30, questionCount: 4 });
    const admin = await signIn(t.app, { role: "admin", email: email("admin") });
    const made = async (name: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/institutes",
          payload: { name: `Zq Assign ${name} ${tag}`, ownerEmail: email(`owner-${name}`) },
          headers: { cookie: admin.cookie },
        })
      ).json().id as number;
    instituteId = await made("A");
    const otherInstitute = await made("B");
    teacher = await signIn(t.app, { email: email("owner-A") });
    otherTeacher = await signIn(t.app, { email: email("owner-B") });
    const batch = await ok(teacher, "POST", `/api/institutes/${instituteId}/batches`, { name: "Zq Morning" });
    batchId = batch.id;
    otherBatchId = (
      await ok(otherTeacher, "POST", `/api/institutes/${otherInstitute}/batches`, { name: "Zq B" })
    ).id;
    for (const [key, first, last] of [
      ["asha", "Zq-Asha", "Kumar"],
      ["bala", "Zq-Bala", "Iyer"],
      ["chitra", "Zq-Chitra", "Rao"],
      ["dev", "Zq-Dev", "Shah"],
    ] as const) {
      // learners on the Free plan: the institute's paper is theirs to take all the same
      who[key] = await signIn(t.app, { email: email(key), firstName: first, lastName: last });
      if (key !== "dev") await ok(who[key], "POST", "/api/batches/join", { code: batch.joinCode });
    }
  });
  afterAll(() => t.close());

  const send = (as: SignedIn, method: "GET" | "POST" | "PUT" | "PATCH", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: as.cookie } });
  const ok = async (
    as: SignedIn,
    method: "GET" | "POST" | "PUT" | "PATCH",
    url: string,
    payload?: unknown,
  ) => {
    const res = await send(as, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const base = () => `/api/institutes/${instituteId}/assignments`;
  const body = (over: object = {}) => ({
    quizId: paper.quizId,
    batchIds: [batchId],
    opensAt: "2026-12-07T10:00:00+05:30",
    closesAt: CLOSES,
    attemptsAllowed: 1,
    keyShown: "after_close",
    note: "Zq Chapters 1-3, no calculators",
    extraTime: [{ userId: who.bala.user.id, minutesPerHour: 20 }],
    ...over,
  });
  const mine = async (as: SignedIn) =>
    (await ok(as, "GET", "/api/user/assignments")) as {
      id: number;
      state: string;
      standing: { rank: number; of: number; marks: number } | null;
      attemptsUsed: number;
      extraMinutesPerHour: number;
    }[];
  const start = (as: SignedIn, id = assignmentId) => send(as, "POST", `/api/user/assignments/${id}/start`);
  const submit = (as: SignedIn, attemptId: number, answers: Record<string, number>, quizId = paper.quizId) =>
    send(as, "POST", `/api/quiz/${quizId}/submit`, { attemptId, answers, timeSpent: 60 });
  const row = async (attemptId: number) =>
    (await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptId)))[0]!;

  it("refuses a window closing before it opens, another institute's batch, an outsider's extra time, a draft paper", async () => {
    const backwards = await send(teacher, "POST", base(), body({ closesAt: "2026-12-07T04:00:00Z" }));
    expect(backwards.json()).toEqual({ message: "closesAt: must be after opensAt", field: "closesAt" });
    expect((await send(teacher, "POST", base(), body({ batchIds: [otherBatchId] }))).statusCode).toBe(404);
    const outsider = await send(
      teacher,
      "POST",
      base(),
      body({ extraTime: [{ userId: who.dev.user.id, minutesPerHour: 20 }] }),
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ field: "extraTime" });
    const draft = await createQuiz(t.ctx.db, { published: false });
    expect((await send(teacher, "POST", base(), body({ quizId: draft.quizId }))).json()).toMatchObject({
      field: "quizId",
    });
    expect((await send(teacher, "POST", base(), body({ attemptsAllowed: 0 }))).json()).toMatchObject({
      field: "attemptsAllowed",
    });
    // a learner of the batch and another institute's staff are not this institute's staff
    expect((await send(who.asha, "POST", base(), body())).statusCode).toBe(404);
    expect((await send(otherTeacher, "POST", base(), body())).statusCode).toBe(404);
  });

  it("sets the assignment; the batch's learners see it coming, nobody else does; it is edited before it opens", async () => {
    const created = await ok(teacher, "POST", base(), body());
    assignmentId = created.id;
    expect(created).toMatchObject({
      quizId: paper.quizId,
      batches: [{ id: batchId, name: "Zq Morning" }],
      opensAt: OPENS,
      closesAt: CLOSES,
      keyShown: "after_close",
      extraTime: [{ userId: who.bala.user.id, email: email("bala"), minutesPerHour: 20 }],
      submitted: 0,
    });
    expect((await mine(who.asha)).map((a) => [a.id, a.state])).toEqual([[assignmentId, "upcoming"]]);
    expect((await mine(who.bala))[0]?.extraMinutesPerHour).toBe(20);
    expect(await mine(who.dev)).toEqual([]);
    expect((await start(who.asha)).statusCode).toBe(409);
    expect((await start(who.dev)).statusCode).toBe(404);
    const edited = await ok(teacher, "PATCH", `${base()}/${assignmentId}`, body({ note: "Zq Chapters 1-4" }));
    expect(edited.note).toBe("Zq Chapters 1-4");
    expect(await ok(teacher, "GET", `${base()}?batchId=${batchId}`)).toHaveLength(1);
    expect((await send(otherTeacher, "GET", `/api/institutes/${instituteId}/assignments`)).statusCode).toBe(
      404,
    );
  });

  it("opens: a learner starts once, is resumed, submits, sees no key or marks before the close", async () => {
    t.clock.set(at(OPENS, 30)); // 10:30 IST
    expect((await mine(who.asha))[0]?.state).toBe("closing_soon");
    const sheet = (await start(who.asha)).json();
    expect(sheet.deadline).toBe(at(OPENS, 90).toISOString()); // 60 minutes from 10:30 IST
    expect((await row(sheet.attemptId)).assignmentId).toBe(assignmentId);
    expect((await start(who.asha)).json().attemptId).toBe(sheet.attemptId);
    // the exam hall opens the attempt through the ordinary routes: no plan applies to it
    const opening = await send(
      who.asha,
      "GET",
      `/api/quiz/${paper.quizId}/opening?attemptId=${sheet.attemptId}`,
    );
    expect(opening.statusCode, opening.body).toBe(200);

    const result = await submit(who.asha, sheet.attemptId, answerSheet(paper.questions, 4, 2));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ marks: 0, review: [], withheld: { until: CLOSES } });
    expect((await send(who.asha, "GET", `/api/attempts/${sheet.attemptId}`)).json()).toMatchObject({
      review: [],
      withheld: { until: CLOSES },
    });
    expect((await send(who.asha, "POST", `/api/attempts/${sheet.attemptId}/retake-wrong`)).statusCode).toBe(
      403,
    );
    const listed = (await ok(who.asha, "GET", "/api/user/attempts")) as
      | { attempts?: { id: number }[] }
      | { id: number }[];
    expect(JSON.stringify(listed)).not.toContain(`"id":${sheet.attemptId},`);
    // its wrong answers are review cards held until the close: the deck, its count, a bookmark
    // and a review answer would each tell which answers were wrong
    const wrongIds = paper.questions.slice(4).map((q) => q.id);
    const cards = await t.ctx.db.select().from(reviewCards).where(eq(reviewCards.userId, who.asha.user.id));
    expect(cards.map((c) => c.questionId).sort()).toEqual([...wrongIds].sort());
    expect(await ok(who.asha, "GET", "/api/user/review-queue")).toMatchObject({ cards: [] });
    await ok(who.asha, "POST", `/api/bookmark/${wrongIds[0]}`);
    const [bookmark] = await ok(who.asha, "GET", "/api/user/bookmarks");
    expect(bookmark).toMatchObject({ questionId: wrongIds[0], correctIndex: null, explanation: null });
    const early = await send(who.asha, "POST", `/api/user/review/${wrongIds[0]}`, { answer: 0 });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/^Key and score published at/);
    expect((await start(who.asha)).json()).toMatchObject({
      message: "You have used every attempt this assignment allows",
    });
    expect((await mine(who.asha))[0]?.state).toBe("done");
    expect((await send(teacher, "PATCH", `${base()}/${assignmentId}`, body())).statusCode).toBe(409);
  });

  it("gives a learner's extra time past the close, and the server finishes every open attempt at its deadline", async () => {
    t.clock.set(at(CLOSES, -20)); // 11:40 IST
    const bala = (await start(who.bala)).json();
    const chitra = (await start(who.chitra)).json();
    // Bala is owed 20 minutes (20 per hour of a 60-minute paper): past the close by those, no more
    expect(bala.deadline).toBe(at(CLOSES, 20).toISOString());
    expect(chitra.deadline).toBe(CLOSES);
    await ok(who.chitra, "PUT", `/api/attempts/${chitra.attemptId}/answers`, {
      answers: answerSheet(paper.questions, 3, 1),
    });
    await ok(who.bala, "PUT", `/api/attempts/${bala.attemptId}/answers`, {
      answers: answerSheet(paper.questions, 5),
    });

    t.clock.set(new Date(Date.parse(CLOSES) + GRACE_MS));
    expect((await start(who.dev)).statusCode).toBe(404);
    await runDueJobs(t.ctx);
    expect((await row(chitra.attemptId)).submittedAt?.toISOString()).toBe(
      new Date(Date.parse(CLOSES) + GRACE_MS).toISOString(),
    );
    expect((await row(bala.attemptId)).submittedAt).toBeNull();
    // Bala writes on after the common end
    await ok(who.bala, "PUT", `/api/attempts/${bala.attemptId}/answers`, {
      answers: answerSheet(paper.questions, 6),
    });
    t.clock.set(new Date(at(CLOSES, 20).getTime() + GRACE_MS));
    await runDueJobs(t.ctx);
    expect((await row(bala.attemptId)).submittedAt).not.toBeNull();
  });

  it("opens the learner's held review cards and bookmarked key at the close", async () => {
    t.clock.set(at(CLOSES, 1));
    const wrongIds = paper.questions.slice(4).map((q) => q.id);
    const queue = await ok(who.asha, "GET", "/api/user/review-queue");
    expect(queue.cards.map((c: { questionId: number }) => c.questionId).sort()).toEqual([...wrongIds].sort());
    const [bookmark] = await ok(who.asha, "GET", "/api/user/bookmarks");
    const wrong = paper.questions.find((q) => q.id === wrongIds[0]);
    expect(bookmark).toMatchObject({ questionId: wrongIds[0], correctIndex: wrong?.correctIndex });
    const answered = await send(who.asha, "POST", `/api/user/review/${wrongIds[0]}`, {
      answer: wrong?.correctIndex,
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });
  it("after the close shows the key, each learner's rank of N, and the merit list with CSV and XLSX", async () => {
    const [asha] = await t.ctx.db.select().from(attempts).where(eq(attempts.userId, who.asha.user.id));
    const result = (await ok(who.asha, "GET", `/api/attempts/${asha!.id}`)) as {
      marks: number;
      withheld?: unknown;
    };
    expect(result.withheld).toBeUndefined();
    expect(result.marks).toBeGreaterThan(0);
    const standings = await Promise.all(
      (["asha", "bala", "chitra", "dev"] as const).map(async (k) => (await mine(who[k]))[0] ?? null),
    );
    expect(standings.map((s) => s && [s.state, s.standing?.rank, s.standing?.of])).toEqual([
      ["done", 2, 3],
      ["done", 1, 3],
      ["done", 3, 3],
      null,
    ]);

    const list = await ok(teacher, "GET", `${base()}/${assignmentId}/merit-list`);
    expect(list).toMatchObject({ cohortSize: 3, sectionNames: ["Physics", "Chemistry"] });
    expect(
      list.rows.map((r: { name: string; rank: number; finishedBy: string }) => [
        r.rank,
        r.name,
        r.finishedBy,
      ]),
    ).toEqual([
      [1, "Zq-Bala Iyer", "server"],
      [2, "Zq-Asha Kumar", "learner"],
      [3, "Zq-Chitra Rao", "server"],
    ]);
    expect((await send(otherTeacher, "GET", `${base()}/${assignmentId}/merit-list`)).statusCode).toBe(404);
    expect((await send(who.asha, "GET", `${base()}/${assignmentId}/merit-list`)).statusCode).toBe(404);

    const csv = await send(teacher, "GET", `${base()}/${assignmentId}/merit-list/download?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("merit-list-2026-12-07.csv");
    const records: string[][] = parse(csv.rawPayload, { bom: true });
    expect(records[0]).toEqual([
      "Rank",
      "Name",
      "Email",
      "Marks",
      "Physics marks",
      "Chemistry marks",
      "Time taken",
      "Submitted at",
      "Finished by",
    ]);
    const lines = records.slice(1);
    expect(lines.map((r) => [Number(r[0]), r[1], r[2], Number(r[3])])).toEqual(
      list.rows.map((r: { rank: number; name: string; email: string; marks: number }) => [
        r.rank,
        r.name,
        r.email,
        r.marks,
      ]),
    );
    expect(lines.map((r) => Number(r[4]) + Number(r[5]))).toEqual(
      list.rows.map((r: { marks: number }) => r.marks),
    );
    expect(lines.map((r) => new Date(r[7]!).toISOString())).toEqual(
      list.rows.map((r: { submittedAt: string }) => r.submittedAt),
    );
    expect(lines.map((r) => r[8])).toEqual([
      "Finished by the server at the deadline",
      "Submitted by the learner",
      "Finished by the server at the deadline",
    ]);

    const xlsx = await send(teacher, "GET", `${base()}/${assignmentId}/merit-list/download?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Merit list")!;
    const rows = [2, 3, 4].map((n) => sheet.getRow(n).values as unknown[]);
    expect(rows.map((r) => [r[1], r[2], r[4]])).toEqual(
      list.rows.map((r: { rank: number; name: string; marks: number }) => [r.rank, r.name, r.marks]),
    );
    for (const r of rows) {
      expect(typeof r[5]).toBe("number");
      expect(r[8]).toBeInstanceOf(Date);
    }
    expect((rows[0]![8] as Date).toISOString()).toBe(list.rows[0].submittedAt);
  });

  it("shows the key at the submit when set so, counts the attempts allowed, and stops at a cancel", async () => {
    const second = await ok(
      teacher,
      "POST",
      base(),
      body({
        quizId: other.quizId,
        opensAt: at(CLOSES, 60).toISOString(),
        closesAt: at(CLOSES, 600).toISOString(),
        attemptsAllowed: 2,
        keyShown: "after_submit",
        extraTime: [],
      }),
    );
    t.clock.set(at(CLOSES, 61));
    for (let i = 0; i < 2; i++) {
      const sheet = (await start(who.chitra, second.id)).json();
      const result = (
        await submit(who.chitra, sheet.attemptId, answerSheet(other.questions, 2, 1), other.quizId)
      ).json();
      expect(result.withheld).toBeUndefined();
      expect(result.review).toHaveLength(4);
    }
    expect((await start(who.chitra, second.id)).statusCode).toBe(409);
    const open = (await start(who.asha, second.id)).json();
    const cancelled = await ok(teacher, "POST", `${base()}/${second.id}/cancel`);
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await start(who.bala, second.id)).json()).toMatchObject({
      message: "Your teacher cancelled this assignment",
    });
    expect((await mine(who.bala)).map((a) => a.id)).toEqual([assignmentId]);
    // an attempt running at the cancel goes on to its own deadline
    expect((await row(open.attemptId)).submittedAt).toBeNull();
  });
});
