import { userAttemptsResponseSchema } from "@shared/contract/attempts";
import { dailyQuizSchema, mockTestsResponseSchema, quizzesResponseSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { controlsCoveredBy, enterHall, intersects, pageAt, SIZES } from "./exam-hall-support";
import {
  clockSeconds,
  correctIndexOf,
  currentQuestionNumber,
  option,
  pageGet,
  quizDetail,
  toastWith,
} from "./learning-support";
import { screenshot, scrollSettled, signInAs, useBuiltApp, waitForServiceWorker } from "./support";

/** Steps the exam hall with Save & Next / Previous until question `target` is on screen. */
/** The TCS-style hall switches the whole paper's language from its profile menu. */
async function chooseLanguage(page: Page, name: "English" | "हिन्दी") {
  await page.getByTestId("profile-menu").click();
  await page.getByRole("button", { name, exact: true }).click();
}

async function stepTo(page: Page, target: number) {
  for (let current = await currentQuestionNumber(page); current !== target; ) {
    await page.getByRole("button", { name: current < target ? "Save & Next" : "Previous" }).click();
    const next = current < target ? current + 1 : current - 1;
    await expect.poll(() => currentQuestionNumber(page)).toBe(next);
    current = next;
  }
}

async function submittedOf(page: Page, quizId: number) {
  return (await pageGet(page, "/api/user/attempts", userAttemptsResponseSchema)).filter(
    (a) => a.quizId === quizId,
  );
}

describe.each(SIZES)("the quiz page at $name size (Chromium)", (size) => {
  const app = useBuiltApp();

  it("says how many questions have Hindi, and marks a question shown in English while Hindi is chosen", async () => {
    const { page, errors } = await pageAt(app.browser, size);
    await signInAs(page, app.server.url, { email: `zq-hindi-${size.name}@example.com`, role: "premium" });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    let chosen: Awaited<ReturnType<typeof quizDetail>> | undefined;
    for (const mock of mocks) {
      const detail = await quizDetail(page, mock.id);
      const withHindi = detail.questions.filter((q) => q.hi).length;
      // a TCS-style paper (SSC): NTA's (JEE) and the OMR booklet (NEET, UPSC) have their own tests
      if (
        detail.interface === "tcs" &&
        withHindi > 0 &&
        withHindi < detail.questions.length &&
        !detail.sections?.some((s) => s.timeLimitMinutes)
      ) {
        chosen = detail;
        break;
      }
    }
    if (!chosen) throw new Error("no mock test with Hindi for some of its questions only");
    const quiz = chosen;
    const hindiCount = quiz.questions.filter((q) => q.hi).length;
    const withHindi = quiz.questions.findIndex((q) => q.hi) + 1;
    const withoutHindi = quiz.questions.findIndex((q) => !q.hi) + 1;

    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    const availability = page.getByTestId("hindi-availability");
    await expect(availability.textContent()).resolves.toContain(
      `Hindi available for ${hindiCount} of ${quiz.questions.length} questions`,
    );
    await expect(availability.textContent()).resolves.toContain(
      `${quiz.questions.length} में से ${hindiCount} प्रश्न हिन्दी में उपलब्ध हैं`,
    );

    await chooseLanguage(page, "हिन्दी");
    await stepTo(page, withHindi);
    const hi = quiz.questions[withHindi - 1]!.hi!;
    await page.getByRole("heading", { name: hi.question.slice(0, 20) }).waitFor();
    await expect(page.getByTestId("hindi-missing").count()).resolves.toBe(0);

    await stepTo(page, withoutHindi);
    const notice = page.getByTestId("hindi-missing");
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain("Not available in Hindi; shown in English.");
    await expect(notice.textContent()).resolves.toContain("यह प्रश्न हिन्दी में उपलब्ध नहीं है");
    await page
      .getByRole("heading", { name: quiz.questions[withoutHindi - 1]!.question.slice(0, 20) })
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `hindi-notice-${size.name}`);
    // in English, no notice
    await chooseLanguage(page, "English");
    await expect(notice.count()).resolves.toBe(0);

    // a quiz with no Hindi at all offers no language switch and no availability line
    const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
    let englishOnly: number | undefined;
    for (const q of quizzes.filter((q) => q.kind === "practice")) {
      if ((await quizDetail(page, q.id)).questions.every((x) => !x.hi)) {
        englishOnly = q.id;
        break;
      }
    }
    if (englishOnly === undefined) throw new Error("no practice quiz without Hindi");
    await page.goto(`${app.server.url}/quiz/${englishOnly}`);
    await enterHall(page);
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    await expect(page.getByRole("button", { name: "हिन्दी" }).count()).resolves.toBe(0);
    await expect(page.getByTestId("hindi-availability").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("asks before submitting the daily quiz, with what is answered and not", async () => {
    const { page, errors } = await pageAt(app.browser, size);
    await signInAs(page, app.server.url, { email: `zq-confirm-${size.name}@example.com` });
    const today = await pageGet(page, "/api/daily-quiz", dailyQuizSchema);
    const quiz = await quizDetail(page, today.id);
    const n = quiz.questions.length;
    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await option(page, correctIndexOf(quiz.questions[0]!.question)).click();
    for (let i = 1; i < n; i++) await page.getByRole("button", { name: "Next Question" }).click();

    await page.getByRole("button", { name: "Submit Quiz" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit this quiz?" });
    await dialog.waitFor();
    const value = (key: string) => dialog.locator(`[data-status="${key}"] dd`).textContent();
    await expect(value("answered")).resolves.toBe("1");
    await expect(value("not_answered")).resolves.toBe(String(n - 1));
    await expect(value("total")).resolves.toBe(String(n));
    await expect(dialog.textContent()).resolves.toContain(
      "Only your first attempt earns leaderboard points.",
    );

    // going back submits nothing
    await dialog.getByRole("button", { name: "Back to Quiz" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect(submittedOf(page, quiz.id)).resolves.toEqual([]);
    await expect(option(page, 0).isDisabled()).resolves.toBe(false);

    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await dialog.getByRole("button", { name: "Submit Quiz" }).click();
    await page.waitForURL(/\/results\/\d+$/, { timeout: 10_000 });
    await expect(submittedOf(page, quiz.id)).resolves.toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("shows a short Bookmarked toast that covers no control of the quiz or the exam hall", async () => {
    const { page, errors } = await pageAt(app.browser, size);
    await signInAs(page, app.server.url, { email: `zq-toast-${size.name}@example.com` });
    const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
    const practice = quizzes.find((q) => q.kind === "practice" && q.totalQuestions >= 3)!;
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    // the exam hall of the computer-based tests in TCS style (JEE papers open in NTA's own interface)
    const hallMock = mocks.find((m) => m.examType === "ssc")!;

    // on a phone the exam hall's title bar (timer, Submit) is full width: the toast may pass over it
    for (const [path, scope] of [
      [`/quiz/${practice.id}`, "header, main"],
      [`/quiz/${hallMock.id}`, size.name === "phone" ? "main" : "header, main"],
    ] as const) {
      await page.goto(`${app.server.url}${path}`);
      await enterHall(page);
      await page.getByText(/^Question 1 of \d+$/).waitFor();
      // the toast's own life, timed in the page: the checks below take round trips a loaded machine slows
      await page.evaluate(() => {
        const times: { shown?: number; hidden?: number } = {};
        (window as unknown as { bookmarkToast: typeof times }).bookmarkToast = times;
        const visible = () =>
          [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')].some(
            (el) => el.textContent?.includes("Bookmarked!") && el.checkVisibility(),
          );
        const look = () => {
          const now = visible();
          if (now && times.shown === undefined) times.shown = performance.now();
          if (!now && times.shown !== undefined && times.hidden === undefined)
            times.hidden = performance.now();
          if (times.hidden === undefined) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.getByRole("button", { name: "Bookmark", exact: true }).click();
      const toast = toastWith(page, "Bookmarked!");
      await toast.waitFor();
      const box = (await toast.boundingBox())!;
      await expect(controlsCoveredBy(box, page.locator(scope)), path).resolves.toEqual([]);
      const next = page.getByRole("button", { name: /^(Next Question|Save & Next)$/ });
      expect(intersects(box, (await next.boundingBox())!)).toBe(false);
      // read down to the Next button, low on the screen: still nothing covered (once the page's
      // smooth scroll has come to rest there; on its way, controls pass under the toast)
      await next.evaluate((el) => el.scrollIntoView({ block: "end" }));
      await scrollSettled(page);
      expect(intersects(box, (await next.boundingBox())!)).toBe(false);
      await expect(controlsCoveredBy(box, page.locator(scope)), `${path} scrolled`).resolves.toEqual([]);
      // a confirmation, not a message to read: gone within 3 s
      await toast.waitFor({ state: "hidden", timeout: 10_000 });
      const life = await page.evaluate(() => {
        const { shown = 0, hidden = Number.POSITIVE_INFINITY } = (
          window as unknown as { bookmarkToast: { shown?: number; hidden?: number } }
        ).bookmarkToast;
        return hidden - shown;
      });
      expect(life).toBeLessThan(3500);
    }
    expect(errors).toEqual([]);
  });

  it("after an offline submit, freezes the clock, disables the options and says it is queued", async () => {
    const { page, errors } = await pageAt(app.browser, size);
    await signInAs(page, app.server.url, { email: `zq-offline-${size.name}@example.com` });
    const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
    const practice = quizzes.filter((q) => q.kind === "practice" && q.totalQuestions >= 3).at(-2)!;
    const quiz = await quizDetail(page, practice.id);
    const n = quiz.questions.length;
    await page.goto(`${app.server.url}/`);
    await waitForServiceWorker(page);
    await page.goto(`${app.server.url}/quiz/${quiz.id}`);
    await enterHall(page);
    await page.getByText(`Question 1 of ${n}`).waitFor();
    await option(page, correctIndexOf(quiz.questions[0]!.question)).click();
    await page.getByTestId("save-status").filter({ hasText: "All answers saved" }).waitFor();

    await page.context().setOffline(true);
    for (let i = 1; i < n; i++) await page.getByRole("button", { name: "Next Question" }).click();
    await option(page, 0).click();
    await page.getByTestId("save-status").filter({ hasText: "Saved on this device" }).waitFor();
    await page.getByRole("button", { name: "Submit Quiz" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit Quiz" }).click();
    await toastWith(page, "Saved Offline").waitFor();
    const pending = page.getByTestId("submission-pending");
    await expect(pending.textContent()).resolves.toContain(
      "Submitted offline: your answers are saved on this device and will be sent when you are back online.",
    );
    const timer = page.getByTestId("quiz-timer");
    const frozen = await timer.textContent();
    await page.waitForTimeout(2200);
    await expect(timer.textContent()).resolves.toBe(frozen);
    for (const radio of await page.getByRole("radio").all())
      await expect(radio.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Submit Quiz" }).isDisabled()).resolves.toBe(true);

    // "Question n of n" and the save status sit apart, not run together
    const counter = (await page.getByText(`Question ${n} of ${n}`, { exact: true }).boundingBox())!;
    const saved = (await page.getByTestId("save-status").boundingBox())!;
    const apart = counter.x + counter.width + 8 <= saved.x || counter.y + counter.height <= saved.y;
    expect(apart, JSON.stringify({ counter, saved })).toBe(true);
    expect(saved.x + saved.width).toBeLessThanOrEqual(size.viewport.width);
    await screenshot(page, `offline-queued-${size.name}`);

    // a reload while still offline: the clock still shows where it stopped at the submit
    await page.waitForTimeout(1500);
    await page.reload();
    await pending.waitFor();
    const afterReload = clockSeconds(await timer.textContent());
    expect(Math.abs(afterReload - clockSeconds(frozen))).toBeLessThanOrEqual(1);

    await page.context().setOffline(false);
    await page.waitForURL(/\/results\/\d+$/, { timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
