import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  attemptAnswers,
  attempts,
  batches,
  batchMembers,
  bookmarks,
  feedback,
  instituteStaff,
  institutes,
  payments,
  sessions,
  staffInvitations,
  users,
  weeklyPoints,
} from "~/server/db/schema";
import { runDueJobs } from "~/server/jobs/worker";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { EXPORT_JSON_FILE, PAYMENTS_KEPT_REASON } from "~/shared/contract/account";
import type { LeaderboardResponse } from "~/shared/contract/standing";

const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST
const HOUR = 60 * 60_000;

type ExportJson = { exportedAt: string; tables: Record<string, Record<string, unknown>[]> };

describe("a learner's data to take away, and deleting the account", () => {
  let t: TestApp;
  let dataDir: string;
  let quiz: FixtureQuiz;
  let asha: SignedIn;
  let bala: SignedIn;
  let chitra: SignedIn;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zq-account-"));
    t = await createTestApp({ now: T0, env: { DATA_DIR: dataDir } });
    await insertExams(t.ctx.db);
    quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4, timeLimit: 10 });
    asha = await signIn(t.app, { email: "zq-asha@example.com", firstName: "Zq-Asha", lastName: "Kumar" });
    bala = await signIn(t.app, { email: "zq-bala@example.com", firstName: "Zq-Bala", lastName: "Iyer" });
    chitra = await signIn(t.app, { email: "zq-chitra@example.com", firstName: "Zq-Chitra", lastName: "Rao" });
    const at = new Date(Date.parse(T0) - HOUR);
    await takeQuiz(t, { userId: asha.user.id, quizId: quiz.quizId, results: "cccw", submittedAt: at });
    await takeQuiz(t, { userId: bala.user.id, quizId: quiz.quizId, results: "ccww", submittedAt: at });
    await takeQuiz(t, { userId: chitra.user.id, quizId: quiz.quizId, results: "cwww", submittedAt: at });
    const bookmarked = await call(asha, "POST", `/api/bookmark/${quiz.questions[0]?.id}`);
    expect(bookmarked.statusCode, bookmarked.body).toBeLessThan(300);
    await t.ctx.db.insert(feedback).values({
      userId: asha.user.id,
      rating: 4,
      category: "questions",
      feedback: "zq-asha's note: question 2 has a typo",
    });
    await t.ctx.db.insert(payments).values({
      userId: asha.user.id,
      plan: "monthly",
      providerOrderId: "zq-order-asha",
      amount: 9900,
      status: "paid",
      paidAt: new Date(T0),
    });
    // the attempts' own finishing jobs (no-ops once submitted), so a count below is the export's
    t.clock.set(T0);
    await runDueJobs(t.ctx);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (who: SignedIn | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
  const exportFiles = () => {
    const dir = path.join(dataDir, "exports");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const board = async () => {
    const res = await call(null, "GET", "/api/leaderboard");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LeaderboardResponse;
  };

  it("prepares the download in a job, serves it for a day, then removes it", async () => {
    t.clock.set(T0);
    expect((await call(null, "GET", "/api/account/export")).statusCode).toBe(401);
    expect((await call(asha, "GET", "/api/account/export")).json()).toMatchObject({ status: "none" });

    const asked = await call(asha, "POST", "/api/account/export");
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: "preparing", requestedAt: T0, readyAt: null });
    // asking again while it is prepared changes nothing
    expect((await call(asha, "POST", "/api/account/export")).json()).toMatchObject({ status: "preparing" });
    const early = await call(asha, "GET", "/api/account/export/download");
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe("No download of your data is ready: ask for one first");

    expect(await runDueJobs(t.ctx)).toBe(1);
    const ready = (await call(asha, "GET", "/api/account/export")).json();
    expect(ready).toMatchObject({
      status: "ready",
      readyAt: T0,
      expiresAt: new Date(Date.parse(T0) + 24 * HOUR).toISOString(),
    });
    expect(exportFiles()).toHaveLength(1);
    // someone else has nothing to download
    expect((await call(bala, "GET", "/api/account/export/download")).statusCode).toBe(404);

    const download = await call(asha, "GET", "/api/account/export/download");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toBe('attachment; filename="abhyas-data-2026-11-18.zip"');
    expect(download.rawPayload.length).toBe(ready.bytes);
    const zip = await JSZip.loadAsync(download.rawPayload);
    const text = await zip.file(EXPORT_JSON_FILE)?.async("string");
    if (!text) throw new Error("no JSON in the archive");
    const data = JSON.parse(text) as ExportJson;
    expect(data.tables.profile).toEqual([
      expect.objectContaining({ id: asha.user.id, email: "zq-asha@example.com", firstName: "Zq-Asha" }),
    ]);
    expect(data.tables.attempts).toEqual([expect.objectContaining({ marks: expect.any(Number) })]);
    expect(data.tables.attempt_answers).toHaveLength(4);
    expect(data.tables.bookmarks).toHaveLength(1);
    expect(data.tables.feedback_and_reports).toEqual([
      expect.objectContaining({ feedback: "zq-asha's note: question 2 has a typo" }),
    ]);
    expect(data.tables.payments).toEqual([expect.objectContaining({ providerOrderId: "zq-order-asha" })]);
    expect(data.tables.weekly_points?.length).toBeGreaterThan(0);
    // nothing of anyone else's
    expect(text).not.toContain("zq-bala");
    expect(text).not.toContain(String(bala.user.email));
    // a CSV per table, a header row then one row per record
    const csv = await zip.file("attempt_answers.csv")?.async("string");
    const lines = csv?.trim().split("\n") ?? [];
    expect(lines[0]).toContain("questionId");
    expect(lines).toHaveLength(1 + 4);
    expect(await zip.file("payments.csv")?.async("string")).toContain("zq-order-asha");

    // a day later the link no longer works, and the clean-up removes the file
    t.clock.advance(24 * HOUR + 1000);
    expect((await call(asha, "GET", "/api/account/export")).json()).toMatchObject({ status: "none" });
    expect((await call(asha, "GET", "/api/account/export/download")).statusCode).toBe(404);
    await runDueJobs(t.ctx);
    expect(exportFiles()).toEqual([]);
  });

  it("deletes the account: sessions end, the name leaves the board, its counts stay", async () => {
    t.clock.set(T0);
    const before = await board();
    expect(before.participants).toBe(3);
    expect(before.entries.map((e) => e.firstName)).toContain("Zq-Asha");
    const [answersBefore] = await t.ctx.db
      .select({ n: count() })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.userId, asha.user.id));
    // a prepared download goes with the account
    await call(asha, "POST", "/api/account/export");
    await runDueJobs(t.ctx);
    expect(exportFiles()).toHaveLength(1);

    const wrong = await call(asha, "DELETE", "/api/account", { email: "zq-bala@example.com" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "email: type your account's email exactly to confirm",
      field: "email",
    });
    const missing = await call(asha, "DELETE", "/api/account", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe("email");
    // nothing changed: still signed in, still named
    expect((await call(asha, "GET", "/api/account/export")).statusCode).toBe(200);

    const deleted = await call(asha, "DELETE", "/api/account", { email: " ZQ-Asha@example.com " });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, paymentsKept: 1, paymentsReason: PAYMENTS_KEPT_REASON });
    expect(deleted.cookies.find((c) => c.name === "abhyas_session")?.value).toBe("");

    // sessions end at once
    expect((await call(asha, "GET", "/api/account/export")).statusCode).toBe(401);
    const [left] = await t.ctx.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, asha.user.id));
    expect(left?.n).toBe(0);

    // the board: same participants and rows, the name gone
    const after = await board();
    expect(after.participants).toBe(before.participants);
    expect(after.entries.map((e) => [e.rank, e.totalPoints])).toEqual(
      before.entries.map((e) => [e.rank, e.totalPoints]),
    );
    const tombstone = after.entries.find((e) => e.id === asha.user.id);
    expect(tombstone).toMatchObject({
      deleted: true,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
    expect(JSON.stringify(after)).not.toContain("Zq-Asha");
    expect(after.entries.find((e) => e.id === bala.user.id)).toMatchObject({
      deleted: false,
      firstName: "Zq-Bala",
    });

    // what the database holds
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, asha.user.id));
    expect(row).toMatchObject({
      email: `deleted-${asha.user.id}@deleted.invalid`,
      firstName: null,
      lastName: null,
      googleSub: null,
      deletedAt: new Date(T0),
    });
    const countOf = async (table: typeof bookmarks | typeof feedback | typeof payments | typeof attempts) => {
      const [r] = await t.ctx.db.select({ n: count() }).from(table).where(eq(table.userId, asha.user.id));
      return r?.n;
    };
    expect(await countOf(bookmarks)).toBe(0);
    expect(await countOf(feedback)).toBe(0);
    expect(await countOf(payments)).toBe(1);
    expect(await countOf(attempts)).toBe(1);
    const [answersAfter] = await t.ctx.db
      .select({ n: count() })
      .from(attemptAnswers)
      .where(eq(attemptAnswers.userId, asha.user.id));
    expect(answersAfter?.n).toBe(answersBefore?.n);
    const points = await t.ctx.db.select().from(weeklyPoints).where(eq(weeklyPoints.userId, asha.user.id));
    expect(points.length).toBeGreaterThan(0);
    expect(exportFiles()).toEqual([]);

    // signing in with the same address again makes a new, empty account
    const again = await signIn(t.app, { email: "zq-asha@example.com", firstName: "Zq-Asha" });
    expect(again.user.id).not.toBe(asha.user.id);
    expect((await call(again, "GET", "/api/account/export")).json()).toMatchObject({ status: "none" });
  });

  it("takes a learner's batches and staff roles in the download, and out of the institute on deletion", async () => {
    t.clock.set(T0);
    const [centre] = await t.ctx.db
      .insert(institutes)
      .values({ name: "Zq Centre", slug: "zq-centre", joinCode: "ZQCENTRE1" })
      .returning();
    if (!centre) throw new Error("no institute");
    const [batch] = await t.ctx.db
      .insert(batches)
      .values({ instituteId: centre.id, name: "Zq JEE 2027 Morning", joinCode: "ZQBATCH01" })
      .returning();
    if (!batch) throw new Error("no batch");
    await t.ctx.db.insert(batchMembers).values({
      batchId: batch.id,
      email: "zq-chitra@example.com",
      userId: chitra.user.id,
      addedBy: "code",
      joinedAt: new Date(T0),
    });
    await t.ctx.db
      .insert(instituteStaff)
      .values({ instituteId: centre.id, userId: chitra.user.id, role: "teacher" });
    await t.ctx.db
      .insert(staffInvitations)
      .values({ instituteId: centre.id, email: "zq-chitra@example.com", role: "owner" });

    await call(chitra, "POST", "/api/account/export");
    await runDueJobs(t.ctx);
    const download = await call(chitra, "GET", "/api/account/export/download");
    expect(download.statusCode, download.body).toBe(200);
    const zip = await JSZip.loadAsync(download.rawPayload);
    const data = JSON.parse((await zip.file(EXPORT_JSON_FILE)?.async("string")) ?? "{}") as ExportJson;
    expect(data.tables.batches).toEqual([expect.objectContaining({ batchId: batch.id, addedBy: "code" })]);
    expect(data.tables.institute_staff).toEqual([expect.objectContaining({ role: "teacher" })]);

    const deleted = await call(chitra, "DELETE", "/api/account", { email: "zq-chitra@example.com" });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const members = await t.ctx.db.select().from(batchMembers).where(eq(batchMembers.batchId, batch.id));
    expect(members).toEqual([
      expect.objectContaining({
        userId: chitra.user.id,
        email: `deleted-${chitra.user.id}@deleted.invalid`,
        leftAt: new Date(T0),
        leftHow: "left",
      }),
    ]);
    expect(
      await t.ctx.db.select().from(instituteStaff).where(eq(instituteStaff.instituteId, centre.id)),
    ).toEqual([]);
    expect(
      await t.ctx.db.select().from(staffInvitations).where(eq(staffInvitations.instituteId, centre.id)),
    ).toEqual([]);
  });
});
