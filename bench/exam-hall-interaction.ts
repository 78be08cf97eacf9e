import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { type HallFixtures, learnerCookies } from "./exam-hall-fixtures";
import { log, ROOT } from "./support";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Lighthouse's mobile slowdown, applied through the DevTools protocol as DevTools does. */
export const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * What the page records from the start: every Event Timing entry of an interaction (16 ms is the
 * least duration the browser reports) and every long task and long animation frame.
 */
const OBSERVE = () => {
  const w = window as unknown as {
    __events: { id: number; start: number; duration: number }[];
    __long: { type: string; start: number; duration: number }[];
  };
  w.__events = [];
  w.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId) w.__events.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // when the OMR hall's first bubble is on the page (its own clock, not the bench's round trips)
  const bubbles = new MutationObserver(() => {
    if (!document.querySelector("button[data-option]")) return;
    (window as unknown as { __firstBubble: number }).__firstBubble = performance.now();
    bubbles.disconnect();
  });
  bubbles.observe(document, { childList: true, subtree: true });
  for (const type of ["longtask", "long-animation-frame"]) {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push({ type, start: e.startTime, duration: e.duration });
      }).observe({ type, buffered: true });
    } catch {
      // an older Chromium without long animation frames
    }
  }
};

export type InteractionFigures = {
  /** the worst interaction of each kind (ms); 16 means none reached 16 ms, the least reported */
  optionInp: number;
  paletteInp: number;
  optionCount: number;
  paletteCount: number;
};

export type OmrTapFigures = {
  /** the worst interaction of pencilling or inking a bubble (ms); 16 means none reached 16 ms */
  tapInp: number;
  tapCount: number;
  /** from navigation until the first bubble was on the page (ms) */
  firstBubble: number;
  /** from navigation until the first tap on a bubble, sent as soon as the bench saw one, was painted (ms) */
  firstTapPainted: number;
};

export type ScrollFigures = {
  longestTask: number;
  tasksOver50: number;
  longestFrame: number;
  framesOver50: number;
  steps: number;
};

/** What BENCH_TRACE_DIR's timelines hold: the main thread's tasks and frames, and the display's. */
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "disabled-by-default-v8.compile",
  "viz",
];

/** A phone (or a desktop) signed in as the fixtures' learner, NTA's instructions of the JEE attempt already read. */
async function phoneContext(browser: Browser, f: HallFixtures, desktop = false): Promise<BrowserContext> {
  const context = await browser.newContext(
    desktop ? { viewport: DESKTOP, deviceScaleFactor: 1 } : { viewport: PHONE, deviceScaleFactor: 2 },
  );
  // a slowed CPU on a busy machine: Playwright's own waits need longer than their 30 s
  context.setDefaultTimeout(120_000);
  await context.addCookies(learnerCookies(f));
  await context.addInitScript(
    ({ key }) => {
      if (location.protocol.startsWith("http")) localStorage.setItem(key, "1");
    },
    { key: `abhyas:nta-ready:${f.jee.attemptId}` },
  );
  await context.addInitScript(OBSERVE);
  return context;
}

/** An exam hall whose taps are measured: where its paper is, and how its phone layout names things. */
type HallUnderTest = {
  quizId: number;
  /** the button that opens the palette on a phone */
  paletteButton: string;
  /** what shows once question `n` is on screen */
  questionShown: (n: number) => string | RegExp;
  /** questions of the first section to jump to, one per round (none with a keypad for options) */
  targets: number[];
  /** for BENCH_TRACE_DIR's file names */
  traceName: string;
};

const NTA_HALL = (f: HallFixtures): HallUnderTest => ({
  quizId: f.jee.quizId,
  paletteButton: "Question Palette",
  questionShown: (n) => `Question ${n}:`,
  // Physics' single-correct questions (its numerical ones, 9 and 10, have a keypad, not options)
  targets: [3, 5, 2, 7, 4, 6],
  traceName: "nta-taps",
});

const TCS_HALL = (f: HallFixtures): HallUnderTest => ({
  quizId: f.ssc.quizId,
  paletteButton: "Palette",
  questionShown: (n) => new RegExp(`^Question ${n} of \\d+$`),
  targets: [3, 5, 2, 7, 4, 6],
  traceName: "tcs-taps",
});

