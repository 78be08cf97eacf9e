import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiUser, apiCall, apiSignIn, useSession as sessionInto } from "./standing-api";
import { launchBrowser, newPage, type RunningServer, screenshot, startServer } from "./support";

/**
 * A live test as its organiser runs it, on the built app: scheduled from a draft paper in the admin
 * panel, held from practice, taken by a free and a premium learner, then the merit list downloaded
 * (CSV and Excel, read back), a challenge answered (the challenger's notice) and the final results
 * published. One data directory; the server started again at each moment (ABHYAS_TEST_NOW) and
 * Chromium's clock set to the same moment.
 */
const BEFORE = "2026-11-24T01:30:00.000Z"; // 07:00 IST
const STARTS_IST = "2026-11-24T10:00";
const STARTS = "2026-11-24T04:30:00.000Z";
const DURING = "2026-11-24T04:40:00.000Z";
const DESKTOP = { width: 1280, height: 800 };

type MeritRow = { rank: number; name: string; marks: number; finishedBy: string };

const call = (server: RunningServer, who: ApiUser, method: string, url: string, body?: unknown) =>
  apiCall(server.url, who, method, url, body);

/** "2026-11-24T11:30": an instant as the admin's datetime-local field takes it, in IST. */
const istLocal = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16);

describe("a live test from a draft paper, as its organiser runs it", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-live-organiser-"));
  let browser: Browser;
  let server: RunningServer | undefined;
  let admin: ApiUser;
  let meera: ApiUser; // premium
  let arjun: ApiUser; // free
  let paper: { id: number; title: string; timeLimit: number };
  let liveTestId = 0;
  let endsAt = "";
  const after = () => new Date(Date.parse(endsAt) + 5 * 60_000).toISOString();
  const closed = () => new Date(Date.parse(endsAt) + 65 * 60_000).toISOString(); // a 1-hour challenge window

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
  const open = async (now: string, who: ApiUser, pathname: string) => {
    if (!server) throw new Error("no server");
    const opened = await newPage(browser, { now, viewport: DESKTOP });
    await sessionInto(opened.page.context(), server.url, who);
    await opened.page.goto(`${server.url}${pathname}`);
    return opened;
  };
  const liveItem = (page: Page): Locator =>
    page.locator(`[data-testid="admin-live-test"][data-live-test-id="${liveTestId}"]`);

  it("before: the admin schedules a draft paper in the panel; it is held from practice", async () => {
    const s = await restartAt(BEFORE);
    admin = await apiSignIn(s.url, { email: "zq-org-admin@live.test", role: "admin" });
    meera = await apiSignIn(s.url, {
      email: "zq-org-meera@live.test",
      role: "premium",
      firstName: "Zq-Meera",
      lastName: "Pillai",
    });
    arjun = await apiSignIn(s.url, {
      email: "zq-org-arjun@live.test",
      role: "learner",
      firstName: "Zq-Arjun",
      lastName: "Verma",
    });
    const quizzes: {
      id: number;
      title: string;
      kind: string;
      examType: string;
      timeLimit: number;
      published: boolean;
      questionCount: number;
    }[] = await call(s, admin, "GET", "/api/admin/quizzes");
    const mock = quizzes
      .filter((q) => q.kind === "mock" && q.examType === "jee" && q.published && q.questionCount > 0)
      .sort((a, b) => b.id - a.id)[0];
    if (!mock) throw new Error("the seed has no JEE mock test");
    paper = mock;
    // the organiser's paper is a draft: nobody but admins has seen it
    await call(s, admin, "PUT", `/api/admin/quizzes/${paper.id}`, { published: false });
    endsAt = new Date(Date.parse(STARTS) + (paper.timeLimit + 30) * 60_000).toISOString();

    const panel = await open(BEFORE, admin, "/admin?tab=live-tests");
    const form = panel.page.getByRole("region", { name: "Schedule a live test" });
    await panel.page.locator(`#live-quiz option[value="${paper.id}"]`).waitFor({ state: "attached" });
    await panel.page.selectOption("#live-quiz", String(paper.id));
    await panel.page.fill("#live-starts", STARTS_IST);
    await panel.page.fill("#live-ends", istLocal(endsAt));
    await panel.page.fill("#live-challenge-hours", "1");
    await form.getByRole("button", { name: "Schedule" }).click();
    await expect
      .poll(async () => (await call(s, admin, "GET", "/api/admin/live-tests")).liveTests.length, {
        timeout: 15_000,
      })
      .toBe(1);
    const { liveTests } = await call(s, admin, "GET", "/api/admin/live-tests");
    liveTestId = liveTests[0].id;
    expect(liveTests[0]).toMatchObject({ startsAt: STARTS, endsAt, challengeHours: 1 });
    await liveItem(panel.page).waitFor();
    expect(panel.errors).toEqual([]);
    await panel.page.context().close();

    // not practice before its window: not listed, and its page says it is held
    const mocks: { id: number }[] = await call(s, arjun, "GET", "/api/mock-tests");
    expect(mocks.map((m) => m.id)).not.toContain(paper.id);
    const list = await open(BEFORE, meera, "/mock-tests");
    await list.page.getByTestId("mock-test-card").first().waitFor();
    const cards = await list.page.getByTestId("mock-test-card").allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((text) => text.includes(paper.title))).toEqual([]);
    await list.page.goto(`${s.url}/quiz/${paper.id}`);
    await list.page.getByText("Quiz Not Found").waitFor();
    expect(list.errors).toEqual([]);
    await list.page.context().close();

    for (const who of [meera, arjun]) await call(s, who, "POST", `/api/live-tests/${liveTestId}/register`);
  }, 300_000);

  it("during: a premium and a free learner take it; one submits, the server finishes the other", async () => {
    const s = await restartAt(DURING);
    for (const [i, who] of [meera, arjun].entries()) {
      const { attemptId, quizId } = await call(s, who, "POST", `/api/live-tests/${liveTestId}/start`);
      const quiz = await call(s, who, "GET", `/api/quiz/${quizId}`);
      const answers = Object.fromEntries(
        (quiz.questions as { id: number; type: string }[])
          .filter((q) => q.type === "single")
          .slice(0, 12 - 6 * i)
          .map((q, k) => [String(q.id), (k + i) % 4]),
      );
      await call(s, who, "PUT", `/api/attempts/${attemptId}/answers`, { answers });
      if (who === meera)
        await call(s, who, "POST", `/api/quiz/${quizId}/submit`, { attemptId, timeSpent: 600, answers });
    }
  }, 300_000);

  it("after: the admin reads and downloads the merit list, and answers a challenge", async () => {
    const now = after();
    const s = await restartAt(now);
    let merit: { rows: MeritRow[]; cohortSize: number } | undefined;
    await expect
      .poll(
        async () => {
          const res = await fetch(`${s.url}/api/admin/live-tests/${liveTestId}/merit-list`, {
            headers: { cookie: admin.cookie },
          });
          if (res.ok) merit = await res.json();
          return res.status;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(200);
    if (!merit) throw new Error("no merit list");
    expect(merit.cohortSize).toBe(2);
    expect(merit.rows.map((r) => r.name).sort()).toEqual(["Zq-Arjun Verma", "Zq-Meera Pillai"]);
    expect(merit.rows.find((r) => r.name === "Zq-Arjun Verma")?.finishedBy).toBe("server");

    const question = (await call(s, meera, "GET", `/api/live-tests/${liveTestId}/results`)).you
      .questionIds[1];
    await call(s, meera, "POST", `/api/live-tests/${liveTestId}/challenges`, {
      questionId: question,
      reason: "Zq-The working gives option C, not the key's answer.",
    });

    const panel = await open(now, admin, "/admin?tab=live-tests");
    const item = liveItem(panel.page);
    await item.waitFor();
    await expect(item.getByTestId("admin-results-status").textContent()).resolves.toBe("Provisional results");
    // the challenge window is still open: publishing waits for it
    await expect(item.getByRole("button", { name: "Publish final results" }).isDisabled()).resolves.toBe(
      true,
    );
    await item.getByRole("button", { name: "Merit list" }).click();
    const table = item.getByTestId("merit-list");
    await table.locator("tbody tr").nth(1).waitFor();
    const shown = await table.locator("tbody tr").allTextContents();
    for (const [i, row] of merit.rows.entries()) expect(shown[i]).toContain(row.name);
    await item.scrollIntoViewIfNeeded();
    await screenshot(panel.page, "live-merit-list");

    const download = async (label: string) => {
      const [file] = await Promise.all([
        panel.page.waitForEvent("download"),
        table.getByRole("link", { name: label }).click(),
      ]);
      return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
    };
    const expected = merit.rows.map((r) => [r.rank, r.name, r.marks]);
    const csv = await download("Download CSV");
    expect(csv.name).toMatch(/-merit-list-2026-11-24\.csv$/);
    const records: string[][] = parse(csv.bytes, { bom: true });
    expect(records[0]?.slice(0, 4)).toEqual(["Rank", "Name", "Email", "Marks"]);
    expect(records.slice(1).map((r) => [Number(r[0]), r[1], Number(r[3])])).toEqual(expected);
    const xlsx = await download("Download Excel");
    expect(xlsx.name).toMatch(/-merit-list-2026-11-24\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Merit list");
    const rows = [2, 3].map((n) => sheet?.getRow(n).values as unknown[]);
    expect(rows.map((r) => [r[1], r[2], r[4]])).toEqual(expected);

    await item.getByRole("button", { name: "Hide merit list" }).click();
    await item.getByRole("button", { name: /^Challenges \(1\)$/ }).click();
    const challenge = item.getByTestId("live-challenge");
    await challenge.waitFor();
    await expect(challenge.textContent()).resolves.toContain("Zq-Meera Pillai");
    // Correct key opens the existing correction dialog for that question
    await challenge.getByRole("button", { name: "Correct key" }).click();
    await panel.page.getByRole("dialog").waitFor();
    await panel.page.keyboard.press("Escape");
    await panel.page.getByRole("dialog").waitFor({ state: "detached" });
    const reply = "Zq-Checked against the source: the key stands, option D is right.";
    await challenge.getByLabel("Reply to the candidate").fill(reply);
    await challenge.getByRole("button", { name: "Send reply" }).click();
    await expect
      .poll(() =>
        challenge
          .getByTestId("challenge-reply")
          .textContent()
          .catch(() => ""),
      )
      .toContain(reply);
    await challenge.scrollIntoViewIfNeeded();
    await screenshot(panel.page, "live-challenge-reply");
    expect(panel.errors).toEqual([]);
    await panel.page.context().close();

    // the challenger reads the reply as a notice, and the results still say provisional
    const home = await open(now, meera, "/");
    await home.page.getByTestId("notice-bell").click();
    const notices = home.page.getByTestId("notice-list");
    await expect
      .poll(() => notices.textContent())
      .toContain(`Your challenge of question 2 in ${paper.title} was answered: ${reply}`);
    await home.page.context().close();
    const results = await open(now, meera, `/live-tests/${liveTestId}/results`);
    const status = results.page.getByTestId("results-status");
    await status.waitFor();
    await expect(status.textContent()).resolves.toBe("Provisional results");
    await expect(results.page.getByTestId("challenge-reply").textContent()).resolves.toContain(reply);
    expect(results.errors).toEqual([]);
    await results.page.context().close();
  }, 300_000);

  it("after the challenge window: the admin publishes the final results and the learner's page says Final", async () => {
    const now = closed();
    await restartAt(now);
    const panel = await open(now, admin, "/admin?tab=live-tests");
    const item = liveItem(panel.page);
    await item.getByRole("button", { name: "Publish final results" }).click();
    await expect.poll(() => item.getByTestId("admin-results-status").textContent()).toBe("Final results");
    expect(panel.errors).toEqual([]);
    await panel.page.context().close();

    const results = await open(now, meera, `/live-tests/${liveTestId}/results`);
    const status = results.page.getByTestId("results-status");
    await status.waitFor();
    await expect(status.textContent()).resolves.toBe("Final results");
    expect(results.errors).toEqual([]);
    await results.page.context().close();
  }, 300_000);
});
