import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp } from "~/server/test-support/test-app";

describe("GET /api/logout ends the session only when our own app asks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).statusCode === 200;

  for (const site of ["cross-site", "same-site"]) {
    it(`a link from another site (Sec-Fetch-Site: ${site}) leaves the learner signed in`, async () => {
      const learner = await signIn(t.app, { email: `zq-test-logout-${site}@example.com` });
      const res = await t.app.inject({
        url: "/api/logout",
        headers: { cookie: learner.cookie, "sec-fetch-site": site, "sec-fetch-mode": "navigate" },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/");
      expect(res.cookies.find((c) => c.name === "abhyas_session")).toBeUndefined();
      expect(await signedIn(learner.cookie)).toBe(true);
    });
  }

  it("a link to an encoded path of the same route (/api/%6Cogout) is refused the same way", async () => {
    const learner = await signIn(t.app, { email: "zq-test-logout-encoded@example.com" });
    const res = await t.app.inject({
      url: "/api/%6Cogout",
      headers: { cookie: learner.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).not.toBe(500);
    expect(await signedIn(learner.cookie)).toBe(true);
  });

  const own: [string, Record<string, string>][] = [
    ["the app's own link (same-origin)", { "sec-fetch-site": "same-origin" }],
    ["a typed URL (none)", { "sec-fetch-site": "none" }],
    ["a browser that sends no fetch metadata", {}],
  ];
  for (const [name, headers] of own) {
    it(`${name} signs the learner out`, async () => {
      const learner = await signIn(t.app, {
        email: `zq-test-logout-${Object.values(headers)[0] ?? "old"}@example.com`,
      });
      const res = await t.app.inject({ url: "/api/logout", headers: { ...headers, cookie: learner.cookie } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/landing");
      expect(await signedIn(learner.cookie)).toBe(false);
    });
  }
});
