import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "~/server/db/schema";
import { createQuiz, type FixtureQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-24T03:00:00.000Z"; // 08:30 IST, before the window
const STARTS = "2026-11-24T04:30:00.000Z";
const ENDS = "2026-11-24T06:00:00.000Z";
const TITLE = "Zq-Held leak-test paper";

/** Routes that end the session or leave the API, and the documentation itself: not a learner's data. */
const NOT_WALKED = new Set(["/api/logout", "/api/login", "/api/auth/google", "/api/auth/google/callback"]);
/** The live tests' own routes announce the test with its paper's id and title; never its questions. */
const announces = (path: string) => path.startsWith("/api/live-tests");

type OpenApi = {
  paths: Record<
    string,
    {
      get?: {
        parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: unknown[] } }[];
      };
    }
  >;
};

/**
 * A paper held for a live test (decisions 0013, 0019) leaks through no learner route: every GET of
 * the OpenAPI document, asked signed out, by a learner and by a registered candidate before the
 * window opens, with the held paper's ids in its path, answers nothing of the paper.
 */
describe("a held paper leaks through no learner route of the OpenAPI document", () => {
  let t: TestApp;
  let paper: FixtureQuiz;
  let liveTestId: number;
  let texts: string[];
  const learners: { name: string; as: SignedIn | null }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    // the paper's questions are the exam's whole bank: unheld, today's daily quiz would draw them
    paper = await createQuiz(t.ctx.db, {
      examType: "jee",
      kind: "mock",
      questionCount: 6,
      timeLimit: 60,
      title: TITLE,
    });
    texts = (
      await t.ctx.db
        .select({ text: questions.text })
        .from(questions)
        .where(
          inArray(
            questions.id,
            paper.questions.map((q) => q.id),
          ),
        )
    ).map((q) => q.text);
    await createQuiz(t.ctx.db, { examType: "neet", kind: "mock", timeLimit: 60, title: "Zq-Ordinary mock" });
    const admin = await signIn(t.app, { role: "admin", email: "zq-leak-admin@example.com" });
    const scheduled = await t.app.inject({
      method: "POST",
      url: "/api/admin/live-tests",
      headers: { cookie: admin.cookie },
      payload: { quizId: paper.quizId, startsAt: STARTS, endsAt: ENDS },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    liveTestId = scheduled.json().id;
    const learner = await signIn(t.app, {
      role: "premium",
      email: "zq-leak-learner@example.com",
      firstName: "Zq-Lata",
    });
    const candidate = await signIn(t.app, {
      role: "premium",
      email: "zq-leak-candidate@example.com",
      firstName: "Zq-Chand",
    });
    const registered = await t.app.inject({
      method: "POST",
      url: `/api/live-tests/${liveTestId}/register`,
      headers: { cookie: candidate.cookie },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    learners.push(
      { name: "signed out", as: null },
      { name: "learner", as: learner },
      { name: "candidate", as: candidate },
    );
  });
  afterAll(() => t.close());

  /** The path with the held paper's ids where they fit: its quiz, its first question, its exam. */
  const filled = (path: string): string =>
    path
      .replaceAll("{examType}", "jee")
      .replaceAll("{questionId}", String(paper.questions[0]?.id))
      .replaceAll("{orderId}", "order_zqleak")
      .replace(/\/live-tests\/\{id\}/, `/live-tests/${liveTestId}`)
      .replace(/\{[^}]+\}/g, String(paper.quizId));

  const query = (parameters: NonNullable<NonNullable<OpenApi["paths"][string]["get"]>["parameters"]>) => {
    const pairs = parameters
      .filter((p) => p.in === "query" && p.required)
      .map((p) => [p.name, p.name === "examType" ? "jee" : String(p.schema?.enum?.[0] ?? paper.quizId)]);
    return pairs.length > 0 ? `?${new URLSearchParams(pairs)}` : "";
  };

  /** What in a JSON answer names the held paper: an object that is it, or refers to it. */
  function namesPaper(value: unknown): boolean {
    if (Array.isArray(value)) return value.some(namesPaper);
    if (value === null || typeof value !== "object") return false;
    const o = value as Record<string, unknown>;
    if (o.quizId === paper.quizId) return true;
    if (o.id === paper.quizId && ("title" in o || "questions" in o || "kind" in o)) return true;
    return Object.values(o).some(namesPaper);
  }

  it("answers nothing of the paper on any GET route, signed out, to a learner or to a candidate", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as OpenApi;
    const routes = Object.entries(doc.paths).flatMap(([path, item]) =>
      item.get && !NOT_WALKED.has(path) && !path.startsWith("/api/docs") ? [{ path, get: item.get }] : [],
    );
    expect(routes.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    for (const { name, as } of learners) {
      for (const { path, get } of routes) {
        const url = `${filled(path)}${query(get.parameters ?? [])}`;
        const res = await t.app.inject({ method: "GET", url, headers: as ? { cookie: as.cookie } : {} });
        expect(res.statusCode, `${name} GET ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        const body = res.body;
        const found = [
          ...texts.flatMap((text) => (body.includes(text) ? [text] : [])),
          ...paper.questions.flatMap((q) => (body.includes(q.explanation) ? [q.explanation] : [])),
          ...(announces(path)
            ? []
            : [
                ...(body.includes(TITLE) ? ["title"] : []),
                ...(body.includes(`/quiz/${paper.quizId}`) ? ["link"] : []),
                ...(res.headers["content-type"]?.toString().includes("json") && namesPaper(res.json())
                  ? ["id"]
                  : []),
              ]),
        ];
        if (found.length > 0) leaks.push(`${name} GET ${url}: ${found.join(", ")}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("walks routes that do show the paper once the hold ends (the test sees what it looks for)", async () => {
    t.clock.set("2026-11-24T06:01:00.000Z");
    const listed = await t.app.inject({ method: "GET", url: "/api/mock-tests" });
    expect(namesPaper(listed.json())).toBe(true);
    const quiz = await t.app.inject({ method: "GET", url: `/api/quiz/${paper.quizId}` });
    expect(quiz.body).toContain(TITLE);
  });
});
