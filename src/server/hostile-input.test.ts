import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, quizQuestions } from "~/server/db/schema";
import { tableCounts } from "~/server/test-support/table-counts";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { type Fixtures, validBody, validRequest } from "~/server/test-support/valid-requests";
import { BANK_IMPORT_MAX_BODY_BYTES } from "~/shared/contract/bank-exchange";
import { IMAGE_MAX_BYTES } from "~/shared/contract/stimuli";

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
      if (route.url === "/api/admin/images") {
        // an image upload reads raw bytes up to its own limit (5 MB) and names the field it refuses
        const res = await t.app.inject({
          method: "POST",
          url: route.url,
          payload: Buffer.alloc(IMAGE_MAX_BYTES + 1),
          headers: { "content-type": "image/png", cookie: admin.cookie },
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
        expect(res.json().field).toBe("image");
        continue;
      }
      if (route.url === "/api/institutes/:instituteId/bank/images") {
        // the same raw-bytes upload, but the institute is looked up before a byte is read: none has id 1
        const res = await t.app.inject({
          method: "POST",
          url: fillParams(route.url, ["1"]),
          payload: Buffer.alloc(IMAGE_MAX_BYTES + 1),
          headers: { "content-type": "image/png", cookie: admin.cookie },
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
        continue;
      }
      // a bank import takes files of 10,000 questions in two languages, up to its own limit
      const payload =
        route.url === "/api/admin/questions/import" ||
        route.url === "/api/institutes/:instituteId/bank/import"
          ? JSON.stringify({ text: "x".repeat(BANK_IMPORT_MAX_BODY_BYTES + 1) })
          : huge;
      const res = await t.app.inject({
        method: route.method as "POST" | "PUT",
        url: fillParams(route.url, ["1"]),
        payload,
        headers: { "content-type": "application/json", cookie: admin.cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(413);
    }
  });
});

/** Text that has broken Unicode handling somewhere. NUL is refused by the input guard with a 400. */
const UNICODE_EDGES = [
  "\uD800",
  "\uDFFF",
  "x\uD83D",
  "\u0000",
  "\uFEFFbom",
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D",
  "e\u0301".repeat(2_000),
  "👨‍👩‍👧‍👦".repeat(100),
  "\uFFFF\uFFFE",
  "ｅｘａｍｐｌｅ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "क्षत्रिय ज्ञान",
  "   ",
  "𝓊𝓃𝒾𝒸𝑜𝒹𝑒",
  "%F0%9F%98%80",
  "a".repeat(200_000),
];

/** Every string in a JSON value, as the path of keys leading to it. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, replacement) };
}

describe("hostile input built from valid requests", () => {
  let t: TestApp;
  let admin: SignedIn;
  let fixtures: Fixtures;
  beforeAll(async () => {
    t = await createTestApp({ seed: "content" });
    admin = await signIn(t.app, { role: "admin", email: "fuzz-valid@example.com" });
    const [row] = await t.ctx.db
      .select({ quizId: quizQuestions.quizId, questionId: quizQuestions.questionId })
      .from(quizQuestions)
      .limit(1);
    const [category] = await t.ctx.db.select({ id: categories.id }).from(categories).limit(1);
    if (!row || !category) throw new Error("no seeded quiz");
    const start = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${row.quizId}/start`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    const attemptId = (start.json() as { attemptId: number }).attemptId;
    const order = await t.app.inject({
      method: "POST",
      url: "/api/payments/order",
      headers: { cookie: admin.cookie },
      payload: { plan: "annual" },
    });
    fixtures = {
      quizId: row.quizId,
      questionId: row.questionId,
      categoryId: category.id,
      attemptId,
      submittedAttemptId: attemptId,
      orderId: (order.json() as { orderId: string }).orderId,
    };
  });
  afterAll(() => t.close());

  /** Sends one request as the admin and checks: never a 5xx; on a 4xx, a message and nothing written. */
  async function check(options: InjectOptions, label: string) {
    // fresh rate-limit windows, so every request reaches the handler
    t.clock.advance(61_000);
    const before = await tableCounts(t.ctx.db);
    const res = await t.app.inject({ ...options, headers: { cookie: admin.cookie, ...options.headers } });
    expect(res.statusCode, `${label} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (res.statusCode >= 400) {
      expect(JSON.parse(res.body), label).toHaveProperty("message");
      expect(await tableCounts(t.ctx.db), `${label} wrote on a ${res.statusCode}`).toEqual(before);
    }
    return res;
  }

  const routesWithBodies = () =>
    t.app.routeTable.filter(
      (r) => validBody(r.method, r.url, fixtures) !== undefined && r.url !== "/api/auth/demo",
    );

  it("never fails on unicode edge cases in any string field of any body", async () => {
    const routes = routesWithBodies();
    expect(routes.length).toBeGreaterThan(10);
    let sent = 0;
    for (const route of routes) {
      const body = validBody(route.method, route.url, fixtures);
      for (const path of stringPaths(body)) {
        for (const text of UNICODE_EDGES) {
          const options = validRequest(route.method, route.url, fixtures);
          options.payload = JSON.stringify(replaceAt(body, path, text));
          const label = `${route.method} ${route.url} ${path.join(".")}=${JSON.stringify(text.slice(0, 12))}`;
          const res = await check(options, label);
          // the webhook reads its body as raw signed bytes; every parsed body refuses NUL by name
          if (text === "\u0000" && route.url !== "/api/payments/webhook") {
            expect(res.statusCode, label).toBe(400);
            expect(res.json().field, label).toBe(path.join("."));
          }
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
  });

  it("never fails on unicode edge cases in path parameters and query strings of any route", async () => {
    for (const route of t.app.routeTable) {
      for (const text of UNICODE_EDGES.slice(0, 12)) {
        const encoded = encodeURIComponent(text.toWellFormed());
        const url = route.url.replace(/:[A-Za-z]+/g, encoded);
        const options: InjectOptions = {
          method: route.method as InjectOptions["method"],
          url: `${url}?examType=${encoded}&page=${encoded}&search=${encoded}&year=${encoded}&quizId=${encoded}`,
        };
        const body = validBody(route.method, route.url, fixtures);
        if (body) {
          options.payload = JSON.stringify(body);
          options.headers = { "content-type": "application/json" };
        }
        await check(options, `${route.method} ${options.url?.toString().slice(0, 80)}`);
      }
    }
  });

  it("answers a wrong or broken content type with a 4xx on every write route", async () => {
    const writes = t.app.routeTable.filter((r) => r.method !== "GET" && r.method !== "DELETE");
    const kinds: { type: string; payload: string }[] = [
      { type: "application/xml", payload: "<a>1</a>" },
      {
        type: "multipart/form-data; boundary=x",
        payload: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--",
      },
      { type: "text/html", payload: "<script>1</script>" },
      { type: "application/json", payload: '{"a":' },
      { type: "application/json", payload: "\uFEFF{}" },
      { type: "application/json; charset=utf-16", payload: "{}" },
      { type: "application/json", payload: `${"[".repeat(5_000)}${"]".repeat(5_000)}` },
      {
        type: "application/json",
        payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      },
      { type: "", payload: "{}" },
    ];
    for (const route of writes) {
      for (const kind of kinds) {
        const options: InjectOptions = {
          method: route.method as InjectOptions["method"],
          url: validRequest(route.method, route.url, fixtures).url as string,
          payload: kind.payload,
          headers: kind.type ? { "content-type": kind.type } : {},
        };
        const res = await check(options, `${route.method} ${route.url} as ${kind.type || "no type"}`);
        const validJsonObject = kind.payload === "{}" && kind.type !== "";
        if (!validJsonObject && !kind.payload.startsWith('{"__proto__"')) {
          expect(
            res.statusCode,
            `${route.method} ${route.url} as ${kind.type}: ${res.body}`,
          ).toBeGreaterThanOrEqual(400);
        }
      }
    }
    // nothing above may have poisoned Object.prototype
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("answers an oversized URL or query string with a 4xx", async () => {
    for (const route of t.app.routeTable.filter((r) => r.method === "GET")) {
      const url = `${validRequest(route.method, route.url, fixtures).url}?search=${"x".repeat(100_000)}&page=${"9".repeat(5_000)}`;
      await check({ method: "GET", url }, `GET ${route.url} with a 100 kB query`);
    }
  });

  it("keeps every rule over many type-confused variants of valid bodies", async () => {
    const routes = routesWithBodies();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.nat(),
        fc.oneof(
          fc.anything({ maxDepth: 2 }),
          nastyString,
          fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -0, 1.5, Number.MAX_SAFE_INTEGER, "1", "", null, [], {}),
        ),
        fc.constantFrom("replace", "delete", "extra"),
        async (route, pick, value, how) => {
          const body = validBody(route.method, route.url, fixtures) ?? {};
          const keys = Object.keys(body);
          const key = keys[pick % Math.max(1, keys.length)] ?? "x";
          const mutated: Record<string, unknown> = { ...body };
          if (how === "replace") mutated[key] = value;
          else if (how === "delete") delete mutated[key];
          else mutated[`extra${pick % 3}`] = value;
          const options = validRequest(route.method, route.url, fixtures);
          options.payload = JSON.stringify(mutated);
          await check(options, `${route.method} ${route.url} ${how} ${key}`);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });
});
