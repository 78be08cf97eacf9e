import { chapterDetailSchema } from "@shared/contract/chapters";
import { quizDetailSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { option, pageGet } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

/** JEE's chapter with the most questions in the bank, under Mathematics (collapsed at first). */
const CHAPTER = "math-integral-calculus";

/** Nothing wider than the screen: the page never scrolls sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const chapterRow = (page: Page, name: string) =>
  page.getByTestId("syllabus-chapter").filter({ has: page.getByRole("link", { name, exact: true }) });

describe("chapter-wise practice in Chromium", () => {
  const app = useBuiltApp();

  it("a free learner opens JEE's syllabus, practises an untried set of a chapter and sees the coverage change", async () => {
    const base = app.server.url;
    const { page, errors } = await newPage(app.browser, { mobile: true, locale: "en-IN" });
    await signInAs(page, base, { email: `zq-chapters-${Date.now()}@example.com`, firstName: "Zq-Chapters" });
    const before = await pageGet(page, `/api/exams/jee/chapters/${CHAPTER}`, chapterDetailSchema);
    expect(before.learner?.answered).toBe(0);
    const total = before.total;

    // the exam page: the syllabus by subject, Mathematics opened by the learner
    await page.goto(`${base}/exam/jee`);
    await page.getByRole("heading", { name: "Chapters" }).waitFor();
    await page.getByTestId("syllabus-subject").first().waitFor();
    await expect(page.getByTestId("syllabus-subject").count()).resolves.toBe(3);
    await page
      .getByTestId("syllabus-subject")
      .filter({ hasText: "Mathematics" })
      .locator("summary")
      .first()
      .click();
    const row = chapterRow(page, "Open Integral Calculus");
    await row
      .getByTestId("coverage-count")
      .filter({ hasText: `0 of ${total} answered` })
      .waitFor();
    await row.scrollIntoViewIfNeeded();
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await screenshot(page, "chapters-exam-page-phone");

    // the chapter page: counts, pace, the three ways; an untried set of 5
    await row.getByRole("link", { name: "Open Integral Calculus" }).click();
    await page.waitForURL(`${base}/exam/jee/chapters/${CHAPTER}`);
    await page.getByRole("heading", { name: "Integral Calculus", level: 1 }).waitFor();
    await page.getByText("The paper's pace: 144 s a question").waitFor();
    await page.getByRole("button", { name: "Mistakes again" }).waitFor();
    await expect(page.getByRole("button", { name: "Mistakes again" }).isDisabled()).resolves.toBe(true);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await screenshot(page, "chapter-page-phone");
    await page.getByTestId("set-size").selectOption("5");
    await page.getByTestId("start-untried").click();
    await page.waitForURL(/\/quiz\/\d+\?attempt=\d+$/);
    const quizId = Number(/\/quiz\/(\d+)/.exec(page.url())![1]);
    const quiz = await pageGet(page, `/api/quiz/${quizId}`, quizDetailSchema);
    expect(quiz.questions).toHaveLength(5);
    await page.getByText("Question 1 of 5").waitFor();

    // answer every single-answer question with its first option, leave the others
    let answered = 0;
    for (const [i, q] of quiz.questions.entries()) {
      if (i > 0) {
        await page.getByRole("button", { name: "Next Question" }).click();
        await page.getByText(`Question ${i + 1} of 5`).waitFor();
      }
      if (q.type === "single") {
        await option(page, 0).click();
        answered += 1;
      }
    }
    expect(answered).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 15_000 });

    // back on the chapter page and the exam page: the coverage has changed
    await page.goto(`${base}/exam/jee/chapters/${CHAPTER}`);
    await page.getByText(`${answered} of ${total} answered`).waitFor();
    await page.getByTestId("recent-sets").getByText("Untried first").waitFor();
    await page.goto(`${base}/exam/jee`);
    await page
      .getByTestId("syllabus-subject")
      .filter({ hasText: "Mathematics" })
      .locator("summary")
      .first()
      .click();
    await chapterRow(page, "Open Integral Calculus")
      .getByTestId("coverage-count")
      .filter({ hasText: `${answered} of ${total} answered` })
      .waitFor();
    const after = await pageGet(page, `/api/exams/jee/chapters/${CHAPTER}`, chapterDetailSchema);
    expect(after.learner?.answered).toBe(answered);

    // the same pages on a desktop
    const desktop = await newPage(app.browser, { viewport: { width: 1280, height: 800 }, locale: "en-IN" });
    await desktop.page.context().addCookies(await page.context().cookies());
    await desktop.page.goto(`${base}/exam/jee`);
    await desktop.page.getByRole("heading", { name: "Chapters" }).scrollIntoViewIfNeeded();
    await screenshot(desktop.page, "chapters-exam-page-desktop");
    await desktop.page.goto(`${base}/exam/jee/chapters/${CHAPTER}`);
    await desktop.page.getByText(`${answered} of ${total} answered`).waitFor();
    await screenshot(desktop.page, "chapter-page-desktop");
    expect(errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
  }, 180_000);

  it("the same pages in Hindi: the syllabus names in Devanagari, and a set started from the chapter page", async () => {
    const base = app.server.url;
    for (const [name, viewport] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      const { page, errors } = await newPage(app.browser, { viewport, locale: "hi-IN" });
      await signInAs(page, base, { email: `zq-chapters-hi-${name}-${Date.now()}@example.com` });
      await page.goto(`${base}/exam/jee`);
      await page.getByRole("heading", { name: "अध्याय" }).waitFor();
      await page
        .getByTestId("syllabus-subject")
        .filter({ hasText: "गणित" })
        .locator("summary")
        .first()
        .click();
      const row = chapterRow(page, "समाकलन गणित खोलें");
      await row
        .getByTestId("coverage-count")
        .filter({ hasText: /में से 0 हल किए/ })
        .waitFor();
      await page.getByTestId("syllabus-subject").first().getByText("भौतिकी").waitFor();
      await row.scrollIntoViewIfNeeded();
      await expect(overflowsSideways(page)).resolves.toBe(false);
      await screenshot(page, `chapters-exam-page-hindi-${name}`);

      await row.getByRole("link", { name: "समाकलन गणित खोलें" }).click();
      await page.getByRole("heading", { name: "समाकलन गणित", level: 1 }).waitFor();
      await page.getByText("पेपर की गति: प्रति प्रश्न 144 सेकंड").waitFor();
      await page.getByRole("button", { name: "गलतियाँ दोबारा" }).waitFor();
      await expect(overflowsSideways(page)).resolves.toBe(false);
      await screenshot(page, `chapter-page-hindi-${name}`);
      await page.getByTestId("start-untried").click();
      await page.waitForURL(/\/quiz\/\d+\?attempt=\d+$/);
      await page.getByText("अध्याय अभ्यास: समाकलन गणित").first().waitFor();
      expect(errors).toEqual([]);
    }
  }, 180_000);
});
