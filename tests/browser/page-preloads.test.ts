import fs from "node:fs";
import path from "node:path";
import { mockTestsResponseSchema, quizzesResponseSchema } from "@shared/contract/quizzes";
import { describe, expect, it } from "vitest";
import { startPaper } from "./exam-hall-support";
import { pageGet, quizDetail } from "./learning-support";
import { DIST_DIR, holdRequests, newPage, signInAs, useBuiltApp } from "./support";

type ManifestChunk = { file: string; src?: string };
const manifest = () =>
  JSON.parse(fs.readFileSync(path.join(DIST_DIR, "client", ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;

describe("the exam hall's page starts its code and data while the entry script downloads", () => {
  const app = useBuiltApp();

  it("names the quiz page's chunk and the learner's and paper's requests in its HTML; other pages get none", async () => {
    const quizPage = Object.values(manifest()).find((c) =>
      c.src?.endsWith("features/attempts/hall/quiz-page.tsx"),
    );
    expect(quizPage).toBeDefined();
    const hall = await (await fetch(`${app.server.url}/quiz/7`)).text();
    expect(hall).toContain(`<link rel="modulepreload" crossorigin href="/${quizPage?.file}">`);
    expect(hall).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/quiz/7">',
    );
    expect(hall).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">',
    );

    const bookmarks = await (await fetch(`${app.server.url}/bookmarks`)).text();
    expect(bookmarks).not.toContain('rel="preload"');
    expect(bookmarks).not.toContain(quizPage?.file);
  });

  it("hints KaTeX's stylesheet and main fonts only for a paper with math", async () => {
    const { page } = await newPage(app.browser, { withoutServiceWorker: true });
    await signInAs(page, app.server.url, { email: "zq-preload-math@example.com", role: "premium" });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const jee = mocks.find((q) => q.examType === "jee");
    const upsc = mocks.find((q) => q.examType === "upsc");
    if (!jee || !upsc) throw new Error("the demo content has no JEE or UPSC mock test");
    const jeeHall = await (await fetch(`${app.server.url}/quiz/${jee.id}`)).text();
    expect(jeeHall).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/katex-[^"]+\.css">/);
    expect(jeeHall).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/KaTeX_Main-Regular-[^"]+\.woff2">/,
    );
    const upscHall = await (await fetch(`${app.server.url}/quiz/${upsc.id}`)).text();
    expect(upscHall).toContain(`href="/api/quiz/${upsc.id}"`);
    expect(upscHall).not.toContain("katex");
  });

  it("shows no formula twice while KaTeX's stylesheet is still on its way", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true, withoutServiceWorker: true });
    await signInAs(page, app.server.url, { email: "zq-preload-mathml@example.com" });
    const practice = (await pageGet(page, "/api/quizzes", quizzesResponseSchema)).filter(
      (q) => q.examType === "jee" && q.kind === "practice",
    );
    let quizId: number | undefined;
    for (const quiz of practice) {
      const detail = await quizDetail(page, quiz.id);
      if (detail.questions[0]?.question.includes("$")) {
        quizId = quiz.id;
        break;
      }
    }
    if (quizId === undefined) throw new Error("no JEE practice quiz opens on a formula");
    const held = await holdRequests(page, "**/assets/katex-*.css");
    // the held stylesheet holds the page's load event too: wait for the formula, not the load
    await page.goto(`${app.server.url}/quiz/${quizId}`, { waitUntil: "commit" });
    await page.locator(".katex").first().waitFor();
    // the MathML copy is for screen readers: a clipped pixel, with or without KaTeX's stylesheet
    const shownCopies = await page.evaluate(
      () =>
        [...document.querySelectorAll(".katex-mathml")].filter((copy) => {
          const box = copy.getBoundingClientRect();
          return box.width > 1 || box.height > 1;
        }).length,
    );
    expect(shownCopies).toBe(0);
    held.release();
    expect(errors).toEqual([]);
  });

  it("asks the server for the learner and the paper once, through the page's preloads", async () => {
    const { page, errors } = await newPage(app.browser, { mobile: true, withoutServiceWorker: true });
    await signInAs(page, app.server.url, { email: "zq-preload-hall@example.com", role: "premium" });
    const mocks = await pageGet(page, "/api/mock-tests", mockTestsResponseSchema);
    const jee = mocks.find((q) => q.examType === "jee");
    if (!jee) throw new Error("the demo content has no JEE mock test");
    const asked: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/")) asked.push(`${r.method()} ${url.pathname}`);
    });
    const katexSheets: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/katex-[^/]*\.css$/.test(r.url())) katexSheets.push(r.url());
    });
    const opened = page.waitForResponse((r) => r.url().endsWith(`/api/quiz/${jee.id}/opening`));
    await page.goto(`${app.server.url}/quiz/${jee.id}`);
    expect((await opened).status()).toBe(200);
    await page.getByTestId("paper-cover").waitFor();
    expect(asked.filter((a) => a === `GET /api/quiz/${jee.id}`)).toHaveLength(1);
    expect(asked.filter((a) => a === "GET /api/auth/user")).toHaveLength(1);
    // the paper's opening left with the entry script (lib/early-start.ts) and the page took it: one
    // opening, and nothing started before the candidate presses Start
    expect(asked.filter((a) => a === `GET /api/quiz/${jee.id}/opening`)).toHaveLength(1);
    expect(asked.filter((a) => a.endsWith("/start"))).toEqual([]);
    const initiators = await page.evaluate((id) => {
      const entry = performance
        .getEntriesByType("resource")
        .find((e) => e.name.endsWith(`/api/quiz/${id}`)) as PerformanceResourceTiming | undefined;
      return entry?.initiatorType;
    }, jee.id);
    expect(initiators).toBe("link");
    // a JEE paper has math: KaTeX's stylesheet came with the page's hints, fetched once
    await page.getByText("Question 1:", { exact: true }).or(page.getByRole("checkbox")).first().waitFor();
    expect(katexSheets).toHaveLength(1);
    // Start starts the attempt, once
    await startPaper(page);
    expect(asked.filter((a) => a === `POST /api/quiz/${jee.id}/start`)).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
