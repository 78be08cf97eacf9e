import {
  mockTestsResponseSchema,
  pastPapersResponseSchema,
  quizDetailSchema,
  quizzesResponseSchema,
} from "@shared/contract/quizzes";
import { PAST_PAPER_NEEDS_PLAN, PLANS } from "@shared/plans";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageGet } from "./learning-support";
import { apiSignIn, findQuiz, takeQuiz, useSession } from "./standing-api";
import { newPage, screenshotPath, signInAs, useBuiltApp } from "./support";

async function shot(page: Page, selector: string, name: string) {
  await page.locator(selector).screenshot({ path: screenshotPath(name) });
}

const UNTRUE_PROMISES = [
  /ad-free/i,
  /mentor/i,
  /priority support/i,
  /exclusive content/i,
  /custom study plan/i,
];

describe("plans, analytics figures, admin wording and math in Chromium", () => {
  const app = useBuiltApp();

  for (const [size, mobile] of [
    ["phone", true],
    ["desktop", false],
  ] as const) {
    it(`plan cards list only what each plan unlocks (${size})`, async () => {
      const { page, errors } = await newPage(app.browser, { mobile });
      if (!mobile) await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${app.server.url}/landing#pricing`);
      const free = page.getByTestId("plan-free");
      await free.waitFor();
      await expect(free.textContent()).resolves.toContain("The first full mock test of each exam");
      for (const plan of PLANS) {
        const text = (await page.getByTestId(`plan-${plan.id}`).textContent()) ?? "";
        for (const untrue of UNTRUE_PROMISES) expect(text, plan.id).not.toMatch(untrue);
      }
      await shot(page, "#pricing", `plan-cards-${size}`);
      expect(errors).toEqual([]);
    });
  }

  it("a free learner sees past papers locked with Upgrade, and starting one names the plans", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, { email: "zq-test-free-papers@example.com", role: "learner" });
    const papers = await pageGet(page, "/api/past-papers", pastPapersResponseSchema);
    expect(papers.length).toBeGreaterThan(0);
    expect(papers.every((p) => p.locked)).toBe(true);

    await page.goto(`${app.server.url}/past-papers`);
    const card = page.getByTestId("past-paper-card").first();
    await card.waitFor();
    await expect(card.getByRole("link", { name: /Start Paper/ }).count()).resolves.toBe(0);
    const upgrade = card.getByTestId("upgrade-link");
    await expect(upgrade.getAttribute("href")).resolves.toBe("/billing#plans");
    await expect(card.getByText("Monthly or Annual").isVisible()).resolves.toBe(true);

    // the first mock test of each exam is free to start; a second one (JEE Advanced, CSAT) is locked
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const exams = new Set(mocks.map((m) => m.examType));
    for (const exam of exams)
      expect(
        mocks.some((m) => m.examType === exam && !m.locked),
        exam,
      ).toBe(true);
    const lockedMocks = mocks.filter((m) => m.locked).length;
    await page.goto(`${app.server.url}/mock-tests`);
    await page.getByTestId("mock-test-card").first().waitFor();
    await expect(page.getByTestId("upgrade-link").count()).resolves.toBe(lockedMocks);

    // opening a locked paper by its address: the server refuses it, naming the plans
    await page.goto(`${app.server.url}/quiz/${papers[0]!.id}`);
    await page.getByRole("heading", { name: "Premium test" }).waitFor();
    await page.getByTestId("toast").filter({ hasText: PAST_PAPER_NEEDS_PLAN }).waitFor();
    expect(errors).toEqual([]);
  });

  it("analytics from 3 answers say 'Not enough data yet' and how much data there is", async () => {
    const learner = await apiSignIn(app.server.url, { email: "zq-test-three@example.com", role: "premium" });
    const quiz = await findQuiz(app.server.url, "jee", 4);
    await takeQuiz(app.server.url, learner, quiz.id, (_id, i) => (i < 3 ? 0 : undefined));
    const { page, errors } = await newPage(app.browser);
    await useSession(page.context(), app.server.url, learner);
    await page.goto(`${app.server.url}/analytics?exam=jee`);
    await page.getByTestId("overall-score").waitFor();
    await expect(page.getByTestId("overall-score").textContent()).resolves.toBe("Not enough data yet");
    await expect(page.getByTestId("overall-basis").textContent()).resolves.toContain(
      "From 3 answered questions: an overall score needs at least 20",
    );
    const body = (await page.locator("main").textContent()) ?? "";
    expect(body).not.toContain("h/week");
    expect(body).not.toMatch(/Improvement\s*0 pts/);
    expect(body).not.toContain("None yet");
    expect(errors).toEqual([]);
  });

  it("math too deeply nested shows as its source with a marker, not an error page", async () => {
    const { page, errors } = await newPage(app.browser, { withoutServiceWorker: true });
    await signInAs(page, app.server.url, { email: "zq-test-deep-math@example.com", role: "learner" });
    const quiz = await findQuiz(app.server.url, "jee", 2);
    const detail = await pageGet(page, `/api/quiz/${quiz.id}`, quizDetailSchema);
    const questionId = detail.questions[0]!.id;
    const bookmarked = await page.evaluate(
      async (id) => (await fetch(`/api/bookmark/${id}`, { method: "POST", credentials: "include" })).status,
      questionId,
    );
    expect(bookmarked).toBeLessThan(300);
    const deep = `Zq-Test deep $${"{".repeat(2400)}x${"}".repeat(2400)}$ end`;
    // The server refuses to save such math and typesets quiz pages itself (with the same cap); the
    // bookmarks page still typesets in the browser, so it is fed one as an older row might hold it.
    await page.route("**/api/user/bookmarks", async (route) => {
      const response = await route.fetch();
      const bookmarks = (await response.json()) as { questionId: number; question: string }[];
      for (const b of bookmarks) if (b.questionId === questionId) b.question = deep;
      await route.fulfill({ response, json: bookmarks });
    });
    await page.goto(`${app.server.url}/bookmarks`);
    const marker = page.getByTestId("math-not-shown").first();
    await marker.waitFor();
    await expect(marker.getAttribute("title")).resolves.toBe("math could not be shown");
    await expect(page.getByText("Zq-Test deep").first().isVisible()).resolves.toBe(true);
    await expect(page.getByText("Unexpected Application Error").count()).resolves.toBe(0);
    await expect(page.getByText("Maximum call stack").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("a page that fails shows a friendly message with a way back, never a stack trace", async () => {
    const { page } = await newPage(app.browser, { withoutServiceWorker: true });
    await signInAs(page, app.server.url, { email: "zq-test-broken-page@example.com", role: "learner" });
    // the bookmarks page's code cannot be loaded (e.g. after a deploy): its route errors
    await page.route(/\/assets\/bookmarks-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${app.server.url}/bookmarks`);
    await page.getByRole("heading", { name: "Something went wrong on this page" }).waitFor();
    await expect(page.getByRole("button", { name: "Go back" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Home" }).last().getAttribute("href")).resolves.toBe("/");
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text).not.toContain("Unexpected Application Error");
    expect(text).not.toMatch(/at \w+ \(|\.js:\d+/);
  });

  it("the admin feedback list renders math and shows a question report's reason, not stars", async () => {
    const { page: learnerPage } = await newPage(app.browser);
    await signInAs(learnerPage, app.server.url, { email: "zq-test-reporter@example.com", role: "learner" });
    const quizzes = await pageGet(learnerPage, "/api/quizzes", quizzesResponseSchema);
    const practice = quizzes.find((q) => q.kind === "practice")!;
    const detail = await pageGet(learnerPage, `/api/quiz/${practice.id}`, quizDetailSchema);
    const status = await learnerPage.evaluate(async (questionId) => {
      const res = await fetch("/api/feedback", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          rating: 1,
          category: "questions",
          feedback: "Zq-Test report: the answer should be $\\frac{1}{2}$",
          questionId,
        }),
      });
      return res.status;
    }, detail.questions[0]!.id);
    expect(status).toBe(201);

    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    await page.goto(`${app.server.url}/admin?tab=feedback`);
    const item = page.getByTestId("feedback-item").filter({ hasText: "Zq-Test report" });
    await item.waitFor();
    await expect(item.locator(".katex").count()).resolves.toBeGreaterThan(0);
    // the source stays only inside KaTeX's MathML annotation, never as "$...$" text
    await expect(item.textContent()).resolves.not.toContain("$\\frac");
    await expect(item.getByTestId("report-reason").textContent()).resolves.toBe(
      "Wrong answer, or the question cannot be answered",
    );
    await expect(item.textContent()).resolves.not.toContain("1/5");
    expect(errors).toEqual([]);
  });
});
