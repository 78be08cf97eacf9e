import { and, eq, sql } from "drizzle-orm";
import { accuracy, round1 } from "~/domain/analytics";
import { istDay } from "~/domain/ist";
import { buildTimeline, computeGoals, summariseByExam } from "~/domain/progress";
import { computeStreaks } from "~/domain/streaks";
import type { DbOrTx } from "~/server/db/client";
import { resultPublished } from "~/server/db/live-hold";
import { attemptAnswers } from "~/server/db/schema";
import { EXAM_TYPES, isExamType } from "~/shared/contract/common";
import { PERFORMANCE_TIMELINE_DAYS, type UserPerformance } from "~/shared/contract/standing";
import { findSubmittedAttempts } from "./submitted-attempts";

/** Answered and correct (full marks) questions per exam and subject, counted by the database. */
async function subjectTallies(db: DbOrTx, userId: number, now: Date) {
  // answered in any type's shape: rows from before question types have only chosen_index
  const answered = sql`(${attemptAnswers.chosenIndex} is not null or ${attemptAnswers.response} is not null)`;
  return db
    .select({
      examType: attemptAnswers.examType,
      subject: attemptAnswers.subject,
      attempted: sql<number>`count(*) filter (where ${answered})`.mapWith(Number),
      correct: sql<number>`count(*) filter (where ${answered} and ${attemptAnswers.isCorrect})`.mapWith(
        Number,
      ),
    })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.userId, userId), resultPublished(attemptAnswers.attemptId, now)))
    .groupBy(attemptAnswers.examType, attemptAnswers.subject);
}

/** GET /api/user/performance: per exam, per subject, the last 30 IST days, and goals (src/domain/progress.ts). */
export async function userPerformance(
  db: DbOrTx,
  options: { userId: number; now: Date },
): Promise<UserPerformance> {
  const today = istDay(options.now);
  const [attempts, tallies] = await Promise.all([
    findSubmittedAttempts(db, options.userId, options.now),
    subjectTallies(db, options.userId, options.now),
  ]);
  const { current } = computeStreaks(
    attempts.map((a) => a.submittedDay),
    today,
  );
  const byExam = summariseByExam(attempts, EXAM_TYPES).flatMap((e) =>
    isExamType(e.examType) ? [{ ...e, examType: e.examType }] : [],
  );
  const bySubject = tallies
    .flatMap((t) =>
      isExamType(t.examType)
        ? [
            {
              examType: t.examType,
              subject: t.subject,
              attempted: t.attempted,
              accuracy: round1(accuracy(t.correct, t.attempted)),
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        EXAM_TYPES.indexOf(a.examType) - EXAM_TYPES.indexOf(b.examType) || a.subject.localeCompare(b.subject),
    );
  return {
    byExam,
    bySubject,
    timeline: buildTimeline(attempts, today, PERFORMANCE_TIMELINE_DAYS),
    goals: computeGoals({ currentStreak: current, attempts, today }),
  };
}
