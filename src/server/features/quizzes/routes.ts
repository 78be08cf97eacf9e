import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { istDay } from "~/domain/ist";
import { takesEveryPaper } from "~/domain/plans";
import type { AppContext } from "~/server/context";
import type { AuthUser } from "~/shared/contract/auth";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import {
  dailyQuizSchema,
  dailyQuizzesResponseSchema,
  mockTestsResponseSchema,
  pastPapersQuerySchema,
  pastPapersResponseSchema,
  quizDetailSchema,
  quizzesResponseSchema,
} from "~/shared/contract/quizzes";
import { findDailyQuiz, listPreviousDailyQuizzes } from "./daily-quiz";
import { getQuizForTaking } from "./get-quiz";
import { listMockTests, listPastPapers } from "./list-papers";
import { listQuizzes } from "./list-quizzes";
import type { PublicQuizCache } from "./public-quiz-cache";
import { findUserBookmarkIds } from "./user-bookmark-ids";

const hasPaidPlan = (user: AuthUser | null) => !!user && takesEveryPaper(user);

export function quizRoutes(app: FastifyInstance, ctx: AppContext, publicQuizzes: PublicQuizCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = () => istDay(ctx.now());

  r.get("/api/quizzes", { schema: { response: { 200: quizzesResponseSchema } } }, () =>
    listQuizzes(ctx.db, { today: today(), now: ctx.now() }),
  );

  r.get(
    "/api/daily-quiz",
    { schema: { response: { 200: dailyQuizSchema, 404: errorResponseSchema } } },
    async (request) => {
      const user = await request.getUser();
      return findDailyQuiz(ctx.db, today(), user?.id);
    },
  );

  r.get("/api/daily-quizzes", { schema: { response: { 200: dailyQuizzesResponseSchema } } }, () =>
    listPreviousDailyQuizzes(ctx.db, { today: today() }),
  );

  r.get(
    "/api/quiz/:id",
    {
      schema: {
        params: idParamsSchema,
        response: { 200: quizDetailSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.getUser();
      const json = await getQuizForTaking(ctx.db, {
        quizId: request.params.id,
        today: today(),
        now: ctx.now(),
        userId: user?.id,
        isAdmin: user?.role === "admin",
        load: publicQuizzes.load,
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
    return listMockTests(ctx.db, { userId: user?.id, hasPaidPlan: hasPaidPlan(user), now: ctx.now() });
  });

  r.get(
    "/api/past-papers",
    { schema: { querystring: pastPapersQuerySchema, response: { 200: pastPapersResponseSchema } } },
    async (request) => {
      const user = await request.getUser();
      return listPastPapers(ctx.db, {
        userId: user?.id,
        hasPaidPlan: hasPaidPlan(user),
        now: ctx.now(),
        ...request.query,
      });
    },
  );
}
