import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, quizQuestions, quizzes, reviewCards } from "~/server/db/schema";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { AnswerValue } from "~/shared/contract/attempts";
import {
  type ChapterDetail,
  type ChapterSetStarted,
  NO_MISTAKES_YET,
  type SyllabusCoverage,
} from "~/shared/contract/chapters";

const NOW = "2026-11-20T06:00:00Z";
/** JEE's chapter with the most questions in the bank */
const CHAPTER = "math-integral-calculus";

describe("chapter-wise practice", () => {
  let t: TestApp;
  let learner: SignedIn;
  /** the chapter's questions in the bank, counted here straight from the tables */
  let bankIds: number[] = [];

  const get = (url: string, who?: SignedIn, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) } });
  const startSet = (who: SignedIn, body: unknown, chapter = CHAPTER, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/exams/jee/chapters/${chapter}/sets`,
      headers: { ...headers, cookie: who.cookie },
      payload: body as object,
    });
  const chapterOf = (tree: SyllabusCoverage, slug: string) =>
    tree.subjects.flatMap((s) => s.units.flatMap((u) => u.chapters)).find((c) => c.slug === slug);

  /** Submits the set with answers by letter ("c" right, "w" wrong, "s" skipped), from the stored keys. */
  async function submit(who: SignedIn, set: ChapterSetStarted, letters: string) {
    const keys = await t.ctx.db.select().from(questions).where(inArray(questions.id, set.sheet.questionIds));
    const byId = new Map(keys.map((k) => [k.id, k]));
    const answers: Record<string, AnswerValue> = {};
    for (const [i, id] of set.sheet.questionIds.entries()) {
      const key = byId.get(id);
      const letter = letters[i] ?? "s";
      if (!key || letter === "s") continue;
      const right = letter === "c";
      if (key.type === "numerical") answers[String(id)] = right ? key.numericMin! : key.numericMax! + 1000;
      else if (key.type === "multiple") {
        const correct = key.correctAnswers ?? [];
        const wrongOption = [0, 1, 2, 3].find((o) => !correct.includes(o)) ?? 0;
        answers[String(id)] = right ? correct : [wrongOption];
      } else answers[String(id)] = right ? key.correctIndex! : (key.correctIndex! + 1) % key.options.length;
    }
    t.clock.advance(90_000);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quiz/${set.sheet.quizId}/submit`,
      headers: { cookie: who.cookie },
      payload: { attemptId: set.sheet.attemptId, timeSpent: 90, answers },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: "content", now: NOW });
    learner = await signIn(t.app, {
      role: "learner",
      email: `zq-chapters-${randomBytes(4).toString("hex")}@example.com`,
    });
    const rows = await t.ctx.db
      .selectDistinct({ id: questions.id })
      .from(questions)
      .innerJoin(quizQuestions, eq(quizQuestions.questionId, questions.id))
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(
        and(
          eq(questions.examType, "jee"),
          eq(questions.chapter, CHAPTER),
          isNull(questions.deletedAt),
          eq(quizzes.published, true),
          isNull(quizzes.ownerUserId),
        ),
      );
    // and the chapter's questions written for the bank alone, in no paper
    const bankOnly = await t.ctx.db
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          eq(questions.examType, "jee"),
          eq(questions.chapter, CHAPTER),
          isNull(questions.deletedAt),
          sql`not exists (select 1 from quiz_questions qq where qq.question_id = ${questions.id})`,
        ),
      );
    bankIds = [...rows, ...bankOnly].map((r) => r.id);
  });
  afterAll(() => t.close());

  it("gives a signed-out visitor the syllabus with questions per chapter and roll-ups, nothing of anyone's", async () => {
    const res = await get("/api/exams/JEE/syllabus");
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json() as SyllabusCoverage;
    expect(tree).toMatchObject({ examType: "jee", signedIn: false, answered: null, accuracy: null });
    expect(tree.subjects.map((s) => s.name)).toEqual(["Physics", "Chemistry", "Mathematics"]);
    expect(tree.subjects[0]?.nameHi).toBe("भौतिकी");
    expect(bankIds.length).toBeGreaterThanOrEqual(7);
    expect(chapterOf(tree, CHAPTER)).toMatchObject({ total: bankIds.length, answered: null, accuracy: null });
    for (const subject of tree.subjects)
      expect(subject.total).toBe(subject.units.reduce((sum, u) => sum + u.total, 0));
    expect(tree.total).toBe(tree.subjects.reduce((sum, s) => sum + s.total, 0));
    expect(res.headers["cache-control"]).toContain("no-store");

    expect((await get("/api/exams/zq-none/syllabus")).statusCode).toBe(404);
  });

  it("a chapter's counts by difficulty and type, and the paper's pace, without the learner signed out", async () => {
    const res = await get(`/api/exams/jee/chapters/${CHAPTER}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as ChapterDetail;
    expect(detail).toMatchObject({
      name: "Integral Calculus",
      subject: { name: "Mathematics", nameHi: "गणित" },
      total: bankIds.length,
      paceSeconds: 144, // JEE Main: 180 minutes for 75 questions
      learner: null,
    });
    const { easy, medium, hard } = detail.byDifficulty;
    expect(easy + medium + hard).toBe(bankIds.length);
    expect(detail.byType.reduce((sum, x) => sum + x.count, 0)).toBe(bankIds.length);

    expect((await get("/api/exams/jee/chapters/bot-ecosystem")).statusCode).toBe(404); // NEET's
    const bad = await get("/api/exams/jee/chapters/Not_A_Slug");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "chapter" });
  });

  it("leaves a draft question out of the chapter's count until it is published", async () => {
    const drafted = bankIds[0]!;
    await t.ctx.db.update(questions).set({ status: "draft" }).where(eq(questions.id, drafted));
    try {
      const tree = (await get("/api/exams/jee/syllabus")).json() as SyllabusCoverage;
      expect(chapterOf(tree, CHAPTER)?.total).toBe(bankIds.length - 1);
    } finally {
      await t.ctx.db.update(questions).set({ status: "published" }).where(eq(questions.id, drafted));
    }
    const tree = (await get("/api/exams/jee/syllabus")).json() as SyllabusCoverage;
    expect(chapterOf(tree, CHAPTER)?.total).toBe(bankIds.length);
  });

  it("counts a question of the bank alone, and not one held in a paper still being prepared", async () => {
    const total = async () =>
      chapterOf((await get("/api/exams/jee/syllabus")).json() as SyllabusCoverage, CHAPTER)?.total;
    const [written] = await t.ctx.db
      .insert(questions)
      .values({
        examType: "jee",
        subject: "Mathematics",
        topic: "Integral Calculus",
        chapter: CHAPTER,
        text: `zq-bank-alone ${randomBytes(4).toString("hex")}: the value of the integral of 2x from 0 to 1 is`,
        options: ["0", "1", "2", "1/2"],
        correctIndex: 1,
      })
      .returning({ id: questions.id });
    expect(await total()).toBe(bankIds.length + 1);
    const [draftPaper] = await t.ctx.db
      .insert(quizzes)
      .values({ title: "zq-paper-in-preparation", examType: "jee", kind: "mock", published: false })
      .returning({ id: quizzes.id });
    await t.ctx.db
      .insert(quizQuestions)
      .values({ quizId: draftPaper!.id, questionId: written!.id, position: 1 });
    expect(await total()).toBe(bankIds.length);
    await t.ctx.db.delete(quizQuestions).where(eq(quizQuestions.quizId, draftPaper!.id));
    await t.ctx.db.delete(quizzes).where(eq(quizzes.id, draftPaper!.id));
    await t.ctx.db.delete(questions).where(eq(questions.id, written!.id));
    expect(await total()).toBe(bankIds.length);
  });

  it("a free learner starts an untried set: an attempt of their own quiz of the chapter, with no key in it", async () => {
    const res = await startSet(learner, { mode: "untried", size: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json() as ChapterSetStarted;
    expect(set).toMatchObject({ questions: 5, asked: 5 });
    expect(set.sheet.questionIds).toHaveLength(5);
    expect(bankIds).toEqual(expect.arrayContaining(set.sheet.questionIds));
    // untried first, in bank order: the chapter's first five
    expect(set.sheet.questionIds).toEqual([...bankIds].sort((a, b) => a - b).slice(0, 5));
    expect(res.body).not.toMatch(/correct|explanation|numeric|accepted/i);
    // 5 x 144 s = 12 minutes
    expect(Date.parse(set.sheet.deadline) - Date.parse(set.sheet.startedAt)).toBe(12 * 60_000);
    const [quiz] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, set.sheet.quizId));
    expect(quiz).toMatchObject({
      ownerUserId: learner.user.id,
      published: false,
      kind: "practice",
      chapter: CHAPTER,
      chapterMode: "untried",
      totalQuestions: 5,
    });
    // the quiz as the hall loads it: the learner's own, still without keys
    const paper = await get(`/api/quiz/${set.sheet.quizId}`, learner);
    expect(paper.statusCode).toBe(200);
    for (const question of (paper.json() as { questions: Record<string, unknown>[] }).questions)
      expect(Object.keys(question).filter((k) => /correct|explanation|numeric|accepted/i.test(k))).toEqual(
        [],
      );

    // asking again while it is open resumes it
    const again = await startSet(learner, { mode: "untried", size: 5 });
    expect((again.json() as ChapterSetStarted).sheet.attemptId).toBe(set.sheet.attemptId);

    // answered: 2 right, 2 wrong, 1 skipped; coverage, accuracy, the review deck and the chapter's sets follow
    await submit(learner, set, "cwcws");
    const tree = (await get("/api/exams/jee/syllabus", learner)).json() as SyllabusCoverage;
    expect(tree.signedIn).toBe(true);
    expect(chapterOf(tree, CHAPTER)).toMatchObject({ total: bankIds.length, answered: 4, accuracy: 50 });
    expect(tree.subjects[2]).toMatchObject({ name: "Mathematics", answered: 4, accuracy: 50 });
    const detail = (await get(`/api/exams/jee/chapters/${CHAPTER}`, learner)).json() as ChapterDetail;
    expect(detail.learner).toMatchObject({
      answered: 4,
      untried: bankIds.length - 4,
      mistakes: 2,
      accuracy: 50,
    });
    expect(detail.learner?.recentSets[0]).toMatchObject({
      attemptId: set.sheet.attemptId,
      mode: "untried",
      questions: 5,
      correct: 2,
      submittedAt: expect.any(String),
    });
    const cards = await t.ctx.db
      .select({ questionId: reviewCards.questionId })
      .from(reviewCards)
      .where(eq(reviewCards.userId, learner.user.id));
    const [, second, , fourth] = set.sheet.questionIds;
    expect(cards.map((c) => c.questionId)).toEqual(expect.arrayContaining([second, fourth]));

    // mistakes again: exactly the two answered wrong
    const mistakes = await startSet(learner, { mode: "mistakes" });
    expect(mistakes.statusCode, mistakes.body).toBe(200);
    expect([...(mistakes.json() as ChapterSetStarted).sheet.questionIds].sort()).toEqual(
      [second, fourth].sort(),
    );
    expect((mistakes.json() as ChapterSetStarted).questions).toBe(2);

    // a new untried set starts with the questions never answered (the skipped one counts as untried)
    const next = (await startSet(learner, { mode: "untried", size: 5 })).json() as ChapterSetStarted;
    expect(next.sheet.attemptId).not.toBe(set.sheet.attemptId);
    const answered = new Set([0, 1, 2, 3].map((i) => set.sheet.questionIds[i]));
    expect(next.sheet.questionIds.some((id) => answered.has(id))).toBe(false);
    expect(next.sheet.questionIds).toContain(set.sheet.questionIds[4]);
  });

  it("by difficulty keeps to it; asking for more than the chapter has answers with what it has", async () => {
    const who = await signIn(t.app, {
      role: "learner",
      email: `zq-chapters-d-${randomBytes(4).toString("hex")}@example.com`,
    });
    const { byDifficulty } = (await get(`/api/exams/jee/chapters/${CHAPTER}`)).json() as ChapterDetail;
    const difficulty = (["easy", "medium", "hard"] as const).find((d) => byDifficulty[d] > 0)!;
    const res = await startSet(who, { mode: "difficulty", difficulty, size: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const set = res.json() as ChapterSetStarted;
    expect(set).toMatchObject({ questions: byDifficulty[difficulty], asked: 30 });
    const rows = await t.ctx.db
      .select({ difficulty: questions.difficulty })
      .from(questions)
      .where(inArray(questions.id, set.sheet.questionIds));
    expect(new Set(rows.map((r) => r.difficulty))).toEqual(new Set([difficulty]));

    const missing = await startSet(who, { mode: "difficulty" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: "difficulty" });
    expect((await startSet(who, { mode: "untried", size: 31 })).json()).toMatchObject({ field: "size" });
    expect((await startSet(who, { mode: "untried" }, "bot-ecosystem")).statusCode).toBe(404);
  });

  it("refuses mistakes again before any mistake, in the learner's language", async () => {
    const who = await signIn(t.app, {
      role: "learner",
      email: `zq-chapters-m-${randomBytes(4).toString("hex")}@example.com`,
    });
    const res = await startSet(who, { mode: "mistakes" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NO_MISTAKES_YET });
    const hindi = await startSet(who, { mode: "mistakes" }, CHAPTER, { "accept-language": "hi" });
    expect(hindi.json().message).toBe("इस अध्याय में अभी अभ्यास के लिए कोई गलती नहीं है");
    const owned = await t.ctx.db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(eq(quizzes.ownerUserId, who.user.id));
    expect(owned).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/exams/jee/chapters/${CHAPTER}/sets`,
          payload: { mode: "untried" },
        })
      ).statusCode,
    ).toBe(401);
  });
});
