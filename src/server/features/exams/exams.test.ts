import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuiz, insertCategory, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";
import { type Exam, examResponseSchema } from "~/shared/contract/exams";

describe("exams", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T06:00:00Z" });
    await insertExams(t.ctx.db);
  });
  afterAll(() => t.close());

  it("lists the five exams in display order with their marking and sections", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/exams" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((e: { key: string }) => e.key)).toEqual(["upsc", "jee", "neet", "ssc", "banking"]);
    const marking = Object.fromEntries(
      list.map((e: { key: string; marking: unknown }) => [e.key, e.marking]),
    );
    expect(marking).toMatchObject({
      jee: { correct: 4, wrong: -1 },
      neet: { correct: 4, wrong: -1 },
      ssc: { correct: 2, wrong: -0.5 },
      banking: { correct: 1, wrong: -0.25 },
    });
    expect(marking.upsc.wrong).toBeCloseTo(-2 / 3, 10);
    const banking = list.find((e: { key: string }) => e.key === "banking");
    expect(banking.sections.every((s: { timeLimitMinutes?: number }) => s.timeLimitMinutes === 20)).toBe(
      true,
    );
  });

  it("answers one exam's facts, matched case-insensitively", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/exams/JEE" });
    expect(res.statusCode).toBe(200);
    const jee = res.json();
    expect(jee).toMatchObject({
      key: "jee",
      name: "JEE",
      facts: { totalMarks: expect.stringContaining("300") },
    });
    expect(jee.facts.subjects).toEqual(expect.arrayContaining(["Physics", "Chemistry", "Mathematics"]));
    const upsc = (await t.app.inject({ method: "GET", url: "/api/exams/Upsc" })).json();
    expect(upsc.facts.totalMarks).toContain("2025");
  });

  it("says which year's pattern each exam follows, its interface and its marks per question type", async () => {
    const jee = (await t.app.inject({ method: "GET", url: "/api/exams/jee" })).json();
    expect(jee.pattern).toMatchObject({ year: 2025, notice: expect.stringContaining("JEE (Main) 2025") });
    expect(jee.pattern.source.length).toBeGreaterThan(5);
    expect(jee.testInterface).toBe("nta");
    expect(jee.marking).toEqual({ correct: 4, wrong: -1, byType: { numerical: { correct: 4, wrong: -1 } } });
    const neet = (await t.app.inject({ method: "GET", url: "/api/exams/neet" })).json();
    expect(neet).toMatchObject({ officialMinutes: 180, officialQuestions: 180, testInterface: "omr" });
    expect(neet.pattern.year).toBe(2025);
    expect(neet.facts.duration).toBe("3 hours (180 minutes)");
  });

  it("answers every exam's facts, pattern notice and section names in Hindi beside the English", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/exams" })).json() as Exam[];
    for (const exam of list) {
      expect(exam.factsHi, exam.key).toBeTruthy();
      expect(Object.keys(exam.factsHi ?? {}).sort(), exam.key).toEqual(Object.keys(exam.facts).sort());
      expect(exam.factsHi?.fullName, exam.key).toMatch(/[\u0900-\u097F]/);
      expect(exam.factsHi?.subjects, exam.key).toHaveLength(exam.facts.subjects.length);
      expect(exam.pattern?.noticeHi, exam.key).toMatch(/[\u0900-\u097F]/);
      for (const section of exam.sections) expect(section.nameHi, section.name).toMatch(/[\u0900-\u097F]/);
    }
    const neet = (await t.app.inject({ method: "GET", url: "/api/exams/NEET" })).json() as Exam;
    expect(neet.facts.duration).toBe("3 hours (180 minutes)");
    expect(neet.factsHi).toMatchObject({
      duration: "3 घंटे (180 मिनट)",
      subjects: ["भौतिकी", "रसायन विज्ञान", "वनस्पति विज्ञान", "प्राणि विज्ञान"],
    });
    expect(neet.pattern?.noticeHi).toBe("NEET (UG) 2025 सूचना बुलेटिन, राष्ट्रीय परीक्षा एजेंसी");
    expect(neet.sections.map((s) => s.nameHi)).toEqual(neet.factsHi?.subjects);
    expect(examResponseSchema.safeParse(neet).success).toBe(true);
  });

  it("answers 404 'Exam Not Found' for an unknown exam", async () => {
    for (const url of ["/api/exams/gate", "/api/exams/cat/quizzes", "/api/quiz-categories/xyz"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe("Exam Not Found");
    }
  });

  it("lists an exam's free quizzes: practice, then daily whose day has come, with real counts", async () => {
    const practice = await createQuiz(t.ctx.db, {
      examType: "neet",
      title: "NEET practice",
      questionCount: 7,
    });
    await createQuiz(t.ctx.db, {
      examType: "neet",
      kind: "daily",
      title: "NEET daily",
      scheduledFor: "2026-11-17",
    });
    await createQuiz(t.ctx.db, {
      examType: "neet",
      kind: "daily",
      title: "NEET tomorrow",
      scheduledFor: "2026-11-19",
    });
    await createQuiz(t.ctx.db, { examType: "neet", kind: "mock", title: "NEET mock" });
    await createQuiz(t.ctx.db, { examType: "neet", title: "NEET draft", published: false });
    await createQuiz(t.ctx.db, { examType: "jee", title: "JEE practice" });
    const res = await t.app.inject({ method: "GET", url: "/api/exams/NEET/quizzes" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((q: { title: string }) => q.title)).toEqual(["NEET practice", "NEET daily"]);
    expect(list[0]).toMatchObject({
      id: practice.quizId,
      examType: "neet",
      kind: "practice",
      difficulty: "medium",
      totalQuestions: 7,
      timeLimit: 10,
    });
  });

  it("lists an exam's quiz categories", async () => {
    await insertCategory(t.ctx.db, "ssc", "SSC Practice");
    await insertCategory(t.ctx.db, "ssc", "SSC Mock Tests");
    await insertCategory(t.ctx.db, "jee", "JEE Practice");
    const res = await t.app.inject({ method: "GET", url: "/api/quiz-categories/SSC" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        name: "SSC Mock Tests",
        description: "SSC Mock Tests for ssc",
        examType: "ssc",
      },
      { id: expect.any(Number), name: "SSC Practice", description: "SSC Practice for ssc", examType: "ssc" },
    ]);
  });
});
