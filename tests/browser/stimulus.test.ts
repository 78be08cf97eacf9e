import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { quizzesResponseSchema } from "@shared/contract/quizzes";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { enterHall } from "./exam-hall-support";
import { pageGet, seriousAxeViolations } from "./learning-support";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

const SET_TITLE = "Reading and data sets";
const PASSAGE_TITLE = "The village bank mitra";

async function openSetQuiz(page: Page, baseUrl: string) {
  const quizzes = await pageGet(page, "/api/quizzes", quizzesResponseSchema);
  const quiz = quizzes.find((q) => q.title === SET_TITLE);
  if (!quiz) throw new Error(`the seeded quiz "${SET_TITLE}" is not listed`);
  await page.goto(`${baseUrl}/quiz/${quiz.id}`);
  await enterHall(page);
  await page.getByText("Question 1 of 5").waitFor();
  return quiz.id;
}

const box = async (page: Page, testId: string) => {
  const found = await page.getByTestId(testId).first().boundingBox();
  if (!found) throw new Error(`${testId} is not on screen`);
  return found;
};

describe("a passage, table or figure shared by a set of questions", () => {
  const app = useBuiltApp();

  it("on a desktop, shows the passage beside the question in its own column, and the table as a table", async () => {
    const { page, errors } = await newPage(app.browser, { viewport: { width: 1366, height: 768 } });
    await signInAs(page, app.server.url, { email: "sets.desktop@example.com", firstName: "Zq-Sets" });
    await openSetQuiz(page, app.server.url);

    const stimulus = page.getByTestId("stimulus");
    await stimulus.getByRole("heading", { name: PASSAGE_TITLE }).waitFor();
    await stimulus.getByText(/bank mitras, were appointed to close that distance/).waitFor();
    // side by side: the passage on the left, the question's text on the right, both in view
    const passage = await box(page, "stimulus");
    const question = await page.getByRole("heading", { name: /bank mitras\) appointed/ }).boundingBox();
    expect(question).not.toBeNull();
    expect(passage.x + passage.width).toBeLessThanOrEqual(question!.x);
    expect(question!.y).toBeLessThan(passage.y + passage.height);
    // the fold button is for phones only
    await expect(page.getByRole("button", { name: "Hide passage" }).isVisible()).resolves.toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, "stimulus-desktop");

    // the table's questions show a real table with column headers
    for (let i = 1; i < 4; i++) {
      await page.getByRole("button", { name: "Next Question" }).click();
      await page.getByText(`Question ${i + 1} of 5`).waitFor();
    }
    const table = page.getByTestId("stimulus-table");
    await table.getByRole("columnheader", { name: "Farm loans" }).waitFor();
    expect(await table.getByRole("row").count()).toBe(6);
    await table.getByRole("cell", { name: "300" }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it("on a phone, puts the passage above the question, folded away after the set's first question, in Hindi when chosen", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true });
    await signInAs(page, app.server.url, { email: "sets.phone@example.com", firstName: "Zq-Sets" });
    await openSetQuiz(page, app.server.url);

    const content = page.getByTestId("stimulus-content");
    const hide = page.getByRole("button", { name: "Hide passage" });
    await hide.waitFor();
    await expect(hide.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(content.isVisible()).resolves.toBe(true);
    const passage = await box(page, "stimulus");
    const question = await page.getByRole("heading", { name: /bank mitras\) appointed/ }).boundingBox();
    expect(passage.y + passage.height).toBeLessThanOrEqual(question!.y);
    expect(passage.width).toBeLessThanOrEqual(390);
    await screenshot(page, "stimulus-phone");

    await hide.click();
    await expect(content.isVisible()).resolves.toBe(false);
    const show = page.getByRole("button", { name: "Show passage" });
    await expect(show.getAttribute("aria-expanded")).resolves.toBe("false");

    // the set's second question starts with the passage folded; one tap opens it
    await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByText("Question 2 of 5").waitFor();
    await expect(content.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Show passage" }).click();
    await page.getByText(/holds only a small cash float/).waitFor();

    // Hindi: the passage in Hindi
    await page.getByRole("button", { name: "हिन्दी" }).click();
    await page.getByTestId("stimulus").getByRole("heading", { name: "गाँव का बैंक मित्र" }).waitFor();
    await page.getByText(/बैंक मित्र गाँव वालों को/).waitFor();
    expect(errors).toEqual([]);
  });

  it("an admin uploads a figure with alt text; the quiz shows it sized, lazy and described", async () => {
    const { page, errors } = await newPage(app.browser, { viewport: { width: 1366, height: 768 } });
    await signInAs(page, app.server.url, { email: "figures.admin@example.com", role: "admin" });
    await page.goto(`${app.server.url}/admin?tab=stimuli`);
    await page.getByRole("heading", { name: "New passage, table or figure" }).waitFor();

    await page.getByLabel("Exam", { exact: true }).selectOption("jee");
    await page.getByLabel("Kind", { exact: true }).selectOption("figure");
    await page.getByLabel("Title (optional)").fill("Zq-Inclined plane");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "figure-")), "incline.png");
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 1800, height: 900, channels: 3, background: "#1d4ed8" } })
        .png()
        .toBuffer(),
    );
    await page.getByLabel(/^Image/).setInputFiles(file);
    await page.getByText("Uploaded: 1200 x 600 px, stored as WebP.").waitFor();
    await page.getByLabel("Alt text: what the figure shows").fill("A block resting on a slope of 30 degrees");
    await page.getByRole("button", { name: "Save figure" }).click();
    await page.getByTestId("stimulus-list").getByText("Zq-Inclined plane").waitFor();

    // a quiz whose question shares it, made through the admin API
    const quizId = await page.evaluate(async () => {
      const send = async (method: string, url: string, body: unknown) => {
        const res = await fetch(url, {
          method,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          credentials: "include",
        });
        if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const stimuli = (await (await fetch("/api/admin/stimuli", { credentials: "include" })).json()) as {
        id: number;
        title: string;
      }[];
      const figure = stimuli.find((s) => s.title === "Zq-Inclined plane");
      const categories = (await (
        await fetch("/api/admin/categories", { credentials: "include" })
      ).json()) as {
        id: number;
        examType: string;
      }[];
      const category = categories.find((c) => c.examType === "jee");
      const quiz = await send("POST", "/api/admin/quizzes", {
        title: "Zq-Figure quiz",
        categoryId: category?.id,
      });
      await send("POST", "/api/admin/questions", {
        question: "What holds the block on the slope?",
        options: ["Friction", "Magnetism", "Buoyancy", "Tension in a rope"],
        correctAnswer: 0,
        quizId: quiz.id,
        stimulusId: figure?.id,
      });
      await send("PUT", `/api/admin/quizzes/${quiz.id}`, { published: true });
      return quiz.id as number;
    });

    await page.goto(`${app.server.url}/quiz/${quizId}`);
    await enterHall(page);
    const image = page
      .getByTestId("stimulus")
      .getByRole("img", { name: "A block resting on a slope of 30 degrees" });
    await image.waitFor();
    expect(
      await image.evaluate((img: HTMLImageElement) => [
        img.getAttribute("width"),
        img.getAttribute("height"),
        img.getAttribute("loading"),
        img.getAttribute("decoding"),
      ]),
    ).toEqual(["1200", "600", "lazy", "async"]);
    await page.waitForFunction(
      () =>
        (document.querySelector("[data-testid=stimulus-image]") as HTMLImageElement | null)?.naturalWidth ===
        1200,
    );
    expect(errors).toEqual([]);
  });
});
