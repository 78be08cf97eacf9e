import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toastWith } from "./learning-support";
import { type ApiUser, apiCall, apiSignIn, listQuizzes, useSession as sessionInto } from "./standing-api";
import { launchBrowser, newPage, type RunningServer, screenshot, startServer } from "./support";

/**
 * An institute's assignment on the built app: the teacher assigns a paper to a batch on the batch
 * page (close time in IST, 20 minutes per hour for one learner), two learners see it due on their
 * phones, one starts it from the page and submits, the other starts and leaves it open; at the close
 * (the server started again at a later moment, ABHYAS_TEST_NOW) the job queue finishes the open
 * attempt, the teacher reads the merit list and downloads it as CSV and Excel (read back), and the
 * learner sees "Rank r of N". One data directory; Chromium's clock set to the server's moment.
 */
const BEFORE = "2026-12-08T03:00:00.000Z"; // Tuesday 08:30 IST
const OPENS_IST = "2026-12-08T09:00";
const CLOSES_IST = "2026-12-08T11:00";
const DURING = "2026-12-08T04:35:00.000Z"; // 10:05 IST
const CLOSES = "2026-12-08T05:30:00.000Z"; // 11:00 IST
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const call = (server: RunningServer, who: ApiUser, method: string, url: string, body?: unknown) =>
  apiCall(server.url, who, method, url, body);

