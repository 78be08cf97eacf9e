import { and, eq, isNotNull } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts, categories, quizQuestions, quizzes } from "~/server/db/schema";
import { upsertUser } from "~/server/features/auth/users";
import { webhookSignature } from "~/server/features/payments/signatures";
import { createSession } from "~/server/sessions/sessions";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { type Fixtures, validRequest } from "~/server/test-support/valid-requests";
import { STUDY_PLAN_NEEDS_PLAN } from "~/shared/plans";

/**
 * Who may call each route:
 * - public: anyone, signed in or not
 * - signed-in: 401 signed out, any signed-in user otherwise
 * - premium: 401 signed out, 403 without a premium entitlement
 * - paid-plan: as premium, with a 403 that names the plans unlocking the feature
 * - admin: 401 signed out, 403 for anyone but an admin
 * - webhook: a cookie gives no power; only the provider's signature does
 * - demo-only: open to anyone in embedded (demo) mode, 404 when the app runs with real providers
 * - signed-in demo-only: signed-in in embedded mode, 404 for a signed-in user with real providers
 * - operator: a cookie gives no power; METRICS_TOKEN does, and outside production this machine
 *   (tests inject from 127.0.0.1); production's rules are in http/metrics.test.ts
 * - institute: 401 signed out; the institute's staff and the site admin pass; anyone else 403 or 404
 *   (who may do what inside and across institutes: src/server/tenancy-matrix.test.ts)
 */
type Who =
  | "public"
  | "signed-in"
  | "premium"
  | "paid-plan"
  | "admin"
  | "webhook"
  | "demo-only"
  | "signed-in demo-only"
  | "operator"
  | "institute";

