import { mockTestsResponseSchema, type QuizQuestion, quizzesResponseSchema } from "@shared/contract/quizzes";
import {
  type ReviewOutcome,
  type ReviewQueueCard,
  reviewOutcomeSchema,
  reviewQueueSchema,
} from "@shared/contract/review";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SEEDED_SET_QUESTIONS } from "../../src/server/seed/seed-stimuli";
import {
  openAttemptSheet,
  pageGet,
  quizDetail,
  seriousAxeViolations,
  wrongIndexOf,
} from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

const SET_TITLE = "Reading and data sets";
const FARM_LOANS = SEEDED_SET_QUESTIONS.find((q) => q.slug === "banking-set-di-01");

/** Submits the learner's open attempt of the quiz with these answers: each wrong one becomes a card. */
async function submitWith(page: Page, quizId: number, answers: Record<number, number>) {
  const sheet = await openAttemptSheet(page, quizId);
  const opened = Object.fromEntries(Object.keys(answers).map((id) => [id, { seconds: 20, visits: 1 }]));
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
    {
      id: quizId,
      // only the answered questions opened: the others skipped unseen, so no cards
      body: { attemptId: sheet.attemptId, timeSpent: 60, answers, questionTimes: opened },
    },
  );
  expect(status).toBe(200);
}

/** A single-correct question of a mock test whose Hindi options are words, not the English ones again. */
function worded(q: QuizQuestion): q is QuizQuestion & { hi: NonNullable<QuizQuestion["hi"]> } {
  return (
    q.type === "single" &&
    q.stimulusId == null &&
    q.hi !== undefined &&
    !`${q.hi.question}${q.hi.options.join("")}`.includes("$") &&
    q.hi.options.every((option, i) => option !== q.options[i] && /[\u0900-\u097F]/.test(option))
  );
}

/**
 * A learner's cards: the table question of the seeded set (the table, its question and its
 * explanation in Hindi; figures for options) and, with `worded`, a mock test's question whose Hindi
 * options are words. Each answered wrong, so each is a card due now.
 */
async function learnerWithCards(page: Page, { worded: withWorded }: { worded: boolean }) {
  if (!FARM_LOANS?.hi) throw new Error("the seeded set has no Hindi farm-loans question");
  const sets = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
  const set = sets.find((q) => q.title === SET_TITLE);
  if (!set) throw new Error(`the seeded quiz "${SET_TITLE}" is not listed`);
  const setQuestion = (await quizDetail(page, set.id)).questions.find((q) => q.question === FARM_LOANS.text);
  if (!setQuestion) throw new Error("the farm-loans question is not in its set");
  await submitWith(page, set.id, { [setQuestion.id]: (FARM_LOANS.correct + 1) % 4 });
  if (!withWorded) return { tableId: setQuestion.id };

  const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
  for (const mock of mocks.filter((m) => m.examType === "ssc")) {
    const question = (await quizDetail(page, mock.id)).questions.find(worded);
    if (!question) continue;
    await submitWith(page, mock.id, { [question.id]: wrongIndexOf(question) });
    return { tableId: setQuestion.id };
  }
  throw new Error("no SSC mock question with Hindi options in words");
}

/** The options' words as the card shows them, letters aside. */
const optionTexts = (card: Locator) => card.locator("fieldset button span.min-w-0").allTextContents();

/** Checks the card's answer and gives back what the server answered. */
async function check(page: Page, card: Locator, name: string): Promise<ReviewOutcome> {
  const answered = page.waitForResponse((r) => /\/api\/user\/review\/\d+$/.test(r.url()));
  await card.locator("fieldset button").first().click();
  await card.getByRole("button", { name }).click();
  return reviewOutcomeSchema.parse(await (await answered).json());
}

/** The opening words of a text, before any formula, line break or table. */
const opening = (text: string) => (text.split(/[$\n|]/)[0] ?? "").slice(0, 40).trim();

/** The card's front reads in that language: the question, its options and, for the table question, the table. */
async function expectFront(card: Locator, queued: ReviewQueueCard, language: "en" | "hi") {
  const words = language === "hi" && queued.hi ? queued.hi : queued;
  await card.getByRole("heading", { name: opening(words.question) }).waitFor();
  await expect(optionTexts(card)).resolves.toEqual(words.options);
  await expect(card.getByTestId("hindi-missing").count()).resolves.toBe(0);
  if (queued.stimulusId !== null) {
    const header = language === "hi" ? "कृषि ऋण" : "Farm loans";
    await card.getByTestId("stimulus-table").getByRole("columnheader", { name: header }).waitFor();
  }
}

