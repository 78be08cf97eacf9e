import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";

const HEADER = "question,option1,option2,option3,option4,correctAnswer,explanation\n";

// The production quiz cache on (10 s): an admin's write must still show at once on this instance.
describe("an admin's change shows at once with the quiz cache on", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00.000Z", env: { QUIZ_CACHE_MS: "10000" } });
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: "zq-cache-admin@example.com" });
    learner = await signIn(t.app, { email: "zq-cache-learner@example.com" });
    categoryId = (
      await send(admin, "POST", "/api/admin/categories", { name: "Zq cache", examType: "jee" })
    ).json().id;
  });
  afterAll(() => t.close());

  function send(who: SignedIn, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
    return t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
  }
  const texts = async (who: SignedIn, quizId: number) => {
    const res = await send(who, "GET", `/api/quiz/${quizId}`);
    return res.statusCode === 200
      ? (res.json().questions as { question: string }[]).map((q) => q.question)
      : res.statusCode;
  };
  async function quizWithUpload(title: string, rows: string[]) {
    const created = await send(admin, "POST", "/api/admin/quizzes", { title, categoryId });
    expect(created.statusCode, created.body).toBe(201);
    const quizId = created.json().id as number;
    expect(await texts(admin, quizId)).toEqual([]); // cached now, empty
    t.clock.advance(61_000); // a fresh window of the upload rate limit
    const upload = await send(admin, "POST", "/api/admin/upload-questions", {
      quizId,
      csvData: HEADER + rows.join("\n"),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    return quizId;
  }

  it("shows an upload, an edit, an added and a deleted question, and publishing, at once", async () => {
    const quizId = await quizWithUpload("Zq upload", [
      "Zq one?,a,b,c,d,b,because",
      "Zq two?,a,b,c,d,c,because",
    ]);
    expect(await texts(admin, quizId)).toEqual(["Zq one?", "Zq two?"]);
    expect(await texts(learner, quizId)).toBe(404); // a draft

    expect((await send(admin, "PUT", `/api/admin/quizzes/${quizId}`, { published: true })).statusCode).toBe(
      200,
    );
    expect(await texts(learner, quizId)).toEqual(["Zq one?", "Zq two?"]);

    const ids = (await send(admin, "GET", `/api/quiz/${quizId}`))
      .json()
      .questions.map((q: { id: number }) => q.id);
    expect(
      (await send(admin, "PUT", `/api/admin/questions/${ids[0]}`, { question: "Zq one, edited?" }))
        .statusCode,
    ).toBe(200);
    expect(await texts(learner, quizId)).toEqual(["Zq one, edited?", "Zq two?"]);

    const added = await send(admin, "POST", "/api/admin/questions", {
      question: "Zq three?",
      options: ["w", "x", "y", "z"],
      correctAnswer: 0,
      quizId,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await texts(learner, quizId)).toEqual(["Zq one, edited?", "Zq two?", "Zq three?"]);

    expect((await send(admin, "DELETE", `/api/admin/questions/${ids[1]}`)).statusCode).toBe(200);
    expect(await texts(learner, quizId)).toEqual(["Zq one, edited?", "Zq three?"]);

    expect((await send(admin, "PUT", `/api/admin/quizzes/${quizId}`, { published: false })).statusCode).toBe(
      200,
    );
    expect(await texts(learner, quizId)).toBe(404);
  });

  it("shows and scores a question edited mid-attempt with its key as it stands at submit", async () => {
    const quizId = await quizWithUpload("Zq mid-attempt", ["Zq capital?,Paris,Rome,Oslo,Bern,b,v1"]);
    await send(admin, "PUT", `/api/admin/quizzes/${quizId}`, { published: true });
    const started = (await send(learner, "POST", `/api/quiz/${quizId}/start`)).json();
    const before = (await send(learner, "GET", `/api/quiz/${quizId}`)).json().questions[0];
    expect(before.options).toEqual(["Paris", "Rome", "Oslo", "Bern"]);

    // the admin corrects the question: new options and key
    const edit = await send(admin, "PUT", `/api/admin/questions/${before.id}`, {
      question: "Zq capital of Norway?",
      options: ["Stockholm", "Oslo", "Helsinki", "Copenhagen"],
      correctAnswer: 1,
      explanation: "v2",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (await send(learner, "GET", `/api/quiz/${quizId}`)).json().questions[0];
    expect(after).toMatchObject({
      question: "Zq capital of Norway?",
      options: ["Stockholm", "Oslo", "Helsinki", "Copenhagen"],
    });

    const result = (
      await send(learner, "POST", `/api/quiz/${quizId}/submit`, {
        attemptId: started.attemptId,
        timeSpent: 5,
        answers: { [before.id]: 1 },
      })
    ).json();
    expect(result).toMatchObject({ correct: 1, wrong: 0 });
    expect(result.review[0]).toMatchObject({
      question: "Zq capital of Norway?",
      options: ["Stockholm", "Oslo", "Helsinki", "Copenhagen"],
      chosenIndex: 1,
      correctIndex: 1,
      explanation: "v2",
    });
  });

  it("refuses to publish a quiz with no questions, naming the field", async () => {
    const created = await send(admin, "POST", "/api/admin/quizzes", { title: "Zq empty", categoryId });
    expect(created.json().published).toBe(false);
    const publish = await send(admin, "PUT", `/api/admin/quizzes/${created.json().id}`, { published: true });
    expect(publish.statusCode).toBe(400);
    expect(publish.json()).toEqual({
      message: "published: a quiz with no questions cannot be published; add its questions first",
      field: "published",
    });
    const born = await send(admin, "POST", "/api/admin/quizzes", {
      title: "Zq born",
      categoryId,
      published: true,
    });
    expect(born.statusCode).toBe(400);
    expect(born.json().field).toBe("published");
  });
});
