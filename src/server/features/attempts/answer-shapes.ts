import { answerProblem, type MarkedQuestion } from "~/domain/marking";
import type { DbOrTx } from "~/server/db/client";
import { badRequest } from "~/server/http/errors";
import { normalizeSheet } from "~/server/papers/find-attempt";
import { findQuizQuestions } from "~/server/papers/find-quiz";
import type { AnswerSheet } from "~/shared/contract/attempts";

/** What an answer's shape depends on, per question id of a quiz: its type and how many options. */
export type AnswerShapes = Map<string, Pick<MarkedQuestion, "id" | "type" | "optionCount">>;

export async function loadAnswerShapes(db: DbOrTx, quizId: number): Promise<AnswerShapes> {
  const questions = await findQuizQuestions(db, quizId);
  return new Map(
    questions.map((q) => [String(q.id), { id: q.id, type: q.type, optionCount: q.options.length }]),
  );
}

/** 400 naming `answers.<id>` for an answer whose shape does not fit its question's type. */
export function refuseMisshapedSheet(shapes: AnswerShapes, answers: AnswerSheet): void {
  for (const [key, value] of Object.entries(normalizeSheet(answers))) {
    const q = shapes.get(key);
    const problem = q ? answerProblem(q, value) : null;
    if (problem) throw badRequest(`answers.${key}: ${problem}`, `answers.${key}`);
  }
}
