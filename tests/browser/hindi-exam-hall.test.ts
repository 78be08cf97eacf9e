import {
  dailyQuizSchema,
  mockTestsResponseSchema,
  type QuizQuestion,
  quizDetailSchema,
} from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterHall } from "./exam-hall-support";
import { pageGet } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

/** Nothing wider than the phone's screen: the page itself never scrolls sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const devanagariReady = (page: Page) =>
  page.waitForFunction(() => document.fonts.check('16px "Noto Sans Devanagari"', "अभ्यास"));

/** Signs in on a phone and chooses Hindi in the top bar, as a learner does. */
async function hindiPhone(app: ReturnType<typeof useBuiltApp>, email: string) {
  const { page, errors } = await newPage(app.browser, { mobile: true, locale: "en-IN" });
  await signInAs(page, app.server.url, { email, firstName: "Zq-Hindi" });
  await page.goto(`${app.server.url}/`);
  await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
  await page.getByRole("button", { name: "मेन्यू" }).waitFor();
  return { page, errors };
}

/**
 * A run of words of a question's text as the hall shows it: its longest stretch between formulas,
 * without the punctuation at its ends (which may sit with a formula).
 */
const wordsOf = (text: string) => {
  const runs = text
    .split(/\$\$[^$]*\$\$|\$[^$]*\$/)
    .map((run) => run.replace(/^[^\p{L}\p{M}\d]+|[^\p{L}\p{M}\d]+$/gu, ""));
  return runs.sort((a, b) => b.length - a.length)[0] ?? "";
};
const hindiWords = (q: QuizQuestion) => {
  const words = wordsOf(q.hi?.question ?? "");
  if (!/[\u0900-\u097F]/.test(words)) throw new Error(`question ${q.id} has no Hindi words to look for`);
  return words;
};

const JEE_MAIN = "JEE Main Paper 1 (B.E./B.Tech)";

