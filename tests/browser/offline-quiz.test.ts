import { attemptResultSchema, userAttemptsResponseSchema } from "@shared/contract/attempts";
import { quizzesResponseSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterHall } from "./exam-hall-support";
import { correctIndexOf, option, pageGet, quizDetail, toastWith, wrongIndexOf } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp, waitForServiceWorker } from "./support";

/** A practice quiz of the demo content with at least three questions, and its questions. */
async function practiceQuiz(page: Page, pick: "first" | "last") {
  const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
  const practice = quizzes.filter((q) => q.kind === "practice" && q.totalQuestions >= 3);
  const chosen = pick === "first" ? practice[0] : practice.at(-1);
  if (!chosen) throw new Error("the demo content has no practice quiz");
  return quizDetail(page, chosen.id);
}

/** The learner's submitted attempts of that quiz, as the server lists them. */
async function submittedAttemptsOf(page: Page, quizId: number) {
  const attempts = await pageGet(page, "/api/user/attempts", userAttemptsResponseSchema);
  return attempts.filter((a) => a.quizId === quizId);
}

describe("taking a quiz offline in Chromium (service worker + device store)", () => {
  const app = useBuiltApp();

  it("reloads an opened quiz offline with its answers, queues the submit as pending, and sends it once back online", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, { email: "offline.reload@example.com" });
    const quiz = await practiceQuiz(page, "last");
    const n = quiz.questions.length;
    const [q1, q2, q3] = quiz.questions as [
      (typeof quiz.questions)[number],
      (typeof quiz.questions)[number],
      (typeof quiz.questions)[number],
    ];

    await page.goto(`${app.server.url}/`);
    await waitForServiceWorker(page);
    // opened online, under the service worker: its data is cached, its attempt sheet kept on the device
    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await option(page, correctIndexOf(q1)).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    // the network goes down and the learner reloads: the quiz is still there, with the answer given
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await page.getByTestId("offline-resume").waitFor();
    await expect(option(page, correctIndexOf(q1)).isChecked()).resolves.toBe(true);
    await expect(page.getByTestId("quiz-timer").textContent()).resolves.toMatch(/^\d+:\d{2}$/);
    await screenshot(page, "offline-quiz-resumed");

    // answering offline: kept on the device
    await page.getByRole("button", { name: "Next Question" }).click();
    await option(page, correctIndexOf(q2)).click();
    await page.getByTestId("save-status").filter({ hasText: "Saved on this device" }).waitFor();
    await page.getByRole("button", { name: "Next Question" }).click();
    await option(page, wrongIndexOf(q3)).click();
    for (let i = 3; i < n; i++) await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await toastWith(page, "Saved Offline").waitFor();
    await page.getByTestId("submission-pending").waitFor();
    await screenshot(page, "offline-quiz-pending");

    // a reload while still offline keeps it pending (not a second attempt to fill in)
    await page.reload();
    await page.getByTestId("submission-pending").waitFor();
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await expect(option(page, correctIndexOf(q1)).isChecked()).resolves.toBe(true);
    await expect(option(page, 0).isDisabled()).resolves.toBe(true);

    // back online: sent once, and the result opens
    await page.context().setOffline(false);
    await page.waitForURL(/\/results\/\d+$/, { timeout: 20_000 });
    const attemptId = Number(/\/results\/(\d+)/.exec(page.url())![1]);
    await page.getByTestId("result-marks").waitFor();
    const result = await pageGet(page, `/api/attempts/${attemptId}`, attemptResultSchema);
    expect([result.correct, result.wrong, result.skipped]).toEqual([2, 1, n - 3]);
    // the time on each question went with the queued submission, the device's count kept across
    // the reload: question 1 opened before and after it, the others once
    expect(result.review.map((item) => item.visits)).toEqual(result.review.map((_, i) => (i === 0 ? 2 : 1)));
    await screenshot(page, "offline-quiz-result");

    // exactly one submitted attempt of this quiz on the server, and nothing left in the device queue
    const submitted = await submittedAttemptsOf(page, quiz.id);
    expect(submitted.map((a) => a.id)).toEqual([attemptId]);
    await expect(
      page.evaluate(async () => {
        return new Promise<number>((resolve, reject) => {
          const open = indexedDB.open("abhyas-offline");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction("keyval", "readonly");
            const keys = tx.objectStore("keyval").getAllKeys();
            keys.onsuccess = () =>
              resolve(keys.result.filter((k) => String(k).startsWith("submission:")).length);
            keys.onerror = () => reject(keys.error);
          };
        });
      }),
    ).resolves.toBe(0);
    // the quiz page now starts a new attempt: the submitted one is over
    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await expect(option(page, correctIndexOf(q1)).isChecked()).resolves.toBe(false);
    expect(await submittedAttemptsOf(page, quiz.id)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sends a submission queued offline at the next app start, once", async () => {
    const { page, errors } = await newPage(app.browser);
    const context = page.context();
    await signInAs(page, app.server.url, { email: "offline.restart@example.com" });
    const quiz = await practiceQuiz(page, "first");
    const n = quiz.questions.length;
    const q1 = quiz.questions[0]!;

    await page.goto(`${app.server.url}/`);
    await waitForServiceWorker(page);
    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${n}`).waitFor();

    await context.setOffline(true);
    await option(page, correctIndexOf(q1)).click();
    await page.getByTestId("save-status").filter({ hasText: "Saved on this device" }).waitFor();
    for (let i = 1; i < n; i++) await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await toastWith(page, "Saved Offline").waitFor();
    // the learner closes the app while still offline: nothing reached the server
    await page.close();
    await context.setOffline(false);
    const probe = await context.newPage();
    await probe.goto(`${app.server.url}/api/health`);
    expect(await submittedAttemptsOf(probe, quiz.id)).toEqual([]);
    await probe.close();

    // the next start of the app, online, sends the queue
    const next = await context.newPage();
    next.on("pageerror", (e) => errors.push(e.message));
    await next.goto(`${app.server.url}/`);
    await next.getByTestId("nav-user-name").waitFor();
    await expect
      .poll(async () => (await submittedAttemptsOf(next, quiz.id)).length, { timeout: 20_000 })
      .toBe(1);
    const [attempt] = await submittedAttemptsOf(next, quiz.id);
    // sent: the device no longer keeps what it held to resume that attempt offline (its attempt
    // sheet for the quiz page, its unsent answers and its time per question)
    const keptFor = (id: number) =>
      next.evaluate(
        (attemptId) =>
          Object.keys(localStorage).filter(
            (key) =>
              key === `abhyas:attempt:${attemptId}` ||
              key === `abhyas:attempt-times:${attemptId}` ||
              (key.startsWith("abhyas:quiz-sheet:") &&
                (localStorage.getItem(key) ?? "").includes(`"attemptId":${attemptId},`)),
          ),
        id,
      );
    await expect.poll(() => keptFor(attempt!.id)).toEqual([]);
    await next.goto(`${app.server.url}/results/${attempt!.id}`);
    await next.getByTestId("result-marks").waitFor();
    const result = await pageGet(next, `/api/attempts/${attempt!.id}`, attemptResultSchema);
    expect([result.correct, result.wrong, result.skipped]).toEqual([1, 0, n - 1]);
    // a second start of the app sends nothing more
    await next.reload();
    await next.getByTestId("nav-user-name").waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await submittedAttemptsOf(next, quiz.id)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
