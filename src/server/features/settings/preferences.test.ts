import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

describe("the interface language a learner chooses, remembered on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inject = (who: SignedIn | null, method: "GET" | "PATCH", url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: who ? { cookie: who.cookie } : {} });

  it("is unset until chosen, then answered by /api/auth/user on every later request", async () => {
    const learner = await signIn(t.app);
    expect((await inject(learner, "GET", "/api/auth/user")).json().language).toBeNull();

    const chosen = await inject(learner, "PATCH", "/api/user/preferences", { language: "hi" });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: "hi" });
    expect((await inject(learner, "GET", "/api/auth/user")).json().language).toBe("hi");

    await inject(learner, "PATCH", "/api/user/preferences", { language: "en" });
    expect((await inject(learner, "GET", "/api/auth/user")).json().language).toBe("en");
    // another learner's choice is their own
    expect((await inject(await signIn(t.app), "GET", "/api/auth/user")).json().language).toBeNull();
  });

  it("refuses a language it does not have, naming the field, and a visitor", async () => {
    const learner = await signIn(t.app);
    const unknown = await inject(learner, "PATCH", "/api/user/preferences", { language: "ta" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("language");
    const missing = await inject(learner, "PATCH", "/api/user/preferences", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("language");
    expect((await inject(null, "PATCH", "/api/user/preferences", { language: "hi" })).statusCode).toBe(401);
    expect((await inject(learner, "GET", "/api/auth/user")).json().language).toBeNull();
  });
});