describe("the exam hall and the result in Hindi, on a phone", () => {
  const app = useBuiltApp();

  it("an NTA mock: instructions, the hall and its palette, the submit summary, then the result", async () => {
    const { page, errors } = await hindiPhone(app, `zq-hindi-nta-${Date.now()}@example.com`);
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const jee = mocks.find((m) => m.examType === "jee");
    if (!jee?.titleHi) throw new Error("the demo content has no JEE mock test with a Hindi title");

    // the list names the paper in Hindi
    await page.goto(`${app.server.url}/mock-tests`);
    await page.getByText(jee.titleHi, { exact: true }).waitFor();

    await page.goto(`${app.server.url}/quiz/${jee.id}`);
    await page.getByRole("heading", { name: "सामान्य अनुदेश" }).waitFor();
    await devanagariReady(page);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await screenshot(page, "hindi-exam-hall-nta-instructions");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "मैं आरंभ करने के लिए तैयार हूँ" }).click();

    // NTA's own Hindi: the Save buttons, Clear Response and the palette's states
    await page.getByRole("button", { name: "सहेजें और आगे बढ़ें" }).waitFor();
    await page.getByRole("button", { name: "प्रतिक्रिया मिटाएँ" }).waitFor();
    await page.getByRole("button", { name: "समीक्षा के लिए चिह्नित करें और आगे बढ़ें" }).waitFor();
    // the paper's subjects by their Hindi names, as NCERT's Hindi books write them
    await expect(page.getByTestId("subject-tab").allTextContents()).resolves.toEqual([
      "भौतिकी",
      "रसायन विज्ञान",
      "गणित",
    ]);
    await page.getByTestId("candidate-panel").getByText("भौतिकी", { exact: true }).waitFor();
    await page.getByTestId("candidate-panel").getByText(jee.titleHi, { exact: true }).waitFor();
    await page.getByRole("radio").first().click();
    await page.getByRole("button", { name: "सहेजें और आगे बढ़ें" }).click();
    await page.getByText("प्रश्न 2:", { exact: true }).waitFor();
    await page.getByRole("radio").nth(1).click();
    await page.getByRole("button", { name: "समीक्षा के लिए चिह्नित करें और आगे बढ़ें" }).click();
    await page.getByText("प्रश्न 3:", { exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await screenshot(page, "hindi-exam-hall-nta");

    await page.getByRole("button", { name: "प्रश्न पैलेट" }).click();
    const palette = page.getByRole("dialog", { name: "प्रश्न पैलेट" });
    await palette.getByText("उत्तर दिया और समीक्षा के लिए चिह्नित").waitFor();
    await palette.getByText("देखा नहीं गया").waitFor();
    await screenshot(page, "hindi-exam-hall-nta-palette");
    await page.keyboard.press("Escape");
    await palette.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "सबमिट करें" }).first().click();
    const summary = page.getByRole("dialog", { name: "यह परीक्षा सबमिट करें?" });
    await summary.getByText("क्या आप वाकई सबमिट करना चाहते हैं?", { exact: false }).waitFor();
    await screenshot(page, "hindi-exam-hall-nta-submit");
    await summary.getByRole("button", { name: "परीक्षा सबमिट करें" }).click();

    await page.waitForURL(/\/results\/\d+$/, { timeout: 15_000 });
    await page.getByText("प्राप्त अंक").waitFor();
    await page.getByRole("heading", { name: "समीक्षा" }).waitFor();
    await page
      .getByRole("button", { name: "बंद करें" })
      .first()
      .click()
      .catch(() => undefined);
    await devanagariReady(page);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await screenshot(page, "hindi-result");
    // further down: the sections, the pace analysis and a reviewed question
    await page.getByTestId("pace-grid").waitFor();
    await page.getByTestId("section-cards").getByText("रसायन विज्ञान", { exact: true }).waitFor();
    for (const [testId, name] of [
      ["result-breakdown", "hindi-result-sections"],
      ["pace-analysis", "hindi-result-pace"],
      ["review-item", "hindi-result-review"],
    ] as const) {
      await page
        .getByTestId(testId)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
      await page.waitForTimeout(300);
      await screenshot(page, name);
    }
    expect(errors).toEqual([]);
  });

  it("a JEE Main full paper opens in Hindi, its numerical questions too; the palette, the result's time, the analytics advice and today's quiz read in Hindi", {
    timeout: 240_000,
  }, async () => {
    const url = app.server.url;
    const email = `zq-hindi-jee-main-${Date.now()}@example.com`;
    const { page, errors } = await newPage(app.browser, { mobile: true, locale: "en-IN" });
    await signInAs(page, url, { email, role: "premium", firstName: "Zq-Hindi" });
    await page.goto(`${url}/`);
    await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
    await page.getByRole("button", { name: "मेन्यू" }).waitFor();

    // today's daily quiz on the dashboard: its Hindi title and description
    const daily = await pageGet(page, "/api/daily-quiz", dailyQuizSchema);
    expect(daily.titleHi).toMatch(/दैनिक क्विज़/);
    expect(daily.descriptionHi).toMatch(/प्रश्न/);
    await expect.poll(() => page.getByTestId("todays-quiz-title").textContent()).toBe(daily.titleHi);
    await expect(page.getByTestId("todays-quiz-description").textContent()).resolves.toBe(
      daily.descriptionHi,
    );

    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const paper = mocks.find((m) => m.fullLength?.paper === JEE_MAIN);
    if (!paper) throw new Error("the demo content has no JEE Main full-length paper");
    const quiz = await pageGet(page, `/api/quiz/${paper.id}`, quizDetailSchema);
    expect(quiz.questions.every((q) => q.hi)).toBe(true);
    const physics = new Set(quiz.sections?.[0]?.questionIds);
    const numericalAt = quiz.questions.findIndex((q) => q.type === "numerical" && physics.has(q.id));
    const first = quiz.questions[0];
    const numerical = quiz.questions[numericalAt];
    if (!first || !numerical) throw new Error("the JEE Main paper has no numerical Physics question");

    await page.goto(`${url}/quiz/${paper.id}`);
    await page.getByRole("heading", { name: "सामान्य अनुदेश" }).waitFor();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "मैं आरंभ करने के लिए तैयार हूँ" }).click();

    // the first question in Hindi, without touching the hall's language switch
    const question = page.locator("[data-language]");
    await question.getByText(hindiWords(first), { exact: false }).waitFor();
    // the switch still changes it, to English and back
    await page.getByRole("button", { name: "English", exact: true }).click();
    await question.getByText(wordsOf(first.question), { exact: false }).waitFor();
    await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
    await question.getByText(hindiWords(first), { exact: false }).waitFor();
    await devanagariReady(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await screenshot(page, "hindi-nta-hall-phone");
    // one answer saved, for the analytics below
    await page.getByRole("radio").first().click();
    await page.getByRole("button", { name: "सहेजें और आगे बढ़ें" }).click();
    await page.getByText("प्रश्न 2:", { exact: true }).waitFor();

    // the palette's heading names the subject in Hindi; through it to the first numerical question
    await page.getByRole("button", { name: "प्रश्न पैलेट" }).click();
    const palette = page.getByRole("dialog", { name: "प्रश्न पैलेट" });
    await palette.getByRole("heading", { name: "प्रश्न पैलेट: भौतिकी", exact: true }).waitFor();
    await palette.getByRole("button", { name: new RegExp(`^प्रश्न ${numericalAt + 1}: `) }).click();
    await palette.waitFor({ state: "hidden" });
    await page.getByText(`प्रश्न ${numericalAt + 1}:`, { exact: true }).waitFor();
    await question.getByText(hindiWords(numerical), { exact: false }).waitFor();

    // the same paper on a desktop: the palette beside the question, headed in Hindi
    const desktop = await newPage(app.browser, { viewport: { width: 1280, height: 800 }, locale: "en-IN" });
    await signInAs(desktop.page, url, { email, role: "premium" });
    await desktop.page.goto(`${url}/quiz/${paper.id}`);
    const ready = desktop.page.getByRole("button", { name: "मैं आरंभ करने के लिए तैयार हूँ" });
    const saveNext = desktop.page.getByRole("button", { name: "सहेजें और आगे बढ़ें" });
    await ready.or(saveNext).first().waitFor();
    if (await ready.isVisible()) {
      await desktop.page.getByRole("checkbox").check();
      await ready.click();
    }
    await desktop.page.getByRole("heading", { name: "प्रश्न पैलेट: भौतिकी", exact: true }).waitFor();
    await desktop.page
      .locator("[data-language]")
      .getByText(/[\u0900-\u097F]{3}/)
      .first()
      .waitFor();
    await devanagariReady(desktop.page);
    await screenshot(desktop.page, "hindi-nta-hall-desktop");
    await desktop.page.context().close();

    // submit; the result says when, in Hindi: the part of the day, no am or pm
    await page.getByRole("button", { name: "सबमिट करें" }).first().click();
    const summary = page.getByRole("dialog", { name: "यह परीक्षा सबमिट करें?" });
    await summary.getByRole("button", { name: "परीक्षा सबमिट करें" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 15_000 });
    const submitted = page.getByText(/^सबमिट किया: /);
    await submitted.waitFor();
    const when = (await submitted.textContent()) ?? "";
    expect(when).toMatch(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} IST$/);
    expect(when).not.toMatch(/\b(am|pm)\b/i);

    // the analytics advice in Hindi: no Latin letters at all (JEE's subjects and topics have Hindi names)
    await page.goto(`${url}/analytics?exam=jee`);
    const advice = page.getByTestId("recommendations").getByRole("listitem");
    await advice.first().waitFor();
    const lines = await advice.allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toMatch(/[\u0900-\u097F]/);
      expect(line).not.toMatch(/[A-Za-z]/);
    }
    expect(errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
  });

  it("an OMR mock: the booklet, the current row and the wall clock", async () => {
    const { page, errors } = await hindiPhone(app, `zq-hindi-omr-${Date.now()}@example.com`);
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const neet = mocks.find((m) => m.examType === "neet");
    if (!neet) throw new Error("the demo content has no NEET mock test");

    await page.goto(`${app.server.url}/quiz/${neet.id}`);
    await enterHall(page);
    await page.getByRole("heading", { name: "प्रश्न पुस्तिका" }).waitFor();
    await page.getByRole("button", { name: "उत्तर पत्रक" }).waitFor();
    // the booklet's parts by their Hindi subject names
    await page.getByTestId("omr-booklet").getByRole("heading", { name: "वनस्पति विज्ञान" }).waitFor();
    // pencil the first row's (B) in the phone's bar, then ink it
    const bar = page.getByTestId("omr-current-row");
    await bar.getByRole("button", { name: "प्रश्न 1, विकल्प B" }).click();
    await bar.getByText("(B) को स्याही से भरने के लिए दोबारा टैप करें").waitFor();
    await bar.getByRole("button", { name: /^प्रश्न 1, विकल्प B/ }).click();
    await bar.getByText("प्रश्न 1 · ", { exact: false }).waitFor();
    await devanagariReady(page);
    await expect(overflowsSideways(page)).resolves.toBe(false);
    await screenshot(page, "hindi-exam-hall-omr");
    expect(errors).toEqual([]);
  });
});
