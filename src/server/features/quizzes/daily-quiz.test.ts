import { and, count, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailySchedule, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { CLOCK_MOMENTS, shiftDay } from "~/server/test-support/clock-moments";
import { createQuiz, insertExams } from "~/server/test-support/quiz-fixtures";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";
import { EXAM_TYPES } from "~/shared/contract/common";
import { ensureDailyQuiz, pickSpread } from "./daily-quiz";
import { addDailyQuizHindi } from "./daily-quiz-hindi";

const SUBJECTS: Record<string, string[]> = {
  upsc: ["History", "Polity", "Geography"],
  jee: ["Physics", "Chemistry", "Mathematics"],
  neet: ["Physics", "Chemistry", "Biology"],
  ssc: ["Reasoning", "English", "Quantitative Aptitude"],
  banking: ["English", "Reasoning", "Quantitative Aptitude"],
};

describe("daily quiz", () => {
  let t: TestApp;

  beforeAll(async () => {
    // 20:00 UTC on the 18th is 01:30 IST on the 19th
    t = await createTestApp({ now: "2026-11-18T20:00:00Z" });
    await insertExams(t.ctx.db);
  });
  afterAll(() => t.close());

  const dailyCount = async (day: string) => {
    const [q] = await t.ctx.db
      .select({ n: count() })
      .from(quizzes)
      .where(eq(quizzes.slug, `daily-${day}`));
    const [s] = await t.ctx.db.select({ n: count() }).from(dailySchedule).where(eq(dailySchedule.date, day));
    return { quizzes: q?.n, schedules: s?.n };
  };

  it("answers 404 'No Quizzes Available' while the question bank is empty", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/daily-quiz" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No Quizzes Available");
    expect(await dailyCount("2026-11-19")).toEqual({ quizzes: 0, schedules: 0 });
  });

  it("assembles today's (IST) quiz once: ten questions, ten minutes, spread over subjects", async () => {
    for (const examType of EXAM_TYPES) {
      await createQuiz(t.ctx.db, { examType, questionCount: 12, subjects: SUBJECTS[examType] ?? [] });
    }
    const res = await t.app.inject({ method: "GET", url: "/api/daily-quiz" });
    expect(res.statusCode, res.body).toBe(200);
    const daily = res.json();
    expect(daily).toMatchObject({ totalQuestions: 10, timeLimit: 10, scheduledDate: "2026-11-19" });
    expect(daily.title).toContain("19 Nov 2026");
    // and in Hindi, for the interface in Hindi
    expect(daily.titleHi).toMatch(/ दैनिक क्विज़ – 19 नवंबर 2026$/);
    expect(daily.descriptionHi).toMatch(/ से 10 प्रश्न, आज सभी के लिए एक जैसे।$/);
    const again = (await t.app.inject({ method: "GET", url: "/api/daily-quiz" })).json();
    expect(again).toEqual(daily);
    expect(await dailyCount("2026-11-19")).toEqual({ quizzes: 1, schedules: 1 });

    const quiz = (await t.app.inject({ method: "GET", url: `/api/quiz/${daily.id}` })).json();
    expect(quiz.kind).toBe("daily");
    expect(quiz.questions).toHaveLength(10);
    expect(new Set(quiz.questions.map((q: { id: number }) => q.id)).size).toBe(10);
    const perSubject = new Map<string, number>();
    for (const q of quiz.questions as { subject: string }[])
      perSubject.set(q.subject, (perSubject.get(q.subject) ?? 0) + 1);
    expect([...perSubject.values()].sort()).toEqual([3, 3, 4]);
    expect([...perSubject.keys()].sort()).toEqual([...(SUBJECTS[daily.examType] ?? [])].sort());
  });

  it("is deterministic for a day: re-assembling picks the same questions", async () => {
    const day = "2026-11-25";
    const first = await ensureDailyQuiz(t.ctx.db, day);
    const picked = async (quizId: number) =>
      (await t.ctx.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId))).map(
        (r) => r.questionId,
      );
    const before = await picked(first);
    await t.ctx.db.delete(quizzes).where(eq(quizzes.id, first)); // cascades to the schedule row
    const second = await ensureDailyQuiz(t.ctx.db, day);
    expect(second).not.toBe(first);
    expect(await picked(second)).toEqual(before);
  });

  it("ends with one quiz for the day when many requests race", async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: "GET", url: "/api/daily-quiz?x=race" })),
    );
    const day = "2026-11-26";
    const ids = await Promise.all([
      ensureDailyQuiz(t.ctx.db, day),
      ensureDailyQuiz(t.ctx.db, day),
      ensureDailyQuiz(t.ctx.db, day),
    ]);
    expect(new Set(ids).size).toBe(1);
    expect(await dailyCount(day)).toEqual({ quizzes: 1, schedules: 1 });
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
  });

  it("rotates the exam by day", async () => {
    const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"];
    const exams = [];
    for (const day of days) {
      const id = await ensureDailyQuiz(t.ctx.db, day);
      const [quiz] = await t.ctx.db.select().from(quizzes).where(eq(quizzes.id, id));
      exams.push(quiz?.examType);
    }
    expect(new Set(exams).size).toBe(5);
  });

  it("gives a day's quiz assembled without Hindi its Hindi, unless an admin has reworded it", async () => {
    const day = "2026-11-27";
    const quizId = await ensureDailyQuiz(t.ctx.db, day);
    const hindiOf = async () =>
      (
        await t.ctx.db
          .select({ titleHi: quizzes.titleHi, descriptionHi: quizzes.descriptionHi })
          .from(quizzes)
          .where(eq(quizzes.id, quizId))
      )[0];
    const written = await hindiOf();
    const noHindi = { titleHi: null, descriptionHi: null };
    await t.ctx.db.update(quizzes).set(noHindi).where(eq(quizzes.id, quizId));
    await addDailyQuizHindi(t.ctx.db, quizId, day);
    expect(await hindiOf()).toEqual(written);

    await t.ctx.db
      .update(quizzes)
      .set({ ...noHindi, title: "Zq-Test Friday special" })
      .where(eq(quizzes.id, quizId));
    await addDailyQuizHindi(t.ctx.db, quizId, day);
    expect(await hindiOf()).toEqual(noHindi);
  });

  it("uses the quiz an admin scheduled for the day", async () => {
    const scheduled = await createQuiz(t.ctx.db, {
      kind: "daily",
      title: "Hand-picked",
      scheduledFor: "2026-12-10",
    });
    expect(await ensureDailyQuiz(t.ctx.db, "2026-12-10")).toBe(scheduled.quizId);
    const auto = await t.ctx.db
      .select({ n: count() })
      .from(quizzes)
      .where(eq(quizzes.slug, "daily-2026-12-10"));
    expect(auto[0]?.n).toBe(0);
  });

  it("lists previous daily quizzes newest first, without today's or future ones", async () => {
    t.clock.set("2026-11-18T20:00:00Z"); // the 19th in IST
    for (const day of ["2026-11-16", "2026-11-18", "2026-11-17"]) await ensureDailyQuiz(t.ctx.db, day);
    const res = await t.app.inject({ method: "GET", url: "/api/daily-quizzes" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((d: { scheduledDate: string }) => d.scheduledDate)).toEqual([
      "2026-11-18",
      "2026-11-17",
      "2026-11-16",
    ]);
    expect(list[0]).toMatchObject({ totalQuestions: 10, timeLimit: 10 });
    // and the quiz list shows only those whose day has come
    const all = (await t.app.inject({ method: "GET", url: "/api/quizzes" })).json() as {
      kind: string;
      scheduledDate: string | null;
    }[];
    const dailyDays = all.filter((q) => q.kind === "daily").map((q) => q.scheduledDate);
    expect(dailyDays).toEqual(["2026-11-19", "2026-11-18", "2026-11-17", "2026-11-16"]);
    const [future] = await t.ctx.db
      .select({ n: count() })
      .from(quizzes)
      .where(and(eq(quizzes.kind, "daily"), like(quizzes.slug, "daily-2026-12-%")));
    expect(future?.n).toBe(5);
  });
});

