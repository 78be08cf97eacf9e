import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { INSTALL_DISMISSED_AT_KEY } from "../../src/client/features/pwa/install-dismissal";
import { DIST_DIR, newPage, screenshot, signInAs, useBuiltApp, waitForServiceWorker } from "./support";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the network answers from inside the page: a status, or "failed" when it cannot be reached. */
async function fetchStatus(page: Page, url: string): Promise<number | "failed"> {
  return page.evaluate(async (u) => {
    try {
      return (await fetch(u, { cache: "no-store" })).status;
    } catch {
      return "failed" as const;
    }
  }, url);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fires the browser's install offer as Chromium would, recording prompt() calls in the page. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed" = "accepted"): Promise<boolean> {
  return page.evaluate((choice) => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    const w = window as unknown as { promptCalls?: number };
    w.promptCalls = 0;
    Object.assign(event, {
      prompt: async () => {
        w.promptCalls = (w.promptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: "web" }),
    });
    window.dispatchEvent(event);
    // the app took the offer (and kept the browser's own infobar away)
    return event.defaultPrevented;
  }, outcome);
}

/** Lets React commit what an event changed: two animation frames. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

describe("installable and offline (PWA) in Chromium", () => {
  // a copy of the built app of its own: deploying "a new version" rewrites its sw.js, which no
  // other test file's server, running meanwhile, may serve
  const ownDist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-pwa-")), "dist");
  fs.cpSync(DIST_DIR, ownDist, { recursive: true });
  afterAll(() => fs.rmSync(path.dirname(ownDist), { recursive: true, force: true }));
  const app = useBuiltApp({ distDir: ownDist });

  it("installs the service worker from /sw.js, and it controls the page after a reload", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/landing`);
    await page.getByRole("heading", { name: "Master Your Competitive Exams" }).waitFor();
    const scriptUrl = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(scriptUrl).toBe(`${app.server.url}/sw.js`);
    await page.reload();
    await page.getByRole("heading", { name: "Master Your Competitive Exams" }).waitFor();
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(controller).toBe(`${app.server.url}/sw.js`);
    const swResponse = await page.request.get(`${app.server.url}/sw.js`);
    expect(swResponse.headers()["cache-control"]).toBe("no-cache");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("offers 'A new version of Abhyas is available' when a new service worker is deployed, and Reload switches to it", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/landing`);
    await waitForServiceWorker(page);
    // deploy a "new version": sw.js on the server changes by a comment (put back afterwards).
    // Playwright's routing does not see the browser's own service worker update checks.
    const swFile = path.join(ownDist, "client", "sw.js");
    const original = fs.readFileSync(swFile, "utf8");
    try {
      fs.writeFileSync(swFile, `${original}\n// next version\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.ready).update();
      });
    } finally {
      fs.writeFileSync(swFile, original);
    }
    const toast = page.getByTestId("toast").filter({ hasText: "A new version of Abhyas is available" });
    await toast.waitFor();
    await screenshot(page, "update-available");
    // until the learner reloads, the old version keeps control
    await expect(
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
    ).resolves.toBe(true);
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent("load"), toast.getByRole("button", { name: "Reload" }).click()]);
    await page.getByRole("heading", { name: "Master Your Competitive Exams" }).waitFor();
    // a fresh page, controlled by the new worker, with none waiting
    await expect(
      page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false),
    ).resolves.toBe(false);
    await expect(
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting ?? null,
          controlled: navigator.serviceWorker.controller !== null,
        };
      }),
    ).resolves.toEqual({ waiting: null, controlled: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("reloads visited pages with the network offline", async () => {
    const { page, errors } = await newPage(app.browser);
    await page.goto(`${app.server.url}/landing`);
    await waitForServiceWorker(page);
    await page.goto(`${app.server.url}/exam/jee`);
    const examHeading = (await page.getByRole("heading", { level: 1 }).first().textContent())?.trim();
    expect(examHeading).toBeTruthy();

    await page.context().setOffline(true);
    // the network really is gone, for the page and for the service worker's own fetches
    await expect(fetchStatus(page, "/api/health")).resolves.toBe("failed");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toContain(
      examHeading,
    );
    await page.goto(`${app.server.url}/landing`);
    await page.getByRole("heading", { name: "Master Your Competitive Exams" }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("answers a navigation it cannot serve offline with the offline page", async () => {
    const { page } = await newPage(app.browser, { mobile: true });
    await page.goto(`${app.server.url}/landing`);
    await waitForServiceWorker(page);
    await page.context().setOffline(true);
    // /api/ navigations (sign-in) are not app routes: without the network only the offline page can answer
    await page.goto(`${app.server.url}/api/login`);
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    await expect(page.getByText("What still works on this device:").isVisible()).resolves.toBe(true);
    await screenshot(page, "offline-page");
    await page.context().close();
  });

  it("shows 'Offline' in the app bar while the connection is down, and keeps the signed-in dashboard", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    await page.goto(`${app.server.url}/`);
    await waitForServiceWorker(page);
    // load it once under the service worker's control, so the account it reads gets cached
    await page.reload();
    await page.getByTestId("nav-user-name").waitFor();
    const offlineBadge = page.getByRole("status").filter({ hasText: "Offline" });
    await expect(offlineBadge.count()).resolves.toBe(0);

    await page.context().setOffline(true);
    await offlineBadge.waitFor();
    await page.context().setOffline(false);
    await offlineBadge.waitFor({ state: "detached" });

    // offline again, and a reload: the app shell and the cached account still render the dashboard
    await page.context().setOffline(true);
    await page.reload();
    await offlineBadge.waitFor();
    await expect(page.getByTestId("nav-user-name").textContent()).resolves.toBe("Aarav Sharma");
    await screenshot(page, "offline");

    // signing out forgets the cached account: offline, the next visit is signed out
    await page.context().setOffline(false);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.server.url}/landing`);
    await page.context().setOffline(true);
    await page.goto(`${app.server.url}/`);
    await page.getByRole("heading", { name: "Master Your Competitive Exams" }).waitFor();
    expect(page.url()).toBe(`${app.server.url}/landing`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("serves the web app manifest with icons that load at their stated sizes", async () => {
    const { page } = await newPage(app.browser);
    await page.goto(`${app.server.url}/landing`);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/manifest.webmanifest");

    const res = await page.request.get(`${app.server.url}/manifest.webmanifest`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    expect(res.headers()["cache-control"]).toBe("no-cache");
    const manifest = (await res.json()) as {
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      short_name: "Abhyas",
      start_url: "/",
      display: "standalone",
      theme_color: "#1d4ed8",
    });
    expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ""}`)).toEqual([
      "192x192",
      "512x512",
      "512x512 maskable",
    ]);

    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const icons = [
      ...manifest.icons.map((i) => ({ src: i.src, size: Number(i.sizes.split("x")[0]) })),
      { src: appleHref ?? "", size: 180 },
    ];
    for (const icon of icons) {
      const iconRes = await page.request.get(`${app.server.url}${icon.src}`);
      expect(iconRes.status(), icon.src).toBe(200);
      expect(iconRes.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await iconRes.body())).toEqual({ width: icon.size, height: icon.size });
    }
    await page.context().close();
  });

  it("offers install, hides it for 7 days after Later, and offers it again after 8 days", async () => {
    const { page, errors } = await newPage(app.browser);
    const start = Date.parse("2026-03-02T09:00:00+05:30");
    await page.clock.install({ time: start });
    await signInAs(page, app.server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId("nav-user-name").waitFor();
    const card = page.getByRole("region", { name: "Install Abhyas" });

    await expect(offerInstall(page)).resolves.toBe(true);
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "install-prompt");
    await card.getByRole("button", { name: "Later" }).click();
    await card.waitFor({ state: "detached" });
    const stored = Number(await page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_AT_KEY));
    expect(stored).toBeGreaterThanOrEqual(start);
    expect(stored).toBeLessThan(start + 60_000);

    // the next visit, the app.browser offers install again: still dismissed
    await page.reload();
    await page.getByTestId("nav-user-name").waitFor();
    await expect(offerInstall(page)).resolves.toBe(true);
    await settle(page);
    await expect(card.count()).resolves.toBe(0);

    // six days later: still dismissed
    await page.clock.setSystemTime(start + 6 * DAY_MS);
    await page.reload();
    await page.getByTestId("nav-user-name").waitFor();
    await expect(offerInstall(page)).resolves.toBe(true);
    await settle(page);
    await expect(card.count()).resolves.toBe(0);

    // eight days after Later: offered again, and closing (X) dismisses it the same way
    await page.clock.setSystemTime(start + 8 * DAY_MS);
    await page.reload();
    await page.getByTestId("nav-user-name").waitFor();
    await expect(offerInstall(page)).resolves.toBe(true);
    await card.waitFor();
    await card.getByRole("button", { name: "Close install prompt" }).click();
    await card.waitFor({ state: "detached" });
    const closedAt = Number(
      await page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_AT_KEY),
    );
    expect(closedAt).toBeGreaterThanOrEqual(start + 8 * DAY_MS);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens the browser's install dialog from Install and hides the card once accepted", async () => {
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "learner@demo.abhyas.in", role: "learner" });
    await page.goto(`${app.server.url}/`);
    await page.getByTestId("nav-user-name").waitFor();
    const card = page.getByRole("region", { name: "Install Abhyas" });
    await expect(offerInstall(page, "accepted")).resolves.toBe(true);
    await card.getByRole("button", { name: "Install", exact: true }).click();
    await card.waitFor({ state: "detached" });
    await expect(
      page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
    ).resolves.toBe(1);
    // accepting is not a dismissal
    await expect(
      page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_AT_KEY),
    ).resolves.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
