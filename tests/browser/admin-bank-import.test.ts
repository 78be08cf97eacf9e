import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminQuestionsResponseSchema, adminQuizzesResponseSchema } from "@shared/contract/admin";
import JSZip from "jszip";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pageGet, toastWith } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

const SUBJECT = "Zq-Imported physics";

const choice = (name: string, text: string, options: string[], right: number) =>
  [
    `  <question type="multichoice">`,
    `    <name><text>${name}</text></name>`,
    `    <questiontext format="html"><text>${text}</text></questiontext>`,
    "    <single>true</single>",
    ...options.map(
      (o, i) => `    <answer fraction="${i === right ? 100 : 0}" format="html"><text>${o}</text></answer>`,
    ),
    "  </question>",
  ].join("\n");

const quiz = (...questions: string[]) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>", ...questions, "</quiz>", ""].join("\n");

const VECTOR = choice(
  "zq-vector",
  "Zq-Import which quantity is a vector?",
  ["Speed", "Mass", "Velocity", "Time"],
  2,
);
const POWER = choice(
  "zq-power",
  "Zq-Import what is the SI unit of power?",
  ["joule", "watt", "newton", "pascal"],
  1,
);
const THREE = choice("zq-three-options", "Zq-Import a question with three options?", ["a", "b", "c"], 0);

