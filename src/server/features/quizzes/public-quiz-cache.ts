import type { AppContext } from "~/server/context";
import { notFound } from "~/server/http/errors";
import { TtlCache } from "~/server/lib/ttl-cache";
import { QUIZ_NOT_FOUND } from "~/shared/contract/quizzes";
import { loadPublicQuiz, type PublicQuiz } from "./get-quiz";

export type PublicQuizCache = {
  load(quizId: number): Promise<PublicQuiz | undefined>;
  /**
   * forgets every quiz: called by every admin write (a live test's scheduling and cancelling, and
   * a key correction, included), so the change shows at once on this instance
   */
  drop(): void;
};

/**
 * Per-instance cache of each quiz's public (answer-free) part, kept as checked JSON text, with the
 * end of any live test window holding the paper back, for config.quizCacheMs (10 s; 0 in tests;
 * decision 0026). Every admin write (quiz, question, upload, publish, schedule, live test,
 * correction) drops it on the instance that made the write, before answering, so the admin and
 * anyone on that instance see the change at once; other instances show it within the cache time.
 * Nothing is written from it, and scoring always reads the answer key fresh: an attempt is scored
 * with each question's key as it stands at submit, and its result shows that same version.
 * Bookmarks are per user and always read fresh.
 */
export function createPublicQuizCache(ctx: AppContext): PublicQuizCache {
  const ms = ctx.config.quizCacheMs;
  if (ms === 0) return { load: (quizId) => loadPublicQuiz(ctx.db, quizId, ctx.now()), drop: () => {} };
  const cache = new TtlCache<PublicQuiz | undefined>(ms, { maxKeys: 256 });
  return {
    load: (quizId) =>
      cache.get(String(quizId), async () => {
        const quiz = await loadPublicQuiz(ctx.db, quizId, ctx.now());
        // a missing quiz is not remembered (ids are cheap to probe); TtlCache drops failed loads
        if (!quiz) throw notFound(QUIZ_NOT_FOUND);
        return quiz;
      }),
    drop: () => cache.clear(),
  };
}
