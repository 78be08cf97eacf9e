import { attemptResultSchema } from "@shared/contract/attempts";
import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatMarks } from "../../src/client/lib/format";
import { startPaper } from "./exam-hall-support";
import {
  correctIndexOf,
  currentQuestionNumber,
  option,
  pageGet,
  paletteButton,
  quizDetail,
  seriousAxeViolations,
  toastWith,
  wrongIndexOf,
} from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

const statusOf = (page: Page, number: number) => paletteButton(page, number).getAttribute("data-status");

describe("mock tests in the exam hall (Chromium)", () => {
  const app = useBuiltApp();

  it("takes an SSC mock through the palette and sections and shows negative marking in the result", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, {
      email: "mock.taker@example.com",
      firstName: "Zq-Mock",
      lastName: "Taker",
    });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    // the exam hall of the computer-based tests in TCS style (JEE papers open in NTA's own interface)
    const hallMock = mocks.find((m) => m.examType === "ssc");
    if (!hallMock) throw new Error("the demo content has no SSC mock test");

    // every exam has a mock at every difficulty: no exam and level filter is empty on the real data
    const exams = ["upsc", "jee", "neet", "ssc", "banking"] as const;
    const levels = ["easy", "medium", "hard"] as const;
    for (const exam of exams) {
      for (const level of levels) {
        expect(
          mocks.some((m) => m.examType === exam && m.difficultyLevel === level),
          `${exam} ${level}`,
        ).toBe(true);
      }
    }

    // the empty state, on a list answered without NEET's easy mocks; Clear Filters brings every test back
    const withoutNeetEasy = mocks.filter((m) => !(m.examType === "neet" && m.difficultyLevel === "easy"));
    await page.route("**/api/mock-tests", (route) => route.fulfill({ json: withoutNeetEasy }));
    await page.goto(`${app.server.url}/mock-tests`);
    const cards = page.getByTestId("mock-test-card");
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(withoutNeetEasy.length);
    await page.getByRole("button", { name: "NEET", exact: true }).click();
    await page.getByRole("button", { name: "Easy", exact: true }).click();
    await page.getByRole("heading", { name: "No mock tests match these filters" }).waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(cards.count()).resolves.toBe(withoutNeetEasy.length);
    await page.unroute("**/api/mock-tests");

    // the mock tests page filters by exam and shows real figures
    await page.goto(`${app.server.url}/mock-tests`);
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(mocks.length);

    // the premium upsell leads to the plans a signed-in learner can buy
    await expect(page.getByRole("link", { name: "See Premium Plans" }).getAttribute("href")).resolves.toBe(
      "/billing#plans",
    );

    await page.getByRole("button", { name: "SSC", exact: true }).click();
    await expect(cards.count()).resolves.toBe(mocks.filter((m) => m.examType === "ssc").length);
    const card = cards.filter({ hasText: hallMock.title });
    await expect(card.getByText(`${hallMock.questionCount}`, { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    // how much of it is in Hindi, before it starts (the demo SSC mock has Hindi for some questions only)
    const quizBeforeStart = await quizDetail(page, hallMock.id);
    const withHindi = quizBeforeStart.questions.filter((q) => q.hi).length;
    expect(hallMock.hindiCount).toBe(withHindi);
    expect(withHindi).toBeGreaterThan(0);
    expect(withHindi).toBeLessThan(hallMock.questionCount);
    await expect(
      card.getByText(`${withHindi} of ${hallMock.questionCount}`, { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await card.getByRole("link", { name: "Start Mock Test" }).click();
    await page.waitForURL(`${app.server.url}/quiz/${hallMock.id}`);
    await startPaper(page);

    const quiz = await quizDetail(page, hallMock.id);
    const sections = quiz.sections ?? [];
    expect(sections.length).toBeGreaterThanOrEqual(2);
    const [physics, chemistry] = sections as [(typeof sections)[0], (typeof sections)[0]];
    const position = (id: number) => quiz.questions.findIndex((q) => q.id === id) + 1;
    const textOf = (n: number) => quiz.questions[n - 1]!.question;
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    await page.getByRole("heading", { name: `Question palette: ${physics.name}` }).waitFor();

    // on arrival: question 1 is visited (not answered), the others not visited
    await expect(statusOf(page, 1)).resolves.toBe("not_answered");
    await expect(statusOf(page, 2)).resolves.toBe("not_visited");

    // 1: right answer, Save & Next
    await option(page, correctIndexOf(textOf(1))).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(currentQuestionNumber(page)).resolves.toBe(2);
    await expect(statusOf(page, 1)).resolves.toBe("answered");
    // 2: marked for review without an answer
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await expect(statusOf(page, 2)).resolves.toBe("marked");
    // 3: wrong answer, marked for review
    await option(page, wrongIndexOf(textOf(3))).click();
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await expect(statusOf(page, 3)).resolves.toBe("answered_marked");
    // 4: answered, then the response cleared (the palette follows the question a frame after the tap)
    await option(page, 0).click();
    await expect.poll(() => statusOf(page, 4)).toBe("answered");
    await page.getByRole("button", { name: "Clear Response" }).click();
    await expect.poll(() => statusOf(page, 4)).toBe("not_answered");
    await expect(option(page, 0).isChecked()).resolves.toBe(false);

    // jump to the Chemistry section: its first question, and the palette shows that section
    await page.getByTestId("section-tab").filter({ hasText: chemistry.name }).click();
    const firstChemistry = position(chemistry.questionIds[0]!);
    await expect(currentQuestionNumber(page)).resolves.toBe(firstChemistry);
    await page.getByRole("heading", { name: `Question palette: ${chemistry.name}` }).waitFor();
    await expect(paletteButton(page, 1).count()).resolves.toBe(0);
    await option(page, wrongIndexOf(textOf(firstChemistry))).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(statusOf(page, firstChemistry)).resolves.toBe("answered");

    // back to Physics through the palette's section: statuses kept
    await page.getByTestId("section-tab").filter({ hasText: physics.name }).click();
    await expect(Promise.all([1, 2, 3, 4, 5].map((n) => statusOf(page, n)))).resolves.toEqual([
      "answered",
      "marked",
      "answered_marked",
      "not_answered",
      "not_visited",
    ]);
    await paletteButton(page, 3).click();
    await expect(currentQuestionNumber(page)).resolves.toBe(3);
    await expect(option(page, wrongIndexOf(textOf(3))).isChecked()).resolves.toBe(true);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await screenshot(page, "exam-hall-palette");

    // the submit confirmation summarises the sheet
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    const summary = page.getByTestId("submit-summary");
    await summary.waitFor();
    // the palette's five statuses, each question in one: 1 and the first Chemistry answered, 2
    // marked, 3 answered and marked, 4 and the second Chemistry seen but not answered
    const total = (status: string) =>
      summary.locator(`tr[data-section="Total"] td[data-status="${status}"]`).textContent();
    await expect(total("answered")).resolves.toBe("2");
    await expect(total("marked")).resolves.toBe("1");
    await expect(total("answered_marked")).resolves.toBe("1");
    await expect(total("not_answered")).resolves.toBe("2");
    await expect(total("not_visited")).resolves.toBe(String(quiz.questions.length - 6));
    await expect(total("total")).resolves.toBe(String(quiz.questions.length));
    await page.getByRole("dialog").getByRole("button", { name: "Submit Test" }).click();
    await toastWith(page, "Quiz Submitted!").waitFor();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });

    // 1 right (+4), 2 wrong (-1 each): negative marking applied
    const { correct: plus, wrong: minus } = quiz.marking;
    expect(minus).toBeLessThan(0);
    const expected = plus + 2 * minus;
    await expect(page.getByTestId("result-marks").textContent()).resolves.toBe(
      `${formatMarks(expected)} / ${formatMarks(hallMock.maxMarks)}`,
    );
    await expect(page.getByTestId("marking-breakdown").textContent()).resolves.toContain(
      `2 × ${formatMarks(minus, { signed: true })} = ${formatMarks(2 * minus, { signed: true })}`,
    );
    const attemptId = Number(/\/results\/(\d+)/.exec(page.url())![1]);
    const stored = await pageGet(page, `/api/attempts/${attemptId}`, attemptResultSchema);
    expect([stored.correct, stored.wrong, stored.marks]).toEqual([1, 2, expected]);

    // the mock test now offers its review
    await page.goto(`${app.server.url}/mock-tests`);
    const done = page.getByTestId("mock-test-card").filter({ hasText: hallMock.title });
    await done.getByRole("link", { name: "Review Test" }).click();
    await page.waitForURL(`${app.server.url}/results/${attemptId}`);
    expect(errors).toEqual([]);
  });

  it("closes a timed Banking section when its time ends and moves on; the closed section is locked", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.clock.install();
    await signInAs(page, app.server.url, { email: "bank.aspirant@example.com" });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const bankMock = mocks.find((m) => m.examType === "banking");
    if (!bankMock) throw new Error("the demo content has no Banking mock test");
    const quiz = await quizDetail(page, bankMock.id);
    const [first, second] = (quiz.sections ?? []) as NonNullable<typeof quiz.sections>;
    if (!first?.timeLimitMinutes || !second) throw new Error("the Banking mock has no sectional timing");

    await page.goto(`${app.server.url}/quiz/${bankMock.id}`);
    await startPaper(page);
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    const secondTab = page.getByTestId("section-tab").filter({ hasText: second.name });
    await expect(secondTab.isDisabled()).resolves.toBe(true);

    const q1 = quiz.questions[0]!;
    await option(page, correctIndexOf(q1)).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    // the first section's time runs out: the page moves to the next section
    await page.clock.fastForward(first.timeLimitMinutes * 60_000);
    await toastWith(page, `${first.name}: time is over`).waitFor();
    const firstOfSecond = quiz.questions.findIndex((q) => q.id === second.questionIds[0]) + 1;
    await expect(currentQuestionNumber(page)).resolves.toBe(firstOfSecond);
    await expect(secondTab.isDisabled()).resolves.toBe(false);

    // Hindi / English switch, on a question of the open section that has a Hindi version
    const withHindi = quiz.questions.find((q) => second.questionIds.includes(q.id) && q.hi);
    if (!withHindi?.hi) throw new Error(`no ${second.name} question with a Hindi version`);
    // (the TCS-style hall of Banking switches the whole paper's language from the profile menu)
    await paletteButton(page, quiz.questions.indexOf(withHindi) + 1).click();
    await page.getByTestId("profile-menu").click();
    await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
    await page.getByRole("heading", { name: withHindi.hi.question.slice(0, 30) }).waitFor();
    await page.getByTestId("profile-menu").click();
    await page.getByRole("button", { name: "English", exact: true }).click();
    await page.getByRole("heading", { name: withHindi.question.slice(0, 30) }).waitFor();

    // the closed section is locked, as in the TCS hall: its tab cannot be entered, nor its questions
    // reached from the open section
    const firstTab = page.getByTestId("section-tab").filter({ hasText: first.name });
    await expect(firstTab.textContent()).resolves.toContain("Closed");
    await expect(firstTab.isDisabled()).resolves.toBe(true);
    await expect(paletteButton(page, 1).count()).resolves.toBe(0);
    await paletteButton(page, firstOfSecond).click();
    await expect(page.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("fits a 390 px phone: no sideways scrolling, and the palette opens in a dialog", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, { email: "phone.learner@example.com" });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    // the TCS-style hall (SSC, Banking); NTA's (JEE) and the OMR booklet (NEET, UPSC) have their own tests
    const mock = mocks.find((m) => m.examType === "ssc") ?? mocks[0]!;
    for (const path of ["/daily-quizzes", "/mock-tests", "/past-papers", "/bookmarks", "/exam/neet"]) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto(`${app.server.url}/quiz/${mock.id}`);
    // the TCS instructions before the start fit the phone too
    await page.getByTestId("paper-cover").waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await startPaper(page);
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Palette" }).click();
    const dialog = page.getByRole("dialog", { name: "Question palette" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: /^Question 2: / }).click();
    // the dialog closes with the tap; the question picked follows in the next frames
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => currentQuestionNumber(page)).toBe(2);
    await screenshot(page, "exam-hall-phone");
    expect(errors).toEqual([]);
  });
});
