import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions, quizQuestions, quizzes } from "~/server/db/schema";
import { takeQuiz } from "~/server/test-support/take-quiz";
import { createTestApp, type SignedIn, signIn, type TestApp } from "~/server/test-support/test-app";
import type { MockTest } from "~/shared/contract/quizzes";

/** The official papers every exam's full-length mocks reproduce (product.md section 8). */
const OFFICIAL_PAPERS = [
  { examType: "jee", paper: "JEE Main Paper 1 (B.E./B.Tech)", questions: 75, minutes: 180 },
  { examType: "jee", paper: "JEE Advanced Paper 1 (2024 pattern)", questions: 51, minutes: 180 },
  { examType: "jee", paper: "JEE Advanced Paper 2 (2024 pattern)", questions: 51, minutes: 180 },
  { examType: "neet", paper: "NEET (UG)", questions: 180, minutes: 180 },
  { examType: "ssc", paper: "SSC CGL Tier 1", questions: 100, minutes: 60 },
  { examType: "banking", paper: "IBPS PO prelims", questions: 100, minutes: 60 },
  { examType: "upsc", paper: "UPSC CSE prelims GS Paper I", questions: 100, minutes: 120 },
  { examType: "upsc", paper: "UPSC CSE prelims CSAT (Paper II)", questions: 80, minutes: 120 },
];

describe("full-length papers on the seeded content", () => {
  let t: TestApp;
  let premium: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ seed: "content", now: "2026-11-18T06:00:00Z" });
    premium = await signIn(t.app, { role: "premium" });
  });
  afterAll(() => t.close());

  it("GET /api/mock-tests lists each full-length paper with the official question count and time", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/mock-tests",
      headers: { cookie: premium.cookie },
    });
    expect(res.statusCode).toBe(200);
    const mocks = res.json() as MockTest[];
    for (const official of OFFICIAL_PAPERS) {
      const papers = mocks.filter((m) => m.fullLength?.paper === official.paper);
      expect(papers.length, official.paper).toBeGreaterThanOrEqual(2);
      for (const paper of papers) {
        expect(paper.examType).toBe(official.examType);
        expect(paper.fullLength).toEqual({
          paper: official.paper,
          questions: official.questions,
          minutes: official.minutes,
        });
        // the paper the learner gets is as long as the official one, not just labelled so
        expect(paper.questionCount, paper.title).toBe(official.questions);
        expect(paper.durationMinutes, paper.title).toBe(official.minutes);
      }
    }
    // shorter mocks stay, and say they are not full-length
    expect(mocks.some((m) => m.fullLength === null)).toBe(true);
    for (const exam of ["upsc", "jee", "neet", "ssc", "banking"]) {
      const labels = new Set(mocks.filter((m) => m.examType === exam).map((m) => m.difficultyLevel));
      expect([...labels].sort(), exam).toEqual(["easy", "hard", "medium"]);
    }
  });

  it("marks a JEE Advanced Paper 2 section by section: integers +4 / 0, paragraphs +3 / 0", async () => {
    const [paper] = await t.ctx.db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(eq(quizzes.slug, "jee-advanced-2024-set-a-paper-2"));
    expect(paper, "the seeded Set A Paper 2").toBeDefined();
    // Physics: Section 1 right and wrong (+3 - 1), Section 2 right and wrong (+4 - 2), Section 3 right
    // and wrong (+4 + 0), Section 4 right and wrong (+3 + 0); Chemistry and Mathematics skipped
    const physics = ["cwss", "cws", "cwssss", "cwss"].join("");
    const result = await takeQuiz(t, {
      userId: premium.user.id,
      quizId: paper!.id,
      results: physics + "s".repeat(34),
      submittedAt: "2026-11-18T08:30:00Z",
    });
    expect(result.maxMarks).toBe(180);
    expect(result.marks).toBe(3 - 1 + 4 - 2 + 4 + 3);
    expect(result.sections?.map((s) => [s.name, s.marks, s.maxMarks])).toEqual([
      ["Physics Section 1", 2, 12],
      ["Physics Section 2", 2, 12],
      ["Physics Section 3", 4, 24],
      ["Physics Section 4", 3, 12],
      ...["Chemistry", "Mathematics"].flatMap((subject) => [
        [`${subject} Section 1`, 0, 12],
        [`${subject} Section 2`, 0, 12],
        [`${subject} Section 3`, 0, 24],
        [`${subject} Section 4`, 0, 12],
      ]),
    ]);
  });

  it("shows a current-affairs question's as-of day while taking it, and its source in the review", async () => {
    const [dated] = await t.ctx.db
      .select({
        questionId: questions.id,
        asOf: questions.asOf,
        source: questions.sourceNote,
        quizId: quizzes.id,
      })
      .from(questions)
      .innerJoin(quizQuestions, eq(quizQuestions.questionId, questions.id))
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .where(and(isNotNull(questions.asOf), isNotNull(questions.sourceNote), eq(quizzes.published, true)))
      .limit(1);
    expect(dated, "a published quiz holds a dated question").toBeDefined();
    if (!dated) return;

    const quiz = (
      await t.app.inject({
        method: "GET",
        url: `/api/quiz/${dated.quizId}`,
        headers: { cookie: premium.cookie },
      })
    ).json() as { questions: { id: number; asOf?: string; source?: string }[] };
    const shown = quiz.questions.find((q) => q.id === dated.questionId);
    expect(shown?.asOf).toBe(dated.asOf);
    // the source belongs to the review, with the explanation
    expect(shown && "source" in shown).toBe(false);

    const result = await takeQuiz(t, {
      userId: premium.user.id,
      quizId: dated.quizId,
      results: "s".repeat(quiz.questions.length),
      submittedAt: "2026-11-18T06:30:00Z",
    });
    const review = (
      await t.app.inject({
        method: "GET",
        url: `/api/attempts/${result.attemptId}`,
        headers: { cookie: premium.cookie },
      })
    ).json() as { review: { id: number; asOf?: string; source?: string }[] };
    const reviewed = review.review.find((q) => q.id === dated.questionId);
    expect(reviewed?.source).toBe(dated.source);
    expect(reviewed?.asOf).toBe(dated.asOf);
  });
});
