import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";

describe("answers go out compressed to a browser that takes it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertExams(t.ctx.db);
  });
  afterAll(() => t.close());

  it("sends a large JSON answer in brotli, the same JSON once decoded", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/exams" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const packed = await t.app.inject({
      method: "GET",
      url: "/api/exams",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(packed.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("leaves a small answer as it is", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br" },
    });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});