describe("an institute's assignment, as a teacher sets it and two learners take it", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-assignment-"));
  const tag = randomBytes(3).toString("hex");
  const BATCH = `Zq Assign Batch ${tag}`;
  let browser: Browser;
  let server: RunningServer | undefined;
  let teacher: ApiUser;
  let asha: ApiUser;
  let bala: ApiUser;
  let instituteId = 0;
  let batchId = 0;
  let paper: { id: number; title: string; timeLimit: number };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const restartAt = async (now: string) => {
    await server?.stop();
    server = await startServer({ dataDir, now });
    return server;
  };
  const open = async (now: string, who: ApiUser, pathname: string, viewport = DESKTOP) => {
    if (!server) throw new Error("no server");
    const opened = await newPage(browser, { now, viewport });
    await sessionInto(opened.page.context(), server.url, who);
    await opened.page.goto(`${server.url}${pathname}`);
    return opened;
  };

  it("before: the teacher assigns a paper to the batch with a close time and extra time for one learner", async () => {
    const s = await restartAt(BEFORE);
    const admin = await apiSignIn(s.url, { email: `zq-asg-admin-${tag}@example.com`, role: "admin" });
    const ownerEmail = `zq-asg-teacher-${tag}@example.com`;
    instituteId = (
      await call(s, admin, "POST", "/api/admin/institutes", { name: `Zq Assign Classes ${tag}`, ownerEmail })
    ).id;
    teacher = await apiSignIn(s.url, { email: ownerEmail });
    const batch = await call(s, teacher, "POST", `/api/institutes/${instituteId}/batches`, { name: BATCH });
    batchId = batch.id;
    asha = await apiSignIn(s.url, {
      email: `zq-asg-asha-${tag}@example.com`,
      firstName: "Zq-Asha",
      lastName: "Kumar",
    });
    bala = await apiSignIn(s.url, {
      email: `zq-asg-bala-${tag}@example.com`,
      firstName: "Zq-Bala",
      lastName: "Iyer",
    });
    for (const learner of [asha, bala])
      await call(s, learner, "POST", "/api/batches/join", { code: batch.joinCode });
    // a paper with questions that closes well inside the window: the shortest practice quiz
    const quizzes = await listQuizzes(s.url);
    const chosen = quizzes
      .filter((q) => q.kind === "practice" && q.totalQuestions >= 3 && q.timeLimit <= 60)
      .sort((a, b) => a.timeLimit - b.timeLimit || a.id - b.id)[0];
    if (!chosen) throw new Error("the seed has no short practice quiz");
    paper = chosen;

    const { page, errors } = await open(BEFORE, teacher, `/institute/${instituteId}/batches/${batchId}`);
    await page.getByRole("heading", { name: "Assign a paper" }).waitFor();
    await page.getByLabel("Paper", { exact: true }).selectOption(String(paper.id));
    await page.getByLabel("Opens (IST)").fill(OPENS_IST);
    await page.getByLabel("Closes (IST)").fill(CLOSES_IST);
    await page.getByLabel("Learner", { exact: true }).selectOption(String(bala.id));
    await page.getByLabel("Minutes per hour").fill("20");
    await page.getByRole("button", { name: "Give extra time" }).click();
    await page.getByTestId("extra-time-list").getByText("Zq-Bala Iyer: 20 min per hour").waitFor();
    await page.getByLabel("Note for the learners").fill("Zq Revise chapter 1 first");
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await toastWith(page, "Paper assigned").waitFor();
    const row = page.getByTestId("assignment-row").filter({ hasText: paper.title });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(`${bala.email}: 20 min per hour`);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, "assignment-teacher-desktop");

    // before it opens the teacher changes it in a form filled with what was set (the learners see the new note)
    await row.getByRole("button", { name: "Edit", exact: true }).click();
    const edit = page.getByRole("form", { name: `Edit “${paper.title}”` });
    await expect(edit.getByLabel("Opens (IST)").inputValue()).resolves.toBe(OPENS_IST);
    await expect(edit.getByLabel("Closes (IST)").inputValue()).resolves.toBe(CLOSES_IST);
    await edit.getByTestId("extra-time-list").getByText("Zq-Bala Iyer: 20 min per hour").waitFor();
    await edit.getByLabel("Note for the learners").fill("Zq Revise chapter 2 first");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await toastWith(page, "Assignment saved").waitFor();
    await edit.waitFor({ state: "detached" });
    const saved = await call(
      s,
      teacher,
      "GET",
      `/api/institutes/${instituteId}/assignments?batchId=${batchId}`,
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      note: "Zq Revise chapter 2 first",
      attemptsAllowed: 1,
      extraTime: [{ userId: bala.id, minutesPerHour: 20 }],
    });
    expect(errors).toEqual([]);
  }, 240_000);

  it("during: both learners see it due on their phones; one starts it from the page and submits, the other leaves it open", async () => {
    const s = await restartAt(DURING);
    const ashaPage = await open(DURING, asha, "/my-batches", PHONE);
    const card = ashaPage.page.getByTestId("my-assignment").filter({ hasText: paper.title });
    await card.getByText("Closes soon").waitFor();
    await card.getByText("Zq Revise chapter 2 first").waitFor();
    await screenshot(ashaPage.page, "assignment-learner-due-phone");
    await card.getByRole("button", { name: "Start" }).click();
    await ashaPage.page.waitForURL(/\/quiz\/\d+\?attempt=\d+/);
    const attemptId = Number(new URL(ashaPage.page.url()).searchParams.get("attempt"));
    const sheet = await call(s, asha, "GET", `/api/quiz/${paper.id}/opening?attemptId=${attemptId}`);
    const questionIds: number[] = sheet.attempt.questionIds;
    const submitted = await call(s, asha, "POST", `/api/quiz/${paper.id}/submit`, {
      attemptId,
      timeSpent: 120,
      answers: Object.fromEntries(questionIds.map((id) => [String(id), 0])),
    });
    // the key and marks wait for the close
    expect(submitted.withheld?.until).toBe(CLOSES);

    const balaPage = await open(DURING, bala, "/my-batches", PHONE);
    const balaCard = balaPage.page.getByTestId("my-assignment").filter({ hasText: paper.title });
    await balaCard.getByText("Your extra time: 20 minutes per hour").waitFor();
    await screenshot(balaPage.page, "assignment-learner-extra-phone");
    const started = await call(
      s,
      bala,
      "POST",
      `/api/user/assignments/${(await call(s, bala, "GET", "/api/user/assignments"))[0].id}/start`,
    );
    const extraMs = (paper.timeLimit * 20 * 60_000) / 60;
    // the server's clock runs on from DURING: the deadline is counted from the start it recorded
    const expected = Math.min(
      Date.parse(started.startedAt) + paper.timeLimit * 60_000 + extraMs,
      Date.parse(CLOSES) + extraMs,
    );
    expect(Date.parse(started.deadline)).toBe(expected);
    expect(ashaPage.errors).toEqual([]);
    expect(balaPage.errors).toEqual([]);
  }, 240_000);

  it("after the close: the server finished the open attempt; the teacher downloads the merit list; the learner sees rank of N", async () => {
    const after = new Date(
      Date.parse(CLOSES) + (paper.timeLimit * 20 * 60_000) / 60 + 5 * 60_000,
    ).toISOString();
    const s = await restartAt(after);
    const meritUrl = `/api/institutes/${instituteId}/assignments`;
    const [assignment] = await call(s, teacher, "GET", `${meritUrl}?batchId=${batchId}`);
    // the worker finishes Bala's attempt at its deadline: wait for the queue to run
    let merit = await call(s, teacher, "GET", `${meritUrl}/${assignment.id}/merit-list`);
    for (let i = 0; i < 60 && merit.cohortSize < 2; i++) {
      await new Promise((r) => setTimeout(r, 500));
      merit = await call(s, teacher, "GET", `${meritUrl}/${assignment.id}/merit-list`);
    }
    expect(
      merit.rows.map((r: { name: string; finishedBy: string }) => [r.name, r.finishedBy]).sort(),
    ).toEqual([
      ["Zq-Asha Kumar", "learner"],
      ["Zq-Bala Iyer", "server"],
    ]);

    const { page, errors } = await open(after, teacher, `/institute/${instituteId}/batches/${batchId}`);
    const row = page.getByTestId("assignment-row").filter({ hasText: paper.title });
    await row.getByRole("button", { name: "Merit list" }).click();
    await row.getByTestId("assignment-merit-row").nth(1).waitFor();
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, "assignment-merit-desktop");
    const download = async (label: string) => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        row.getByRole("link", { name: label }).click(),
      ]);
      return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
    };
    const expected = merit.rows.map((r: { rank: number; name: string; marks: number }) => [
      r.rank,
      r.name,
      r.marks,
    ]);
    const csv = await download("Download CSV");
    expect(csv.name).toMatch(/-merit-list-2026-12-08\.csv$/);
    const records: string[][] = parse(csv.bytes, { bom: true });
    expect(records[0]?.slice(0, 4)).toEqual(["Rank", "Name", "Email", "Marks"]);
    expect(records.slice(1).map((r) => [Number(r[0]), r[1], Number(r[3])])).toEqual(expected);
    const at = records[0]!.indexOf("Submitted at");
    for (const r of records.slice(1)) expect(Number.isNaN(Date.parse(r[at]!))).toBe(false);
    const xlsx = await download("Download Excel");
    expect(xlsx.name).toMatch(/-merit-list-2026-12-08\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Merit list");
    const rows = [2, 3].map((n) => sheet?.getRow(n).values as unknown[]);
    expect(rows.map((r) => [r[1], r[2], r[4]])).toEqual(expected);
    for (const r of rows) expect(r[at + 1]).toBeInstanceOf(Date);

    // each question over the batch, as the statistics route counts it
    const stats = await call(s, teacher, "GET", `${meritUrl}/${assignment.id}/item-statistics`);
    await row.getByRole("button", { name: "Question statistics" }).click();
    await row.getByText("Over 2 learners' best attempts").waitFor();
    const statRows = row.getByTestId("item-statistics-row");
    await expect(statRows.count()).resolves.toBe(stats.questions.length);
    const first = stats.questions[0] as { position: number; correct: number };
    await expect(statRows.first().locator("td").nth(2).innerText()).resolves.toBe(
      `${Math.round(first.correct * 100)}%`,
    );

    // a learner's name opens their history in the institute, which downloads as CSV
    const ashaRow = merit.rows.find((r: { name: string }) => r.name === "Zq-Asha Kumar");
    await row.getByRole("link", { name: "Zq-Asha Kumar" }).click();
    await page.getByRole("heading", { name: "Zq-Asha Kumar: assignments" }).waitFor();
    const historyRow = page.getByTestId("history-row").filter({ hasText: paper.title });
    await expect(historyRow.innerText()).resolves.toContain(`Rank ${ashaRow.rank} of 2`);
    await expect(historyRow.innerText()).resolves.toContain(`${ashaRow.marks} / `);
    await screenshot(page, "assignment-learner-history-desktop");
    const [historyFile] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    const history: string[][] = parse(fs.readFileSync(await historyFile.path()), { bom: true });
    expect(history[0]?.slice(0, 2)).toEqual(["Assignment", "Batches"]);
    expect(history.slice(1).map((r) => [r[0], Number(r[4]), Number(r[6]), Number(r[7])])).toEqual([
      [paper.title, ashaRow.marks, ashaRow.rank, 2],
    ]);
    expect(errors).toEqual([]);

    const ashaPage = await open(after, asha, "/my-batches", PHONE);
    const rank = merit.rows.find((r: { name: string }) => r.name === "Zq-Asha Kumar").rank;
    await ashaPage.page.getByTestId("assignment-rank").getByText(`Rank ${rank} of 2`).waitFor();
    await ashaPage.page.getByTestId("assignment-rank").scrollIntoViewIfNeeded();
    await screenshot(ashaPage.page, "assignment-learner-rank-phone");
    expect(ashaPage.errors).toEqual([]);
  }, 240_000);
});
