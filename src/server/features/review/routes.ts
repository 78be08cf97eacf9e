import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { questionIdParamsSchema } from "~/shared/contract/bookmarks";
import { errorResponseSchema } from "~/shared/contract/common";
import { reviewAnswerBodySchema, reviewOutcomeSchema, reviewQueueSchema } from "~/shared/contract/review";
import { answerReview } from "./answer-review";
import { reviewQueue } from "./review-queue";

export function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/user/review-queue",
    {
      preValidation: userOnly,
      schema: { response: { 200: reviewQueueSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return reviewQueue(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );

  r.post(
    "/api/user/review/:questionId",
    {
      preValidation: userOnly,
      schema: {
        params: questionIdParamsSchema,
        body: reviewAnswerBodySchema,
        response: {
          200: reviewOutcomeSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return answerReview(ctx.db, {
        userId: user.id,
        questionId: request.params.questionId,
        now: ctx.now(),
        ...request.body,
      });
    },
  );
}
