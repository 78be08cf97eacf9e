import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_EXAM_CONTENT } from "../content";
import { exams, questions, quizQuestions, quizzes } from "../db/schema";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { seedDemoContent } from "./seed";

describe("demo content seeder", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const total = async (table: typeof questions | typeof quizzes | typeof quizQuestions | typeof exams) =>
    (await t.ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("writes the five exams, every question and every quiz of the content files", async () => {
    expect(await total(exams)).toBe(5);
    const expectedQuestions = ALL_EXAM_CONTENT.reduce((n, c) => n + c.questions.length, 0);
    expect(await total(questions)).toBeGreaterThanOrEqual(expectedQuestions);
    expect(expectedQuestions).toBeGreaterThanOrEqual(300);
    const contentQuizzes = ALL_EXAM_CONTENT.reduce((n, c) => n + c.quizzes.length, 0);
    const seededQuizzes = await t.ctx.db.select({ n: count() }).from(quizzes);
    expect(seededQuizzes[0]?.n).toBeGreaterThanOrEqual(contentQuizzes);
  });

  it("neither duplicates nor overwrites on a re-run", async () => {
    const [quiz] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.slug, "jee-mock-1"));
    expect(quiz).toBeDefined();
    await t.ctx.db.update(quizzes).set({ title: "Edited by an admin" }).where(eq(quizzes.id, quiz!.id));
    const before = [await total(questions), await total(quizzes), await total(quizQuestions)];
    await seedDemoContent(t.ctx);
    expect([await total(questions), await total(quizzes), await total(quizQuestions)]).toEqual(before);
    const [after] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz!.id));
    expect(after?.title).toBe("Edited by an admin");
  });

  it("keeps the marking schemes the product names", async () => {
    const rows = await t.ctx.db.select().from(exams);
    const marking = Object.fromEntries(rows.map((r) => [r.key, [r.markingCorrect, r.markingWrong]]));
    expect(marking.jee).toEqual([4, -1]);
    expect(marking.neet).toEqual([4, -1]);
    expect(marking.ssc).toEqual([2, -0.5]);
    expect(marking.banking).toEqual([1, -0.25]);
    expect(marking.upsc?.[0]).toBe(2);
    expect(marking.upsc?.[1]).toBeCloseTo(-2 / 3, 10);
  });
});
