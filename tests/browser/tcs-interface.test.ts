import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PALETTE_ORDER, type PaletteStatus } from "../../src/client/features/attempts/hall/exam-hall";
import { formatMarks } from "../../src/client/lib/format";
import { SIZES, type Size, startPaper } from "./exam-hall-support";
import {
  clockSeconds,
  correctIndexOf,
  currentQuestionNumber,
  heldClockSeconds,
  option,
  pageGet,
  quizDetail,
  toastWith,
  wrongIndexOf,
} from "./learning-support";
import { screenshot, signInAs, useBuiltApp } from "./support";

type Counts = Record<PaletteStatus, number>;
type Quiz = Awaited<ReturnType<typeof quizDetail>>;

/** A page at the size; the phone one takes taps, as a phone does. */
async function pageAt(browser: Browser, size: Size, withClock = false) {
  const context = await browser.newContext({ viewport: size.viewport, hasTouch: size.name === "phone" });
  if (withClock) await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

const tab = (page: Page, name: string) => page.getByTestId("section-tab").filter({ hasText: name });

/** A section tab's five counts, as its hover (desktop) or a tap on its info button (phone) shows them. */
async function tabCounts(page: Page, size: Size, name: string): Promise<Counts> {
  const info = page.getByRole("button", { name: `${name}: question counts` });
  if (size.name === "phone") await info.tap();
  else await tab(page, name).hover();
  const panel = page.locator(`[data-testid="section-counts"][data-section="${name}"]`);
  await panel.waitFor();
  const counts = {} as Counts;
  for (const status of PALETTE_ORDER) {
    counts[status] = Number(await panel.locator(`li[data-status="${status}"]`).getAttribute("data-count"));
  }
  if (size.name === "phone") await info.tap();
  else await page.mouse.move(5, 400);
  await panel.waitFor({ state: "hidden" });
  return counts;
}

/** A row of the pre-submit table: a section's (or the "Total") five counts and its question count. */
async function summaryRow(page: Page, name: string): Promise<Counts & { total: number }> {
  const cell = (status: string) =>
    page
      .getByTestId("submit-summary")
      .locator(`tr[data-section="${name}"] td[data-status="${status}"]`)
      .textContent();
  const row = { total: Number(await cell("total")) } as Counts & { total: number };
  for (const status of PALETTE_ORDER) row[status] = Number(await cell(status));
  return row;
}

const counts = (partial: Partial<Counts>): Counts => ({
  answered: 0,
  not_answered: 0,
  not_visited: 0,
  marked: 0,
  answered_marked: 0,
  ...partial,
});

async function findMock(page: Page, exam: "ssc" | "banking", timed: boolean): Promise<Quiz> {
  const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
  for (const mock of mocks.filter((m) => m.examType === exam)) {
    const quiz = await quizDetail(page, mock.id);
    const sections = quiz.sections ?? [];
    const isTimed = sections.length > 1 && sections.every((s) => s.timeLimitMinutes);
    if (quiz.interface === "tcs" && sections.length > 1 && isTimed === timed) return quiz;
  }
  throw new Error(`the demo content has no ${exam} mock ${timed ? "with" : "without"} sectional timing`);
}

describe.each(SIZES)("the TCS-style hall at $name size (Chromium)", (size) => {
  const app = useBuiltApp();

  it("takes an SSC mock section by section, with the counts on its tabs and per section before submit", async () => {
    const { page, errors } = await pageAt(app.browser, size);
    await signInAs(page, app.server.url, {
      email: `zq-tcs-ssc-${size.name}@example.com`,
      role: "premium",
      firstName: "Zq-Asha",
      lastName: "Verma",
    });
    const quiz = await findMock(page, "ssc", false);
    const sections = quiz.sections ?? [];
    const [first, second] = sections as [(typeof sections)[0], (typeof sections)[0]];
    const position = (id: number) => quiz.questions.findIndex((q) => q.id === id) + 1;
    const textOf = (id: number) => quiz.questions.find((q) => q.id === id)!.question;
    const ids = first.questionIds;
    expect(ids.length).toBeGreaterThanOrEqual(5);

    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await startPaper(page);
    await page.getByText(`Question ${position(ids[0]!)} of ${quiz.questions.length}`).waitFor();
    await expect(tab(page, first.name).getAttribute("aria-current")).resolves.toBe("true");
    await expect(tab(page, first.name).textContent()).resolves.toContain(`0/${ids.length} answered`);
    await expect(tabCounts(page, size, first.name)).resolves.toEqual(
      counts({ not_answered: 1, not_visited: ids.length - 1 }),
    );

    // first: right; second: marked; third: wrong and marked; the rest of the section seen and left
    await option(page, correctIndexOf(textOf(ids[0]!))).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    await option(page, wrongIndexOf(textOf(ids[2]!))).click();
    await page.getByRole("button", { name: "Mark for Review & Next" }).click();
    for (const id of ids.slice(3, -1)) {
      await expect(currentQuestionNumber(page)).resolves.toBe(position(id));
      await page.getByRole("button", { name: "Save & Next" }).click();
    }
    // Save & Next on the section's last question opens the next section at its first question
    await expect(currentQuestionNumber(page)).resolves.toBe(position(ids.at(-1)!));
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect.poll(() => currentQuestionNumber(page)).toBe(position(second.questionIds[0]!));
    await expect(tab(page, second.name).getAttribute("aria-current")).resolves.toBe("true");
    await expect(tab(page, first.name).getAttribute("aria-current")).resolves.toBe(null);
    if (size.name === "desktop") {
      await page.getByRole("heading", { name: `Question palette: ${second.name}` }).waitFor();
    }

    const firstCounts = counts({ answered: 1, not_answered: ids.length - 3, marked: 1, answered_marked: 1 });
    await expect(tab(page, first.name).textContent()).resolves.toContain(`2/${ids.length} answered`);
    await expect(tabCounts(page, size, first.name)).resolves.toEqual(firstCounts);
    const secondCounts = counts({ not_answered: 1, not_visited: second.questionIds.length - 1 });
    await expect(tabCounts(page, size, second.name)).resolves.toEqual(secondCounts);

    // the whole paper's language is in the profile menu
    const withHindi = quiz.questions.find((q) => second.questionIds.includes(q.id) && q.hi);
    if (withHindi?.hi) {
      if (size.name === "phone") {
        await page.getByRole("button", { name: "Palette" }).click();
        await page
          .getByRole("dialog")
          .getByRole("button", { name: new RegExp(`^Question ${position(withHindi.id)}: `) })
          .click();
      } else {
        await page.getByRole("button", { name: new RegExp(`^Question ${position(withHindi.id)}: `) }).click();
      }
      await page.getByTestId("profile-menu").click();
      await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
      await page.getByRole("heading", { name: withHindi.hi.question.slice(0, 30) }).waitFor();
      await page.getByTestId("profile-menu").click();
      await page.getByRole("button", { name: "English", exact: true }).click();
      await page.getByRole("heading", { name: withHindi.question.slice(0, 30) }).waitFor();
    }

    // the palette folds away with its arrow and comes back
    if (size.name === "desktop") {
      const aside = page.getByRole("complementary", { name: "Question palette" });
      await page.getByRole("button", { name: "Hide question palette" }).click();
      await aside.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Show question palette" }).click();
      await aside.waitFor();
    }

    await page.getByRole("button", { name: "Submit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Submit this test?" });
    await dialog.getByText("Are you sure you want to submit?").waitFor();
    const expected = new Map(sections.map((s) => [s.name, counts({ not_visited: s.questionIds.length })]));
    expected.set(first.name, firstCounts);
    const visitedInSecond = withHindi && withHindi.id !== second.questionIds[0] ? 2 : 1;
    expected.set(
      second.name,
      counts({ not_answered: visitedInSecond, not_visited: second.questionIds.length - visitedInSecond }),
    );
    const overall = await summaryRow(page, "Total");
    for (const section of sections) {
      const { total, ...row } = await summaryRow(page, section.name);
      expect(row, section.name).toEqual(expected.get(section.name));
      expect(total).toBe(section.questionIds.length);
    }
    for (const status of PALETTE_ORDER) {
      expect(overall[status]).toBe(sections.reduce((n, s) => n + expected.get(s.name)![status], 0));
    }
    expect(PALETTE_ORDER.reduce((n, s) => n + overall[s], 0)).toBe(quiz.questions.length);
    expect(overall.total).toBe(quiz.questions.length);
    await screenshot(page, `tcs-section-summary-${size.name}`);

    await dialog.getByRole("button", { name: "Submit Test" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    // one right, and the wrong answer marked for review is evaluated too
    await expect(page.getByTestId("result-marks").textContent()).resolves.toMatch(
      new RegExp(`^${formatMarks(quiz.marking.correct + quiz.marking.wrong)} / `),
    );
    expect(errors).toEqual([]);
  });

  it("counts an SSC mock's time down second by second and hands the paper in when it reaches zero", async () => {
    const { page, errors } = await pageAt(app.browser, size, true);
    await signInAs(page, app.server.url, { email: `zq-tcs-clock-${size.name}@example.com`, role: "premium" });
    const quiz = await findMock(page, "ssc", false);
    const q1 = quiz.questions[0]!;
    const timer = page.getByTestId("quiz-timer");
    const secondsLeft = async () => clockSeconds(await timer.textContent());

    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await startPaper(page);
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    const atStart = await secondsLeft();
    expect(atStart).toBeGreaterThan(quiz.timeLimit * 60 - 10);
    expect(atStart).toBeLessThanOrEqual(quiz.timeLimit * 60);
    await option(page, correctIndexOf(q1)).click();
    await page.getByRole("button", { name: "Save & Next" }).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    // the paper's clock ticks by itself, a second at a time (read with the page's time held still)
    const before = await heldClockSeconds(page, secondsLeft);
    await page.clock.runFor(5_000);
    await expect.poll(secondsLeft).toBe(before - 5);
    await page.clock.runFor(60_000);
    await expect.poll(secondsLeft).toBe(before - 65);
    await page.clock.resume();

    // at zero the hall hands the paper in by itself, with the answer saved
    await page.clock.fastForward((before - 65) * 1000 + 1000);
    await expect.poll(() => timer.textContent()).toBe("0:00");
    await page.clock.fastForward(2500);
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    await expect(page.getByTestId("result-marks").textContent()).resolves.toMatch(
      new RegExp(`^${formatMarks(quiz.marking.correct)} / `),
    );
    expect(errors).toEqual([]);
  });

  it("runs a Banking mock's sections in order: Save & Next waits for the next one, the timer closes a section", async () => {
    const { page, errors } = await pageAt(app.browser, size, true);
    await signInAs(page, app.server.url, { email: `zq-tcs-bank-${size.name}@example.com`, role: "premium" });
    const quiz = await findMock(page, "banking", true);
    const [first, second, ...later] = quiz.sections ?? [];
    if (!first?.timeLimitMinutes || !second) throw new Error("the Banking mock has no sectional timing");
    const position = (id: number) => quiz.questions.findIndex((q) => q.id === id) + 1;
    const q1 = quiz.questions.find((q) => q.id === first.questionIds[0])!;

    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await startPaper(page);
    await page.getByText(`Question ${position(q1.id)} of ${quiz.questions.length}`).waitFor();
    await expect(page.getByTestId("section-timer").textContent()).resolves.toMatch(
      new RegExp(
        `^Time left in ${first.name}: (${first.timeLimitMinutes - 1}:5\\d|${first.timeLimitMinutes}:00)$`,
      ),
    );
    await expect(tab(page, second.name).isDisabled()).resolves.toBe(true);
    await expect(tab(page, second.name).textContent()).resolves.toContain("Opens in");

    await option(page, correctIndexOf(q1)).click();
    for (const id of first.questionIds.slice(1)) {
      await page.getByRole("button", { name: "Save & Next" }).click();
      await expect.poll(() => currentQuestionNumber(page)).toBe(position(id));
    }
    // the section's last question: the next section is not open yet, so the hall stays and says so
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(page.getByTestId("next-notice").textContent()).resolves.toContain(
      `${second.name} opens when this section's time ends`,
    );
    await expect(currentQuestionNumber(page)).resolves.toBe(position(first.questionIds.at(-1)!));
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();
    if (size.name === "desktop") {
      await tab(page, first.name).hover();
      await page.getByTestId("section-counts").waitFor();
      await screenshot(page, "tcs-hall-desktop");
      await page.mouse.move(5, 400);
    } else {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const info = page.getByRole("button", { name: `${first.name}: question counts` });
      await info.tap();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId("section-counts").waitFor();
      await screenshot(page, "tcs-hall-phone");
      await info.tap();
    }

    // the section's time runs out: it closes and locks, and the hall opens the next one by itself
    await page.clock.fastForward(first.timeLimitMinutes * 60_000);
    await toastWith(page, `${first.name}: time is over`).waitFor();
    await expect.poll(() => currentQuestionNumber(page)).toBe(position(second.questionIds[0]!));
    await expect(page.getByTestId("section-timer").textContent()).resolves.toContain(
      `Time left in ${second.name}:`,
    );
    await expect(tab(page, first.name).textContent()).resolves.toContain("Closed");
    await expect(tab(page, first.name).isDisabled()).resolves.toBe(true);
    await expect(tab(page, second.name).getAttribute("aria-current")).resolves.toBe("true");
    await expect(page.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(true);

    await page.getByRole("button", { name: "Submit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Submit this test?" });
    await dialog.waitFor();
    await expect(summaryRow(page, first.name)).resolves.toEqual({
      ...counts({ answered: 1, not_answered: first.questionIds.length - 1 }),
      total: first.questionIds.length,
    });
    if (later.length > 0) {
      await expect(dialog.getByTestId("sections-not-opened").textContent()).resolves.toContain(
        later.map((s) => s.name).join(", "),
      );
    }
    await dialog.getByRole("button", { name: "Submit Test" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    await expect(page.getByTestId("result-marks").textContent()).resolves.toMatch(
      new RegExp(`^${formatMarks(quiz.marking.correct)} / `),
    );
    expect(errors).toEqual([]);
  });
});