/**
 * Headless Chromium's window for a phone-sized page is the phone's size in device-independent
 * pixels, and its bottom 80-odd pixels are never drawn: a change there alone (an option near the
 * foot of the screen chosen) waits for the next change elsewhere to be presented, and Event Timing
 * counts that wait (400-800 ms, the countdown's next second). On a phone the whole screen is drawn.
 * A window larger than the page makes it so here; the page still sees the phone's screen.
 */
async function drawWholeScreen(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { windowId } = await cdp.send("Browser.getWindowForTarget");
  await cdp.send("Browser.setWindowBounds", { windowId, bounds: { width: 1000, height: 2000 } });
  await cdp.detach();
}

/** The page sees a phone: 390 px wide at twice the pixels (the hall's phone layout, its palette dialog). */
async function expectPhoneScreen(page: Page): Promise<void> {
  const screen = await page.evaluate(() => ({ width: window.innerWidth, ratio: window.devicePixelRatio }));
  if (screen.width !== PHONE.width || screen.ratio !== 2)
    throw new Error(
      `the page is ${screen.width} px wide at ${screen.ratio}x, not a phone's ${PHONE.width} px at 2x`,
    );
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

const now = (page: Page) => page.evaluate(() => performance.now());

/**
 * A click as the phone's own input would give it, at the element's centre. Found, scrolled to and
 * measured first, then the mouse alone: a locator's click runs Playwright's checks inside the page
 * (accessibility queries, a hit-target listener on pointerdown and click) on the same slowed main
 * thread, and the Event Timing entries would count that work as the page's.
 */
async function clickAt(page: Page, target: Locator, pauseMs = 100): Promise<void> {
  await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const box = await target.boundingBox();
  if (!box) throw new Error("the element to click is not on screen");
  if (pauseMs > 0) await page.waitForTimeout(pauseMs);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The worst interaction (max over each interaction's entries) whose input started in one of the windows. */
async function worstIn(page: Page, windows: [number, number][]): Promise<number> {
  const events = await page.evaluate(
    () => (window as unknown as { __events: { id: number; start: number; duration: number }[] }).__events,
  );
  const perWindow = windows.map(([a, b]) =>
    Math.max(16, ...events.filter((e) => e.start >= a && e.start <= b).map((e) => e.duration)),
  );
  log(`  each interaction in turn (ms): ${perWindow.join(", ")}`);
  return Math.max(16, ...perWindow);
}

/** INP of choosing an option and of jumping by the palette in an exam hall, on a phone, CPU slowed 4x. */
async function hallInteractions(
  browser: Browser,
  f: HallFixtures,
  hall: HallUnderTest,
): Promise<InteractionFigures> {
  const context = await phoneContext(browser, f);
  const page = await context.newPage();
  try {
    await drawWholeScreen(page);
    await page.goto(`${f.baseUrl}/quiz/${hall.quizId}`);
    await page.getByText(hall.questionShown(1), { exact: true }).waitFor({ timeout: 60_000 });
    await expectPhoneScreen(page);
    await throttle(page);
    // BENCH_TRACE_DIR=/tmp/traces keeps Chromium's timeline of the taps (and of the OMR scroll), to tell a slow tap from a slow frame
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir)
      await browser.startTracing(page, {
        path: path.join(traceDir, `${hall.traceName}-${Date.now()}.json`),
        categories: TRACE_CATEGORIES,
      });
    // the learner reads the question before the first tap: by then the work the hall holds until
    // its first question shows (dialogs' and the passage panel's code, the service worker) has run,
    // as it has within 3 s (lib/lazy-when-idle.ts)
    await page.waitForTimeout(4000);
    const options: [number, number][] = [];
    const palette: [number, number][] = [];
    const settle = () => page.waitForTimeout(400);
    for (let round = 0; round < 6; round++) {
      for (const nth of [round % 4, (round + 2) % 4]) {
        const t0 = await now(page);
        await clickAt(page, page.getByRole("radio").nth(nth));
        await settle();
        options.push([t0, await now(page)]);
      }
      const target = hall.targets[round] ?? 2;
      const t0 = await now(page);
      await clickAt(page, page.getByRole("button", { name: hall.paletteButton, exact: true }));
      const dialog = page.getByRole("dialog", { name: "Question palette" });
      await clickAt(page, dialog.getByRole("button", { name: new RegExp(`^Question ${target}: `) }));
      await dialog.waitFor({ state: "hidden" });
      await page.getByText(hall.questionShown(target), { exact: true }).waitFor();
      await settle();
      palette.push([t0, await now(page)]);
    }
    await page.waitForTimeout(500);
    if (traceDir) await browser.stopTracing();
    const figures = {
      optionInp: await worstIn(page, options),
      paletteInp: await worstIn(page, palette),
      optionCount: options.length,
      paletteCount: palette.length * 2,
    };
    return figures;
  } catch (error) {
    await page
      .screenshot({
        path: path.join(ROOT, "test-results", "screenshots", `bench-${hall.traceName}-failure.png`),
      })
      .catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}

/** Until the OMR booklet, which adds its questions a batch at a time, has all of them on the page. */
async function wholeBooklet(page: Page, questions: number): Promise<void> {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="booklet-question"]').length === n,
    questions,
    { timeout: 120_000, polling: 250 },
  );
}

/** The OMR paper's rows tapped, pencil then ink, each in its own round: none tapped by another run. */
const OMR_TAP_ROWS = { phone: [2, 3, 4, 5, 6, 7], desktop: [12, 13, 14, 15, 16, 17] } as const;

/**
 * The 180-question NEET OMR paper at a phone's or a desktop's width, CPU slowed 4x from the start:
 * when the first tap on a bubble (sent as soon as one shows: the phone's bar holds row 1, the
 * desktop's sheet beside the booklet) is painted, then INP of pencilling and inking bubbles of
 * six rows on the sheet (the phone's in its drawer).
 */
export async function omrTaps(
  browser: Browser,
  f: HallFixtures,
  width: "phone" | "desktop",
): Promise<OmrTapFigures> {
  const isPhone = width === "phone";
  const context = await phoneContext(browser, f, !isPhone);
  const page = await context.newPage();
  try {
    if (isPhone) await drawWholeScreen(page);
    await throttle(page);
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir)
      await browser.startTracing(page, {
        path: path.join(traceDir, `omr-taps-${width}-${Date.now()}.json`),
        categories: TRACE_CATEGORIES,
      });
    // CSS, not roles: Playwright's role queries run in the page, on its slowed main thread, and
    // over the booklet's 25,000 elements one takes longer than a tap's whole answer
    const bubble = (scope: Page | Locator, row: number, letter: string) =>
      scope.locator(`[data-testid="omr-row"][data-number="${row}"] button[data-option="${letter}"]`);
    await page.goto(`${f.baseUrl}/quiz/${f.neet.quizId}`, { waitUntil: "commit" });
    const first = bubble(page, 1, "A").first();
    await first.waitFor({ timeout: 120_000 });
    await clickAt(page, first, 0);
    await page.locator('button[data-state="pencilled"]').first().waitFor({ timeout: 120_000 });
    const firstEvent = await page.evaluate(
      () => (window as unknown as { __events: { start: number; duration: number }[] }).__events[0],
    );
    if (!firstEvent) throw new Error("the first tap on a bubble left no Event Timing entry");
    const firstTapPainted = firstEvent.start + firstEvent.duration;
    const firstBubble = await page.evaluate(
      () => (window as unknown as { __firstBubble: number }).__firstBubble,
    );
    log(
      `  the first bubble on the page ${Math.round(firstBubble)} ms after navigation, the first tap on one painted at ${Math.round(firstTapPainted)} ms`,
    );
    await wholeBooklet(page, f.neet.questions);
    // the candidate reads before the next tap: the hall's held work has run by then
    await page.waitForTimeout(4000);
    let sheet: Page | Locator = page.locator("aside");
    if (isPhone) {
      await clickAt(page, page.locator('[data-testid="omr-current-row"] button:has-text("Answer sheet")'));
      sheet = page.locator('[role="dialog"]');
      await sheet.waitFor();
      await page.waitForTimeout(1000);
    }
    const taps: [number, number][] = [];
    const settle = () => page.waitForTimeout(400);
    for (const [i, row] of OMR_TAP_ROWS[width].entries()) {
      const letter = "ABCD"[i % 4] ?? "A";
      // pencil, then ink the same bubble
      for (let tap = 0; tap < 2; tap++) {
        const target = bubble(sheet, row, letter);
        await target.scrollIntoViewIfNeeded({ timeout: 30_000 });
        const t0 = await now(page);
        await clickAt(page, target);
        await settle();
        taps.push([t0, await now(page)]);
      }
      await sheet.locator(`[data-number="${row}"][data-filled="true"]`).waitFor();
    }
    await page.waitForTimeout(500);
    if (traceDir) await browser.stopTracing();
    return { tapInp: await worstIn(page, taps), tapCount: taps.length, firstBubble, firstTapPainted };
  } catch (error) {
    await page
      .screenshot({
        path: path.join(ROOT, "test-results", "screenshots", `bench-omr-taps-${width}-failure.png`),
      })
      .catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}

/** Scrolls the OMR booklet of the 180-question NEET paper top to bottom on a phone, CPU slowed 4x. */
export async function omrScroll(browser: Browser, f: HallFixtures): Promise<ScrollFigures> {
  const context = await phoneContext(browser, f);
  const page = await context.newPage();
  try {
    await drawWholeScreen(page);
    await page.goto(`${f.baseUrl}/quiz/${f.neet.quizId}`);
    await page.getByTestId("omr-booklet").waitFor({ timeout: 60_000 });
    await expectPhoneScreen(page);
    await wholeBooklet(page, f.neet.questions);
    await throttle(page);
    await page.waitForTimeout(2000);
    // the wheel turns with the pointer over the fixed bar at the foot of the screen: a phone's
    // finger hovers nothing, while a pointer mid-screen would restyle and hit-test each question
    // passing under it in every frame (work a phone never does)
    const bar = { x: PHONE.width / 2, y: PHONE.height - 12 };
    const overBar = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="omr-current-row"]') != null,
      bar,
    );
    if (!overBar) throw new Error("the foot of the screen is not the OMR hall's fixed bar");
    await page.mouse.move(bar.x, bar.y);
    const traceDir = process.env.BENCH_TRACE_DIR;
    if (traceDir)
      await browser.startTracing(page, {
        path: path.join(traceDir, `omr-scroll-${Date.now()}.json`),
        categories: TRACE_CATEGORIES,
      });
    const t0 = await now(page);
    const atBottom = () =>
      page.evaluate(() => {
        const all = document.querySelectorAll('[data-testid="booklet-question"]');
        const last = all[all.length - 1];
        return last ? last.getBoundingClientRect().bottom <= window.innerHeight + 1 : true;
      });
    let steps = 0;
    while (steps < 600 && !(await atBottom())) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(60);
      steps++;
    }
    await page.waitForTimeout(500);
    if (traceDir) await browser.stopTracing();
    const long = (
      await page.evaluate(
        () => (window as unknown as { __long: { type: string; start: number; duration: number }[] }).__long,
      )
    ).filter((e) => e.start >= t0);
    const of = (type: string) => long.filter((e) => e.type === type).map((e) => e.duration);
    const tasks = of("longtask");
    const frames = of("long-animation-frame");
    return {
      longestTask: Math.max(0, ...tasks),
      tasksOver50: tasks.filter((d) => d > 50).length,
      longestFrame: Math.max(0, ...frames),
      framesOver50: frames.filter((d) => d > 50).length,
      steps,
    };
  } finally {
    await context.close();
  }
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

