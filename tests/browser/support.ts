import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Where the built app lives (npm test builds it first). */
export const DIST_DIR = path.resolve(process.env.ABHYAS_DIST ?? "dist");
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = path.resolve("docs/screenshots");

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/**
 * Starts the built server (node dist/server/main.js) on a free loopback port with a fresh embedded
 * database and the demo content, exactly as `npm start` would.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const mainJs = path.join(DIST_DIR, "server", "main.js");
  if (!fs.existsSync(mainJs)) throw new Error(`${mainJs} is missing: run npm run build first`);
  // A dist built outside the repository still needs the repository's node_modules next to it.
  const modulesNextToDist = path.join(DIST_DIR, "..", "node_modules");
  if (!DIST_DIR.startsWith(process.cwd()) && !fs.existsSync(modulesNextToDist)) {
    fs.symlinkSync(path.resolve("node_modules"), modulesNextToDist, "dir");
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-browser-"));
  let log = "";
  const child = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  // first start seeds the demo content and a week of history: allow for a slow, busy machine
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`server did not start in time:\n${log}`);
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => log,
    async stop() {
      // a server killed by a test has a signalCode and no exitCode: it is gone already
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

/** A fresh page at a phone-sized or desktop viewport, failing the test on uncaught page errors. */
export async function newPage(
  browser: Browser,
  options: { mobile?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
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

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
