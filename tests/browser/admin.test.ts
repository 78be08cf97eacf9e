import {
  adminQuestionsResponseSchema,
  adminQuizzesResponseSchema,
  CSV_COLUMNS,
} from "@shared/contract/admin";
import { adminFeedbackResponseSchema } from "@shared/contract/feedback";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enterHall } from "./exam-hall-support";
import { pageGet, seriousAxeViolations, toastWith } from "./learning-support";
import { newPage, screenshot, screenshotPath, signInAs, useBuiltApp } from "./support";

const CATEGORY = "Browser Mechanics";
const QUIZ = "Browser-made mechanics quiz";
const FIRST_QUESTION = "A ball is thrown straight up. At the top of its path, its velocity is";
const CSV_HEADER = "question,option1,option2,option3,option4,correctAnswer,explanation";
const csvWith = (badLetter: string) =>
  [
    CSV_HEADER,
    'Which quantity is a vector?,Speed,Mass,"Displacement, with direction",Time,c,"Displacement has a direction."',
    `What is the SI unit of power?,joule,watt,newton,pascal,${badLetter},"One watt is one joule per second."`,
    '"Read carefully:\nWhich law says F = ma?",First law,Second law,Third law,Zeroth law,b,"Newton\'s second law."',
    "",
  ].join("\n");

