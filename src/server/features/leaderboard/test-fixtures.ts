import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { istDay, istWeekStart } from "../../../domain/ist";
import { pointsForAttempt } from "../../../domain/points";
import type { DbOrTx } from "../../db/client";
import {
  attemptAnswers,
  attempts,
  exams,
  questions,
  quizQuestions,
  quizzes,
  users,
  weeklyPoints,
} from "../../db/schema";
import { seedExams } from "../../seed/seed-content";

/*
 * Test data for the standing features (leaderboard, progress, analytics), written straight to the
 * tables the way the submit transaction writes them, so these tests do not depend on the submit
 * endpoint. recordSubmission mirrors that transaction:
 *   1. the attempt is the user's first of the quiz (isFirst) unless a first attempt exists (a retake of
 *      only the wrong answers, never first, is not modelled here);
 *   2. marks = correct × markingCorrect + wrong × markingWrong, maxMarks = questions × markingCorrect;
 *      points = 10 × correct on a first attempt, else 0 (src/domain/points.ts);
 *   3. the attempts row carries submittedAt, submittedDay (IST), counts, marks, points, isFirst;
 *   4. one attempt_answers row per question (chosenIndex null when skipped), answeredAt = submittedAt;
 *   5. weekly_points (IST week of submittedAt) gains the points twice: examType "all" and the quiz's exam.
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
  examType: string;
  markingCorrect: number;
  markingWrong: number;
  questions: { id: number; subject: string; topic: string }[];
};

/** A published quiz of the exam with one question per {subject, topic} given, in order, correct option 0. */
export async function insertQuiz(
  db: DbOrTx,
  options: {
    examType: string;
    kind?: "daily" | "practice" | "mock" | "past_paper";
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
        options: ["right", "wrong 1", "wrong 2", "wrong 3"],
        correctIndex: 0,
      })),
    )
    .returning({ id: questions.id, subject: questions.subject, topic: questions.topic });
  await db
    .insert(quizQuestions)
    .values(inserted.map((q, position) => ({ quizId: quiz.id, questionId: q.id, position })));
  return { id: quiz.id, examType: options.examType, ...exam, questions: inserted };
}

/**
 * Records a submitted attempt as the submit transaction does (see the top of this file).
 * `results` has one letter per question of the quiz, in order: "c" correct, "w" wrong, "s" skipped.
 */
export async function recordSubmission(
  db: DbOrTx,
  options: {
    userId: number;
    quiz: FixtureQuiz;
    results: string;
    submittedAt: Date | string;
    timeSpent?: number;
  },
): Promise<{ attemptId: number; points: number; isFirst: boolean }> {
  const { userId, quiz } = options;
  const submittedAt = new Date(options.submittedAt);
  const results = [...options.results];
  if (results.length !== quiz.questions.length) throw new Error("one result letter per question");
  return db.transaction(async (tx) => {
    const [first] = await tx
      .select({ id: attempts.id })
      .from(attempts)
      .where(and(eq(attempts.userId, userId), eq(attempts.quizId, quiz.id), eq(attempts.isFirst, true)));
    const isFirst = !first;
    const correct = results.filter((r) => r === "c").length;
    const wrong = results.filter((r) => r === "w").length;
    const points = pointsForAttempt({ isFirst, correct });
    const answers = Object.fromEntries(
      quiz.questions.flatMap((q, i) =>
        results[i] === "s" ? [] : [[String(q.id), results[i] === "c" ? 0 : 1] as const],
      ),
    );
    const timeSpent = options.timeSpent ?? 60 * results.length;
    const [attempt] = await tx
      .insert(attempts)
      .values({
        userId,
        quizId: quiz.id,
        questionIds: quiz.questions.map((q) => q.id),
        startedAt: new Date(submittedAt.getTime() - timeSpent * 1000),
        deadline: new Date(submittedAt.getTime() + 60_000),
        answers,
        answersSavedAt: submittedAt,
        submittedAt,
        timeSpent,
        marks: correct * quiz.markingCorrect + wrong * quiz.markingWrong,
        maxMarks: results.length * quiz.markingCorrect,
        correctCount: correct,
        wrongCount: wrong,
        skippedCount: results.length - correct - wrong,
        points,
        isFirst,
        submittedDay: istDay(submittedAt),
      })
      .returning({ id: attempts.id });
    if (!attempt) throw new Error("attempt not inserted");
    await tx.insert(attemptAnswers).values(
      quiz.questions.map((q, i) => ({
        attemptId: attempt.id,
        questionId: q.id,
        userId,
        examType: quiz.examType,
        subject: q.subject,
        topic: q.topic,
        chosenIndex: results[i] === "s" ? null : results[i] === "c" ? 0 : 1,
        isCorrect: results[i] === "c",
        answeredAt: submittedAt,
      })),
    );
    if (points > 0) {
      const weekStart = istWeekStart(submittedAt);
      for (const examType of ["all", quiz.examType]) {
        await tx
          .insert(weeklyPoints)
          .values({ weekStart, examType, userId, points })
          .onConflictDoUpdate({
            target: [weeklyPoints.weekStart, weeklyPoints.examType, weeklyPoints.userId],
            set: { points: sql`${weeklyPoints.points} + ${points}` },
          });
      }
    }
    return { attemptId: attempt.id, points, isFirst };
  });
}