/** The checked card's explanation reads in that language. */
async function expectBack(card: Locator, outcome: ReviewOutcome, language: "en" | "hi") {
  const { explanation, explanationHi } = outcome.question;
  if (!explanationHi) throw new Error(`question ${outcome.question.id} has no Hindi explanation`);
  const box = card.getByTestId("review-explanation");
  await box.getByText(opening(language === "hi" ? explanationHi : explanation), { exact: false }).waitFor();
  await expect(box.locator("p[lang]").getAttribute("lang")).resolves.toBe(language);
}

const devanagariReady = (page: Page) =>
  page.waitForFunction(() => document.fonts.check('16px "Noto Sans Devanagari"', "अभ्यास"));

describe("the review deck in the interface language", () => {
  const app = useBuiltApp();

  it("on a phone in Hindi, each card reads in Hindi front and back, its table too, and in English once the interface is", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true, locale: "en-IN" });
    await signInAs(page, app.server.url, {
      email: `zq-deck-phone-${Date.now()}@example.com`,
      role: "premium",
      firstName: "Zq-Deck",
    });
    await learnerWithCards(page, { worded: true });
    const queue = await pageGet(page, "/api/user/review-queue", reviewQueueSchema);
    expect(queue.cards).toHaveLength(2);
    await page.goto(`${app.server.url}/`);
    await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
    await page.getByRole("button", { name: "मेन्यू" }).waitFor();
    await page.goto(`${app.server.url}/review`);
    const card = page.getByTestId("review-card");

    for (const [i, queued] of queue.cards.entries()) {
      await page.getByText(`2 में से कार्ड ${i + 1}`).waitFor();
      await expectFront(card, queued, "hi");
      await devanagariReady(page);
      const kind = queued.stimulusId === null ? "worded" : "table";
      await screenshot(page, `hindi-review-deck-${kind}-phone`);
      const outcome = await check(page, card, "जाँचें");
      await expectBack(card, outcome, "hi");
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      await screenshot(page, `hindi-review-deck-${kind}-back-phone`);
      if (i === 0) {
        await card.getByRole("button", { name: "अगला कार्ड" }).click();
        continue;
      }
      // the interface in English: the same card, front and back, in English
      await page.getByRole("button", { name: "English", exact: true }).click();
      await expectFront(card, queued, "en");
      await expectBack(card, outcome, "en");
      await card.getByRole("button", { name: "Finish" }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it("on a desktop, the table's card in English, then in Hindi once the interface is", async () => {
    const { page, errors } = await newPage(app.browser, { locale: "en-IN" });
    await signInAs(page, app.server.url, {
      email: `zq-deck-desktop-${Date.now()}@example.com`,
      firstName: "Zq-Deck",
    });
    const { tableId } = await learnerWithCards(page, { worded: false });
    const [queued] = (await pageGet(page, "/api/user/review-queue", reviewQueueSchema)).cards;
    expect(queued?.questionId).toBe(tableId);
    if (!queued) return;
    await page.goto(`${app.server.url}/review`);
    const card = page.getByTestId("review-card");
    await page.getByText("Card 1 of 1").waitFor();
    await expectFront(card, queued, "en");
    const outcome = await check(page, card, "Check");
    await expectBack(card, outcome, "en");

    await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
    await expectFront(card, queued, "hi");
    await expectBack(card, outcome, "hi");
    await devanagariReady(page);
    await screenshot(page, "hindi-review-deck-table-back-desktop");

    // bookmarked, the question reads in Hindi on the bookmarks page too, its explanation with it
    const bookmarked = await page.evaluate(
      async (id) => (await fetch(`/api/bookmark/${id}`, { method: "POST", credentials: "include" })).status,
      tableId,
    );
    expect(bookmarked).toBe(200);
    await page.goto(`${app.server.url}/bookmarks`);
    const bookmark = page.getByTestId("bookmark-item");
    await bookmark.getByText(opening(queued.hi?.question ?? ""), { exact: false }).waitFor();
    await expect(bookmark.getByText(opening(queued.question), { exact: false }).count()).resolves.toBe(0);
    await bookmark
      .getByTestId("bookmark-explanation")
      .getByText(opening(outcome.question.explanationHi ?? ""), { exact: false })
      .waitFor();
    await screenshot(page, "hindi-bookmarks-desktop");
    expect(errors).toEqual([]);
  });
});
