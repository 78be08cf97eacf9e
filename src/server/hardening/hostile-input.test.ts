import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn, type TestApp } from "../test-support/test-app";
import { tableCounts } from "./table-counts";

/** Values that have broken parsers somewhere: unicode edge cases, huge numbers, injection-shaped text. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "99999999999999999999",
    "NaN",
    "null",
    "undefined",
    "true",
    "'; drop table users; --",
    "%00",
    "\u0000",
    "\uFEFF",
    "\uD800",
    "🙂".repeat(200),
    "ज्ञ",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "a".repeat(10_000),
  ),
);

const nastyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      "email",
      "role",
      "quizId",
      "attemptId",
      "answers",
      "score",
      "plan",
      "rating",
      "csvData",
      "options",
    ),
    fc.oneof(
      nastyString,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.anything(), { maxLength: 5 }),
    ),
  ),
);

function fillParams(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () =>
    encodeURIComponent((values[i++ % values.length] ?? "x").toWellFormed()),
  );
}

describe("hostile input on every route in the route table", () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await signIn(t.app, { role: "admin", email: "fuzz-admin@example.com" });
  });
  afterAll(() => t.close());

  it("has a route table to walk", () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5);
  });

  it("answers malformed params, queries and bodies with a 4xx, never a 5xx, and writes nothing on a 4xx", async () => {
    const routes = t.app.routeTable;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(nastyString, { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.constantFrom("examType", "year", "page", "search", "quizId"), nastyString),
        nastyJson,
        fc.constantFrom("json", "text", "form", "none"),
        fc.boolean(),
        async (route, params, query, body, bodyKind, asAdmin) => {
          const before = await tableCounts(t.ctx.db);
          const options: InjectOptions = {
            method: route.method as InjectOptions["method"],
            url: fillParams(route.url, params),
            query,
            headers: asAdmin ? { cookie: admin.cookie } : {},
          };
          if (route.method !== "GET" && route.method !== "DELETE" && bodyKind !== "none") {
            if (bodyKind === "json") {
              options.payload = JSON.stringify(body);
              options.headers = { ...options.headers, "content-type": "application/json" };
            } else if (bodyKind === "text") {
              options.payload = String(JSON.stringify(body)).slice(0, 500);
              options.headers = { ...options.headers, "content-type": "text/plain" };
            } else {
              options.payload = "a=1&b=%ZZ";
              options.headers = { ...options.headers, "content-type": "application/x-www-form-urlencoded" };
            }
          }
          const res = await t.app.inject(options);
          expect(
            res.statusCode,
            `${route.method} ${options.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(JSON.parse(res.body), `${route.method} ${route.url}`).toHaveProperty("message");
            // Rate-limit counters may move; nothing else may.
            expect(
              await tableCounts(t.ctx.db),
              `${route.method} ${options.url} wrote on a ${res.statusCode}`,
            ).toEqual(before);
          }
        },
      ),
      { numRuns: Math.max(150, t.app.routeTable.length * 8), seed: 20261121 },
    );
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });

  it("refuses a body over the limit with 413 on every write route", async () => {
    const huge = JSON.stringify({ csvData: "x".repeat(3 * 1024 * 1024) });
    // the walk above may have signed the admin out (GET /api/logout is a route too)
    admin = await signIn(t.app, { role: "admin", email: "fuzz-admin@example.com" });
    for (const route of t.app.routeTable.filter((r) => r.method === "POST" || r.method === "PUT")) {
      const res = await t.app.inject({
        method: route.method as "POST" | "PUT",
        url: fillParams(route.url, ["1"]),
        payload: huge,
        headers: { "content-type": "application/json", cookie: admin.cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
    }
  });
});
