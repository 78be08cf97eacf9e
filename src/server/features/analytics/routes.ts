import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requirePremium } from "~/server/http/auth-guard";
import { errorResponseSchema } from "~/shared/contract/common";
import { preparednessParamsSchema, preparednessResponseSchema } from "~/shared/contract/standing";
import { preparednessAnalytics } from "./preparedness";

export function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/analytics/preparedness/:examType",
    {
      // who may see it is settled before the exam is validated: 401 signed out, 403 without premium
      onRequest: async (request) => {
        await requirePremium(request);
      },
      schema: {
        params: preparednessParamsSchema,
        response: {
          200: preparednessResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await requirePremium(request);
      return preparednessAnalytics(ctx.db, {
        userId: user.id,
        examType: request.params.examType,
        now: ctx.now(),
      });
    },
  );
}
