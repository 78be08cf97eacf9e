import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, quizzes, stimuli } from "~/server/db/schema";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";
import { seedDemoContent } from "./seed";
import { LOAN_ROWS, SEEDED_SET_QUESTIONS, SEEDED_STIMULI, STIMULUS_SET_QUIZ } from "./seed-stimuli";

describe("the seeded reading and data sets", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "content", now: "2026-11-21T09:00:00Z" });
  });
  afterAll(() => t.close());

  const quizRow = async () =>
    (await t.ctx.db.select().from(quizzes).where(eq(quizzes.slug, STIMULUS_SET_QUIZ.slug)))[0];

  it("serves a Banking practice quiz whose questions share a passage and a table", async () => {
    const quiz = await quizRow();
    expect(quiz).toMatchObject({ title: "Reading and data sets", examType: "banking", kind: "practice" });
    const res = await t.app.inject({ method: "GET", url: `/api/quiz/${quiz!.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.stimuli.map((s: { kind: string }) => s.kind)).toEqual(["passage", "table"]);
    const [passage, table] = detail.stimuli;
    expect(passage.hi.title).toBe("गाँव का बैंक मित्र");
    expect(table.body.split("\n")[0]).toBe("| Year | Home loans | Farm loans | Education loans |");
    expect(detail.questions.map((q: { stimulusId: number }) => q.stimulusId)).toEqual([
      passage.id,
      passage.id,
      passage.id,
      table.id,
      table.id,
    ]);
  });

  it("has a passage of about 150 words, in English and Hindi", () => {
    const [passage] = SEEDED_STIMULI;
    const words = passage!.body.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(130);
    expect(words).toBeLessThanOrEqual(170);
    expect(passage!.bodyHi).toMatch(/बैंक मित्र/);
  });

  it("keys the table questions to what the table says", () => {
    const farm = (year: number) => LOAN_ROWS.find((r) => r[0] === year)![2];
    const rise = ((farm(2025) - farm(2021)) / farm(2021)) * 100;
    const percent = SEEDED_SET_QUESTIONS.find((q) => q.slug === "banking-set-di-01")!;
    expect(rise).toBeCloseTo(66 + 2 / 3, 10);
    expect(percent.options[percent.correct]).toBe("66⅔%");

    const education = LOAN_ROWS.map((r) => r[3] as number);
    const mean = education.reduce((a, b) => a + b, 0) / education.length;
    const average = SEEDED_SET_QUESTIONS.find((q) => q.slug === "banking-set-di-02")!;
    expect(Number(average.options[average.correct])).toBe(mean);
    // one key per question: no other option equals the answer
    expect(average.options.filter((o) => Number(o) === mean)).toHaveLength(1);
  });

  it("neither duplicates nor overwrites an admin's edits on a re-run", async () => {
    const [first] = SEEDED_STIMULI;
    await t.ctx.db
      .update(stimuli)
      .set({ title: "Zq-Edited by an admin" })
      .where(eq(stimuli.slug, first!.slug));
    const totals = async () => [
      (await t.ctx.db.select({ n: count() }).from(stimuli))[0]?.n,
      (await t.ctx.db.select({ n: count() }).from(questions))[0]?.n,
      (await t.ctx.db.select({ n: count() }).from(quizzes))[0]?.n,
    ];
    const before = await totals();
    await seedDemoContent(t.ctx, { history: false });
    expect(await totals()).toEqual(before);
    const [after] = await t.ctx.db.select().from(stimuli).where(eq(stimuli.slug, first!.slug));
    expect(after?.title).toBe("Zq-Edited by an admin");
  });

  it("gives the set its Hindi title and description, also when it was seeded before them", async () => {
    expect(await quizRow()).toMatchObject({
      titleHi: STIMULUS_SET_QUIZ.titleHi,
      descriptionHi: STIMULUS_SET_QUIZ.descriptionHi,
    });
    await t.ctx.db
      .update(quizzes)
      .set({ titleHi: null, descriptionHi: null })
      .where(eq(quizzes.slug, STIMULUS_SET_QUIZ.slug));
    await seedDemoContent(t.ctx, { history: false });
    expect((await quizRow())?.titleHi).toBe(STIMULUS_SET_QUIZ.titleHi);
  });
});
