import { and, eq, gte, isNull, notInArray, or, sql } from "drizzle-orm";
import {
  ADAPTIVE_MINUTES_PER_QUESTION,
  chooseAdaptiveItems,
  RECENT_DAYS,
  weakestTopics,
} from "~/domain/adaptive-practice";
import type { DbOrTx } from "~/server/db/client";
import { attemptAnswers, questions, quizQuestions, quizzes } from "~/server/db/schema";
import { conflict } from "~/server/http/errors";
import { findItemDifficulties } from "~/server/item-model/calibrate-items";
import { findFirstResponses } from "~/server/item-model/first-responses";
import { lockUser } from "~/server/papers/find-attempt";
import { startOwnPracticeQuiz } from "~/server/papers/own-practice-quiz";
import type { ExamType } from "~/shared/contract/common";
import {
  type AdaptivePracticeResponse,
  NO_ANSWERS_YET,
  NO_NEW_QUESTIONS,
} from "~/shared/contract/predictions";

const DAY_MS = 86_400_000;

/**
 * "Practise my weak topics" (POST /api/user/adaptive-practice): chooses questions from the learner's
 * weakest topics by the rules in src/domain/adaptive-practice.ts, puts them in a practice quiz of
 * their own (unpublished, `owner_user_id` = the learner, so only they see it) and starts an attempt
 * of it, all in one transaction. The quiz is taken, saved and submitted like any other; its
 * questions are shown without their keys until the submit, as everywhere.
 */
export async function startAdaptivePractice(
  db: DbOrTx,
  options: { userId: number; examType: ExamType; now: Date },
): Promise<AdaptivePracticeResponse> {
  const { userId, examType, now } = options;
  const { difficulties } = await findItemDifficulties(db, examType, { all: true });
  const answered = await findFirstResponses(db, { examType, userId });
  if (answered.length === 0) throw conflict(NO_ANSWERS_YET);
  const topics = weakestTopics(
    answered.map((a) => ({ ...a, difficulty: difficulties.get(a.questionId) ?? 0 })),
  );

  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const recent = tx
      .select({ id: attemptAnswers.questionId })
      .from(attemptAnswers)
      .where(
        and(
          eq(attemptAnswers.userId, userId),
          gte(attemptAnswers.answeredAt, new Date(now.getTime() - RECENT_DAYS * DAY_MS)),
        ),
      );
    // questions learners can already reach: in a published quiz that is not a daily one
    const inPublishedQuiz = sql<boolean>`exists (
      select 1 from ${quizQuestions} pq join ${quizzes} pz on pz.id = pq.quiz_id
      where pq.question_id = ${questions.id} and pz.published and pz.kind <> 'daily'
        and pz.owner_user_id is null)`;
    const rows = await tx
      .select({ itemId: questions.id, subject: questions.subject, topic: questions.topic })
      .from(questions)
      .where(
        and(
          eq(questions.examType, examType),
          isNull(questions.deletedAt),
          // a draft reaches no learner (decision 0053)
          eq(questions.status, "published"),
          // an institute's own questions stay in its bank (decision 0059)
          isNull(questions.instituteId),
          or(...topics.map((t) => and(eq(questions.subject, t.subject), eq(questions.topic, t.topic)))),
          notInArray(questions.id, recent),
          inPublishedQuiz,
        ),
      );
    const questionIds = chooseAdaptiveItems(
      topics,
      rows.map((r) => ({ ...r, difficulty: difficulties.get(r.itemId) ?? 0 })),
    );
    if (questionIds.length === 0) throw conflict(NO_NEW_QUESTIONS);

    const timeLimit = Math.ceil(questionIds.length * ADAPTIVE_MINUTES_PER_QUESTION);
    const sheet = await startOwnPracticeQuiz(tx, {
      userId,
      compensatoryTime: user.compensatoryTime,
      quiz: {
        title: "Practice: my weak topics",
        description: `Chosen for you from ${topics.map((t) => t.topic).join(", ")}`,
        examType,
      },
      questionIds,
      timeLimit,
      now,
    });
    return { sheet, topics };
  });
}