describe("pickSpread", () => {
  const bank = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    subject: ["A", "B", "C"][i % 3] as string,
  }));
  it("takes round-robin across subjects", () => {
    const picked = pickSpread(bank, 10, "2026-11-19");
    expect(picked).toHaveLength(10);
    const counts = ["A", "B", "C"].map((s) => picked.filter((q) => q.subject === s).length).sort();
    expect(counts).toEqual([3, 3, 4]);
  });
  it("is stable for a seed and varies across seeds", () => {
    expect(pickSpread(bank, 10, "2026-11-19")).toEqual(pickSpread(bank, 10, "2026-11-19"));
    expect(pickSpread(bank, 10, "2026-11-19").map((q) => q.id)).not.toEqual(
      pickSpread(bank, 10, "2026-11-20").map((q) => q.id),
    );
  });
  it("answers what there is when the bank is small", () => {
    expect(pickSpread(bank.slice(0, 4), 10, "x")).toHaveLength(4);
    expect(pickSpread([], 10, "x")).toEqual([]);
  });
});

describe.each(CLOCK_MOMENTS)("daily quiz at $name ($at)", (m) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: m.at });
    await insertExams(t.ctx.db);
    for (const examType of EXAM_TYPES) {
      await createQuiz(t.ctx.db, { examType, questionCount: 12, subjects: SUBJECTS[examType] ?? [] });
    }
  });
  afterAll(() => t?.close());

  it("answers the quiz of the IST day, and lists only the days before it", async () => {
    for (const day of [shiftDay(m.istDay, -1), shiftDay(m.istDay, 1)]) await ensureDailyQuiz(t.ctx.db, day);
    const res = await t.app.inject({ method: "GET", url: "/api/daily-quiz" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ scheduledDate: m.istDay, totalQuestions: 10 });
    const list = (await t.app.inject({ method: "GET", url: "/api/daily-quizzes" })).json();
    expect(list.map((d: { scheduledDate: string }) => d.scheduledDate)).toEqual([shiftDay(m.istDay, -1)]);
  });
});

