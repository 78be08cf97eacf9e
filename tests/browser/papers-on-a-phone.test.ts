import { mockTestsResponseSchema, pastPapersResponseSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageAt, SIZES, startPaper } from "./exam-hall-support";
import { currentQuestionNumber, pageGet, quizDetail } from "./learning-support";
import { screenshot, signInAs, useBuiltApp } from "./support";

const PHONE = SIZES[0];

/**
 * What sticks out past the phone's right edge: each formula or other element whose box ends past
 * it (the question it is in, and its width), with every question of the page laid out first: the
 * booklet skips laying out questions far from the screen, which would hide one that is too wide.
 */
async function widerThanScreen(page: Page, within: string): Promise<string[]> {
  if ((await page.locator("style[data-lay-out-all]").count()) === 0) {
    const style = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    await style.evaluate((element) => (element as HTMLElement).setAttribute("data-lay-out-all", ""));
  }
  return page.evaluate((selector) => {
    const screen = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const question of document.querySelectorAll<HTMLElement>(selector)) {
      for (const element of question.querySelectorAll<HTMLElement>(".katex, p, li, span")) {
        const box = element.getBoundingClientRect();
        // inside a display formula's own scroll box, a wide formula scrolls and the page does not
        if (element.closest(".overflow-x-auto")) continue;
        if (box.right > screen + 0.5) {
          const number = question.textContent?.trim().slice(0, 12);
          found.push(
            `${number}: ${element.className || element.tagName} ends at ${Math.round(box.right)} px`,
          );
          break;
        }
      }
    }
    if (document.documentElement.scrollWidth > screen)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide, the screen ${screen} px`);
    return found;
  }, within);
}

/**
 * Punctuation that starts a line of its own just after a formula (", where" wrapped away from the
 * formula it follows): the question it is in and the text.
 */
function punctuationCutFromFormulas(page: Page, within: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const question of document.querySelectorAll<HTMLElement>(selector)) {
      for (const formula of question.querySelectorAll<HTMLElement>(".katex")) {
        if (formula.parentElement?.closest(".katex")) continue;
        const next = formula.nextSibling;
        const text = next?.nodeType === Node.TEXT_NODE ? (next.textContent ?? "") : "";
        const at = text.search(/[^\u2060]/);
        if (at < 0 || !/[,.;:!?)]/.test(text[at] ?? "")) continue;
        const range = document.createRange();
        range.setStart(next as Text, at);
        range.setEnd(next as Text, at + 1);
        const mark = range.getBoundingClientRect();
        const bases = formula.querySelectorAll(".katex-html > .base");
        const last = (bases[bases.length - 1] ?? formula).getBoundingClientRect();
        // on the formula's line, the mark sits just right of its last piece
        if (mark.left < last.right - 1)
          found.push(`${question.textContent?.trim().slice(0, 4)} "${text.slice(at, at + 12)}"`);
      }
    }
    return found;
  }, within);
}

/** Every mock test and past paper of the demo content, seen by a premium learner signed in as `email`. */
async function seededPapers(page: Page, baseUrl: string, email: string) {
  await signInAs(page, baseUrl, { email, role: "premium" });
  const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
  const papers = await pageGet(page, "/api/past-papers", pastPapersResponseSchema);
  return [...mocks, ...papers];
}

/** No paper has a question wider than the screen or punctuation cut from its formula. */
function expectNoneFound(tooWide: Record<string, string[]>, cutPunctuation: Record<string, string[]>) {
  const none = Object.fromEntries(Object.keys(tooWide).map((title) => [title, []]));
  expect(tooWide).toEqual(none);
  expect(cutPunctuation).toEqual(none);
}

describe("every seeded paper on a 390 px phone (Chromium)", () => {
  const app = useBuiltApp();

  it("lays out each question of every OMR booklet and NTA question paper within the screen, punctuation beside its formula", async () => {
    const { page, errors } = await pageAt(app.browser, PHONE);
    const seeded = await seededPapers(page, app.server.url, "zq-phone-papers@example.com");
    const checked: string[] = [];
    const tooWide: Record<string, string[]> = {};
    const cutPunctuation: Record<string, string[]> = {};
    const mathLetterCase: string[] = [];
    for (const { id, title } of seeded) {
      const quiz = await quizDetail(page, id);
      if (quiz.interface === "omr") {
        await page.goto(`${app.server.url}/quiz/${id}`);
        await startPaper(page);
        await page.locator('[data-testid="omr-booklet"][data-measured]').waitFor();
        await expect(page.getByTestId("booklet-question").count()).resolves.toBe(quiz.questions.length);
        // the screen reader's copy of each formula keeps its letters as typed: the browser's math
        // italic (U+1D465 for x) has no glyph in KaTeX's font and would send layout through every
        // font on the phone
        mathLetterCase.push(
          ...(await page.evaluate(() =>
            [...document.querySelectorAll(".katex-mathml mi")].map(
              (mi) => getComputedStyle(mi).textTransform,
            ),
          )),
        );
        tooWide[title] = await widerThanScreen(page, '[data-testid="booklet-question"]');
        cutPunctuation[title] = await punctuationCutFromFormulas(page, '[data-testid="booklet-question"]');
      } else if (quiz.interface === "nta") {
        await page.goto(`${app.server.url}/quiz/${id}`);
        await page.getByRole("checkbox", { name: /I have read and understood the instructions/ }).check();
        await page.getByRole("button", { name: "I am ready to begin" }).click();
        await page.getByRole("button", { name: "Question Paper" }).first().click();
        const paper = page.getByRole("dialog", { name: "Question Paper" });
        await paper.waitFor();
        await expect(paper.getByTestId("paper-question").count()).resolves.toBe(quiz.questions.length);
        tooWide[title] = await widerThanScreen(page, '[data-testid="paper-question"]');
        cutPunctuation[title] = await punctuationCutFromFormulas(page, '[data-testid="paper-question"]');
        if (!checked.some((c) => c.startsWith("nta"))) await screenshot(page, "nta-question-paper-phone");
      } else {
        continue; // one question at a time: the interface tests check its screen
      }
      checked.push(`${quiz.interface} ${title} (${quiz.questions.length})`);
    }
    // the NEET paper whose chemistry once widened the page, and JEE Main's, among them
    expect(checked.filter((c) => c.startsWith("omr")).length).toBeGreaterThanOrEqual(2);
    expect(checked.filter((c) => c.startsWith("nta")).length).toBeGreaterThanOrEqual(2);
    expectNoneFound(tooWide, cutPunctuation);
    expect(mathLetterCase.length).toBeGreaterThan(0);
    expect(new Set(mathLetterCase)).toEqual(new Set(["none"]));
    expect(errors).toEqual([]);
    await page.context().close();
  }, 600_000);

  it("lays out every question of each SSC and Banking paper in the TCS hall within the screen", async () => {
    const { page, errors } = await pageAt(app.browser, PHONE);
    const seeded = await seededPapers(page, app.server.url, "zq-phone-tcs-papers@example.com");
    const checked: string[] = [];
    const tooWide: Record<string, string[]> = {};
    const cutPunctuation: Record<string, string[]> = {};
    const onScreen = 'section[aria-label^="Question "]';
    for (const { id, title } of seeded) {
      const quiz = await quizDetail(page, id);
      if (quiz.interface !== "tcs") continue;
      const sections = quiz.sections ?? [];
      // Save & Next carries on into the next section unless the sections keep their own clocks:
      // then only the first is open, and its questions are the ones checked
      const timed = sections.length > 1 && sections.every((s) => s.timeLimitMinutes);
      const order =
        sections.length > 0 ? sections.flatMap((s) => s.questionIds) : quiz.questions.map((q) => q.id);
      const reachable = timed ? (sections[0]?.questionIds ?? []) : order;
      const position = (questionId: number) => quiz.questions.findIndex((q) => q.id === questionId) + 1;
      await page.goto(`${app.server.url}/quiz/${id}`);
      await startPaper(page);
      tooWide[title] = [];
      cutPunctuation[title] = [];
      for (const [i, questionId] of reachable.entries()) {
        await expect.poll(() => currentQuestionNumber(page)).toBe(position(questionId));
        if (i === 0) await expect(page.locator(onScreen).count()).resolves.toBe(1);
        tooWide[title].push(...(await widerThanScreen(page, onScreen)));
        cutPunctuation[title].push(...(await punctuationCutFromFormulas(page, onScreen)));
        if (i < reachable.length - 1) await page.getByRole("button", { name: "Save & Next" }).click();
      }
      checked.push(`${title} (${reachable.length} of ${quiz.questions.length})`);
    }
    expect(checked.filter((c) => /SSC/.test(c)).length, checked.join("\n")).toBeGreaterThanOrEqual(1);
    expect(checked.filter((c) => /IBPS|SBI|Bank/i.test(c)).length, checked.join("\n")).toBeGreaterThanOrEqual(
      1,
    );
    expectNoneFound(tooWide, cutPunctuation);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 600_000);
});
