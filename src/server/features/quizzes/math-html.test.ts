import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, stimuli } from "~/server/db/schema";
import { refreshMathHtml } from "~/server/math/refresh-math-html";
import { insertExams } from "~/server/test-support/quiz-fixtures";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { attemptResultSchema } from "~/shared/contract/attempts";
import { quizDetailSchema } from "~/shared/contract/quizzes";

const KATEX = 'class="katex"';

describe("math typeset on the server when a question is saved", () => {
  let t: TestApp;
  let admin: SignedIn;
  let learner: SignedIn;
  let quizId: number;
  let questionId: number;

  function send(who: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
    return t.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });
  }
  async function learnerQuiz() {
    const res = await send(learner, "GET", `/api/quiz/${quizId}`);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, quiz: quizDetailSchema.parse(res.json()) };
  }
  const cachedHtml = async (id: number) =>
    (await t.ctx.db.select({ html: questions.mathHtml }).from(questions).where(eq(questions.id, id)))[0]
      ?.html;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00.000Z" });
    await insertExams(t.ctx.db);
    admin = await signIn(t.app, { role: "admin", email: "zq-math-admin@example.com" });
    learner = await signIn(t.app, { email: "zq-math-learner@example.com" });
    const categoryId = (
      await send(admin, "POST", "/api/admin/categories", { name: "Zq math", examType: "jee" })
    ).json().id;
    quizId = (await send(admin, "POST", "/api/admin/quizzes", { title: "Zq math quiz", categoryId })).json()
      .id;
    const table = await send(admin, "POST", "/api/admin/stimuli", {
      examType: "jee",
      kind: "table",
      title: "Zq-table",
      body: "| Body | Mass |\n|---|---:|\n| Zq-A | $m_1 = 2$ kg |",
    });
    expect(table.statusCode, table.body).toBe(201);
    const created = await send(admin, "POST", "/api/admin/questions", {
      quizId,
      question: "Zq-find $\\frac{1}{2}$ of <b>4</b>",
      options: ["$2$", "$4$", "<i>8</i>", "$\\sqrt{16}$"],
      correctAnswer: 0,
      explanation: "Zq-half: $\\frac{4}{2} = 2$",
      stimulusId: table.json().id,
    });
    expect(created.statusCode, created.body).toBe(201);
    questionId = created.json().id;
    expect((await send(admin, "PUT", `/api/admin/quizzes/${quizId}`, { published: true })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  it("gives a learner the question typeset, the text escaped, and no explanation before submitting", async () => {
    const { body, quiz } = await learnerQuiz();
    const [q] = quiz.questions;
    expect(q?.html.question).toContain(KATEX);
    expect(q?.html.question).toMatch(/^Zq-find <span class="katex">.*<\/span> of &lt;b&gt;4&lt;\/b&gt;$/);
    expect(q?.html.options[2]).toBe("&lt;i&gt;8&lt;/i&gt;");
    expect(q?.html.options[3]).toContain("sqrt");
    expect(body).not.toContain("Zq-half");
    expect(Object.keys(q?.html ?? {}).sort()).toEqual(["options", "question"]);
    // the table's cells, each typeset
    const table = quiz.stimuli[0]?.html.body[0];
    expect(table?.kind).toBe("table");
    expect(table?.kind === "table" && table.rows[0]?.[1]).toContain(KATEX);
    // what the learner got is the cache written by the save
    expect((await cachedHtml(questionId))?.text).toBe(q?.html.question);
  });

  it("renders an edited question again: the cache and the learner's page follow the edit", async () => {
    const edited = await send(admin, "PUT", `/api/admin/questions/${questionId}`, {
      question: "Zq-now $x^{3}$ & more",
      options: ["$1$", "$2$", "$3$", "$y_2$"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { quiz } = await learnerQuiz();
    const html = quiz.questions[0]?.html;
    expect(html?.question).toMatch(/^Zq-now <span class="katex">.*<\/span> &amp; more$/);
    expect(html?.question).not.toContain("frac");
    expect(html?.options[3]).toContain(KATEX);
    const cached = await cachedHtml(questionId);
    expect(cached?.text).toBe(html?.question);
    expect(cached?.options).toEqual(html?.options);
  });

  it("shows the typeset explanation with the result once submitted", async () => {
    const result = attemptResultSchema.parse(
      await takeQuiz(t, {
        userId: learner.user.id,
        quizId,
        results: "c",
        submittedAt: "2026-11-18T06:10:00.000Z",
      }),
    );
    expect(result.review[0]?.html.explanation).toMatch(/^Zq-half: <span class="katex">/);
    const res = await send(learner, "GET", `/api/attempts/${result.attemptId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(attemptResultSchema.parse(res.json()).review[0]?.html.explanation).toContain(KATEX);
  });

  it("renders a row whose cache is missing or stale on reading, and the start-up pass writes it back", async () => {
    await t.ctx.db
      .update(questions)
      .set({ text: "Zq-written $z^2$ directly", mathHtml: null })
      .where(eq(questions.id, questionId));
    await t.ctx.db.update(stimuli).set({ body: "Zq-passage $a+b$" });
    t.clock.advance(60_000); // past the quiz cache
    const { quiz } = await learnerQuiz();
    expect(quiz.questions[0]?.html.question).toMatch(/^Zq-written <span class="katex">/);
    expect(quiz.stimuli[0]?.html.body[0]).toMatchObject({ kind: "text" });
    expect(await refreshMathHtml(t.ctx.db)).toBe(2);
    expect((await cachedHtml(questionId))?.text).toBe(quiz.questions[0]?.html.question);
    expect(await refreshMathHtml(t.ctx.db)).toBe(0);
  });
});
