import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, type RunningServer, screenshot, startServer } from "./support";

describe("app shell in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the landing page to a signed-out visitor at /", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await page.getByRole("heading", { name: "Master Your Competitive Exams" }).waitFor();
    expect(page.url()).toBe(`${server.url}/landing`);
    await expect(page.getByRole("button", { name: "Sign In with Google" }).isVisible()).resolves.toBe(true);
    await screenshot(page, "landing");
    expect(errors).toEqual([]);
  });

  it("signs in a demo learner and lands on the dashboard showing the name", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/api/login`);
    await page.waitForURL(`${server.url}/demo-sign-in`);
    await page.getByRole("button", { name: "Continue as Aarav Sharma" }).click();
    await page.waitForURL(`${server.url}/`);
    await expect(page.getByTestId("nav-user-name").textContent()).resolves.toBe("Aarav Sharma");
    await screenshot(page, "dashboard");
    expect(errors).toEqual([]);
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });
});
