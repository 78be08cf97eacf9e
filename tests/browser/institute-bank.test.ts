import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { toastWith } from "./learning-support";
import { apiCall, apiSignIn, useSession } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

/**
 * An institute's own question bank on the built app: its owner opens it from the institute page,
 * makes a paper, adds a question with the form, uploads a two-row CSV, copies a public question, and
 * the batch's assign form offers that paper; a teacher of another institute finds nothing there.
 */
const NOW = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const call = apiCall;

const closeToasts = async (page: Page) => {
  for (const close of await page.getByTestId("toast").getByRole("button").all()) await close.click();
};

describe("an institute's question bank in Chromium", () => {
  const app = useBuiltApp({ now: NOW });
  const tag = randomBytes(3).toString("hex");
  const PAPER = `Zq Bank Paper ${tag}`;
  const FORM_QUESTION = `Zq-${tag} Which gas do green plants give out in sunlight?`;
  const CSV_FIRST = `Zq-${tag} What is the SI unit of charge?`;
  const CSV_SECOND = `Zq-${tag} Which of these is a noble gas?`;
  const CSV = [
    "question,option1,option2,option3,option4,correctAnswer,explanation",
    `${CSV_FIRST},coulomb,ampere,volt,ohm,a,"One coulomb is one ampere for one second."`,
    `${CSV_SECOND},Nitrogen,Argon,Oxygen,Hydrogen,b,"Argon is in group 18."`,
    "",
  ].join("\n");

  it("the owner builds a paper from a written question, a CSV and a public question, and the assign form offers it; another institute's teacher sees none of it", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: `zq-bank-admin-${tag}@example.com`, role: "admin" });
    const ownerEmail = `zq-bank-owner-${tag}@example.com`;
    const instituteId: number = (
      await call(base, admin, "POST", "/api/admin/institutes", { name: `Zq Bank Classes ${tag}`, ownerEmail })
    ).id;
    const otherOwnerEmail = `zq-bank-other-owner-${tag}@example.com`;
    const otherInstitute: number = (
      await call(base, admin, "POST", "/api/admin/institutes", {
        name: `Zq Other Classes ${tag}`,
        ownerEmail: otherOwnerEmail,
      })
    ).id;
    const owner = await apiSignIn(base, { email: ownerEmail });
    const otherOwner = await apiSignIn(base, { email: otherOwnerEmail });
    const outsiderEmail = `zq-bank-outsider-${tag}@example.com`;
    await call(base, otherOwner, "POST", `/api/institutes/${otherInstitute}/invitations`, {
      email: outsiderEmail,
      role: "teacher",
    });
    const outsider = await apiSignIn(base, { email: outsiderEmail });
    const batch = await call(base, owner, "POST", `/api/institutes/${instituteId}/batches`, {
      name: `Zq Bank Batch ${tag}`,
    });

    const { page, errors } = await newPage(app.browser, { viewport: DESKTOP, now: NOW });
    await useSession(page.context(), base, owner);
    await page.goto(`${base}/institute/${instituteId}`);
    await page.getByRole("link", { name: "Question bank" }).click();
    await page.getByRole("heading", { name: "Question bank", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/institute/${instituteId}/bank`);

    // Papers: a new paper of the institute's
    await page.getByRole("tab", { name: "Papers" }).click();
    await page.getByLabel("Title", { exact: true }).fill(PAPER);
    await page.locator("#quiz-category").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Create Quiz" }).click();
    await toastWith(page, "Quiz created successfully!").waitFor();
    const row = page.getByRole("list", { name: "Quizzes" }).getByRole("listitem").filter({ hasText: PAPER });
    await row.waitFor();
    const paperId = Number((await row.getAttribute("data-testid"))?.replace("quiz-row-", ""));
    expect(paperId).toBeGreaterThan(0);

    // Questions: one written with the form into that paper; no key correction in an institute's bank
    await page.getByRole("tab", { name: "Questions" }).click();
    await page.locator("#question-quiz").selectOption(String(paperId));
    await page.getByLabel("Question", { exact: true }).fill(FORM_QUESTION);
    await page.getByLabel("Options: option A").fill("Oxygen");
    await page.getByLabel("Options: option B").fill("Nitrogen");
    await page.getByLabel("Options: option C").fill("Carbon dioxide");
    await page.getByLabel("Options: option D").fill("Hydrogen");
    await page.getByLabel("Option A is correct").check();
    await page.getByRole("button", { name: "Add Question" }).click();
    await toastWith(page, "Question added successfully!").waitFor();
    const bankList = page.getByRole("list", { name: "Questions" });
    const written = bankList.getByRole("listitem").filter({ hasText: FORM_QUESTION }).first();
    await written.waitFor();
    await expect(written.getByRole("button", { name: /Correct key/ }).count()).resolves.toBe(0);

    // Upload CSV: two rows previewed, then added to the paper
    await page.getByRole("tab", { name: "Upload CSV" }).click();
    await page.locator("#csv-quiz").selectOption(String(paperId));
    await page.getByLabel("CSV data").fill(CSV);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("csv-summary").textContent()).resolves.toContain("2 rows read · 0 errors");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByTestId("upload-status").filter({ hasText: "Uploaded: 2 questions added." }).waitFor();

    // Copy from public bank: choosing the paper narrows the search to its exam; the first one is copied into it
    await page.getByRole("tab", { name: "Copy from public bank" }).click();
    const results = page.getByRole("list", { name: "Public questions" });
    await results.waitFor();
    const [paper] = (await call(base, owner, "GET", `/api/institutes/${instituteId}/bank/quizzes`)).filter(
      (q: { id: number }) => q.id === paperId,
    );
    const searched = page.waitForResponse((r) => r.url().includes(`examType=${paper.examType}`));
    await page.locator("#copy-quiz").selectOption(String(paperId));
    const publicId: number = (await (await searched).json()).items[0].id;
    await expect(page.locator("#public-exam").inputValue()).resolves.toBe(paper.examType);
    // nothing ticked, nothing to copy
    await expect(page.getByRole("button", { name: "Copy 0 questions" }).isDisabled()).resolves.toBe(true);
    await page.getByTestId(`public-question-${publicId}`).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Copy 1 question" }).click();
    await toastWith(page, "1 question copied").waitFor();
    const mark = page.getByTestId(`public-question-${publicId}`).getByText(/In your bank as #\d+/);
    await mark.waitFor();
    const copyId = Number((await mark.textContent())?.replace(/\D+/g, ""));
    await closeToasts(page);
    await screenshot(page, "institute-bank-copy-desktop");

    // the paper holds all four: the bank filtered to it says so, with each of them
    await page.getByRole("tab", { name: "Questions" }).click();
    await page.locator("#bank-quiz").selectOption(String(paperId));
    await page.getByText("4 questions", { exact: true }).waitFor();
    for (const text of [FORM_QUESTION, CSV_FIRST, CSV_SECOND])
      await bankList.getByRole("listitem").filter({ hasText: text }).first().waitFor();
    await bankList.getByTestId(`question-${copyId}`).getByText(`In: ${PAPER}`).waitFor();
    await page.getByRole("tab", { name: "Papers" }).click();
    await row.getByText("4 of 10 questions", { exact: false }).waitFor();
    await screenshot(page, "institute-bank-papers-desktop");

    // the batch's assign form offers the institute's paper
    await page.goto(`${base}/institute/${instituteId}/batches/${batch.id}`);
    await page.getByRole("heading", { name: "Assign a paper" }).waitFor();
    const paperSelect = page.getByLabel("Paper", { exact: true });
    await paperSelect.locator(`option[value="${paperId}"]`).waitFor({ state: "attached" });
    await expect(paperSelect.locator(`option[value="${paperId}"]`).textContent()).resolves.toContain(PAPER);
    expect(errors).toEqual([]);

    // on a phone, the bank's questions tab
    const phone = await newPage(app.browser, { viewport: PHONE, now: NOW });
    await useSession(phone.page.context(), base, owner);
    await phone.page.goto(`${base}/institute/${instituteId}/bank`);
    await phone.page.getByRole("list", { name: "Questions" }).getByText(FORM_QUESTION).first().waitFor();
    await screenshot(phone.page, "institute-bank-phone");
    expect(phone.errors).toEqual([]);

    // a teacher of another institute: not found, and none of its questions
    const other = await newPage(app.browser, { viewport: PHONE, now: NOW });
    await useSession(other.page.context(), base, outsider);
    await other.page.goto(`${base}/institute/${instituteId}/bank`);
    await other.page.getByRole("heading", { name: "Institute not found" }).waitFor();
    for (const text of [FORM_QUESTION, CSV_FIRST, PAPER])
      await expect(other.page.getByText(text, { exact: false }).count()).resolves.toBe(0);
    await expect(other.page.getByRole("tab").count()).resolves.toBe(0);
    await screenshot(other.page, "institute-bank-not-found-phone");
    expect(other.errors).toEqual([]);
  }, 300_000);
});
