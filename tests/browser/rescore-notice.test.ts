import { notificationsResponseSchema } from "@shared/contract/corrections";
import { describe, expect, it } from "vitest";
import { apiGetAs, apiSignIn, findQuiz, useSession as signInContext, takeQuiz } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

describe("a learner's notice after an answer key correction, in Chromium", () => {
  // the job worker polls often, so the re-score runs while the test waits; the recurring jobs are off
  // so it does not queue behind their first run (the bank's calibration takes 3 s on a quiet machine)
  const app = useBuiltApp({
    env: { JOBS_POLL_MS: "200", CALIBRATION_INTERVAL_MS: "0", CLEANUP_INTERVAL_MS: "0" },
  });

  it("shows the corrected key and the new marks under the header's bell, on a phone and a desktop", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zq-rescore-admin@example.com", role: "admin" });
    const learner = await apiSignIn(base, {
      email: "zq-rescore-learner@example.com",
      firstName: "Zq-Asha",
    });
    const quiz = await findQuiz(base, "jee");
    // every answer is option A: the first question whose key is not A gets its key changed to A
    const result = await takeQuiz(base, learner, quiz.id, () => 0);
    const index = result.review.findIndex((r) => !r.isCorrect);
    expect(index).toBeGreaterThanOrEqual(0);
    const question = result.review[index]!;
    const res = await fetch(`${base}/api/admin/questions/${question.id}/corrections`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie },
      body: JSON.stringify({
        action: "key_change",
        correctAnswer: 0,
        reason: "Zq- the final key is A",
        explanation: "Zq- A is right",
        explanationHi: "Zq- A सही है",
      }),
    });
    expect(res.status, await res.text()).toBe(202);

    // the re-score is a job: on a machine busy with other browser files it can take longer than 20 s
    let notices = await apiGetAs(base, learner, "/api/user/notifications", notificationsResponseSchema);
    for (let tries = 0; notices.unreadCount === 0 && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      notices = await apiGetAs(base, learner, "/api/user/notifications", notificationsResponseSchema);
    }
    const text = notices.notifications[0]?.text ?? "";
    expect(text).toContain(
      `Answer key corrected in ${quiz.title}: key of question ${index + 1} changed from`,
    );
    expect(text).toMatch(/to A; your marks -?[\d.]+ → -?[\d.]+$/);

    for (const [name, mobile] of [
      ["rescore-notice-phone", true],
      ["rescore-notice-desktop", false],
    ] as const) {
      const { page, errors } = await newPage(app.browser, { mobile });
      await signInContext(page.context(), base, learner);
      await page.goto(`${base}/`);
      // the bell counts the unread notice until it is first opened (on the phone)
      const bell = page.getByRole("button", {
        name: mobile ? "Notices, 1 unread" : "Notices",
        exact: true,
      });
      await bell.waitFor();
      await bell.click();
      const list = page.getByTestId("notice-list");
      await list.getByText(text).waitFor();
      await screenshot(page, name);
      expect(errors).toEqual([]);
      await page.context().close();
    }

    // the result page carries the dated change note, naming the keys to someone who has a result
    const { page } = await newPage(app.browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(page.context(), base, learner);
    await page.goto(`${base}/results/${result.attemptId}`);
    const notes = page.getByTestId("change-notes");
    await notes.getByText(`Key of question ${index + 1} changed from`, { exact: false }).waitFor();
    await expect(notes.textContent()).resolves.toMatch(
      /\d{1,2} \w{3} \d{4}: Key of question \d+ changed from \w+ to A; all attempts re-scored/,
    );
    await screenshot(page, "rescore-change-note");
    await page.context().close();

    // a learner who reads Hindi reads the same notice and note in Hindi, the quiz named by its Hindi title
    if (!quiz.titleHi) throw new Error(`the demo quiz "${quiz.title}" has no Hindi title`);
    const saved = await fetch(`${base}/api/user/preferences`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie: learner.cookie },
      body: JSON.stringify({ language: "hi" }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    const hindi = await newPage(app.browser, { viewport: { width: 1280, height: 900 }, locale: "en-IN" });
    await signInContext(hindi.page.context(), base, learner);
    await hindi.page.goto(`${base}/`);
    const hindiBell = hindi.page.getByRole("button", { name: "सूचनाएँ", exact: true });
    await hindiBell.waitFor();
    await hindiBell.click();
    const hindiList = hindi.page.getByTestId("notice-list");
    await hindiList
      .getByText(`${quiz.titleHi} की उत्तर कुंजी में सुधार: प्रश्न ${index + 1} की कुंजी बदली गई: पहले`, {
        exact: false,
      })
      .waitFor();
    await expect(hindiList.locator("li p").first().textContent()).resolves.toMatch(
      /, अब A; आपके अंक -?[\d.]+ → -?[\d.]+$/,
    );
    await screenshot(hindi.page, "rescore-notice-hindi");
    await hindi.page.goto(`${base}/results/${result.attemptId}`);
    const hindiNotes = hindi.page.getByTestId("change-notes");
    await hindiNotes.getByText(`प्रश्न ${index + 1} की कुंजी बदली गई: पहले`, { exact: false }).waitFor();
    await expect(hindiNotes.textContent()).resolves.toMatch(
      /: प्रश्न \d+ की कुंजी बदली गई: पहले \w+, अब A; सभी प्रयासों का पुनर्मूल्यांकन किया गया/,
    );
    await screenshot(hindi.page, "rescore-change-note-hindi");
    expect(hindi.errors).toEqual([]);
  }, 180_000);
});
