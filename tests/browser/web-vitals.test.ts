import { adminVitalsResponseSchema } from "@shared/contract/vitals";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

// as lib/web-vitals-beacon.ts names them
const SAMPLE_RATE_KEY = "abhyas:vitals-sample-rate";
const BEACON_LISTENING_MARK = "abhyas:vitals-beacon-listening";

/** Opens `path` on a device that reports every page load (or none), then leaves the page, which sends the beacon. */
async function loadAndLeave(page: Page, url: string, rate: "1" | "0") {
  await page.context().addInitScript(
    ({ key, value }) => {
      if (location.protocol.startsWith("http")) localStorage.setItem(key, value);
    },
    { key: SAMPLE_RATE_KEY, value: rate },
  );
  await page.goto(url);
  await page.getByRole("heading").first().waitFor();
  // a sampled load listens once the phone is first idle, which a busy machine can put off
  if (rate === "1")
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      BEACON_LISTENING_MARK,
    );
  // LCP is final after an input; a tap on the page's heading is one
  await page.getByRole("heading").first().click();
  await page.goto("about:blank");
}

async function report(page: Page, baseUrl: string) {
  const body = await page.evaluate(
    async (u) => (await fetch(`${u}/api/admin/vitals?days=1`)).json(),
    baseUrl,
  );
  return adminVitalsResponseSchema.parse(body);
}

describe("field web vitals in Chromium", () => {
  const app = useBuiltApp();

  it("a sampled page load posts its vitals under the route pattern; an unsampled one posts none", async () => {
    const admin = await newPage(app.browser);
    await signInAs(admin.page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    expect((await report(admin.page, app.server.url)).total).toBe(0);

    const unsampled = await newPage(app.browser, { mobile: true });
    await loadAndLeave(unsampled.page, `${app.server.url}/exam/neet`, "0");
    const sampled = await newPage(app.browser, { mobile: true });
    await loadAndLeave(sampled.page, `${app.server.url}/exam/jee`, "1");

    // the page posts its vitals as each is final: wait until both LCP and CLS have arrived (or 5 s)
    const bothIn = (v: Awaited<ReturnType<typeof report>>) =>
      v.groups.some((g) => g.metrics.LCP !== undefined && g.metrics.CLS !== undefined);
    let vitals = await report(admin.page, app.server.url);
    for (let i = 0; i < 50 && !bothIn(vitals); i++) {
      await new Promise((r) => setTimeout(r, 100));
      vitals = await report(admin.page, app.server.url);
    }
    // one page load: one group, the pattern and not /exam/jee, and nothing from the unsampled load
    expect(vitals.groups.map((g) => g.route)).toEqual(["/exam/:examType"]);
    const [group] = vitals.groups;
    expect(group?.deviceClass).toMatch(/phone/);
    expect(group?.metrics.LCP?.count).toBe(1);
    expect(group?.metrics.CLS?.count).toBe(1);
    expect(sampled.errors).toEqual([]);
    expect(unsampled.errors).toEqual([]);
  });

  it("shows admins the p75 per route and device class (screenshot)", async () => {
    // more real page loads, on a phone and a desktop
    for (const [path, mobile] of [
      ["/", false],
      ["/mock-tests", true],
      ["/daily-quizzes", false],
      ["/landing", true],
    ] as const) {
      const visitor = await newPage(app.browser, { mobile });
      await loadAndLeave(visitor.page, `${app.server.url}${path}`, "1");
    }
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email: "admin@demo.abhyas.in", role: "admin" });
    // and the beacons of budget phones on a slow connection, as sent from the field
    await page.evaluate(async () => {
      const phones = [
        [2900, 180, 0.04],
        [3600, 240, 0.12],
        [2400, 150, 0.02],
        [4300, 420, 0.3],
        [3100, 210, 0.05],
      ];
      for (const [lcp, inp, cls] of phones) {
        await fetch("/api/vitals", {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: JSON.stringify({
            route: "/quiz/:id",
            deviceClass: "low-end-phone",
            effectiveType: "3g",
            metrics: [
              { name: "LCP", value: lcp, rating: "good" },
              { name: "INP", value: inp, rating: "good" },
              { name: "CLS", value: cls, rating: "good" },
            ],
          }),
        });
      }
    });
    await page.goto(`${app.server.url}/admin?tab=performance`);
    await page.getByRole("heading", { name: "Performance in the field" }).waitFor();
    const table = page.getByTestId("vitals-table");
    await table.waitFor();
    const quizRow = table.getByRole("row", { name: /\/quiz\/:id/ });
    // LCP sorted 2400 2900 3100 3600 4300: the p75 is the 4th, 3.60 s; INP 240 ms; CLS 0.12
    await expect(quizRow.textContent()).resolves.toMatch(/Low-end phone3\.60 sNeeds improvement5 samples/);
    await expect(quizRow.textContent()).resolves.toContain("240 ms");
    await expect(quizRow.textContent()).resolves.toContain("0.12");
    await table.getByRole("row", { name: /\/exam\/:examType/ }).waitFor();
    await page.getByText("Good ≤ 2.50 s, poor > 4.00 s").waitFor();
    await page.setViewportSize({ width: 1280, height: 1100 });
    await screenshot(page, "web-vitals-admin");
    expect(errors).toEqual([]);
  });
});
