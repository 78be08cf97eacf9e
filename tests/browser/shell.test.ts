import { describe, expect, it } from "vitest";
import { newPage, screenshot, useBuiltApp } from "./support";

describe("app shell in Chromium", () => {
  const app = useBuiltApp();

  it("shows the landing page to a signed-out visitor at /", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/`);
    await page.getByRole("heading", { name: "Master Your Competitive Exams" }).waitFor();
    expect(page.url()).toBe(`${app.server.url}/landing`);
    await expect(page.getByRole("button", { name: "Sign In with Google" }).isVisible()).resolves.toBe(true);
    await screenshot(page, "landing");
    expect(errors).toEqual([]);
  });

  it("signs in a demo learner and lands on the dashboard showing the name", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/api/login`);
    await page.waitForURL(`${app.server.url}/demo-sign-in`);
    await page.getByRole("button", { name: "Continue as Aarav Sharma" }).click();
    await page.waitForURL(`${app.server.url}/`);
    await expect(page.getByTestId("nav-user-name").textContent()).resolves.toBe("Aarav Sharma");
    await screenshot(page, "dashboard");
    expect(errors).toEqual([]);
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const { page } = await newPage(app.browser);
    await page.goto(`${app.server.url}/no-such-page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });
});
