import {
  adminCategoriesResponseSchema,
  adminQuestionsResponseSchema,
  adminQuizzesResponseSchema,
} from "@shared/contract/admin";
import { userReportsResponseSchema } from "@shared/contract/reports";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { toastWith } from "./learning-support";
import { type ApiUser, apiGetAs, apiSignIn, useSession as signInContext } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

/** What an organiser meets in the admin panel: every tab in sight, categories, publishing, corrections. */

async function adminCall<T = { id: number }>(
  base: string,
  who: ApiUser,
  method: string,
  url: string,
  body?: unknown,
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { "content-type": "application/json", cookie: who.cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function adminPage(
  browser: Browser,
  base: string,
  admin: ApiUser,
  viewport = { width: 1280, height: 800 },
) {
  const opened = await newPage(browser, { viewport });
  await signInContext(opened.page.context(), base, admin);
  return opened;
}

/** Every tab's box lies inside the tab strip's and the window's, and the strip has nothing scrolled out of sight. */
async function tabsInSight(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('[role="tablist"]') as HTMLElement;
    const box = list.getBoundingClientRect();
    const hidden = [...list.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const r = tab.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.right > window.innerWidth;
      })
      .map((tab) => tab.textContent);
    return {
      hidden,
      scrolls: list.scrollWidth > list.clientWidth,
      tabs: list.querySelectorAll('[role="tab"]').length,
    };
  });
}

