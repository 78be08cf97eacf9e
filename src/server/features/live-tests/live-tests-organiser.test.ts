import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveTestChallenges, liveTests, notifications, quizzes } from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { answerSheet, createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-24T03:00:00.000Z"; // Tuesday 08:30 IST
const STARTS = "2026-11-24T04:30:00.000Z"; // 10:00 IST
const ENDS = "2026-11-24T06:00:00.000Z"; // 11:30 IST
const AFTER = "2026-11-24T06:02:00.000Z"; // every live attempt finished and scored
const CLOSES = "2026-11-24T08:00:00.000Z"; // a two-hour challenge window

/**
 * What the organiser of a live test works with: a draft paper scheduled and held, the full merit
 * list (a page, CSV, Excel), replies to challenges sent as notices, and publishing final results.
 */
describe("a live test as its organiser runs it", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let spare: FixtureQuiz;
  let admin: SignedIn;
  let asha: SignedIn; // premium, submits herself
  let bala: SignedIn; // free, leaves it to the server
  let chitra: SignedIn; // free, submits herself
  let liveTestId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    const draft = {
      examType: "jee" as const,
      kind: "mock" as const,
      timeLimit: 60,
      published: false,
      sections: [
        { name: "Physics", size: 2 },
        { name: "Chemistry", size: 2 },
      ],
    };
    paper = await createQuiz(t.ctx.db, { ...draft, title: "Zq-Organiser's JEE mock" });
    spare = await createQuiz(t.ctx.db, { ...draft, title: "Zq-Spare draft mock" });
    admin = await signIn(t.app, { role: "admin", email: "zq-org-admin@example.com" });
    asha = await signIn(t.app, {
      role: "premium",
      email: "zq-org-asha@example.com",
      firstName: "Zq-Asha",
      lastName: "Kumar",
    });
    bala = await signIn(t.app, {
      role: "learner",
      email: "zq-org-bala@example.com",
      firstName: "Zq-Bala",
      lastName: "Iyer",
    });
    chitra = await signIn(t.app, {
      role: "learner",
      email: "zq-org-chitra@example.com",
      firstName: "Zq-Chitra",
      lastName: "Rao",
    });
  });
  afterAll(() => t.close());

  type Method = "GET" | "POST" | "PUT";
  const send = (as: SignedIn | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: as ? { cookie: as.cookie } : {} });
  const ok = async (as: SignedIn, method: Method, url: string, payload?: unknown) => {
    const res = await send(as, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const published = async (quizId: number) =>
    (await t.ctx.db.select({ p: quizzes.published }).from(quizzes).where(eq(quizzes.id, quizId)))[0]?.p;
  const mockIds = async (as: SignedIn) =>
    ((await ok(as, "GET", "/api/mock-tests")) as { id: number }[]).map((m) => m.id);

  describe("scheduling a draft paper", () => {
    it("refuses a bad window and leaves the draft a draft", async () => {
      const res = await send(admin, "POST", "/api/admin/live-tests", {
        quizId: paper.quizId,
        startsAt: ENDS,
        endsAt: STARTS,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: "endsAt" });
      expect(await published(paper.quizId)).toBe(false);
      expect(await t.ctx.db.select().from(liveTests)).toEqual([]);
    });

    it("schedules it, publishing it under the hold: never listed or opened as practice before the end", async () => {
      expect((await send(asha, "GET", `/api/quiz/${paper.quizId}`)).statusCode).toBe(404);
      const created = await ok(admin, "POST", "/api/admin/live-tests", {
        quizId: paper.quizId,
        startsAt: STARTS,
        endsAt: ENDS,
        challengeHours: 2,
      });
      liveTestId = created.id;
      expect(created).toMatchObject({ status: "provisional", finalPublishedAt: null, unanswered: 0 });
      expect(await published(paper.quizId)).toBe(true);
      expect(await mockIds(asha)).not.toContain(paper.quizId);
      for (const who of [asha, null])
        expect((await send(who, "GET", `/api/quiz/${paper.quizId}`)).statusCode).toBe(403);
      expect((await send(asha, "POST", `/api/quiz/${paper.quizId}/start`, {})).statusCode).toBe(403);
    });

    it("makes a draft paper a draft again when its live test is cancelled", async () => {
      const spareTest = await ok(admin, "POST", "/api/admin/live-tests", {
        quizId: spare.quizId,
        startsAt: STARTS,
        endsAt: ENDS,
      });
      expect(await published(spare.quizId)).toBe(true);
      await ok(admin, "POST", `/api/admin/live-tests/${spareTest.id}/cancel`);
      expect(await published(spare.quizId)).toBe(false);
      expect(await mockIds(asha)).not.toContain(spare.quizId);
    });
  });

  describe("the merit list", () => {
    const url = () => `/api/admin/live-tests/${liveTestId}/merit-list`;

    it("is taken inside the window by free and premium candidates; no list before the end", async () => {
      for (const who of [asha, bala, chitra]) await ok(who, "POST", `/api/live-tests/${liveTestId}/register`);
      t.clock.set(STARTS);
      const start = async (who: SignedIn) =>
        (await ok(who, "POST", `/api/live-tests/${liveTestId}/start`)) as { attemptId: number };
      const a = await start(asha);
      t.clock.set(new Date(Date.parse(STARTS) + 10 * 60_000));
      // Asha: both Physics right, one Chemistry wrong (4 + 4 - 1)
      await ok(asha, "POST", `/api/quiz/${paper.quizId}/submit`, {
        attemptId: a.attemptId,
        timeSpent: 600,
        answers: answerSheet(paper.questions, 2, 1),
      });
      t.clock.set(new Date(Date.parse(STARTS) + 20 * 60_000));
      const c = await start(chitra);
      await ok(chitra, "POST", `/api/quiz/${paper.quizId}/submit`, {
        attemptId: c.attemptId,
        timeSpent: 300,
        answers: answerSheet(paper.questions, 3),
      });
      // Bala saves one right answer and never submits
      const b = await start(bala);
      await ok(bala, "PUT", `/api/attempts/${b.attemptId}/answers`, {
        answers: answerSheet(paper.questions, 1),
      });

      const early = await send(admin, "GET", url());
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        "The merit list is ready when this live test ends at 24 Nov 2026, 11:30 am IST",
      );
    });

    it("validates its query, naming the field, and is for admins only", async () => {
      t.clock.set(AFTER);
      await runDueJobs(t.ctx);
      for (const [query, field] of [
        ["?page=0", "page"],
        ["?page=two", "page"],
        ["?pageSize=500", "pageSize"],
      ] as const) {
        const res = await send(admin, "GET", `${url()}${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ field });
      }
      const badFormat = await send(admin, "GET", `${url()}/download?format=pdf`);
      expect(badFormat.statusCode).toBe(400);
      expect(badFormat.json()).toMatchObject({ field: "format" });
      for (const path of [url(), `${url()}/download?format=csv`, `${url()}/download?format=xlsx`]) {
        expect((await send(asha, "GET", path)).statusCode, path).toBe(403);
        expect((await send(null, "GET", path)).statusCode, path).toBe(401);
      }
      expect((await send(admin, "GET", "/api/admin/live-tests/9999/merit-list")).statusCode).toBe(404);
    });

    it("lists every candidate with full name, marks per section, rank, percentile, time and who submitted", async () => {
      const list = await ok(admin, "GET", url());
      expect(list).toMatchObject({
        cohortSize: 3,
        maxMarks: 16,
        status: "provisional",
        sectionNames: ["Physics", "Chemistry"],
        page: 1,
        pageSize: 50,
      });
      expect(list.rows).toEqual([
        expect.objectContaining({
          rank: 1,
          name: "Zq-Chitra Rao",
          email: "zq-org-chitra@example.com",
          marks: 12,
          sections: [
            { name: "Physics", marks: 8 },
            { name: "Chemistry", marks: 4 },
          ],
          percentile: 100,
          finishedBy: "learner",
        }),
        expect.objectContaining({
          rank: 2,
          name: "Zq-Asha Kumar",
          marks: 7,
          sections: [
            { name: "Physics", marks: 8 },
            { name: "Chemistry", marks: -1 },
          ],
          percentile: 66.67,
          finishedBy: "learner",
        }),
        expect.objectContaining({
          rank: 3,
          name: "Zq-Bala Iyer",
          marks: 4,
          percentile: 33.33,
          finishedBy: "server",
        }),
      ]);
      expect(list.rows[1].timeTakenSeconds).toBe(600);
      const second = await ok(admin, "GET", `${url()}?page=2&pageSize=1`);
      expect(second.rows.map((r: { name: string }) => r.name)).toEqual(["Zq-Asha Kumar"]);
      expect(second).toMatchObject({ cohortSize: 3, page: 2, pageSize: 1 });
    });

    it("downloads as CSV and as an Excel workbook named after the test and its day", async () => {
      const csv = await send(admin, "GET", `${url()}/download?format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toBe(
        'attachment; filename="zq-organiser-s-jee-mock-merit-list-2026-11-24.csv"',
      );
      const records: string[][] = parse(csv.rawPayload, { bom: true });
      expect(records[0]).toEqual([
        "Rank",
        "Name",
        "Email",
        "Marks",
        "Physics marks",
        "Chemistry marks",
        "NTA percentile",
        "Time taken",
        "Finished by",
      ]);
      expect(records.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5], r[6], r[8]])).toEqual([
        ["1", "Zq-Chitra Rao", "12", "8", "4", "100", "Submitted by the candidate"],
        ["2", "Zq-Asha Kumar", "7", "8", "-1", "66.67", "Submitted by the candidate"],
        ["3", "Zq-Bala Iyer", "4", "4", "0", "33.33", "Finished by the server at the deadline"],
      ]);

      const xlsx = await send(admin, "GET", `${url()}/download?format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers["content-disposition"]).toContain("merit-list-2026-11-24.xlsx");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet("Merit list");
      const rows = [2, 3, 4].map((n) => sheet?.getRow(n).values as unknown[]);
      expect(rows.map((r) => [r[1], r[2], r[4], r[7]])).toEqual([
        [1, "Zq-Chitra Rao", 12, 100],
        [2, "Zq-Asha Kumar", 7, 66.67],
        [3, "Zq-Bala Iyer", 4, 33.33],
      ]);
    });
  });

  describe("challenges and final results", () => {
    let challengeId: number;
    const replyUrl = (id: number) => `/api/admin/live-tests/${liveTestId}/challenges/${id}/reply`;

    it("replies to a challenge: kept on it and sent to the challenger as a notice, all or nothing", async () => {
      const raised = await ok(asha, "POST", `/api/live-tests/${liveTestId}/challenges`, {
        questionId: paper.questions[2]?.id,
        reason: "Zq-Option C is right by the second law.",
      });
      challengeId = raised.id;
      const listed = await ok(admin, "GET", `/api/admin/live-tests/${liveTestId}/challenges`);
      expect(listed.challenges).toEqual([
        expect.objectContaining({
          id: challengeId,
          questionNumber: 3,
          learnerName: "Zq-Asha Kumar",
          reply: null,
          question: expect.objectContaining({ id: paper.questions[2]?.id }),
        }),
      ]);

      for (const [body, field] of [
        [{}, "reply"],
        [{ reply: "   " }, "reply"],
        [{ reply: "x".repeat(2001) }, "reply"],
      ] as const) {
        const res = await send(admin, "PUT", replyUrl(challengeId), body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ field });
      }
      const stray = await send(admin, "PUT", replyUrl(challengeId), { reply: "Zq-ok", extra: 1 });
      expect(stray.statusCode).toBe(400);
      expect((await send(asha, "PUT", replyUrl(challengeId), { reply: "Zq-mine" })).statusCode).toBe(403);
      // a challenge of no such number in this test: nothing kept, nobody told
      const missing = await send(admin, "PUT", replyUrl(challengeId + 1000), { reply: "Zq-lost" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("No such challenge of this live test");
      expect(
        await t.ctx.db.select().from(notifications).where(eq(notifications.userId, asha.user.id)),
      ).toEqual([]);

      const reply = "Zq-Checked: the key stands, option D is right.";
      const answered = await ok(admin, "PUT", replyUrl(challengeId), { reply });
      expect(answered).toMatchObject({ id: challengeId, reply });
      const [stored] = await t.ctx.db
        .select()
        .from(liveTestChallenges)
        .where(and(eq(liveTestChallenges.id, challengeId), eq(liveTestChallenges.repliedBy, admin.user.id)));
      expect(stored?.reply).toBe(reply);

      const notices = await ok(asha, "GET", "/api/user/notifications");
      expect(notices.unreadCount).toBe(1);
      expect(notices.notifications[0]).toMatchObject({
        kind: "challenge-answered",
        params: { liveTestId, questionNumber: 3, reply, title: "Zq-Organiser's JEE mock" },
        link: `/live-tests/${liveTestId}/results`,
        text: `Your challenge of question 3 in Zq-Organiser's JEE mock was answered: ${reply}`,
      });
      const mine = await ok(asha, "GET", `/api/live-tests/${liveTestId}/results`);
      expect(mine.yourChallenges).toEqual([expect.objectContaining({ id: challengeId, reply })]);
      const { liveTests: rows } = await ok(admin, "GET", "/api/admin/live-tests");
      expect(rows.find((r: { id: number }) => r.id === liveTestId)).toMatchObject({
        challenges: 1,
        unanswered: 0,
      });
    });

    it("refuses to publish final results before the challenge window closes, then publishes them", async () => {
      const publishUrl = `/api/admin/live-tests/${liveTestId}/publish-final`;
      const early = await send(admin, "POST", publishUrl);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        "Final results can be published once the challenge window closes at 24 Nov 2026, 1:30 pm IST",
      );
      t.clock.set(CLOSES);
      expect((await ok(chitra, "GET", `/api/live-tests/${liveTestId}/results`)).status).toBe("provisional");
      expect((await send(chitra, "POST", publishUrl)).statusCode).toBe(403);
      expect((await send(admin, "POST", "/api/admin/live-tests/9999/publish-final")).statusCode).toBe(404);

      const done = await ok(admin, "POST", publishUrl);
      expect(done).toMatchObject({ status: "final", finalPublishedAt: CLOSES });
      t.clock.advance(60_000);
      expect((await ok(admin, "POST", publishUrl)).finalPublishedAt).toBe(CLOSES);
      expect((await ok(chitra, "GET", `/api/live-tests/${liveTestId}/results`)).status).toBe("final");
      expect((await ok(admin, "GET", `/api/admin/live-tests/${liveTestId}/merit-list`)).status).toBe("final");
    });

    it("after the window the paper is an ordinary published mock", async () => {
      expect(await mockIds(asha)).toContain(paper.quizId);
    });
  });
});
