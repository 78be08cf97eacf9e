import type { Browser, Locator, Page } from "playwright-core";
import { screenshotPath } from "./support";

/** The two sizes the exam hall and quiz page are checked at. */
export const SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1366, height: 768 } },
] as const;
export type Size = (typeof SIZES)[number];

export async function pageAt(browser: Browser, size: Size): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: size.viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, errors };
}

/** Two screenshots side by side in one image (a phone shows the palette and the summary in turn). */
export async function saveSideBySide(page: Page, name: string, images: Buffer[]): Promise<string> {
  const html = `<body style="margin:0;display:flex;gap:16px;background:#e2e8f0;padding:16px">${images
    .map((b) => `<img style="display:block" src="data:image/png;base64,${b.toString("base64")}">`)
    .join("")}</body>`;
  const viewer = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 828, height: 876 } });
  await viewer.setContent(html);
  const file = screenshotPath(name);
  await viewer.screenshot({ path: file, fullPage: true });
  await viewer.close();
  return file;
}

type Box = { x: number; y: number; width: number; height: number };

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The accessible names of the visible controls (buttons, links, radios) that `box` covers. */
export async function controlsCoveredBy(box: Box, within: Locator): Promise<string[]> {
  const covered: string[] = [];
  for (const control of await within.locator("button, a[href], [role=radio], input[type=radio]").all()) {
    if (!(await control.isVisible())) continue;
    const controlBox = await control.boundingBox();
    if (!controlBox || !intersects(box, controlBox)) continue;
    covered.push(((await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "").trim());
  }
  return covered;
}

/**
 * Presses through the paper's instructions (NTA's and the TCS interface's: the declaration, then
 * "I am ready to begin"; the OMR booklet's cover: Start), the candidate's start of the attempt.
 */
export async function startPaper(page: Page): Promise<void> {
  const cover = page.getByTestId("paper-cover");
  await cover.waitFor();
  const declaration = cover.getByRole("checkbox");
  if ((await declaration.count()) > 0) await declaration.check();
  await cover.getByTestId("paper-start").click();
  await cover.waitFor({ state: "detached" });
}

/**
 * Into the hall of the paper the page opened, for tests about the hall itself: presses Start on the
 * paper's cover when it shows one (an exam paper with no attempt in progress), else finds the hall
 * already running (a practice or daily quiz, a resumed attempt).
 */
export async function enterHall(page: Page): Promise<void> {
  const cover = page.getByTestId("paper-cover");
  await cover.or(page.getByTestId("quiz-timer")).first().waitFor();
  if (await cover.isVisible()) await startPaper(page);
}
