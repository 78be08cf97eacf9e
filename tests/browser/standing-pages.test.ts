import { dailyQuizSchema } from "@shared/contract/quizzes";
import {
  preparednessResponseSchema,
  type Recommendation,
  userPerformanceSchema,
  userProgressSchema,
} from "@shared/contract/standing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreMessage } from "../../src/client/features/analytics/score-message";
import {
  type ApiUser,
  apiGetAs,
  apiSignIn,
  axeViolations,
  findQuiz,
  takeQuiz,
  useSession,
} from "./standing-api";
import { launchBrowser, newPage, type RunningServer, screenshot, signInAs, startServer } from "./support";

/** The figures on a stat card, e.g. "12". */
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.trim() ?? "";

/** What the page says for a piece of the server's advice, in English (src/domain/analytics.ts, formula H). */
function englishAdvice(r: Recommendation): string {
  switch (r.kind) {
    case "take_a_quiz":
      return "Take a quiz to see your preparedness analytics";
    case "revise_topic":
      return `Revise ${r.topic}${r.topicNamesSubject ? "" : ` in ${r.subject}`}: ${r.accuracy}% accuracy over ${r.answered} questions`;
    case "start_subject":
      return `Start practising ${r.subject}: no questions answered yet`;
    case "keep_practising":
      return `Keep practising ${r.subject}, your lowest-scoring subject at ${r.score}%`;
    case "answer_more":
      return `Answer at least ${r.minimum} questions in a subject to see a reliable score`;
  }
}

