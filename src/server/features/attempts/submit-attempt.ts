import { and, asc, eq, getTableColumns, inArray, isNotNull, sql } from "drizzle-orm";
import { istDay, istWeekStart } from "../../../domain/ist";
import { type Marking, resolveMarking, scoreAnswers } from "../../../domain/marking";
import { percentileFromCounts } from "../../../domain/percentile";
import { pointsForAttempt } from "../../../domain/points";
import type { AnswerSheet, AttemptResult } from "../../../shared/contract/attempts";
import type { DbOrTx } from "../../db/client";
import {
  attemptAnswers,
  attempts,
  exams,
  questions,
  quizQuestions,
  quizzes,
  weeklyPoints,
} from "../../db/schema";
import { notFound } from "../../http/errors";
import type { QuestionRecord } from "../quizzes/find-quiz";
import { assembleAttemptResult, buildAttemptResult, percentileCountsSql } from "./attempt-result";
import { type AttemptRow, findOwnAttempt, isWithinTime, lockUser, normalizeSheet } from "./find-attempt";

/**
 * Submits an attempt (POST /api/quiz/{id}/submit). One transaction, with the user's row and then
 * the attempt row locked, so concurrent or repeated submits of the same attempt record it once:
 *  - already submitted: answers the stored result unchanged (idempotent);
 *  - within deadline + grace: scores the submitted answers;
 *  - later: scores the answers saved by then and ignores the submitted ones.
 * Marks come from the answer key and the quiz's marking scheme, never from the client. The first
 * submitted full attempt of a quiz earns points (attempts_one_first_idx backs "first"), added to
 * this IST week's leaderboard rows, overall and for the exam, in the same transaction.
 */
export async function submitAttempt(
  db: DbOrTx,
  options: {
    attemptId: number;
    userId: number;
    /** the quiz in the URL: an attempt of another quiz is 404 */
    quizId?: number;
    answers: AnswerSheet | Record<string, number>;
    /** seconds, as the client counted; clamped to the real elapsed time */
    timeSpent: number;
    now: Date;
  },
): Promise<AttemptResult> {
  const { userId, now } = options;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const attempt = await findOwnAttempt(tx, { ...options, lock: true });
    if (attempt.submittedAt) return buildAttemptResult(tx, attempt);

    // one round trip: the quiz, the attempt's questions with the answer key, and whether the user
    // already has a submitted first attempt of this quiz
    const found = await findQuizForScoring(tx, attempt, userId);
    if (!found) throw notFound("Quiz Not Found");
    const { quiz, questionRows } = found;
    const inTime = isWithinTime(attempt, now);
    const sheet = inTime ? normalizeSheet(options.answers) : attempt.answers;
    const score = scoreAnswers({
      questions: questionRows.map((q) => ({
        id: q.id,
        correctIndex: q.correctIndex,
        optionCount: q.options.length,
      })),
      answers: sheet,
      marking: quiz.marking,
    });

    const isRetakeOfWrong = attempt.retakeOfAttemptId !== null;
    const earlierFirst = isRetakeOfWrong || found.hasEarlierFirst;
    const isFirst = !earlierFirst;
    const points = pointsForAttempt({ isFirst, correct: score.correct });

    const startedMs = attempt.startedAt.getTime();
    const stopMs = Math.min(now.getTime(), attempt.deadline.getTime());
    const elapsedSeconds = Math.max(0, Math.floor((stopMs - startedMs) / 1000));
    const timeSpent = Math.min(Math.max(0, Math.round(options.timeSpent)), elapsedSeconds);

    const [saved] = await tx
      .update(attempts)
      .set({
        // the sheet as scored: valid answers to this attempt's questions only
        answers: Object.fromEntries(
          score.perQuestion.flatMap((p) =>
            p.chosenIndex === null ? [] : [[String(p.questionId), p.chosenIndex]],
          ),
        ),
        submittedAt: now,
        timeSpent,
        marks: score.marks,
        maxMarks: score.maxMarks,
        correctCount: score.correct,
        wrongCount: score.wrong,
        skippedCount: score.skipped,
        isFirst,
        points,
        submittedDay: istDay(now),
      })
      .where(eq(attempts.id, attempt.id))
      .returning({
        ...getTableColumns(attempts),
        // the percentile's counts in the same statement (other users' first attempts only)
        percentileCounts: percentileCountsSql(attempt, score.marks),
      });
    if (!saved) throw new Error("attempt update returned no row");
    const { percentileCounts, ...savedAttempt } = saved;

    const byId = new Map(questionRows.map((q) => [q.id, q]));
    const answerRows = score.perQuestion.flatMap((outcome) => {
      const q = byId.get(outcome.questionId);
      return q
        ? [
            {
              attemptId: attempt.id,
              questionId: q.id,
              userId,
              examType: q.examType,
              subject: q.subject,
              topic: q.topic,
              chosenIndex: outcome.chosenIndex,
              isCorrect: outcome.isCorrect,
              answeredAt: now,
            },
          ]
        : [];
    });
    if (answerRows.length > 0) await tx.insert(attemptAnswers).values(answerRows);

    if (points > 0) {
      const weekStart = istWeekStart(now);
      await tx
        .insert(weeklyPoints)
        .values([
          { weekStart, examType: "all", userId, points },
          { weekStart, examType: quiz.examType, userId, points },
        ])
        .onConflictDoUpdate({
          target: [weeklyPoints.weekStart, weeklyPoints.examType, weeklyPoints.userId],
          set: { points: sql`"weekly_points"."points" + excluded.points` },
        });
    }

    return assembleAttemptResult({
      attempt: savedAttempt,
      quiz,
      questionRows,
      answerRows,
      percentile: isRetakeOfWrong ? null : percentileFromCounts(percentileCounts),
    });
  });
}

