import { paperSections } from "~/domain/sections";
import type { DbOrTx } from "~/server/db/client";
import { toSheet } from "~/server/papers/find-attempt";
import { findQuizQuestions, type QuestionRecord, type QuizRecord } from "~/server/papers/find-quiz";
import type { PaperOpening } from "~/shared/contract/attempts";
import type { PaperCover } from "~/shared/contract/quizzes";
import { findAttemptInProgress } from "./attempt-in-progress";
import { findStartableQuiz } from "./start-attempt";

/** The facts a paper's instructions page shows: no question's text. */
export function paperCover(quiz: QuizRecord, rows: readonly QuestionRecord[]): PaperCover {
  return {
    id: quiz.id,
    title: quiz.title,
    titleHi: quiz.titleHi,
    description: quiz.description,
    descriptionHi: quiz.descriptionHi,
    examType: quiz.examType,
    kind: quiz.kind,
    difficulty: quiz.difficulty,
    timeLimit: quiz.timeLimit,
    totalQuestions: rows.length,
    marking: quiz.marking,
    sections: paperSections(quiz.sections, rows),
    interface: quiz.testInterface,
    qualifyingPercent: quiz.qualifyingPercent,
    questionTypes: [...new Set(rows.map((q) => q.type))],
  };
}

/**
 * Opening a paper (GET /api/quiz/{id}/opening): its cover and the learner's attempt in progress on
 * it, if any. Reads only: no attempt, clock or deadline is started here; the start is POST
 * /api/quiz/{id}/start, when the candidate presses Start.
 */
export async function openPaper(
  db: DbOrTx,
  options: { userId: number; quizId: number; now: Date; attemptId?: number; allowUnpublished?: boolean },
): Promise<PaperOpening> {
  const quiz = await findStartableQuiz(db, options);
  const rows = await findQuizQuestions(db, quiz.id);
  const inProgress = await findAttemptInProgress(db, options);
  return { cover: paperCover(quiz, rows), attempt: inProgress ? toSheet(inProgress, options.now) : null };
}
