import fs from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { type BuiltServer, startBuiltServer } from "../../scripts/built-server.mjs";
import { istDay } from "../../src/domain/ist";
import { DIST_DIR } from "../seeded-data";

export { DIST_DIR };
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Screenshots go to an ignored folder; `npm run screenshots` copies them to docs/screenshots. */
export const SCREENSHOT_DIR = path.resolve("test-results/screenshots");

export type RunningServer = BuiltServer;

/**
 * Starts the built server (node dist/server/main.js) on a free loopback port with a fresh embedded
 * database and the demo content, exactly as `npm start` would. The database starts as a copy of the
 * run's seeded one (tests/seeded-data.ts): the demo copy, or on another clock or day than it was
 * seeded for, the bank's, to which the server adds the demo learners' week on its own clock.
 */
export function startServer(
  options: { env?: Record<string, string>; dataDir?: string; now?: string; distDir?: string } = {},
): Promise<RunningServer> {
  return startBuiltServer({ distDir: DIST_DIR, seededFrom: seededCopyFor(options.now), ...options });
}

function seededCopyFor(now: string | undefined): string | undefined {
  const seeded = inject("seededData");
  if (!seeded) return undefined;
  const sameDay = now === undefined && istDay(new Date()) === istDay(new Date(seeded.demoSeededAt));
  return sameDay ? seeded.demo : seeded.bank;
}

/**
 * The built app and a Chromium for the enclosing describe block: started before its first test,
 * stopped after its last. Read `app.server` and `app.browser` inside the tests.
 */
export function useBuiltApp(options?: Parameters<typeof startServer>[0]): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(part: T | undefined, name: string): T => {
    if (!part) throw new Error(`the ${name} is not started yet: use it inside a test or a hook`);
    return part;
  };
  return {
    get server() {
      return started(server, "server");
    },
    get browser() {
      return started(browser, "browser");
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/**
 * A fresh page at a phone-sized or desktop viewport, failing the test on uncaught page errors. With
 * `now`, the page's clock starts at that instant and runs on (pass the server's ABHYAS_TEST_NOW, so
 * the client's today is the server's).
 */
export async function newPage(
  browser: Browser,
  options: {
    mobile?: boolean;
    viewport?: { width: number; height: number };
    now?: string;
    /** page.route cannot see what the service worker answers (quiz data, precached assets): block it. */
    withoutServiceWorker?: boolean;
    /** the browser's language (navigator.languages and Accept-Language), e.g. "hi-IN" */
    locale?: string;
  } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...(options.locale ? { locale: options.locale } : {}),
    viewport:
      options.viewport ?? (options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 }),
    serviceWorkers: options.withoutServiceWorker ? "block" : "allow",
  });
  if (options.now) await context.clock.install({ time: new Date(options.now) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

/** Waits until the page's smooth scroll (styles.css scrolls smoothly) has come to rest. */
export async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
}

/** Waits until /sw.js is active and controls this page (a first visit needs one reload at most). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const isControlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!isControlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Holds every request matching `pattern` until `release()` is called (to see a loading state). */
export async function holdRequests(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** Signs in through the demo endpoint from inside the page, so the browser holds the session cookie. */
export async function signInAs(
  page: Page,
  baseUrl: string,
  account: { email: string; role?: "learner" | "premium" | "admin"; firstName?: string; lastName?: string },
): Promise<void> {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/demo-sign-in`);
  const status = await page.evaluate(async (body) => {
    const res = await fetch("/api/auth/demo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "include",
    });
    return res.status;
  }, account);
  if (status !== 200) throw new Error(`demo sign-in answered ${status}`);
}

/** Where a screenshot called `name` is written (the folder is made if missing). */
export function screenshotPath(name: string): string {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = screenshotPath(name);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
