import { sql } from "drizzle-orm";
/**
 * Small fixtures for the learning-core API tests: the five exams (facts and marking from the
 * content files, as the seeder writes them) and quizzes with a handful of made-up questions.
 * Test-only: imported by *.test.ts files, never by the app.
 */

import type { DbOrTx } from "~/server/db/client";
import { categories, dailySchedule, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { seedExams } from "~/server/seed/seed-content";
import type { Difficulty, ExamType, QuizKind } from "~/shared/contract/common";

/** The five exams' rows exactly as the app writes them at start-up. */
export const insertExams = seedExams;

let counter = 0;

export type FixtureQuestion = { id: number; correctIndex: number; subject: string; explanation: string };
export type FixtureQuiz = { quizId: number; questions: FixtureQuestion[] };

/**
 * A quiz of `questionCount` questions: question i has correct option i mod 4, subject
 * subjects[i mod subjects.length], a Hindi version, and an explanation naming a unique marker
 * (so a test can search the raw JSON for any leak).
 */
export async function createQuiz(
  db: DbOrTx,
  options: {
    examType?: ExamType;
    kind?: QuizKind;
    questionCount?: number;
    timeLimit?: number;
    title?: string;
    difficulty?: Difficulty;
    published?: boolean;
    subjects?: string[];
    sections?: { name: string; timeLimitMinutes?: number; size: number }[];
    markingCorrect?: number | null;
    markingWrong?: number | null;
    year?: number;
    isSample?: boolean;
    createdAt?: Date;
    scheduledFor?: string;
  } = {},
): Promise<FixtureQuiz> {
  const n = ++counter;
  const examType = options.examType ?? "jee";
  const count = options.sections
    ? options.sections.reduce((s, x) => s + x.size, 0)
    : (options.questionCount ?? 5);
  const subjects = options.subjects ?? ["Physics", "Chemistry", "Mathematics"];
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: options.title ?? `Fixture quiz ${n}`,
      description: `A quiz made for tests (${n})`,
      examType,
      kind: options.kind ?? "practice",
      difficulty: options.difficulty ?? "medium",
      timeLimit: options.timeLimit ?? 10,
      totalQuestions: count,
      published: options.published ?? true,
      markingCorrect: options.markingCorrect ?? null,
      markingWrong: options.markingWrong ?? null,
      year: options.year ?? null,
      isSample: options.isSample ?? false,
      sections: options.sections?.map((s) => ({
        name: s.name,
        ...(s.timeLimitMinutes ? { timeLimitMinutes: s.timeLimitMinutes } : {}),
      })),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: quizzes.id });
  if (!quiz) throw new Error("quiz insert failed");
  const rows = await db
    .insert(questions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        examType,
        subject: subjects[i % subjects.length] as string,
        topic: `Topic ${i % 2}`,
        text: `Fixture ${n} question ${i + 1}: which option is right?`,
        options: ["Option A", "Option B", "Option C", "Option D"],
        correctIndex: i % 4,
        explanation: `SECRET-EXPLANATION-${n}-${i + 1}`,
        textHi: `प्रश्न ${i + 1}`,
        optionsHi: ["विकल्प A", "विकल्प B", "विकल्प C", "विकल्प D"],
        explanationHi: `SECRET-HINDI-${n}-${i + 1}`,
      })),
    )
    .returning({
      id: questions.id,
      correctIndex: sql<number>`${questions.correctIndex}`,
      subject: questions.subject,
      explanation: questions.explanation,
    });
  const sectionOf = (i: number): string | null => {
    if (!options.sections) return null;
    let start = 0;
    for (const s of options.sections) {
      if (i < start + s.size) return s.name;
      start += s.size;
    }
    return null;
  };
  await db.insert(quizQuestions).values(
    rows.map((q, position) => ({
      quizId: quiz.id,
      questionId: q.id,
      position,
      section: sectionOf(position),
    })),
  );
  if (options.scheduledFor)
    await db.insert(dailySchedule).values({ date: options.scheduledFor, quizId: quiz.id });
  return { quizId: quiz.id, questions: rows };
}

/** The answer sheet that gets `right` questions right and `wrong` wrong (in order), skipping the rest. */
export function answerSheet(qs: FixtureQuestion[], right: number, wrong = 0): Record<string, number> {
  const sheet: Record<string, number> = {};
  qs.forEach((q, i) => {
    if (i < right) sheet[q.id] = q.correctIndex;
    else if (i < right + wrong) sheet[q.id] = (q.correctIndex + 1) % 4;
  });
  return sheet;
}

export async function insertCategory(db: DbOrTx, examType: ExamType, name: string): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({ examType, name, description: `${name} for ${examType}` })
    .returning({ id: categories.id });
  if (!row) throw new Error("category insert failed");
  return row.id;
}
