import fs from "node:fs";
import { EXPORT_JSON_FILE } from "@shared/contract/account";
import { leaderboardResponseSchema } from "@shared/contract/standing";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiUser, apiGetAs, apiSignIn, listQuizzes, takeQuiz, useSession } from "./standing-api";
import { launchBrowser, newPage, type RunningServer, screenshot, startServer } from "./support";

type ExportJson = { tables: Record<string, Record<string, unknown>[]> };

/**
 * Words in Latin letters left in a Hindi page, less the names Hindi writes in Latin letters too:
 * file formats and names, the learner's email and name, and the privacy policy's URL.
 */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z][A-Za-z-]+/g) ?? []).filter(
    (w) =>
      !/^(ZIP|CSV|JSON|KB|abhyas-data|json|zq-kiran|zq-someone-else|account|test|Zq-Kiran|Deshmukh)$/.test(w),
  );

/**
 * A learner's account in Chromium: the download of their data asked for on the Account page,
 * prepared by the server's job worker, downloaded and read back; then the account deleted, and the
 * public leaderboard showing "Deleted learner" in its place with the same participant count.
 */
describe("your data and deleting your account, in Chromium", () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let learner: ApiUser;
  const EMAIL = "zq-kiran@account.test";

  const board = async () => apiGetAs(server.url, learner, "/api/leaderboard", leaderboardResponseSchema);

  beforeAll(async () => {
    // the worker polls often, so a download is ready in about a second
    server = await startServer({ env: { JOBS_POLL_MS: "300" } });
    browser = await launchBrowser();
    learner = await apiSignIn(server.url, {
      email: EMAIL,
      firstName: "Zq-Kiran",
      lastName: "Deshmukh",
      role: "premium",
    });
    // full marks on quizzes until the learner is among the week's top 10
    const scout = await apiSignIn(server.url, {
      email: "zq-scout@account.test",
      firstName: "Zq-Scout",
      role: "premium",
    });
    // the demo learners' week is on the board too: as many quizzes as it takes, at most 40
    for (const quiz of (await listQuizzes(server.url)).slice(0, 40)) {
      // a paper held for a live test is not open to practise: on to the next
      const keys = await takeQuiz(server.url, scout, quiz.id, () => undefined).catch(() => null);
      if (!keys) continue;
      const correct = new Map(keys.review.map((r) => [r.id, r.correctIndex]));
      await takeQuiz(server.url, learner, quiz.id, (id) => correct.get(id));
      if ((await board()).entries.some((e) => e.id === learner.id)) break;
    }
    expect((await board()).entries.some((e) => e.id === learner.id)).toBe(true);
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("asks for the download, the job prepares it, and the ZIP downloaded holds the learner's data", async () => {
    const { page, errors } = await newPage(browser);
    await useSession(page.context(), server.url, learner);
    await page.goto(`${server.url}/account`);
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    await page.getByRole("button", { name: "Prepare my download" }).click();
    await page.getByText("Preparing your download", { exact: true }).waitFor();
    // the worker runs the job; the page asks again every 2 s while it is prepared
    const link = page.getByTestId("export-download");
    await link.waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("export-status").textContent()).resolves.toMatch(/The link works until/);
    await screenshot(page, "account-desktop");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^abhyas-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = await download.path();
    const zip = await JSZip.loadAsync(fs.readFileSync(file));
    const data = JSON.parse((await zip.file(EXPORT_JSON_FILE)?.async("string")) ?? "{}") as ExportJson;
    expect(data.tables.profile).toEqual([expect.objectContaining({ id: learner.id, email: EMAIL })]);
    expect(data.tables.attempts?.length).toBeGreaterThan(0);
    expect(data.tables.attempt_answers?.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain("zq-scout");
    const csv = (await zip.file("attempts.csv")?.async("string")) ?? "";
    expect(csv.split("\n")[0]).toContain("marks");
    expect(csv.trim().split("\n")).toHaveLength(1 + (data.tables.attempts?.length ?? 0));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("reads in Hindi for a Hindi browser: the page, the download's status and the delete dialog, with no English left", async () => {
    const { page, errors } = await newPage(browser, { mobile: true, locale: "hi-IN" });
    await useSession(page.context(), server.url, learner);
    await page.goto(`${server.url}/account`);
    await page.getByRole("heading", { name: "आपका खाता" }).waitFor();
    // the download asked for above is ready: its status and link in Hindi
    await page.getByTestId("export-download").waitFor({ timeout: 20_000 });
    await expect(page.getByTestId("export-status").textContent()).resolves.toMatch(/लिंक .+ तक काम करेगा/);
    await expect(page.getByTestId("export-download").innerText()).resolves.toMatch(/^\s*डाउनलोड करें \(ZIP\)$/);
    const main = page.locator("main");
    await expect(latinWords(await main.innerText())).toEqual([]);
    await screenshot(page, "account-hindi-phone");

    await page.getByTestId("delete-account-open").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "अपना खाता हटाएँ?" }).waitFor();
    await dialog.getByLabel(/पुष्टि के लिए अपना ईमेल/).fill("zq-someone-else@account.test");
    await expect(dialog.getByRole("button", { name: "मेरा खाता हटाएँ" }).isDisabled()).resolves.toBe(true);
    await expect(latinWords(await dialog.innerText())).toEqual([]);
    await screenshot(page, "account-delete-hindi-phone");
    await dialog.getByRole("button", { name: "रद्द करें" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("deletes the account after the email is typed: signed out, and the board shows a deleted learner with its count unchanged", async () => {
    const before = await board();
    expect(before.entries.find((e) => e.id === learner.id)).toMatchObject({ firstName: "Zq-Kiran" });

    const { page, errors } = await newPage(browser, { mobile: true });
    await useSession(page.context(), server.url, learner);
    await page.goto(`${server.url}/account`);
    await page.getByTestId("delete-account-open").click();
    const dialog = page.getByRole("dialog");
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await dialog.getByLabel(/Type your email/).fill("zq-someone-else@account.test");
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(/Type your email/).fill(EMAIL);
    await screenshot(page, "account-delete-phone");
    await confirm.click();
    await page.waitForURL(`${server.url}/landing`);
    await page.getByText("Your account is deleted").first().waitFor();

    // the old session no longer works
    const res = await fetch(`${server.url}/api/account/export`, { headers: { cookie: learner.cookie } });
    expect(res.status).toBe(401);

    // the public board (cached for 2 s): the same rows and count, the name gone
    const anyone = await apiSignIn(server.url, { email: "zq-reader@account.test" });
    await expect
      .poll(
        async () => {
          const b = await apiGetAs(server.url, anyone, "/api/leaderboard", leaderboardResponseSchema);
          return b.entries.find((e) => e.id === learner.id)?.deleted;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const after = await apiGetAs(server.url, anyone, "/api/leaderboard", leaderboardResponseSchema);
    expect(after.participants).toBe(before.participants);
    expect(after.entries.map((e) => [e.id, e.totalPoints])).toEqual(
      before.entries.map((e) => [e.id, e.totalPoints]),
    );

    // what a visitor sees on the landing page's leaderboard
    await page.goto(`${server.url}/landing`);
    const section = page.locator("#leaderboard");
    await section.getByTestId("leaderboard-row").first().waitFor();
    const names = await section.getByTestId("leaderboard-name").allTextContents();
    expect(names).toContain("Deleted learner");
    expect(names.join(" ")).not.toContain("Zq-Kiran");
    await expect(section.getByTestId("leaderboard-participants").textContent()).resolves.toContain(
      before.participants.toLocaleString("en-IN"),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
