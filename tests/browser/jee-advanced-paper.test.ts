import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import { describe, expect, it } from "vitest";
import { SIZES } from "./exam-hall-support";
import { pageGet } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

/**
 * A JEE Advanced Paper 2 in NTA's hall: its twelve sections (four a subject, as the paper numbers
 * them) are tabs, and Section 4's paragraph questions show their paragraph beside a numerical
 * answer on the keypad, in English and, with the question's language switched, in Hindi, on a
 * phone and a desktop.
 */
describe("JEE Advanced Paper 2 in Chromium", () => {
  const app = useBuiltApp();

  for (const size of SIZES) {
    it(`shows its sections as tabs and a paragraph beside its numerical question (${size.name})`, async () => {
      const { page, errors } = await newPage(app.browser, { viewport: size.viewport });
      await signInAs(page, app.server.url, {
        email: `zq-advanced-${size.name}@example.com`,
        firstName: "Zq-Advanced",
        role: "premium",
      });
      const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
      const paper = mocks.find((m) => m.title === "JEE Advanced Paper 2, Set A (2024 pattern)");
      expect(paper?.fullLength).toEqual({
        paper: "JEE Advanced Paper 2 (2024 pattern)",
        questions: 51,
        minutes: 180,
      });
      await page.goto(`${app.server.url}/quiz/${paper!.id}`);
      const cover = page.getByTestId("paper-cover");
      await cover.waitFor();
      const declaration = cover.getByRole("checkbox");
      if ((await declaration.count()) > 0) await declaration.check();
      await cover.getByTestId("paper-start").click();

      const tabs = page.getByTestId("subject-tab");
      await tabs.first().waitFor();
      expect(await tabs.allTextContents()).toEqual(
        ["Physics", "Chemistry", "Mathematics"].flatMap((s) => [1, 2, 3, 4].map((n) => `${s} Section ${n}`)),
      );
      await page.getByRole("button", { name: "Physics Section 4" }).click();
      await expect
        .poll(() => page.getByRole("button", { name: "Physics Section 4" }).getAttribute("aria-current"))
        .toBe("true");
      const stimulus = page.getByTestId("stimulus");
      await stimulus.waitFor();
      const paragraph = (await stimulus.getByRole("heading").first().textContent()) ?? "";
      expect(paragraph.length).toBeGreaterThan(3);
      // a numerical answer: the on-screen keypad, no options
      await page.getByRole("button", { name: "7", exact: true }).first().waitFor();
      await expect(page.getByRole("radio").count()).resolves.toBe(0);
      await screenshot(page, `jee-advanced-paragraph-${size.name}`);

      // the question's language switched to Hindi: the paragraph is read in Hindi too
      await page.getByRole("button", { name: "हिन्दी" }).first().click();
      await expect
        .poll(async () => (await stimulus.getByRole("heading").first().textContent()) ?? "")
        .not.toBe(paragraph);
      await expect(stimulus.getByRole("heading").first().textContent()).resolves.toMatch(/[\u0900-\u097F]/);
      await screenshot(page, `jee-advanced-paragraph-hindi-${size.name}`);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});
