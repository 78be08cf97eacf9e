import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toastWith } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

const NOW = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST
const INSTITUTE = "Zq Sharma Classes, Kota";
const BATCH = "Zq JEE 2027 Morning";
const OWNER = "zq-inst-owner@example.com";
const TEACHER = "zq-inst-teacher@example.com";
const LEARNER_1 = "zq-inst-learner-1@example.com";
const LEARNER_2 = "zq-inst-learner-2@example.com";

describe("institutes and batches in Chromium", () => {
  const app = useBuiltApp({ now: NOW });

  it("a site admin makes an institute, its owner invites a teacher, whose batch two learners join by code and by CSV", async () => {
    const base = app.server.url;
    const desktop = await newPage(app.browser, { viewport: { width: 1280, height: 800 }, now: NOW });
    const page = desktop.page;

    // the site admin creates the institute for its owner
    await signInAs(page, base, { email: "zq-inst-admin@example.com", role: "admin" });
    await page.goto(`${base}/admin?tab=institutes`);
    await page.getByLabel("Institute name").fill(INSTITUTE);
    await page.getByLabel("First owner's email").fill(OWNER);
    await page.getByRole("button", { name: "Create an institute" }).click();
    await toastWith(page, "Institute created").waitFor();
    await page.getByTestId("admin-institute").filter({ hasText: INSTITUTE }).getByText(OWNER).waitFor();

    // the owner signs in (the invitation is taken up) and invites a teacher
    await signInAs(page, base, { email: OWNER });
    await page.goto(`${base}/my-batches`);
    await page.getByRole("link", { name: `${INSTITUTE} · Owner` }).click();
    await page.getByRole("heading", { name: INSTITUTE }).waitFor();
    await page.getByLabel("Invite a teacher by email").fill(TEACHER);
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await page.getByText(`${TEACHER} · invited, not signed in yet`).waitFor();

    // the teacher, signed in with that email, sees the institute and makes a batch
    await signInAs(page, base, { email: TEACHER });
    await page.goto(`${base}/my-batches`);
    await page.getByRole("link", { name: `${INSTITUTE} · Teacher` }).click();
    await page.getByLabel("New batch name").fill(BATCH);
    await page.getByRole("button", { name: "Create batch" }).click();
    await page.getByRole("link", { name: BATCH }).click();
    const code = (await page.getByTestId("batch-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await expect(page.getByTestId("batch-link").textContent()).resolves.toBe(`${base}/join/${code}`);

    // learner 1 opens the join link on a phone and joins
    const phone = await newPage(app.browser, { viewport: { width: 390, height: 844 }, now: NOW });
    await signInAs(phone.page, base, { email: LEARNER_1 });
    await phone.page.goto(`${base}/join/${code}`);
    await expect(phone.page.getByLabel("Batch code").inputValue()).resolves.toBe(code);
    await phone.page.getByRole("button", { name: "Join", exact: true }).click();
    await phone.page.getByTestId("my-batch").filter({ hasText: BATCH }).getByText(INSTITUTE).waitFor();
    await screenshot(phone.page, "institute-my-batches-phone");

    // the teacher adds learner 2 from a CSV of emails (before their first sign-in)
    const dir = path.join(tmpdir(), `abhyas-institute-${process.pid}`);
    await mkdir(dir, { recursive: true });
    const csv = path.join(dir, "learners.csv");
    await writeFile(csv, `Name,Email\nRavi,${LEARNER_2}\n`);
    await page.getByLabel("Add learners from a CSV file").setInputFiles(csv);
    await toastWith(page, "Learners added").waitFor();
    const members = page.getByTestId("batch-member");
    await members.filter({ hasText: LEARNER_2 }).getByText("(not signed in yet)").waitFor();
    await members.filter({ hasText: LEARNER_1 }).waitFor();
    await page.getByRole("heading", { name: "Learners (2)" }).waitFor();
    await screenshot(page, "institute-batch-desktop");

    // a bad line is named, and nothing is added
    await writeFile(csv, `email\n${LEARNER_2}\nnot-an-email\n`);
    await page.getByLabel("Add learners from a CSV file").setInputFiles(csv);
    await page.getByText("Line 3: 'not-an-email' is not an email address").waitFor();
    await page.getByRole("heading", { name: "Learners (2)" }).waitFor();

    // the teacher renames the batch
    const renamed = `${BATCH} Evening`;
    await page.getByRole("button", { name: "Rename", exact: true }).click();
    await page.getByLabel("New name for the batch").fill(renamed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await toastWith(page, "Batch renamed").waitFor();
    await page.getByRole("heading", { name: renamed }).waitFor();

    // learner 2 signs in and finds the batch waiting, under its new name
    const second = await newPage(app.browser, { viewport: { width: 390, height: 844 }, now: NOW });
    await signInAs(second.page, base, { email: LEARNER_2 });
    await second.page.goto(`${base}/my-batches`);
    await second.page.getByTestId("my-batch").filter({ hasText: renamed }).waitFor();
    await screenshot(second.page, "institute-my-batches-csv-phone");

    await page.goto(`${base}/institute/${page.url().split("/")[4]}`);
    await page.getByText("2 learners").waitFor();
    await screenshot(page, "institute-page-desktop");
    const instituteUrl = page.url();

    // the owner reads the staff's activity: the teacher's batch among it, and only theirs once filtered
    await signInAs(page, base, { email: OWNER });
    await page.goto(instituteUrl);
    await page.getByRole("link", { name: "Staff activity" }).click();
    await page.getByRole("heading", { name: "Staff activity" }).waitFor();
    const activity = page.getByRole("list", { name: "Staff activity" });
    const entries = activity.getByTestId("activity-entry");
    await entries.filter({ hasText: "POST /api/institutes/:instituteId/batches" }).first().waitFor();
    await entries.filter({ hasText: OWNER }).first().waitFor();
    await page.getByLabel("Role", { exact: true }).selectOption("teacher");
    await expect.poll(() => entries.filter({ hasText: OWNER }).count()).toBe(0);
    await expect.poll(() => entries.filter({ hasText: TEACHER }).count()).toBeGreaterThan(1);
    await screenshot(page, "institute-activity-desktop");

    // the owner removes the teacher, who no longer finds the institute
    await page.goto(instituteUrl);
    const staff = page.getByRole("list", { name: "Staff" });
    await staff.getByText("· Teacher").waitFor();
    await staff.getByRole("button", { name: /^Remove .* from the staff$/ }).click();
    await toastWith(page, "is no longer on the staff").waitFor();
    await expect.poll(() => staff.getByText("· Teacher").count()).toBe(0);
    await signInAs(page, base, { email: TEACHER });
    await page.goto(instituteUrl);
    await page.getByText("Institute not found").waitFor();

    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  }, 240_000);
});
