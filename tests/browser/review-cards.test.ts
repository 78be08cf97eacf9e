import { dailyQuizSchema, mockTestsResponseSchema } from "@shared/contract/quizzes";
import { reviewQueueSchema } from "@shared/contract/review";
import { describe, expect, it } from "vitest";
import { NEW_CARDS_PER_DAY } from "../../src/domain/review-cards";
import {
  correctIndexOf,
  openAttemptSheet,
  option,
  pageGet,
  quizDetail,
  seriousAxeViolations,
  toastWith,
  wrongIndexOf,
} from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

describe("review cards on a phone", () => {
  const app = useBuiltApp();

  it("a wrong answer and a marked guess come back on /review, one card at a time, with the key after the answer", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, {
      email: "review.phone@example.com",
      firstName: "Zq-Review",
      lastName: "Phone",
    });
    const today = await pageGet(page, "/api/daily-quiz", dailyQuizSchema);
    await page.goto(`${app.server.url}/quiz/${today.id}`);
    const quiz = await quizDetail(page, today.id);
    const n = quiz.questions.length;
    await page.getByText(`Question 1 of ${n}`).waitFor();

    // the first single-correct question wrong, the second right but marked "I guessed", the other
    // single-correct ones right; other types skipped
    const singles = quiz.questions.filter((q) => q.type === "single").map((q) => q.id);
    const [wrongId, guessedId] = singles as [number, number];
    const expected = new Map<number, string>();
    for (let i = 0; i < n; i++) {
      const q = quiz.questions[i]!;
      if (i > 0) {
        await page.getByRole("button", { name: "Next Question" }).click();
        await page.getByText(`Question ${i + 1} of ${n}`).waitFor();
      }
      if (q.type !== "single") {
        expected.set(q.id, "skipped");
        continue;
      }
      await option(page, q.id === wrongId ? wrongIndexOf(q) : correctIndexOf(q)).click();
      if (q.id === wrongId) expected.set(q.id, "wrong");
      if (q.id === guessedId) {
        await page.getByLabel("I guessed").check();
        expected.set(q.id, "guessed");
      }
    }
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await toastWith(page, "Quiz Submitted!").waitFor();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });

    const queue = await pageGet(page, "/api/user/review-queue", reviewQueueSchema);
    expect(new Map(queue.cards.map((c) => [c.questionId, c.source]))).toEqual(expected);
    const total = expected.size;

    await page.goto(`${app.server.url}/`);
    await page
      .getByTestId("review-link")
      .filter({ hasText: `Review (${total} due)` })
      .waitFor();
    // On a slow line the review page's own read of the queue comes back after the first answer: the
    // card being answered must stay (the dashboard's copy is not walked meanwhile). The read is held
    // until the first card is checked, or 3 s if the page waits for it.
    let releaseQueueRead = () => {};
    const queueReadHeld = new Promise<void>((resolve) => {
      releaseQueueRead = resolve;
      setTimeout(resolve, 3_000);
    });
    await page.route(
      "**/api/user/review-queue",
      async (route) => {
        await queueReadHeld;
        await route.continue();
      },
      { times: 1 },
    );
    const queueRead = page.waitForResponse((r) => r.url().endsWith("/api/user/review-queue"));
    await page
      .getByTestId("review-link")
      .filter({ hasText: `Review (${total} due)` })
      .click();
    await page.waitForURL(`${app.server.url}/review`);
    const card = page.getByTestId("review-card");
    let screenshotTaken = false;
    for (const [i, queued] of queue.cards.entries()) {
      await page.getByText(`Card ${i + 1} of ${total}`).waitFor();
      await card.getByText(`${queued.subject} · ${queued.topic}`, { exact: true }).waitFor();
      // no key before the answer
      await expect(card.locator("[data-mark]").count()).resolves.toBe(0);
      if (queued.type === "single") {
        const key = correctIndexOf(queued);
        await expect(card.getByRole("button", { name: "Check" }).isDisabled()).resolves.toBe(true);
        await card.locator("fieldset button").nth(key).click();
        if (!screenshotTaken) await screenshot(page, "review-phone-question");
        await card.getByRole("button", { name: "Check" }).click();
        await card.getByText("Correct", { exact: true }).waitFor();
        if (!screenshotTaken) {
          releaseQueueRead();
          await queueRead;
          await expect(page.getByText(`Card ${i + 1} of ${total}`).isVisible()).resolves.toBe(true);
          await expect(card.getByText("Correct", { exact: true }).isVisible()).resolves.toBe(true);
        }
        await expect(card.locator("fieldset button").nth(key).getAttribute("data-mark")).resolves.toBe("key");
        await expect(card.getByTestId("review-next-due").textContent()).resolves.toMatch(
          /comes back again (tomorrow|in \d+ days)\.$/,
        );
        if (!screenshotTaken) {
          await expect(seriousAxeViolations(page)).resolves.toEqual([]);
          await screenshot(page, "review-phone");
          screenshotTaken = true;
        }
      } else {
        await card.getByRole("button", { name: "I don't know" }).click();
        await card.getByText("Not this time").waitFor();
      }
      await card.getByRole("button", { name: i === queue.cards.length - 1 ? "Finish" : "Next card" }).click();
    }
    expect(screenshotTaken).toBe(true);
    await page.getByText("Review done for now").waitFor();
    expect((await pageGet(page, "/api/user/review-queue", reviewQueueSchema)).dueCount).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a paper's many mistakes enter the review a day's limit at a time, the rest said to wait", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, {
      email: "review.flood@example.com",
      firstName: "Zq-Review",
      lastName: "Flood",
    });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const mock = mocks.find((m) => m.examType === "ssc");
    if (!mock) throw new Error("no SSC mock test in the demo content");
    const sheet = await openAttemptSheet(page, mock.id);
    const total = sheet.questionIds.length;
    expect(total).toBeGreaterThan(NEW_CARDS_PER_DAY);
    // every question opened and left blank: each is a card, all new
    const questionTimes = Object.fromEntries(sheet.questionIds.map((id) => [id, { seconds: 5, visits: 1 }]));
    const status = await page.evaluate(
      async ({ id, body }) =>
        (
          await fetch(`/api/quiz/${id}/submit`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(body),
            credentials: "include",
          })
        ).status,
      { id: mock.id, body: { attemptId: sheet.attemptId, timeSpent: 60, answers: {}, questionTimes } },
    );
    expect(status).toBe(200);

    await page.goto(`${app.server.url}/review`);
    await page.getByText(`Card 1 of ${NEW_CARDS_PER_DAY}`).waitFor();
    await expect(page.getByTestId("review-new-waiting").textContent()).resolves.toBe(
      `${total - NEW_CARDS_PER_DAY} more new cards wait for the next days: ${NEW_CARDS_PER_DAY} new cards a day join the review, so a paper's mistakes come back a few at a time.`,
    );
    await screenshot(page, "review-phone-daily-limit");
    expect(errors).toEqual([]);
  });
});
