import { mockTestsResponseSchema, type QuizDetail } from "@shared/contract/quizzes";
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterHall } from "./exam-hall-support";
import { pageGet, quizDetail } from "./learning-support";
import { screenshot, signInAs, useBuiltApp } from "./support";

/**
 * Match-the-list questions show their lists as a table (header cells, one row per item) in the
 * exam halls and in the result's review, in English and in Hindi, never as "List-I | List-II" or
 * "(A) ...; (B) ..." running text: NEET's printed pipe rows in the OMR booklet, JEE's lists in one
 * sentence in the NTA hall.
 */

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;
type Size = (typeof SIZES)[number];

type Expected = {
  header: [string, string];
  /** cells whose text is plain (no math), by row and column */
  cells: Array<{ row: number; column: number; text: string }>;
  marks: [string[], string[]];
};

const NEET = {
  en: {
    header: ["List-I", "List-II"],
    cells: [
      { row: 0, column: 0, text: "(A) Planck's constant" },
      { row: 1, column: 0, text: "(B) Pressure" },
      { row: 2, column: 0, text: "(C) Impulse" },
      { row: 3, column: 0, text: "(D) Power" },
    ],
    marks: [
      ["(A)", "(B)", "(C)", "(D)"],
      ["(I)", "(II)", "(III)", "(IV)"],
    ],
  },
  hi: {
    header: ["सूची-I", "सूची-II"],
    cells: [
      { row: 0, column: 0, text: "(A) प्लांक नियतांक" },
      { row: 1, column: 0, text: "(B) दाब" },
      { row: 2, column: 0, text: "(C) आवेग" },
      { row: 3, column: 0, text: "(D) शक्ति" },
    ],
    marks: [
      ["(A)", "(B)", "(C)", "(D)"],
      ["(I)", "(II)", "(III)", "(IV)"],
    ],
  },
} satisfies Record<string, Expected>;

const JEE = {
  en: {
    header: ["List-I", "List-II"],
    cells: [
      { row: 3, column: 0, text: "(D) inside a uniformly charged thin spherical shell" },
      { row: 1, column: 1, text: "(II) zero" },
    ],
    marks: [
      ["(A)", "(B)", "(C)", "(D)"],
      ["(I)", "(II)", "(III)", "(IV)"],
    ],
  },
  hi: {
    header: ["सूची-I", "सूची-II"],
    cells: [
      { row: 3, column: 0, text: "(D) एकसमान आवेशित पतले गोलीय कोश के भीतर" },
      { row: 1, column: 1, text: "(II) शून्य" },
    ],
    marks: [
      ["(A)", "(B)", "(C)", "(D)"],
      ["(I)", "(II)", "(III)", "(IV)"],
    ],
  },
} satisfies Record<string, Expected>;

/** The visible text of the cells (KaTeX's MathML copy is hidden, not read). */
const cellTexts = (rows: Locator) =>
  rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll("th, td"), (cell) => (cell as HTMLElement).innerText.trim()),
    ),
  );

