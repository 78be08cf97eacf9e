import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, type RateLimitName } from "~/server/http/rate-limit";
import { tableCounts } from "~/server/test-support/table-counts";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const OWN_ORIGIN = "http://localhost:3000";
const WEBHOOK = "/api/payments/webhook";

function fill(url: string): string {
  return url.replace(/:[A-Za-z]+/g, (name) =>
    name === ":examType" ? "jee" : name === ":orderId" ? "order_x1" : "1",
  );
}

describe("CSRF: state-changing requests from another site are refused", () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ seed: "content" });
    admin = await signIn(t.app, { role: "admin", email: "csrf-admin@example.com" });
  });
  afterAll(() => t.close());

  const writeRoutes = () =>
    t.app.routeTable
      .filter(
        (r) => r.method === "POST" || r.method === "PUT" || r.method === "DELETE" || r.method === "PATCH",
      )
      .filter((r) => r.url !== WEBHOOK)
      // deletes last, so the same-origin pass below does not remove what later routes name
      .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));

  function request(route: { method: string; url: string }, headers: Record<string, string>): InjectOptions {
    const options: InjectOptions = {
      method: route.method as InjectOptions["method"],
      url: fill(route.url),
      // the demo sign-in replaces the caller's session: send it without the admin's cookie
      headers: route.url === "/api/auth/demo" ? headers : { ...headers, cookie: admin.cookie },
    };
    if (route.method !== "DELETE") {
      options.payload = route.url === "/api/auth/demo" ? { email: "csrf-new@example.com" } : {};
    }
    return options;
  }

  it("has state-changing routes to check", () => {
    expect(writeRoutes().length).toBeGreaterThan(10);
  });

  it("answers 403 to a foreign Origin, an opaque Origin and Sec-Fetch-Site: cross-site, and writes nothing", async () => {
    const before = await tableCounts(t.ctx.db);
    const hostile: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://localhost:3000.evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      for (const headers of hostile) {
        const res = await t.app.inject(request(route, headers));
        const body = res.json() as { message?: string };
        if (res.statusCode !== 403 || body.message !== "Cross-site request refused") {
          wrong.push(`${route.method} ${route.url} ${JSON.stringify(headers)} -> ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts(t.ctx.db)).toEqual(before);
  });

  it("does not refuse the same requests from our own origin or same-origin fetch metadata", async () => {
    const friendly: Record<string, string>[] = [
      { origin: OWN_ORIGIN },
      { "sec-fetch-site": "same-origin" },
      // a non-browser client (curl, the mobile app's native HTTP) sends neither
      {},
    ];
    for (const route of writeRoutes()) {
      for (const headers of friendly) {
        const res = await t.app.inject(request(route, headers));
        expect(res.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBeLessThan(500);
        expect(res.json(), `${route.method} ${route.url} ${JSON.stringify(headers)}`).not.toMatchObject({
          message: "Cross-site request refused",
        });
      }
      t.clock.advance(61_000); // keep the rate limits out of this test
    }
  });

  it("lets the signed webhook through from anywhere (it carries a signature, not a cookie)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: WEBHOOK,
      payload: { event: "payment.captured" },
      headers: { origin: "https://api.razorpay.com", "sec-fetch-site": "cross-site" },
    });
    expect(res.json()).not.toMatchObject({ message: "Cross-site request refused" });
  });
});

describe("rate limits answer 429 with Retry-After", () => {
  let t: TestApp;
  let learner: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ now: "2026-03-02T06:00:10.000Z" });
    learner = await signIn(t.app, { role: "learner", email: "rl-learner@example.com" });
    admin = await signIn(t.app, { role: "admin", email: "rl-admin@example.com" });
  });
  afterAll(() => t.close());

  /** A request that reaches the limit (it passes validation) but is refused by the handler, writing nothing. */
  const limited: Record<RateLimitName, () => InjectOptions> = {
    signIn: () => ({ method: "POST", url: "/api/auth/demo", payload: { email: "rl-signin@example.com" } }),
    feedback: () => ({
      method: "POST",
      url: "/api/feedback",
      payload: { rating: 5, category: "bugs", feedback: "Found one" },
      headers: { cookie: learner.cookie },
    }),
    vitals: () => ({
      method: "POST",
      url: "/api/vitals",
      payload: {
        route: "/quiz/:id",
        deviceClass: "low-end-phone",
        effectiveType: "3g",
        metrics: [{ name: "INP", value: 180, rating: "good" }],
      },
    }),
    submit: () => ({
      method: "POST",
      url: "/api/quiz/2147483647/submit",
      payload: { attemptId: 2147483647, timeSpent: 1, answers: {} },
      headers: { cookie: learner.cookie },
    }),
    joinBatch: () => ({
      method: "POST",
      url: "/api/batches/join",
      payload: { code: "ZZZZZZZZ" },
      headers: { cookie: learner.cookie },
    }),
    upload: () => ({
      method: "POST",
      url: "/api/admin/upload-questions",
      payload: { quizId: 2147483647, csvData: "question,a,b,c,d,correctAnswer\nQ,1,2,3,4,a" },
      headers: { cookie: admin.cookie },
    }),
    practiceSet: () => ({
      method: "POST",
      url: "/api/exams/jee/chapters/zq-no-such-chapter/sets",
      payload: { mode: "untried" },
      headers: { cookie: learner.cookie },
    }),
    payment: () => ({
      method: "POST",
      url: "/api/payments/verify",
      payload: {
        razorpay_order_id: "order_none1",
        razorpay_payment_id: "pay_none1",
        razorpay_signature: "abcd",
      },
      headers: { cookie: learner.cookie },
    }),
  };

  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    it(`${name}: the request after ${RATE_LIMITS[name].max} in a minute gets 429, and the next window is open again`, async () => {
      // start at the beginning of a window
      t.clock.set(new Date(Math.ceil(t.clock.now.getTime() / 60_000) * 60_000 + 60_000));
      const limit = RATE_LIMITS[name];
      for (let i = 0; i < limit.max; i++) {
        const res = await t.app.inject(limited[name]());
        expect(res.statusCode, `request ${i + 1}: ${res.body}`).not.toBe(429);
      }
      t.clock.advance(15_000);
      const before = await tableCounts(t.ctx.db);
      const refused = await t.app.inject(limited[name]());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: limit.message });
      expect(refused.headers["retry-after"]).toBe("45");
      expect(await tableCounts(t.ctx.db)).toEqual(before);

      if (name === "submit" || name === "feedback" || name === "payment") {
        // counted per user: another learner is not held back by this one
        const other = await signIn(t.app, { email: `rl-other-${name}@example.com` });
        const options = limited[name]();
        const res = await t.app.inject({ ...options, headers: { ...options.headers, cookie: other.cookie } });
        expect(res.statusCode).not.toBe(429);
      }

      t.clock.advance(45_000);
      const again = await t.app.inject(limited[name]());
      expect(again.statusCode).not.toBe(429);
    });
  }
});
