import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertExam } from "~/server/test-support/exam-row";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

/** A 1 x 1 PNG: the smallest real image an admin may upload */
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/**
 * Every admin route, with a request an admin may legitimately make (beforeAll creates the ids 1, and
 * quiz 2, a published mock test, for the live test).
 */
const ADMIN_ROUTES: {
  method: InjectOptions["method"];
  url: string;
  payload?: unknown;
  contentType?: string;
}[] = [
  { method: "GET", url: "/api/admin/categories" },
  { method: "GET", url: "/api/admin/institutes" },
  {
    method: "POST",
    url: "/api/admin/institutes",
    payload: { name: "zq Auth walk institute", ownerEmail: "zq-auth-walk-owner@example.com" },
  },
  { method: "POST", url: "/api/admin/categories", payload: { name: "Auth walk category", examType: "jee" } },
  { method: "PUT", url: "/api/admin/categories/999999", payload: { name: "Auth walk renamed" } },
  { method: "DELETE", url: "/api/admin/categories/999999" },
  { method: "GET", url: "/api/admin/quizzes" },
  {
    method: "POST",
    url: "/api/admin/quizzes",
    payload: { title: "Auth walk quiz", description: "", categoryId: 1 },
  },
  { method: "PUT", url: "/api/admin/quizzes/1", payload: { published: true } },
  { method: "DELETE", url: "/api/admin/quizzes/999999" },
  { method: "GET", url: "/api/admin/quizzes/1/item-analysis" },
  { method: "GET", url: "/api/admin/questions?search=a&page=1" },
  {
    method: "POST",
    url: "/api/admin/questions",
    payload: {
      question: "Auth walk question?",
      options: ["w", "x", "y", "z"],
      correctAnswer: 0,
      explanation: "",
      quizId: 1,
    },
  },
  { method: "PUT", url: "/api/admin/questions/1", payload: { topic: "Kinematics" } },
  { method: "DELETE", url: "/api/admin/questions/999999" },
  {
    method: "POST",
    url: "/api/admin/upload-questions",
    payload: {
      quizId: 1,
      csvData: "question,option1,option2,option3,option4,correctAnswer\nWalk?,a,b,c,d,a\n",
      dryRun: true,
    },
  },
  {
    method: "POST",
    url: "/api/admin/questions/import",
    payload: {
      format: "aiken",
      text: "Walk?\nA. a\nB. b\nC. c\nD. d\nANSWER: A\n",
      defaults: { exam: "jee", subject: "Physics", topic: "Kinematics", difficulty: "easy" },
      dryRun: true,
    },
  },
  { method: "GET", url: "/api/admin/questions/export?format=csv&exam=jee" },
  { method: "POST", url: "/api/admin/questions/bulk", payload: { ids: [1], action: "publish" } },
  { method: "GET", url: "/api/admin/daily-schedule" },
  { method: "PUT", url: "/api/admin/daily-schedule", payload: { date: "2099-01-01", quizId: 1 } },
  { method: "GET", url: "/api/admin/feedback" },
  { method: "GET", url: "/api/admin/reports" },
  { method: "PATCH", url: "/api/admin/reports/999999", payload: { status: "looking" } },
  { method: "POST", url: "/api/admin/images", payload: ONE_PIXEL_PNG, contentType: "image/png" },
  { method: "GET", url: "/api/admin/stimuli" },
  {
    method: "POST",
    url: "/api/admin/stimuli",
    payload: { examType: "jee", kind: "passage", body: "Auth walk passage." },
  },
  { method: "PUT", url: "/api/admin/stimuli/1", payload: { title: "Auth walk" } },
  { method: "DELETE", url: "/api/admin/stimuli/999999" },
  { method: "GET", url: "/api/admin/live-tests" },
  {
    method: "POST",
    url: "/api/admin/live-tests",
    payload: { quizId: 2, startsAt: "2099-01-01T04:30:00Z", endsAt: "2099-01-01T07:30:00Z" },
  },
  { method: "POST", url: "/api/admin/live-tests/999999/cancel" },
  { method: "GET", url: "/api/admin/live-tests/999999/challenges" },
  { method: "PUT", url: "/api/admin/live-tests/999999/challenges/1/reply", payload: { reply: "Auth walk" } },
  { method: "POST", url: "/api/admin/live-tests/999999/publish-final" },
  { method: "GET", url: "/api/admin/live-tests/999999/merit-list" },
  { method: "GET", url: "/api/admin/live-tests/999999/merit-list/download?format=csv" },
  {
    method: "POST",
    url: "/api/admin/questions/999999/corrections",
    payload: { action: "drop", reason: "Auth walk" },
  },
  { method: "GET", url: "/api/admin/audit-log" },
  { method: "GET", url: "/api/admin/questions/1/audit-log" },
  { method: "GET", url: "/api/admin/vitals?days=7" },
];

