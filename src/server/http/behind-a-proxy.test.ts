import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/server/http/rate-limit";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";

/** What NODE_ENV=production needs to start (the database is the test's own). */
const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://db.internal/abhyas",
  PUBLIC_URL: "https://abhyas.example",
  SESSION_SECRET: "s".repeat(40),
  GOOGLE_CLIENT_ID: "google-id",
  GOOGLE_CLIENT_SECRET: "google-secret",
  RAZORPAY_KEY_ID: "rzp_live_Key",
  RAZORPAY_KEY_SECRET: "live-key-secret",
  RAZORPAY_WEBHOOK_SECRET: "live-webhook-secret",
};

const feedback = (remoteAddress: string, forwardedFor: string) => ({
  method: "POST" as const,
  url: "/api/feedback",
  remoteAddress,
  headers: { origin: "https://abhyas.example", "x-forwarded-for": forwardedFor },
  payload: { rating: 4, category: "bugs", feedback: "Zq-Test proxy feedback" },
});

/** Sends one more anonymous feedback than the limit, each with another X-Forwarded-For: the statuses. */
async function rotateForwardedFor(t: TestApp, remoteAddress: string, appendedByProxy?: string) {
  t.clock.set(new Date(Math.ceil(t.clock.now.getTime() / 60_000) * 60_000 + 60_000));
  const statuses: number[] = [];
  for (let i = 0; i <= RATE_LIMITS.feedback.max; i++) {
    const claimed = `198.51.100.${i + 1}`;
    const header = appendedByProxy ? `${claimed}, ${appendedByProxy}` : claimed;
    statuses.push((await t.app.inject(feedback(remoteAddress, header))).statusCode);
  }
  return statuses;
}

const limitHeld = (statuses: number[]) => [
  ...Array<number>(RATE_LIMITS.feedback.max).fill(201),
  ...Array<number>(statuses.length - RATE_LIMITS.feedback.max).fill(429),
];

describe("in production, without TRUST_PROXY, nobody can pick their own client address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: production, now: "2026-03-02T06:00:10.000Z" });
  });
  afterAll(() => t.close());

  it("a client rotating X-Forwarded-For is still one client to the rate limit", async () => {
    const statuses = await rotateForwardedFor(t, "203.0.113.7");
    expect(statuses).toEqual(limitHeld(statuses));
  });

  it("X-Forwarded-Host and -Proto from the client do not make a foreign Origin our own", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: "203.0.113.8",
      headers: {
        host: "abhyas.example",
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      payload: { rating: 4, category: "bugs", feedback: "Zq-Test forged host" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Cross-site request refused" });
  });
});

describe("in production behind one trusted load balancer (TRUST_PROXY=10.0.0.5)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...production, TRUST_PROXY: "10.0.0.5" },
      now: "2026-03-02T07:00:10.000Z",
    });
  });
  afterAll(() => t.close());

  it("counts the address the load balancer appended, whatever the client put before it", async () => {
    const statuses = await rotateForwardedFor(t, "10.0.0.5", "203.0.113.9");
    expect(statuses).toEqual(limitHeld(statuses));
    // another real client behind the same load balancer is not held back
    const other = await t.app.inject(feedback("10.0.0.5", "203.0.113.10"));
    expect(other.statusCode).toBe(201);
  });

  it("a hop count trusts that many proxies and no more", async () => {
    const hops = await createTestApp({
      env: { ...production, TRUST_PROXY: "1" },
      now: "2026-03-02T08:00:10.000Z",
    });
    try {
      const statuses = await rotateForwardedFor(hops, "10.0.0.6", "203.0.113.11");
      expect(statuses).toEqual(limitHeld(statuses));
    } finally {
      await hops.close();
    }
  });

  it("a client that reaches the app directly cannot forge X-Forwarded-Host to pass the origin check", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: "203.0.113.12",
      headers: {
        host: "abhyas.example",
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      payload: { rating: 4, category: "bugs", feedback: "Zq-Test forged host" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("through the load balancer, its X-Forwarded-Host and -Proto name our own origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      remoteAddress: "10.0.0.5",
      headers: {
        host: "app-7.internal:3000",
        origin: "https://abhyas.internal",
        "x-forwarded-for": "203.0.113.13",
        "x-forwarded-host": "abhyas.internal",
        "x-forwarded-proto": "https",
      },
      payload: { rating: 4, category: "bugs", feedback: "Zq-Test through the proxy" },
    });
    expect(res.statusCode).toBe(201);
  });
});
