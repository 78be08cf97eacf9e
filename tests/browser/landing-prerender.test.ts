import type { ConsoleMessage, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../../src/shared/signed-in-hint";
import { holdRequests, newPage, signInAs, useBuiltApp, waitForServiceWorker } from "./support";

const HERO = "Master Your Competitive Exams";

/** Console errors and warnings (a hydration mismatch is reported as one), as "type: text (where)". */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error" || m.type() === "warning")
      messages.push(`${m.type()}: ${m.text()} (${m.location().url})`);
  });
  return messages;
}

/**
 * Keeps the hero heading element the HTML parser made, before any script runs (readyState turns
 * "interactive" before module scripts execute), so a test can tell hydration, which adopts it, from
 * a client render, which replaces it.
 */
async function keepParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector("h1");
      }
    });
  });
}

const headingIsTheParsedOne = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading?: Element | null }).parsedHeading;
    return Boolean(parsed) && parsed === document.querySelector("h1") && parsed?.isConnected === true;
  });

describe("the landing page, prerendered at build time", () => {
  const app = useBuiltApp();

  it("is real HTML before any JavaScript: the hero, the plans and the leaderboard's loading state", async () => {
    const res = await fetch(`${app.server.url}/landing`, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = await res.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
    expect(root).toContain("Choose Monthly");
    expect(root).toContain("Loading leaderboard...");
    // the CSP allows no inline script: the page must not need one
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // every other page still starts from the empty shell
    const shell = await (await fetch(`${app.server.url}/daily-quizzes`)).text();
    expect(shell).toContain('<div id="root"></div>');
  });

  it("hydrates without a console error or warning, asks nothing about a signed-out visitor, and works", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    const consoleMessages = watchConsole(page);
    const authCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/auth/user") authCalls.push(r.url());
    });
    await keepParsedHeading(page);

    await page.goto(`${app.server.url}/landing`);
    // the board has answered (its rows, or none in the first hours of a Monday, IST)
    await page.getByTestId("leaderboard-week").waitFor();
    // hydrated: the server's markup is the page, and its buttons answer
    await expect(headingIsTheParsedOne(page)).resolves.toBe(true);
    await page.getByRole("button", { name: "Get Started Free" }).click();
    // the toast may show a moment after the click (the toaster mounts when first needed): wait for it
    await page.getByTestId("toast").getByText("Already on Free Plan").waitFor();

    await page.getByRole("button", { name: "Choose Monthly" }).click();
    await page.waitForURL(`${app.server.url}/demo-sign-in?returnTo=%2Fbilling%3Fplan%3Dmonthly`);

    expect(authCalls).toEqual([]);
    expect(consoleMessages).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("leads a tap on a paid plan or on sign-in to sign-in before its script has run", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    // a phone still fetching the page's code: none of it runs
    let scriptsHeldBack = 0;
    await page.route("**/assets/*.js", (route) => {
      scriptsHeldBack += 1;
      return route.abort();
    });
    const taps = [
      {
        tap: () => page.getByRole("button", { name: "Choose Annual" }).click(),
        to: "/demo-sign-in?returnTo=%2Fbilling%3Fplan%3Dannual",
      },
      { tap: () => page.getByRole("button", { name: "Start Free Today" }).click(), to: "/demo-sign-in" },
      {
        tap: () => page.getByRole("banner").getByRole("button", { name: "Sign In" }).click(),
        to: "/demo-sign-in",
      },
    ];
    for (const { tap, to } of taps) {
      await page.goto(`${app.server.url}/landing`);
      await page.getByRole("heading", { name: HERO }).waitFor();
      await tap();
      await page.waitForURL(`${app.server.url}${to}`);
    }
    expect(scriptsHeldBack).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps its place for the leaderboard: nothing below it moves when the rows arrive", async () => {
    for (const mobile of [true, false]) {
      const { page, errors } = await newPage(app.browser, { mobile });
      const { release } = await holdRequests(page, "**/api/leaderboard");
      await page.goto(`${app.server.url}/landing`);
      await page.getByText("Loading leaderboard...").waitFor();
      const footerTop = () =>
        page.evaluate(() => document.querySelector("footer")?.getBoundingClientRect().top ?? Number.NaN);
      const before = await footerTop();
      // the demo history fills this week's board, except in the first hours of a Monday (IST)
      const entries = (
        (await (await fetch(`${app.server.url}/api/leaderboard`)).json()) as { entries: unknown[] }
      ).entries.length;
      release();
      if (entries === 0) await page.getByText("No points on the board yet this week").waitFor();
      else await expect.poll(() => page.getByTestId("leaderboard-row").count()).toBe(Math.min(entries, 10));
      await page.getByTestId("leaderboard-week").waitFor();
      // a full board takes exactly the space kept for it; a shorter one may only pull the page up
      if (entries >= 10) await expect(footerTop()).resolves.toBe(before);
      else expect(await footerTop()).toBeLessThanOrEqual(before);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("scrolls to Pricing from the header on a wide screen once hydrated", async () => {
    const { page, errors } = await newPage(app.browser);
    const consoleMessages = watchConsole(page);
    await keepParsedHeading(page);
    await page.goto(`${app.server.url}/landing`);
    // the board has answered (its rows, or none in the first hours of a Monday, IST)
    await page.getByTestId("leaderboard-week").waitFor();
    await expect(headingIsTheParsedOne(page)).resolves.toBe(true);

    await page.getByRole("navigation", { name: "Landing" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${app.server.url}/landing#pricing`);
    await page.waitForFunction(() => {
      const top = document.getElementById("pricing")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 120;
    });
    expect(consoleMessages).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows a signed-in learner who opens it their place on the board, again without errors", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "prerender-visitor@example.com", firstName: "Zq-Meera" });
    const cookies = await page.context().cookies(app.server.url);
    expect(cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.httpOnly).toBe(false);
    const consoleMessages = watchConsole(page);

    const authAnswers: number[] = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/api/auth/user") authAnswers.push(r.status());
    });
    await keepParsedHeading(page);
    await page.goto(`${app.server.url}/landing`);
    // the board has answered (its rows, or none in the first hours of a Monday, IST)
    await page.getByTestId("leaderboard-week").waitFor();
    await expect(headingIsTheParsedOne(page)).resolves.toBe(true);
    await expect.poll(() => authAnswers).toEqual([200]);
    expect(consoleMessages).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("is answered from the service worker's precache as the same HTML once the app is installed", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await page.goto(`${app.server.url}/landing`);
    await waitForServiceWorker(page);

    await page.context().setOffline(true);
    const consoleMessages = watchConsole(page);
    const res = await page.goto(`${app.server.url}/landing`);
    expect(res?.fromServiceWorker()).toBe(true);
    expect(await res?.text()).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
    await page.getByRole("heading", { name: HERO }).waitFor();
    await page.getByRole("button", { name: "Get Started Free" }).click();
    await page.getByTestId("toast").getByText("Already on Free Plan").waitFor();
    // offline, the leaderboard cannot load (and says so): the only errors allowed here
    expect(consoleMessages.filter((m) => !m.includes("/api/leaderboard"))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
