import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBuiltApp } from "./support";

const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 768 } },
] as const;

async function pageAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

/** The demo sign-in page's own-email form, as a learner would fill it. */
async function signInOnDemoPage(page: Page, email: string) {
  await page.getByRole("heading", { name: "Sign in to the Abhyas demo" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

describe("sign-in brings the learner back to where they were going", () => {
  const app = useBuiltApp();

  for (const size of SIZES) {
    it(`returns to the quiz opened signed out (${size.name})`, async () => {
      const quizzes = (await (await fetch(`${app.server.url}/api/quizzes`)).json()) as {
        id: number;
        kind: string;
      }[];
      // a practice quiz: every learner may take it (a later mock test or a past paper needs a plan)
      const quizId = quizzes.find((q) => q.kind === "practice")!.id;
      const { page, errors } = await pageAt(app.browser, size.viewport);
      await page.goto(`${app.server.url}/quiz/${quizId}`);
      await page.waitForURL(`${app.server.url}/demo-sign-in?returnTo=%2Fquiz%2F${quizId}`, {
        timeout: 10_000,
      });
      await signInOnDemoPage(page, `zq-return-${size.name}@example.com`);
      await page.waitForURL(`${app.server.url}/quiz/${quizId}`);
      // signed in now: the quiz runs (its timer shows) instead of sending the learner away again
      await page.getByTestId("quiz-timer").waitFor();
      expect(page.url()).toBe(`${app.server.url}/quiz/${quizId}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`resumes the Annual checkout chosen signed out (${size.name})`, async () => {
      const { page, errors } = await pageAt(app.browser, size.viewport);
      await page.goto(`${app.server.url}/landing#pricing`);
      await page.getByTestId("plan-annual").getByRole("button", { name: "Choose Annual" }).click();
      await page.waitForURL(`${app.server.url}/demo-sign-in?returnTo=%2Fbilling%3Fplan%3Dannual`);
      await signInOnDemoPage(page, `zq-annual-${size.name}@example.com`);
      await page.waitForURL(/\/checkout\/order_sim_[0-9a-f]+$/);
      await expect(page.getByTestId("checkout-plan").textContent()).resolves.toBe("Annual");
      await expect(page.getByTestId("checkout-amount").textContent()).resolves.toBe("₹1,999");
      // Back returns to billing without the plan, so the checkout does not open a second time
      await page.goBack();
      await page.waitForURL(`${app.server.url}/billing`);
      await page.getByTestId("subscription-status").waitFor();
      expect(page.url()).toBe(`${app.server.url}/billing`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it("ignores an off-site return path on the demo sign-in page", async () => {
    const { page } = await pageAt(app.browser, SIZES[1].viewport);
    for (const [i, offSite] of ["//evil.example", "https://evil.example", "/\\evil"].entries()) {
      await page.goto(`${app.server.url}/demo-sign-in?returnTo=${encodeURIComponent(offSite)}`);
      await signInOnDemoPage(page, `zq-offsite-${i}@example.com`);
      await page.waitForURL(`${app.server.url}/`);
    }
    await page.context().close();
  });
});
