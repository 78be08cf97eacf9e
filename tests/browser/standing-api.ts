import fs from "node:fs";
import path from "node:path";
import { type AttemptResult, attemptResultSchema, attemptSheetSchema } from "@shared/contract/attempts";
import { authUserSchema } from "@shared/contract/auth";
import { type QuizListItem, quizDetailSchema, quizzesResponseSchema } from "@shared/contract/quizzes";
import type { BrowserContext, Page } from "playwright-core";
import type { z } from "zod";

/**
 * Helpers for the standing browser tests: real users are signed in and real quizzes are taken
 * through the running server's HTTP API (no database shortcuts), so the pages show what the
 * server computed from real submissions.
 */

export type ApiUser = { cookie: string; id: number; email: string };

async function call<S extends z.ZodType>(
  baseUrl: string,
  method: string,
  url: string,
  schema: S,
  options: { cookie?: string; body?: unknown } = {},
): Promise<{ data: z.infer<S>; res: Response }> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return { data: schema.parse(JSON.parse(text)), res };
}

/** Signs a user in through the demo endpoint and keeps the session cookie. */
export async function apiSignIn(
  baseUrl: string,
  account: { email: string; firstName?: string; lastName?: string; role?: "learner" | "premium" | "admin" },
): Promise<ApiUser> {
  const { data, res } = await call(baseUrl, "POST", "/api/auth/demo", authUserSchema, {
    body: { role: "learner", ...account },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  if (!cookie) throw new Error("demo sign-in set no cookie");
  return { cookie, id: data.id, email: data.email };
}

export async function listQuizzes(baseUrl: string): Promise<QuizListItem[]> {
  return (await call(baseUrl, "GET", "/api/quizzes", quizzesResponseSchema)).data;
}

/** A practice quiz of that exam with at least `minQuestions` questions (counted from the quiz itself). */
export async function findQuiz(baseUrl: string, examType: string, minQuestions = 3): Promise<QuizListItem> {
  const quizzes = await listQuizzes(baseUrl);
  const candidates = quizzes.filter((q) => q.examType === examType && q.kind === "practice");
  for (const quiz of candidates) {
    const { data } = await call(baseUrl, "GET", `/api/quiz/${quiz.id}`, quizDetailSchema);
    if (data.questions.length >= minQuestions) return quiz;
  }
  throw new Error(`no ${examType} practice quiz with ${minQuestions}+ questions in the demo content`);
}

/** Starts and submits one attempt: `choose` picks an option per question id (undefined = skip). */
export async function takeQuiz(
  baseUrl: string,
  user: ApiUser,
  quizId: number,
  choose: (questionId: number, index: number) => number | null | undefined,
): Promise<AttemptResult> {
  const { data: sheet } = await call(baseUrl, "POST", `/api/quiz/${quizId}/start`, attemptSheetSchema, {
    cookie: user.cookie,
    body: {},
  });
  const answers: Record<string, number> = {};
  sheet.questionIds.forEach((id, i) => {
    const chosen = choose(id, i);
    if (chosen !== undefined && chosen !== null) answers[String(id)] = chosen;
  });
  const { data } = await call(baseUrl, "POST", `/api/quiz/${quizId}/submit`, attemptResultSchema, {
    cookie: user.cookie,
    body: { attemptId: sheet.attemptId, timeSpent: 60, answers },
  });
  return data;
}

/** GET with a user's cookie, parsed by the shared contract schema. */
export async function apiGetAs<S extends z.ZodType>(
  baseUrl: string,
  user: ApiUser,
  url: string,
  schema: S,
): Promise<z.infer<S>> {
  return (await call(baseUrl, "GET", url, schema, { cookie: user.cookie })).data;
}

/**
 * A call to the API as `who`, JSON in and out, for a test's setting up and reading back: a refusal
 * throws, naming the route and the answer.
 */
export async function apiCall(baseUrl: string, who: ApiUser, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie: who.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** Puts an API session into a browser context, so the page is signed in as that user. */
export async function useSession(context: BrowserContext, baseUrl: string, user: ApiUser): Promise<void> {
  await context.addCookies(
    user.cookie.split("; ").map((pair) => {
      const [name, ...rest] = pair.split("=");
      return { name: name!, value: rest.join("="), url: baseUrl };
    }),
  );
}

const AXE_PATH = path.resolve("node_modules/axe-core/axe.min.js");

/** Runs axe in the page and answers the serious and critical violations (id: first target). */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated through the DevTools protocol: the app's CSP (rightly) refuses an injected inline script
  await page.evaluate(fs.readFileSync(AXE_PATH, "utf8"));
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  return violations;
}