async function tempDir(): Promise<string> {
  const dir = path.join(tmpdir(), `abhyas-bank-import-${process.pid}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

async function writeTemp(name: string, text: string): Promise<string> {
  const file = path.join(await tempDir(), name);
  await writeFile(file, text);
  return file;
}

const importedCount = async (page: Page) =>
  (await pageGet(page, "/api/admin/questions?search=Zq-Import", adminQuestionsResponseSchema)).total;

async function fillDefaults(page: Page) {
  await page.locator("#exchange-exam").selectOption("jee");
  await page.getByLabel("Subject", { exact: true }).fill(SUBJECT);
  await page.getByLabel("Topic", { exact: true }).fill("Zq-Units and vectors");
}

describe("the admin's Import / export tab in Chromium", () => {
  const app = useBuiltApp();

  it("names a bad item and writes nothing, imports a good file all at once, moves it into a paper, and exports it back", async () => {
    const base = app.server.url;
    const bad = await writeTemp("zq-bad.xml", quiz(VECTOR, THREE, POWER));
    const good = await writeTemp("zq-good.xml", quiz(VECTOR, POWER));
    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 900 } });
    await signInAs(page, base, { email: "zq-bank-admin@example.com", role: "admin" });
    await page.goto(`${base}/admin`);
    await page.getByRole("tab", { name: "Import / export" }).click();
    await expect(page.getByLabel("Format").inputValue()).resolves.toBe("moodle-xml");
    await fillDefaults(page);

    // a file with one bad item: the preview names it, and the import stays shut
    await page.getByLabel("Choose a file").setInputFiles(bad);
    await page.getByText("Loaded zq-bad.xml").waitFor();
    await page.getByRole("button", { name: "Preview" }).click();
    const problems = page.getByTestId("exchange-problems");
    await problems.waitFor();
    await expect(problems.textContent()).resolves.toBe(
      "item zq-three-options: has 3 options; the bank's questions have 4 or 5",
    );
    await expect(page.getByTestId("exchange-summary").textContent()).resolves.toContain(
      "2 questions read · 1 bad item · 0 already in the bank · 0 to add",
    );
    await expect(page.getByRole("button", { name: "Import", exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByTestId("exchange-status").filter({ hasText: "Fix the problems" }).waitFor();
    await screenshot(page, "admin-bank-import-desktop");
    expect(await importedCount(page)).toBe(0);

    // a good file: previewed clean, then imported all at once
    await page.getByLabel("Choose a file").setInputFiles(good);
    await page.getByText("Loaded zq-good.xml").waitFor();
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("exchange-status").filter({ hasText: "The preview is clean" }).waitFor();
    await expect(page.getByTestId("exchange-item").count()).resolves.toBe(2);
    expect(await importedCount(page)).toBe(0);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toastWith(page, "Questions imported").waitFor();
    await page
      .getByTestId("exchange-status")
      .filter({
        hasText:
          "Imported: 2 questions added as drafts. Learners see them once you publish them in Questions.",
      })
      .waitFor();
    expect(await importedCount(page)).toBe(2);

    // the questions are in the Questions tab, with the subject the form gave them, as drafts
    await page.getByRole("tab", { name: "Questions" }).click();
    await page.getByLabel("Search text, subject, topic, slug or id").fill("Zq-Import");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const list = page.getByRole("list", { name: "Questions" });
    await page.getByText("2 questions", { exact: true }).waitFor();
    await list.getByText("Zq-Import which quantity is a vector?").waitFor();
    await list.getByText("Zq-Import what is the SI unit of power?").waitFor();
    await expect(list.getByText("Draft", { exact: true }).count()).resolves.toBe(2);

    // both selected at once, then moved into a JEE paper: the bar asks first
    const paper = (await pageGet(page, "/api/admin/quizzes", adminQuizzesResponseSchema)).find(
      (q) => q.examType === "jee" && q.kind === "practice",
    );
    if (!paper) throw new Error("the seeded bank has no JEE practice paper");
    await page.getByLabel("Select all on this page").check();
    await expect(page.getByTestId("bulk-count").textContent()).resolves.toBe("2 questions selected");
    await page.locator("#bulk-action").selectOption("move");
    await page.locator("#bulk-quiz").selectOption(String(paper.id));
    await page.getByTestId("bulk-bar").scrollIntoViewIfNeeded();
    await screenshot(page, "admin-bank-bulk-desktop");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Move 2 questions?" });
    await confirm.getByText("They leave every paper they are in and join the one you chose.").waitFor();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await toastWith(page, "2 questions: done").waitFor();
    await expect(page.getByTestId("bulk-bar").count()).resolves.toBe(0);

    // the paper shows them: the bank filtered by it lists both, and so does the API
    await page.locator("#bank-quiz").selectOption(String(paper.id));
    await page.getByText("2 questions", { exact: true }).waitFor();
    await list.getByText("Zq-Import which quantity is a vector?").waitFor();
    await list.getByText("Zq-Import what is the SI unit of power?").waitFor();
    await expect(list.getByText(`In: ${paper.title}`).count()).resolves.toBe(2);
    const inPaper = await pageGet(
      page,
      `/api/admin/questions?quizId=${paper.id}&search=Zq-Import`,
      adminQuestionsResponseSchema,
    );
    expect(inPaper.items.map((q) => q.question).sort()).toEqual([
      "Zq-Import what is the SI unit of power?",
      "Zq-Import which quantity is a vector?",
    ]);

    // added to the paper again: no second copy, and the bar says which were there already
    await page.getByLabel("Select all on this page").check();
    await page.locator("#bulk-action").selectOption("add");
    await page.locator("#bulk-quiz").selectOption(String(paper.id));
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    const already = inPaper.items
      .map((q) => q.id)
      .sort((a, b) => a - b)
      .join(", ");
    await toastWith(page, `Changed: 0 · Already in the paper, not added again: ${already}`).waitFor();
    await page.getByText("2 questions", { exact: true }).waitFor();

    // on a phone the bank and its bar fit the screen
    const phone = await newPage(app.browser, { mobile: true });
    await signInAs(phone.page, base, { email: "zq-bank-admin-phone@example.com", role: "admin" });
    await phone.page.goto(`${base}/admin`);
    await phone.page.getByRole("tab", { name: "Questions" }).click();
    await phone.page.getByLabel("Search text, subject, topic, slug or id").fill("Zq-Import");
    await phone.page.getByRole("button", { name: "Search", exact: true }).click();
    await phone.page.getByText("2 questions", { exact: true }).waitFor();
    await phone.page.getByLabel("Select all on this page").check();
    await phone.page.locator("#bulk-action").selectOption("set-difficulty");
    await phone.page.getByTestId("bulk-bar").scrollIntoViewIfNeeded();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, "admin-bank-bulk-phone");
    expect(phone.errors).toEqual([]);

    // exported as GIFT, the file holds both, each with its right answer
    await page.getByRole("tab", { name: "Import / export" }).click();
    await page.locator("#export-exam").selectOption("jee");
    await page.getByLabel("Subject (optional, needs an exam)").fill(SUBJECT);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download GIFT" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("jee-zq-imported-physics.gift.txt");
    const gift = await readFile(await download.path(), "utf8");
    expect(gift).toContain(
      "Zq-Import which quantity is a vector? {\n\t~Speed\n\t~Mass\n\t=Velocity\n\t~Time",
    );
    expect(gift).toContain("Zq-Import what is the SI unit of power?");
    await toastWith(page, "Exported").waitFor();
    // and the tab says what GIFT could not carry
    await page
      .getByTestId("export-not-carried")
      .getByText("subject, topic, difficulty and question format (GIFT has none", { exact: false })
      .waitFor();
    expect(errors).toEqual([]);
  }, 240_000);

  it("imports a CSV in a .zip with its picture, shows the figure, and exports a QTI package with it", async () => {
    const base = app.server.url;
    const picture = await sharp({ create: { width: 80, height: 50, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const zip = new JSZip();
    zip.file(
      "zq-lenses.csv",
      [
        "question,option1,option2,option3,option4,correctAnswer,explanation,image,imageAlt",
        "Zq-Picture where does the convex lens in the figure form the image?,At F,At 2F,Beyond 2F,At infinity,b,An object at 2F has its image at 2F,pictures/zq-lens.png,Zq-A convex lens with an object at 2F",
      ].join("\n"),
    );
    zip.file("pictures/zq-lens.png", picture);
    const file = path.join(await tempDir(), "zq-lenses.zip");
    await writeFile(file, await zip.generateAsync({ type: "nodebuffer" }));

    const { page, errors } = await newPage(app.browser, { viewport: { width: 1280, height: 900 } });
    await signInAs(page, base, { email: "zq-bank-figure-admin@example.com", role: "admin" });
    await page.goto(`${base}/admin?tab=exchange`);
    await page.locator("#exchange-format").selectOption("csv");
    await fillDefaults(page);
    await page.getByLabel("Choose a file").setInputFiles(file);
    await page.getByText("Loaded zq-lenses.zip").waitFor();
    await page.getByTestId("exchange-archive").waitFor();
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByTestId("exchange-status").filter({ hasText: "The preview is clean" }).waitFor();
    await expect(page.getByTestId("exchange-item-figure").textContent()).resolves.toBe(
      "Picture: zq-lens.png",
    );
    await screenshot(page, "admin-bank-import-picture-desktop");
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toastWith(page, "Questions imported").waitFor();

    // the picture is a figure of the JEE bank, its image served, and the question shows it
    await page.getByRole("tab", { name: "Passages & figures" }).click();
    const figure = page
      .getByTestId("stimulus-list")
      .locator("li", { hasText: "Zq-A convex lens with an object at 2F" });
    await figure.waitFor();
    const image = figure.getByRole("img", { name: "Zq-A convex lens with an object at 2F" });
    // the list's images load lazily: in view, the picture loads
    await image.scrollIntoViewIfNeeded();
    await expect(
      image.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBe(80);
    const imported = await pageGet(
      page,
      "/api/admin/questions?search=Zq-Picture",
      adminQuestionsResponseSchema,
    );
    expect(imported.items).toHaveLength(1);
    expect(imported.items[0]?.stimulusId).toEqual(expect.any(Number));

    // exported as QTI 3.0, the download is a .zip with the items and the picture
    await page.getByRole("tab", { name: "Import / export" }).click();
    await page.locator("#export-exam").selectOption("jee");
    await page.getByLabel("Subject (optional, needs an exam)").fill(SUBJECT);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download QTI 3.0" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.qti3\.zip$/);
    const exported = await JSZip.loadAsync(await readFile(await download.path()));
    const names = Object.values(exported.files)
      .filter((f) => !f.dir)
      .map((f) => f.name);
    expect(names.filter((n) => n.startsWith("images/"))).toHaveLength(1);
    const items = await exported.file(names.find((n) => n.endsWith(".qti.xml")) ?? "")?.async("string");
    expect(items).toContain("Zq-Picture where does the convex lens in the figure form the image?");
    expect(items).toContain('alt="Zq-A convex lens with an object at 2F"');
    expect(errors).toEqual([]);
  }, 180_000);

  it("fits a phone, with the bad item named in Hindi", async () => {
    const bad = await writeTemp("zq-bad-hi.xml", quiz(THREE));
    const { page, errors } = await newPage(app.browser, { mobile: true, locale: "hi-IN" });
    await signInAs(page, app.server.url, { email: "zq-bank-admin-hi@example.com", role: "admin" });
    await page.goto(`${app.server.url}/admin?tab=exchange`);
    await page.getByLabel("विषय", { exact: true }).fill(SUBJECT);
    await page.getByLabel("टॉपिक", { exact: true }).fill("Zq-Units");
    await page.getByLabel("फ़ाइल चुनें").setInputFiles(bad);
    await page.getByRole("button", { name: "पूर्वावलोकन" }).click();
    const problems = page.getByTestId("exchange-problems");
    await problems.waitFor();
    await expect(problems.textContent()).resolves.toBe(
      "प्रश्न zq-three-options: इसमें 3 विकल्प हैं; बैंक के प्रश्नों में 4 या 5 होते हैं",
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await problems.scrollIntoViewIfNeeded();
    await screenshot(page, "admin-bank-import-phone");
    expect(errors).toEqual([]);
  }, 120_000);
});