describe("daily quiz question types", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: "2026-11-18T20:00:00Z" });
    await insertExams(t.ctx.db);
    for (const examType of EXAM_TYPES) {
      await createQuiz(t.ctx.db, { examType, questionCount: 14, subjects: SUBJECTS[examType] ?? [] });
    }
  });
  afterAll(() => t?.close());

  it("draws only single-correct questions, however many numerical and multiple-correct ones the bank has", async () => {
    const all = await t.ctx.db.select({ id: questions.id }).from(questions).orderBy(questions.id);
    const numerical = all.filter((_, i) => i % 3 === 0).map((q) => q.id);
    const multiple = all.filter((_, i) => i % 3 === 1).map((q) => q.id);
    await t.ctx.db
      .update(questions)
      .set({ type: "numerical", options: [], correctIndex: null, numericMin: 2, numericMax: 2 })
      .where(inArray(questions.id, numerical));
    await t.ctx.db
      .update(questions)
      .set({ type: "multiple", correctIndex: null, correctAnswers: [0, 2] })
      .where(inArray(questions.id, multiple));
    for (const day of ["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]) {
      const quizId = await ensureDailyQuiz(t.ctx.db, day);
      const drawn = await t.ctx.db
        .select({ type: questions.type })
        .from(quizQuestions)
        .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
        .where(eq(quizQuestions.quizId, quizId));
      expect(drawn.length, day).toBeGreaterThan(0);
      expect(new Set(drawn.map((q) => q.type)), day).toEqual(new Set(["single"]));
    }
  });
});
