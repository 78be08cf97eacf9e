import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PALETTE_ORDER, type PaletteStatus } from "../../src/client/features/attempts/hall/exam-hall";
import { formatMarks, formatPercent } from "../../src/client/lib/format";
import { pageAt, SIZES, type Size, saveSideBySide, startPaper } from "./exam-hall-support";
import { currentQuestionNumber, option, pageGet, quizDetail, wrongIndexOf } from "./learning-support";
import { screenshot, signInAs, useBuiltApp } from "./support";

type Counts = Record<PaletteStatus, number>;

/** The palette of the section on screen (in its dialog on a phone): its legend's five counts. */
async function paletteCounts(page: Page, size: Size, sectionName: string): Promise<Counts> {
  const isPhone = size.name === "phone";
  if (isPhone) await page.getByRole("button", { name: "Palette" }).click();
  const scope = isPhone ? page.getByRole("dialog", { name: "Question palette" }) : page.locator("aside");
  await scope.getByRole("heading", { name: `Question palette: ${sectionName}` }).waitFor();
  const counts = {} as Counts;
  for (const status of PALETTE_ORDER) {
    const value = await scope
      .getByTestId("palette-legend")
      .locator(`li[data-status="${status}"]`)
      .getAttribute("data-count");
    counts[status] = Number(value);
  }
  if (isPhone) {
    await page.keyboard.press("Escape");
    await scope.waitFor({ state: "hidden" });
  }
  return counts;
}

/** One row of the submit summary: a section's (or the "Total") five counts and its question count. */
async function summaryRow(page: Page, name: string): Promise<Counts & { total: number }> {
  const summary = page.getByTestId("submit-summary");
  const cell = (status: string) =>
    summary.locator(`tr[data-section="${name}"] td[data-status="${status}"]`).textContent();
  const counts = { total: Number(await cell("total")) } as Counts & { total: number };
  for (const status of PALETTE_ORDER) counts[status] = Number(await cell(status));
  return counts;
}