describe("dashboard, analytics and progress in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let premium: ApiUser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // The premium demo learner takes a NEET quiz now, so today has real answers whatever the seed holds.
    premium = await apiSignIn(server.url, { email: "premium@demo.abhyas.in", role: "premium" });
    const quiz = await findQuiz(server.url, "neet", 5);
    await takeQuiz(server.url, premium, quiz.id, (_id, i) => i % 4);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("dashboard: the learner's figures change after another quiz", async () => {
    const { page, errors } = await newPage(browser);
    await signInAs(page, server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    await page.goto(`${server.url}/`);
    await page.getByRole("heading", { name: "Welcome back, Aarav!" }).waitFor();
    await page.waitForFunction(
      () => !document.querySelector("[data-testid=stat-tests]")?.textContent?.includes("…"),
    );

    // Today's Free Quiz is the server's daily quiz, with its figures and a Start Quiz link
    const daily = dailyQuizSchema.parse(
      await page.evaluate(async () => (await fetch("/api/daily-quiz")).json()),
    );
    await expect(text(page, "todays-quiz-title")).resolves.toBe(daily.title);
    await expect(page.getByText(`${daily.timeLimit} minutes`).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Start Quiz" }).getAttribute("href")).resolves.toBe(
      `/quiz/${daily.id}`,
    );
    for (const exam of ["upsc", "jee", "neet", "ssc", "banking"]) {
      await expect(
        page.getByRole("region", { name: "Prepare by exam" }).locator(`a[href="/exam/${exam}"]`).count(),
      ).resolves.toBe(1);
    }
    for (const [name, href] of [
      ["Daily Quiz", "/daily-quizzes"],
      ["Mock Tests", "/mock-tests"],
      ["Progress", "/progress-tracking"],
      ["Leaderboard", "#leaderboard"],
    ] as const) {
      await expect(
        page.getByRole("region", { name: "Quick practice" }).getByRole("link", { name }).getAttribute("href"),
      ).resolves.toBe(href);
    }
    const before = { tests: Number(await text(page, "stat-tests")) };
    await screenshot(page, "dashboard");

    // The learner takes another JEE quiz (from the same browser session), answering every question.
    const quiz = await findQuiz(server.url, "jee", 3);
    await page.evaluate(async (quizId) => {
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.json());
      const sheet = await post(`/api/quiz/${quizId}/start`, {});
      const answers = Object.fromEntries(sheet.questionIds.map((id: number) => [String(id), 1]));
      await post(`/api/quiz/${quizId}/submit`, { attemptId: sheet.attemptId, timeSpent: 90, answers });
    }, quiz.id);

    // Back on the dashboard through in-app navigation (no reload): the figures are read again.
    await page.getByRole("link", { name: /^Progress/ }).click();
    await page.getByRole("heading", { name: "Progress Tracking" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForFunction(
      (n) => document.querySelector("[data-testid=stat-tests]")?.textContent === String(n),
      before.tests + 1,
    );
    const progress = userProgressSchema.parse(
      await page.evaluate(async () => (await fetch("/api/user/progress")).json()),
    );
    expect(progress.testsCompleted).toBe(before.tests + 1);
    await expect(text(page, "stat-average")).resolves.toBe(`${Math.round(Number(progress.averageScore))}%`);
    expect(progress.dailyStreak).toBeGreaterThanOrEqual(1);
    await expect(text(page, "stat-streak")).resolves.toBe(
      `${progress.dailyStreak} ${progress.dailyStreak === 1 ? "day" : "days"}`,
    );
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it("analytics: locked for the free demo learner, with Upgrade to Premium opening the plans", async () => {
    const { page, errors } = await newPage(browser);
    await signInAs(page, server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    await page.goto(`${server.url}/analytics`);
    await page.getByTestId("analytics-locked").waitFor();
    await expect(page.getByTestId("overall-score").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    const dialog = page.getByRole("dialog", { name: "Upgrade to Premium" });
    await dialog.waitFor();
    await expect(dialog.getByRole("button", { name: /Monthly/ }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole("button", { name: /Annual/ }).isVisible()).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("analytics: unlocked for the premium learner, showing the server's figures", async () => {
    const expected = await apiGetAs(
      server.url,
      premium,
      "/api/analytics/preparedness/neet",
      preparednessResponseSchema,
    );
    expect(expected.hasData).toBe(true);

    const { page, errors } = await newPage(browser);
    await useSession(page.context(), server.url, premium);
    await page.goto(`${server.url}/analytics?exam=neet`);
    await page.getByTestId("overall-score").waitFor();
    await expect(text(page, "overall-score")).resolves.toBe(`${Math.round(expected.overallScore)}%`);
    await expect(text(page, "overall-message")).resolves.toBe(scoreMessage(expected.overallScore));
    const cards = page.getByTestId("subject-card");
    await expect(cards.count()).resolves.toBe(expected.subjectScores.length);
    const first = expected.subjectScores[0]!;
    await expect(cards.first().getByRole("heading", { level: 3 }).textContent()).resolves.toBe(first.subject);
    await expect(cards.first().getByText(`${first.recommendedStudyTime} h/week`).isVisible()).resolves.toBe(
      true,
    );
    for (const r of expected.recommendations) {
      await expect(
        page.getByTestId("recommendations").getByText(englishAdvice(r), { exact: true }).isVisible(),
      ).resolves.toBe(true);
    }
    await expect(page.getByLabel("Exam").inputValue()).resolves.toBe("neet");
    await screenshot(page, "analytics");
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it("analytics: 'No data yet' with a quiz link for an exam the learner has not practised", async () => {
    const fresh = await apiSignIn(server.url, { email: "fresh-premium@standing.test", role: "premium" });
    const { page, errors } = await newPage(browser);
    await useSession(page.context(), server.url, fresh);
    await page.goto(`${server.url}/analytics?exam=ssc`);
    await page.getByRole("heading", { name: "No data yet" }).waitFor();
    await expect(page.getByRole("link", { name: "Go to SSC quizzes" }).getAttribute("href")).resolves.toBe(
      "/exam/ssc",
    );
    expect(errors).toEqual([]);
  });

  it("analytics: a lost session shows 'Session Expired' and goes to Google sign-in", async () => {
    const { page } = await newPage(browser);
    await useSession(page.context(), server.url, premium);
    await page.goto(`${server.url}/analytics?exam=neet`);
    await page.getByTestId("overall-score").waitFor();
    await page.context().clearCookies();
    // the page goes to sign-in half a second after its toast: that request is held unanswered, so the
    // page (and its toast) stays to be read however slow the machine is
    await page.route("**/api/auth/google**", () => {});
    const googleSignIn = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/google");
    await page.getByLabel("Exam").selectOption("jee");
    const toast = page.getByTestId("toast");
    await toast.getByText("Session Expired").waitFor();
    await expect(toast.getByText("Please log in again to continue.").isVisible()).resolves.toBe(true);
    await googleSignIn;
  });

  it("progress: the learner's own figures, SVG charts, goals and the streak calendar", async () => {
    const [progress, performance] = await Promise.all([
      apiGetAs(server.url, premium, "/api/user/progress", userProgressSchema),
      apiGetAs(server.url, premium, "/api/user/performance", userPerformanceSchema),
    ]);
    const { page, errors } = await newPage(browser);
    await useSession(page.context(), server.url, premium);
    await page.goto(`${server.url}/progress-tracking`);

    const pointsChart = page.getByTestId("points-chart").locator("svg[data-chart]");
    await pointsChart.first().waitFor();
    await expect(pointsChart.first().isVisible()).resolves.toBe(true);
    // one bar per day with points, drawn from the server's timeline
    const daysWithPoints = performance.timeline.filter((t) => t.points > 0).length;
    await expect(page.getByTestId("points-chart").locator("rect[data-bar]").count()).resolves.toBe(
      daysWithPoints,
    );
    await expect(text(page, "progress-points")).resolves.toBe(progress.totalPoints.toLocaleString("en-IN"));
    await expect(page.getByTestId("exam-breakdown").getByRole("row").count()).resolves.toBe(
      performance.byExam.length + 1,
    );
    await screenshot(page, "progress");
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole("tab", { name: "Performance" }).click();
    const accuracyChart = page.getByTestId("accuracy-chart").locator("svg[data-chart]");
    await accuracyChart.first().waitFor();
    await expect(accuracyChart.first().isVisible()).resolves.toBe(true);
    // the caption counts its days in words that agree with the count
    const days = performance.timeline.filter((t) => t.accuracy !== null).length;
    await expect(page.getByTestId("accuracy-chart").locator("figcaption").textContent()).resolves.toContain(
      `over ${days} ${days === 1 ? "day" : "days"} of practice`,
    );
    // a subject is listed only with answers to show an accuracy of
    const answered = performance.bySubject.filter((s) => s.attempted > 0);
    const bySubject = page.getByRole("heading", { name: "Accuracy by subject" }).locator("..");
    await expect(bySubject.getByRole("progressbar").count()).resolves.toBe(answered.length);
    await expect(page.getByText(/ of 0 questions/).count()).resolves.toBe(0);

    await page.getByRole("tab", { name: "Goals" }).click();
    await expect(page.getByTestId("goal").count()).resolves.toBe(performance.goals.length);
    const firstGoal = performance.goals[0]!;
    await expect(
      page.getByRole("progressbar", { name: firstGoal.title }).getAttribute("aria-valuenow"),
    ).resolves.toBe(String(Math.round(firstGoal.progressPercent)));

    await page.getByRole("tab", { name: "Streak" }).click();
    const streak = await page.evaluate(async () => (await fetch("/api/user/streak")).json());
    const todayCell = page.locator(`[data-testid=streak-calendar] [data-day="${streak.today}"]`);
    await expect(todayCell.getAttribute("data-active")).resolves.toBe("true");
    await expect(page.locator("[data-testid=streak-calendar] td > div").count()).resolves.toBe(84);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });
});
