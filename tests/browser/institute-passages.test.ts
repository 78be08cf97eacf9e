import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { enterHall } from "./exam-hall-support";
import { toastWith } from "./learning-support";
import { apiCall, apiSignIn, useSession } from "./standing-api";
import { newPage, screenshot, useBuiltApp } from "./support";

/**
 * An institute's own passages and figures on the built app: its owner writes a passage and uploads
 * a figure in the bank's "Passages & figures" tab, adds a question sharing the passage with the
 * question form, assigns the paper; a learner of the batch sees the passage beside the question in
 * the hall. The site admin's tab and another institute's bank list neither.
 */
const NOW = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const call = apiCall;

describe("an institute's passages and figures in Chromium", () => {
  const app = useBuiltApp({ now: NOW });
  const tag = randomBytes(3).toString("hex");
  const PASSAGE = `Zq Lab note ${tag}`;
  const PASSAGE_TEXT = `Zq-${tag} A trolley of mass 4 kg rolls at 3 m/s along a smooth track.`;
  const FIGURE = `Zq Pulley ${tag}`;
  const QUESTION = `Zq-${tag} What is the trolley's momentum in kg m/s?`;

  it("the owner writes a passage and a figure, a question shares the passage, and the batch's learner reads it beside the question", async () => {
    const base = app.server.url;
    const admin = await apiSignIn(base, { email: `zq-pass-admin-${tag}@example.com`, role: "admin" });
    const ownerEmail = `zq-pass-owner-${tag}@example.com`;
    const instituteId: number = (
      await call(base, admin, "POST", "/api/admin/institutes", {
        name: `Zq Passage Classes ${tag}`,
        ownerEmail,
      })
    ).id;
    const otherEmail = `zq-pass-other-${tag}@example.com`;
    const otherInstitute: number = (
      await call(base, admin, "POST", "/api/admin/institutes", {
        name: `Zq Other ${tag}`,
        ownerEmail: otherEmail,
      })
    ).id;
    const owner = await apiSignIn(base, { email: ownerEmail });
    const other = await apiSignIn(base, { email: otherEmail });
    const learner = await apiSignIn(base, {
      email: `zq-pass-learner-${tag}@example.com`,
      firstName: "Zq-Tara",
    });
    const batch = await call(base, owner, "POST", `/api/institutes/${instituteId}/batches`, {
      name: `Zq Passage Batch ${tag}`,
    });
    await call(base, learner, "POST", "/api/batches/join", { code: batch.joinCode });
    const [category] = (
      await call(base, owner, "GET", `/api/institutes/${instituteId}/bank/categories`)
    ).filter((c: { examType: string }) => c.examType === "jee");
    const paper = await call(base, owner, "POST", `/api/institutes/${instituteId}/bank/quizzes`, {
      title: `Zq Passage paper ${tag}`,
      categoryId: category.id,
      timeLimit: 20,
    });

    const { page, errors } = await newPage(app.browser, { viewport: DESKTOP, now: NOW });
    await useSession(page.context(), base, owner);
    await page.goto(`${base}/institute/${instituteId}/bank`);
    await page.getByRole("tab", { name: "Passages & figures" }).click();
    await page.getByRole("heading", { name: "New passage, table or figure" }).waitFor();

    // a passage
    await page.getByLabel("Exam", { exact: true }).selectOption("jee");
    await page.getByLabel("Kind", { exact: true }).selectOption("passage");
    await page.getByLabel("Title (optional)").fill(PASSAGE);
    await page.getByLabel("Passage", { exact: true }).fill(PASSAGE_TEXT);
    await page.getByRole("button", { name: "Save passage" }).click();
    await toastWith(page, "Passage saved").waitFor();
    const list = page.getByTestId("stimulus-list");
    await list.getByText(PASSAGE).waitFor();

    // a figure, its image uploaded through the institute's bank
    await page.getByLabel("Exam", { exact: true }).selectOption("jee");
    await page.getByLabel("Kind", { exact: true }).selectOption("figure");
    await page.getByLabel("Title (optional)").fill(FIGURE);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "institute-figure-")), "pulley.png");
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 600, height: 400, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer(),
    );
    const uploaded = page.waitForResponse((r) =>
      r.url().endsWith(`/api/institutes/${instituteId}/bank/images`),
    );
    await page.getByLabel(/^Image/).setInputFiles(file);
    expect((await uploaded).status()).toBe(201);
    await page.getByText("Uploaded: 600 x 400 px, stored as WebP.").waitFor();
    await page.getByLabel("Alt text: what the figure shows").fill("Zq A pulley with two hanging masses");
    await page.getByRole("button", { name: "Save figure" }).click();
    await list.getByText(FIGURE).waitFor();
    await list.getByRole("img", { name: "Zq A pulley with two hanging masses" }).waitFor();
    await screenshot(page, "institute-passages-desktop");

    // a question sharing the passage, written with the form into the paper
    await page.getByRole("tab", { name: "Questions" }).click();
    await page.locator("#question-quiz").selectOption(String(paper.id));
    await page.getByLabel("Question", { exact: true }).fill(QUESTION);
    const options: [string, string][] = [
      ["A", "7"],
      ["B", "12"],
      ["C", "1.33"],
      ["D", "0.75"],
    ];
    for (const [letter, value] of options) await page.getByLabel(`Options: option ${letter}`).fill(value);
    await page.getByLabel("Option B is correct").check();
    const passageOption = page.locator("#question-stimulus option").filter({ hasText: PASSAGE });
    await passageOption.waitFor({ state: "attached" });
    await page
      .locator("#question-stimulus")
      .selectOption({ label: (await passageOption.textContent()) ?? "" });
    await page.getByRole("button", { name: "Add Question" }).click();
    await toastWith(page, "Question added successfully!").waitFor();
    const stimuli = await call(base, owner, "GET", `/api/institutes/${instituteId}/bank/stimuli`);
    expect(stimuli.find((s: { title: string }) => s.title === PASSAGE).questionCount).toBe(1);
    expect(errors).toEqual([]);

    // neither the site admin's tab nor another institute's bank lists them
    const siteList = JSON.stringify(await call(base, admin, "GET", "/api/admin/stimuli"));
    const otherList = JSON.stringify(
      await call(base, other, "GET", `/api/institutes/${otherInstitute}/bank/stimuli`),
    );
    for (const title of [PASSAGE, FIGURE]) {
      expect(siteList).not.toContain(title);
      expect(otherList).not.toContain(title);
    }

    // assigned, open now: the learner reads the passage beside the question on a phone
    await call(base, owner, "POST", `/api/institutes/${instituteId}/assignments`, {
      quizId: paper.id,
      batchIds: [batch.id],
      opensAt: new Date(Date.parse(NOW) - 60_000).toISOString(),
      closesAt: new Date(Date.parse(NOW) + 3 * 3600_000).toISOString(),
    });
    const phone = await newPage(app.browser, { viewport: PHONE, now: NOW });
    await useSession(phone.page.context(), base, learner);
    await phone.page.goto(`${base}/my-batches`);
    const card = phone.page.getByTestId("my-assignment").filter({ hasText: paper.title });
    await card.getByRole("button", { name: "Start" }).click();
    await phone.page.waitForURL(/\/quiz\/\d+\?attempt=\d+/);
    await enterHall(phone.page);
    const shown = phone.page.getByTestId("stimulus");
    await shown.getByRole("heading", { name: PASSAGE }).waitFor();
    await shown.getByText(PASSAGE_TEXT).waitFor();
    await phone.page.getByText(QUESTION).first().waitFor();
    await screenshot(phone.page, "institute-passage-hall-phone");
    expect(phone.errors).toEqual([]);
  }, 240_000);
});
