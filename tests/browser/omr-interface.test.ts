import { attemptResultSchema } from "@shared/contract/attempts";
import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { istClockTime } from "../../src/client/features/attempts/omr/wall-clock";
import { formatMarks } from "../../src/client/lib/format";
import { pageAt, SIZES, type Size, saveSideBySide, startPaper } from "./exam-hall-support";
import {
  correctIndexOf,
  openAttemptSheet,
  pageGet,
  quizDetail,
  seriousAxeViolations,
  wrongIndexOf,
} from "./learning-support";
import { screenshot, scrollSettled, signInAs, useBuiltApp } from "./support";

/** 14:00 IST, so the wall clock has a known time of day to show. */
const NOW = "2026-11-18T08:30:00.000Z";
const LETTERS = ["A", "B", "C", "D"];
/** The screenshots of the pencilled sheet are taken at these sizes. */
const PENCIL_SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

describe("the OMR interface of a NEET mock (Chromium)", () => {
  const app = useBuiltApp({ now: NOW });

  it.each(SIZES)(
    "at $name size: booklet and sheet, two-tap ink that locks a row, the wall clock, hand-in, result",
    async (size: Size) => {
      const isPhone = size.name === "phone";
      const { page, errors } = await pageAt(app.browser, size);
      await signInAs(page, app.server.url, { email: `zq-omr-${size.name}@example.com`, firstName: "Zq-Omr" });
      const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
      const neetMock = mocks.find((m) => m.examType === "neet");
      if (!neetMock) throw new Error("the demo content has no NEET mock test");
      const quiz = await quizDetail(page, neetMock.id);
      expect(quiz.interface).toBe("omr");
      const sections = quiz.sections ?? [];
      const textOf = (n: number) => quiz.questions[n - 1]!.question;

      await page.goto(`${app.server.url}/quiz/${neetMock.id}`);
      await startPaper(page);
      const booklet = page.getByTestId("omr-booklet");
      await booklet.waitFor();
      // (the booklet adds its questions a batch at a time after its first few)
      await expect.poll(() => page.getByTestId("booklet-question").count()).toBe(quiz.questions.length);
      for (const section of sections) {
        await expect(booklet.getByRole("heading", { name: section.name }).isVisible()).resolves.toBe(true);
      }

      // the sheet: beside the booklet on a desktop, a drawer on a phone (with the current row in a bar)
      const aside = page.getByRole("complementary", { name: "Answer sheet" });
      const drawer = page.getByRole("dialog", { name: "Answer sheet" });
      const openDrawer = async () => {
        if (!isPhone) return;
        await page.getByRole("button", { name: "Answer sheet" }).click();
        await drawer.waitFor();
      };
      const closeDrawer = async () => {
        if (!isPhone) return;
        await page.keyboard.press("Escape");
        await drawer.waitFor({ state: "hidden" });
      };
      const sheet = (): Locator => (isPhone ? drawer : aside).getByTestId("omr-sheet");
      const row = (n: number) => sheet().locator(`[data-testid="omr-row"][data-number="${n}"]`);
      const bubble = (n: number, option: number) =>
        row(n).locator(`button[data-option="${LETTERS[option]}"]`);
      if (isPhone) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(aside.count()).resolves.toBe(0);
        await expect(page.getByTestId("omr-current-row").isVisible()).resolves.toBe(true);
      } else {
        await expect(aside.isVisible()).resolves.toBe(true);
        const [bookletBox, asideBox] = [await booklet.boundingBox(), await aside.boundingBox()];
        expect(asideBox!.x).toBeGreaterThan(bookletBox!.x + bookletBox!.width - 1);
      }

      // in Hindi the whole booklet switches; a question without Hindi says so and shows English
      // (one without math, whose text reads on the page as written)
      const hindi = quiz.questions.find((q) => q.hi && !`${q.question}${q.hi.question}`.includes("$"));
      if (!hindi?.hi) throw new Error("the NEET mock has no question in Hindi without math");
      await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
      await booklet.getByText(hindi.hi.question.slice(0, 20)).first().waitFor();
      await expect(booklet.getByText("Not available in Hindi; shown in English.").count()).resolves.toBe(
        quiz.questions.filter((q) => !q.hi).length,
      );
      await page.getByRole("button", { name: "English", exact: true }).click();
      await booklet.getByText(hindi.question.slice(0, 20)).first().waitFor();

      // the wall clock: the time of day in IST, when the paper ends, a quiet time left
      const attempt = await openAttemptSheet(page, neetMock.id);
      const shown = await page.getByTestId("wall-clock-time").textContent();
      const started = Date.parse(attempt.serverNow);
      expect([istClockTime(started).time, istClockTime(started + 60_000).time]).toContain(shown);
      const ends = istClockTime(Date.parse(attempt.deadline));
      await expect(page.getByTestId("wall-clock-ends").textContent()).resolves.toBe(
        `Ends at ${ends.time} ${ends.period}`,
      );
      await expect(page.getByTestId("wall-clock-left").textContent()).resolves.toMatch(/^\d+ min left$/);

      // question 1, right: the first tap pencils, the second fills it in ink and locks the row
      await openDrawer();
      const right = correctIndexOf(textOf(1));
      await bubble(1, right).click();
      await expect(bubble(1, right).getAttribute("data-state")).resolves.toBe("pencilled");
      await expect(row(1).getAttribute("data-filled")).resolves.toBe("false");
      await bubble(1, right).click();
      await expect(bubble(1, right).getAttribute("data-state")).resolves.toBe("inked");
      await expect(row(1).getAttribute("data-filled")).resolves.toBe("true");
      const other = (right + 1) % 4;
      await expect(bubble(1, other).isDisabled()).resolves.toBe(true);
      await expect(bubble(1, other).getAttribute("data-state")).resolves.toBe("locked");
      // question 2, wrong, filled; question 3 only pencilled (not an answer)
      const wrong = wrongIndexOf(textOf(2));
      await bubble(2, wrong).click();
      await bubble(2, wrong).click();
      await bubble(3, 0).click();
      await expect(bubble(3, 0).getAttribute("data-state")).resolves.toBe("pencilled");
      await (isPhone ? drawer : aside)
        .getByTestId("save-status")
        .filter({ hasText: "All answers saved" })
        .waitFor();
      const saved = await openAttemptSheet(page, neetMock.id);
      expect(saved.answers).toEqual({
        [quiz.questions[0]!.id]: right,
        [quiz.questions[1]!.id]: wrong,
      });
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
      if (isPhone) {
        // the sheet in its drawer, then the booklet with the bar of the row in view
        const sheetShot = await page.screenshot();
        await closeDrawer();
        const bookletShot = await page.screenshot();
        await saveSideBySide(page, "omr-booklet-sheet-phone", [bookletShot, sheetShot]);
        await openDrawer();
      } else {
        await screenshot(page, "omr-booklet-sheet-desktop");
      }

      // a row number scrolls the booklet to its question, whose row is then the highlighted one
      const target = Math.min(13, quiz.questions.length);
      await row(target)
        .getByRole("button", { name: `Question ${target} in the booklet` })
        .click();
      if (isPhone) await drawer.waitFor({ state: "hidden" });
      const article = page.locator(`#omr-question-${quiz.questions[target - 1]!.id}`);
      // (the page scrolls smoothly: wait until it settles with the question near the top)
      await expect
        .poll(async () => {
          const y = (await article.boundingBox())?.y ?? -1;
          return y >= 0 && y < size.viewport.height / 2;
        })
        .toBe(true);
      if (isPhone) {
        await expect
          .poll(() => page.getByTestId("omr-current-row").textContent())
          .toContain(`Question ${target}`);
      } else {
        await expect.poll(() => row(target).getAttribute("aria-current")).toBe("true");
      }

      // a reload opens the booklet where it was read, and keeps the filled rows filled and locked
      await page.reload();
      await booklet.waitFor();
      await expect
        .poll(async () => {
          const y = (await article.boundingBox())?.y ?? -1;
          return y >= 0 && y < size.viewport.height / 2;
        })
        .toBe(true);
      await scrollSettled(page);
      await openDrawer();
      await expect.poll(() => row(target).getAttribute("aria-current")).toBe("true");
      await expect(bubble(1, right).getAttribute("data-state")).resolves.toBe("inked");
      await expect(bubble(1, other).isDisabled()).resolves.toBe(true);
      await closeDrawer();

      // hand in: the filled and blank counts, then the result (+4 and -1)
      await openDrawer();
      await (isPhone ? drawer : aside).getByRole("button", { name: "Hand in the answer sheet" }).click();
      const summary = page.getByTestId("hand-in-summary");
      await summary.waitFor();
      const cell = (name: string, status: string) =>
        summary.locator(`tr[data-section="${name}"] td[data-status="${status}"]`).textContent();
      await expect(cell("Total", "filled")).resolves.toBe("2");
      await expect(cell("Total", "blank")).resolves.toBe(String(quiz.questions.length - 2));
      if (sections[0]) await expect(cell(sections[0].name, "filled")).resolves.toBe("2");
      await page.getByRole("button", { name: "Hand in", exact: true }).click();
      await page.waitForURL(/\/results\/\d+$/, { timeout: 15_000 });
      const { correct, wrong: minus } = quiz.marking;
      await expect(page.getByTestId("result-marks").textContent()).resolves.toBe(
        `${formatMarks(correct + minus)} / ${formatMarks(neetMock.maxMarks)}`,
      );
      const attemptId = Number(/\/results\/(\d+)/.exec(page.url())![1]);
      const result = await pageGet(page, `/api/attempts/${attemptId}`, attemptResultSchema);
      expect([result.correct, result.wrong]).toEqual([1, 1]);
      expect(errors).toEqual([]);
    },
    // the whole paper walked through once: about 20 s alone, three times that on a loaded machine
    180_000,
  );

  it.each(PENCIL_SIZES)(
    "at $name size: one tap on each of three rows leaves three pencil marks, counted in the header, kept through a reload and named at hand-in; the two-tap note shows until the first ink",
    async (size) => {
      const isPhone = size.name === "phone";
      const context = await app.browser.newContext({ viewport: size.viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await signInAs(page, app.server.url, {
        email: `zq-omr-pencils-${size.name}@example.com`,
        firstName: "Zq-Omr",
      });
      const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
      const neetMock = mocks.find((m) => m.examType === "neet");
      if (!neetMock) throw new Error("the demo content has no NEET mock test");
      await page.goto(`${app.server.url}/quiz/${neetMock.id}`);
      await startPaper(page);
      await page.getByTestId("omr-booklet").waitFor();

      const aside = page.getByRole("complementary", { name: "Answer sheet" });
      const drawer = page.getByRole("dialog", { name: "Answer sheet" });
      const sheetScope = () => (isPhone ? drawer : aside);
      const openDrawer = async () => {
        if (!isPhone) return;
        await page.getByRole("button", { name: "Answer sheet" }).click();
        await drawer.waitFor();
      };
      const bubbleNamed = (name: string) => sheetScope().getByRole("button", { name, exact: true });
      const pencilledCount = () => sheetScope().getByTestId("omr-pencilled-count");
      const note = () => sheetScope().getByRole("region", { name: "Two taps fill a bubble" });

      // before the first bubble: the note says what the two taps do
      if (isPhone) {
        const bar = page.getByTestId("omr-current-row");
        await expect(bar.getByRole("region", { name: "Two taps fill a bubble" }).isVisible()).resolves.toBe(
          true,
        );
      }
      await openDrawer();
      await expect(note().isVisible()).resolves.toBe(true);
      await expect(note().textContent()).resolves.toContain("Only ink is scored.");
      await expect(pencilledCount().count()).resolves.toBe(0);

      // one tap on each of three rows: all three stay pencilled
      const taps = [
        [1, "A"],
        [2, "B"],
        [3, "C"],
      ] as const;
      for (const [n, letter] of taps) await bubbleNamed(`Question ${n}, option ${letter}`).click();
      for (const [n, letter] of taps) {
        const pencilled = bubbleNamed(`Question ${n}, option ${letter}, pencilled: tap again to fill in ink`);
        await expect.poll(() => pencilled.getAttribute("data-state")).toBe("pencilled");
        await expect(pencilled.isVisible()).resolves.toBe(true);
      }
      await expect.poll(() => pencilledCount().textContent()).toBe("3 pencilled, not filled in ink");
      await expect(note().isVisible()).resolves.toBe(true);
      await screenshot(page, `omr-three-pencilled-${size.name}`);

      // a reload keeps them (the device's copy of the attempt)
      await page.reload();
      await page.getByTestId("omr-booklet").waitFor();
      await openDrawer();
      await expect.poll(() => pencilledCount().textContent()).toBe("3 pencilled, not filled in ink");
      for (const [n, letter] of taps) {
        await expect(
          bubbleNamed(`Question ${n}, option ${letter}, pencilled: tap again to fill in ink`).isVisible(),
        ).resolves.toBe(true);
      }

      // inking one leaves two pencilled, and the note is put away for good
      await bubbleNamed("Question 2, option B, pencilled: tap again to fill in ink").click();
      await expect
        .poll(() => bubbleNamed("Question 2, option B, filled").getAttribute("data-state"))
        .toBe("inked");
      await expect.poll(() => pencilledCount().textContent()).toBe("2 pencilled, not filled in ink");
      await expect.poll(() => note().count()).toBe(0);
      if (isPhone) await expect(page.getByTestId("omr-two-tap-note").count()).resolves.toBe(0);

      // the hand-in dialog names the rows pencilled but not filled
      await sheetScope().getByRole("button", { name: "Hand in the answer sheet" }).click();
      const warning = page.getByTestId("hand-in-pencilled");
      await warning.waitFor();
      await expect(warning.textContent()).resolves.toBe(
        "2 rows are pencilled but not filled in ink (questions 1, 3): pencil marks are not answers and will not be scored.",
      );
      await expect(
        page
          .locator('[data-testid="hand-in-summary"] tr[data-section="Total"] td[data-status="filled"]')
          .textContent(),
      ).resolves.toBe("1");
      await page.getByRole("button", { name: "Back to the paper" }).click();
      await warning.waitFor({ state: "hidden" });

      // a row's pencil mark can be erased; the others stay
      // (back on the paper: the phone's drawer is still open)
      await expect(sheetScope().isVisible()).resolves.toBe(true);
      await sheetScope().getByRole("button", { name: "Erase the pencil mark on row 3" }).click();
      await expect.poll(() => pencilledCount().textContent()).toBe("1 pencilled, not filled in ink");
      await expect(bubbleNamed("Question 3, option C").getAttribute("data-state")).resolves.toBe("empty");

      // after a reload the note stays away (the device remembers), the last pencil mark stays
      await page.reload();
      await page.getByTestId("omr-booklet").waitFor();
      await openDrawer();
      await expect.poll(() => pencilledCount().textContent()).toBe("1 pencilled, not filled in ink");
      await expect(page.getByTestId("omr-two-tap-note").count()).resolves.toBe(0);
      const saved = await openAttemptSheet(page, neetMock.id);
      expect(Object.keys(saved.answers)).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(SIZES)(
    "at $name size: on a full-length paper, far jumps from the sheet land on their question, both ways, and after the screen turns",
    async (size: Size) => {
      const isPhone = size.name === "phone";
      const { page, errors } = await pageAt(app.browser, size);
      await signInAs(page, app.server.url, {
        email: `zq-omr-jumps-${size.name}@example.com`,
        role: "premium",
        firstName: "Zq-Omr",
      });
      const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
      const fullPaper = mocks
        .filter((m) => m.examType === "neet")
        .sort((a, b) => b.questionCount - a.questionCount)[0];
      if (!fullPaper) throw new Error("the demo content has no NEET mock test");
      const quiz = await quizDetail(page, fullPaper.id);
      const total = quiz.questions.length;
      expect(total).toBeGreaterThanOrEqual(150);

      await page.goto(`${app.server.url}/quiz/${fullPaper.id}`);
      await startPaper(page);
      await page.getByTestId("omr-booklet").waitFor();
      // the sheet's blocks out of its sight are skipped at their rows' height: laid out, they move nothing
      if (isPhone) await page.getByRole("button", { name: "Answer sheet" }).click();
      await expect(sheetHeights(page, isPhone)).resolves.toEqual({ skipping: true, same: true });
      if (isPhone) {
        await page.keyboard.press("Escape");
        await page.getByRole("dialog", { name: "Answer sheet" }).waitFor({ state: "hidden" });
      }
      const jump = jumpFrom(page, isPhone);
      const landsOn = async (n: number) => {
        await jump(n);
        await expectReading(page, quiz.questions[n - 1]!.id, n, isPhone);
      };
      // at once after opening, then across the paper and back
      for (const n of [total, 1, Math.round(total * 0.7), 2, total - 1, Math.round(total / 3)]) {
        await landsOn(n);
      }
      // a narrower screen: every question's height changes, the ones off screen unmeasured
      await page.setViewportSize({ width: size.viewport.width - 40, height: size.viewport.height });
      for (const n of [total - 2, 3, Math.round(total / 2)]) await landsOn(n);

      // a reload opens the booklet at the question read
      await page.reload();
      await page.getByTestId("omr-booklet").waitFor();
      const middle = Math.round(total / 2);
      await expectReading(page, quiz.questions[middle - 1]!.id, middle, isPhone);
      expect(errors).toEqual([]);
    },
  );

  it("the wall clock keeps time on its own: minutes later it shows the time of day and the time left then", async () => {
    const context = await app.browser.newContext({ viewport: SIZES[0]!.viewport });
    await context.clock.install();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      await signInAs(page, app.server.url, { email: "zq-omr-clock@example.com", firstName: "Zq-Omr" });
      const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
      const neetMock = mocks.find((m) => m.examType === "neet");
      if (!neetMock) throw new Error("the demo content has no NEET mock test");
      await page.goto(`${app.server.url}/quiz/${neetMock.id}`);
      await startPaper(page);
      await page.getByTestId("omr-booklet").waitFor();
      const attempt = await openAttemptSheet(page, neetMock.id);
      const started = Date.parse(attempt.serverNow);
      const minutesLeft = async () => {
        const text = (await page.getByTestId("wall-clock-left").textContent()) ?? "";
        const match = /^(?:(\d+) h )?(\d+) min left$/.exec(text);
        if (!match) throw new Error(`the wall clock says "${text}"`);
        return Number(match[1] ?? 0) * 60 + Number(match[2]);
      };
      const leftAtStart = await minutesLeft();

      await page.clock.fastForward(3 * 60_000);
      const later = [istClockTime(started + 3 * 60_000).time, istClockTime(started + 4 * 60_000).time];
      await expect.poll(() => page.getByTestId("wall-clock-time").textContent()).toBeOneOf(later);
      await expect.poll(minutesLeft).toBeLessThanOrEqual(leftAtStart - 3);
      expect(await minutesLeft()).toBeGreaterThanOrEqual(leftAtStart - 4);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Taps question n's number on the answer sheet (in its drawer on a phone). */
function jumpFrom(page: Page, isPhone: boolean) {
  return async (n: number) => {
    const sheet = isPhone
      ? page.getByRole("dialog", { name: "Answer sheet" })
      : page.getByRole("complementary", { name: "Answer sheet" });
    if (isPhone) {
      await page.getByRole("button", { name: "Answer sheet" }).click();
      await sheet.waitFor();
    }
    await sheet.getByRole("button", { name: `Question ${n} in the booklet`, exact: true }).click();
    if (isPhone) await sheet.waitFor({ state: "hidden" });
  };
}

/**
 * Whether the answer sheet skips some of its blocks of rows (content-visibility), and whether its
 * height stays the same once every block is laid out: the skipped ones count at their real height.
 */
function sheetHeights(page: Page, isPhone: boolean): Promise<{ skipping: boolean; same: boolean }> {
  const sheet = isPhone
    ? page.getByRole("dialog", { name: "Answer sheet" })
    : page.getByRole("complementary", { name: "Answer sheet" });
  return sheet.getByTestId("omr-sheet").evaluate((element) => {
    const blocks = [...element.querySelectorAll<HTMLElement>("[data-omr-block]")];
    // a block's rows, not the block itself, are what it skips
    const skipping = blocks.some(
      (b) => b.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
    );
    const skipped = element.getBoundingClientRect().height;
    for (const b of blocks) b.style.contentVisibility = "visible";
    const laidOut = element.getBoundingClientRect().height;
    for (const b of blocks) b.style.contentVisibility = "";
    return { skipping, same: Math.abs(skipped - laidOut) < 0.5 };
  });
}

/** The reading line of use-question-in-view.ts: a question read starts above it, just below the header. */
const READING_LINE_PX = 160;

/**
 * Question n is the one read, and stays so: its text starts at the top of the screen (between the
 * top and the reading line) and the sheet marks its row as the current one.
 */
async function expectReading(page: Page, questionId: number, n: number, isPhone: boolean) {
  const article = page.locator(`#omr-question-${questionId}`);
  const top = async () => (await article.boundingBox())?.y ?? -1;
  const isAtTop = async () => {
    const y = await top();
    return y >= 0 && y < READING_LINE_PX;
  };
  await expect.poll(isAtTop).toBe(true);
  await scrollSettled(page);
  expect(await top()).toBeGreaterThanOrEqual(0);
  expect(await top()).toBeLessThan(READING_LINE_PX);
  if (isPhone) {
    await expect.poll(() => page.getByTestId("omr-current-row").textContent()).toContain(`Question ${n} `);
  } else {
    const row = page
      .getByRole("complementary", { name: "Answer sheet" })
      .locator(`[data-testid="omr-row"][data-number="${n}"]`);
    await expect.poll(() => row.getAttribute("aria-current")).toBe("true");
  }
}
