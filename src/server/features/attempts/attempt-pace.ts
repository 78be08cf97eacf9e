import { eq } from "drizzle-orm";
import { analyseAnswerPace } from "~/domain/answer-pace";
import type { AnswerValue } from "~/domain/marking";
import { timeFactor } from "~/domain/sections";
import type { DbOrTx } from "~/server/db/client";
import { exams, quizzes } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import { findOwnAttempt } from "~/server/papers/find-attempt";
import type { AnswerPace } from "~/shared/contract/answer-pace";
import type { ReviewItem } from "~/shared/contract/attempts";
import { buildAttemptResult } from "./attempt-result";

/**
 * The pace analysis of the user's submitted attempt (GET /api/attempts/{id}/pace). It is built on
 * the result, so it answers 409 before submit exactly as the result does and reveals no key.
 */
export async function getAttemptPace(
  db: DbOrTx,
  options: { attemptId: number; userId: number },
): Promise<AnswerPace> {
  const attempt = await findOwnAttempt(db, options);
  const result = await buildAttemptResult(db, attempt);
  const [paper] = await db
    .select({
      kind: quizzes.kind,
      timeLimitMinutes: quizzes.timeLimit,
      totalQuestions: quizzes.totalQuestions,
      sections: quizzes.sections,
      officialMinutes: exams.officialMinutes,
      officialQuestions: exams.officialQuestions,
    })
    .from(quizzes)
    .innerJoin(exams, eq(exams.key, quizzes.examType))
    .where(eq(quizzes.id, attempt.quizId));
  if (!paper) throw notFound("Quiz Not Found");
  const numbered = result.review.map((item, i) => ({ item, number: i + 1 }));
  const pace = analyseAnswerPace(
    { ...paper, timeFactor: timeFactor(attempt.compensatory, attempt.extraMinutesPerHour) },
    numbered.map(({ item, number }) => ({
      questionId: item.id,
      number,
      section: item.section,
      outcome: item.outcome,
      seconds: item.timeSpent ?? null,
    })),
  );
  const byId = new Map(result.review.map((item) => [item.id, item]));
  return {
    attemptId: attempt.id,
    ...pace,
    careless: pace.careless.flatMap((c) => {
      const item = byId.get(c.questionId);
      if (!item) return [];
      return [
        {
          ...c,
          question: item.question,
          subject: item.subject,
          topic: item.topic,
          yourAnswer: answerText(item, item.response),
          ...(item.hi
            ? { hi: { question: item.hi.question, yourAnswer: answerText(item.hi, item.response) } }
            : {}),
        },
      ];
    }),
  };
}

const letter = (index: number) => String.fromCharCode(65 + index);

/** An answer as the learner gave it: "B. 12 m/s", "A, C" or "2.5". */
export function answerText(item: Pick<ReviewItem, "options">, response: AnswerValue | null): string {
  if (response === null) return "";
  if (Array.isArray(response)) return response.map(letter).join(", ");
  if (item.options.length === 0) return String(response);
  return `${letter(response)}. ${item.options[response] ?? ""}`;
}