const POLICY: Record<string, Who> = {
  "GET /api/health": "public",
  "GET /metrics": "operator",
  "GET /api/docs": "public",
  "GET /api/docs/openapi.json": "public",
  "GET /api/auth/user": "signed-in",
  "GET /api/login": "public",
  "GET /api/logout": "public",
  "GET /api/auth/google": "public",
  "GET /api/auth/google/callback": "public",
  "GET /api/auth/demo-accounts": "demo-only",
  "POST /api/auth/demo": "demo-only",
  "GET /api/exams": "public",
  "GET /api/exams/:examType": "public",
  "GET /api/exams/:examType/quizzes": "public",
  "GET /api/quiz-categories/:examType": "public",
  "GET /api/exams/:examType/syllabus": "public",
  "GET /api/exams/:examType/chapters/:chapter": "public",
  // every plan practises every chapter (product.md section 18): signed in is enough
  "POST /api/exams/:examType/chapters/:chapter/sets": "signed-in",
  "GET /api/quizzes": "public",
  "GET /api/daily-quiz": "public",
  "GET /api/daily-quizzes": "public",
  "GET /api/quiz/:id": "public",
  "GET /api/mock-tests": "public",
  "GET /api/past-papers": "public",
  "POST /api/quiz/:id/start": "signed-in",
  "GET /api/quiz/:id/opening": "signed-in",
  "PUT /api/attempts/:id/answers": "signed-in",
  "POST /api/quiz/:id/submit": "signed-in",
  "GET /api/attempts/:id": "signed-in",
  "POST /api/attempts/:id/retake-wrong": "signed-in",
  "GET /api/user/attempts": "signed-in",
  "POST /api/bookmark/:questionId": "signed-in",
  "GET /api/user/bookmarks": "signed-in",
  "GET /api/leaderboard": "public",
  "GET /api/user/rank": "signed-in",
  "GET /api/user/progress": "signed-in",
  "GET /api/user/streak": "signed-in",
  "GET /api/user/performance": "signed-in",
  "GET /api/user/settings": "signed-in",
  "PUT /api/user/settings": "signed-in",
  "GET /api/account/export": "signed-in",
  "POST /api/account/export": "signed-in",
  "GET /api/account/export/download": "signed-in",
  "DELETE /api/account": "signed-in",
  "GET /api/account/reminders/public-key": "signed-in",
  "GET /api/account/reminders": "signed-in",
  "PUT /api/account/reminders": "signed-in",
  "POST /api/account/reminders/subscriptions": "signed-in",
  "DELETE /api/account/reminders/subscriptions": "signed-in",
  "PATCH /api/user/preferences": "signed-in",
  "GET /api/user/review-queue": "signed-in",
  "GET /api/attempts/:id/pace": "signed-in",
  "POST /api/user/review/:questionId": "signed-in",
  "GET /api/analytics/preparedness/:examType": "premium",
  "GET /api/user/study-plan": "paid-plan",
  "PUT /api/user/study-plan": "paid-plan",
  "GET /api/user/predictions": "premium",
  "POST /api/user/adaptive-practice": "premium",
  "POST /api/payments/order": "signed-in",
  "GET /api/payments/orders/:orderId": "signed-in",
  "POST /api/payments/verify": "signed-in",
  "POST /api/payments/simulated/pay": "signed-in demo-only",
  "GET /api/user/subscription": "signed-in",
  "GET /api/payments/history": "signed-in",
  "POST /api/feedback": "public",
  "GET /api/user/reports": "signed-in",
  "POST /api/user/reports/seen": "signed-in",
  "POST /api/vitals": "public",
  "POST /api/payments/webhook": "webhook",
  "GET /api/admin/categories": "admin",
  "POST /api/admin/categories": "admin",
  "PUT /api/admin/categories/:id": "admin",
  "DELETE /api/admin/categories/:id": "admin",
  "GET /api/admin/quizzes": "admin",
  "POST /api/admin/quizzes": "admin",
  "PUT /api/admin/quizzes/:id": "admin",
  "DELETE /api/admin/quizzes/:id": "admin",
  "GET /api/admin/quizzes/:id/item-analysis": "admin",
  "GET /api/admin/questions": "admin",
  "POST /api/admin/questions": "admin",
  "PUT /api/admin/questions/:id": "admin",
  "DELETE /api/admin/questions/:id": "admin",
  "POST /api/admin/upload-questions": "admin",
  "POST /api/admin/questions/import": "admin",
  "POST /api/admin/questions/bulk": "admin",
  "GET /api/admin/questions/export": "admin",
  "GET /api/admin/daily-schedule": "admin",
  "PUT /api/admin/daily-schedule": "admin",
  "GET /api/admin/feedback": "admin",
  "GET /api/admin/reports": "admin",
  "PATCH /api/admin/reports/:id": "admin",
  "GET /api/admin/vitals": "admin",
  "GET /api/images/:id": "public",
  "POST /api/admin/images": "admin",
  "GET /api/admin/stimuli": "admin",
  "POST /api/admin/stimuli": "admin",
  "PUT /api/admin/stimuli/:id": "admin",
  "DELETE /api/admin/stimuli/:id": "admin",
  "GET /api/live-tests": "signed-in",
  "POST /api/live-tests/:id/register": "signed-in",
  "POST /api/live-tests/:id/start": "signed-in",
  "GET /api/live-tests/:id/results": "signed-in",
  "POST /api/live-tests/:id/challenges": "signed-in",
  "GET /api/admin/live-tests": "admin",
  "POST /api/admin/live-tests": "admin",
  "POST /api/admin/live-tests/:id/cancel": "admin",
  "GET /api/admin/live-tests/:id/challenges": "admin",
  "PUT /api/admin/live-tests/:id/challenges/:challengeId/reply": "admin",
  "POST /api/admin/live-tests/:id/publish-final": "admin",
  "GET /api/admin/live-tests/:id/merit-list": "admin",
  "GET /api/admin/live-tests/:id/merit-list/download": "admin",
  "POST /api/admin/questions/:id/corrections": "admin",
  "GET /api/admin/questions/:id/audit-log": "admin",
  "GET /api/admin/audit-log": "admin",
  "GET /api/user/notifications": "signed-in",
  "POST /api/user/notifications/read": "signed-in",
  "GET /api/quiz/:id/change-notes": "public",
  "GET /api/admin/institutes": "admin",
  "POST /api/admin/institutes": "admin",
  "GET /api/institutes/mine": "signed-in",
  "GET /api/institutes/:instituteId": "institute",
  "POST /api/institutes/:instituteId/invitations": "institute",
  "GET /api/institutes/:instituteId/audit-log": "institute",
  "DELETE /api/institutes/:instituteId/staff/:userId": "institute",
  "GET /api/institutes/:instituteId/batches": "institute",
  "POST /api/institutes/:instituteId/batches": "institute",
  "GET /api/institutes/:instituteId/batches/:batchId": "institute",
  "PATCH /api/institutes/:instituteId/batches/:batchId": "institute",
  "POST /api/institutes/:instituteId/batches/:batchId/members": "institute",
  "POST /api/institutes/:instituteId/batches/:batchId/members/csv": "institute",
  "DELETE /api/institutes/:instituteId/batches/:batchId/members/:userId": "institute",
  "POST /api/batches/join": "signed-in",
  "GET /api/user/batches": "signed-in",
  "POST /api/user/batches/:batchId/leave": "signed-in",
  "GET /api/institutes/:instituteId/assignments": "institute",
  "POST /api/institutes/:instituteId/assignments": "institute",
  "PATCH /api/institutes/:instituteId/assignments/:assignmentId": "institute",
  "POST /api/institutes/:instituteId/assignments/:assignmentId/cancel": "institute",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/merit-list": "institute",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/merit-list/download": "institute",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/item-statistics": "institute",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/item-statistics/download": "institute",
  "GET /api/institutes/:instituteId/assignments/:assignmentId/responses/download": "institute",
  "GET /api/institutes/:instituteId/learners/:userId/history": "institute",
  "GET /api/institutes/:instituteId/learners/:userId/history/download": "institute",
  "GET /api/institutes/:instituteId/assignable-papers": "institute",
  "GET /api/institutes/:instituteId/bank/categories": "institute",
  "GET /api/institutes/:instituteId/bank/quizzes": "institute",
  "POST /api/institutes/:instituteId/bank/quizzes": "institute",
  "PUT /api/institutes/:instituteId/bank/quizzes/:id": "institute",
  "DELETE /api/institutes/:instituteId/bank/quizzes/:id": "institute",
  "GET /api/institutes/:instituteId/bank/questions": "institute",
  "POST /api/institutes/:instituteId/bank/questions": "institute",
  "PUT /api/institutes/:instituteId/bank/questions/:id": "institute",
  "DELETE /api/institutes/:instituteId/bank/questions/:id": "institute",
  "POST /api/institutes/:instituteId/bank/questions/bulk": "institute",
  "POST /api/institutes/:instituteId/bank/upload-questions": "institute",
  "POST /api/institutes/:instituteId/bank/import": "institute",
  "GET /api/institutes/:instituteId/bank/public-questions": "institute",
  "POST /api/institutes/:instituteId/bank/copy": "institute",
  "GET /api/institutes/:instituteId/bank/stimuli": "institute",
  "POST /api/institutes/:instituteId/bank/stimuli": "institute",
  "PUT /api/institutes/:instituteId/bank/stimuli/:id": "institute",
  "DELETE /api/institutes/:instituteId/bank/stimuli/:id": "institute",
  "POST /api/institutes/:instituteId/bank/images": "institute",
  "GET /api/user/assignments": "signed-in",
  "POST /api/user/assignments/:assignmentId/start": "signed-in",
};

