import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";

type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; $ref?: string };
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

describe("the API's OpenAPI document", () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    doc = res.json();
  });
  afterAll(() => t.close());

  it("is an OpenAPI 3 document with every API route, in OpenAPI's path syntax", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: "Abhyas API", version: expect.any(String) });
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = t.app.routeTable
      .filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"))
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, "{$1}")}`);
    expect(routes.length).toBeGreaterThan(40);
    expect(documented.sort()).toEqual(routes.sort());
    expect(Object.keys(doc.paths).filter((p) => p.includes(":") || !p.startsWith("/api/"))).toEqual([]);
  });

  it("declares each path parameter and a response for every operation", () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === "path");
        expect(declared.map((p) => p.name).sort(), `${method} ${path}`).toEqual(names.sort());
        for (const p of declared) expect(p.required, `${method} ${path} ${p.name}`).toBe(true);
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it("shows the quiz page's response and the submit's body as the server validates them", () => {
    const quiz = doc.paths["/api/quiz/{id}"]?.get;
    expect(quiz?.parameters).toContainEqual(
      expect.objectContaining({
        name: "id",
        in: "path",
        schema: expect.objectContaining({ type: "integer" }),
      }),
    );
    const page = quiz?.responses["200"]?.content?.["application/json"]?.schema;
    expect(page?.type).toBe("object");
    expect(page?.required).toEqual(
      expect.arrayContaining(["id", "title", "questions", "interface", "stimuli"]),
    );
    const question = (page?.properties?.questions as (Schema & { items?: Schema }) | undefined)?.items;
    expect(Object.keys(question?.properties ?? {})).toEqual(
      expect.arrayContaining(["id", "question", "options", "type"]),
    );
    // what a learner may not see before submitting is not in the contract either
    expect(Object.keys(question?.properties ?? {})).not.toContain("correctIndex");
    expect(quiz?.responses["404"]?.content?.["application/json"]?.schema.properties).toHaveProperty(
      "message",
    );

    const submit = doc.paths["/api/quiz/{id}/submit"]?.post;
    const body = submit?.requestBody?.content["application/json"]?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(["attemptId", "answers"]));
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(["questionTimes"]));
    const result = submit?.responses["200"]?.content?.["application/json"]?.schema;
    expect(Object.keys(result?.properties ?? {})).toEqual(expect.arrayContaining(["attemptId", "sections"]));
  });

  it("leaves out /metrics, the documentation itself, and the client's pages", () => {
    expect(Object.keys(doc.paths)).not.toContain("/metrics");
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/api/docs"))).toEqual([]);
  });

  it("is readable as a page at /api/docs, with no script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<code>POST /api/quiz/{id}/submit</code>");
    expect(res.body).toContain('href="/api/docs/openapi.json"');
    expect(res.body).not.toContain("<script");
    const missing = await t.app.inject({ method: "GET", url: "/api/docs/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty("message");
  });
});