describe.each(SIZES)("exam hall at $name size (Chromium)", (size) => {
  const app = useBuiltApp();

  it("resumes on the question and section after a reload, and the summary counts equal the palette's", async () => {
    const { page, errors } = await pageAt(app.browser, size);
    await signInAs(page, app.server.url, { email: `zq-summary-${size.name}@example.com` });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    // the exam hall of the computer-based tests in TCS style (JEE papers open in NTA's own interface)
    const hallMock = mocks.find((m) => m.examType === "ssc");
    if (!hallMock) throw new Error("the demo content has no SSC mock test");
    const quiz = await quizDetail(page, hallMock.id);
    const sections = quiz.sections ?? [];
    const [physics, chemistry] = sections as [(typeof sections)[0], (typeof sections)[0]];
    expect(physics.questionIds.length).toBeGreaterThan(5);
    const position = (id: number) => quiz.questions.findIndex((q) => q.id === id) + 1;
    const textOf = (n: number) => quiz.questions[n - 1]!.question;

    await page.goto(`${app.server.url}/quiz/${hallMock.id}`);
    await startPaper(page);
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    // 1 answered, 2 marked, 3 answered and marked, 4 seen and left, then on to 5 (wrong answers
    // throughout, so the result has negative marks to show)
    await option(page, wrongIndexOf(textOf(1))).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await option(page, wrongIndexOf(textOf(3))).click();
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(currentQuestionNumber(page)).resolves.toBe(5);
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    // a reload resumes on question 5, not question 1
    await page.reload();
    await page.getByText(`Question 5 of ${quiz.questions.length}`).waitFor();
    await expect(currentQuestionNumber(page)).resolves.toBe(5);

    // in another section: a reload resumes there, in that section
    await page.getByTestId("section-tab").filter({ hasText: chemistry.name }).click();
    const firstChemistry = position(chemistry.questionIds[0]!);
    await expect(currentQuestionNumber(page)).resolves.toBe(firstChemistry);
    await option(page, wrongIndexOf(textOf(firstChemistry))).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();
    await page.reload();
    await page.getByText(`Question ${firstChemistry} of ${quiz.questions.length}`).waitFor();
    await expect(
      page.getByTestId("section-tab").filter({ hasText: chemistry.name }).getAttribute("aria-current"),
    ).resolves.toBe("true");
    await expect(option(page, wrongIndexOf(textOf(firstChemistry))).isChecked()).resolves.toBe(true);

    // each section's palette, read with that section on screen
    const palettes = new Map<string, Counts>();
    palettes.set(chemistry.name, await paletteCounts(page, size, chemistry.name));
    const phonePalette: Buffer[] | null = size.name === "phone" ? [] : null;
    for (const section of sections) {
      if (section.name === chemistry.name) continue;
      const tab = page.getByTestId("section-tab").filter({ hasText: section.name });
      await tab.click();
      await expect.poll(() => tab.getAttribute("aria-current")).toBe("true");
      // the section's first question turns visited as it opens: read once every question is counted
      await expect
        .poll(async () => {
          const counts = await paletteCounts(page, size, section.name);
          return PALETTE_ORDER.reduce((n, s) => n + counts[s], 0);
        })
        .toBe(section.questionIds.length);
      palettes.set(section.name, await paletteCounts(page, size, section.name));
    }
    expect(palettes.get(physics.name)).toEqual({
      answered: 1,
      not_answered: 2,
      not_visited: physics.questionIds.length - 5,
      marked: 1,
      answered_marked: 1,
    });
    if (phonePalette) {
      // the palette of the section on screen, for the picture beside the summary
      await page.getByRole("button", { name: "Palette" }).click();
      await page.getByRole("dialog", { name: "Question palette" }).waitFor();
      phonePalette.push(await page.screenshot());
      await page.keyboard.press("Escape");
    }

    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByTestId("submit-summary").waitFor();
    const overall = await summaryRow(page, "Total");
    let sumOfStatuses = 0;
    for (const section of sections) {
      const column = await summaryRow(page, section.name);
      const { total, ...counts } = column;
      expect(counts, section.name).toEqual(palettes.get(section.name));
      expect(total).toBe(section.questionIds.length);
      expect(PALETTE_ORDER.reduce((n, s) => n + counts[s], 0)).toBe(total);
    }
    for (const status of PALETTE_ORDER) {
      expect(overall[status]).toBe(sections.reduce((n, s) => n + palettes.get(s.name)![status], 0));
      sumOfStatuses += overall[status];
    }
    expect(overall.total).toBe(quiz.questions.length);
    expect(sumOfStatuses).toBe(quiz.questions.length);
    if (phonePalette) {
      phonePalette.push(await page.screenshot());
      await saveSideBySide(page, `exam-summary-${size.name}`, phonePalette);
    } else {
      await screenshot(page, `exam-summary-${size.name}`);
    }

    // the result names a question's subject once and writes minus signs one way
    await page.getByRole("dialog").getByRole("button", { name: "Submit Test" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    await page.getByTestId("result-marks").waitFor();
    const score = (await page.getByTestId("result-marks").locator("..").textContent()) ?? "";
    // three wrong answers, nothing right
    const marks = 3 * quiz.marking.wrong;
    expect(marks).toBeLessThan(0);
    expect(score).toContain(`${formatMarks(marks)} / `);
    expect(score).toContain(`${formatPercent((marks / hallMock.maxMarks) * 100)} of maximum marks`);
    expect(score).toMatch(/^Marks obtained\u2212/);
    expect(score).not.toMatch(/-\d/);
    for (const item of await page.getByTestId("review-item").all()) {
      const header = (await item.locator("div").first().textContent()) ?? "";
      expect(header).not.toMatch(/-\d/);
      const context = (await item.locator("p").first().locator("span").textContent()) ?? "";
      const parts = context.split(" · ");
      expect(new Set(parts).size, context).toBe(parts.length);
    }
    expect(errors).toEqual([]);
  });
});