const key = (r: { method?: unknown; url: string }) =>
  `${String(r.method)} ${r.url
    .split("?")[0]
    ?.replace(/\/\d+(?=\/|$)/, "/:id")
    .replace(/\/challenges\/\d+/, "/challenges/:challengeId")}`;

describe("every admin route refuses everyone but an admin", () => {
  let t: TestApp;
  let learner: SignedIn;
  let premium: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    learner = await signIn(t.app, { role: "learner" });
    premium = await signIn(t.app, { role: "premium" });
    admin = await signIn(t.app, { role: "admin" });
    await insertExam(t.ctx.db, "jee");
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie: admin.cookie } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    expect(await post("/api/admin/categories", { name: "JEE Practice", examType: "jee" })).toBe(1);
    expect(
      await post("/api/admin/quizzes", { title: "Kinematics drill", description: "", categoryId: 1 }),
    ).toBe(1);
    expect(
      await post("/api/admin/questions", {
        question: "A body at rest has velocity",
        options: ["0", "1", "g", "infinite"],
        correctAnswer: 0,
        explanation: "At rest means zero velocity.",
        quizId: 1,
      }),
    ).toBe(1);
    expect(
      await post("/api/admin/stimuli", { examType: "jee", kind: "passage", body: "A passage to share." }),
    ).toBe(1);
    expect(
      await post("/api/admin/quizzes", {
        title: "Zq-Auth walk mock",
        categoryId: 1,
        kind: "mock",
        timeLimit: 60,
      }),
    ).toBe(2);
    await post("/api/admin/questions", {
      question: "Zq-A body moving at constant velocity has acceleration",
      options: ["0", "1", "g", "infinite"],
      correctAnswer: 0,
      explanation: "Constant velocity means zero acceleration.",
      quizId: 2,
    });
    const published = await t.app.inject({
      method: "PUT",
      url: "/api/admin/quizzes/2",
      payload: { published: true },
      headers: { cookie: admin.cookie },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
  afterAll(() => t.close());

  it("lists every registered /api/admin route in ADMIN_ROUTES", () => {
    const registered = t.app.routeTable
      .filter((r) => r.url.startsWith("/api/admin"))
      .map(key)
      .sort();
    expect(ADMIN_ROUTES.map(key).sort()).toEqual(registered);
    expect(registered).toHaveLength(41);
  });

  const send = (route: (typeof ADMIN_ROUTES)[number], cookie?: string) =>
    t.app.inject({
      method: route.method,
      url: route.url,
      ...(route.payload !== undefined ? { payload: route.payload as object } : {}),
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(route.contentType ? { "content-type": route.contentType } : {}),
      },
    });

  it("answers 401 to a signed-out visitor on every route", async () => {
    for (const route of ADMIN_ROUTES) {
      const res = await send(route);
      expect(res.statusCode, key(route)).toBe(401);
      expect(res.json().message).toBe("Unauthorized: please sign in");
    }
  });

  it("answers 403 to a learner and to a premium learner on every route", async () => {
    for (const who of [learner, premium]) {
      for (const route of ADMIN_ROUTES) {
        const res = await send(route, who.cookie);
        expect(res.statusCode, `${who.user.email} ${key(route)}`).toBe(403);
        expect(res.json().message).toBe("Admin access required");
      }
    }
  });

  it("refuses before reading the body: a learner's invalid body is still a 403", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/categories",
      payload: { nonsense: true },
      headers: { cookie: learner.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it("lets an admin through on every route (an answer, not 401/403)", async () => {
    for (const route of ADMIN_ROUTES) {
      const res = await send(route, admin.cookie);
      expect([401, 403], `${key(route)} -> ${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(
        res.statusCode,
      );
      expect(res.statusCode, `${key(route)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (route.url.includes("999999")) expect(res.statusCode).toBe(404);
      else expect(res.statusCode, `${key(route)} -> ${res.body.slice(0, 200)}`).toBeLessThan(300);
    }
  });
});
