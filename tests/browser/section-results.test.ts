import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { enterHall, pageAt, SIZES } from "./exam-hall-support";
import {
  correctIndexOf,
  currentQuestionNumber,
  openAttemptSheet,
  option,
  pageGet,
  quizDetail,
  wrongIndexOf,
} from "./learning-support";
import { newPage, screenshotPath, signInAs, startServer, useBuiltApp } from "./support";

/** Starts the paper and submits it blank from the signed-in page; answers the result page's path. */
async function blankResultOf(page: Page, quizId: number): Promise<string> {
  const { attemptId } = await openAttemptSheet(page, quizId);
  const status = await page.evaluate(
    async ({ id, attempt }) => {
      const res = await fetch(`/api/quiz/${id}/submit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ attemptId: attempt, timeSpent: 60, answers: {} }),
        credentials: "include",
      });
      return res.status;
    },
    { id: quizId, attempt: attemptId },
  );
  expect(status).toBe(200);
  return `/results/${attemptId}`;
}

/** The figures a published cut-off carries (made up for the test, in the shape the content uses). */
const CUTOFFS = {
  year: 2024,
  category: "General",
  source: "Zq-IBPS PO prelims 2024 cut-off",
  maxMarks: 100,
  overall: 59.5,
  sections: { "English Language": 7.5, "Quantitative Aptitude": 8.75, "Reasoning Ability": 9.5 },
  sectionMaxMarks: { "English Language": 30, "Quantitative Aptitude": 35, "Reasoning Ability": 35 },
};

describe("results per section, cut-offs and time per question (Chromium)", () => {
  // the demo content, then the banking mock given cut-offs, before the app the tests use starts
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-section-results-"));
  beforeAll(async () => {
    const seeding = await startServer({ dataDir });
    await seeding.stop();
    const db = new PGlite(dataDir);
    await db.query("update quizzes set cutoffs = $1::jsonb where slug = 'banking-mock-prelims-1'", [
      JSON.stringify(CUTOFFS),
    ]);
    await db.close();
  }, 300_000);
  const app = useBuiltApp({ dataDir });

  for (const size of SIZES) {
    it(`shows marks, accuracy and time per section, the cut-offs and the time on each question (${size.name})`, async () => {
      const { page, errors } = await pageAt(app.browser, size);
      await signInAs(page, app.server.url, {
        email: `zq-sections-${size.name}@example.com`,
        role: "premium",
      });
      const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
      const mock = mocks.find((m) => m.examType === "banking");
      if (!mock) throw new Error("the demo content has no banking mock test");
      const quiz = await quizDetail(page, mock.id);
      const english = quiz.sections?.[0];
      if (!english) throw new Error("the banking mock has no sections");
      const textOf = (n: number) => quiz.questions[n - 1]!.question;

      await page.goto(`${app.server.url}/quiz/${mock.id}`);
      await enterHall(page);
      await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
      // four right and two wrong, a little over a second on each
      for (let n = 1; n <= 6; n++) {
        await expect(currentQuestionNumber(page)).resolves.toBe(n);
        await page.waitForTimeout(1200);
        await option(page, n <= 4 ? correctIndexOf(textOf(n)) : wrongIndexOf(textOf(n))).click();
        await page.getByRole("button", { name: "Save & Next" }).click();
      }
      await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Submit Test" }).click();
      await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });

      // one row per section in paper order (a table on the desktop, a card each on a phone):
      // English 4 x 1 - 2 x 0.25 = 3.5
      const englishCutoff = Math.round(((7.5 * english.questionIds.length) / 30) * 100) / 100;
      expect(englishCutoff).toBeLessThan(3.5);
      const englishFigures = [
        english.name,
        `3.5 / ${english.questionIds.length}`,
        "4",
        "2",
        `${english.questionIds.length - 6}`,
        "66.7%",
      ];
      let englishTime: string;
      if (size.name === "desktop") {
        const rows = page.getByTestId("section-results").locator("tbody tr");
        await rows.first().waitFor();
        await expect(rows.count()).resolves.toBe(quiz.sections?.length);
        const cells = (await rows.filter({ hasText: english.name }).locator("th, td").allTextContents()).map(
          (c) => c.trim(),
        );
        expect(cells.slice(0, 6)).toEqual(englishFigures);
        englishTime = cells[6] ?? "";
        // English: 7.5 of the official 30, scaled to this test's section (1 mark a question): cleared
        expect(cells[7]).toBe(`${englishCutoff}: cleared`);
        await expect(page.getByTestId("section-cards").isVisible()).resolves.toBe(false);
      } else {
        const cards = page.getByTestId("section-cards").locator("li[data-section]");
        await cards.first().waitFor();
        await expect(cards.count()).resolves.toBe(quiz.sections?.length);
        const card = cards.filter({ hasText: english.name });
        const [, marks] = (await card.locator("p").allTextContents()).map((c) => c.trim());
        const values = (await card.locator("dd").allTextContents()).map((c) => c.trim());
        expect([english.name, marks, ...values.slice(0, 4)]).toEqual(englishFigures);
        englishTime = values[4] ?? "";
        await expect(card.textContent()).resolves.toContain(`Sectional cut-off ${englishCutoff}: cleared`);
        await expect(page.getByTestId("section-results").isVisible()).resolves.toBe(false);
      }
      // about 1.2 s on each of the six, and the seventh was open at the submit
      expect(englishTime).toMatch(/^\d+ s$/);
      expect(Number.parseInt(englishTime, 10)).toBeGreaterThanOrEqual(6);

      // the overall cut-off with its year, category and source: 59.5% of the test's maximum, not cleared
      const overallCutoff = Math.round(59.5 * quiz.questions.length) / 100;
      const cutoff = page.getByTestId("cutoff-line");
      await expect(cutoff.textContent()).resolves.toBe(
        `Overall cut-off, 2024 (General): 59.5/100 \u2014 ${overallCutoff} scaled to this test: not clearedSource: ${CUTOFFS.source}`,
      );
      await expect(page.getByTestId("qualifying-line").count()).resolves.toBe(0);

      // time on each question: in the review, and the paper-pace analysis sorts the six answered:
      // about 1.2 s each is well within the official paper's time per question, so all six are fast
      const firstTime = page.getByTestId("review-item").first().getByTestId("question-time");
      await expect(firstTime.textContent()).resolves.toMatch(/^Time spent:\d+(\.\d)? s, 1 visit$/);
      const paceCount = (key: string) => page.getByTestId(`pace-${key}`).locator("p").first().textContent();
      await page.getByTestId("pace-grid").waitFor();
      const counts = await Promise.all(
        ["fast-correct", "slow-correct", "fast-wrong", "slow-wrong"].map(async (key) => [
          key,
          await paceCount(key),
        ]),
      );
      expect(Object.fromEntries(counts)).toEqual({
        "fast-correct": "4",
        "slow-correct": "0",
        "fast-wrong": "2",
        "slow-wrong": "0",
      });
      await expect(page.getByTestId("pace-analysis").textContent()).resolves.toContain(
        `${quiz.questions.length - 6} skipped questions not counted.`,
      );
      // one fast/slow analysis only: the time chart has no grid of its own
      await expect(page.getByTestId("pace-grid").count()).resolves.toBe(1);
      await expect(
        page
          .getByTestId("question-times")
          .getByText(/quick|slow/i)
          .count(),
      ).resolves.toBe(0);

      // the picture: from the score to the time chart, once the submit's toast has gone
      await page.getByText("Quiz Submitted!").waitFor({ state: "hidden", timeout: 15_000 });
      const top = await page.getByTestId("result-marks").evaluate((el) => {
        const card = el.closest(".grid") ?? el;
        return card.getBoundingClientRect().top + window.scrollY;
      });
      const bottom = await page
        .getByTestId("result-breakdown")
        .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: screenshotPath(`section-results-${size.name}`),
        fullPage: true,
        clip: { x: 0, y: top - 16, width: size.viewport.width, height: bottom - top + 32 },
      });
      expect(errors).toEqual([]);
    });
  }

  it("shows each exam's latest published cut-off with its year and source, JEE's as a percentile, in Hindi too", async () => {
    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 800 } });
    await signInAs(page, app.server.url, { email: "zq-cutoffs@example.com", role: "premium" });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    // a full IBPS PO paper, held to the exam's published cut-off (the other banking mock has the test's own)
    const ibps = mocks.find((m) => m.examType === "banking" && m.title.includes("Full-Length Paper 1"));
    const jee = mocks.find((m) => m.examType === "jee");
    if (!ibps || !jee) throw new Error("the demo content has no full IBPS PO paper or no JEE mock");

    await page.goto(`${app.server.url}${await blankResultOf(page, ibps.id)}`);
    const cutoff = page.getByTestId("cutoff-line");
    await cutoff.waitFor();
    const ibpsLine = await cutoff.textContent();
    // 2024's overall figure out of 100, on a 100-mark paper: nothing to scale, and a blank sheet is short of it
    expect(ibpsLine).toBe(
      "Overall cut-off, 2024 (General): 48.5/100: not clearedSource: IBPS, CRP PO/MT-XIV Preliminary Examination 2024: overall cut-off marks out of 100, published with the candidates' scores, ibps.in; as listed by cpresults.in",
    );
    expect(ibpsLine).not.toMatch(/2017|check/);
    await cutoff.scrollIntoViewIfNeeded();
    await page
      .getByTestId("result-breakdown")
      .locator("ul")
      .first()
      .screenshot({ path: screenshotPath("cutoffs-result") });

    // the same block in Hindi: its captions, and the citation's Hindi (the document's name stays)
    await page.getByTestId("language-picker").click();
    await expect
      .poll(() => cutoff.textContent())
      .toBe(
        "कुल कट-ऑफ़, 2024 (सामान्य): 48.5/100: पार नहीं कियास्रोत: IBPS, CRP PO/MT-XIV Preliminary Examination 2024: 100 में से कुल कट-ऑफ़ अंक, अभ्यर्थियों के अंकों के साथ प्रकाशित, ibps.in; cpresults.in की सूची के अनुसार",
      );
    await page.getByTestId("language-picker").click();
    await expect.poll(() => cutoff.textContent()).toBe(ibpsLine);

    // JEE Main: no cut-off in marks; the percentile NTA set for JEE Advanced eligibility
    await page.goto(`${app.server.url}${await blankResultOf(page, jee.id)}`);
    const bar = page.getByTestId("percentile-bar-line");
    await bar.waitFor();
    await expect(bar.textContent()).resolves.toBe(
      "JEE Advanced eligibility, JEE Main 2025 (General): 93.1023262 percentile (an NTA score, not marks)Source: NTA, JEE (Main) 2025 Session 2 result (19 April 2025): qualifying percentile for JEE (Advanced) 2025, jeemain.nta.nic.in; as listed by practicejee.com and uasrlibrary.in",
    );
    await expect(page.getByTestId("cutoff-line").count()).resolves.toBe(0);
    await bar.scrollIntoViewIfNeeded();
    const block = page.getByTestId("result-breakdown").locator("ul").first();
    await block.screenshot({ path: screenshotPath("cutoffs-result-jee") });
    expect(errors).toEqual([]);
  });
});
