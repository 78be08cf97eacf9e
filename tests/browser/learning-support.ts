import fs from "node:fs";
import path from "node:path";
import { attemptSheetSchema } from "@shared/contract/attempts";
import { quizDetailSchema } from "@shared/contract/quizzes";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { z } from "zod";
import { ALL_EXAM_CONTENT } from "../../src/server/content";
import { SEEDED_SET_QUESTIONS } from "../../src/server/seed/seed-stimuli";

/**
 * Helpers for the learning browser tests. The answer key comes from the demo content source (the
 * same files the seeder writes), matched by question text, so a test can answer right or wrong on
 * purpose and know what the server must score.
 */

/**
 * Keys by text, and by text with options: some stems repeat across the bank with other options and
 * other keys ("Select the correctly spelt word."), so such a question is looked up with its options.
 */
const KEY = new Map<string, number>();
const AMBIGUOUS = new Set<string>();
const withOptions = (text: string, options: readonly string[]) => JSON.stringify([text, ...options]);
function addKey(text: string, options: readonly string[], correct: number) {
  if (KEY.has(text) && KEY.get(text) !== correct) AMBIGUOUS.add(text);
  KEY.set(text, correct);
  KEY.set(withOptions(text, options), correct);
}
for (const exam of ALL_EXAM_CONTENT) {
  for (const q of exam.questions)
    if (q.type !== "multiple" && q.type !== "numerical") addKey(q.text, q.options, q.correct);
}
for (const q of SEEDED_SET_QUESTIONS) addKey(q.text, q.options, q.correct);

type Asked = string | { question: string; options: readonly string[] };

/** The correct option index of a seeded question: by its English text, or its text and options. */
export function correctIndexOf(asked: Asked): number {
  const text = typeof asked === "string" ? asked : asked.question;
  const index =
    typeof asked === "string" ? KEY.get(text) : (KEY.get(withOptions(text, asked.options)) ?? KEY.get(text));
  if (index === undefined) throw new Error(`no demo question with text: ${text.slice(0, 60)}`);
  if (typeof asked === "string" && AMBIGUOUS.has(text))
    throw new Error(`several demo questions read "${text.slice(0, 60)}": look it up with its options`);
  return index;
}

/** A wrong option index for that question. */
export function wrongIndexOf(asked: Asked): number {
  return (correctIndexOf(asked) + 1) % 4;
}

/** GET from inside the signed-in page (so its cookie goes along), parsed with the contract schema. */
export async function pageGet<S extends z.ZodType>(page: Page, url: string, schema: S): Promise<z.infer<S>> {
  const body = await page.evaluate(async (u) => {
    const res = await fetch(u, { credentials: "include" });
    return { status: res.status, text: await res.text() };
  }, url);
  if (body.status !== 200) throw new Error(`GET ${url} answered ${body.status}: ${body.text}`);
  return schema.parse(JSON.parse(body.text));
}

/** The sheet the server holds for the learner's open attempt: starting again answers it (deadline, saved answers). */
export async function openAttemptSheet(page: Page, quizId: number) {
  const body = await page.evaluate(async (id) => {
    const res = await fetch(`/api/quiz/${id}/start`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      credentials: "include",
    });
    return { status: res.status, text: await res.text() };
  }, quizId);
  if (body.status !== 200) throw new Error(`start answered ${body.status}: ${body.text}`);
  return attemptSheetSchema.parse(JSON.parse(body.text));
}

export async function quizDetail(page: Page, quizId: number) {
  return pageGet(page, `/api/quiz/${quizId}`, quizDetailSchema);
}

/** "Question 3 of 10" -> 3 */
export async function currentQuestionNumber(page: Page): Promise<number> {
  const text = await page
    .getByText(/^Question \d+ of \d+$/)
    .first()
    .textContent();
  const match = /Question (\d+) of/.exec(text ?? "");
  if (!match) throw new Error(`no question counter: ${text}`);
  return Number(match[1]);
}

/** A clock as the hall shows it (m:ss), in seconds. */
export function clockSeconds(clock: string | null): number {
  const [minutes, seconds] = (clock ?? "").split(":").map(Number);
  return (minutes ?? Number.NaN) * 60 + (seconds ?? Number.NaN);
}

/**
 * Holds the page's clock still (installed, it runs on with real time) and answers the seconds the
 * hall's clock shows once settled: from then on what it shows moves only by clock.runFor, so a slow
 * machine's real seconds cannot slip in between two readings. Resume the clock when done reading.
 */
export async function heldClockSeconds(page: Page, read: () => Promise<number>): Promise<number> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.clock.runFor(1_000);
  let shown = await read();
  await expect
    .poll(async () => {
      const now = await read();
      const settled = now === shown;
      shown = now;
      return settled;
    })
    .toBe(true);
  return shown;
}

export function option(page: Page, index: number): Locator {
  return page.getByRole("radio").nth(index);
}

export function paletteButton(page: Page, number: number): Locator {
  return page.getByRole("button", { name: new RegExp(`^Question ${number}: `) });
}

export function toastWith(page: Page, title: string): Locator {
  return page.getByTestId("toast").filter({ hasText: title });
}

const AXE_PATH = path.resolve("node_modules/axe-core/axe.min.js");

/** The serious and critical axe violations on the page ("rule: targets"). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // evaluated over the DevTools protocol, so the app's Content-Security-Policy (no inline scripts) allows it
  await page.evaluate(fs.readFileSync(AXE_PATH, "utf8"));
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}
