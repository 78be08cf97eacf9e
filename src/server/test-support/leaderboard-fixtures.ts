import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { exams, questions, quizQuestions, quizzes, users } from "~/server/db/schema";
import { seedExams } from "~/server/seed/seed-content";
import { takeQuiz } from "~/server/test-support/take-quiz";
import type { TestApp } from "~/server/test-support/test-app";
import type { ExamType, QuizKind } from "~/shared/contract/common";

/*
 * What the standing tests (leaderboard, progress, analytics) need before any learner acts: the
 * exams, users with given names, and quizzes with their questions. Submissions go through the real
 * write path (src/server/test-support/take-quiz.ts), never through rows written here.
 */

/** The five exams' rows exactly as the app writes them at start-up. */
export const insertExams = seedExams;

export async function insertUser(
  db: DbOrTx,
  values: {
    firstName?: string | null;
    lastName?: string | null;
    profileImageUrl?: string | null;
    email?: string;
  } = {},
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email ?? `fixture-${randomBytes(5).toString("hex")}@example.com`,
      firstName: values.firstName ?? null,
      lastName: values.lastName ?? null,
      profileImageUrl: values.profileImageUrl ?? null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user not inserted");
  return row.id;
}

export type FixtureQuiz = {
  id: number;
  examType: ExamType;
  markingCorrect: number;
  markingWrong: number;
  questions: { id: number; subject: string; topic: string; correctIndex: number }[];
};

/** A published quiz of the exam with one question per {subject, topic} given, in order, each with its key. */
export async function insertQuiz(
  db: DbOrTx,
  options: {
    examType: ExamType;
    kind?: QuizKind;
    questions: { subject: string; topic: string }[];
  },
): Promise<FixtureQuiz> {
  const [exam] = await db
    .select({ markingCorrect: exams.markingCorrect, markingWrong: exams.markingWrong })
    .from(exams)
    .where(eq(exams.key, options.examType));
  if (!exam) throw new Error(`insertExams first: no exam ${options.examType}`);
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: `Fixture ${options.examType} ${randomBytes(3).toString("hex")}`,
      examType: options.examType,
      kind: options.kind ?? "practice",
      totalQuestions: options.questions.length,
    })
    .returning({ id: quizzes.id });
  if (!quiz) throw new Error("quiz not inserted");
  const inserted = await db
    .insert(questions)
    .values(
      options.questions.map((q, i) => ({
        examType: options.examType,
        subject: q.subject,
        topic: q.topic,
        text: `Fixture question ${i + 1}`,
        options: ["A", "B", "C", "D"].map((letter) => `Fixture option ${letter}`),
        // keys vary, so a test that answers right must read them
        correctIndex: i % 4,
      })),
    )
    .returning({
      id: questions.id,
      subject: questions.subject,
      topic: questions.topic,
      correctIndex: sql<number>`${questions.correctIndex}`,
    });
  await db
    .insert(quizQuestions)
    .values(inserted.map((q, position) => ({ quizId: quiz.id, questionId: q.id, position })));
  return { id: quiz.id, examType: options.examType, ...exam, questions: inserted };
}

/**
 * A JEE quiz of four questions (two Physics, two Chemistry) and a rival already on this week's board
 * with 30 points from it, submitted through the real write path at `rivalSubmittedAt`.
 */
export async function quizWithRivalOnBoard(t: TestApp, rivalSubmittedAt: string): Promise<FixtureQuiz> {
  await insertExams(t.ctx.db);
  const quiz = await insertQuiz(t.ctx.db, {
    examType: "jee",
    questions: [
      { subject: "Physics", topic: "Kinematics" },
      { subject: "Physics", topic: "Kinematics" },
      { subject: "Chemistry", topic: "Equilibrium" },
      { subject: "Chemistry", topic: "Equilibrium" },
    ],
  });
  const rival = await insertUser(t.ctx.db, { firstName: "Zq-Rival" });
  await takeQuiz(t, { userId: rival, quizId: quiz.id, results: "cccw", submittedAt: rivalSubmittedAt });
  return quiz;
}
