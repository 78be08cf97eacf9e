import path from "node:path";
import {
  type LeaderboardResponse,
  leaderboardResponseSchema,
  userRankSchema,
} from "@shared/contract/standing";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiUser,
  apiGetAs,
  apiSignIn,
  axeViolations,
  findQuiz,
  takeQuiz,
  useSession,
} from "./standing-api";
import {
  holdRequests,
  launchBrowser,
  newPage,
  type RunningServer,
  SCREENSHOT_DIR,
  startServer,
} from "./support";

const displayName = (e: { firstName: string | null; lastName: string | null }) =>
  [e.firstName, e.lastName].filter(Boolean).join(" ") || "Anonymous User";

/** What the server's board should look like as rows: rank, display name, points. */
const expectedRows = (board: LeaderboardResponse) =>
  board.entries.map((e) => ({
    rank: String(e.rank),
    name: displayName(e),
    points: e.totalPoints.toLocaleString("en-IN"),
    country: "India",
  }));

/** The rows the page shows, read from the DOM. */
const shownRows = (section: Locator) =>
  section.getByTestId("leaderboard-row").evaluateAll((rows) =>
    rows.map((r) => ({
      rank: r.getAttribute("data-rank"),
      name: r.querySelector("[data-testid=leaderboard-name]")?.textContent,
      points: r.querySelector("[data-testid=leaderboard-points]")?.textContent,
      country: r.querySelector("[data-testid=leaderboard-country]")?.textContent,
    })),
  );

/**
 * The weekly leaderboard with real submissions: eleven rivals each answer two to four questions of a
 * JEE quiz correctly, the learner under test answers one, so the learner ranks below the top 10 and
 * sees the 'You' row.
 */
