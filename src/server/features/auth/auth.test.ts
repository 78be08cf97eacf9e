import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleChanges, sessions, users } from "~/server/db/schema";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";

describe("session sign-in (demo mode)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 401 to a signed-out visitor", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Unauthorized/);
  });

  it("signs in a demo learner with an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "Asha@Example.com", firstName: "Zq-Asha", lastName: "Verma" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: "asha@example.com",
      firstName: "Zq-Asha",
      lastName: "Verma",
      role: "learner",
      isPremium: false,
    });
    const cookie = res.cookies.find((c) => c.name === "abhyas_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `abhyas_session=${cookie?.value}` },
    });
    expect(me.json().email).toBe("asha@example.com");
  });

  it("gives the premium role an active Annual entitlement and the admin role admin", async () => {
    const premium = await signIn(t.app, { role: "premium" });
    expect(premium.user.isPremium).toBe(true);
    const admin = await signIn(t.app, { role: "admin" });
    expect(admin.user.role).toBe("admin");
  });

  it("rotates the session at sign-in: the old cookie stops working", async () => {
    const first = await signIn(t.app, { email: "rotate@example.com" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "rotate@example.com" },
      headers: { cookie: first.cookie },
    });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: first.cookie },
    });
    expect(old.statusCode).toBe(401);
  });

  it("logs out: the session ends and the browser returns to /landing", async () => {
    const s = await signIn(t.app);
    const out = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/landing");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: s.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("expires sessions after 30 days", async () => {
    const s = await signIn(t.app);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: s.cookie } });
    expect(me.statusCode).toBe(401);
    t.clock.set(new Date());
  });

  it("rejects an invalid email with 400 naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "not-an-email" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("email");
  });

  it("sends /api/login to the demo sign-in page in embedded mode", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.headers.location).toBe("/demo-sign-in");
  });

  it("refuses the demo sign-in at any Host but the configured public one: 403, no user, no session", async () => {
    const sessionsBefore = (await t.ctx.db.select().from(sessions)).length;
    for (const host of ["evil.example", "evil.example:3000", "127.0.0.1:3000", "localhost:3001"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/demo",
        payload: { email: "zq-rebound@example.com", role: "admin" },
        headers: { host },
      });
      expect(res.statusCode, host).toBe(403);
      expect(res.json().message).toMatch(/only at this server's own address/);
      expect(res.cookies.find((c) => c.name === "abhyas_session")).toBeUndefined();
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.email, "zq-rebound@example.com"))).toHaveLength(
      0,
    );
    expect((await t.ctx.db.select().from(sessions)).length).toBe(sessionsBefore);

    const own = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "zq-rebound@example.com", role: "admin" },
      headers: { host: "localhost:3000" },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: "zq-rebound@example.com", role: "admin" });
  });

  it("logs every role change a demo sign-in makes", async () => {
    const admin = await signIn(t.app, { email: "zq-switch@example.com", role: "admin" });
    await signIn(t.app, { email: "zq-switch@example.com", role: "learner" });
    await signIn(t.app, { email: "zq-switch@example.com", role: "premium" });
    const log = await t.ctx.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, admin.user.id))
      .orderBy(asc(roleChanges.id));
    expect(log.map((c) => [c.fromRole, c.toRole, c.reason])).toEqual([
      ["learner", "admin", "demo sign-in as admin"],
      ["admin", "learner", "demo sign-in as learner"],
    ]);
  });

  it("carries a same-site return path to the demo sign-in page and drops any other", async () => {
    const quiz = await t.app.inject({ method: "GET", url: "/api/login?returnTo=%2Fquiz%2F14" });
    expect(quiz.headers.location).toBe("/demo-sign-in?returnTo=%2Fquiz%2F14");
    const google = await t.app.inject({ method: "GET", url: "/api/auth/google?returnTo=%2Fquiz%2F14" });
    expect(google.headers.location).toBe("/demo-sign-in?returnTo=%2Fquiz%2F14");
    for (const offSite of ["//evil.example", "https://evil.example", "/\\evil"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/login?returnTo=${encodeURIComponent(offSite)}`,
      });
      expect(res.headers.location, offSite).toBe("/demo-sign-in");
    }
  });

  it("sends a learner already signed in straight to the return path, past the sign-in page", async () => {
    const s = await signIn(t.app, { email: "zq-already-in@example.com" });
    for (const entry of ["/api/login", "/api/auth/google"]) {
      const billing = await t.app.inject({
        method: "GET",
        url: `${entry}?returnTo=%2Fbilling%3Fplan%3Dannual`,
        headers: { cookie: s.cookie },
      });
      expect(billing.statusCode, entry).toBe(302);
      expect(billing.headers.location, entry).toBe("/billing?plan=annual");
      const bare = await t.app.inject({ method: "GET", url: entry, headers: { cookie: s.cookie } });
      expect(bare.headers.location, entry).toBe("/");
      const offSite = await t.app.inject({
        method: "GET",
        url: `${entry}?returnTo=${encodeURIComponent("//evil.example")}`,
        headers: { cookie: s.cookie },
      });
      expect(offSite.headers.location, entry).toBe("/");
    }
  });

  it("refuses a state-changing request from another origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "csrf@example.com" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("demo sign-in outside embedded mode", () => {
  it("answers 404 when Google credentials are configured", async () => {
    const t = await createTestApp({ env: { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" } });
    try {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/demo", payload: { email: "a@b.co" } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
