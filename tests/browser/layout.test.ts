import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, screenshot, scrollSettled, signInAs, useBuiltApp } from "./support";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SIZES = [
  { name: "phone", viewport: PHONE },
  { name: "desktop", viewport: DESKTOP },
] as const;

/** The bottom edge of the sticky (or fixed) page header, in viewport pixels. */
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector("header")?.getBoundingClientRect().bottom ?? 0);

/** The texts of the navigation links and buttons a learner can see right now, in the header and the sub-navigation. */
const visibleNavItems = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("header a, header button, nav a")]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
      .map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim()),
  );

describe("layout at phone and desktop sizes", () => {
  const app = useBuiltApp();
  const learner = { email: "zq-layout@layout.test", firstName: "Zq-Layout", lastName: "Learner" };

  async function signedInPage(viewport: { width: number; height: number }) {
    const opened = await newPage(app.browser, { viewport });
    await signInAs(opened.page, app.server.url, learner);
    return opened;
  }

  it.each(SIZES)(
    "/billing#plans shows the plans' heading and the Most Popular badge below the sticky header ($name)",
    async ({ name, viewport }) => {
      const { page, errors } = await signedInPage(viewport);
      await page.goto(`${app.server.url}/billing#plans`);
      const heading = page.getByRole("heading", { name: "Buy or extend a plan" });
      await heading.waitFor();
      await page.getByText("Most Popular").waitFor();
      await page.waitForFunction(() => window.scrollY > 0);
      await scrollSettled(page);
      const bottom = await headerBottom(page);
      const headingBox = (await heading.boundingBox())!;
      const badgeBox = (await page.getByText("Most Popular").boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(bottom);
      expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(viewport.height);
      expect(badgeBox.y).toBeGreaterThanOrEqual(bottom);
      expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(viewport.height);
      await screenshot(page, `billing-plans-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(SIZES)(
    "/landing shows a signed-in learner the way to the dashboard, not a sign-in button ($name)",
    async ({ name, viewport }) => {
      const { page, errors } = await signedInPage(viewport);
      await page.goto(`${app.server.url}/landing`);
      const header = page.locator("header");
      await header.getByRole("link", { name: "Go to dashboard" }).waitFor();
      await expect(page.getByRole("button", { name: /Sign In/ }).count()).resolves.toBe(0);
      await expect(page.getByRole("button", { name: "Start Free Today" }).count()).resolves.toBe(0);
      if (name === "desktop") {
        await expect(page.getByTestId("landing-user-name").textContent()).resolves.toBe("Zq-Layout Learner");
      } else {
        await header.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByTestId("landing-menu-user-name").isVisible()).resolves.toBe(true);
        await expect(page.getByTestId("landing-menu-user-name").textContent()).resolves.toBe(
          "Zq-Layout Learner",
        );
      }
      await screenshot(page, `landing-signed-in-${name}`);
      await header.getByRole("link", { name: "Go to dashboard" }).click();
      // a first visit, with no test taken yet: welcomed, not welcomed back
      await page.getByRole("heading", { name: "Welcome, Zq-Layout!" }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("a signed-out visitor still sees Sign In on /landing", async () => {
    const { page, errors } = await newPage(app.browser, { viewport: PHONE });
    await page.goto(`${app.server.url}/landing`);
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await expect(page.getByRole("link", { name: "Go to dashboard" }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on a phone the landing Menu opens from the keyboard and reaches every anchor", async () => {
    const { page, errors } = await newPage(app.browser, { viewport: PHONE });
    await page.goto(`${app.server.url}/landing`);
    // the board has answered (its rows, or none in the first hours of a Monday, IST)
    await page.getByTestId("leaderboard-week").waitFor();
    const menu = page.locator("header").getByRole("button", { name: "Menu" });
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    const sections = page.getByRole("navigation", { name: "Landing sections" });
    for (const link of ["Features", "Pricing", "Leaderboard"]) {
      await expect(sections.getByRole("link", { name: link }).isVisible()).resolves.toBe(true);
    }
    await screenshot(page, "landing-menu-phone");
    // Escape closes it and gives the focus back to the button
    await page.keyboard.press("Escape");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(menu.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // the keyboard reaches an anchor: Tab from the open menu's button to Features, then on to Pricing
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Pricing");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${app.server.url}/landing#pricing`);
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await scrollSettled(page);
    const top = await page.evaluate(
      () => document.getElementById("pricing-title")?.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(top).toBeLessThan(PHONE.height);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("on a phone the app's Menu reaches the learner's name, Dashboard, Practice, Billing and Logout", async () => {
    const { page, errors } = await signedInPage(PHONE);
    await page.goto(`${app.server.url}/progress-tracking`);
    const menu = page.locator("header").getByRole("button", { name: "Menu" });
    await menu.waitFor();
    await expect(page.getByTestId("nav-user-name").isVisible()).resolves.toBe(false);
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("menu-user-name").isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("menu-user-name").textContent()).resolves.toBe("Zq-Layout Learner");
    const header = page.locator("header");
    for (const link of ["Dashboard", "Practice", "Billing"]) {
      await expect(header.getByRole("link", { name: link }).isVisible()).resolves.toBe(true);
    }
    await expect(header.getByRole("button", { name: "Logout" }).isVisible()).resolves.toBe(true);
    // open, it still repeats nothing the sub-navigation shows
    const items = await visibleNavItems(page);
    expect(items.length).toBe(new Set(items).size);
    await screenshot(page, "app-menu-phone");
    // following a link (to a page in the same layout) closes the menu
    await header.getByRole("link", { name: "Billing" }).click();
    await page.waitForURL(`${app.server.url}/billing`);
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(["/daily-quizzes", "/past-papers", "/progress-tracking", "/bookmarks"])(
    "on a phone the active sub-navigation tab of %s is in full view",
    async (path) => {
      const { page, errors } = await signedInPage(PHONE);
      await page.goto(`${app.server.url}${path}`);
      const active = page.getByRole("navigation", { name: "Sections" }).locator("[aria-current=page]");
      await active.waitFor();
      await page.waitForFunction(() => {
        const el = document.querySelector("nav[aria-label=Sections] [aria-current=page]");
        const box = el?.getBoundingClientRect();
        return box !== undefined && box.left >= 0 && box.right <= window.innerWidth;
      });
      const box = (await active.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      if (path === "/bookmarks") await screenshot(page, "sub-nav-phone");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("on a phone no navigation item appears twice", async () => {
    const { page, errors } = await signedInPage(PHONE);
    await page.goto(`${app.server.url}/mock-tests`);
    await page.getByRole("navigation", { name: "Sections" }).waitFor();
    const items = await visibleNavItems(page);
    expect(items).toContain("Mock Tests");
    expect(items).toContain("Menu");
    expect(items.length).toBe(new Set(items).size);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    {
      name: "admin-en-1280",
      locale: "en-IN",
      width: 1280,
      menu: "Account menu",
      items: ["My reports", "Billing", "Account"],
    },
    {
      name: "admin-hi-1024",
      locale: "hi-IN",
      width: 1024,
      menu: "खाता मेनू",
      items: ["मेरी रिपोर्ट", "बिलिंग", "खाता"],
    },
  ])(
    "at a laptop's width the top bar is one row and the learner's name opens My reports, Billing, Account and Logout ($name)",
    async ({ name, locale, width, menu, items }) => {
      const { page, errors } = await newPage(app.browser, { viewport: { width, height: 768 }, locale });
      await signInAs(page, app.server.url, {
        email: "zq-layout-admin@layout.test",
        role: "admin",
        firstName: "Zq-Layoutadmin",
        lastName: "Withalongersurname",
      });
      await page.goto(`${app.server.url}/progress-tracking`);
      const bar = page.locator("header > div").first();
      const button = bar.getByRole("button", { name: new RegExp(menu) });
      await button.waitFor();
      // one row: the bar keeps its 56 px, nothing in it wraps or leaves the bar or the window
      const rows = await bar.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const outside = [...el.querySelectorAll<HTMLElement>("a, button")]
          .filter((item) => item.checkVisibility())
          .map((item) => ({ text: item.textContent?.trim(), box: item.getBoundingClientRect() }))
          // outside the bar or the window, or wrapped onto a second line (a line is 20 px, padding 16)
          .filter(
            ({ box: b }) =>
              b.top < box.top || b.bottom > box.bottom || b.right > window.innerWidth || b.height > 40,
          )
          .map(({ text }) => text);
        return { height: box.height, outside, scrollWidth: document.documentElement.scrollWidth };
      });
      expect(rows).toEqual({ height: 56, outside: [], scrollWidth: width });
      await expect(page.getByTestId("nav-user-name").textContent()).resolves.toBe(
        "Zq-Layoutadmin Withalongersurname",
      );
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      for (const item of items)
        await expect(panel.getByRole("link", { name: item }).isVisible()).resolves.toBe(false);
      await button.click();
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
      for (const item of items)
        await expect(panel.getByRole("link", { name: item }).isVisible()).resolves.toBe(true);
      await expect(panel.getByRole("button").isVisible()).resolves.toBe(true);
      await screenshot(page, `account-menu-${name}`);
      // a press outside closes it; following a link closes it too
      await page.mouse.click(10, 400);
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      await button.click();
      await panel.getByRole("link", { name: items[1] }).click();
      await page.waitForURL(`${app.server.url}/billing`);
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
