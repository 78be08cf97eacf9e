import { describe, expect, it } from "vitest";
import { apiSignIn, useSession as signInContext } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

const QUESTION = "Zq-Which option does the final key accept?";

async function adminCall(base: string, cookie: string, method: string, url: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as { id: number };
}

describe("an admin corrects a key in Chromium", () => {
  const app = useBuiltApp();

  it("asks for a reason, confirms, and lists the correction in the audit log", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zq-key-admin@example.com", role: "admin" });
    const category = await adminCall(base, admin.cookie, "POST", "/api/admin/categories", {
      name: "Zq-Corrections",
      examType: "jee",
    });
    const quiz = await adminCall(base, admin.cookie, "POST", "/api/admin/quizzes", {
      title: "Zq-Correction quiz",
      categoryId: category.id,
    });
    const question = await adminCall(base, admin.cookie, "POST", "/api/admin/questions", {
      quizId: quiz.id,
      question: QUESTION,
      options: ["one", "two", "three", "four"],
      correctAnswer: 0,
      explanation: "",
    });

    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 900 } });
    await signInContext(page.context(), base, admin);
    await page.goto(`${base}/admin?tab=questions`);
    await page.getByLabel("Search text, subject, topic, slug or id").fill(QUESTION);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const item = page.getByTestId(`question-${question.id}`);
    await item.getByRole("button", { name: `Correct key of question ${question.id}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "B", exact: true }).click();
    // no reason: refused before anything is sent
    await dialog.getByRole("button", { name: "Review the correction" }).click();
    await dialog.getByRole("alert").getByText("Reason: say why").waitFor();
    await dialog.getByLabel("Reason (required, kept in the audit log)").fill("Zq- the final key is B");
    // a new key needs the explanation for it
    await dialog.getByRole("button", { name: "Review the correction" }).click();
    await dialog.getByRole("alert").getByText("Explanation for the new key: write why").waitFor();
    await dialog.getByLabel("Explanation for the new key (required)").fill("Zq- two is right");
    await dialog.getByRole("button", { name: "Review the correction" }).click();
    await dialog.getByTestId("correction-confirm").getByText("Change the key: A → B.").waitFor();
    await screenshot(page, "key-correction-confirm");
    await dialog.getByRole("button", { name: "Confirm and re-score" }).click();
    await page.getByText("Key corrected", { exact: true }).first().waitFor();
    // the bank shows B as the key now
    await item.locator("li.bg-green-100", { hasText: "B. two" }).waitFor();
    await expect(item.locator("li.bg-green-100").count()).resolves.toBe(1);

    await page.getByRole("tab", { name: "Audit log" }).click();
    const entry = page
      .getByTestId("audit-entry")
      .filter({ hasText: `Changed the key of question #${question.id}: Zq- the final key is B` });
    await entry.getByText("Key changed").waitFor();
    await screenshot(page, "key-correction-audit-log");
    expect(errors).toEqual([]);
  }, 180_000);
});
