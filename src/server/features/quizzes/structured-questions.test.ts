import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, quizQuestions, quizzes } from "~/server/db/schema";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import { quizDetailSchema } from "~/shared/contract/quizzes";

/** A question the bank keeps as structure reaches the learner laid out from it, in both languages. */
describe("a seeded question kept as structure", () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ seed: "content", now: "2026-11-18T06:00:00Z" });
    admin = await signIn(t.app, { role: "admin", email: "zq-structure@example.com" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is stored as its parts beside the text flattened from them", async () => {
    const [row] = await t.ctx.db
      .select({ text: questions.text, structure: questions.structure })
      .from(questions)
      .where(eq(questions.slug, "upsc-pol-03"));
    expect(row?.structure?.en.kind).toBe("statements");
    expect(row?.structure?.hi?.kind).toBe("statements");
    expect(row?.text).toContain("Consider the following statements:\n1. The Right to Property");
  });

  it("shows its statements as a list, in English and in Hindi", async () => {
    const [placed] = await t.ctx.db
      .select({ quizId: quizQuestions.quizId })
      .from(quizQuestions)
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(and(eq(questions.slug, "upsc-pol-03"), eq(quizzes.kind, "practice")));
    const res = await t.app.inject({
      method: "GET",
      url: `/api/quiz/${placed?.quizId}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quiz = quizDetailSchema.parse(res.json());
    const question = quiz.questions.find((q) =>
      q.question.startsWith("Consider the following statements:\n1. The Right"),
    );
    expect(question).toBeDefined();
    expect(question?.html.question.match(/data-statement=""/g)).toHaveLength(3);
    expect(question?.html.question).toContain("Which of the statements given above is/are correct?");
    expect(question?.html.hi?.question).toContain("निम्नलिखित कथनों पर विचार कीजिए:");
    expect(question?.html.hi?.question.match(/data-statement=""/g)).toHaveLength(3);
  });
});
