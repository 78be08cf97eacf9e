import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleChanges, sessions, users } from "~/server/db/schema";
import { authorizeAt, startTestOidcProvider, type TestAccount } from "~/server/test-support/oidc-provider";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";

const PUBLIC_URL = "http://localhost:3000";
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

const account = (sub: string, email: string, extra: Partial<TestAccount> = {}): TestAccount => ({
  sub,
  email,
  given_name: "Zq-Test",
  family_name: sub,
  picture: `https://lh3.googleusercontent.com/a/${sub}.png`,
  ...extra,
});

describe("Google accounts: found by subject, verified email only, ADMIN_EMAILS decides the role", () => {
  let provider: Awaited<ReturnType<typeof startTestOidcProvider>>;
  let t: TestApp;
  const accounts: Record<string, TestAccount> = {
    unverified: account("unverified", "zq-unverified@example.com", { email_verified: false }),
    silent: account("silent", "zq-silent@example.com", { email_verified: "absent" }),
    mover: account("mover", "zq-mover@example.com"),
    owner: account("owner", "zq-owner@example.com"),
    impostor: account("impostor", "zq-owner@example.com", { email_verified: false }),
    twin: account("twin", "zq-owner@example.com"),
    fakeboss: account("fakeboss", "zq-boss@example.com", { email_verified: false }),
    boss: account("boss", "zq-boss@example.com"),
    seeded: account("seeded", "zq-seeded@example.com"),
    rtl: account("rtl", "zq-rtl@example.com", {
      given_name: "Zq-\u202Eloot",
      family_name: "Ra\u2066o\u2069",
    }),
  };

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      clientId: "abhyas-test",
      clientSecret: "abhyas-test-secret",
      redirectUri: REDIRECT_URI,
      accounts,
    });
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: "abhyas-test",
        GOOGLE_CLIENT_SECRET: "abhyas-test-secret",
        GOOGLE_ISSUER: provider.issuer,
        ADMIN_EMAILS: "zq-boss@example.com",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** The whole Google sign-in as `login`; answers the callback's redirect and session cookie. */
  async function signInAs(login: string, startQuery = "") {
    const start = await t.app.inject({ method: "GET", url: `/api/auth/google${startQuery}` });
    const pending = start.cookies.find((c) => c.name === "abhyas_oidc");
    const callback = await authorizeAt(start.headers.location as string, login, REDIRECT_URI);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/google/callback${callback.search}`,
      headers: { cookie: `abhyas_oidc=${pending?.value}` },
    });
    expect(res.statusCode).toBe(302);
    const session = res.cookies.find((c) => c.name === "abhyas_session");
    return {
      location: res.headers.location,
      cookie: session ? `abhyas_session=${session.value}` : undefined,
    };
  }

  const userByEmail = async (email: string) =>
    (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0];
  const me = (cookie: string | undefined) =>
    t.app.inject({ method: "GET", url: "/api/auth/user", headers: cookie ? { cookie } : {} });

  it("refuses an email the token does not say is verified: back to sign-in with the reason, no user, no session", async () => {
    const sessionsBefore = (await t.ctx.db.select().from(sessions)).length;
    for (const login of ["unverified", "silent"]) {
      const res = await signInAs(login);
      expect(res.location, login).toBe("/landing?signin=unverified");
      expect(res.cookie, login).toBeUndefined();
    }
    expect(await userByEmail("zq-unverified@example.com")).toBeUndefined();
    expect(await userByEmail("zq-silent@example.com")).toBeUndefined();
    expect((await t.ctx.db.select().from(sessions)).length).toBe(sessionsBefore);
  });

  it("keeps the same account when the same Google subject comes back with a changed email", async () => {
    const first = await signInAs("mover");
    const before = await userByEmail("zq-mover@example.com");
    expect(before).toMatchObject({ googleSub: "mover", googleIssuer: provider.issuer });
    accounts.mover!.email = "zq-moved@example.com";
    const second = await signInAs("mover");
    expect(second.location).toBe("/");
    expect((await me(second.cookie)).json()).toMatchObject({ id: before!.id, email: "zq-moved@example.com" });
    expect(await userByEmail("zq-mover@example.com")).toBeUndefined();
    expect((await me(first.cookie)).json().id).toBe(before!.id);
  });

  it("lets no second Google account take over an existing email, verified or not", async () => {
    const owner = await signInAs("owner");
    const ownerId = (await me(owner.cookie)).json().id;
    const impostor = await signInAs("impostor");
    expect(impostor.location).toBe("/landing?signin=unverified");
    expect(impostor.cookie).toBeUndefined();
    const twin = await signInAs("twin");
    expect(twin.location).toBe("/landing?signin=email-taken");
    expect(twin.cookie).toBeUndefined();
    expect(await userByEmail("zq-owner@example.com")).toMatchObject({ id: ownerId, googleSub: "owner" });
    expect(await t.ctx.db.select().from(users).where(eq(users.googleSub, "twin"))).toHaveLength(0);
  });

  it("never grants admin through ADMIN_EMAILS to an unverified email", async () => {
    const res = await signInAs("fakeboss");
    expect(res.location).toBe("/landing?signin=unverified");
    expect(res.cookie).toBeUndefined();
    expect(await userByEmail("zq-boss@example.com")).toBeUndefined();
  });

  it("links an account that never used Google by its verified email", async () => {
    const [seeded] = await t.ctx.db
      .insert(users)
      .values({ email: "zq-seeded@example.com", firstName: "Zq-Old" })
      .returning({ id: users.id });
    const res = await signInAs("seeded");
    expect((await me(res.cookie)).json().id).toBe(seeded!.id);
    expect(await userByEmail("zq-seeded@example.com")).toMatchObject({
      googleSub: "seeded",
      firstName: "Zq-Test",
    });
  });

  it("drops bidirectional controls from the names in the ID token", async () => {
    const res = await signInAs("rtl");
    expect((await me(res.cookie)).json()).toMatchObject({ firstName: "Zq-loot", lastName: "Rao" });
  });

  it("revokes admin when ADMIN_EMAILS drops the email: live in every session, stored at the next sign-in, logged", async () => {
    const first = await signInAs("boss");
    const bossId = (await me(first.cookie)).json().id as number;
    expect((await me(first.cookie)).json().role).toBe("admin");
    const adminRead = () =>
      t.app.inject({ method: "GET", url: "/api/admin/feedback", headers: { cookie: first.cookie! } });
    expect((await adminRead()).statusCode).toBe(200);

    // the operator removes the email and restarts: the session already open loses admin at once
    t.ctx.config.adminEmails.delete("zq-boss@example.com");
    try {
      expect((await me(first.cookie)).json().role).toBe("learner");
      expect((await adminRead()).statusCode).toBe(403);

      const again = await signInAs("boss");
      expect((await me(again.cookie)).json()).toMatchObject({ id: bossId, role: "learner" });
      expect((await userByEmail("zq-boss@example.com"))?.role).toBe("learner");
    } finally {
      t.ctx.config.adminEmails.add("zq-boss@example.com");
    }
    // listed again: admin again at the next sign-in (not before: the stored role is learner now)
    expect((await me(first.cookie)).json().role).toBe("learner");
    const back = await signInAs("boss");
    expect((await me(back.cookie)).json().role).toBe("admin");

    const log = await t.ctx.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, bossId))
      .orderBy(asc(roleChanges.id));
    expect(log.map((c) => [c.fromRole, c.toRole, c.changedBy])).toEqual([
      ["learner", "admin", null],
      ["admin", "learner", null],
      ["learner", "admin", null],
    ]);
    expect(log[1]?.reason).toMatch(/ADMIN_EMAILS no longer lists/);
    expect(log.every((c) => c.createdAt instanceof Date)).toBe(true);
  });

  it("returns to the same-site path the sign-in started from, and ignores any other", async () => {
    const quiz = await signInAs("owner", "?returnTo=%2Fquiz%2F14");
    expect(quiz.location).toBe("/quiz/14");
    const billing = await signInAs("owner", `?returnTo=${encodeURIComponent("/billing?plan=annual")}`);
    expect(billing.location).toBe("/billing?plan=annual");
    for (const offSite of ["//evil.example", "https://evil.example", "/\\evil", "/api/logout"]) {
      const res = await signInAs("owner", `?returnTo=${encodeURIComponent(offSite)}`);
      expect(res.location, offSite).toBe("/");
    }
  });
});
