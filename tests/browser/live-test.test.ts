import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPaper } from "./exam-hall-support";
import { type ApiUser, apiCall, apiSignIn, useSession as sessionInto } from "./standing-api";
import { launchBrowser, newPage, type RunningServer, screenshot, startServer } from "./support";

/**
 * A live all-India test before, during and after its window: one data directory, the built server
 * started again at each moment (ABHYAS_TEST_NOW) and Chromium's clock set to the same moment.
 */
const STARTS = "2026-11-24T04:30:00.000Z"; // Tuesday 10:00 IST
const BEFORE = "2026-11-24T01:30:00.000Z"; // 07:00 IST, three hours before
const DURING = "2026-11-24T04:40:00.000Z"; // ten minutes in

const call = (server: RunningServer, who: ApiUser, method: string, url: string, body?: unknown) =>
  apiCall(server.url, who, method, url, body);

const SIZES = [
  { name: "phone", mobile: true },
  { name: "desktop", mobile: false },
] as const;

describe("a live test before, during and after its window", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-live-"));
  let browser: Browser;
  let server: RunningServer | undefined;
  let admin: ApiUser;
  let meera: ApiUser;
  const others: ApiUser[] = [];
  let liveTestId = 0;
  let endsAt = "";

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const restartAt = async (now: string, env?: Record<string, string>) => {
    await server?.stop();
    server = await startServer({ dataDir, now, env });
    return server;
  };
  const open = async (
    now: string,
    mobile: boolean,
    pathname: string,
  ): Promise<{ page: Page; errors: string[] }> => {
    if (!server) throw new Error("no server");
    const opened = await newPage(browser, { mobile, now });
    await sessionInto(opened.page.context(), server.url, meera);
    await opened.page.goto(`${server.url}${pathname}`);
    return opened;
  };

  it("before: a registered learner sees the upcoming test and the dashboard's reminder", async () => {
    const s = await restartAt(BEFORE);
    admin = await apiSignIn(s.url, { email: "zq-live-admin@live.test", role: "admin" });
    meera = await apiSignIn(s.url, {
      email: "zq-meera@live.test",
      role: "premium",
      firstName: "Zq-Meera",
      lastName: "Pillai",
    });
    const names = ["Zq-Arjun", "Zq-Kavya", "Zq-Rohan", "Zq-Sana", "Zq-Tariq"];
    // live tests are in Free (product rule 14): some candidates have no paid plan
    for (const [i, firstName] of names.entries())
      others.push(
        await apiSignIn(s.url, {
          email: `zq-live-${i}@live.test`,
          role: i % 2 === 0 ? "learner" : "premium",
          firstName,
          lastName: "Verma",
        }),
      );
    const quizzes: {
      id: number;
      kind: string;
      examType: string;
      timeLimit: number;
      published: boolean;
      questionCount: number;
    }[] = await call(s, admin, "GET", "/api/admin/quizzes");
    // the exam's last mock: not the one mock a free learner may practise
    const paper = quizzes
      .filter((q) => q.kind === "mock" && q.examType === "jee" && q.published && q.questionCount > 0)
      .sort((a, b) => b.id - a.id)[0];
    if (!paper) throw new Error("the seed has no JEE mock test");
    endsAt = new Date(Date.parse(STARTS) + (paper.timeLimit + 30) * 60_000).toISOString();
    const created = await call(s, admin, "POST", "/api/admin/live-tests", {
      quizId: paper.id,
      startsAt: STARTS,
      endsAt,
    });
    liveTestId = created.id;
    for (const who of [meera, ...others])
      await call(s, who, "POST", `/api/live-tests/${liveTestId}/register`);

    for (const size of SIZES) {
      const list = await open(BEFORE, size.mobile, "/live-tests");
      const card = list.page.getByTestId("live-test-card");
      await card.waitFor();
      await expect(card.getAttribute("data-phase")).resolves.toBe("upcoming");
      await expect(card.textContent()).resolves.toContain("You are registered");
      await expect(card.getByRole("button", { name: /start/i }).count()).resolves.toBe(0);
      await screenshot(list.page, `live-test-before-list-${size.name}`);
      const home = await open(BEFORE, size.mobile, "/");
      const banner = home.page.getByTestId("live-test-banner");
      await banner.waitFor();
      // the server's clock runs on from BEFORE: three hours, or a little less on a slow machine
      await expect(banner.textContent()).resolves.toMatch(
        /starts in (3 h|2 h \d+ min) \(Tue, 24 Nov, 10:00 am IST\)/,
      );
      await screenshot(home.page, `live-test-before-dashboard-${size.name}`);
      expect([...list.errors, ...home.errors]).toEqual([]);
      await list.page.context().close();
      await home.page.context().close();
    }
  }, 300_000);

  it("during: candidates start inside the window; the learner's Start opens the paper", async () => {
    const s = await restartAt(DURING);
    let earlyAttemptId = 0;
    for (const [i, who] of others.entries()) {
      const { attemptId, quizId } = await call(s, who, "POST", `/api/live-tests/${liveTestId}/start`);
      const quiz = await call(s, who, "GET", `/api/quiz/${quizId}`);
      const answers = Object.fromEntries(
        (quiz.questions as { id: number; type: string }[])
          .filter((q) => q.type === "single")
          .slice(0, 4 + 2 * i)
          .map((q, k) => [String(q.id), (k + i) % 4]),
      );
      await call(s, who, "PUT", `/api/attempts/${attemptId}/answers`, { answers });
      // two of them submit; the others leave it to the server at the end
      if (i < 2)
        await call(s, who, "POST", `/api/quiz/${quizId}/submit`, { attemptId, timeSpent: 300, answers });
      if (i === 0) earlyAttemptId = attemptId;
    }

    // a candidate who submitted early sees their own answers, and no key or score, until the end
    const early = await newPage(browser, { mobile: true, now: DURING });
    const earlyBy = others[0];
    if (!earlyBy) throw new Error("no candidates");
    await sessionInto(early.page.context(), s.url, earlyBy);
    await early.page.goto(`${s.url}/results/${earlyAttemptId}`);
    const note = early.page.getByText("Key and score published at");
    await note.waitFor();
    await expect(note.textContent()).resolves.toMatch(/^Key and score published at 24 Nov 2026, .+ IST$/);
    await expect(early.page.getByText("Your answer:").count()).resolves.toBeGreaterThan(0);
    await expect(early.page.getByText("Correct", { exact: true }).count()).resolves.toBe(0);
    await screenshot(early.page, "live-test-during-withheld-result-phone");
    expect(early.errors).toEqual([]);
    await early.page.context().close();

    // the other early submitter reads in Hindi: the note, their answers and the questions written in Hindi
    const hindiBy = others[1];
    if (!hindiBy) throw new Error("no second candidate");
    const hindiAttemptId = (await call(s, hindiBy, "GET", "/api/live-tests")).liveTests[0].attemptId;
    const inHindi = await newPage(browser, { now: DURING, locale: "hi-IN" });
    await sessionInto(inHindi.page.context(), s.url, hindiBy);
    await inHindi.page.goto(`${s.url}/results/${hindiAttemptId}`);
    const hindiNote = inHindi.page.getByText("उत्तर कुंजी और अंक");
    await hindiNote.waitFor();
    await expect(hindiNote.textContent()).resolves.toMatch(/IST पर प्रकाशित होंगे$/);
    await expect(inHindi.page.getByText("आपका उत्तर:").count()).resolves.toBeGreaterThan(0);
    const questions = inHindi.page.getByTestId("withheld-question");
    // the questions' text is the quiz's, which a page opened afresh asks for once
    await questions.first().waitFor();
    const languages = await questions.evaluateAll((spans) => spans.map((el) => el.getAttribute("lang")));
    expect(languages.filter((lang) => lang === "hi").length).toBeGreaterThan(0);
    await expect(questions.locator("xpath=self::*[@lang='hi']").first().innerText()).resolves.toMatch(
      /[\u0900-\u097F]/,
    );
    await screenshot(inHindi.page, "live-test-during-withheld-result-hindi-desktop");
    expect(inHindi.errors).toEqual([]);
    await inHindi.page.context().close();

    for (const size of SIZES) {
      const home = await open(DURING, size.mobile, "/");
      const banner = home.page.getByTestId("live-test-banner");
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toContain("Live now");
      await screenshot(home.page, `live-test-during-dashboard-${size.name}`);
      const list = await open(DURING, size.mobile, "/live-tests");
      const card = list.page.getByTestId("live-test-card");
      await card.waitFor();
      await expect(card.getAttribute("data-phase")).resolves.toBe("running");
      await screenshot(list.page, `live-test-during-list-${size.name}`);
      if (!size.mobile) {
        await card.getByRole("button", { name: "Start the test" }).click();
        // the paper opens on its instructions: the live attempt and its clock start at their Start
        await list.page.waitForURL(/\/quiz\/\d+\?live=\d+/);
        await list.page.getByTestId("paper-cover").waitFor();
        expect((await call(s, meera, "GET", "/api/live-tests")).liveTests[0].attemptId).toBeNull();
        await startPaper(list.page);
        await list.page.locator('[data-testid="quiz-timer"], [data-testid="wall-clock"]').first().waitFor();
      }
      expect([...list.errors, ...home.errors]).toEqual([]);
      await list.page.context().close();
      await home.page.context().close();
    }
    const mine = await call(s, meera, "GET", "/api/live-tests");
    expect(mine.liveTests[0]).toMatchObject({ phase: "running", registered: true });
    expect(mine.liveTests[0].attemptId).not.toBeNull();
  }, 300_000);

  it("after: every started attempt is scored and the results show rank, percentile and the top ten", async () => {
    const after = new Date(Date.parse(endsAt) + 5 * 60_000).toISOString();
    // the worker's first poll, 30 s after the start, finishes the two attempts nobody submitted
    const s = await restartAt(after, { JOBS_POLL_MS: "30000" });
    const waiting = await open(after, true, `/live-tests/${liveTestId}/results`);
    await waiting.page.getByTestId("results-being-scored").waitFor();
    await waiting.page.getByRole("heading", { name: "Results are being scored" }).waitFor();
    await screenshot(waiting.page, "live-test-after-being-scored-phone");
    // nobody reloads: the page asks again after the server's Retry-After and opens the results
    await waiting.page.getByTestId("your-result").waitFor({ timeout: 90_000 });
    expect(waiting.errors).toEqual([]);
    await waiting.page.context().close();
    let results:
      | { cohortSize: number; you: { rank: number; percentile: number } | null; status: string }
      | undefined;
    for (let i = 0; i < 60 && !results; i++) {
      const res = await fetch(`${s.url}/api/live-tests/${liveTestId}/results`, {
        headers: { cookie: meera.cookie },
      });
      if (res.ok) results = await res.json();
      else await new Promise((r) => setTimeout(r, 1000));
    }
    expect(results).toMatchObject({ cohortSize: 6, status: "provisional" });
    expect(results?.you).not.toBeNull();

    for (const size of SIZES) {
      const page = await open(after, size.mobile, `/live-tests/${liveTestId}/results`);
      await page.page.getByTestId("your-result").waitFor();
      await expect(page.page.getByTestId("results-status").textContent()).resolves.toBe(
        "Provisional results",
      );
      await expect(page.page.getByTestId("live-top").locator("li").count()).resolves.toBe(6);
      await expect(page.page.getByTestId("your-result").textContent()).resolves.toContain(
        `${results?.you?.percentile.toFixed(2)}`,
      );
      await screenshot(page.page, `live-test-after-results-${size.name}`);
      expect(page.errors).toEqual([]);
      await page.page.context().close();
    }

    const panel = await newPage(browser, { now: after });
    await sessionInto(panel.page.context(), s.url, admin);
    await panel.page.goto(`${s.url}/admin?tab=live-tests`);
    const row = panel.page.getByRole("listitem").filter({ hasText: "6 registered" });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("6 started");
    await screenshot(panel.page, "live-test-after-admin-desktop");
    expect(panel.errors).toEqual([]);
    await panel.page.context().close();
  }, 300_000);
});
