import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { answerPaceSchema } from "@shared/contract/answer-pace";
import { attemptResultSchema, attemptSheetSchema } from "@shared/contract/attempts";
import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import { studyPlanResponseSchema } from "@shared/contract/study-plan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { addIstDays, istDay } from "../../src/domain/ist";
import { type ApiUser, apiGetAs, apiSignIn, useSession } from "./standing-api";
import { launchBrowser, newPage, type RunningServer, screenshotPath, startServer } from "./support";

// Wednesday 18 November 2026, 10:00 IST
const STARTED = "2026-11-18T04:30:00.000Z";
const ELAPSED_MINUTES = 30;

async function send<S extends z.ZodType>(
  server: RunningServer,
  user: ApiUser,
  method: "POST" | "PUT",
  url: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: user.cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return schema.parse(await res.json());
}

/**
 * The pace analysis of a JEE mock test taken with recorded question times, and the study plan
 * built from it. Question times are capped at the time an attempt has run, so the attempt is
 * started on a server whose clock reads 10:00 IST and submitted after a restart on the same data
 * at 10:30 IST.
 */
describe("pace analysis and study plan", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-pace-"));
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let learner: ApiUser;
  let attemptId: number;

  beforeAll(async () => {
    const first = await startServer({ dataDir, now: STARTED });
    const mocks = await apiGetAs(
      first.url,
      await apiSignIn(first.url, { email: "zq-x@pace.test" }),
      "/api/mock-tests",
      mockTestsResponseSchema,
    );
    const mock = mocks.find((m) => m.examType === "jee");
    if (!mock) throw new Error("the demo content has no JEE mock test");
    // a scout's result shows the keys
    const scout = await apiSignIn(first.url, {
      email: "zq-scout@pace.test",
      firstName: "Zq-Scout",
      role: "premium",
    });
    const scoutSheet = await send(first, scout, "POST", `/api/quiz/${mock.id}/start`, {}, attemptSheetSchema);
    const keys = await send(
      first,
      scout,
      "POST",
      `/api/quiz/${mock.id}/submit`,
      { attemptId: scoutSheet.attemptId, timeSpent: 0, answers: {} },
      attemptResultSchema,
    );
    learner = await apiSignIn(first.url, {
      email: "zq-pace@pace.test",
      firstName: "Zq-Pace",
      lastName: "Learner",
      role: "premium",
    });
    attemptId = (await send(first, learner, "POST", `/api/quiz/${mock.id}/start`, {}, attemptSheetSchema))
      .attemptId;
    await first.stop();

    server = await startServer({
      dataDir,
      now: new Date(Date.parse(STARTED) + ELAPSED_MINUTES * 60_000).toISOString(),
    });
    // single-correct questions in turn: right fast, wrong fast, wrong slow, right slow, skipped
    const answers: Record<string, number> = {};
    const questionTimes: Record<string, { seconds: number; visits: number }> = {};
    const singles = keys.review.filter((q) => q.type === "single" && q.correctIndex !== null);
    singles.forEach((q, i) => {
      const key = q.correctIndex as number;
      const [right, seconds] = (
        [
          [true, 50],
          [false, 35],
          [false, 260],
          [true, 200],
          [null, 20],
        ] as const
      )[i % 5]!;
      questionTimes[q.id] = { seconds, visits: 1 };
      if (right !== null) answers[q.id] = right ? key : (key + 1) % q.options.length;
    });
    await send(
      server,
      learner,
      "POST",
      `/api/quiz/${mock.id}/submit`,
      { attemptId, timeSpent: 0, answers, questionTimes },
      attemptResultSchema,
    );
    const examDate = addIstDays(istDay(new Date(STARTED)), 60);
    await send(
      server,
      learner,
      "PUT",
      "/api/user/study-plan",
      { examType: "jee", examDate },
      studyPlanResponseSchema,
    );
    browser = await launchBrowser();
  }, 300_000); // two server starts on a fresh data directory
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const device of ["phone", "desktop"] as const) {
    it(`shows the four-way analysis of the mock on the result page (${device})`, async () => {
      const pace = await apiGetAs(server.url, learner, `/api/attempts/${attemptId}/pace`, answerPaceSchema);
      expect(pace.basis).toBe("official");
      expect(pace.counts["fast-wrong"]).toBeGreaterThan(0);
      const { page, errors } = await newPage(browser, { mobile: device === "phone" });
      await useSession(page.context(), server.url, learner);
      await page.goto(`${server.url}/results/${attemptId}`);
      const analysis = page.getByTestId("pace-analysis");
      await analysis.waitFor();
      for (const key of ["fast-correct", "slow-correct", "fast-wrong", "slow-wrong"] as const) {
        await expect(analysis.getByTestId(`pace-${key}`).locator("p").first().textContent()).resolves.toBe(
          String(pace.counts[key]),
        );
      }
      await expect(analysis.getByTestId("careless-list").locator("li").count()).resolves.toBe(
        pace.careless.length,
      );
      await expect(analysis.getByTestId("pace-sections").locator("li").count()).resolves.toBe(3);
      // a full-page capture clipped to the analysis: an element capture would show the sticky header over it
      const box = await analysis.boundingBox();
      if (!box) throw new Error("the analysis has no box");
      const top = await page.evaluate(() => window.scrollY);
      await page.screenshot({
        path: screenshotPath(`pace-analysis-${device}`),
        fullPage: true,
        clip: {
          x: 0,
          y: box.y + top - 8,
          width: page.viewportSize()?.width ?? box.width,
          height: box.height + 16,
        },
      });
      expect(errors).toEqual([]);
    });

    it(`shows the study plan from the dashboard (${device})`, async () => {
      const { page, errors } = await newPage(browser, { mobile: device === "phone" });
      await useSession(page.context(), server.url, learner);
      await page.goto(`${server.url}/`);
      await page.getByTestId("study-plan-link").click();
      await page.waitForURL(`${server.url}/study-plan`);
      const plan = page.getByTestId("study-plan");
      await plan.waitFor();
      await plan.getByText("JEE on 17 Jan").waitFor();
      await page
        .getByTestId("study-plan-this-week")
        .getByText(/Practice questions/)
        .waitFor();
      await expect(plan.getByTestId("study-plan-week").count()).resolves.toBe(9);
      // never "58 of 16 done" nor a week from a day to the same day
      const thisWeek = page.getByTestId("study-plan-this-week");
      for (const row of await thisWeek.locator("li").allTextContents()) {
        const [, done, target] = /([\d,]+) of ([\d,]+) done/.exec(row) ?? [];
        if (done && target)
          expect(Number(done.replace(/,/g, ""))).toBeLessThanOrEqual(Number(target.replace(/,/g, "")));
      }
      await expect(thisWeek.getByRole("heading").textContent()).resolves.not.toMatch(/\((.+) – \1\)/);
      await page.screenshot({ path: screenshotPath(`study-plan-${device}`), fullPage: device === "desktop" });
      expect(errors).toEqual([]);
    });
  }

  it("tells a learner without a paid plan which plans unlock it", async () => {
    const { page } = await newPage(browser, { mobile: true });
    const free = await apiSignIn(server.url, { email: "zq-free@pace.test", firstName: "Zq-Free" });
    await useSession(page.context(), server.url, free);
    await page.goto(`${server.url}/study-plan`);
    await page.getByTestId("study-plan-locked").getByText("A study plan needs Monthly or Annual").waitFor();
  });
});
