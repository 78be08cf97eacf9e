import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, type RunningServer, screenshot, signInAs, startServer } from "./support";

const AXE_SOURCE = fs.readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

/** Serious and critical axe violations ("rule: targets"); evaluated over DevTools, so the CSP does not apply. */
async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(d: Document): Promise<unknown> } }).axe;
    const result = (await axe.run(document)) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** What the server says about the signed-in user, asked from inside the page (its cookie, its origin). */
const isPremiumFromPage = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch("/api/auth/user", { credentials: "include", cache: "no-store" });
    return ((await res.json()) as { isPremium: boolean }).isPremium;
  });

const toast = (page: Page, title: string) => page.getByTestId("toast").filter({ hasText: title });

describe("plans and payments in Chromium (embedded mode: simulated checkout)", () => {
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

  it("shows the three plans on the landing page with their prices and labels", async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/landing#pricing`);
    const pricing = page.locator("#pricing");
    await pricing.getByRole("heading", { name: "Simple pricing in rupees" }).waitFor();
    const monthly = page.getByTestId("plan-monthly");
    await expect(monthly.textContent()).resolves.toContain("₹299/month");
    await expect(monthly.textContent()).resolves.toContain("Most Popular");
    const annual = page.getByTestId("plan-annual");
    await expect(annual.textContent()).resolves.toContain("₹1,999/year");
    await expect(annual.textContent()).resolves.toContain("Save 44%");
    await expect(page.getByTestId("plan-free").textContent()).resolves.toContain("₹0/month");
    // the section's scroll margin keeps its heading clear of the fixed header
    await pricing.evaluate((section) => section.scrollIntoView());
    await screenshot(page, "pricing");

    // Free calls nothing and shows the spec's info toast.
    await page.getByRole("button", { name: "Get Started Free" }).click();
    await toast(page, "Already on Free Plan").waitFor();
    await expect(toast(page, "Already on Free Plan").textContent()).resolves.toContain(
      "You're already using the free plan. Sign up to continue!",
    );

    // A signed-out visitor choosing a paid plan is sent to sign-in.
    await page.getByRole("button", { name: "Choose Monthly" }).click();
    await page.waitForURL(`${server.url}/demo-sign-in`);
    expect(errors).toEqual([]);
  });

  it("lets a demo learner buy Monthly through the simulated checkout, and analytics unlock", async () => {
    const { page, errors } = await newPage(browser);
    await signInAs(page, server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    expect(await isPremiumFromPage(page)).toBe(false);

    // Analytics are locked; the lock's Upgrade button opens the pricing flow.
    await page.goto(`${server.url}/analytics?exam=jee`);
    await page.getByTestId("analytics-locked").waitFor();
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Choose Monthly" }).click();

    await page.waitForURL(/\/checkout\/order_sim_[0-9a-f]+$/);
    await page.getByRole("heading", { name: "Checkout" }).waitFor();
    await expect(page.getByRole("note").textContent()).resolves.toContain(
      "Simulated checkout (demo mode): no money moves",
    );
    await expect(page.getByTestId("checkout-plan").textContent()).resolves.toBe("Monthly");
    await expect(page.getByTestId("checkout-amount").textContent()).resolves.toBe("₹299");
    await screenshot(page, "checkout");
    expect(await seriousA11yViolations(page)).toEqual([]);
    const orderId = decodeURIComponent(page.url().split("/checkout/")[1] ?? "");

    await page.getByRole("button", { name: "Pay ₹299" }).click();
    await page.waitForURL(`${server.url}/analytics`);
    const success = toast(page, "Payment Successful!");
    await success.waitFor();
    await expect(success.textContent()).resolves.toContain(
      "Welcome to the Monthly Plan! Your premium features are now active.",
    );
    expect(await isPremiumFromPage(page)).toBe(true);
    // The analytics page now shows the report (or its no-data state), not the lock.
    await page
      .getByRole("heading", { name: /Overall preparedness|No data yet/ })
      .first()
      .waitFor();
    expect(await page.getByTestId("analytics-locked").count()).toBe(0);

    // Billing shows the active plan and the paid order.
    await page.goto(`${server.url}/billing`);
    const status = page.getByTestId("subscription-status");
    await status.waitFor();
    await expect(status.textContent()).resolves.toMatch(/Monthly plan\s*Active/);
    const row = page.getByTestId("payment-row").filter({ hasText: orderId });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Monthly.*₹299.*Paid/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("cancelling the checkout shows 'Payment Cancelled', goes back, and grants nothing", async () => {
    const { page, errors } = await newPage(browser);
    await signInAs(page, server.url, {
      email: "cancel-learner@example.com",
      firstName: "Ira",
      lastName: "Sen",
    });
    await page.goto(`${server.url}/billing`);
    await page.getByTestId("subscription-status").waitFor();
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toContain("Free plan");
    await page.getByRole("button", { name: "Choose Annual" }).click();
    await page.waitForURL(/\/checkout\/order_sim_/);
    await expect(page.getByTestId("checkout-amount").textContent()).resolves.toBe("₹1,999");

    await page.getByRole("button", { name: "Cancel" }).click();
    const cancelled = toast(page, "Payment Cancelled");
    await cancelled.waitFor();
    await expect(cancelled.textContent()).resolves.toContain(
      "Your payment was cancelled. You can try again anytime.",
    );
    await page.waitForURL(`${server.url}/billing`);
    expect(await isPremiumFromPage(page)).toBe(false);
    const row = page.getByTestId("payment-row").first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Annual.*₹1,999.*Not completed/);
    expect(errors).toEqual([]);
  });

  it("serves a plain refund policy, privacy policy and terms to anyone", async () => {
    const { page, errors } = await newPage(browser, { mobile: true });
    for (const [url, title, phrase] of [
      ["/refund-policy", "Cancellation and Refund Policy", "Within 7 days of payment"],
      ["/privacy", "Privacy Policy", "Razorpay"],
      ["/terms", "Terms of Service", "governed by the laws of India"],
    ] as const) {
      await page.goto(`${server.url}${url}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await expect(page.locator("main").textContent()).resolves.toContain(phrase);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
