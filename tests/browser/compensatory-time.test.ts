import { attemptSheetSchema } from "@shared/contract/attempts";
import { userSettingsSchema } from "@shared/contract/settings";
import { describe, expect, it } from "vitest";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

describe("compensatory time in Chromium", () => {
  const app = useBuiltApp();

  it("a learner turns it on from the progress page, and a test they start runs 4/3 as long", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "zq-compensatory@example.com", role: "learner" });
    await page.goto(`${app.server.url}/progress-tracking`);
    const box = page.getByRole("checkbox", { name: /eligible for compensatory time/ });
    await box.waitFor();
    await expect(box.isChecked()).resolves.toBe(false);

    // the box shows the server's setting: it turns checked once the save is answered
    await box.click();
    await expect.poll(() => box.isChecked()).toBe(true);
    await page.waitForFunction(
      () =>
        (document.querySelector("[data-testid=compensatory-time]") as HTMLInputElement | null)?.disabled ===
        false,
    );
    await page.reload();
    await box.waitFor();
    await expect(box.isChecked()).resolves.toBe(true);
    await screenshot(page, "compensatory-time-setting");

    const { settings, sheet } = await page.evaluate(async () => {
      const settings = await (await fetch("/api/user/settings")).json();
      const quiz = (await (await fetch("/api/daily-quiz")).json()) as { id: number; timeLimit: number };
      const quizId = quiz.id;
      const started = await fetch(`/api/quiz/${quizId}/start`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      return { settings, sheet: { ...(await started.json()), timeLimit: quiz.timeLimit as number } };
    });
    expect(userSettingsSchema.parse(settings)).toEqual({ compensatoryTime: true });
    const started = attemptSheetSchema.parse(sheet);
    expect(started.compensatory).toBe(true);
    expect(Date.parse(started.deadline) - Date.parse(started.startedAt)).toBe(
      Math.round(sheet.timeLimit * 60_000 * (4 / 3)),
    );
    expect(errors).toEqual([]);
  });
});
