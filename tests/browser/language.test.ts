import { mockTestsResponseSchema } from "@shared/contract/quizzes";
import { describe, expect, it } from "vitest";
import { type ApiUser, apiGetAs, apiSignIn, findQuiz, takeQuiz, useSession } from "./standing-api";
import { newPage, screenshot, signInAs, useBuiltApp } from "./support";

const mainNav = (page: import("playwright-core").Page) => page.getByRole("navigation").first();

describe("the interface language, chosen by the learner", () => {
  const app = useBuiltApp();

  it("switches the app to Hindi with the Devanagari font, keeps it on reload and on another device", async () => {
    const email = `zq-language-${Date.now()}@example.com`;
    const { page, errors } = await newPage(app.browser);
    await signInAs(page, app.server.url, { email, firstName: "Zq-Meera" });
    await page.goto(`${app.server.url}/`);
    await mainNav(page).getByRole("link", { name: "Dashboard" }).waitFor();

    await page.getByRole("button", { name: "हिन्दी", exact: true }).click();
    await mainNav(page).getByRole("link", { name: "डैशबोर्ड" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
    await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Devanagari"', "अभ्यास"));
    // the self-hosted face itself is loaded (not a system font standing in); fonts.check is already
    // true before the face's stylesheet has arrived, so wait for the face
    const loadedFaces = () =>
      page.evaluate(
        () =>
          [...document.fonts].filter(
            (f) => f.family.replace(/"/g, "") === "Noto Sans Devanagari" && f.status === "loaded",
          ).length,
      );
    await expect.poll(loadedFaces, { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, "language-hindi-nav-desktop");

    // saved on the server for this learner
    await expect
      .poll(async () => (await page.evaluate(async () => (await fetch("/api/auth/user")).json())).language)
      .toBe("hi");

    await page.reload();
    await mainNav(page).getByRole("link", { name: "डैशबोर्ड" }).waitFor();

    // another device: a fresh browser in English picks up the saved choice once signed in
    const other = await newPage(app.browser, { locale: "en-IN", mobile: true });
    await signInAs(other.page, app.server.url, { email });
    await other.page.goto(`${app.server.url}/`);
    await other.page.getByRole("button", { name: "मेन्यू" }).waitFor();
    await screenshot(other.page, "language-hindi-nav-phone");

    // and back to English
    await page.getByRole("button", { name: "English", exact: true }).click();
    await mainNav(page).getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    // the switch shows at once; the save to the server follows it
    await expect
      .poll(async () => (await page.evaluate(async () => (await fetch("/api/auth/user")).json())).language)
      .toBe("en");
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it("follows a visitor's browser language until they choose, and never loads Devanagari for English", async () => {
    const english = await newPage(app.browser, { locale: "en-IN" });
    await signInAs(english.page, app.server.url, { email: `zq-language-en-${Date.now()}@example.com` });
    await english.page.goto(`${app.server.url}/`);
    await mainNav(english.page).getByRole("link", { name: "Dashboard" }).waitFor();
    const devanagari = await english.page.evaluate(() => ({
      requested: performance.getEntriesByType("resource").some((e) => e.name.includes("devanagari")),
      faces: [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Noto Sans Devanagari").length,
    }));
    expect(devanagari).toEqual({ requested: false, faces: 0 });

    const hindi = await newPage(app.browser, { locale: "hi-IN" });
    await signInAs(hindi.page, app.server.url, { email: `zq-language-hi-${Date.now()}@example.com` });
    await hindi.page.goto(`${app.server.url}/`);
    await mainNav(hindi.page).getByRole("link", { name: "डैशबोर्ड" }).waitFor();
  });
});

describe("a saved Hindi choice on a page without the top bar", () => {
  const app = useBuiltApp();

  it("a learner who chose Hindi elsewhere opens a test link on a new English browser: the exam hall is in Hindi", async () => {
    const url = app.server.url;
    const learner = await apiSignIn(url, {
      email: `zq-saved-hindi-${Date.now()}@example.com`,
      role: "premium",
    });
    // chosen on another device: saved on the server, nothing kept in this browser
    const saved = await fetch(`${url}/api/user/preferences`, {
      method: "PATCH",
      headers: { cookie: learner.cookie, "content-type": "application/json" },
      body: JSON.stringify({ language: "hi" }),
    });
    expect(saved.status, await saved.text()).toBe(200);
    const mocks = await apiGetAs(url, learner, "/api/mock-tests", mockTestsResponseSchema);
    const jee = mocks.find((m) => m.examType === "jee");
    if (!jee) throw new Error("the demo content has no JEE mock test");

    const { page, errors } = await newPage(app.browser, { mobile: true, locale: "en-IN" });
    await useSession(page.context(), url, learner);
    await page.goto(`${url}/quiz/${jee.id}`);
    // the NTA hall's instructions, full screen, no top bar with its language switch
    await page.getByRole("heading", { name: "सामान्य अनुदेश" }).waitFor();
    expect(await page.getByTestId("language-picker").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
    // and kept in this browser from now on
    expect(await page.evaluate(() => localStorage.getItem("abhyas.language"))).toBe("hi");
    await screenshot(page, "language-saved-hindi-exam-hall");
    expect(errors).toEqual([]);
  });
});

describe("the landing page in Hindi", () => {
  const app = useBuiltApp();

  it("is prerendered in Hindi for a Hindi browser and at /hi/landing, with hreflang alternates", async () => {
    const hindi = await fetch(`${app.server.url}/landing`, {
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.5" },
    });
    const html = await hindi.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("अपनी प्रतियोगी परीक्षाओं में महारत पाएँ");
    expect(html).toContain("<title>अभ्यास: UPSC, JEE, NEET, SSC और बैंकिंग की तैयारी</title>");
    expect(hindi.headers.get("content-language")).toBe("hi-IN");
    expect(hindi.headers.get("vary")).toContain("Accept-Language");
    const link = hindi.headers.get("link") ?? "";
    expect(link).toContain('/hi/landing>; rel="alternate"; hreflang="hi-IN"');
    expect(link).toContain('/landing>; rel="alternate"; hreflang="en-IN"');

    const english = await (
      await fetch(`${app.server.url}/landing`, { headers: { "accept-language": "en-IN" } })
    ).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("Master Your Competitive Exams");
    expect(english).toContain("<title>Abhyas: practise for UPSC, JEE, NEET, SSC and Banking</title>");
    // a visitor who chose English keeps it on a Hindi browser
    const chosen = await fetch(`${app.server.url}/landing`, {
      headers: { "accept-language": "hi-IN", cookie: "abhyas_lang=en" },
    });
    expect(await chosen.text()).toContain("Master Your Competitive Exams");

    const { page, errors } = await newPage(app.browser, { mobile: true, locale: "en-IN" });
    await page.goto(`${app.server.url}/hi/landing`);
    await page.getByRole("heading", { name: "अपनी प्रतियोगी परीक्षाओं में महारत पाएँ" }).waitFor();
    // hydrated, and still Hindi: the button works in Hindi
    await page.getByRole("button", { name: "मेन्यू" }).click();
    await page.getByRole("navigation", { name: "मुख्य पृष्ठ के खंड" }).waitFor();
    await page.keyboard.press("Escape");
    await expect(page.title()).resolves.toBe("अभ्यास: UPSC, JEE, NEET, SSC और बैंकिंग की तैयारी");
    await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Devanagari"', "अभ्यास"));
    await screenshot(page, "landing-hindi-phone");
    expect(errors).toEqual([]);
  });
});

describe("the learner's own pages in Hindi on a phone", () => {
  const app = useBuiltApp();

  it("the progress and live tests pages read in Hindi, with Indian figures and nothing wider than the screen", async () => {
    const url = app.server.url;
    const stamp = Date.now();
    const learner = await apiSignIn(url, { email: `zq-hindi-pages-${stamp}@example.com`, role: "premium" });
    const admin = await apiSignIn(url, { email: `zq-hindi-admin-${stamp}@example.com`, role: "admin" });
    const quiz = await findQuiz(url, "neet", 5);
    await takeQuiz(url, learner, quiz.id, (_id, i) => i % 4);

    // an all-India test three hours from now, the learner registered for it
    const send = async (who: ApiUser, method: string, pathname: string, body?: unknown) => {
      const res = await fetch(`${url}${pathname}`, {
        method,
        headers: {
          cookie: who.cookie,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${pathname} answered ${res.status}: ${await res.text()}`);
      return res.json();
    };
    const quizzes: { id: number; kind: string; examType: string; timeLimit: number; published: boolean }[] =
      await send(admin, "GET", "/api/admin/quizzes");
    const paper = quizzes.find((q) => q.kind === "mock" && q.examType === "jee" && q.published);
    if (!paper) throw new Error("the seed has no JEE mock test");
    const startsAt = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const endsAt = new Date(Date.parse(startsAt) + (paper.timeLimit + 30) * 60_000).toISOString();
    const created = await send(admin, "POST", "/api/admin/live-tests", {
      quizId: paper.id,
      startsAt,
      endsAt,
    });
    await send(learner, "POST", `/api/live-tests/${created.id}/register`);

    const { page, errors } = await newPage(app.browser, { mobile: true, locale: "hi-IN" });
    await useSession(page.context(), url, learner);
    const fitsTheScreen = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto(`${url}/progress-tracking`);
    await page.getByRole("heading", { level: 1, name: "प्रगति" }).waitFor();
    await page.getByRole("tab", { name: "सारांश" }).waitFor();
    await page.getByTestId("points-chart").waitFor();
    await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Devanagari"', "प्रगति"));
    await expect(page.getByTestId("progress-streak").textContent()).resolves.toMatch(/^\d+ दिन$/);
    await expect(fitsTheScreen()).resolves.toBe(true);
    await screenshot(page, "hindi-progress");

    await page.goto(`${url}/live-tests`);
    await page.getByRole("heading", { level: 1, name: "लाइव टेस्ट" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "आने वाले" }).waitFor();
    await page.getByText("आपका पंजीकरण हो गया है").first().waitFor();
    await expect(fitsTheScreen()).resolves.toBe(true);
    await screenshot(page, "hindi-live-tests");

    // exam names: Banking in Hindi, the acronyms as Hindi notices write them
    await page.goto(`${url}/`);
    const byExam = page.getByRole("region", { name: "परीक्षा के अनुसार तैयारी" });
    await byExam.locator('a[href="/exam/banking"]').getByText("बैंकिंग", { exact: true }).waitFor();
    await byExam.locator('a[href="/exam/neet"]').getByText("NEET", { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
