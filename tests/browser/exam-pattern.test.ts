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
    await pattern.scrollIntoViewIfNeeded();
    await screenshot(page, "exam-pattern");
    expect(errors).toEqual([]);
  });
});