describe("weekly leaderboard in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let you: ApiUser;
  /**
   * eleven rivals, each with more correct answers than the learner under test (who has one); their
   * names are prefixed so none is shared by a seeded demo learner whose points may be on the board
   */
  const RIVALS = [
    { firstName: "Zq-Ishaan", lastName: "Mehta", correct: 5 },
    { firstName: "Zq-Ananya", lastName: "Iyer", correct: 4 },
    { firstName: "Zq-Rohan", lastName: "Gupta", correct: 4 },
    { firstName: "Zq-Sneha", lastName: "Kulkarni", correct: 3 },
    { firstName: "Zq-Arjun", lastName: "Singh", correct: 3 },
    { firstName: "Zq-Diya", correct: 3 },
    { firstName: "Zq-Kabir", lastName: "Das", correct: 2 },
    { firstName: "Zq-Meher", lastName: "Bansal", correct: 2 },
    { firstName: "Zq-Vivaan", lastName: "Joshi", correct: 2 },
    { firstName: "Zq-Tara", lastName: "Menon", correct: 2 },
    // signed in with an email only: no name at all
    { correct: 2 },
  ];
  const nameOf = (r: { firstName?: string; lastName?: string }) =>
    [r.firstName, r.lastName].filter(Boolean).join(" ") || "Anonymous User";

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const quiz = await findQuiz(server.url, "jee", 5);

    // A scout skips every question (0 points) and reads the correct options from the result review.
    const scout = await apiSignIn(server.url, {
      email: "scout@lb.test",
      firstName: "Zq-Scout",
      lastName: "Zero",
    });
    const scouted = await takeQuiz(server.url, scout, quiz.id, () => undefined);
    expect(scouted.points).toBe(0);
    const correct = new Map(scouted.review.map((r) => [r.id, r.correctIndex]));
    const answerCorrectly = (howMany: number) => (id: number, i: number) =>
      i < howMany ? correct.get(id) : undefined;

    for (const [i, rival] of RIVALS.entries()) {
      const user = await apiSignIn(server.url, {
        email: `rival${i}@lb.test`,
        ...(rival.firstName ? { firstName: rival.firstName } : {}),
        ...(rival.lastName ? { lastName: rival.lastName } : {}),
      });
      const result = await takeQuiz(server.url, user, quiz.id, answerCorrectly(rival.correct));
      expect(result.points).toBe(10 * rival.correct);
    }
    you = await apiSignIn(server.url, { email: "you@lb.test", firstName: "Zq-Kavya", lastName: "Reddy" });
    const mine = await takeQuiz(server.url, you, quiz.id, answerCorrectly(1));
    expect(mine.points).toBe(10);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the top 10 and a 'You' row with Current Position and Your Score for a learner ranked beyond 10", async () => {
    const serverRank = await apiGetAs(server.url, you, "/api/user/rank", userRankSchema);
    expect(serverRank.rank).toBeGreaterThan(10);

    const { page, errors } = await newPage(browser);
    await useSession(page.context(), server.url, you);
    await page.goto(`${server.url}/`);
    const section = page.locator("#leaderboard");
    await section.getByTestId("leaderboard-row").first().waitFor();

    // the rows are the server's top 10, in order, with shared ranks for ties and the display-name rule
    const board = await apiGetAs(server.url, you, "/api/leaderboard", leaderboardResponseSchema);
    expect(board.entries).toHaveLength(10);
    const shown = await shownRows(section);
    expect(shown).toEqual(expectedRows(board));
    expect(shown.every((r) => r.country === "India")).toBe(true);
    // rank 1 is highlighted; ranks 1, 2 and 3 have their own badge colours
    const firstRow = section.getByTestId("leaderboard-row").first();
    await expect(firstRow.getAttribute("class")).resolves.toContain("bg-amber-50");
    const badgeByRank = new Map(
      await section
        .getByTestId("rank-badge")
        .evaluateAll((els) =>
          els.map((b) => [Number(b.textContent?.replace("Rank ", "")), b.className] as const),
        ),
    );
    const podium = [1, 2, 3].filter((r) => badgeByRank.has(r)).map((r) => badgeByRank.get(r));
    const others = [...badgeByRank].filter(([r]) => r > 3).map(([, c]) => c);
    expect(podium.length).toBeGreaterThanOrEqual(2);
    expect(new Set(podium).size).toBe(podium.length);
    for (const c of others) expect(podium).not.toContain(c);

    const youRow = section.getByTestId("leaderboard-you-row");
    await youRow.waitFor();
    await expect(youRow.textContent()).resolves.toContain("You");
    await expect(youRow.getByText("Current Position").isVisible()).resolves.toBe(true);
    await expect(youRow.getByText(`#${serverRank.rank}`).isVisible()).resolves.toBe(true);
    await expect(youRow.getByText("Your Score").isVisible()).resolves.toBe(true);
    await expect(youRow.locator("dd").nth(1).textContent()).resolves.toBe("10");
    await expect(section.getByTestId("leaderboard-participants").textContent()).resolves.toMatch(
      /^\d+ participants$/,
    );
    await expect(section.getByTestId("leaderboard-week").textContent()).resolves.toMatch(
      /^This week, from Monday, \d{1,2} \w+/,
    );

    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: path.join(SCREENSHOT_DIR, "leaderboard.png") });
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it("sends the exam filter to the server and shows only that exam's points", async () => {
    const { page, errors } = await newPage(browser);
    await useSession(page.context(), server.url, you);
    await page.goto(`${server.url}/#leaderboard`);
    const section = page.locator("#leaderboard");
    await section.getByTestId("leaderboard-you-row").waitFor();
    // /#leaderboard (the nav's Leaderboard link) scrolls to the section once it has rendered
    await page.waitForFunction(() => {
      const top = document.getElementById("leaderboard")?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < window.innerHeight / 2;
    });

    const upscRequest = page.waitForRequest((r) => r.url().endsWith("/api/leaderboard?examType=upsc"));
    const upscRank = page.waitForRequest((r) => r.url().endsWith("/api/user/rank?examType=upsc"));
    await section.getByRole("button", { name: "UPSC" }).click();
    await Promise.all([upscRequest, upscRank]);
    await expect(section.getByRole("button", { name: "UPSC" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    // the rivals' points are JEE points: none of them is on the UPSC board, and neither is the 'You' row
    await page.waitForFunction(() => !document.querySelector("[data-testid=leaderboard-you-row]"));
    const upscBoard = await apiGetAs(
      server.url,
      you,
      "/api/leaderboard?examType=upsc",
      leaderboardResponseSchema,
    );
    await expect(shownRows(section)).resolves.toEqual(expectedRows(upscBoard));
    for (const rival of RIVALS.filter((r) => r.firstName)) {
      await expect(section.getByText(nameOf(rival), { exact: true }).count()).resolves.toBe(0);
    }

    const jeeRequest = page.waitForRequest((r) => r.url().endsWith("/api/leaderboard?examType=jee"));
    await section.getByRole("button", { name: "JEE" }).click();
    await jeeRequest;
    await section.getByTestId("leaderboard-you-row").waitFor();
    const jeeBoard = await apiGetAs(
      server.url,
      you,
      "/api/leaderboard?examType=jee",
      leaderboardResponseSchema,
    );
    await expect(shownRows(section)).resolves.toEqual(expectedRows(jeeBoard));
    const jeeRank = await apiGetAs(server.url, you, "/api/user/rank?examType=jee", userRankSchema);
    await expect(
      section.getByTestId("leaderboard-you-row").getByText(`#${jeeRank.rank}`).isVisible(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows 'Loading leaderboard...' to a signed-out visitor on the landing page, then the rows, without the chart library", async () => {
    const { page, errors } = await newPage(browser);
    const scripts: string[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith(".js")) scripts.push(res.url());
    });
    const { release } = await holdRequests(page, "**/api/leaderboard");
    const rankCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/user/rank")) rankCalls.push(r.url());
    });

    await page.goto(`${server.url}/landing`);
    const section = page.locator("#leaderboard");
    await section.getByText("Loading leaderboard...").waitFor();
    release();
    await section.getByTestId("leaderboard-row").first().waitFor();
    await expect(section.getByText("Loading leaderboard...").count()).resolves.toBe(0);
    const board = leaderboardResponseSchema.parse(
      await (await fetch(`${server.url}/api/leaderboard`)).json(),
    );
    await expect(shownRows(section)).resolves.toEqual(expectedRows(board));
    // without a profile picture the avatar is the uppercase first letter of the name
    const fallbacks = await section
      .getByTestId("leaderboard-row")
      .evaluateAll((rows) =>
        rows.map((r) => r.querySelector("[data-testid=avatar-fallback]")?.textContent ?? null),
      );
    board.entries.forEach((e, i) => {
      if (e.profileImageUrl === null) expect(fallbacks[i]).toBe(displayName(e).charAt(0).toUpperCase());
    });
    // signed out: no rank is asked for and no 'You' row is shown
    expect(rankCalls).toEqual([]);
    await expect(section.getByTestId("leaderboard-you-row").count()).resolves.toBe(0);

    const bodies = await Promise.all(
      scripts.map(async (url) => (await (await fetch(url)).text()).includes("recharts-wrapper")),
    );
    expect(bodies.some(Boolean)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("asks the server again every 30 seconds", async () => {
    const { page, errors } = await newPage(browser);
    await page.clock.install();
    await page.goto(`${server.url}/landing`);
    await page.locator("#leaderboard").getByTestId("leaderboard-row").first().waitFor();
    // The fake clock also runs in real time, so stay clear of the edge: nothing at +25 s, a request by +31 s.
    let early = false;
    const earlyProbe = page.waitForRequest((r) => r.url().endsWith("/api/leaderboard"), { timeout: 1_000 });
    await page.clock.fastForward(25_000);
    await earlyProbe.then(
      () => {
        early = true;
      },
      () => {},
    );
    expect(early).toBe(false);
    const again = page.waitForRequest((r) => r.url().endsWith("/api/leaderboard"), { timeout: 10_000 });
    await page.clock.fastForward(6_000);
    await again;
    expect(errors).toEqual([]);
  });
});