/** The question's table holds the lists: its header, a row per item, each item under its mark. */
async function expectListTable(question: Locator, expected: Expected): Promise<void> {
  const table = question.locator("table");
  await table.waitFor();
  await expect(table.count()).resolves.toBe(1);
  // the header as the rows below: innerText is empty while the booklet measures itself again
  await expect
    .poll(() => table.locator("thead th").allInnerTexts(), { timeout: 10_000 })
    .toEqual(expected.header);
  await expect(table.locator('thead th[scope="col"]').count()).resolves.toBe(2);
  // a language switch re-renders the question: read the rows until they hold the marks, and check
  // that one read (innerText depends on layout, which the booklet changes once it has measured itself)
  const underTheirMarks = (read: string[][]) =>
    read.length === expected.marks[0].length &&
    read.every(
      (row, r) =>
        row.length === 2 &&
        row[0]?.startsWith(expected.marks[0][r] ?? "?") &&
        row[1]?.startsWith(expected.marks[1][r] ?? "?"),
    );
  let rows: string[][] = [];
  await expect
    .poll(
      async () => {
        rows = await cellTexts(table.locator("tbody tr"));
        return underTheirMarks(rows);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  for (const { row, column, text } of expected.cells) expect(rows[row]?.[column]).toBe(text);
  // nothing of the lists is left as running text
  const shown = await question.innerText();
  expect(shown).not.toContain(" | ");
  expect(shown).not.toMatch(/(List|सूची)-II?:/);
}

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * The table's box stays inside the screen's width, its cells wrapping (it does not scroll in its
 * own box either), and the page does not scroll sideways (`wholePage: false` where something else on
 * the page is wider: the result's time chart of a 180-question paper on a phone).
 */
async function expectTableFits(page: Page, question: Locator, { wholePage = true } = {}): Promise<void> {
  if (wholePage) await expect(overflowsSideways(page)).resolves.toBe(false);
  const box = question.locator("[data-question-table]");
  await expect(box.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
  const tableBox = await question.locator("table").boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(tableBox && tableBox.x >= 0 && tableBox.x + tableBox.width <= width).toBe(true);
}

const questionLanguage = (page: Page, name: "English" | "हिन्दी") =>
  page.getByRole("group", { name: "Question language" }).getByRole("button", { name, exact: true }).click();

async function signedIn(browser: Browser, url: string, size: Size, who: string) {
  const context = await browser.newContext({ viewport: size.viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await signInAs(page, url, { email: `zq-lists-${who}-${size.name}@example.com`, role: "premium" });
  return { page, errors };
}

async function paperTitled(page: Page, title: string): Promise<QuizDetail> {
  const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
  const mock = mocks.find((m) => m.title === title);
  if (!mock) throw new Error(`no mock test titled ${title}`);
  return quizDetail(page, mock.id);
}

/** Brings an element to the top of the screen for a screenshot. */
const toTop = (element: Locator) =>
  element.evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));

describe("match-the-list questions as tables (Chromium)", () => {
  const app = useBuiltApp();

  it.each(SIZES)(
    "NEET Paper 1's first question in the OMR booklet and the review, at $name size",
    async (size) => {
      const { page, errors } = await signedIn(app.browser, app.server.url, size, "neet");
      const quiz = await paperTitled(page, "NEET (UG) Full-Length Paper 1");
      const first = quiz.questions[0]!;
      expect(first.question).toMatch(/^Match List-I \(physical quantity\)/);

      await page.goto(`${app.server.url}/quiz/${quiz.id}`);
      await enterHall(page);
      const question = page.locator(`#omr-question-${first.id}`);
      await expectListTable(question, NEET.en);
      await expectTableFits(page, question);
      await screenshot(page, `match-list-omr-${size.name}`);

      await questionLanguage(page, "हिन्दी");
      await question.locator("th", { hasText: "सूची-I" }).first().waitFor();
      await expectListTable(question, NEET.hi);
      await expectTableFits(page, question);
      if (size.name === "phone") await screenshot(page, "match-list-omr-hindi-phone");

      // hand in the blank sheet: the question in the result's review
      if (size.name === "phone") await page.getByRole("button", { name: "Answer sheet" }).click();
      const sheetSide =
        size.name === "phone"
          ? page.getByRole("dialog", { name: "Answer sheet" })
          : page.getByRole("complementary", { name: "Answer sheet" });
      await sheetSide.getByRole("button", { name: "Hand in the answer sheet" }).click();
      await page.getByRole("button", { name: "Hand in", exact: true }).click();
      await page.waitForURL(/\/results\/\d+$/, { timeout: 30_000 });
      const reviewed = page.getByTestId("review-item").filter({ hasText: "(A) Planck's constant" }).first();
      await expectListTable(reviewed, NEET.en);
      await expectTableFits(page, reviewed, { wholePage: false });
      await questionLanguage(page, "हिन्दी");
      const reviewedHi = page.getByTestId("review-item").filter({ hasText: "(A) प्लांक नियतांक" }).first();
      await expectListTable(reviewedHi, NEET.hi);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(SIZES)("a JEE Main list question in the NTA hall and the review, at $name size", async (size) => {
    const { page, errors } = await signedIn(app.browser, app.server.url, size, "jee");
    const quiz = await paperTitled(page, "JEE Main Full-Length Paper 1 (Paper 1, B.E./B.Tech)");
    expect(quiz.interface).toBe("nta");
    const index = quiz.questions.findIndex((q) => q.question.startsWith("Match the charge distribution"));
    expect(index).toBeGreaterThanOrEqual(0);
    const inFirstSection = quiz.sections?.[0]?.questionIds.includes(quiz.questions[index]!.id) ?? true;
    expect(inFirstSection).toBe(true);
    const number = index + 1;

    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await page.getByRole("checkbox", { name: /I have read and understood the instructions/ }).check();
    await page.getByRole("button", { name: "I am ready to begin" }).click();
    await page.getByText("Question 1:", { exact: true }).waitFor();
    if (size.name === "phone") await page.getByRole("button", { name: "Question Palette" }).click();
    const palette =
      size.name === "phone" ? page.getByRole("dialog", { name: "Question palette" }) : page.locator("aside");
    await palette.getByRole("button", { name: new RegExp(`^Question ${number}: `) }).click();
    await page.getByText(`Question ${number}:`, { exact: true }).waitFor();

    const card = page.locator(`[data-language]`);
    await expectListTable(card, JEE.en);
    await expectTableFits(page, card);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `match-list-nta-${size.name}`);

    await questionLanguage(page, "हिन्दी");
    await card.locator("th", { hasText: "सूची-I" }).first().waitFor();
    await expectListTable(card, JEE.hi);
    await expectTableFits(page, card);
    await screenshot(page, `match-list-nta-hindi-${size.name}`);

    // submit, and the same question in the review
    await page.getByRole("button", { name: "Submit", exact: true }).first().click();
    await page.getByRole("button", { name: "Submit Test" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 30_000 });
    const reviewed = page.getByTestId("review-item").filter({ hasText: "(II) zero" }).first();
    await expectListTable(reviewed, JEE.en);
    await expectTableFits(page, reviewed);
    await toTop(reviewed);
    await screenshot(page, `match-list-result-${size.name}`);
    await questionLanguage(page, "हिन्दी");
    const reviewedHi = page.getByTestId("review-item").filter({ hasText: "(II) शून्य" }).first();
    await expectListTable(reviewedHi, JEE.hi);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