describe("the admin panel as an organiser meets it, in Chromium", () => {
  const app = useBuiltApp();

  it("shows every one of the fourteen tabs at 1280x800 and at 390x844", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zr-tabs-admin@example.com", role: "admin" });
    for (const [name, viewport] of [
      ["admin-tabs-desktop", { width: 1280, height: 800 }],
      ["admin-tabs-phone", { width: 390, height: 844 }],
    ] as const) {
      const { page, errors } = await adminPage(app.browser, base, admin, viewport);
      await page.goto(`${base}/admin`);
      await page.getByRole("tab", { name: "Performance" }).waitFor();
      await expect(tabsInSight(page)).resolves.toEqual({ hidden: [], scrolls: false, tabs: 14 });
      // the last tab is reachable by a plain click where it is shown
      await page.getByRole("tab", { name: "Performance" }).click();
      await page.getByRole("tab", { name: "Performance", selected: true }).waitFor();
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("renames a category and removes one, refusing while quizzes use it", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zr-categories-admin@example.com", role: "admin" });
    const used = await adminCall(base, admin, "POST", "/api/admin/categories", {
      name: "Zr-Used",
      examType: "ssc",
    });
    const spare = await adminCall(base, admin, "POST", "/api/admin/categories", {
      name: "Zr-Spare",
      examType: "ssc",
    });
    await adminCall(base, admin, "POST", "/api/admin/quizzes", {
      title: "Zr-Filed quiz",
      categoryId: used.id,
    });
    const { page, errors } = await adminPage(app.browser, base, admin);
    await page.goto(`${base}/admin`);

    await page.getByRole("button", { name: "Rename Zr-Spare" }).click();
    await page.getByLabel("New name").fill("Zr-Renamed");
    await page.getByRole("button", { name: "Save name" }).click();
    await toastWith(page, "Category renamed").waitFor();
    await page.getByTestId(`category-row-${spare.id}`).getByText("Zr-Renamed", { exact: true }).waitFor();

    // a category that quizzes use: the dialog says so, and the server's refusal names how many
    await page.getByRole("button", { name: "Remove Zr-Used" }).click();
    await page.getByRole("dialog").getByText('1 quiz is filed under "Zr-Used"').waitFor();
    await page.getByRole("button", { name: "Remove category" }).click();
    await toastWith(page, "Error")
      .getByText('1 quiz is filed under "Zr-Used": move it to another category first')
      .waitFor();

    await page.getByRole("button", { name: "Remove Zr-Renamed" }).click();
    await page.getByRole("button", { name: "Remove category" }).click();
    await toastWith(page, "Category removed").waitFor();
    await page.getByTestId(`category-row-${spare.id}`).waitFor({ state: "detached" });
    const left = await apiGetAs(base, admin, "/api/admin/categories", adminCategoriesResponseSchema);
    expect(left.filter((c) => c.name.startsWith("Zr-")).map((c) => c.name)).toEqual(["Zr-Used"]);
    expect(errors).toEqual([]);
  });

  it("sets a paper's sections, their minutes and its marking per type and section in the create form and the edit dialog", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zr-marking-admin@example.com", role: "admin" });
    await adminCall(base, admin, "POST", "/api/admin/categories", { name: "Zr-Marked", examType: "banking" });
    const { page, errors } = await adminPage(app.browser, base, admin);
    await page.goto(`${base}/admin?tab=quizzes`);
    const form = page.getByRole("region", { name: "Create Quiz" });
    await form.getByLabel("Title", { exact: true }).fill("Zr-Marked prelims");
    await page.locator("#quiz-category").selectOption({ label: "Zr-Marked" });
    await form.getByLabel("Time limit (minutes)").fill("60");
    for (const [i, name] of ["English Language", "Quantitative Aptitude", "Reasoning Ability"].entries()) {
      await form.getByRole("button", { name: "Add a section" }).click();
      await form.getByLabel(`Section ${i + 1} name`).fill(name);
      if (i < 2) await form.getByLabel(`Section ${i + 1} minutes (optional)`).fill("20");
    }
    await form.getByLabel("Marks for a right answer").fill("1");
    await form.getByLabel("Marks for a wrong answer").fill("-0.25");
    await form.getByRole("button", { name: "Add marks for a type or section" }).click();
    await form.getByLabel("Rule 1: section").selectOption("Reasoning Ability");
    await form.getByLabel("Rule 1: marks for a right answer").fill("2");
    await form.getByLabel("Rule 1: marks for a wrong answer").fill("-0.5");
    // one section without minutes: refused, named as the form names it
    await form.getByRole("button", { name: "Create Quiz" }).click();
    await toastWith(page, "Error")
      .getByText("Sections: need a time limit for every section, or for none")
      .waitFor();
    await form.getByLabel("Section 3 minutes (optional)").fill("20");
    await form.getByRole("button", { name: "Create Quiz" }).click();
    await toastWith(page, "Quiz created successfully!").waitFor();
    const made = (await apiGetAs(base, admin, "/api/admin/quizzes", adminQuizzesResponseSchema)).find(
      (q) => q.title === "Zr-Marked prelims",
    );
    expect(made).toMatchObject({
      timeLimit: 60,
      sections: [
        { name: "English Language", timeLimitMinutes: 20 },
        { name: "Quantitative Aptitude", timeLimitMinutes: 20 },
        { name: "Reasoning Ability", timeLimitMinutes: 20 },
      ],
      markingScheme: {
        correct: 1,
        wrong: -0.25,
        bySection: { "Reasoning Ability": { correct: 2, wrong: -0.5 } },
      },
    });

    // the edit dialog opens with them, and a numerical rule saved there is kept
    await page.getByRole("button", { name: "Edit Zr-Marked prelims" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Section 2 name").inputValue()).resolves.toBe("Quantitative Aptitude");
    await expect(dialog.getByLabel("Rule 1: marks for a wrong answer").inputValue()).resolves.toBe("-0.5");
    await dialog.getByRole("button", { name: "Add marks for a type or section" }).click();
    await dialog.getByLabel("Rule 2: question type").selectOption("numerical");
    await dialog.getByLabel("Rule 2: marks for a right answer").fill("1");
    await dialog.getByLabel("Rule 2: marks for a wrong answer").fill("0");
    await screenshot(page, "admin-quiz-marking");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await toastWith(page, "Quiz updated").waitFor();
    const edited = (await apiGetAs(base, admin, "/api/admin/quizzes", adminQuizzesResponseSchema)).find(
      (q) => q.id === made!.id,
    );
    expect(edited?.markingScheme).toMatchObject({
      correct: 1,
      wrong: -0.25,
      byType: { numerical: { correct: 1, wrong: 0 } },
      bySection: { "Reasoning Ability": { correct: 2, wrong: -0.5 } },
    });
    expect(errors).toEqual([]);
  });

  it("asks before publishing 5 of 10 declared questions, and the count follows the questions", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zr-publish-admin@example.com", role: "admin" });
    const category = await adminCall(base, admin, "POST", "/api/admin/categories", {
      name: "Zr-Half",
      examType: "jee",
    });
    const quiz = await adminCall(base, admin, "POST", "/api/admin/quizzes", {
      title: "Zr-Half built",
      categoryId: category.id,
      totalQuestions: 10,
    });
    for (let i = 1; i <= 5; i++) {
      await adminCall(base, admin, "POST", "/api/admin/questions", {
        quizId: quiz.id,
        question: `Zr-Half question ${i}?`,
        options: ["one", "two", "three", "four"],
        correctAnswer: 0,
        explanation: "",
      });
    }
    const { page, errors } = await adminPage(app.browser, base, admin);
    await page.goto(`${base}/admin?tab=quizzes`);
    const row = page.getByTestId(`quiz-row-${quiz.id}`);
    await row.getByText("5 of 10 questions", { exact: false }).waitFor();
    await row.getByRole("button", { name: "Publish Zr-Half built" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText('"Zr-Half built" declares 10 questions but holds 5.', { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Publish with 5 questions" }).click();
    await toastWith(page, "Quiz published").waitFor();
    await row.getByText("5 of 5 questions", { exact: false }).waitFor();
    const quizzes = await apiGetAs(base, admin, "/api/admin/quizzes", adminQuizzesResponseSchema);
    expect(quizzes.find((q) => q.id === quiz.id)).toMatchObject({ published: true, totalQuestions: 5 });
    expect(errors).toEqual([]);
  });

  it("names the panel's fields in its messages, never the API's", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zr-messages-admin@example.com", role: "admin" });
    const category = await adminCall(base, admin, "POST", "/api/admin/categories", {
      name: "Zr-Words",
      examType: "jee",
    });
    const quiz = await adminCall(base, admin, "POST", "/api/admin/quizzes", {
      title: "Zr-Words quiz",
      categoryId: category.id,
    });
    const { page, errors } = await adminPage(app.browser, base, admin);
    await page.goto(`${base}/admin?tab=questions`);
    await page.locator("#question-quiz").selectOption(String(quiz.id));
    // nothing written: the question and the options are named as the form names them
    await page.getByRole("button", { name: "Add Question" }).click();
    await toastWith(page, "Error").getByText("Question: must not be blank").waitFor();
    await page.getByText("Options are empty: write the text of each option").waitFor();
    await expect(page.getByText("same option twice").count()).resolves.toBe(0);

    // a numerical question without its value: the server's refusal names "Correct value"
    await page.getByLabel("Question", { exact: true }).fill("Zr-How many metres in a kilometre?");
    await page.getByLabel("Question type").selectOption("numerical");
    await page.getByRole("button", { name: "Add Question" }).click();
    const toast = toastWith(page, "Error").filter({
      hasText: "Correct value: is required for a numerical question",
    });
    await toast.waitFor();
    const said = (await toast.textContent()) ?? "";
    expect(said).not.toMatch(/numericAnswer|\{|\}/);
    expect(errors).toEqual([]);
  });

  it("answers a report by correcting the key: the new explanation beside the old, then the report is Fixed with the reply", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zr-report-admin@example.com", role: "admin" });
    const learner = await apiSignIn(base, { email: "zr-reporter@example.com", firstName: "Zq-Meera" });
    const category = await adminCall(base, admin, "POST", "/api/admin/categories", {
      name: "Zr-Reported",
      examType: "jee",
    });
    const quiz = await adminCall(base, admin, "POST", "/api/admin/quizzes", {
      title: "Zr-Reported quiz",
      categoryId: category.id,
    });
    const question = await adminCall(base, admin, "POST", "/api/admin/questions", {
      quizId: quiz.id,
      question: "Zr-Which gas do plants take in for photosynthesis?",
      options: ["Oxygen", "Carbon dioxide", "Nitrogen", "Hydrogen"],
      correctAnswer: 0,
      explanation: "Zr-Plants take in oxygen.",
    });
    await adminCall(base, learner, "POST", "/api/feedback", {
      rating: 1,
      category: "questions",
      feedback: "Zr-The key should be carbon dioxide.",
      questionId: question.id,
    });

    const { page, errors } = await adminPage(app.browser, base, admin);
    await page.goto(`${base}/admin?tab=reports`);
    const group = page.getByTestId("report-group").filter({ hasText: "Zr-Which gas" });
    await group.getByRole("button", { name: `Correct key of question ${question.id}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("old-explanation").getByText("Zr-Plants take in oxygen.").waitFor();
    await dialog.getByRole("button", { name: "B", exact: true }).click();
    await dialog.getByLabel("Reason (required, kept in the audit log)").fill("Zr- the report is right");
    // no new explanation, then no reply: each is asked for before anything is sent
    await dialog.getByRole("button", { name: "Review the correction" }).click();
    await dialog
      .getByRole("alert")
      .getByText("Explanation for the new key: write why the new key is right")
      .waitFor();
    await dialog
      .getByLabel("Explanation for the new key (required)")
      .fill("Zr-Plants take in carbon dioxide.");
    await dialog.getByRole("button", { name: "Review the correction" }).click();
    await dialog.getByRole("alert").getByText("Reply to the reporter: write what was corrected").waitFor();
    await dialog.getByLabel("Reply to the reporter (required)").fill("Zr-You were right: the key is now B.");
    await screenshot(page, "admin-report-correct-key");
    await dialog.getByRole("button", { name: "Review the correction" }).click();
    await dialog.getByTestId("correction-confirm").getByText("Change the key: A → B.").waitFor();
    await dialog.getByRole("button", { name: "Confirm and re-score" }).click();
    await toastWith(page, "Key corrected")
      .getByText("The report is marked Fixed", { exact: false })
      .waitFor();
    // it leaves the queue of new reports, and the Fixed ones show it with the reply
    await group.waitFor({ state: "detached" });
    await page.getByRole("button", { name: /^Fixed \(/ }).click();
    await group.getByTestId("queue-report-status").filter({ hasText: "Fixed" }).waitFor();
    await group.getByText("Zr-You were right: the key is now B.").waitFor();
    await group.locator("li.bg-green-100", { hasText: "B. Carbon dioxide" }).waitFor();

    const bank = await apiGetAs(
      base,
      admin,
      `/api/admin/questions?quizId=${quiz.id}`,
      adminQuestionsResponseSchema,
    );
    expect(bank.items[0]).toMatchObject({
      correctAnswer: 1,
      explanation: "Zr-Plants take in carbon dioxide.",
    });
    const mine = await apiGetAs(base, learner, "/api/user/reports", userReportsResponseSchema);
    expect(mine.items[0]).toMatchObject({
      status: "fixed",
      reply: "Zr-You were right: the key is now B.",
      unread: true,
    });
    expect(errors).toEqual([]);
  }, 120_000);
});
