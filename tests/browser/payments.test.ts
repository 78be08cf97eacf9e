import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProviderStandIn } from "../../src/server/test-support/razorpay-stand-in";
import {
  launchBrowser,
  newPage,
  type RunningServer,
  screenshot,
  signInAs,
  startServer,
  useBuiltApp,
} from "./support";

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
  const app = useBuiltApp();

  it("shows the three plans on the landing page with their prices and labels", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/landing#pricing`);
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
    await pricing.evaluate((section) => section.scrollIntoView({ behavior: "instant", block: "start" }));
    await page.waitForFunction(() => {
      const top = document.getElementById("pricing")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 120;
    });
    await screenshot(page, "pricing");

    // Free calls nothing and shows the spec's info toast.
    await page.getByRole("button", { name: "Get Started Free" }).click();
    await toast(page, "Already on Free Plan").waitFor();
    await expect(toast(page, "Already on Free Plan").textContent()).resolves.toContain(
      "You're already using the free plan. Sign up to continue!",
    );

    // A signed-out visitor choosing a paid plan is sent to sign-in, which returns to that plan's checkout.
    await page.getByRole("button", { name: "Choose Monthly" }).click();
    await page.waitForURL(`${app.server.url}/demo-sign-in?returnTo=%2Fbilling%3Fplan%3Dmonthly`);
    expect(errors).toEqual([]);
  });

  it("lets a demo learner buy Monthly through the simulated checkout, and analytics unlock", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    expect(await isPremiumFromPage(page)).toBe(false);

    // Analytics are locked; the lock's Upgrade button opens the pricing flow.
    await page.goto(`${app.server.url}/analytics?exam=jee`);
    await page.getByTestId("analytics-locked").waitFor();
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    // Free first, as a learner comparing plans does: its note is about the plans, not the checkout
    await page.getByRole("dialog").getByRole("button", { name: "Get Started Free" }).click();
    await toast(page, "Already on Free Plan").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Choose Monthly" }).click();

    await page.waitForURL(/\/checkout\/order_sim_[0-9a-f]+$/);
    await page.getByRole("heading", { name: "Checkout" }).waitFor();
    // the checkout opens clean: no toast of the page before it comes along
    await expect.poll(() => page.getByTestId("toast").count(), { timeout: 1_000 }).toBe(0);
    await expect(page.getByRole("note").textContent()).resolves.toContain(
      "Simulated checkout (demo mode): no money moves",
    );
    await expect(page.getByTestId("checkout-plan").textContent()).resolves.toBe("Monthly");
    await expect(page.getByTestId("checkout-amount").textContent()).resolves.toBe("₹299");
    await screenshot(page, "checkout");
    expect(await seriousA11yViolations(page)).toEqual([]);
    const orderId = decodeURIComponent(page.url().split("/checkout/")[1] ?? "");

    await page.getByRole("button", { name: "Pay ₹299" }).click();
    await page.waitForURL(`${app.server.url}/analytics`);
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
    await page.goto(`${app.server.url}/billing`);
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
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, {
      email: "cancel-learner@example.com",
      firstName: "Zq-Ira",
      lastName: "Sen",
    });
    await page.goto(`${app.server.url}/billing`);
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
    await page.waitForURL(`${app.server.url}/billing`);
    expect(await isPremiumFromPage(page)).toBe(false);
    const row = page.getByTestId("payment-row").first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Annual.*₹1,999.*Not completed/);

    // coming back to pay takes up the same order: one purchase is one row in the history
    const cancelledOrder = /order_sim_[0-9a-f]+/.exec((await row.textContent()) ?? "")?.[0];
    expect(cancelledOrder).toBeDefined();
    await page.getByRole("button", { name: "Choose Annual" }).click();
    await page.waitForURL(/\/checkout\/order_sim_/);
    expect(decodeURIComponent(page.url().split("/checkout/")[1] ?? "")).toBe(cancelledOrder);
    await page.getByRole("button", { name: "Pay ₹1,999" }).click();
    await page.waitForURL(`${app.server.url}/analytics`);
    await page.goto(`${app.server.url}/billing`);
    await page
      .getByTestId("subscription-status")
      .filter({ hasText: /Annual plan\s*Active/ })
      .waitFor();
    const rows = page.getByTestId("payment-row");
    await expect.poll(() => rows.allTextContents()).toEqual([expect.stringMatching(/Annual.*₹1,999.*Paid/)]);
    expect(errors).toEqual([]);
  });

  it("serves a plain refund policy, privacy policy and terms to anyone", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    for (const [url, title, phrase] of [
      ["/refund-policy", "Cancellation and Refund Policy", "Within 7 days of payment"],
      ["/privacy", "Privacy Policy", "Razorpay"],
      ["/terms", "Terms of Service", "governed by the laws of India"],
    ] as const) {
      await page.goto(`${app.server.url}${url}`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      await expect(page.locator("main").textContent()).resolves.toContain(phrase);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});

/**
 * Razorpay mode: the server has provider keys and creates orders at a local stand-in for the
 * Orders API; the browser's request for checkout.js is answered with a small fake of Razorpay
 * Checkout that either "pays" (signing as Razorpay would, with the test's key secret, in Node) or
 * is dismissed. Everything else (order, script loading, handler, verify, toasts) is the real code.
 */
describe("plans and payments in Chromium (Razorpay Checkout, faked at the script URL)", () => {
  const KEY_ID = "rzp_test_BrowserKey01";
  const KEY_SECRET = "browser-test-key-secret-4e1f0b9a";
  let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    provider = await startProviderStandIn();
    server = await startServer({
      env: {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: "browser-test-webhook-secret",
        RAZORPAY_API_BASE: provider.url,
        // this flow needs no demo content, and skipping it starts the server in seconds
        SEED_DEMO: "0",
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  });

  const FAKE_CHECKOUT = `
    window.Razorpay = function (options) {
      window.__razorpayOptions = options;
      this.open = function () {
        setTimeout(async function () {
          if (window.__fakeOutcome === "dismiss") return options.modal.ondismiss();
          var paymentId = "pay_Fake" + Date.now();
          var signature = await window.signAsRazorpay(options.order_id, paymentId);
          options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
        }, 50);
      };
    };`;

  it("loads Checkout only on click, cancels on dismissal, and grants premium after a verified payment", async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    let scriptLoads = 0;
    await page.route("https://checkout.razorpay.com/v1/checkout.js", async (route) => {
      scriptLoads++;
      await route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_CHECKOUT });
    });
    await page.exposeFunction("signAsRazorpay", (orderId: string, paymentId: string) =>
      createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex"),
    );

    await signInAs(page, server.url, {
      email: "razorpay-buyer@example.com",
      firstName: "Zq-Tara",
      lastName: "Nair",
    });
    await page.goto(`${server.url}/billing`);
    await page.getByTestId("subscription-status").waitFor();
    expect(scriptLoads).toBe(0);

    // Dismissed: the destructive toast, nothing granted.
    await page.evaluate(() => {
      (window as unknown as { __fakeOutcome: string }).__fakeOutcome = "dismiss";
    });
    await page.getByRole("button", { name: "Choose Annual" }).click();
    await toast(page, "Payment Cancelled").waitFor();
    expect(scriptLoads).toBe(1);
    const options = await page.evaluate(() => {
      const o = (window as unknown as { __razorpayOptions: Record<string, unknown> }).__razorpayOptions;
      return {
        key: o.key,
        amount: o.amount,
        currency: o.currency,
        order_id: o.order_id,
        name: o.name,
        prefill: o.prefill,
      };
    });
    expect(options).toMatchObject({
      key: KEY_ID,
      amount: 199900,
      currency: "INR",
      name: "Abhyas",
      prefill: { name: "Zq-Tara Nair", email: "razorpay-buyer@example.com" },
    });
    expect(String(options.order_id)).toMatch(/^order_/);
    expect(await isPremiumFromPage(page)).toBe(false);

    // Paid: verify on the server, the success toast, premium on, analytics.
    await page.evaluate(() => {
      (window as unknown as { __fakeOutcome: string }).__fakeOutcome = "pay";
    });
    await page.getByRole("button", { name: "Choose Monthly" }).click();
    await page.waitForURL(`${server.url}/analytics`);
    await toast(page, "Payment Successful!").waitFor();
    expect(await isPremiumFromPage(page)).toBe(true);
    // the script tag was injected once and reused
    expect(await page.locator('script[src="https://checkout.razorpay.com/v1/checkout.js"]').count()).toBe(1);
    expect(scriptLoads).toBe(1);

    const orders = provider.requests.filter((r) => r.url === "/v1/orders");
    expect(orders.map((r) => (r.body as { amount: number }).amount)).toEqual([199900, 29900]);
    expect(orders.every((r) => r.headers.authorization?.startsWith("Basic "))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
