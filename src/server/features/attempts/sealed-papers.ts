import type { AppContext } from "~/server/context";
import { notFound } from "~/server/http/errors";
import { TtlCache } from "~/server/lib/ttl-cache";
import { findQuestionTypes, findQuiz, type QuizRecord } from "~/server/papers/find-quiz";
import type { QuestionType } from "~/shared/contract/common";
import type { AnswerShapes } from "./answer-shapes";
import type { SealedPapers } from "./seal-submission";

/**
 * Where a sealed submit's answer (the paper with the learner's sheet, withheld) reads its quiz and
 * its questions' types: per-instance caches for config.quizCacheMs (10 s; 0 in tests), the types
 * from the answer shapes the submit was checked against, so the end of a live window costs the
 * session and the seal only. A question taken out of the paper since the attempt started is read
 * fresh: it still shows on the sheet.
 */
export function cachedSealedPapers(
  ctx: AppContext,
  answerShapes: (quizId: number) => Promise<AnswerShapes>,
): SealedPapers {
  const quizzes =
    ctx.config.quizCacheMs > 0
      ? new TtlCache<QuizRecord>(ctx.config.quizCacheMs, { maxKeys: 256 })
      : undefined;
  return {
    quiz: (quizId) =>
      quizzes
        ? quizzes.get(String(quizId), async () => {
            const quiz = await findQuiz(ctx.db, quizId);
            // a missing quiz is not remembered: TtlCache drops failed loads
            if (!quiz) throw notFound("Quiz Not Found");
            return quiz;
          })
        : findQuiz(ctx.db, quizId),
    types: async (quizId, questionIds) => {
      const shapes = await answerShapes(quizId);
      const types = new Map<number, QuestionType>();
      const unlisted: number[] = [];
      for (const id of questionIds) {
        const type = shapes.get(String(id))?.type;
        if (type) types.set(id, type);
        else unlisted.push(id);
      }
      for (const [id, type] of await findQuestionTypes(ctx.db, unlisted)) types.set(id, type);
      return types;
    },
  };
}
