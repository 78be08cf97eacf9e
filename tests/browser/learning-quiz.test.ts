import { attemptResultSchema } from "@shared/contract/attempts";
import { bookmarksResponseSchema } from "@shared/contract/bookmarks";
import { dailyQuizSchema, quizzesResponseSchema } from "@shared/contract/quizzes";
import { describe, expect, it } from "vitest";
import { formatMarks } from "../../src/client/lib/format";
import { roundMarks } from "../../src/domain/marking";
import {
  clockSeconds,
  correctIndexOf,
  heldClockSeconds,
  option,
  pageGet,
  quizDetail,
  seriousAxeViolations,
  toastWith,
  wrongIndexOf,
} from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

describe("taking a quiz in Chromium", () => {
  const app = useBuiltApp();

  it("takes today's daily quiz: answer, change an answer, bookmark, reload, submit, result, retake wrong", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, {
      email: "daily.taker@example.com",
      firstName: "Zq-Daily",
      lastName: "Taker",
    });
    const today = await pageGet(page, "/api/daily-quiz", dailyQuizSchema);

    await page.goto(`${app.server.url}/daily-quizzes`);
    await page.getByRole("heading", { name: today.title }).waitFor();
    await page.getByRole("link", { name: "Start Today's Quiz" }).click();
    await page.waitForURL(`${app.server.url}/quiz/${today.id}`);
    const quiz = await quizDetail(page, today.id);
    const n = quiz.questions.length;
    expect(n).toBeGreaterThanOrEqual(4);
    await page.getByText(`Question 1 of ${n}`).waitFor();

    // the countdown runs from the server's deadline, as m:ss
    const timer = page.getByTestId("quiz-timer");
    expect(await timer.textContent()).toMatch(/^\d+:\d{2}$/);
    const [minutes] = (await timer.textContent())!.split(":").map(Number) as [number];
    expect(minutes).toBeLessThanOrEqual(quiz.timeLimit);
    expect(minutes).toBeGreaterThanOrEqual(quiz.timeLimit - 1);
    await expect(page.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Submit Quiz" }).count()).resolves.toBe(0);

    // answer question 1 wrongly, then change it to the right option
    const q1 = quiz.questions[0]!;
    await option(page, wrongIndexOf(q1)).click();
    await expect(option(page, wrongIndexOf(q1)).isChecked()).resolves.toBe(true);
    await option(page, correctIndexOf(q1)).click();
    await expect(option(page, correctIndexOf(q1)).isChecked()).resolves.toBe(true);
    await expect(option(page, wrongIndexOf(q1)).isChecked()).resolves.toBe(false);

    // bookmark it
    await page.getByRole("button", { name: "Bookmark", exact: true }).click();
    await toastWith(page, "Bookmarked!").waitFor();
    await page.getByRole("button", { name: "Bookmarked", exact: true }).waitFor();
    const bookmarks = await pageGet(page, "/api/user/bookmarks", bookmarksResponseSchema);
    expect(bookmarks.map((b) => b.questionId)).toContain(q1.id);

    // the changed answer reaches the server; a reload resumes the same attempt with it
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();
    await page.reload();
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await expect(option(page, correctIndexOf(q1)).isChecked()).resolves.toBe(true);
    await page.getByRole("button", { name: "Bookmarked", exact: true }).waitFor();

    // question 2 wrong, question 3 skipped, the rest right
    for (let i = 1; i < n; i++) {
      await page.getByRole("button", { name: "Next Question" }).click();
      await page.getByText(`Question ${i + 1} of ${n}`).waitFor();
      const q = quiz.questions[i]!;
      if (i === 1) {
        await option(page, wrongIndexOf(q)).click();
        await expect(
          page.getByRole("progressbar", { name: "Quiz progress" }).getAttribute("aria-valuenow"),
        ).resolves.toBe("2");
        await screenshot(page, "quiz-page");
      } else if (i !== 2) {
        await option(page, correctIndexOf(q)).click();
      }
    }
    await expect(page.getByRole("button", { name: "Next Question" }).count()).resolves.toBe(0);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await toastWith(page, "Quiz Submitted!").waitFor();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    const attemptId = Number(/\/results\/(\d+)/.exec(page.url())![1]);

    // the result: marks with the exam's marking, and every question in the review
    const { correct: plus, wrong: minus } = quiz.marking;
    const expectedMarks = (n - 2) * plus + minus;
    await page.getByRole("heading", { name: `Result: ${quiz.title}` }).waitFor();
    await expect(page.getByTestId("result-marks").textContent()).resolves.toBe(
      `${formatMarks(expectedMarks)} / ${formatMarks(n * plus)}`,
    );
    await expect(page.getByTestId("review-item").count()).resolves.toBe(n);
    const firstReview = page.getByTestId("review-item").first();
    // question 1: the chosen option is the correct one; question 2: chosen and correct differ
    await expect(
      firstReview.locator("li", { hasText: "Your answer" }).filter({ hasText: "Correct answer" }).count(),
    ).resolves.toBe(1);
    const secondReview = page.getByTestId("review-item").nth(1);
    await expect(
      secondReview.locator("li", { hasText: "Your answer" }).filter({ hasNotText: "Correct answer" }).count(),
    ).resolves.toBe(1);
    await expect(page.getByText(`+${(n - 2) * 10}`, { exact: true }).isVisible()).resolves.toBe(true);
    const stored = await pageGet(page, `/api/attempts/${attemptId}`, attemptResultSchema);
    expect([stored.correct, stored.wrong, stored.skipped, stored.marks]).toEqual([
      n - 2,
      1,
      1,
      roundMarks(expectedMarks),
    ]);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await screenshot(page, "result");

    // retake only the wrong and skipped questions
    await page.getByRole("button", { name: "Retake the ones I got wrong" }).click();
    await page.waitForURL(new RegExp(`/quiz/${quiz.id}\\?attempt=\\d+$`));
    await page.getByText("Question 1 of 2").waitFor();
    await page.getByText("Retakes earn no leaderboard points.", { exact: false }).waitFor();
    await option(page, correctIndexOf(quiz.questions[1]!.question)).click();
    await page.getByRole("button", { name: "Next Question" }).click();
    await option(page, correctIndexOf(quiz.questions[2]!.question)).click();
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    await page.getByText("Retake: no leaderboard points").waitFor();
    await expect(page.getByTestId("result-marks").textContent()).resolves.toBe(
      `${formatMarks(2 * plus)} / ${formatMarks(2 * plus)}`,
    );

    // Today's Challenge now shows the first result, with a way back to it and a retake
    await page.goto(`${app.server.url}/daily-quizzes`);
    const done = page.getByTestId("daily-quiz-completed");
    await done.getByText(`Completed · ${n - 2}/${n}`).waitFor();
    await expect(done.getByRole("link", { name: "View result" }).getAttribute("href")).resolves.toBe(
      `/results/${attemptId}`,
    );
    await expect(page.getByRole("link", { name: "Start Today's Quiz" }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("auto-submits when the countdown reaches zero, keeping the answers chosen", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.clock.install();
    await signInAs(page, app.server.url, { email: "timer.runner@example.com" });
    const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
    const practice = quizzes.find((q) => q.kind === "practice" && q.totalQuestions >= 3);
    if (!practice) throw new Error("the demo content has no practice quiz");
    const quiz = await quizDetail(page, practice.id);

    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    await option(page, correctIndexOf(quiz.questions[0]!.question)).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    // the clock ticks by itself, a second at a time (read with the page's time held still)
    const secondsLeft = async () => clockSeconds(await page.getByTestId("quiz-timer").textContent());
    const before = await heldClockSeconds(page, secondsLeft);
    await page.clock.runFor(5_000);
    await expect.poll(secondsLeft).toBe(before - 5);
    await page.clock.resume();

    // jump the page's clock to the deadline: the page submits by itself
    await page.clock.fastForward(quiz.timeLimit * 60_000);
    await toastWith(page, "Quiz Submitted!").waitFor();
    await expect(page.getByTestId("quiz-timer").textContent()).resolves.toBe("0:00");
    await page.clock.fastForward(2500);
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    const attemptId = Number(/\/results\/(\d+)/.exec(page.url())![1]);
    const result = await pageGet(page, `/api/attempts/${attemptId}`, attemptResultSchema);
    expect([result.correct, result.wrong, result.skipped]).toEqual([1, 0, quiz.questions.length - 1]);
    await page.getByTestId("result-marks").waitFor();
    expect(errors).toEqual([]);
  });

  it("queues a submission made offline and sends it when the connection returns", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "offline.learner@example.com" });
    const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
    const practice = quizzes.filter((q) => q.kind === "practice" && q.totalQuestions >= 3).at(-1);
    if (!practice) throw new Error("the demo content has no practice quiz");
    const quiz = await quizDetail(page, practice.id);
    const n = quiz.questions.length;

    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await option(page, correctIndexOf(quiz.questions[0]!.question)).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Next Question" }).click();
    await option(page, correctIndexOf(quiz.questions[1]!.question)).click();
    await page.getByTestId("save-status").filter({ hasText: "Saved on this device" }).waitFor();
    for (let i = 2; i < n; i++) await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await toastWith(page, "Saved Offline").waitFor();

    // back online: the queued submission goes and the result opens
    await page.context().setOffline(false);
    await page.waitForURL(/\/results\/\d+$/, { timeout: 15_000 });
    const attemptId = Number(/\/results\/(\d+)/.exec(page.url())![1]);
    const result = await pageGet(page, `/api/attempts/${attemptId}`, attemptResultSchema);
    expect([result.correct, result.wrong, result.skipped]).toEqual([2, 0, n - 2]);
    await page.getByTestId("result-marks").waitFor();
    expect(errors).toEqual([]);
  });

  it("sends a signed-out visitor to sign in, and shows 'Quiz Not Found' for a missing quiz", async () => {
    const { page } = await newPage(app.browser);
    // The toast is on screen for the spec's 500 ms before sign-in opens: on a loaded machine a poll
    // from the test can miss that window, so the page notes every toast it shows and when, kept
    // across the redirect in sessionStorage, and the test reads what was shown once sign-in is open.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
          const seen = JSON.parse(sessionStorage.getItem("seen-toasts") ?? "[]") as { text: string }[];
          const text = toast.textContent ?? "";
          if (!seen.some((s) => s.text === text))
            sessionStorage.setItem("seen-toasts", JSON.stringify([...seen, { text, at: Date.now() }]));
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${app.server.url}/quiz/1`);
    await page.waitForURL(/\/demo-sign-in/, { timeout: 40_000 });
    const { shown, signInOpenedAt } = await page.evaluate(() => ({
      shown: sessionStorage.getItem("seen-toasts") ?? "[]",
      signInOpenedAt: performance.timeOrigin,
    }));
    const unauthorized = (JSON.parse(shown) as { text: string; at: number }[]).find((s) =>
      s.text.includes("Unauthorized"),
    );
    expect(unauthorized, shown).toBeDefined();
    // sign-in opens within 10 s of the toast, as before
    expect(signInOpenedAt - (unauthorized?.at ?? 0)).toBeLessThanOrEqual(10_000);

    await signInAs(page, app.server.url, { email: "lost.learner@example.com" });
    await page.goto(`${app.server.url}/quiz/999999`);
    await page.getByRole("heading", { name: "Quiz Not Found" }).waitFor();
    await page.getByText("The quiz you're looking for doesn't exist or has been removed.").waitFor();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL(`${app.server.url}/`);
  });
});
