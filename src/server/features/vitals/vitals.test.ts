import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webVitals } from "~/server/db/schema";
import { ensureRecurringJobs, runDueJobs } from "~/server/jobs/worker";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const NOW = "2026-11-20T06:00:00.000Z";

const beacon = (overrides: Record<string, unknown> = {}) => ({
  route: "/quiz/:id",
  deviceClass: "low-end-phone",
  effectiveType: "3g",
  metrics: [
    { name: "LCP", value: 2300, rating: "good" },
    { name: "CLS", value: 0.02, rating: "good" },
  ],
  ...overrides,
});

describe("web vitals: POST /api/vitals and GET /api/admin/vitals", () => {
  let t: TestApp;
  let learner: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { CLEANUP_INTERVAL_MS: "60000", VITALS_RETENTION_DAYS: "30" } });
    learner = await signIn(t.app, {
      role: "learner",
      firstName: "Zq-Vitals",
      email: "zq-vitals@example.com",
    });
    admin = await signIn(t.app, { role: "admin", email: "zq-vitals-admin@example.com" });
  });
  afterAll(() => t.close());

  /** Each call starts a fresh rate-limit window unless told otherwise. */
  const post = (
    payload: unknown,
    options: { contentType?: string; cookie?: string; fresh?: boolean } = {},
  ) => {
    if (options.fresh !== false) t.clock.advance(61_000);
    return t.app.inject({
      method: "POST",
      url: "/api/vitals",
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      headers: {
        "content-type": options.contentType ?? "application/json",
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
  };
  const rows = () => t.ctx.db.select().from(webVitals).orderBy(webVitals.id);
  const report = (days?: number, cookie = admin.cookie) =>
    t.app.inject({
      method: "GET",
      url: `/api/admin/vitals${days ? `?days=${days}` : ""}`,
      headers: { cookie },
    });

  it("stores a valid beacon, one row per metric, sent as JSON or as sendBeacon's text/plain", async () => {
    const json = await post(beacon());
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json()).toEqual({ stored: 2 });
    const text = await post(
      beacon({ route: "/", deviceClass: "desktop", metrics: [{ name: "INP", value: 64, rating: "good" }] }),
      { contentType: "text/plain;charset=UTF-8" },
    );
    expect(text.statusCode, text.body).toBe(201);
    expect(
      (await rows()).map(({ id: _id, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
    ).toEqual([
      {
        route: "/quiz/:id",
        deviceClass: "low-end-phone",
        effectiveType: "3g",
        name: "LCP",
        value: 2300,
        rating: "good",
        createdAt: new Date(Date.parse(NOW) + 61_000).toISOString(),
      },
      {
        route: "/quiz/:id",
        deviceClass: "low-end-phone",
        effectiveType: "3g",
        name: "CLS",
        value: 0.02,
        rating: "good",
        createdAt: new Date(Date.parse(NOW) + 61_000).toISOString(),
      },
      {
        route: "/",
        deviceClass: "desktop",
        effectiveType: "3g",
        name: "INP",
        value: 64,
        rating: "good",
        createdAt: new Date(Date.parse(NOW) + 122_000).toISOString(),
      },
    ]);
  });

  it("keeps no personal data: a signed-in learner's beacon holds no user, address or URL", async () => {
    await t.ctx.db.delete(webVitals);
    const res = await post(beacon(), { cookie: learner.cookie });
    expect(res.statusCode).toBe(201);
    const columns = (
      (await t.ctx.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'web_vitals' order by ordinal_position`,
      )) as unknown as { rows: { column_name: string }[] }
    ).rows.map((r) => r.column_name);
    expect(columns).toEqual([
      "id",
      "route",
      "device_class",
      "effective_type",
      "name",
      "value",
      "rating",
      "created_at",
    ]);
    const stored = JSON.stringify(await rows());
    expect(stored).not.toContain("zq-vitals");
    expect(stored).not.toContain("127.0.0.1");
  });

  it("refuses a URL, an unknown metric or class and a bad value, naming the field, storing nothing", async () => {
    const before = (await rows()).length;
    const cases: [unknown, string, string][] = [
      [
        beacon({ route: "/quiz/123" }),
        "route",
        'route: must be a route pattern such as "/quiz/:id", not a URL',
      ],
      [
        beacon({ route: "/results/:attemptId?ref=zq" }),
        "route",
        'route: must be a route pattern such as "/quiz/:id", not a URL',
      ],
      [beacon({ route: undefined }), "route", "route: is required"],
      [
        beacon({ deviceClass: "iphone" }),
        "deviceClass",
        "deviceClass: must be one of low-end-phone, phone, tablet, desktop",
      ],
      [
        beacon({ effectiveType: "5g" }),
        "effectiveType",
        "effectiveType: must be one of slow-2g, 2g, 3g, 4g, unknown",
      ],
      [beacon({ metrics: [] }), "metrics", "metrics: must hold at least one metric"],
      [
        beacon({ metrics: [{ name: "FID", value: 3, rating: "good" }] }),
        "metrics.0.name",
        "metrics.0.name: must be one of LCP, INP, CLS, FCP, TTFB",
      ],
      [
        beacon({ metrics: [{ name: "LCP", value: -1, rating: "good" }] }),
        "metrics.0.value",
        "metrics.0.value: must not be negative",
      ],
      [
        beacon({ metrics: [{ name: "LCP", value: "fast", rating: "good" }] }),
        "metrics.0.value",
        "metrics.0.value: must be a number",
      ],
      [
        beacon({ metrics: [{ name: "LCP", value: 100, rating: "great" }] }),
        "metrics.0.rating",
        "metrics.0.rating: must be one of good, needs-improvement, poor",
      ],
      [
        beacon({ metrics: [{ name: "LCP", value: 100, rating: "good", url: "https://x/quiz/1" }] }),
        "metrics.0",
        'metrics.0: has unknown field "url"',
      ],
      [{ ...beacon(), userAgent: "Zq-Browser" }, "body", 'body: has unknown field "userAgent"'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ field });
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    const notJson = await post("LCP=2300", { contentType: "text/plain" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: "body: is not valid JSON", field: "body" });
    expect((await rows()).length).toBe(before);
  });

  it("caps the body at 4 KB", async () => {
    const big = await post({ ...beacon(), padding: "x".repeat(5000) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: "Request body is too large" });
  });

  it('rate limits beacons per client ("vitals": 30 a minute)', async () => {
    t.clock.advance(61_000);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(beacon(), { fresh: false })).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address", async () => {
    t.clock.advance(61_000);
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/vitals",
        payload: beacon(),
        headers: { "content-type": "application/json" },
        remoteAddress,
      });
    // a phone taking a new address of its /64 for every beacon is still one client
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++)
      statuses.push((await from(`2401:4900:1c3a:7f20::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
    expect((await from("2401:4900:1c3a:7f21::1")).statusCode).toBe(201);

    for (let i = 0; i < 30; i++) expect((await from("198.51.100.23")).statusCode).toBe(201);
    expect((await from("::ffff:198.51.100.23")).statusCode).toBe(429);
  });

  it("reports p75 LCP, INP and CLS per route and device class to admins only", async () => {
    await t.ctx.db.delete(webVitals);
    const lcp = [1200, 1800, 2600, 3100, 4200, 5000, 2000, 2200];
    const at = new Date(t.clock.now.getTime() - 3 * 86_400_000);
    await t.ctx.db.insert(webVitals).values([
      ...lcp.map((value) => ({
        route: "/quiz/:id",
        deviceClass: "low-end-phone" as const,
        effectiveType: "4g" as const,
        name: "LCP" as const,
        value,
        rating: "good" as const,
        createdAt: at,
      })),
      {
        route: "/quiz/:id",
        deviceClass: "low-end-phone",
        effectiveType: "4g",
        name: "INP",
        value: 140,
        rating: "good",
        createdAt: at,
      },
      {
        route: "/quiz/:id",
        deviceClass: "low-end-phone",
        effectiveType: "4g",
        name: "TTFB",
        value: 90,
        rating: "good",
        createdAt: at,
      },
      {
        route: "/",
        deviceClass: "desktop",
        effectiveType: "4g",
        name: "CLS",
        value: 0.3,
        rating: "poor",
        createdAt: at,
      },
      // older than a week: in the 28-day report only
      {
        route: "/",
        deviceClass: "desktop",
        effectiveType: "4g",
        name: "CLS",
        value: 0,
        rating: "good",
        createdAt: new Date(at.getTime() - 10 * 86_400_000),
      },
    ]);

    expect((await report(7, learner.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/vitals" })).statusCode).toBe(401);
    const bad = await report(3);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "days: must be 1, 7 or 28", field: "days" });

    const week = await report(7);
    expect(week.statusCode, week.body).toBe(200);
    const body = week.json();
    expect(body.total).toBe(10);
    expect(body.thresholds).toEqual({
      LCP: { good: 2500, poor: 4000 },
      INP: { good: 200, poor: 500 },
      CLS: { good: 0.1, poor: 0.25 },
    });
    expect(body.groups).toEqual([
      {
        route: "/",
        deviceClass: "desktop",
        metrics: {
          CLS: { p75: 0.3, count: 1, rating: "poor", shares: { good: 0, "needs-improvement": 0, poor: 1 } },
        },
      },
      {
        route: "/quiz/:id",
        deviceClass: "low-end-phone",
        metrics: {
          // sorted 1200 1800 2000 2200 2600 3100 4200 5000: the 6th of 8
          LCP: {
            p75: 3100,
            count: 8,
            rating: "needs-improvement",
            shares: { good: 0.5, "needs-improvement": 0.25, poor: 0.25 },
          },
          INP: { p75: 140, count: 1, rating: "good", shares: { good: 1, "needs-improvement": 0, poor: 0 } },
        },
      },
    ]);
    const month = (await report()).json();
    expect(month.days).toBe(28);
    expect(month.groups[0].metrics.CLS).toMatchObject({ p75: 0.3, count: 2 });
  });

  it("deletes vitals older than VITALS_RETENTION_DAYS on the recurring clean-up job", async () => {
    await t.ctx.db.delete(webVitals);
    const day = 86_400_000;
    const row = (ageDays: number) => ({
      route: "/zq-old",
      deviceClass: "phone" as const,
      effectiveType: "unknown" as const,
      name: "LCP" as const,
      value: ageDays,
      rating: "good" as const,
      createdAt: new Date(t.clock.now.getTime() - ageDays * day),
    });
    await t.ctx.db.insert(webVitals).values([row(31), row(29), row(1)]);
    await ensureRecurringJobs(t.ctx);
    await runDueJobs(t.ctx);
    expect((await rows()).map((r) => r.value).sort()).toEqual([1, 29]);
  });
});

describe("web vitals: caps on everyone's beacons together", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { VITALS_MAX_PER_MINUTE: "5", VITALS_MAX_PER_DAY: "8" } });
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/vitals",
      payload: beacon(),
      headers: { "content-type": "application/json" },
      remoteAddress,
    });
  const stored = async () => (await t.ctx.db.select().from(webVitals)).length;

  it("takes VITALS_MAX_PER_MINUTE a minute and VITALS_MAX_PER_DAY a UTC day, each from any address", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await from(`203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await from("203.0.113.99");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many measurements are arriving from everyone at once. Please try again later.",
    );
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await stored()).toBe(10);

    t.clock.advance(60_000);
    const next: number[] = [];
    for (let i = 1; i <= 4; i++) next.push((await from(`2001:db8:${i}::1`)).statusCode);
    expect(next).toEqual([201, 201, 201, 429]);
    const full = await from("2001:db8:99::1");
    expect(full.json().message).toBe("Enough measurements have arrived today. Please try again tomorrow.");
    // 06:01 UTC: the day's window ends at midnight UTC, 17 h 59 min on
    expect(Number(full.headers["retry-after"])).toBe(17 * 3600 + 59 * 60);
    expect(await stored()).toBe(16);

    t.clock.set("2026-11-21T00:00:00.000Z");
    expect((await from("203.0.113.99")).statusCode).toBe(201);
  });
});
