import { and, eq, gt, inArray, ne } from "drizzle-orm";
import { istWeekStart } from "~/domain/ist";
import { correctionChange, type KeyState, keyCorrectedText, rescoreAttempt } from "~/domain/key-corrections";
import { type AnswerValue, type MarkedQuestion, resolveMarking } from "~/domain/marking";
import type { Db } from "~/server/db/client";
import {
  attemptAnswers,
  attempts,
  exams,
  notifications,
  questionAuditLog,
  questions,
  quizQuestions,
  quizzes,
} from "~/server/db/schema";
import { addWeeklyPoints, keysSeenBefore, markedQuestion } from "~/server/db/scoring-writes";
import type { CorrectionAction, KeyCorrectedParams } from "~/shared/contract/corrections";
import { withdrawCorrectedCards } from "./withdraw-review-cards";

type Correction = typeof questionAuditLog.$inferSelect;

/** A failure injected after an attempt's writes, before its commit (tests of a crash midway). */
export type RescoreHooks = { beforeCommit?: (attemptId: number) => void };

/**
 * Re-scores one submitted attempt against the keys as they now stand, in one transaction holding
 * the attempt's row: its answers' marks and correctness, its marks and counts, its points (the
 * week's leaderboard rows of the week it counted in change by the difference), the key revision it
 * now reflects, a notice to the learner, and the review cards of mistakes it made right withdrawn.
 * Skipped (false) when the attempt already reflects this correction, so nothing is applied twice.
 */
export async function rescoreAttemptOnce(
  db: Db,
  attemptId: number,
  correction: Correction,
  now: Date,
  hooks: RescoreHooks,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [a] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for("update");
    if (!a?.submittedAt || a.keyRevision >= correction.id) return false;
    const [paper] = await tx
      .select({ quiz: quizzes, exam: exams })
      .from(quizzes)
      .innerJoin(exams, eq(exams.key, quizzes.examType))
      .where(eq(quizzes.id, a.quizId));
    if (!paper) return false;
    const ids = a.questionIds;
    const rows = await tx
      .select({ q: questions, section: quizQuestions.section })
      .from(questions)
      .leftJoin(
        quizQuestions,
        and(eq(quizQuestions.questionId, questions.id), eq(quizQuestions.quizId, a.quizId)),
      )
      .where(inArray(questions.id, ids));
    const byId = new Map(rows.map((r) => [r.q.id, r]));
    const marked: MarkedQuestion[] = ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [markedQuestion({ ...r.q, section: r.section })] : [];
    });
    const stored = await tx.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, a.id));
    const responses: Record<string, AnswerValue | null> = {};
    for (const s of stored) responses[String(s.questionId)] = s.response ?? s.chosenIndex;
    const marking = resolveMarking(paper.exam, paper.quiz);
    const out = rescoreAttempt({
      questions: marked,
      responses,
      marking,
      isFirst: a.isFirst,
      // as the submit asked it, at the moment it was stored
      keySeen: await keysSeenBefore(tx, {
        userId: a.userId,
        questionIds: ids,
        before: a.submittedAt,
        attemptId: a.id,
      }),
      stored: { marks: a.marks ?? 0, points: a.points, answers: stored },
    });
    // every correction of its questions up to now is reflected: a later job for one of them skips it
    const reflected = await tx
      .select()
      .from(questionAuditLog)
      .where(
        and(
          inArray(questionAuditLog.questionId, ids),
          ne(questionAuditLog.action, "edit"),
          gt(questionAuditLog.id, a.keyRevision),
        ),
      )
      .orderBy(questionAuditLog.id);
    const keyRevision = Math.max(correction.id, ...reflected.map((c) => c.id));

    for (const p of out.changedAnswers) {
      await tx
        .update(attemptAnswers)
        .set({ isCorrect: p.isCorrect, marksAwarded: p.marksAwarded })
        .where(and(eq(attemptAnswers.attemptId, a.id), eq(attemptAnswers.questionId, p.questionId)));
    }
    const wasRight = new Set(stored.filter((s) => s.isCorrect).map((s) => s.questionId));
    const nowRight = new Set(
      out.changedAnswers.filter((p) => p.isCorrect && !wasRight.has(p.questionId)).map((p) => p.questionId),
    );
    await withdrawCorrectedCards(tx, {
      userId: a.userId,
      attemptId: a.id,
      nowRight: marked.filter((q) => nowRight.has(q.id)),
      marks: marking,
    });
    await tx
      .update(attempts)
      .set({
        marks: out.score.marks,
        maxMarks: out.score.maxMarks,
        correctCount: out.score.correct,
        wrongCount: out.score.wrong,
        skippedCount: out.score.skipped,
        points: out.points,
        keyRevision,
      })
      .where(eq(attempts.id, a.id));
    if (out.pointsDelta !== 0) {
      await addWeeklyPoints(tx, {
        weekStart: istWeekStart(a.submittedAt),
        examType: paper.quiz.examType,
        userId: a.userId,
        points: out.pointsDelta,
      });
    }
    // told unless it was submitted after the correction and scored with it already
    const scoredBefore = a.submittedAt < correction.createdAt;
    if (scoredBefore || out.marksAfter !== out.marksBefore) {
      const applied = reflected.filter((c) => c.id <= keyRevision);
      const changes = (applied.length > 0 ? applied : [correction]).map((c) =>
        correctionChange({
          action: c.action as CorrectionAction,
          questionNumber: ids.indexOf(c.questionId) + 1,
          before: c.before as KeyState,
          after: c.after as KeyState,
          withKey: true,
        }),
      );
      const params: KeyCorrectedParams = {
        quizTitle: paper.quiz.title,
        quizTitleHi: paper.quiz.titleHi,
        changes,
        marksBefore: out.marksBefore,
        marksAfter: out.marksAfter,
      };
      await tx.insert(notifications).values({
        userId: a.userId,
        text: keyCorrectedText(params),
        kind: "key-corrected",
        params,
        link: `/results/${a.id}`,
        createdAt: now,
      });
    }
    hooks.beforeCommit?.(a.id);
    return true;
  });
}
