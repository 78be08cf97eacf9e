import { adminQuestionsResponseSchema } from "@shared/contract/admin";
import { quizDetailSchema } from "@shared/contract/quizzes";
import { describe, expect, it } from "vitest";
import { pageGet, seriousAxeViolations, toastWith } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

const SLUG = "upsc-pol-03";
const STATEMENT_2 =
  "The right to move the Supreme Court for the enforcement of Fundamental Rights is itself a Fundamental Right under Article 32.";
const STATEMENT_2_HI =
  "मौलिक अधिकारों को लागू कराने के लिए उच्चतम न्यायालय में जाने का अधिकार स्वयं अनुच्छेद 32 के अंतर्गत एक मौलिक अधिकार है।";

describe("admin question form: a structured question's parts", () => {
  const app = useBuiltApp();

  it("edits statement 2 of a seeded statements question in English and Hindi, keeping its list", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    const found = await pageGet(page, `/api/admin/questions?search=${SLUG}`, adminQuestionsResponseSchema);
    const seeded = found.items.find((q) => q.slug === SLUG);
    if (!seeded) throw new Error(`the bank has ${SLUG}`);
    expect(seeded.structure?.kind).toBe("statements");
    expect(seeded.structureHi?.kind).toBe("statements");

    await page.goto(`${app.server.url}/admin`);
    await page.getByRole("tab", { name: "Questions" }).click();
    await page.getByLabel("Search text, subject, topic, slug or id").fill(SLUG);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const item = page.getByTestId(`question-${seeded.id}`);
    // the bank lays the statements out as a list, in English and in Hindi
    await item.locator("[data-statement]").nth(5).waitFor();
    await expect(item.locator("[data-statement]").count()).resolves.toBe(6);
    await item.getByRole("button", { name: `Edit question ${seeded.id}` }).click();

    const form = page.getByRole("dialog");
    await form.getByLabel("Statement 2", { exact: true }).waitFor();
    await expect(form.getByLabel("Layout").inputValue()).resolves.toBe("statements");
    await form.getByLabel("Statement 2", { exact: true }).fill(STATEMENT_2);
    await form.getByLabel("Statement 2 (Hindi)", { exact: true }).fill(STATEMENT_2_HI);
    const preview = form.getByTestId("structure-preview-en").locator("[data-statement]");
    await preview.nth(1).filter({ hasText: STATEMENT_2 }).waitFor();
    await expect(preview.count()).resolves.toBe(3);
    const previewHi = form.getByTestId("structure-preview-hi").locator("[data-statement]");
    await previewHi.nth(1).filter({ hasText: STATEMENT_2_HI }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await form.getByLabel("Statement 2", { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "admin-structure-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await form.getByLabel("Statement 2", { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "admin-structure-390");
    await page.setViewportSize({ width: 1280, height: 1000 });

    await form.getByRole("button", { name: "Save changes" }).click();
    await toastWith(page, "Question updated").waitFor();
    await item.locator("[data-statement]").nth(1).filter({ hasText: STATEMENT_2 }).waitFor();
    await item
      .getByTestId("question-hindi")
      .locator("[data-statement]")
      .nth(1)
      .filter({ hasText: STATEMENT_2_HI })
      .waitFor();

    // the row kept its structure, with the new wording, and its texts flattened from it
    const after = await pageGet(page, `/api/admin/questions?search=${SLUG}`, adminQuestionsResponseSchema);
    const saved = after.items.find((q) => q.id === seeded.id);
    expect(saved?.structure).toEqual(
      seeded.structure?.kind === "statements"
        ? {
            ...seeded.structure,
            statements: seeded.structure.statements.map((s, i) =>
              i === 1 ? { ...s, text: STATEMENT_2 } : s,
            ),
          }
        : null,
    );
    expect(saved?.structureHi?.kind === "statements" && saved.structureHi.statements[1]?.text).toBe(
      STATEMENT_2_HI,
    );
    expect(saved?.question).toContain(`\n2. ${STATEMENT_2}\n`);
    expect(saved?.questionHi).toContain(`\n2. ${STATEMENT_2_HI}\n`);

    // what a learner's page renders: the statements as a list with the new wording
    const quizId = saved?.quizzes[0]?.id;
    const quiz = await pageGet(page, `/api/quiz/${quizId}`, quizDetailSchema);
    const shown = quiz.questions.find((q) => q.question === saved?.question);
    expect(shown?.html.question.match(/data-statement=""/g)).toHaveLength(3);
    expect(shown?.html.question).toContain(STATEMENT_2);
    expect(shown?.html.hi?.question).toContain(STATEMENT_2_HI);
    expect(errors).toEqual([]);
  });
});
