import { paperOpeningSchema } from "@shared/contract/attempts";
import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startPaper } from "./exam-hall-support";
import { clockSeconds, heldClockSeconds, pageGet } from "./learning-support";
import { screenshot, signInAs, useBuiltApp } from "./support";

/**
 * The clock starts with the candidate, not with the page: a JEE, an SSC and a NEET paper open on
 * their interface's instructions with no attempt on the server and no clock on screen; the attempt,
 * its countdown and its deadline start at Start; a reload mid-attempt goes straight to the hall.
 */

/** The opening as the server answers it now (the attempt in progress, if any), with the server's time. */
async function openingOf(page: Page, quizId: number) {
  const { status, text, date } = await page.evaluate(async (id) => {
    const res = await fetch(`/api/quiz/${id}/opening`, { credentials: "include" });
    return { status: res.status, text: await res.text(), date: res.headers.get("date") ?? "" };
  }, quizId);
  if (status !== 200) throw new Error(`opening answered ${status}: ${text}`);
  return { ...paperOpeningSchema.parse(JSON.parse(text)), serverNow: Date.parse(date) };
}

/** The seconds the hall's countdown shows: the computer-based halls' timer, or the OMR wall clock's time left. */
async function hallSecondsLeft(page: Page): Promise<number> {
  const timer = page.getByTestId("quiz-timer");
  if ((await timer.count()) > 0) return clockSeconds(await timer.first().textContent());
  const left = (await page.getByTestId("wall-clock-left").textContent()) ?? "";
  const [, hours, minutes] = /(?:(\d+) h )?(\d+) min left/.exec(left) ?? [];
  return (Number(hours ?? 0) * 60 + Number(minutes)) * 60;
}

/** A page at the screenshots' sizes (phone 390x844, desktop 1280x800), its clock installed to be held still. */
async function pageOf(browser: Browser, size: "phone" | "desktop") {
  const viewport = size === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport });
  await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

const clockOnScreen = (page: Page) =>
  page.locator('[data-testid="quiz-timer"], [data-testid="wall-clock"]').count();

const PAPERS = [
  { exam: "jee", interface: "nta", heading: "General Instructions", shot: "jee-instructions-before-start" },
  { exam: "ssc", interface: "tcs", heading: "Instructions", shot: "tcs-instructions-before-start" },
  { exam: "neet", interface: "omr", heading: "Test Booklet", shot: "omr-cover-before-start" },
] as const;

describe("a paper's clock starts when the candidate starts (Chromium)", () => {
  const app = useBuiltApp();

  it.each(PAPERS)(
    "$exam: instructions first, nothing started; Start starts the attempt and its clock",
    async (paper) => {
      const { page, errors } = await pageOf(app.browser, "desktop");
      await signInAs(page, app.server.url, { email: `zq-start-${paper.exam}@example.com`, role: "premium" });
      const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
      const mock = mocks.find((m) => m.examType === paper.exam);
      if (!mock) throw new Error(`the demo content has no ${paper.exam} mock test`);

      await page.goto(`${app.server.url}/quiz/${mock.id}`);
      const cover = page.getByTestId("paper-cover");
      await cover.getByRole("heading", { name: paper.heading, exact: true }).waitFor();
      await expect(clockOnScreen(page)).resolves.toBe(0);
      const opened = await openingOf(page, mock.id);
      expect(opened.cover.interface).toBe(paper.interface);
      expect(opened.attempt).toBeNull();
      await screenshot(page, `${paper.shot}-desktop`);

      // the candidate reads for a while: still nothing has started
      await page.waitForTimeout(3_000);
      expect((await openingOf(page, mock.id)).attempt).toBeNull();
      await expect(clockOnScreen(page)).resolves.toBe(0);

      await startPaper(page);
      await expect.poll(() => clockOnScreen(page)).toBeGreaterThan(0);
      const started = (await openingOf(page, mock.id)).attempt;
      if (!started) throw new Error("Start created no attempt");
      const startedAt = Date.parse(started.startedAt);
      // the server's Date header has whole seconds: the start came at least 2 s after the opening
      expect(startedAt - opened.serverNow).toBeGreaterThanOrEqual(2_000);
      expect(Date.parse(started.deadline) - startedAt).toBe(mock.durationMinutes * 60_000);

      // the countdown shows the whole paper's time, less the moments since Start
      const full = mock.durationMinutes * 60;
      const shown = await heldClockSeconds(page, () => hallSecondsLeft(page));
      expect(shown).toBeLessThanOrEqual(full);
      expect(shown).toBeGreaterThanOrEqual(full - 60); // the OMR wall clock shows whole minutes
      await page.clock.resume();

      // a reload mid-attempt resumes straight into the hall: no instructions again
      await page.reload();
      await expect.poll(() => clockOnScreen(page)).toBeGreaterThan(0);
      await expect(page.getByTestId("paper-cover").count()).resolves.toBe(0);
      expect((await openingOf(page, mock.id)).attempt?.attemptId).toBe(started.attemptId);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it("a JEE paper's instructions on a phone, the clock not started", async () => {
    const { page, errors } = await pageOf(app.browser, "phone");
    await signInAs(page, app.server.url, { email: "zq-start-jee-phone@example.com", role: "premium" });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const mock = mocks.find((m) => m.examType === "jee");
    if (!mock) throw new Error("the demo content has no JEE mock test");
    await page.goto(`${app.server.url}/quiz/${mock.id}`);
    await page.getByRole("heading", { name: "General Instructions" }).waitFor();
    await page.getByText(`you will then have ${mock.durationMinutes} minutes`).waitFor();
    await expect(clockOnScreen(page)).resolves.toBe(0);
    expect((await openingOf(page, mock.id)).attempt).toBeNull();
    await screenshot(page, "jee-instructions-before-start-phone");
    expect(errors).toEqual([]);
  });
});
