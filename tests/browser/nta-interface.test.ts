import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAt, SIZES, type Size } from "./exam-hall-support";
import { openAttemptSheet, quizDetail, seriousAxeViolations } from "./learning-support";
import {
  launchBrowser,
  type RunningServer,
  screenshot,
  screenshotPath,
  signInAs,
  startServer,
} from "./support";

/**
 * NTA's computer-based test on a JEE mock, at phone and desktop size: the instructions and the
 * declaration, answers saved only by the Save buttons, Mark for Review & Next, the numerical
 * keypad (the keyboard types nothing), Clear Response, the question paper, submit, the result.
 * The demo JEE Main mock puts its numerical questions after each subject's single-correct ones; so
 * that the flow meets one among its first four questions, the test makes question 2 a numerical one
 * (with a known answer) in its own data directory before the server it drives starts.
 */

const NUMERICAL_TEXT =
  "Zq-A body starts from rest with a uniform acceleration of $2\\ \\text{m/s}^2$. How far, in metres, does it travel in the first 3 s?";

/** Starts the demo server once to seed it, turns the JEE mock's question 2 into a numerical one, restarts. */
async function serverWithNumericalQuestion(
  dataDir: string,
): Promise<{ server: RunningServer; quizId: number }> {
  const seeded = await startServer({ dataDir });
  await seeded.stop();
  const db = new PGlite(dataDir);
  try {
    const quiz = await db.query<{ id: number }>(
      "SELECT id FROM quizzes WHERE exam_type = 'jee' AND kind = 'mock' ORDER BY id LIMIT 1",
    );
    const quizId = quiz.rows[0]?.id;
    if (quizId === undefined) throw new Error("the demo content has no JEE mock test");
    await db.query(
      `UPDATE questions SET type = 'numerical', text = $1, options = '[]'::jsonb, correct_index = NULL,
         numeric_min = 9, numeric_max = 9, text_hi = NULL, options_hi = NULL, explanation = 's = at^2/2 = 9 m'
       WHERE id = (SELECT question_id FROM quiz_questions WHERE quiz_id = $2 ORDER BY position OFFSET 1 LIMIT 1)`,
      [NUMERICAL_TEXT, quizId],
    );
    return { server: await startServer({ dataDir }), quizId };
  } finally {
    await db.close();
  }
}

/** Jumps by the palette (in its dialog on a phone) and answers the palette's status of question n. */
async function viaPalette(page: Page, size: Size, n: number): Promise<void> {
  const isPhone = size.name === "phone";
  if (isPhone) await page.getByRole("button", { name: "Question Palette" }).click();
  const scope = isPhone ? page.getByRole("dialog", { name: "Question palette" }) : page.locator("aside");
  await scope.getByRole("button", { name: new RegExp(`^Question ${n}: `) }).click();
  if (isPhone) await scope.waitFor({ state: "hidden" });
  await page.getByText(`Question ${n}:`, { exact: true }).waitFor();
}

