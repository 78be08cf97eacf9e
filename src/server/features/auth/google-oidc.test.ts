import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "~/server/db/schema";
import { authorizeAt, startTestOidcProvider } from "~/server/test-support/oidc-provider";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";
import { SIGNED_IN_HINT_COOKIE } from "~/shared/signed-in-hint";

const PUBLIC_URL = "http://localhost:3000";
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;

describe("Google OpenID Connect sign-in (against a local provider)", () => {
  let provider: Awaited<ReturnType<typeof startTestOidcProvider>>;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider({
      clientId: "abhyas-test",
      clientSecret: "abhyas-test-secret",
      redirectUri: REDIRECT_URI,
      accounts: {
        kavya: {
          sub: "kavya",
          email: "kavya.rao@example.com",
          given_name: "Zq-Kavya",
          family_name: "Rao",
          picture: "https://lh3.googleusercontent.com/a/kavya.png",
        },
        boss: {
          sub: "boss",
          email: "boss@example.com",
          given_name: "Zq-Anil",
          family_name: "Kapoor",
          picture: "https://lh3.googleusercontent.com/a/boss.png",
        },
      },
    });
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: "abhyas-test",
        GOOGLE_CLIENT_SECRET: "abhyas-test-secret",
        GOOGLE_ISSUER: provider.issuer,
        ADMIN_EMAILS: "boss@example.com",
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** GET /api/auth/google, then the provider, answering the callback URL and the pending cookie. */
  async function startSignIn(login: string) {
    const start = await t.app.inject({ method: "GET", url: "/api/auth/google" });
    expect(start.statusCode).toBe(302);
    const authUrl = new URL(start.headers.location as string);
    expect(authUrl.origin).toBe(provider.issuer);
    expect(authUrl.searchParams.get("scope")).toBe("openid email profile");
    expect(authUrl.searchParams.get("redirect_uri")).toBe(REDIRECT_URI);
    expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authUrl.searchParams.get("state")).toBeTruthy();
    expect(authUrl.searchParams.get("nonce")).toBeTruthy();
    const pending = start.cookies.find((c) => c.name === "abhyas_oidc");
    expect(pending?.httpOnly).toBe(true);
    const callback = await authorizeAt(authUrl.href, login, REDIRECT_URI);
    return { callback, pendingCookie: `abhyas_oidc=${pending?.value}` };
  }

  it("signs in: creates the user from the ID token and a session, then redirects to /", async () => {
    const { callback, pendingCookie } = await startSignIn("kavya");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/google/callback${callback.search}`,
      headers: { cookie: pendingCookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const session = res.cookies.find((c) => c.name === "abhyas_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    // the readable "may be signed in" hint comes with it, so the landing page asks who is signed in
    const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: "1", sameSite: "Lax" });
    expect(hint?.httpOnly).toBeFalsy();

    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, "kavya.rao@example.com"));
    expect(user).toMatchObject({
      firstName: "Zq-Kavya",
      lastName: "Rao",
      profileImageUrl: "https://lh3.googleusercontent.com/a/kavya.png",
      googleSub: "kavya",
      role: "learner",
    });
    const stored = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(stored).toHaveLength(1);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `abhyas_session=${session?.value}` },
    });
    expect(me.json()).toMatchObject({ email: "kavya.rao@example.com", role: "learner", isPremium: false });

    // sign-out ends the session
    const out = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie: `abhyas_session=${session?.value}` },
    });
    expect(out.headers.location).toBe("/landing");
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `abhyas_session=${session?.value}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it("gives ADMIN_EMAILS the admin role at sign-in", async () => {
    const { callback, pendingCookie } = await startSignIn("boss");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/google/callback${callback.search}`,
      headers: { cookie: pendingCookie },
    });
    const session = res.cookies.find((c) => c.name === "abhyas_session");
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `abhyas_session=${session?.value}` },
    });
    expect(me.json().role).toBe("admin");
  });

  it("refuses a forged state: no user, no session", async () => {
    const { callback, pendingCookie } = await startSignIn("kavya");
    const forged = new URL(callback.href);
    forged.searchParams.set("state", "forged-state-value");
    const sessionsBefore = (await t.ctx.db.select().from(sessions)).length;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/google/callback${forged.search}`,
      headers: { cookie: pendingCookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/landing?signin=failed");
    expect(res.cookies.find((c) => c.name === "abhyas_session")).toBeUndefined();
    expect((await t.ctx.db.select().from(sessions)).length).toBe(sessionsBefore);
  });

  it("refuses a callback without the signed pending cookie", async () => {
    const { callback } = await startSignIn("kavya");
    const res = await t.app.inject({ method: "GET", url: `/api/auth/google/callback${callback.search}` });
    expect(res.headers.location).toBe("/landing?signin=expired");
    expect(res.cookies.find((c) => c.name === "abhyas_session")).toBeUndefined();
  });

  it("refuses a tampered pending cookie", async () => {
    const { callback, pendingCookie } = await startSignIn("kavya");
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/google/callback${callback.search}`,
      headers: { cookie: pendingCookie.replace(/.$/, (c) => (c === "a" ? "b" : "a")) },
    });
    expect(res.headers.location).toBe("/landing?signin=expired");
  });

  it("sends /api/login to Google when Google is configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.headers.location).toBe("/api/auth/google");
  });

  it("lets a sign-in form on the landing page be redirected to the provider (form-action)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const formAction = String(res.headers["content-security-policy"])
      .split(";")
      .find((d) => d.trim().startsWith("form-action"));
    expect(formAction?.trim().split(/\s+/)).toEqual(["form-action", "'self'", provider.issuer]);
  });

  // last: it stops the provider
  it("answers 502 with a page the learner reads when the provider stops answering mid sign-in", async () => {
    const { callback, pendingCookie } = await startSignIn("kavya");
    await provider.close();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/auth/google/callback${callback.search}`,
      headers: { cookie: pendingCookie },
    });
    expect(res.statusCode).toBe(502);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("Google sign-in is not answering");
    expect(res.body).toContain('href="/api/auth/google"');
    expect(res.cookies.find((c) => c.name === "abhyas_session")).toBeUndefined();
  });
});

describe("Google sign-in when the provider cannot be reached", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: "abhyas-test",
        GOOGLE_CLIENT_SECRET: "abhyas-test-secret",
        GOOGLE_ISSUER: `http://127.0.0.1:${await closedPort()}`,
      },
    });
  });
  afterAll(() => t?.close());

  it("answers 502 with a page in the visitor's language, a way to try again and no half-started sign-in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/google?returnTo=/mock-tests" });
    expect(res.statusCode).toBe(502);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("<h1>Google sign-in is not answering</h1>");
    expect(res.body).toContain('href="/api/auth/google?returnTo=%2Fmock-tests"');
    expect(res.cookies.find((c) => c.name === "abhyas_oidc")).toBeUndefined();

    const hindi = await t.app.inject({
      method: "GET",
      url: "/api/auth/google",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
    });
    expect(hindi.statusCode).toBe(502);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain("<h1>Google साइन-इन अभी उत्तर नहीं दे रहा</h1>");
  });
});

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
