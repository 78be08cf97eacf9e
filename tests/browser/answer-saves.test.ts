import { quizzesResponseSchema } from "@shared/contract/quizzes";
import { describe, expect, it } from "vitest";
import { enterHall } from "./exam-hall-support";
import { correctIndexOf, openAttemptSheet, option, pageGet, quizDetail } from "./learning-support";
import { newPage, signInAs, useBuiltApp } from "./support";

describe("saving answers on a slow connection (Chromium)", () => {
  const app = useBuiltApp();

  it("keeps the newest sheet on the server when an earlier save is slow to arrive", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, { email: "zq-slow-saves@example.com" });
    const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
    const practice = quizzes.find((q) => q.kind === "practice" && q.totalQuestions >= 2);
    if (!practice) throw new Error("the demo content has no practice quiz");
    const quiz = await quizDetail(page, practice.id);
    const [q1, q2] = quiz.questions as [(typeof quiz.questions)[number], (typeof quiz.questions)[number]];

    // the first save takes 3 s to reach the server; later ones go at once
    const arrived: string[] = [];
    let sent = 0;
    let answered = 0;
    let firstSent!: () => void;
    const firstSave = new Promise<void>((resolve) => {
      firstSent = resolve;
    });
    await page.route("**/api/attempts/*/answers", async (route) => {
      sent += 1;
      if (sent === 1) {
        firstSent();
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
      arrived.push(route.request().postData() ?? "");
      const response = await route.fetch();
      await route.fulfill({ response });
      answered += 1;
    });
    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    await option(page, correctIndexOf(q1)).click();
    await firstSave;
    // the second answer while the first save is on its way
    await page.getByRole("button", { name: "Next Question" }).click();
    await option(page, correctIndexOf(q2)).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();
    await expect.poll(() => answered === sent, { timeout: 10_000 }).toBe(true);

    const sheet = await openAttemptSheet(page, quiz.id);
    expect(sheet.answers).toEqual({
      [String(q1.id)]: correctIndexOf(q1),
      [String(q2.id)]: correctIndexOf(q2),
    });
    // the sheets reached the server in the order they were made: the last one holds both answers
    expect(arrived.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(JSON.parse(arrived.at(-1) ?? "{}").answers)).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it("waits as long as a deferred save's Retry-After asks, then sends the sheet again and it is kept", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, { email: "zq-deferred-saves@example.com" });
    const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
    const practice = quizzes.find((q) => q.kind === "practice" && q.totalQuestions >= 2);
    if (!practice) throw new Error("the demo content has no practice quiz");
    const quiz = await quizDetail(page, practice.id);
    const q1 = quiz.questions[0] as (typeof quiz.questions)[number];

    // the first save is answered as a busy embedded server answers it (decision 0058); the rest pass
    const sentAt: number[] = [];
    await page.route("**/api/attempts/*/answers", async (route) => {
      sentAt.push(Date.now());
      if (sentAt.length === 1) {
        await route.fulfill({
          status: 503,
          headers: { "retry-after": "2" },
          json: { message: "The server is busy: your answers are kept and sent again shortly" },
        });
        return;
      }
      await route.fulfill({ response: await route.fetch() });
    });
    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    await option(page, correctIndexOf(q1)).click();
    await expect.poll(() => sentAt.length).toBe(1);
    // deferred, not failed: the hall says it is saving, never that the answers are only on the device
    await expect(page.getByTestId("save-status").textContent()).resolves.not.toContain("offline");
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    expect(sentAt).toHaveLength(2);
    const waited = (sentAt[1] as number) - (sentAt[0] as number);
    expect(waited).toBeGreaterThanOrEqual(2000);
    expect(waited).toBeLessThan(6000);
    const sheet = await openAttemptSheet(page, quiz.id);
    expect(sheet.answers).toEqual({ [String(q1.id)]: correctIndexOf(q1) });
    expect(errors).toEqual([]);
  });
});
