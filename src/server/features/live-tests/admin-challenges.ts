import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import {
  liveTestChallenges,
  liveTests,
  notifications,
  questions,
  quizQuestions,
  quizzes,
  users,
} from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { adminQuestionsByIds } from "~/server/papers/admin-question-rows";
import type { ChallengeAnsweredParams } from "~/shared/contract/corrections";
import { type AdminLiveTestChallenge, LIVE_TEST_NOT_FOUND } from "~/shared/contract/live-tests";
import { fullName } from "~/shared/display-name";

export const CHALLENGE_NOT_FOUND = "No such challenge of this live test";

/** The challenges of a live test's provisional key with their replies, by question number then time. */
export async function listLiveTestChallenges(
  db: DbOrTx,
  id: number,
): Promise<{ challenges: AdminLiveTestChallenge[] }> {
  const [test] = await db.select({ quizId: liveTests.quizId }).from(liveTests).where(eq(liveTests.id, id));
  if (!test) throw notFound(LIVE_TEST_NOT_FOUND);
  const rows = await db
    .select({
      id: liveTestChallenges.id,
      questionId: liveTestChallenges.questionId,
      position: quizQuestions.position,
      reason: liveTestChallenges.reason,
      createdAt: liveTestChallenges.createdAt,
      reply: liveTestChallenges.reply,
      repliedAt: liveTestChallenges.repliedAt,
      questionText: questions.text,
      learnerEmail: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
    })
    .from(liveTestChallenges)
    .innerJoin(questions, eq(questions.id, liveTestChallenges.questionId))
    .innerJoin(users, eq(users.id, liveTestChallenges.userId))
    .leftJoin(
      quizQuestions,
      and(eq(quizQuestions.quizId, test.quizId), eq(quizQuestions.questionId, liveTestChallenges.questionId)),
    )
    .where(eq(liveTestChallenges.liveTestId, id))
    .orderBy(asc(quizQuestions.position), asc(liveTestChallenges.createdAt), asc(liveTestChallenges.id));
  const questionsById = await adminQuestionsByIds(db, [...new Set(rows.map((r) => r.questionId))]);
  return {
    challenges: rows.map(({ position, createdAt, repliedAt, firstName, lastName, deletedAt, ...r }) => ({
      ...r,
      learnerName: fullName({ firstName, lastName, deletedAt }),
      questionNumber: (position ?? 0) + 1,
      createdAt: createdAt.toISOString(),
      repliedAt: repliedAt?.toISOString() ?? null,
      question: questionsById.get(r.questionId) ?? null,
    })),
  };
}

/**
 * An admin's reply to one challenge (PUT /api/admin/live-tests/{id}/challenges/{challengeId}/reply):
 * kept on the challenge and sent to the challenger as a notice linking to the test's results, in
 * one transaction. A second reply replaces the first and is sent again.
 */
export async function replyToChallenge(
  db: DbOrTx,
  options: { liveTestId: number; challengeId: number; reply: string; adminId: number; now: Date },
): Promise<AdminLiveTestChallenge> {
  const { liveTestId, challengeId, now } = options;
  await db.transaction(async (tx) => {
    const [challenge] = await tx
      .update(liveTestChallenges)
      .set({ reply: options.reply, repliedAt: now, repliedBy: options.adminId })
      .where(and(eq(liveTestChallenges.id, challengeId), eq(liveTestChallenges.liveTestId, liveTestId)))
      .returning({ userId: liveTestChallenges.userId, questionId: liveTestChallenges.questionId });
    if (!challenge) throw notFound(CHALLENGE_NOT_FOUND);
    const [paper] = await tx
      .select({ title: quizzes.title, titleHi: quizzes.titleHi, position: quizQuestions.position })
      .from(liveTests)
      .innerJoin(quizzes, eq(quizzes.id, liveTests.quizId))
      .leftJoin(
        quizQuestions,
        and(eq(quizQuestions.quizId, liveTests.quizId), eq(quizQuestions.questionId, challenge.questionId)),
      )
      .where(eq(liveTests.id, liveTestId));
    if (!paper) throw notFound(LIVE_TEST_NOT_FOUND);
    const params: ChallengeAnsweredParams = {
      liveTestId,
      title: paper.title,
      titleHi: paper.titleHi,
      questionNumber: (paper.position ?? 0) + 1,
      reply: options.reply,
    };
    await tx.insert(notifications).values({
      userId: challenge.userId,
      text: `Your challenge of question ${params.questionNumber} in ${paper.title} was answered: ${options.reply}`,
      kind: "challenge-answered",
      params,
      link: `/live-tests/${liveTestId}/results`,
      createdAt: now,
    });
  });
  const { challenges } = await listLiveTestChallenges(db, liveTestId);
  const answered = challenges.find((c) => c.id === challengeId);
  if (!answered) throw notFound(CHALLENGE_NOT_FOUND);
  return answered;
}
