import { feedbackCreatedResponseSchema } from "@shared/contract/feedback";
import { adminReportsResponseSchema, userReportsResponseSchema } from "@shared/contract/reports";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations, toastWith } from "./learning-support";
import { apiGetAs, apiSignIn, findQuiz, takeQuiz, useSession } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

const MEERA_REPORT = "Zq-The key says B, but g near the surface is 9.8 m/s², option A.";
const ARJUN_REPORT = "Zq-Option B cannot be right; please check the key.";
const REPLY = "Zq-You were right: the key is now A and every attempt was re-scored. Thank you!";

async function closeToasts(page: Page) {
  for (const close of await page.getByTestId("toast").getByRole("button", { name: "Close" }).all()) {
    if (await close.isVisible()) await close.click();
  }
  await page.getByTestId("toast").first().waitFor({ state: "hidden" });
}

describe("the question-report queue in Chromium", () => {
  const app = useBuiltApp();

  it("a report reaches the admin's queue grouped by question; the reply reaches each learner's My reports", async () => {
    const base = app.server.url;
    const quiz = await findQuiz(base, "jee");
    const meera = await apiSignIn(base, {
      email: "zq-meera@example.com",
      firstName: "Zq-Meera",
      lastName: "Iyer",
    });
    const arjun = await apiSignIn(base, {
      email: "zq-arjun@example.com",
      firstName: "Zq-Arjun",
      lastName: "Rao",
    });
    const admin = await apiSignIn(base, {
      email: "admin@demo.abhyas.in",
      role: "admin",
      firstName: "Zq-Asha",
    });
    const meeraResult = await takeQuiz(base, meera, quiz.id, () => 0);
    await takeQuiz(base, arjun, quiz.id, () => 0);

    // Meera reports the first question from her result's review; the toast says where the answer will be
    const learner = await newPage(app.browser);
    await useSession(learner.page.context(), base, meera);
    await learner.page.goto(`${base}/results/${meeraResult.attemptId}`);
    const first = learner.page.getByTestId("review-item").first();
    await first.getByRole("button", { name: "Report question" }).click();
    const dialog = learner.page.getByRole("dialog", { name: "Report this question" });
    await dialog.getByLabel("What is wrong?").fill(MEERA_REPORT);
    await dialog.getByRole("button", { name: "Send report" }).click();
    await toastWith(learner.page, "our reply will appear in My reports").waitFor();
    const mine = await apiGetAs(base, meera, "/api/user/reports", userReportsResponseSchema);
    expect(mine.items).toHaveLength(1);
    const questionId = mine.items[0]!.question.id;

    // Arjun reports the same question
    const sent = await fetch(`${base}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: arjun.cookie },
      body: JSON.stringify({ rating: 1, category: "questions", feedback: ARJUN_REPORT, questionId }),
    });
    expect(sent.status).toBe(201);
    feedbackCreatedResponseSchema.parse(await sent.json());

    // the admin's queue: one question, two reports, its text and key
    const desk = await newPage(app.browser, { viewport: { width: 1280, height: 1100 } });
    await useSession(desk.page.context(), base, admin);
    await desk.page.goto(`${base}/admin?tab=reports`);
    const group = desk.page.getByTestId("report-group").first();
    await group.getByTestId("report-count").filter({ hasText: "2 reports" }).waitFor();
    await group.getByText(MEERA_REPORT).waitFor();
    await group.getByText(ARJUN_REPORT).waitFor();
    await expect(group.getByText(`Question #${questionId}`).count()).resolves.toBe(1);
    await expect(group.getByRole("button", { name: `Edit question ${questionId}` }).count()).resolves.toBe(1);
    await expect(seriousAxeViolations(desk.page)).resolves.toEqual([]);
    await screenshot(desk.page, "report-queue-admin-desktop");

    // on a phone, with the answer form open
    const phone = await newPage(app.browser, { mobile: true });
    await useSession(phone.page.context(), base, admin);
    await phone.page.goto(`${base}/admin?tab=reports`);
    const phoneGroup = phone.page.getByTestId("report-group").first();
    await phoneGroup
      .getByRole("button", { name: /^Answer report/ })
      .first()
      .click();
    await phoneGroup.getByLabel("Reply to the learner").fill(REPLY);
    await phoneGroup.getByLabel("Reply to the learner").scrollIntoViewIfNeeded();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, "report-queue-admin-phone");

    // fixed without a reply is refused naming the field; with one, both open reports are answered
    const form = group;
    await form
      .getByRole("button", { name: /^Answer report/ })
      .first()
      .click();
    await form.getByLabel("Status").selectOption("fixed");
    await form.getByRole("button", { name: "Save answer" }).click();
    await form.getByText("Reply to the learner is required to mark a report fixed").waitFor();
    await form.getByLabel("Reply to the learner").fill(REPLY);
    await form.getByRole("button", { name: "Save answer" }).click();
    await toastWith(desk.page, '2 reports of this question are now "Fixed".').waitFor();
    await desk.page.getByRole("heading", { name: "No reports here" }).waitFor();
    const fixed = await apiGetAs(base, admin, "/api/admin/reports?status=fixed", adminReportsResponseSchema);
    expect(fixed.groups[0]?.reports.map((r) => [r.status, r.reply, r.handledBy?.id])).toEqual([
      ["fixed", REPLY, admin.id],
      ["fixed", REPLY, admin.id],
    ]);
    expect(desk.errors).toEqual([]);
    expect(phone.errors).toEqual([]);

    // Arjun on a phone: a new reply, marked until he has seen it; never Meera's report
    const arjunPhone = await newPage(app.browser, { mobile: true });
    await useSession(arjunPhone.page.context(), base, arjun);
    await arjunPhone.page.goto(`${base}/my-reports`);
    const arjunReport = arjunPhone.page.getByTestId("my-report");
    await arjunReport.getByTestId("new-reply").waitFor();
    await expect(arjunReport.count()).resolves.toBe(1);
    await arjunReport.getByText(REPLY).waitFor();
    await expect(arjunReport.getByTestId("report-status").textContent()).resolves.toBe("Fixed");
    await expect(arjunPhone.page.getByText(MEERA_REPORT).count()).resolves.toBe(0);
    await screenshot(arjunPhone.page, "report-queue-my-reports-phone");

    // Meera on a desktop: the top bar counts the unread reply on her name, and My reports in its
    // menu; opening My reports reads it
    await learner.page.goto(`${base}/`);
    const accountMenu = learner.page.getByRole("button", { name: /Account menu/ });
    await accountMenu.getByTestId("account-unread-replies").filter({ hasText: "1" }).waitFor();
    await accountMenu.click();
    const link = learner.page.getByRole("link", { name: /My reports/ });
    await link.getByTestId("unread-replies").filter({ hasText: "1" }).waitFor();
    await link.click();
    const meeraReport = learner.page.getByTestId("my-report");
    await meeraReport.getByTestId("new-reply").waitFor();
    await meeraReport.getByText(REPLY).waitFor();
    await meeraReport.getByText(MEERA_REPORT).waitFor();
    await learner.page.waitForFunction(
      () => !document.querySelector('[data-testid="unread-replies"], [data-testid="account-unread-replies"]'),
    );
    await closeToasts(learner.page).catch(() => {});
    await expect(seriousAxeViolations(learner.page)).resolves.toEqual([]);
    await screenshot(learner.page, "report-queue-my-reports-desktop");
    await learner.page.reload();
    await meeraReport.getByText(REPLY).waitFor();
    await expect(meeraReport.getByTestId("new-reply").count()).resolves.toBe(0);
    const after = await apiGetAs(base, meera, "/api/user/reports", userReportsResponseSchema);
    expect(after.unread).toBe(0);
    expect(learner.errors).toEqual([]);
    expect(arjunPhone.errors).toEqual([]);
  }, 180_000);
});
