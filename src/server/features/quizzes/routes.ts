import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { istDay } from "../../../domain/ist";
import { errorResponseSchema, idParamsSchema } from "../../../shared/contract/common";
import {
  dailyQuizSchema,
  dailyQuizzesResponseSchema,
  mockTestsResponseSchema,
  pastPapersQuerySchema,
  pastPapersResponseSchema,
  QUIZ_NOT_FOUND,
  quizDetailSchema,
  quizzesResponseSchema,
} from "../../../shared/contract/quizzes";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { TtlCache } from "../../lib/ttl-cache";
import { findDailyQuiz, listPreviousDailyQuizzes } from "./daily-quiz";
import { findUserBookmarkIds, getQuizForTaking, loadPublicQuiz, type PublicQuiz } from "./get-quiz";
import { listMockTests, listPastPapers } from "./list-papers";
import { listQuizzes } from "./list-quizzes";

export function quizRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => istDay(ctx.now());

  r.get("/api/quizzes", { schema: { response: { 200: quizzesResponseSchema } } }, () =>
    listQuizzes(ctx.db, { today: today() }),
  );

  r.get("/api/daily-quiz", { schema: { response: { 200: dailyQuizSchema, 404: errorResponseSchema } } }, () =>
    findDailyQuiz(ctx.db, today()),
  );

  r.get("/api/daily-quizzes", { schema: { response: { 200: dailyQuizzesResponseSchema } } }, () =>
    listPreviousDailyQuizzes(ctx.db, { today: today() }),
  );

  // Per-instance cache of each quiz's public (answer-free) part, kept as checked JSON text, for
  // config.quizCacheMs (10 s; 0 in tests). Correct with several instances because it only delays
  // visibility: an admin's edit (text, options, publishing, questions added or removed) shows on
  // every instance at most ~10 s (plus one reload) after it is saved. Nothing is written from it,
  // and scoring always reads the answer key fresh. Bookmarks are per user and always read fresh.
  const quizCacheMs = ctx.config.quizCacheMs;
  const publicQuizzes = new TtlCache<PublicQuiz | undefined>(quizCacheMs, { maxKeys: 256 });
  const loadQuiz = (quizId: number) =>
    quizCacheMs === 0
      ? loadPublicQuiz(ctx.db, quizId)
      : publicQuizzes.get(String(quizId), async () => {
          const quiz = await loadPublicQuiz(ctx.db, quizId);
          // a missing quiz is not remembered (ids are cheap to probe); TtlCache drops failed loads
          if (!quiz) throw notFound(QUIZ_NOT_FOUND);
          return quiz;
        });

  r.get(
    "/api/quiz/:id",
    { schema: { params: idParamsSchema, response: { 200: quizDetailSchema, 404: errorResponseSchema } } },
    async (request, reply) => {
      const user = await request.getUser();
      const json = await getQuizForTaking(ctx.db, {
        quizId: request.params.id,
        userId: user?.id,
        isAdmin: user?.role === "admin",
        load: loadQuiz,
        bookmarks: user
          ? () => request.rememberWithSession("bookmarks", () => findUserBookmarkIds(ctx.db, user.id))
          : undefined,
      });
      // the text was checked against quizDetailSchema when built; a string payload is sent as it is
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  r.get("/api/mock-tests", { schema: { response: { 200: mockTestsResponseSchema } } }, async (request) => {
    const user = await request.getUser();
    return listMockTests(ctx.db, { userId: user?.id });
  });

  r.get(
    "/api/past-papers",
    { schema: { querystring: pastPapersQuerySchema, response: { 200: pastPapersResponseSchema } } },
    async (request) => {
      const user = await request.getUser();
      return listPastPapers(ctx.db, { userId: user?.id, ...request.query });
    },
  );
}
