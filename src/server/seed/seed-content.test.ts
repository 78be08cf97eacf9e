import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyCountsText, keyImbalances, keyLetterCounts } from "~/domain/key-balance";
import { ALL_EXAM_CONTENT } from "~/server/content";
import { exams, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";
import { seedContent } from "./seed-content";

/** What the seeder writes of today's patterns, and how it brings an older database up to them. */
describe("seeding today's exam patterns", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "content", now: "2026-11-21T09:00:00Z" });
  });
  afterAll(() => t.close());

  const question = async (slug: string) =>
    (await t.ctx.db.select().from(questions).where(eq(questions.slug, slug)))[0];
  const quiz = async (slug: string) =>
    (await t.ctx.db.select().from(quizzes).where(eq(quizzes.slug, slug)))[0];

  it("writes each question's type and key: single, five-option, multiple-correct and numerical", async () => {
    expect(await question("jee-phy-num-02")).toMatchObject({
      type: "numerical",
      options: [],
      correctIndex: null,
      numericMin: 3.02,
      numericMax: 3.04,
    });
    expect(await question("jee-mat-mul-01")).toMatchObject({
      type: "multiple",
      correctIndex: null,
      correctAnswers: [0, 1, 3],
    });
    const banking = await question("banking-qa-01");
    expect(banking).toMatchObject({ type: "single", correctIndex: 1 });
    expect(banking?.options).toHaveLength(5);
    expect(banking?.optionsHi).toHaveLength(5);
  });

  it("writes papers whose keys lean to no letter (JEE Main paper 1, NEET paper 2, CSAT paper 3 among them)", async () => {
    const rows = await t.ctx.db
      .select({ quiz: quizzes.slug, key: questions.correctIndex, options: questions.options })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .where(eq(questions.type, "single"));
    const byQuiz = new Map<string, { keys: number[]; optionCount: number }>();
    for (const row of rows) {
      const paper = byQuiz.get(row.quiz ?? "") ?? { keys: [], optionCount: row.options.length };
      if (row.key !== null) paper.keys.push(row.key);
      byQuiz.set(row.quiz ?? "", paper);
    }
    for (const slug of ["jee-main-full-1", "neet-p2-full-length", "upsc-csat-full-03"]) {
      expect(byQuiz.get(slug)?.keys.length, slug).toBeGreaterThanOrEqual(60);
    }
    const leaning = [...byQuiz]
      .filter(([, p]) => keyImbalances(p.keys, p.optionCount).length > 0)
      .map(([slug, p]) => `${slug}: ${keyCountsText(keyLetterCounts(p.keys, p.optionCount))}`);
    expect(leaning).toEqual([]);
  });

  it("writes a numerical question's Hindi with no options, and gives it to one seeded before without", async () => {
    const hindi = { textHi: expect.stringMatching(/[\u0900-\u097F]/), optionsHi: [] };
    expect(await question("jee-m1-phy-num-01")).toMatchObject(hindi);
    // as an earlier seed wrote it: the Hindi text with null options, which the learner never saw
    await t.ctx.db.update(questions).set({ optionsHi: null }).where(eq(questions.slug, "jee-m1-phy-num-01"));
    await seedContent(t.ctx.db);
    expect(await question("jee-m1-phy-num-01")).toMatchObject(hindi);
  });

  it("writes the exams' pattern, marking per type, interface and cut-offs", async () => {
    const rows = Object.fromEntries((await t.ctx.db.select().from(exams)).map((r) => [r.key, r]));
    expect(rows.neet).toMatchObject({ officialMinutes: 180, officialQuestions: 180, testInterface: "omr" });
    expect(rows.neet?.pattern?.year).toBe(2025);
    expect(rows.neet?.facts.duration).toBe("3 hours (180 minutes)");
    expect(rows.jee?.markingScheme).toEqual({
      correct: 4,
      wrong: -1,
      byType: { numerical: { correct: 4, wrong: -1 } },
    });
    expect(rows.banking?.cutoffs).toMatchObject({ year: 2024, maxMarks: 100, overall: 48.5 });
    expect(rows.upsc?.cutoffs).toMatchObject({
      year: 2025,
      overall: 92.66,
      qualifyingPaper: { percent: 33 },
    });
    expect(rows.jee?.cutoffs?.qualifyingPercentile).toEqual({
      percentile: 93.1023262,
      purpose: "jee-advanced",
    });
  });

  it("writes a paper's own marking and qualifying mark on its quiz (CSAT, JEE Advanced)", async () => {
    const csat = await quiz("upsc-mock-csat-01");
    expect(csat?.markingScheme?.correct).toBe(2.5);
    expect(csat?.markingScheme?.wrong).toBeCloseTo(-5 / 6, 12);
    expect(csat?.qualifyingPercent).toBe(33);
    expect(csat?.markingCorrect).toBe(2.5);
    expect(csat?.markingWrong).toBeCloseTo(-5 / 6, 12);
    const advanced = await quiz("jee-advanced-mock-1");
    expect(advanced?.markingScheme?.byType?.multiple).toEqual({ correct: 4, wrong: -2, partialPerOption: 1 });
    expect(await quiz("jee-main-mock-2025-1")).toMatchObject({
      markingScheme: null,
      markingCorrect: null,
      markingWrong: null,
    });
  });

  it("brings an existing exam row up to the content on the next start", async () => {
    await t.ctx.db
      .update(exams)
      .set({ officialMinutes: 200, pattern: null, markingScheme: null, cutoffs: null, factsHi: null })
      .where(eq(exams.key, "neet"));
    await seedContent(t.ctx.db);
    const [neet] = await t.ctx.db.select().from(exams).where(eq(exams.key, "neet"));
    const content = ALL_EXAM_CONTENT.find((c) => c.exam.key === "neet")?.exam;
    expect(neet?.officialMinutes).toBe(180);
    expect(neet?.pattern).toEqual(content?.pattern);
    // a database seeded before the facts had Hindi gets them
    expect(neet?.factsHi).toEqual(content?.factsHi);
    expect(neet?.markingScheme).toEqual({ correct: 4, wrong: -1 });
  });

  it("adds the fifth option to a banking question an earlier seed wrote with four, unless an admin edited it", async () => {
    const untouched = await question("banking-qa-02");
    const edited = await question("banking-qa-04");
    const fourOf = (row: typeof untouched) => ({
      options: row?.options.slice(0, 4),
      optionsHi: row?.optionsHi?.slice(0, 4) ?? null,
    });
    await t.ctx.db.update(questions).set(fourOf(untouched)).where(eq(questions.slug, "banking-qa-02"));
    await t.ctx.db
      .update(questions)
      .set({ ...fourOf(edited), text: "Zq-edited: what comes next? 7, 15, 31, 63, 127, ?" })
      .where(eq(questions.slug, "banking-qa-04"));
    await seedContent(t.ctx.db);
    expect((await question("banking-qa-02"))?.options).toEqual(untouched?.options);
    expect((await question("banking-qa-02"))?.optionsHi).toEqual(untouched?.optionsHi);
    expect((await question("banking-qa-02"))?.correctIndex).toBe(untouched?.correctIndex);
    expect((await question("banking-qa-04"))?.options).toHaveLength(4);
  });

  it("unpublishes a quiz the content replaced, unless an admin edited it", async () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const old = (slug: string, updatedAt: Date) => ({
      slug,
      title: `Zq-${slug}`,
      examType: (slug.startsWith("jee") ? "jee" : "neet") as "jee" | "neet",
      kind: "mock" as const,
      createdAt: at,
      updatedAt,
    });
    await t.ctx.db
      .insert(quizzes)
      .values([old("jee-mock-1", at), old("neet-mock-01", new Date("2026-02-01T00:00:00Z"))]);
    await seedContent(t.ctx.db);
    const rows = await t.ctx.db
      .select({ slug: quizzes.slug, published: quizzes.published })
      .from(quizzes)
      .where(inArray(quizzes.slug, ["jee-mock-1", "neet-mock-01", "jee-main-mock-2025-1"]));
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.published]))).toEqual({
      "jee-mock-1": false,
      "neet-mock-01": true,
      "jee-main-mock-2025-1": true,
    });
  });

  it("gives older rows the content's source, as-of day, format and difficulty, unless an admin edited them", async () => {
    const dated = ALL_EXAM_CONTENT.flatMap((c) => c.questions).find((q) => q.asOf && q.source);
    const calibrated = ALL_EXAM_CONTENT.flatMap((c) => c.questions).find((q) => q.source && !q.asOf);
    if (!dated || !calibrated) throw new Error("the content has dated and sourced questions");
    const other = (d: string) => (d === "hard" ? "easy" : "hard");
    // as an earlier seed wrote them: no source, no date, another label; one of them edited since
    await t.ctx.db
      .update(questions)
      .set({ sourceNote: null, asOf: null, difficulty: other(dated.difficulty) })
      .where(eq(questions.slug, dated.key));
    const edited = new Date("2026-11-20T10:00:00Z");
    await t.ctx.db
      .update(questions)
      .set({ sourceNote: null, difficulty: other(calibrated.difficulty), updatedAt: edited })
      .where(eq(questions.slug, calibrated.key));

    await seedContent(t.ctx.db);

    expect(await question(dated.key)).toMatchObject({
      sourceNote: dated.source,
      asOf: dated.asOf,
      difficulty: dated.difficulty,
    });
    // the admin's label stays; the source, which no admin wrote, arrives
    expect(await question(calibrated.key)).toMatchObject({
      sourceNote: calibrated.source,
      difficulty: other(calibrated.difficulty),
    });
  });

  it("writes every question's syllabus chapter, and gives it to rows seeded before chapters", async () => {
    const seeded = ALL_EXAM_CONTENT.flatMap((c) => c.questions);
    const rows = await t.ctx.db
      .select({ slug: questions.slug, chapter: questions.chapter })
      .from(questions)
      .where(
        inArray(
          questions.slug,
          seeded.map((q) => q.key),
        ),
      );
    const chapterOf = new Map(seeded.map((q) => [q.key, q.chapter]));
    expect(rows).toHaveLength(seeded.length);
    expect(rows.filter((r) => r.chapter === null || r.chapter !== chapterOf.get(r.slug ?? ""))).toEqual([]);

    const [first, second] = seeded;
    if (!first || !second) throw new Error("the content has questions");
    // an older database had no chapters; an admin has since filed the second question elsewhere
    await t.ctx.db.update(questions).set({ chapter: null }).where(eq(questions.slug, first.key));
    await t.ctx.db
      .update(questions)
      .set({ chapter: "zq-admins-chapter" })
      .where(eq(questions.slug, second.key));
    await seedContent(t.ctx.db);
    expect((await question(first.key))?.chapter).toBe(first.chapter);
    expect((await question(second.key))?.chapter).toBe("zq-admins-chapter");
  });

  it("relabels a quiz an earlier seed labelled otherwise, unless an admin edited it", async () => {
    const [first, second] = ALL_EXAM_CONTENT.flatMap((c) => c.quizzes).filter((q) => q.kind === "practice");
    if (!first || !second) throw new Error("the content has practice quizzes");
    const other = (d: string) => (d === "hard" ? "easy" : "hard");
    await t.ctx.db
      .update(quizzes)
      .set({ difficulty: other(first.difficulty) })
      .where(eq(quizzes.slug, first.key));
    await t.ctx.db
      .update(quizzes)
      .set({ difficulty: other(second.difficulty), updatedAt: new Date("2026-11-20T10:00:00Z") })
      .where(eq(quizzes.slug, second.key));
    await seedContent(t.ctx.db);
    expect((await quiz(first.key))?.difficulty).toBe(first.difficulty);
    expect((await quiz(second.key))?.difficulty).toBe(other(second.difficulty));
  });

  it("writes each quiz's Hindi title and description, and gives them to a quiz seeded before them", async () => {
    const [first, second] = ALL_EXAM_CONTENT.flatMap((c) => c.quizzes).filter((q) => q.kind === "mock");
    if (!first || !second) throw new Error("the content has mock tests");
    expect(await quiz(first.key)).toMatchObject({
      titleHi: first.titleHi,
      descriptionHi: first.descriptionHi,
    });
    // an older database: no Hindi yet; the second quiz's English was since changed by an admin
    await t.ctx.db
      .update(quizzes)
      .set({ titleHi: null, descriptionHi: null })
      .where(inArray(quizzes.slug, [first.key, second.key]));
    await t.ctx.db
      .update(quizzes)
      .set({ title: "Zq-An admin's own title" })
      .where(eq(quizzes.slug, second.key));
    await seedContent(t.ctx.db);
    expect(await quiz(first.key)).toMatchObject({
      titleHi: first.titleHi,
      descriptionHi: first.descriptionHi,
    });
    expect(await quiz(second.key)).toMatchObject({ titleHi: null, descriptionHi: second.descriptionHi });
  });
});
