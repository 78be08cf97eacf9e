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
  quizDetailSchema,
  quizzesResponseSchema,
} from "../../../shared/contract/quizzes";
import type { AppContext } from "../../context";
import { findDailyQuiz, listPreviousDailyQuizzes } from "./daily-quiz";
import { getQuizForTaking } from "./get-quiz";
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

  r.get(
    "/api/quiz/:id",
    { schema: { params: idParamsSchema, response: { 200: quizDetailSchema, 404: errorResponseSchema } } },
    async (request) => {
      const user = await request.getUser();
      return getQuizForTaking(ctx.db, {
        quizId: request.params.id,
        userId: user?.id,
        isAdmin: user?.role === "admin",
      });
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
