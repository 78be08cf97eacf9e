import { adminQuestionsResponseSchema, adminQuizzesResponseSchema } from "@shared/contract/admin";
import { describe, expect, it } from "vitest";
import { pageGet, toastWith } from "./learning-support";
import { newPage, signInAs, useBuiltApp } from "./support";

describe("admin question form: every question type", () => {
  const app = useBuiltApp();

  it("creates a five-option multiple-correct question and a numerical one", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    const quizzes = await pageGet(page, "/api/admin/quizzes", adminQuizzesResponseSchema);
    const quiz = quizzes.find((q) => q.examType === "jee");
    if (!quiz) throw new Error("the demo content has a JEE quiz");
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole("tab", { name: "Questions" }).click();

    await page.locator("#question-quiz").selectOption(String(quiz.id));
    await page.getByLabel("Question type").selectOption("multiple");
    await page.getByLabel("Question", { exact: true }).fill("Zq-Which of these are noble gases?");
    for (const [letter, text] of [
      ["A", "Neon"],
      ["B", "Nitrogen"],
      ["C", "Argon"],
      ["D", "Oxygen"],
      ["E", "Helium"],
    ]) {
      await page.getByLabel(`Options: option ${letter}`).fill(text as string);
    }
    await page.getByRole("button", { name: "Add Question" }).click();
    await page.getByText("must name at least one correct option").first().waitFor();
    for (const letter of ["A", "C", "E"]) await page.getByLabel(`Option ${letter} is correct`).check();
    await page.getByRole("button", { name: "Add Question" }).click();
    await toastWith(page, "Question added successfully!").waitFor();

    await page.locator("#question-quiz").selectOption(String(quiz.id));
    await page.getByLabel("Question type").selectOption("numerical");
    await page
      .getByLabel("Question", { exact: true })
      .fill("Zq-A body falls from rest for 2 s: how far, in m?");
    await page.getByLabel("Correct value (or the smallest accepted)").fill("19.5");
    await page.getByLabel("Largest accepted value").fill("19.7");
    await page.getByRole("button", { name: "Add Question" }).click();
    // the first question's toast may still be showing: the bank's new row says this one is saved
    await page.getByText("Answer: 19.5 to 19.7").first().waitFor();

    const bank = await pageGet(page, `/api/admin/questions?search=Zq-`, adminQuestionsResponseSchema);
    const made = bank.items.map((q) => [q.type, q.options.length, q.correctAnswers, q.numericAnswer]);
    expect(made).toEqual(
      expect.arrayContaining([
        ["multiple", 5, [0, 2, 4], null],
        ["numerical", 0, null, { min: 19.5, max: 19.7 }],
      ]),
    );
    expect(errors).toEqual([]);
  });
});
