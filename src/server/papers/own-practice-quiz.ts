import type { Tx } from "~/server/db/client";
import { quizQuestions, quizzes } from "~/server/db/schema";
import { createAttempt } from "./find-attempt";

/** What differs between a learner's own practice quizzes: its words, exam and (for a chapter set) chapter. */
type OwnQuizFields = Omit<
  typeof quizzes.$inferInsert,
  "kind" | "timeLimit" | "totalQuestions" | "published" | "ownerUserId"
>;

/**
 * Stores a practice quiz of the learner's own (unpublished, seen by its owner only) with its
 * questions in order, and starts its attempt, in the caller's transaction: "Practise my weak
 * topics" and a chapter set both go through here. Answers the attempt's sheet.
 */
export async function startOwnPracticeQuiz(
  tx: Tx,
  options: {
    userId: number;
    compensatoryTime: boolean;
    quiz: OwnQuizFields;
    questionIds: number[];
    timeLimit: number;
    now: Date;
  },
) {
  const { userId, questionIds, timeLimit, now } = options;
  const [quiz] = await tx
    .insert(quizzes)
    .values({
      ...options.quiz,
      kind: "practice",
      timeLimit,
      totalQuestions: questionIds.length,
      published: false,
      ownerUserId: userId,
    })
    .returning({ id: quizzes.id });
  if (!quiz) throw new Error("the learner's practice quiz was not stored");
  await tx
    .insert(quizQuestions)
    .values(questionIds.map((questionId, position) => ({ quizId: quiz.id, questionId, position })));
  return createAttempt(tx, {
    userId,
    quizId: quiz.id,
    questionIds,
    now,
    durationMs: timeLimit * 60_000,
    compensatory: options.compensatoryTime,
  });
}