export async function examHallInteractions(f: HallFixtures): Promise<{
  nta: InteractionFigures | Error;
  tcs: InteractionFigures | Error;
  omr: ScrollFigures | Error;
  omrTaps: { phone: OmrTapFigures | Error; desktop: OmrTapFigures | Error };
}> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    log(`INP in the NTA hall (JEE mock ${f.jee.quizId}), phone, ${CPU_SLOWDOWN}x CPU slowdown`);
    const nta = await hallInteractions(browser, f, NTA_HALL(f)).catch((e: unknown) => asError(e));
    log(`INP in the TCS hall (SSC mock ${f.ssc.quizId}), phone, ${CPU_SLOWDOWN}x CPU slowdown`);
    const tcs = await hallInteractions(browser, f, TCS_HALL(f)).catch((e: unknown) => asError(e));
    log(`scrolling the ${f.neet.questions}-question NEET OMR paper, phone, ${CPU_SLOWDOWN}x CPU slowdown`);
    const omr = await omrScroll(browser, f).catch((e: unknown) => asError(e));
    const taps = async (width: "phone" | "desktop") => {
      log(`pencilling and inking bubbles of the NEET OMR paper, ${width}, ${CPU_SLOWDOWN}x CPU slowdown`);
      return omrTaps(browser, f, width).catch((e: unknown) => asError(e));
    };
    const phone = await taps("phone");
    const desktop = await taps("desktop");
    return { nta, tcs, omr, omrTaps: { phone, desktop } };
  } finally {
    await browser.close();
  }
}
