import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { insertExam } from "./exam-row";

export const T0 = "2026-11-18T06:00:00.000Z"; // Wednesday 11:30 IST

/** The app the admin API tests share: JEE and UPSC, an admin, a learner and the "JEE Main drills" category. */
export async function startAdminApp() {
  const t = await createTestApp({ now: T0 });
  await insertExam(t.ctx.db, "jee");
  await insertExam(t.ctx.db, "upsc");
  const admin = await signIn(t.app, { role: "admin" });
  const learner = await signIn(t.app, { role: "learner" });
  const category = await t.app.inject({
    method: "POST",
    url: "/api/admin/categories",
    payload: { name: "JEE Main drills", examType: "jee" },
    headers: { cookie: admin.cookie },
  });
  expect(category.statusCode, category.body).toBe(201);
  const categoryId = category.json().id as number;
  return { t, admin, learner, categoryId };
}

/** Admin requests against the app `state()` answers (read when called, so it may be set in a beforeAll). */
export function adminRequests(state: () => { t: TestApp; admin: SignedIn; categoryId: number }) {
  async function send(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    who: SignedIn = state().admin,
  ) {
    return state().t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { cookie: who.cookie },
    });
  }

  /** Expects a 400 that names the field, and answers the message. */
  async function expect400(method: InjectOptions["method"], url: string, payload: unknown, field: string) {
    const res = await send(method, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field, res.body).toBe(field);
    return res.json().message as string;
  }

  async function newQuiz(body: Record<string, unknown> = {}) {
    const res = await send("POST", "/api/admin/quizzes", {
      title: "A quiz",
      description: "",
      categoryId: state().categoryId,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; examType: string; timeLimit: number; totalQuestions: number };
  }

  let questionCounter = 0;
  /** A single-correct question by default; with another `type`, the body gives its key (and options). */
  async function newQuestion(quizId: number, body: Record<string, unknown> = {}) {
    questionCounter++;
    const isSingle = (body.type ?? "single") === "single";
    const res = await send("POST", "/api/admin/questions", {
      question: `Question number ${questionCounter}?`,
      options: ["one", "two", "three", "four"],
      ...(isSingle ? { correctAnswer: 1 } : {}),
      explanation: "Because two.",
      quizId,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; question: string };
  }

  return { send, expect400, newQuiz, newQuestion };
}
