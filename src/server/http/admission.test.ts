import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const T0 = "2026-11-18T06:00:00.000Z";

describe("saves past the embedded database's queue bound", () => {
  let t: TestApp;
  let learner: SignedIn;
  let attemptId: number;
  let questionIds: number[];
  let quizId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: T0, env: { DATABASE_QUEUE_LIMIT: "1" } });
    await insertExams(t.ctx.db);
    quizId = (await createQuiz(t.ctx.db, { examType: "jee", questionCount: 4, timeLimit: 30 })).quizId;
    learner = await signIn(t.app, { role: "learner", firstName: "Zq-Busy" });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quizId}/start`,
      headers: { cookie: learner.cookie },
      payload: {},
    });
    ({ attemptId, questionIds } = res.json() as { attemptId: number; questionIds: number[] });
  }, 120_000);
  afterAll(() => t.close());

  it("answers a save 503 with Retry-After while calls queue (embedded only), and the save sent again is kept", async () => {
    const save = (option: number) =>
      t.app.inject({
        method: "PUT",
        url: `/api/attempts/${attemptId}/answers`,
        headers: { cookie: learner.cookie, "accept-language": "hi" },
        payload: { answers: { [String(questionIds[0])]: option } },
      });
    // other work queued on the database first: 50 statements, each taking its own turn
    const busy = Array.from({ length: 50 }, () => t.ctx.db.execute(sql`select 1`).then(() => {}));
    const answer = await save(1);
    await Promise.all(busy);
    if (t.databaseUrl) {
      expect(answer.statusCode).toBe(200);
    } else {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers["retry-after"]).toBe("2");
      expect(answer.json().message).toBe("सर्वर अभी व्यस्त है। आपके उत्तर सुरक्षित हैं; वे थोड़ी देर में फिर से भेजे जाएँगे।");
    }
    // once the queue has drained, the sheet sent again is stored
    const again = await save(3);
    expect(again.statusCode).toBe(200);
    const sheet = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${quizId}/start`,
      headers: { cookie: learner.cookie },
      payload: { attemptId },
    });
    expect(sheet.json().answers).toEqual({ [String(questionIds[0])]: 3 });
  }, 60_000);
});
