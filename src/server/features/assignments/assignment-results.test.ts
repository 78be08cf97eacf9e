import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-12-07T03:00:00.000Z"; // Monday 08:30 IST
const OPENS = "2026-12-07T03:30:00.000Z";
const CLOSES = "2026-12-07T06:30:00.000Z";

type Learner = "asha" | "bala" | "chitra" | "dev";

/**
 * An assignment's results beyond the merit list: each question's statistics over the batch, each
 * learner's responses, a learner's history across the institute's assignments; as JSON and as files
 * read back as a spreadsheet would read them. Leaving the batch keeps a learner's attempts.
 */
describe("an assignment's item statistics, responses and each learner's history", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let teacher: SignedIn;
  let otherOwner: SignedIn;
  const who: Record<Learner, SignedIn> = {} as never;
  let instituteId = 0;
  let batchId = 0;
  let assignmentId = 0;
  const attemptOf: Partial<Record<Learner, number>> = {};
  const tag = randomBytes(3).toString("hex");
  const email = (name: string) => `zq-results-${name}-${tag}@example.com`;

  const send = (as: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: as.cookie } });
  const ok = async (as: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => {
    const res = await send(as, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res;
  };
  const base = () => `/api/institutes/${instituteId}/assignments/${assignmentId}`;
  const workbookOf = async (bytes: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      timeLimit: 30,
      questionCount: 4,
      title: `Zq Results paper ${tag}`,
    });
    const admin = await signIn(t.app, { role: "admin", email: email("admin") });
    const make = async (name: string) =>
      (
        await ok(admin, "POST", "/api/admin/institutes", {
          name: `Zq Results ${name} ${tag}`,
          ownerEmail: email(`owner-${name}`),
        })
      ).json().id as number;
    instituteId = await make("A");
    await make("B");
    teacher = await signIn(t.app, { email: email("owner-A") });
    otherOwner = await signIn(t.app, { email: email("owner-B") });
    const batch = (
      await ok(teacher, "POST", `/api/institutes/${instituteId}/batches`, { name: "Zq Evening" })
    ).json();
    batchId = batch.id;
    for (const [key, first] of [
      ["asha", "Zq-Asha"],
      ["bala", "Zq-Bala"],
      ["chitra", "Zq-Chitra"],
      ["dev", "Zq-Dev"],
    ] as const) {
      who[key] = await signIn(t.app, { email: email(key), firstName: first, lastName: "Verma" });
      if (key !== "dev") await ok(who[key], "POST", "/api/batches/join", { code: batch.joinCode });
    }
    assignmentId = (
      await ok(teacher, "POST", `/api/institutes/${instituteId}/assignments`, {
        quizId: paper.quizId,
        batchIds: [batchId],
        opensAt: OPENS,
        closesAt: CLOSES,
        keyShown: "after_submit",
      })
    ).json().id;
    t.clock.set(new Date(Date.parse(OPENS) + 60_000));
    // Asha all four right; Bala two right, one wrong, one skipped; Chitra three wrong, one skipped
    for (const [key, right, wrong] of [
      ["asha", 4, 0],
      ["bala", 2, 1],
      ["chitra", 0, 3],
    ] as const) {
      const sheet = (await ok(who[key], "POST", `/api/user/assignments/${assignmentId}/start`)).json();
      t.clock.set(new Date(t.ctx.now().getTime() + 5 * 60_000));
      const questionTimes = Object.fromEntries(
        paper.questions.map((q) => [q.id, { seconds: 30, visits: 1 }]),
      );
      await ok(who[key], "POST", `/api/quiz/${paper.quizId}/submit`, {
        attemptId: sheet.attemptId,
        answers: answerSheet(paper.questions, right, wrong),
        timeSpent: 120,
        questionTimes,
      });
      attemptOf[key] = sheet.attemptId;
    }
  });
  afterAll(() => t.close());

  it("gives each question's attempts, % correct, % skipped, each option's share, discrimination and time", async () => {
    const stats = (await ok(teacher, "GET", `${base()}/item-statistics`)).json();
    expect(stats.attempts).toBe(3);
    const rows = stats.questions as {
      position: number;
      attempts: number;
      correct: number;
      skipped: number;
      options: { index: number; isKey: boolean; share: number }[];
      discrimination: number | null;
      meanTimeSeconds: number | null;
    }[];
    expect(rows.map((q) => q.position)).toEqual([1, 2, 3, 4]);
    expect(rows.map((q) => q.attempts)).toEqual([3, 3, 3, 3]);
    expect(rows.map((q) => q.correct)).toEqual([2 / 3, 2 / 3, 1 / 3, 1 / 3]);
    expect(rows.map((q) => q.skipped)).toEqual([0, 0, 0, 2 / 3]);
    expect(rows[0]!.options.find((o) => o.isKey)?.share).toBeCloseTo(2 / 3);
    expect(rows.map((q) => q.meanTimeSeconds)).toEqual([30, 30, 30, 30]);
    expect(rows.every((q) => typeof q.discrimination === "number")).toBe(true);

    const csv = await ok(teacher, "GET", `${base()}/item-statistics/download?format=csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toContain("item-statistics-2026-12-07.csv");
    const records: string[][] = parse(csv.rawPayload, { bom: true });
    const header = records[0]!;
    expect(header.slice(0, 7)).toEqual([
      "Question",
      "Section",
      "Type",
      "Key",
      "Attempts",
      "Correct (%)",
      "Skipped (%)",
    ]);
    expect(header).toContain("Chose D (%)");
    expect(records.slice(1).map((r) => [r[0], r[5], r[6]])).toEqual([
      ["1", "66.7", "0"],
      ["2", "66.7", "0"],
      ["3", "33.3", "0"],
      ["4", "33.3", "66.7"],
    ]);

    const xlsx = await ok(teacher, "GET", `${base()}/item-statistics/download?format=xlsx`);
    const sheet = (await workbookOf(xlsx.rawPayload)).getWorksheet("Item statistics")!;
    const first = sheet.getRow(2).values as unknown[];
    expect(first.slice(1, 8)).toEqual([1, undefined, "single", first[4], 3, 66.7, 0]);
    const discrimination = first[header.indexOf("Discrimination index") + 1];
    expect(typeof discrimination).toBe("number");
    expect(first[header.indexOf("Average time (s)") + 1]).toBe(30);
  });

  it("downloads every learner's responses, one line per question, and refuses another institute", async () => {
    const csv = await ok(teacher, "GET", `${base()}/responses/download?format=csv`);
    const records: string[][] = parse(csv.rawPayload, { bom: true });
    expect(records[0]).toEqual([
      "Name",
      "Email",
      "Attempt",
      "Submitted at",
      "Question",
      "Section",
      "Answer",
      "Result",
      "Marks",
      "Time (s)",
    ]);
    const bala = records.filter((r) => r[1] === email("bala"));
    expect(bala.map((r) => [r[0], r[4], r[7]])).toEqual([
      ["Zq-Bala Verma", "1", "Correct"],
      ["Zq-Bala Verma", "2", "Correct"],
      ["Zq-Bala Verma", "3", "Wrong"],
      ["Zq-Bala Verma", "4", "Skipped"],
    ]);
    expect(records).toHaveLength(1 + 12);
    const xlsx = await ok(teacher, "GET", `${base()}/responses/download?format=xlsx`);
    const sheet = (await workbookOf(xlsx.rawPayload)).getWorksheet("Responses")!;
    const line = sheet.getRow(2).values as unknown[];
    expect(line[4]).toBeInstanceOf(Date);
    expect(typeof line[9]).toBe("number");

    for (const url of [`${base()}/item-statistics`, `${base()}/responses/download?format=csv`]) {
      expect((await send(otherOwner, "GET", url)).statusCode).toBe(404);
      expect((await send(who.asha, "GET", url)).statusCode).toBe(404);
    }
  });

  it("gives a learner's history with rank of N; leaving the batch keeps their attempts and their history", async () => {
    const history = (
      await ok(teacher, "GET", `/api/institutes/${instituteId}/learners/${who.bala.user.id}/history`)
    ).json();
    expect(history).toMatchObject({
      name: "Zq-Bala Verma",
      email: email("bala"),
      batches: [{ id: batchId, name: "Zq Evening", left: false }],
    });
    expect(history.rows).toEqual([
      expect.objectContaining({ assignmentId, rank: 2, of: 3, attemptsUsed: 1, batchNames: ["Zq Evening"] }),
    ]);
    // never in the institute's batches: no history, whoever asks
    expect(
      (await send(teacher, "GET", `/api/institutes/${instituteId}/learners/${who.dev.user.id}/history`))
        .statusCode,
    ).toBe(404);

    await ok(who.asha, "POST", `/api/user/batches/${batchId}/leave`);
    const [kept] = await t.ctx.db.select().from(attempts).where(eq(attempts.id, attemptOf.asha!));
    expect(kept).toMatchObject({ userId: who.asha.user.id, assignmentId });
    expect((await ok(who.asha, "GET", `/api/attempts/${attemptOf.asha}`)).json().marks).toBeGreaterThan(0);
    const after = (
      await ok(teacher, "GET", `/api/institutes/${instituteId}/learners/${who.asha.user.id}/history`)
    ).json();
    expect(after.batches).toEqual([{ id: batchId, name: "Zq Evening", left: true }]);
    expect(after.rows[0]).toMatchObject({ rank: 1, of: 3 });

    const xlsx = await ok(
      teacher,
      "GET",
      `/api/institutes/${instituteId}/learners/${who.asha.user.id}/history/download?format=xlsx`,
    );
    const sheet = (await workbookOf(xlsx.rawPayload)).getWorksheet("Assignments")!;
    const line = sheet.getRow(2).values as unknown[];
    expect(line[3]).toBeInstanceOf(Date);
    expect((line[3] as Date).toISOString()).toBe(CLOSES);
    expect(line[4]).toBeInstanceOf(Date);
    expect([typeof line[5], line[7], line[8]]).toEqual(["number", 1, 3]);
    const csv = await ok(
      teacher,
      "GET",
      `/api/institutes/${instituteId}/learners/${who.asha.user.id}/history/download?format=csv`,
    );
    const records: string[][] = parse(csv.rawPayload, { bom: true });
    expect(records[1]?.[2]).toBe(CLOSES);
  });

  it("stretches a sectional paper's sections by a learner's extra time, not only the whole paper", async () => {
    const sectional = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      timeLimit: 20,
      sections: [
        { name: "Zq Part A", timeLimitMinutes: 10, size: 2 },
        { name: "Zq Part B", timeLimitMinutes: 10, size: 2 },
      ],
    });
    const now = t.ctx.now().getTime();
    const set = (
      await ok(teacher, "POST", `/api/institutes/${instituteId}/assignments`, {
        quizId: sectional.quizId,
        batchIds: [batchId],
        opensAt: new Date(now + 60_000).toISOString(),
        closesAt: new Date(now + 3600_000).toISOString(),
        keyShown: "after_submit",
        extraTime: [{ userId: who.bala.user.id, minutesPerHour: 30 }],
      })
    ).json();
    t.clock.set(new Date(now + 2 * 60_000));
    const bala = (await ok(who.bala, "POST", `/api/user/assignments/${set.id}/start`)).json();
    const chitra = (await ok(who.chitra, "POST", `/api/user/assignments/${set.id}/start`)).json();
    expect(bala).toMatchObject({ extraMinutesPerHour: 30 });
    expect(Date.parse(bala.deadline) - Date.parse(bala.startedAt)).toBe(30 * 60_000);
    expect(chitra.extraMinutesPerHour).toBeUndefined();
    const [row] = await t.ctx.db.select().from(attempts).where(eq(attempts.id, bala.attemptId));
    expect(row?.extraMinutesPerHour).toBe(30);
    // 12 minutes in: Part A (10 minutes, 15 with the extra) still takes Bala's answer, not Chitra's
    t.clock.set(new Date(now + 14 * 60_000));
    const first = sectional.questions[0]!;
    const answers = { [first.id]: first.correctIndex };
    await ok(who.bala, "PUT", `/api/attempts/${bala.attemptId}/answers`, { answers });
    await send(who.chitra, "PUT", `/api/attempts/${chitra.attemptId}/answers`, { answers });
    const saved = async (id: number) =>
      (await t.ctx.db.select().from(attempts).where(eq(attempts.id, id)))[0]?.answers ?? {};
    expect(await saved(bala.attemptId)).toEqual({ [first.id]: first.correctIndex });
    expect(await saved(chitra.attemptId)).toEqual({});
  });

  it("works the item statistics out again after a key correction and again after its re-score", async () => {
    const third = paper.questions[2]!;
    const shareOfThird = async () => {
      const row = (await ok(teacher, "GET", `${base()}/item-statistics`)).json().questions[2] as {
        correct: number;
        options: { index: number; isKey: boolean }[];
      };
      return { correct: row.correct, key: row.options.filter((o) => o.isKey).map((o) => o.index) };
    };
    // Asha chose the key of question 3; Bala and Chitra both chose the option after it
    expect(await shareOfThird()).toEqual({ correct: 1 / 3, key: [third.correctIndex] });
    const theirs = (third.correctIndex + 1) % 4;
    const admin = await signIn(t.app, { role: "admin", email: email("admin") });
    const corrected = await send(admin, "POST", `/api/admin/questions/${third.id}/corrections`, {
      action: "key_change",
      correctAnswer: theirs,
      reason: "Zq- the final key",
      explanation: "Zq- why the corrected key is right",
      explanationHi: "Zq- सही कुंजी क्यों",
    });
    expect(corrected.statusCode, corrected.body).toBe(202);
    // the paper reads differently at once; the answers' marks change with the re-score
    expect(await shareOfThird()).toEqual({ correct: 1 / 3, key: [theirs] });
    await runDueJobs(t.ctx);
    expect(await shareOfThird()).toEqual({ correct: 2 / 3, key: [theirs] });
  });
});
