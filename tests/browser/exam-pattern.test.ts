import { describe, expect, it } from "vitest";
import { newPage, screenshot, useBuiltApp } from "./support";

describe("exam page (Chromium)", () => {
  const app = useBuiltApp();

  it("says which year's pattern the exam follows, and where it is published", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/exam/neet`);
    const pattern = page.getByText(
      "Pattern: NEET (UG) 2025 Information Bulletin, National Testing Agency (2025)",
    );
    await pattern.waitFor();
    await expect(page.getByText(/^Source: neet\.nta\.nic\.in/).isVisible()).resolves.toBe(true);
    await expect(page.getByText("3 hours (180 minutes)").isVisible()).resolves.toBe(true);
    // the latest published cut-off: NEET's qualifying percentile and the marks it stood for, cited
    await expect(page.getByTestId("exam-cutoffs").textContent()).resolves.toBe(
      "2025 (General): 144/720 marksNEET (UG) 2025 qualifying percentile (General): 50 percentile (an NTA score, not marks)Source: NTA, NEET (UG) 2025 result (14 June 2025): qualifying percentile and marks by category, neet.nta.nic.in; as reported by shiksha.com and edexlive.com",
    );
    await pattern.scrollIntoViewIfNeeded();
    await screenshot(page, "exam-pattern");
    expect(errors).toEqual([]);
  });

  it("reads the exam's facts, notice and sections in Hindi for a Hindi reader", async () => {
    const { page, errors } = await newPage(app.browser, { locale: "hi-IN" });
    await page.goto(`${app.server.url}/exam/neet`);
    await page
      .getByRole("heading", { level: 1, name: "राष्ट्रीय पात्रता सह प्रवेश परीक्षा (स्नातक) — NEET (UG)" })
      .waitFor();
    // the facts, pattern and syllabus arrive with their own requests: wait for each, not just the heading
    await page.getByText("3 घंटे (180 मिनट)").waitFor();
    const pattern = page.getByText("पैटर्न: NEET (UG) 2025 सूचना बुलेटिन, राष्ट्रीय परीक्षा एजेंसी (2025)");
    await pattern.waitFor();
    // Zoology in Hindi in the pattern's sections and in the syllabus (a paper's card may name it too)
    const sections = page
      .getByRole("heading", { level: 3, name: "खंड", exact: true })
      .locator("xpath=following-sibling::ul[1]");
    await expect.poll(() => sections.getByText("प्राणि विज्ञान", { exact: true }).count()).toBe(1);
    const syllabus = page.getByTestId("syllabus-subject");
    await expect.poll(() => syllabus.getByText("प्राणि विज्ञान", { exact: true }).count()).toBe(1);
    await expect(page.getByText("3 hours (180 minutes)").count()).resolves.toBe(0);
    await pattern.scrollIntoViewIfNeeded();
    await screenshot(page, "exam-pattern-hindi");
    expect(errors).toEqual([]);
  });
});
