import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueue } from "~/server/jobs/queue";
import { runDueJobs } from "~/server/jobs/worker";
import { attemptRequests, startAttemptsApp, T0 } from "~/server/test-support/attempts-app";
import { answerSheet, type FixtureQuiz } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, type TestApp } from "~/server/test-support/test-app";

const GRACE_MS = 30_000;

/** The value of one sample of the exposition text (`name{labels} value`), undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe("GET /metrics", () => {
  let t: TestApp;
  let jee: FixtureQuiz;
  let learner: SignedIn;
  beforeAll(async () => {
    ({ t, jee, learner } = await startAttemptsApp());
  });
  afterAll(() => t.close());
  const { inject, start } = attemptRequests(() => t);

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    return res.body;
  };

  it("reports the queue's due jobs and how long the oldest has waited, on the app's clock", async () => {
    t.clock.set(T0);
    let text = await scrape();
    expect(sample(text, "abhyas_jobs_due")).toBe(0);
    expect(sample(text, "abhyas_jobs_lag_seconds")).toBe(0);

    await enqueue(t.ctx.db, { name: "Zq-report", runAt: new Date(Date.parse(T0) - 90_000) });
    await enqueue(t.ctx.db, { name: "Zq-report", runAt: new Date(Date.parse(T0) - 10_000) });
    await enqueue(t.ctx.db, { name: "Zq-report", runAt: new Date(Date.parse(T0) + 60_000) });
    text = await scrape();
    expect(sample(text, "abhyas_jobs_due")).toBe(2);
    expect(sample(text, "abhyas_jobs_lag_seconds")).toBe(90);

    t.clock.advance(61_000);
    text = await scrape();
    expect(sample(text, "abhyas_jobs_due")).toBe(3);
    expect(sample(text, "abhyas_jobs_lag_seconds")).toBe(151);

    expect(await runDueJobs(t.ctx, { handlers: { "Zq-report": async () => undefined } })).toBe(3);
    text = await scrape();
    expect(sample(text, "abhyas_jobs_due")).toBe(0);
    expect(sample(text, "abhyas_jobs_lag_seconds")).toBe(0);
    expect(sample(text, "abhyas_jobs_run_total", { job: "Zq-report", outcome: "ok" })).toBe(3);
  });

  it("times each request under its route's pattern, never its URL", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/quiz/${jee.quizId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/quiz/${jee.quizId}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/quiz/987654" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/no-such-route/5" })).statusCode).toBe(404);
    const text = await scrape();
    const quizRoute = { method: "GET", route: "/api/quiz/:id" };
    expect(sample(text, "abhyas_http_request_duration_seconds_count", { ...quizRoute, status: "2xx" })).toBe(
      2,
    );
    expect(sample(text, "abhyas_http_request_duration_seconds_count", { ...quizRoute, status: "4xx" })).toBe(
      1,
    );
    expect(
      sample(text, "abhyas_http_request_duration_seconds_sum", { ...quizRoute, status: "2xx" }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, "abhyas_http_request_duration_seconds_count", {
        method: "GET",
        route: "(unknown)",
        status: "4xx",
      }),
    ).toBe(1);
    expect(text).not.toContain("/api/quiz/987654");
    expect(text).not.toContain(`/api/quiz/${jee.quizId}"`);
    expect(text).not.toContain("no-such-route");
  });

  it("counts a learner's saves and submits, and the attempts the server finishes at their deadline", async () => {
    t.clock.set(T0);
    const before = await scrape();
    expect(sample(before, "abhyas_answer_saves_total")).toBe(0);
    expect(sample(before, "abhyas_attempt_submits_total", { by: "learner" })).toBeUndefined();

    const own = await start(learner, jee.quizId);
    for (const right of [1, 2]) {
      const saved = await inject(learner, "PUT", `/api/attempts/${own.attemptId}/answers`, {
        answers: answerSheet(jee.questions, right),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const submitted = await inject(learner, "POST", `/api/quiz/${jee.quizId}/submit`, {
      attemptId: own.attemptId,
      timeSpent: 60,
      answers: answerSheet(jee.questions, 2),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // a refused save counts nothing
    const late = await inject(learner, "PUT", `/api/attempts/${own.attemptId}/answers`, { answers: {} });
    expect(late.statusCode).toBe(409);

    const abandoned = await start(learner, jee.quizId);
    t.clock.set(new Date(Date.parse(abandoned.deadline) + GRACE_MS));
    await runDueJobs(t.ctx);

    const text = await scrape();
    expect(sample(text, "abhyas_answer_saves_total")).toBe(2);
    expect(sample(text, "abhyas_attempt_submits_total", { by: "learner" })).toBe(1);
    expect(sample(text, "abhyas_attempt_submits_total", { by: "server" })).toBe(1);
    expect(
      sample(text, "abhyas_jobs_run_total", { job: "finish-attempt", outcome: "ok" }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("reports the database connections: the pool's on PostgreSQL, PGlite's one", async () => {
    const text = await scrape();
    const total = sample(text, "abhyas_db_pool_connections", { state: "total" });
    const idle = sample(text, "abhyas_db_pool_connections", { state: "idle" });
    expect(sample(text, "abhyas_db_pool_connections", { state: "waiting" })).toBe(0);
    if (t.databaseUrl) {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(5);
      expect(idle).toBeLessThanOrEqual(total ?? 0);
    } else {
      expect([total, idle]).toEqual([1, 1]);
    }
  });

  it("outside production answers this machine, and anyone else only with METRICS_TOKEN", async () => {
    const fromAfar = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.7" });
    expect(fromAfar.statusCode).toBe(401);
    expect(fromAfar.json()).toHaveProperty("message");
    expect(fromAfar.body).not.toContain("abhyas_");
    const withToken = await createTestApp({ env: { METRICS_TOKEN: "Zq-metrics-token-for-tests" } });
    try {
      const res = await withToken.app.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress: "203.0.113.7",
        headers: { authorization: "Bearer Zq-metrics-token-for-tests" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("abhyas_http_request_duration_seconds");
    } finally {
      await withToken.close();
    }
  });
});

describe("GET /metrics in production", () => {
  const PRODUCTION = {
    NODE_ENV: "production",
    DATABASE_URL: "postgres://unused.invalid/abhyas",
    GOOGLE_CLIENT_ID: "Zq-client",
    GOOGLE_CLIENT_SECRET: "Zq-secret",
    GOOGLE_ISSUER: "http://127.0.0.1:9/",
    RAZORPAY_KEY_ID: "rzp_test_zq",
    RAZORPAY_KEY_SECRET: "Zq-key-secret",
    RAZORPAY_WEBHOOK_SECRET: "Zq-webhook-secret",
    RAZORPAY_API_BASE: "http://127.0.0.1:9",
  };
  const TOKEN = "Zq-production-metrics-token";
  let hidden: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    hidden = await createTestApp({ env: PRODUCTION });
    guarded = await createTestApp({ env: { ...PRODUCTION, METRICS_TOKEN: TOKEN } });
    expect(guarded.ctx.config.isProduction).toBe(true);
  });
  afterAll(async () => {
    await hidden?.close();
    await guarded?.close();
  });

  const get = (t: TestApp, authorization?: string) =>
    t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("does not exist without METRICS_TOKEN, even from this machine", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, "Bearer "]) {
      const res = await get(hidden, authorization);
      expect(res.statusCode, authorization).toBe(404);
      expect(res.body).not.toContain("abhyas_");
    }
  });

  it("answers only the bearer of METRICS_TOKEN", async () => {
    for (const authorization of [
      undefined,
      "Bearer wrong-token",
      `Bearer ${TOKEN}x`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await get(guarded, authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain("abhyas_");
    }
    const res = await get(guarded, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("abhyas_jobs_due");
  });
});
