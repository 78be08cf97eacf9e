import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";
import { SIGNED_IN_HINT_COOKIE } from "~/shared/signed-in-hint";

const hintOf = (res: { cookies: { name: string; value: string; expires?: Date }[] }) =>
  res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);

describe("the signed-in hint cookie beside the session", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is set at sign-in, readable by the page, for as long as the session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      payload: { email: "hint@example.com" },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === "abhyas_session");
    const hint = res.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatchObject({ value: "1", path: "/", sameSite: "Lax", maxAge: session?.maxAge });
    expect(hint?.httpOnly).toBeFalsy();
    expect(session?.httpOnly).toBe(true);
    // the hint holds nothing that identifies the session
    expect(hint?.value).not.toBe(session?.value);
  });

  it("is cleared at sign-out, with the session", async () => {
    const s = await signIn(t.app);
    const out = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie: `${s.cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(out.statusCode).toBe(302);
    expect(hintOf(out)).toMatchObject({ value: "" });
    expect(new Date(hintOf(out)?.expires ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("is set by GET /api/auth/user for a session that has none (signed in before the hint existed)", async () => {
    const s = await signIn(t.app);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: s.cookie } });
    expect(me.statusCode).toBe(200);
    expect(hintOf(me)).toMatchObject({ value: "1" });

    const again = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `${s.cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(again.statusCode).toBe(200);
    expect(hintOf(again)).toBeUndefined();
  });

  it("is cleared by GET /api/auth/user when the session behind it has ended, which still answers 401", async () => {
    const s = await signIn(t.app);
    await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie: s.cookie } });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `${s.cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toMatch(/Unauthorized/);
    expect(hintOf(me)).toMatchObject({ value: "" });
  });

  it("leaves a signed-out visitor without the hint alone", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(401);
    expect(hintOf(me)).toBeUndefined();
  });
});
