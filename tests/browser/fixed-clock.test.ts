import { dailyQuizSchema } from "@shared/contract/quizzes";
import { userRankSchema, userStreakSchema } from "@shared/contract/standing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { upcomingMoments } from "../../src/server/test-support/clock-moments";
import {
  type ApiUser,
  apiGetAs,
  apiSignIn,
  findQuiz,
  useSession as sessionInto,
  takeQuiz,
} from "./standing-api";
import { newPage, signInAs, useBuiltApp } from "./support";

const weekStartText = new Intl.DateTimeFormat("en-IN", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/**
 * The date-sensitive pages with the server's clock (ABHYAS_TEST_NOW) and Chromium's clock set to the
 * same awkward moment: the next Monday 00:00 IST, the Sunday 23:59 IST before it, the last day of next
 * month at 23:30 IST, and the next 01:30 IST (when the UTC date is still the day before). The seeded history, the daily quiz, the week and the streak all follow that clock.
 */
describe.each(upcomingMoments())("the app at $name ($at)", (m) => {
  const app = useBuiltApp({ now: m.at });
  let learner: ApiUser;
  let points: number;

  beforeAll(async () => {
    const url = app.server.url;
    const quiz = await findQuiz(url, "jee", 3);
    const scout = await apiSignIn(url, { email: "zq-clock-scout@clock.test", firstName: "Zq-Scout" });
    const scouted = await takeQuiz(url, scout, quiz.id, () => undefined);
    const correct = new Map(scouted.review.map((r) => [r.id, r.correctIndex]));
    learner = await apiSignIn(url, {
      email: "zq-clock@clock.test",
      firstName: "Zq-Clock",
      lastName: "Learner",
    });
    points = (await takeQuiz(url, learner, quiz.id, (id) => correct.get(id))).points;
    expect(points).toBeGreaterThan(0);
  });

  /** A page on the moment's clock, signed in as an API user or (by email) a demo account. */
  const openAs = async (who: ApiUser | string, path: string): Promise<{ page: Page; errors: string[] }> => {
    const opened = await newPage(app.browser, { now: m.at });
    const url = app.server.url;
    if (typeof who === "string") await signInAs(opened.page, url, { email: who, role: "learner" });
    else await sessionInto(opened.page.context(), url, who);
    await opened.page.goto(`${url}${path}`);
    return opened;
  };

  it("the browser's clock and the server's agree", async () => {
    const { page, errors } = await openAs(learner, "/");
    const browserNow = await page.evaluate(() => Date.now());
    expect(Math.abs(browserNow - Date.parse(m.at))).toBeLessThan(10 * 60_000);
    const streak = await apiGetAs(app.server.url, learner, "/api/user/streak", userStreakSchema);
    expect(streak.today).toBe(m.istDay);
    expect(errors).toEqual([]);
  });

  it("the leaderboard is the IST week starting on its Monday, with the points scored now", async () => {
    const { page, errors } = await openAs(learner, "/#leaderboard");
    const section = page.locator("#leaderboard");
    await section.getByTestId("leaderboard-week").waitFor();
    const [y, mo, d] = m.istWeekStart.split("-").map(Number) as [number, number, number];
    await expect(section.getByTestId("leaderboard-week").textContent()).resolves.toContain(
      `This week, from ${weekStartText.format(new Date(Date.UTC(y, mo - 1, d)))}`,
    );
    // in the top 10 the learner has a row of the board, beyond it the 'You' row
    const rank = await apiGetAs(app.server.url, learner, "/api/user/rank", userRankSchema);
    expect(rank).toMatchObject({ points, weekStart: m.istWeekStart });
    const shownPoints =
      rank.rank !== null && rank.rank <= 10
        ? section
            .getByTestId("leaderboard-row")
            .filter({ hasText: "Zq-Clock Learner" })
            .getByTestId("leaderboard-points")
        : section.getByTestId("leaderboard-you-row").locator("dd").nth(1);
    await expect(shownPoints.textContent()).resolves.toBe(points.toLocaleString("en-IN"));
    expect(errors).toEqual([]);
  });

  it("the streak counts the quiz taken now on today's IST day, in the calendar's last week", async () => {
    const { page, errors } = await openAs(learner, "/progress-tracking");
    await page.getByRole("tab", { name: "Streak" }).click();
    const today = page.locator(`[data-testid=streak-calendar] [data-day="${m.istDay}"]`);
    await expect(today.getAttribute("data-active")).resolves.toBe("true");
    // the days after today in this week are still to come
    await expect(
      page.locator('[data-testid=streak-calendar] td > div[title$="still to come"]').count(),
    ).resolves.toBe(6 - m.istWeekday);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(
      page
        .getByTestId("stat-streak")
        .filter({ hasText: /^1 day$/ })
        .waitFor(),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("the seeded demo learner practised on each of the six IST days before today", async () => {
    const { page, errors } = await openAs("learner@demo.abhyas.in", "/");
    await page.getByRole("heading", { name: "Welcome back, Aarav!" }).waitFor();
    await page
      .getByTestId("stat-streak")
      .filter({ hasText: /^6 days$/ })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it("Today's Challenge is the IST day's daily quiz", async () => {
    const daily = dailyQuizSchema.parse(await (await fetch(`${app.server.url}/api/daily-quiz`)).json());
    expect(daily.scheduledDate).toBe(m.istDay);
    const { page, errors } = await openAs(learner, "/daily-quizzes");
    await expect(page.locator("#todays-challenge-title").textContent()).resolves.toBe(daily.title);
    expect(errors).toEqual([]);
  });
});