async function statusOf(page: Page, size: Size, n: number): Promise<string> {
  const isPhone = size.name === "phone";
  if (isPhone) await page.getByRole("button", { name: "Question Palette" }).click();
  const scope = isPhone ? page.getByRole("dialog", { name: "Question palette" }) : page.locator("aside");
  const label = await scope
    .getByRole("button", { name: new RegExp(`^Question ${n}: `) })
    .getAttribute("aria-label");
  if (isPhone) {
    await page.keyboard.press("Escape");
    await scope.waitFor({ state: "hidden" });
  }
  return (label ?? "").replace(/^Question \d+: /, "").replace(" (current)", "");
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const display = (page: Page) => page.getByTestId("numeric-answer");
const key = (page: Page, name: string) =>
  page.getByTestId("numeric-keypad").getByRole("button", { name, exact: true });

describe("NTA computer-based test (Chromium)", () => {
  let server: RunningServer;
  let browser: Browser;
  let quizId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-nta-"));

  beforeAll(async () => {
    ({ server, quizId } = await serverWithNumericalQuestion(dataDir));
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(SIZES)("takes a JEE mock to its result at $name size", async (size) => {
    const { page, errors } = await pageAt(browser, size);
    await signInAs(page, server.url, {
      email: `zq-nta-${size.name}@example.com`,
      role: "premium",
      firstName: "Zq-Asha",
      lastName: "Verma",
    });
    const quiz = await quizDetail(page, quizId);
    expect(quiz.interface).toBe("nta");
    expect(quiz.questions[1]?.type).toBe("numerical");
    const [q1, q2, q3, q4] = quiz.questions.map((q) => q.id);

    // the instructions first: "I am ready to begin" waits for the declaration
    await page.goto(`${server.url}/quiz/${quizId}`);
    await page.getByRole("heading", { name: "General Instructions" }).waitFor();
    const ready = page.getByRole("button", { name: "I am ready to begin" });
    await expect(ready.isDisabled()).resolves.toBe(true);
    if (size.name === "desktop") await screenshot(page, "nta-instructions");
    await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await page.getByRole("checkbox", { name: /I have read and understood the instructions/ }).check();
    await expect(ready.isEnabled()).resolves.toBe(true);
    await ready.click();

    await page.getByText("Question 1:", { exact: true }).waitFor();
    await expect(page.getByTestId("candidate-panel").textContent()).resolves.toContain("Zq-Asha Verma");
    // the hall opens at its top, not as far down as the instructions were read
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    // an option chosen and left by the palette is not saved
    await page.getByRole("radio").nth(1).click();
    await viaPalette(page, size, 3);
    await expect(statusOf(page, size, 1)).resolves.toBe("Not Answered");
    await viaPalette(page, size, 1);
    await expect(page.getByRole("radio", { checked: true }).count()).resolves.toBe(0);
    // and so does the palette back to the question on screen
    await page.getByRole("radio").nth(2).click();
    await viaPalette(page, size, 1);
    await expect.poll(() => page.getByRole("radio", { checked: true }).count()).toBe(0);
    if (size.name === "phone") {
      // the palette over the dimmed hall closes on a tap outside it
      await page.getByRole("button", { name: "Question Palette" }).click();
      const dialog = page.getByRole("dialog", { name: "Question palette" });
      await dialog.waitFor();
      await page.mouse.click(4, 4);
      await dialog.waitFor({ state: "hidden" });
    }

    // Save & Next saves it
    await page.getByRole("radio").nth(1).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await page.getByText("Question 2:", { exact: true }).waitFor();
    await expect(statusOf(page, size, 1)).resolves.toBe("Answered");

    // the numerical question: the keyboard types nothing, the keypad does
    await page.getByTestId("numeric-keypad").waitFor();
    await page.keyboard.type("42");
    await expect(display(page).textContent()).resolves.toBe("\u00a0");
    await key(page, "1").click();
    await key(page, "2").click();
    await key(page, "Backspace").click();
    await key(page, "Decimal point").click();
    await key(page, "5").click();
    await expect(display(page).textContent()).resolves.toBe("1.5");
    await key(page, "Clear All").click();
    await key(page, "9").click();
    await expect(display(page).textContent()).resolves.toBe("9");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(`nta-hall-keypad-${size.name}`), fullPage: true });
    await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
    // Mark for Review & Next: as NTA's instructions word it, saves the answer and marks it
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await page.getByText("Question 3:", { exact: true }).waitFor();
    await expect(statusOf(page, size, 2)).resolves.toBe("Answered & Marked for Review");

    // Clear Response deselects; Save & Next then leaves the question not answered
    await page.getByRole("radio").nth(2).click();
    await page.getByRole("button", { name: "Clear Response" }).click();
    await expect(page.getByRole("radio", { checked: true }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Save & Next" }).click();
    await page.getByText("Question 4:", { exact: true }).waitFor();
    await expect(statusOf(page, size, 3)).resolves.toBe("Not Answered");

    // marked without an answer
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await page.getByText("Question 5:", { exact: true }).waitFor();
    await expect(statusOf(page, size, 4)).resolves.toBe("Marked for Review");

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // what the server holds: only the saved answers
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();
    const sheet = await openAttemptSheet(page, quizId);
    expect(sheet.answers).toEqual({ [String(q1)]: 1, [String(q2)]: 9 });
    expect(new Set(sheet.markedForReview)).toEqual(new Set([q2, q4]));
    expect(q3).toBeDefined();

    // the question paper lists every question
    await page.getByRole("button", { name: "Question Paper" }).first().click();
    const paper = page.getByRole("dialog", { name: "Question Paper" });
    await paper.waitFor();
    await expect(paper.getByTestId("paper-question").count()).resolves.toBe(quiz.questions.length);
    await page.keyboard.press("Escape");
    await paper.waitFor({ state: "hidden" });

    // the simple view, and back
    await page.getByRole("button", { name: "Use the simple view" }).click();
    await page.getByRole("progressbar", { name: "Quiz progress" }).waitFor();
    await page.getByRole("button", { name: "Use the exam's own view" }).click();
    await page.getByTestId("candidate-panel").waitFor();

    // submit: the counts, then the result
    await page.getByRole("button", { name: "Submit", exact: true }).first().click();
    const summary = page.getByTestId("submit-summary");
    await expect(
      summary.locator('tr[data-section="Total"] td[data-status="answered_marked"]').textContent(),
    ).resolves.toBe("1");
    await page.getByRole("button", { name: "Submit Test" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 15_000 });
    await page.getByText(/marks/i).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
