import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toastWith } from "./learning-support";
import { apiSignIn, useSession as signInContext } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

const NOW = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST
const QUIZ = "Zq-Audit JEE Main Full-Length Paper 2";
const CSV = [
  "question,option1,option2,option3,option4,correctAnswer",
  "Zq-Audit which quantity is a vector?,Speed,Mass,Displacement,Time,c",
  "Zq-Audit what is the SI unit of power?,joule,watt,newton,pascal,b",
  "",
].join("\n");

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

describe("the admin audit log in Chromium", () => {
  const app = useBuiltApp({ now: NOW });

  it("lists a publish, a CSV import and a daily schedule with their summaries, and the kind filter narrows it", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: "zq-audit-admin@example.com", role: "admin" });
    const category = await adminCall(base, admin.cookie, "POST", "/api/admin/categories", {
      name: "Zq-Audit drills",
      examType: "jee",
    });
    const quiz = await adminCall(base, admin.cookie, "POST", "/api/admin/quizzes", {
      title: QUIZ,
      categoryId: category.id,
    });
    const csvDir = path.join(tmpdir(), `abhyas-audit-${process.pid}`);
    await mkdir(csvDir, { recursive: true });
    const csvFile = path.join(csvDir, "questions.csv");
    await writeFile(csvFile, CSV);

    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 800 }, now: NOW });
    await signInContext(page.context(), base, admin);

    // import the CSV from a file
    await page.goto(`${base}/admin?tab=csv`);
    await page.locator("#csv-quiz").selectOption(String(quiz.id));
    await page.getByLabel("Choose a .csv file").setInputFiles(csvFile);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("csv-summary").textContent()).resolves.toContain("0 errors");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByTestId("upload-status").filter({ hasText: "Uploaded: 2 questions added." }).waitFor();

    // publish the quiz
    await page.getByRole("tab", { name: "Quizzes" }).click();
    await page.getByRole("button", { name: `Publish ${QUIZ}` }).click();
    // the quiz holds the 2 questions imported, fewer than it declared: publishing says so first
    await page.getByRole("dialog").getByRole("button", { name: "Publish with 2 questions" }).click();
    await toastWith(page, "Quiz published").waitFor();

    // schedule it as a daily quiz
    await page.getByRole("tab", { name: "Daily Schedule" }).click();
    await page.getByLabel("Date (India time)").fill("2026-11-20");
    await page.locator("#schedule-quiz").selectOption(String(quiz.id));
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await toastWith(page, "Daily quiz scheduled").waitFor();

    await page.getByRole("tab", { name: "Audit log" }).click();
    const entries = page.getByTestId("audit-entry");
    const published = `Published quiz '${QUIZ}'`;
    const imported = `Imported questions.csv into quiz '${QUIZ}': 2 rows`;
    const scheduled = `Scheduled '${QUIZ}' as the daily quiz of 2026-11-20`;
    for (const summary of [published, imported, scheduled]) {
      await entries.filter({ hasText: summary }).waitFor();
    }
    // newest first
    await expect
      .poll(() => entries.allTextContents())
      .toEqual([
        expect.stringContaining(scheduled),
        expect.stringContaining(published),
        expect.stringContaining(imported),
        expect.stringContaining(`Created quiz '${QUIZ}'`),
        expect.stringContaining("Created category 'Zq-Audit drills' (JEE)"),
      ]);
    await entries.filter({ hasText: published }).getByText("Quiz published").waitFor();
    await entries.filter({ hasText: published }).getByText("by zq-audit-admin@example.com").waitFor();
    await screenshot(page, "audit-log");

    await page.getByLabel("What").selectOption("questions_imported");
    // the filtered list comes back from the server: wait for it as a busy machine delivers it
    await expect
      .poll(() => entries.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(imported)]);
    await page.getByLabel("What").selectOption("daily_quiz_scheduled");
    await expect
      .poll(() => entries.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(scheduled)]);
    expect(errors).toEqual([]);
  }, 180_000);
});