/**
 * The quiz (with its marking), the attempt's questions in the attempt's order (soft-deleted ones
 * included, as findQuestionsInOrder does) and whether the user already has a submitted first attempt
 * of the quiz, in one query: the quiz row repeats on each question row. Undefined when the quiz is gone.
 */
async function findQuizForScoring(tx: DbOrTx, attempt: AttemptRow, userId: number) {
  const ids = attempt.questionIds;
  const rows = await tx
    .select({
      quiz: {
        id: quizzes.id,
        title: quizzes.title,
        examType: quizzes.examType,
        kind: quizzes.kind,
        markingCorrect: quizzes.markingCorrect,
        markingWrong: quizzes.markingWrong,
      },
      exam: { markingCorrect: exams.markingCorrect, markingWrong: exams.markingWrong },
      question: questions,
      section: quizQuestions.section,
      hasEarlierFirst: sql<boolean>`exists (select 1 from ${attempts} where ${and(
        eq(attempts.userId, userId),
        eq(attempts.quizId, attempt.quizId),
        eq(attempts.isFirst, true),
        isNotNull(attempts.submittedAt),
      )})`,
    })
    .from(quizzes)
    .innerJoin(exams, eq(exams.key, quizzes.examType))
    .leftJoin(questions, ids.length > 0 ? inArray(questions.id, [...ids]) : sql`false`)
    .leftJoin(
      quizQuestions,
      and(eq(quizQuestions.questionId, questions.id), eq(quizQuestions.quizId, quizzes.id)),
    )
    .where(eq(quizzes.id, attempt.quizId))
    .orderBy(asc(questions.id));
  const first = rows[0];
  if (!first) return undefined;
  const marking: Marking = resolveMarking(first.exam, first.quiz);
  const byId = new Map<number, QuestionRecord>();
  for (const r of rows) if (r.question) byId.set(r.question.id, { ...r.question, section: r.section });
  return {
    quiz: { ...first.quiz, marking },
    questionRows: ids.flatMap((id) => {
      const q = byId.get(id);
      return q ? [q] : [];
    }),
    hasEarlierFirst: Boolean(first.hasEarlierFirst),
  };
}