type Role = "anonymous" | "learner" | "premium" | "admin";
const ROLES: Role[] = ["anonymous", "learner", "premium", "admin"];

/**
 * The status codes that a role may see from a route of this kind: "allowed" means anything but
 * 401/403; "refused" 403 or 404 (an institute's routes do not tell outsiders that it exists).
 */
function expectedFor(who: Who, role: Role): 401 | 403 | "allowed" | "refused" {
  if (who === "public" || who === "demo-only" || who === "webhook" || who === "operator") return "allowed";
  if (role === "anonymous") return 401;
  if (who === "institute") return role === "admin" ? "allowed" : "refused";
  if (who === "signed-in" || who === "signed-in demo-only") return "allowed";
  if (who === "premium" || who === "paid-plan") return role === "premium" ? "allowed" : 403;
  return role === "admin" ? "allowed" : 403;
}

/** Signing in again and logging out end the session, and deletes remove seeded rows: those go last. */
function order(key: string): number {
  if (key === "GET /api/logout" || key === "POST /api/auth/demo") return 2;
  if (key.startsWith("DELETE ")) return 1;
  return 0;
}

describe("authorization matrix over the route table", () => {
  let t: TestApp;
  const sessions = new Map<Role, SignedIn | undefined>();
  const fixtures = new Map<Role, Fixtures>();

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    sessions.set("anonymous", undefined);
    sessions.set("learner", await signIn(t.app, { role: "learner", email: "matrix-learner@example.com" }));
    sessions.set("premium", await signIn(t.app, { role: "premium", email: "matrix-premium@example.com" }));
    sessions.set("admin", await signIn(t.app, { role: "admin", email: "matrix-admin@example.com" }));
    const [row] = await t.ctx.db
      .select({ quizId: quizQuestions.quizId, questionId: quizQuestions.questionId })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .limit(1);
    const [category] = await t.ctx.db.select({ id: categories.id }).from(categories).limit(1);
    if (!row || !category) throw new Error("the seed has no quiz with questions");
    for (const role of ROLES) {
      const owner = sessions.get(role) ?? sessions.get("learner");
      const cookie = owner?.cookie ?? "";
      const start = async () => {
        const res = await t.app.inject({
          method: "POST",
          url: `/api/quiz/${row.quizId}/start`,
          headers: { cookie },
          payload: {},
        });
        expect(res.statusCode).toBe(200);
        return (res.json() as { attemptId: number }).attemptId;
      };
      let submittedAttemptId = await start();
      const submitted = await t.app.inject({
        method: "POST",
        url: `/api/quiz/${row.quizId}/submit`,
        headers: { cookie },
        payload: { attemptId: submittedAttemptId, timeSpent: 20, answers: { [String(row.questionId)]: 0 } },
      });
      expect(submitted.statusCode).toBe(200);
      if (role === "anonymous") {
        // signed out, a request names someone's real attempt: it must still be 401, not 404
        const [any] = await t.ctx.db
          .select({ id: attempts.id })
          .from(attempts)
          .where(and(isNotNull(attempts.submittedAt), eq(attempts.quizId, row.quizId)))
          .limit(1);
        submittedAttemptId = any?.id ?? submittedAttemptId;
      }
      const order = await t.app.inject({
        method: "POST",
        url: "/api/payments/order",
        headers: { cookie },
        payload: { plan: "monthly" },
      });
      expect(order.statusCode).toBe(200);
      fixtures.set(role, {
        quizId: row.quizId,
        questionId: row.questionId,
        categoryId: category.id,
        attemptId: await start(),
        submittedAttemptId,
        orderId: (order.json() as { orderId: string }).orderId,
      });
    }
  });
  afterAll(() => t.close());

  it("classifies every route in the route table, and names no route that does not exist", () => {
    const table = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    const unclassified = table.filter((key) => !(key in POLICY));
    expect(unclassified, "add these routes to POLICY in authorization-matrix.test.ts").toEqual([]);
    expect(Object.keys(POLICY).filter((key) => !table.includes(key))).toEqual([]);
  });

  it("answers 401 / 403 / neither exactly as the policy says, for every route and role", async () => {
    const routes = [...t.app.routeTable].sort(
      (a, b) => order(`${a.method} ${a.url}`) - order(`${b.method} ${b.url}`),
    );
    const wrong: string[] = [];
    for (const role of ROLES) {
      const session = sessions.get(role);
      const f = fixtures.get(role);
      if (!f) throw new Error(`no fixtures for ${role}`);
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const who = POLICY[key];
        if (!who) continue;
        const options = validRequest(route.method, route.url, f);
        if (session) options.headers = { ...options.headers, cookie: session.cookie };
        const res = await t.app.inject(options);
        const expected = expectedFor(who, role);
        const ok =
          res.statusCode < 500 &&
          (expected === "allowed"
            ? res.statusCode !== 401 && res.statusCode !== 403
            : expected === "refused"
              ? res.statusCode === 403 || res.statusCode === 404
              : res.statusCode === expected);
        if (!ok)
          wrong.push(`${role} ${key} -> ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`);
        if (expected === 403 && who === "premium") {
          expect(res.json()).toMatchObject({ message: "Premium subscription required" });
        }
        if (expected === 403 && who === "paid-plan") {
          expect(res.json()).toMatchObject({ message: STUDY_PLAN_NEEDS_PLAN });
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a learner cannot read or change another learner's attempt or order", async () => {
    // the matrix above logged every role out: sign the learner in again
    const { cookie } = await signIn(t.app, { role: "learner", email: "matrix-learner@example.com" });
    const premium = await signIn(t.app, { role: "premium", email: "matrix-premium@example.com" });
    const f = fixtures.get("premium");
    if (!f) throw new Error("fixtures missing");
    const started = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${f.quizId}/start`,
      headers: { cookie: premium.cookie },
      payload: {},
    });
    expect(started.statusCode).toBe(200);
    const other = { ...f, attemptId: (started.json() as { attemptId: number }).attemptId };
    const reads = [
      { method: "GET", url: `/api/attempts/${other.submittedAttemptId}` },
      { method: "PUT", url: `/api/attempts/${other.attemptId}/answers`, payload: { answers: {} } },
      { method: "POST", url: `/api/attempts/${other.submittedAttemptId}/retake-wrong` },
      {
        method: "POST",
        url: `/api/quiz/${other.quizId}/submit`,
        payload: { attemptId: other.attemptId, timeSpent: 10, answers: {} },
      },
      { method: "GET", url: `/api/payments/orders/${other.orderId}` },
      { method: "POST", url: "/api/payments/simulated/pay", payload: { orderId: other.orderId } },
    ] as const;
    for (const r of reads) {
      const res = await t.app.inject({ ...r, headers: { cookie } } as InjectOptions);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    const [attempt] = await t.ctx.db
      .select({ submittedAt: attempts.submittedAt })
      .from(attempts)
      .where(eq(attempts.id, other.attemptId));
    expect(attempt?.submittedAt).toBeNull();
  });
});

describe("demo-only routes and the webhook when the app runs with real providers", () => {
  const WEBHOOK_SECRET = "matrix-webhook-secret";
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: "matrix-client",
        GOOGLE_CLIENT_SECRET: "matrix-secret",
        ADMIN_EMAILS: "matrix-admin@example.com",
        GOOGLE_ISSUER: "http://127.0.0.1:9/",
        RAZORPAY_KEY_ID: "rzp_test_matrix",
        RAZORPAY_KEY_SECRET: "matrix-key-secret",
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_BASE: "http://127.0.0.1:9",
      },
    });
    expect(t.ctx.config.demoMode).toBe(false);
    const userId = await upsertUser(
      t.ctx.db,
      { email: "matrix-admin@example.com", firstName: null, lastName: null, role: "admin" },
      "ADMIN_EMAILS lists the email",
      t.ctx.now(),
    );
    cookie = `abhyas_session=${await createSession(t.ctx.db, userId, t.ctx.now())}`;
  });
  afterAll(() => t.close());

  it("answers 404 on every demo-only route (401 first where it needs a sign-in)", async () => {
    const demoOnly = t.app.routeTable.filter((r) => POLICY[`${r.method} ${r.url}`]?.includes("demo-only"));
    expect(demoOnly.length).toBeGreaterThanOrEqual(3);
    const f: Fixtures = {
      quizId: 1,
      questionId: 1,
      categoryId: 1,
      attemptId: 1,
      submittedAttemptId: 1,
      orderId: "order_matrix1",
    };
    for (const route of demoOnly) {
      const needsSignIn = POLICY[`${route.method} ${route.url}`] === "signed-in demo-only";
      for (const headers of [{}, { cookie }]) {
        const options = validRequest(route.method, route.url, f);
        options.headers = { ...options.headers, ...headers };
        const res = await t.app.inject(options);
        const expected = needsSignIn && !("cookie" in headers) ? 401 : 404;
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(expected);
      }
    }
  });

  it("refuses an unsigned or wrongly signed webhook even with an admin's cookie, and accepts a signed one", async () => {
    const body = JSON.stringify({ id: "evt_matrix1", event: "payment.captured", payload: {} });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: { "content-type": "application/json", cookie },
    });
    expect(unsigned.statusCode).toBe(400);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: { "content-type": "application/json", cookie, "x-razorpay-signature": "ab".repeat(32) },
    });
    expect(forged.statusCode).toBe(400);
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": webhookSignature(WEBHOOK_SECRET, body),
        "x-razorpay-event-id": "evt_matrix1",
      },
    });
    expect(signed.statusCode).toBe(200);
  });
});
