import http from "node:http";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attempts } from "~/server/db/schema";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-18T06:00:00.000Z";
const LEARNERS = 100;
const SAVES_EACH = 8;
const QUESTIONS = 6;

type Answer = { status: number; ms: number; retryAfter?: number };

function send(
  port: number,
  agent: http.Agent | false,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const retryAfter = Number(res.headers["retry-after"]);
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
          });
        });
      },
    );
    // a reset or any failure to be answered: status 0
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A crowd saving at once on one server (the embedded database by default), while a newcomer opens a
 * fresh connection for /api/health every 100 ms. The newcomer is answered at once, no save is
 * answered by a reset, and every save the crowd sent (resent after Retry-After when the server asked
 * it to wait, as the exam hall does) is in the database.
 */
describe("the server under a crowd of saves", () => {
  let t: TestApp;
  let port: number;
  let quizId: number;
  const crowd: { who: SignedIn; attemptId: number; questionIds: number[] }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: T0 });
    await insertExams(t.ctx.db);
    const quiz = await createQuiz(t.ctx.db, { examType: "jee", questionCount: QUESTIONS, timeLimit: 180 });
    quizId = quiz.quizId;
    for (let k = 0; k < LEARNERS; k++) {
      // the sign-in limit counts 20 a minute from one address
      if (k % 20 === 19) t.clock.advance(61_000);
      const who = await signIn(t.app, { role: "learner", firstName: `Zq-Crowd${k}` });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/quiz/${quizId}/start`,
        headers: { cookie: who.cookie },
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = res.json() as { attemptId: number; questionIds: number[] };
      crowd.push({ who, attemptId: sheet.attemptId, questionIds: sheet.questionIds });
    }
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    port = address.port;
  }, 180_000);
  afterAll(() => t.close());

  it("answers a new connection's /api/health within a second and keeps every save", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: LEARNERS });
    const saves: Answer[] = [];
    let waitedToRetry = 0;
    const lastSheet = new Map<number, Record<string, number>>();
    const saving = crowd.map(async ({ who, attemptId, questionIds }) => {
      const answers: Record<string, number> = {};
      for (let n = 0; n < SAVES_EACH; n++) {
        answers[String(questionIds[n % questionIds.length])] = n % 4;
        for (;;) {
          const answer = await send(port, agent, "PUT", `/api/attempts/${attemptId}/answers`, who.cookie, {
            answers,
          });
          saves.push(answer);
          if (answer.status !== 503) break;
          waitedToRetry++;
          await sleep((answer.retryAfter ?? 1) * 1000);
        }
      }
      lastSheet.set(attemptId, { ...answers });
    });
    const probes: number[] = [];
    let crowdDone = false;
    const probing = (async () => {
      while (!crowdDone) {
        const probe = await send(port, false, "GET", "/api/health");
        expect(probe.status).toBe(200);
        probes.push(probe.ms);
        await sleep(100);
      }
    })();
    await Promise.all(saving);
    crowdDone = true;
    await probing;
    agent.destroy();

    const sorted = [...probes].sort((a, b) => a - b);
    const p99 = sorted[Math.ceil(0.99 * sorted.length) - 1] ?? 0;
    const statuses = saves.reduce<Record<number, number>>((acc, s) => {
      acc[s.status] = (acc[s.status] ?? 0) + 1;
      return acc;
    }, {});
    console.info(
      `${saves.length} save answers ${JSON.stringify(statuses)}, ${waitedToRetry} waited to retry; ` +
        `${probes.length} health probes, p99 ${Math.round(p99)} ms, slowest ${Math.round(sorted.at(-1) ?? 0)} ms`,
    );
    expect(probes.length).toBeGreaterThan(5);
    // the embedded database runs in the server's own thread (decision 0058); PostgreSQL in a process
    // of its own, where the figure measures only how busy the machine is
    if (!t.databaseUrl) expect(p99, "a new connection's /api/health, p99 ms").toBeLessThan(1000);
    expect(statuses[0] ?? 0, "saves answered by a reset").toBe(0);
    expect(Object.keys(statuses).filter((s) => s !== "200" && s !== "503")).toEqual([]);

    const stored = await t.ctx.db
      .select({ id: attempts.id, answers: attempts.answers })
      .from(attempts)
      .where(inArray(attempts.id, [...lastSheet.keys()]));
    expect(stored).toHaveLength(LEARNERS);
    for (const row of stored) expect(row.answers).toEqual(lastSheet.get(row.id));
  }, 120_000);
});
