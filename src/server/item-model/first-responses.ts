import { and, asc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers } from "~/server/db/schema";
import type { ExamType } from "~/shared/contract/common";

export type FirstResponse = {
  userId: number;
  questionId: number;
  subject: string;
  topic: string;
  /** full marks; wrong, partly right and skipped are not correct (src/domain/irt.ts) */
  correct: boolean;
};

/**
 * Each learner's first answer to each question of an exam (the earliest stored answer: any later
 * one came after the key was shown), of one learner when `userId` is given.
 */
export async function findFirstResponses(
  db: DbOrTx,
  options: { examType: ExamType; userId?: number },
): Promise<FirstResponse[]> {
  const where: SQL[] = [eq(attemptAnswers.examType, options.examType)];
  if (options.userId !== undefined) where.push(eq(attemptAnswers.userId, options.userId));
  return db
    .selectDistinctOn([attemptAnswers.userId, attemptAnswers.questionId], {
      userId: attemptAnswers.userId,
      questionId: attemptAnswers.questionId,
      subject: attemptAnswers.subject,
      topic: attemptAnswers.topic,
      correct: attemptAnswers.isCorrect,
    })
    .from(attemptAnswers)
    .where(and(...where))
    .orderBy(
      asc(attemptAnswers.userId),
      asc(attemptAnswers.questionId),
      asc(attemptAnswers.answeredAt),
      asc(attemptAnswers.attemptId),
    );
}

/** Responses grouped by learner, in the shape calibrateItems takes. */
export function byLearner(responses: readonly FirstResponse[]) {
  const grouped = new Map<number, { itemId: number; correct: boolean }[]>();
  for (const r of responses) {
    const list = grouped.get(r.userId) ?? [];
    list.push({ itemId: r.questionId, correct: r.correct });
    grouped.set(r.userId, list);
  }
  return [...grouped].map(([learnerId, list]) => ({ learnerId, responses: list }));
}
