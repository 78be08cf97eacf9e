import { attemptResultSchema, attemptSheetSchema, type ReviewItem } from "@shared/contract/attempts";
import { quizDetailSchema } from "@shared/contract/quizzes";
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { pageAt, SIZES } from "./exam-hall-support";
import { type ApiUser, apiGetAs, apiSignIn, listQuizzes, useSession } from "./standing-api";
import { screenshot, useBuiltApp } from "./support";

/**
 * The result's review of a multiple-correct answer that earned part marks and of a numerical
 * answer: what was chosen or typed beside the key, and a summary that adds up with the part marks.
 */
describe("the review of part marks and numerical answers (Chromium)", () => {
  const app = useBuiltApp();
  let attemptId: number;
  let partial: ReviewItem;
  let numerical: ReviewItem;
  let typed: number;
  let learner: ApiUser;
  let cohort: number;
  const number = (n: number) => new Intl.NumberFormat("en-IN").format(n);

  const send = async (user: ApiUser, url: string, body: unknown) => {
    const res = await fetch(`${app.server.url}${url}`, {
      method: "POST",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const url = app.server.url;
    const scout = await apiSignIn(url, { email: "zq-review-scout@review.test", role: "premium" });
    learner = await apiSignIn(url, { email: "zq-review-learner@review.test", role: "premium" });
    // a paper with both types: the scout hands it in blank to read the key from its review
    let quizId: number | undefined;
    for (const quiz of await listQuizzes(url)) {
      const detail = await apiGetAs(url, scout, `/api/quiz/${quiz.id}`, quizDetailSchema);
      const types = new Set(detail.questions.map((q) => q.type));
      if (types.has("multiple") && types.has("numerical") && detail.questions.length <= 60) {
        quizId = quiz.id;
        break;
      }
    }
    if (quizId === undefined)
      throw new Error("the demo content has no paper with multiple-correct and numerical questions");
    const blank = attemptSheetSchema.parse(await send(scout, `/api/quiz/${quizId}/start`, {}));
    const key = attemptResultSchema.parse(
      await send(scout, `/api/quiz/${quizId}/submit`, {
        attemptId: blank.attemptId,
        timeSpent: 30,
        answers: {},
      }),
    ).review;
    const multiple = key.find((q) => q.type === "multiple" && (q.correctAnswers?.length ?? 0) >= 2);
    const numeric = key.find((q) => q.type === "numerical" && q.numericAnswer);
    if (!multiple || !numeric?.numericAnswer) throw new Error("no multiple-correct question with two keys");
    typed = numeric.numericAnswer.min;

    // the learner: one of the multiple question's correct options (part marks), the number right
    const sheet = attemptSheetSchema.parse(await send(learner, `/api/quiz/${quizId}/start`, {}));
    const result = attemptResultSchema.parse(
      await send(learner, `/api/quiz/${quizId}/submit`, {
        attemptId: sheet.attemptId,
        timeSpent: 120,
        answers: { [multiple.id]: [multiple.correctAnswers![0]], [numeric.id]: typed },
      }),
    );
    attemptId = result.attemptId;
    partial = result.review.find((q) => q.id === multiple.id)!;
    numerical = result.review.find((q) => q.id === numeric.id)!;
    expect(partial.outcome).toBe("partial");
    expect(partial.marksAwarded).toBeGreaterThan(0);
    expect(numerical.outcome).toBe("correct");
    expect(result).toMatchObject({ correct: 1, partial: 1, wrong: 0 });
    expect(result.accuracy).toBe(50);
    // NTA's percentile counts the learner: never 0, and said among how many first attempts (the
    // result page counts them exactly; the submit's answer may come from a histogram 2 s old)
    const exact = await apiGetAs(url, learner, `/api/attempts/${result.attemptId}`, attemptResultSchema);
    expect(exact.percentile).toBeGreaterThan(0);
    expect(exact.percentileCohort).toBeGreaterThanOrEqual(2);
    cohort = exact.percentileCohort!;
  });

  const cardOf = (cards: Locator, item: ReviewItem) =>
    cards.filter({ has: cards.page().getByText(item.question.slice(0, 40), { exact: false }) }).first();

  for (const size of SIZES) {
    it(`shows part marks, the options chosen and the key, and the number typed beside the accepted answer (${size.name})`, async () => {
      const { page, errors } = await pageAt(app.browser, size);
      await useSession(page.context(), app.server.url, learner);
      await page.goto(`${app.server.url}/results/${attemptId}`);
      const cards = page.getByTestId("review-item");
      await cards.first().waitFor();

      // the summary adds up: the part-marked answer has its own line and counts against accuracy
      const breakdown = page.getByTestId("marking-breakdown");
      await expect(breakdown.textContent()).resolves.toContain(
        `1 with part marks = +${String(partial.marksAwarded)}`,
      );
      const accuracy = page
        .locator("dt", { hasText: /^Accuracy$/ })
        .first()
        .locator("xpath=following-sibling::dd");
      await expect(accuracy.textContent()).resolves.toBe("50%");
      await expect(page.getByTestId("result-percentile").textContent()).resolves.toEqual(
        cohort < 10
          ? `Not enough candidates yet: ${cohort} of the 10 first attempts a percentile needs`
          : expect.stringContaining(`among ${cohort} first attempts`),
      );

      // the part-marked card: Part marks, never Skipped; the chosen option and every key marked
      await page.getByRole("button", { name: "Part marks (1)" }).click();
      await expect(cards.count()).resolves.toBe(1);
      const partCard = cards.first();
      await expect(partCard.textContent()).resolves.toContain(
        `Part marks (+${String(partial.marksAwarded)})`,
      );
      await expect(partCard.textContent()).resolves.not.toContain("Skipped");
      await expect(partCard.getByText("Your answer", { exact: true }).count()).resolves.toBe(1);
      await expect(partCard.getByText("Correct answer", { exact: true }).count()).resolves.toBe(
        partial.correctAnswers!.length,
      );
      await partCard.scrollIntoViewIfNeeded();
      await screenshot(page, `review-part-marks-${size.name}`);

      // the numerical card: the value typed and the accepted value or range
      await page.getByRole("button", { name: /^Correct \(/ }).click();
      const numberCard = cardOf(cards, numerical);
      const shown = numberCard.getByTestId("numerical-answer");
      await expect(shown.textContent()).resolves.toContain(`Your answer: ${number(typed)}`);
      const { min, max } = numerical.numericAnswer!;
      await expect(shown.textContent()).resolves.toContain(
        min === max ? `Correct answer: ${number(min)}` : `Accepted answer: ${number(min)} to ${number(max)}`,
      );
      await expect(numberCard.textContent()).resolves.toContain("Correct (+");
      await numberCard.scrollIntoViewIfNeeded();
      await screenshot(page, `review-numerical-${size.name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