describe("admin panel in Chromium", () => {
  const app = useBuiltApp();

  it("shows a learner and a signed-out visitor the 'Admins only' page", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole("heading", { name: "Admins only" }).waitFor();
    await page.getByRole("button", { name: "Sign in" }).waitFor();

    await signInAs(page, app.server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole("heading", { name: "Admins only" }).waitFor();
    await expect(page.getByText("Admin Only", { exact: true }).count()).resolves.toBe(0);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.getByRole("link", { name: "Go to home" }).click();
    await page.waitForURL(`${app.server.url}/`);
    // the server refuses the learner whatever the page shows
    const status = await page.evaluate(async () => (await fetch("/api/admin/quizzes")).status);
    expect(status).toBe(403);
    expect(errors).toEqual([]);
  });

  it("lets the demo admin create a category, a quiz and a question, import a CSV, and a learner take the quiz", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    await page.getByTestId("admin-badge").filter({ hasText: "Admin Only" }).waitFor();
    for (const tab of ["Categories", "Quizzes", "Questions", "CSV Upload", "Daily Schedule", "Feedback"]) {
      await page.getByRole("tab", { name: tab }).waitFor();
    }

    // Categories: an empty name is named on the field, then the category is created
    await page.getByRole("button", { name: "Create Category" }).click();
    await page.getByText("Name must not be blank").waitFor();
    await toastWith(page, "Error").waitFor();
    await page.getByLabel("Name", { exact: true }).fill(CATEGORY);
    await page.getByLabel("Exam", { exact: true }).selectOption("jee");
    await page.getByRole("button", { name: "Create Category" }).click();
    await toastWith(page, "Category created successfully!").waitFor();
    await page.getByRole("list", { name: "Categories" }).getByText(CATEGORY).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // Quizzes: the spec's defaults are filled in; a missing category is named
    await page.getByRole("tab", { name: "Quizzes" }).click();
    await expect(page.getByLabel("Time limit (minutes)").inputValue()).resolves.toBe("30");
    await expect(page.getByLabel("Total questions").inputValue()).resolves.toBe("10");
    await page.getByLabel("Title", { exact: true }).fill(QUIZ);
    await page.getByRole("button", { name: "Create Quiz" }).click();
    await page.getByText("Category is required").waitFor();
    await page.locator("#quiz-category").selectOption({ label: CATEGORY });
    await page.getByRole("button", { name: "Create Quiz" }).click();
    await toastWith(page, "Quiz created successfully!").waitFor();
    const quizzes = await pageGet(page, "/api/admin/quizzes", adminQuizzesResponseSchema);
    const quiz = quizzes.find((q) => q.title === QUIZ);
    expect(quiz).toMatchObject({
      examType: "jee",
      categoryName: CATEGORY,
      timeLimit: 30,
      totalQuestions: 10,
    });
    const quizId = quiz!.id;
    await page.getByTestId(`quiz-row-${quizId}`).waitFor();
    await closeToasts(page);
    await page.setViewportSize({ width: 1280, height: 1500 });
    await screenshot(page, "admin");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Questions: a blank option is named, then the question is added
    await page.getByRole("tab", { name: "Questions" }).click();
    await page.locator("#question-quiz").selectOption(String(quizId));
    await page.getByLabel("Question", { exact: true }).fill(FIRST_QUESTION);
    await page.getByLabel("Options: option A").fill("zero");
    await page.getByLabel("Options: option B").fill("g upward");
    await page.getByLabel("Options: option D").fill("equal to the launch speed");
    await page.getByLabel("Option A is correct").check();
    await page.getByRole("button", { name: "Add Question" }).click();
    await page.getByText("Option C must not be blank").waitFor();
    await page.getByLabel("Options: option C").fill("g downward");
    await page
      .getByLabel("Explanation", { exact: true })
      .fill("At the highest point the ball stops for an instant.");
    await page.getByRole("button", { name: "Add Question" }).click();
    await toastWith(page, "Question added successfully!").waitFor();
    const count = async () =>
      (await pageGet(page, `/api/admin/questions?quizId=${quizId}`, adminQuestionsResponseSchema)).total;
    expect(await count()).toBe(1);

    // CSV: one bad row is shown with its line, nothing is saved, Upload stays off
    await page.getByRole("tab", { name: "CSV Upload" }).click();
    await page.getByRole("link", { name: "Download template" }).waitFor();
    await page.getByRole("button", { name: "Preview" }).click();
    await toastWith(page, "Please select a quiz first").waitFor();
    await page.locator("#csv-quiz").selectOption(String(quizId));
    await page.getByRole("button", { name: "Preview" }).click();
    await toastWith(page, "Please paste your CSV data").waitFor();
    await page.getByLabel("CSV data").fill(csvWith("e"));
    await page.getByRole("button", { name: "Preview" }).click();
    const previewErrors = page.getByTestId("csv-errors");
    await previewErrors.waitFor();
    await expect(previewErrors.textContent()).resolves.toBe(
      'Line 3: correctAnswer: must be one of a, b, c, d (got "e")',
    );
    await expect(page.getByTestId("csv-summary").textContent()).resolves.toContain("3 rows read · 1 error");
    // the quoted row with a line break starts on line 4
    await page.getByTestId("csv-row-4").waitFor();
    await expect(page.getByRole("button", { name: "Upload", exact: true }).isDisabled()).resolves.toBe(true);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await closeToasts(page);
    await page.setViewportSize({ width: 1280, height: 1600 });
    await screenshot(page, "admin-csv-preview");
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await count()).toBe(1);

    // fixed: the preview is clean, the upload adds the three rows
    await page.getByLabel("CSV data").fill(csvWith("b"));
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("csv-summary").textContent()).resolves.toContain("0 errors");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await toastWith(page, "Questions uploaded successfully!").waitFor();
    await page.getByTestId("upload-status").filter({ hasText: "Uploaded: 3 questions added." }).waitFor();
    expect(await page.getByTestId("upload-status").getAttribute("data-status")).toBe("success");
    expect(await count()).toBe(4);

    // a new quiz is a draft: the admin publishes it once its questions are in
    await page.getByRole("tab", { name: "Quizzes" }).click();
    await page.getByRole("button", { name: `Publish ${QUIZ}` }).click();
    // it declares 10 questions and holds 4: the panel says so, and it is published with the 4
    await page.getByRole("dialog").getByText("declares 10 questions but holds 4", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Publish with 4 questions" }).click();
    await toastWith(page, "Quiz published").waitFor();
    expect(errors).toEqual([]);

    // a learner takes the new quiz and sees the admin's questions
    const learner = await newPage(app.browser);
    await signInAs(learner.page, app.server.url, {
      email: "admin.flow.learner@example.com",
      role: "learner",
    });
    await takeQuiz(learner.page, app.server.url, quizId);

    // the learner reports the first question from the result's review; the admin sees it with the question
    const review = learner.page.getByTestId("review-item").first();
    await review.getByRole("button", { name: "Report question" }).click();
    const report = learner.page.getByRole("dialog", { name: "Report this question" });
    await report.getByRole("button", { name: "Send report" }).click();
    await toastWith(learner.page, "Missing Information").waitFor();
    await report.getByLabel("Misleading or unclear").check();
    await report.getByLabel("What is wrong?").fill("Say whether air resistance is ignored.");
    await report.getByRole("button", { name: "Send report" }).click();
    await toastWith(learner.page, "Thank you!").waitFor();
    expect(learner.errors).toEqual([]);

    await page.getByRole("tab", { name: "Feedback" }).click();
    const reported = page.getByRole("listitem").filter({ hasText: "Say whether air resistance is ignored." });
    await reported.getByText("Question report").waitFor();
    await reported.getByText(FIRST_QUESTION).waitFor();
    // a report shows the reason chosen, not a star rating
    await expect(reported.getByText("Misleading or unclear", { exact: true }).count()).resolves.toBe(1);
    await expect(reported.getByText("2/5").count()).resolves.toBe(0);
  });

  it("names every CSV column in the help, and shows a row's Hindi and source in the preview and its Hindi in the list", async () => {
    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 800 } });
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    const quizId = await page.evaluate(async () => {
      const post = async (url: string, body: object) => {
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return (await res.json()) as { id: number };
      };
      const category = await post("/api/admin/categories", { name: "CSAT imports", examType: "upsc" });
      return (await post("/api/admin/quizzes", { title: "CSAT import quiz", categoryId: category.id })).id;
    });

    await page.goto(`${app.server.url}/admin?tab=csv`);
    const help = page.getByTestId("csv-help");
    await help.getByText("Every column: what it holds, with an example").click();
    const columns = help.getByRole("definition").first();
    await columns.waitFor();
    for (const column of CSV_COLUMNS) {
      await expect(help.locator("dt code").getByText(column, { exact: true }).count(), column).resolves.toBe(
        1,
      );
    }
    await help.getByText("There is no marks column").waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    // the whole help at 1280 wide; on a phone, the screen that opens it (no sideways scrolling)
    await page.screenshot({ path: screenshotPath("csv-help"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Download template" }).evaluate((link) => link.scrollIntoView());
    await screenshot(page, "csv-help-phone");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.locator("#csv-quiz").selectOption(String(quizId));
    await page
      .getByLabel("CSV data")
      .fill(
        [
          "question,option1,option2,option3,option4,correctAnswer,explanation,questionHi,option1Hi,option2Hi,option3Hi,option4Hi,explanationHi,stimulus,source,asOf",
          "In which year did the district's rice output rise most?,2022,2023,2024,2025,a,Read the table.,किस वर्ष ज़िले का चावल उत्पादन सबसे अधिक बढ़ा?,2022,2023,2024,2025,तालिका पढ़ें।,upsc-csat-rice,District statistical handbook 2025,2025-03-31",
          "Which of these is a prime number?,4,6,7,9,c,7 has no divisors but 1 and itself.,,,,,,,,,",
        ].join("\n"),
      );
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("csv-summary").textContent()).resolves.toContain("2 rows read · 0 errors");
    const row = page.getByTestId("csv-row-2");
    await expect(row.getByTestId("csv-row-hindi").textContent()).resolves.toBe(
      "Hindiकिस वर्ष ज़िले का चावल उत्पादन सबसे अधिक बढ़ा?",
    );
    await expect(row.getByTestId("csv-row-notes").innerText()).resolves.toBe(
      "Source: District statistical handbook 2025\nAs of 2025-03-31\nShares passage, table or figure upsc-csat-rice",
    );
    await expect(page.getByTestId("csv-row-3").getByTestId("csv-row-hindi").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByTestId("upload-status").filter({ hasText: "Uploaded: 2 questions added." }).waitFor();

    await page.getByRole("tab", { name: "Questions" }).click();
    await page.locator("#bank-quiz").selectOption(String(quizId));
    // the unfiltered list also holds the new row (newest first); wait for the quiz's own two
    await page.getByText("2 questions", { exact: true }).waitFor();
    const list = page.getByRole("list", { name: "Questions" });
    await list.getByText("In which year did the district's rice output rise most?").waitFor();
    await expect(list.getByTestId("question-hindi").allTextContents()).resolves.toEqual([
      "किस वर्ष ज़िले का चावल उत्पादन सबसे अधिक बढ़ा?",
    ]);
    expect(errors).toEqual([]);
  });

  it("lists a quiz created while the quiz list was still loading", async () => {
    const title = "Quiz made before its list arrived";
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    // the list's first answer is read by the server at once but reaches the page only after the
    // create has been answered, as on a slow connection
    let created!: () => void;
    const createAnswered = new Promise<void>((resolve) => {
      created = resolve;
    });
    let heldOnce = false;
    await page.route("**/api/admin/quizzes", async (route) => {
      const request = route.request();
      if (request.method() === "GET" && !heldOnce) {
        heldOnce = true;
        const response = await route.fetch();
        await createAnswered;
        return route.fulfill({ response });
      }
      const response = await route.fetch();
      if (request.method() === "POST") created();
      return route.fulfill({ response });
    });
    await page.goto(`${app.server.url}/admin?tab=quizzes`);
    await page.getByText("Loading quizzes").waitFor();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.locator("#quiz-category").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Create Quiz" }).click();
    await toastWith(page, "Quiz created successfully!").waitFor();
    await page.getByRole("list", { name: "Quizzes" }).getByText(title, { exact: true }).waitFor();
    expect(heldOnce).toBe(true);
    expect(errors).toEqual([]);
  });

  it("fits a 360px-wide phone: no sideways scrolling on any admin tab", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    for (const tab of [
      "categories",
      "quizzes",
      "questions",
      "stimuli",
      "csv",
      "schedule",
      "reports",
      "feedback",
    ]) {
      await page.goto(`${app.server.url}/admin?tab=${tab}`);
      await page.getByRole("tab", { selected: true }).waitFor();
      await page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, tab).toBeLessThanOrEqual(0);
    }
    await page.goto(`${app.server.url}/admin?tab=questions`);
    await page.getByRole("heading", { name: "Question bank" }).waitFor();
    await screenshot(page, "admin-mobile");
    expect(errors).toEqual([]);
  });

  it("files a Beta Feedback message that the admin Feedback tab lists", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "feedback.giver@example.com", role: "learner" });
    await page.goto(`${app.server.url}/`);
    await page.getByRole("button", { name: "Beta Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Beta Feedback" });
    await dialog.getByRole("button", { name: "Submit Feedback" }).click();
    await toastWith(page, "Missing Information").waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await dialog.getByRole("radio", { name: "4 stars: Good" }).click();
    await dialog.getByLabel("Category").selectOption("questions");
    await dialog.getByLabel("Your feedback").fill("More NEET biology questions, please.");
    await dialog.getByRole("button", { name: "Submit Feedback" }).click();
    await toastWith(page, "Thank you!").waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);

    const admin = await newPage(app.browser);
    await signInAs(admin.page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    await admin.page.goto(`${app.server.url}/admin?tab=feedback`);
    await admin.page.getByText("More NEET biology questions, please.").waitFor();
    const list = await pageGet(admin.page, "/api/admin/feedback", adminFeedbackResponseSchema);
    expect(list.items[0]).toMatchObject({ rating: 4, category: "questions" });
  });
});

async function closeToasts(page: Page) {
  for (const close of await page.getByTestId("toast").getByRole("button", { name: "Close" }).all()) {
    if (await close.isVisible()) await close.click();
  }
  await page.getByTestId("toast").first().waitFor({ state: "hidden" });
}

/** Opens /quiz/{id}, checks the questions are the admin's, answers each with its first option and submits. */
async function takeQuiz(page: Page, baseUrl: string, quizId: number) {
  await page.goto(`${baseUrl}/quiz/${quizId}`);
  await enterHall(page);
  await page.getByText("Question 1 of 4").waitFor();
  await page.getByText(FIRST_QUESTION).waitFor();
  await page.getByRole("radio").first().click();
  for (let i = 2; i <= 4; i++) {
    await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByText(`Question ${i} of 4`).waitFor();
    await page.getByRole("radio").first().click();
  }
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  // the confirmation with the counts, then the submit itself
  await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
  await toastWith(page, "Quiz Submitted!").waitFor();
  await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
  await page.getByRole("heading", { name: `Result: ${QUIZ}` }).waitFor();
}
