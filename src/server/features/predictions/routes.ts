import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requirePremium, userOnly } from "~/server/http/auth-guard";
import { errorResponseSchema } from "~/shared/contract/common";
import {
  adaptivePracticeBodySchema,
  adaptivePracticeResponseSchema,
  predictionQuerySchema,
  predictionResponseSchema,
} from "~/shared/contract/predictions";
import { startAdaptivePractice } from "./adaptive-practice";
import { predictionFor } from "./predictions";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Predictions and adaptive practice: premium, like the rest of the analytics page. */
export function predictionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const premiumFirst = {
    // who may see it is settled before the input is validated: 401 signed out, 403 without premium
    onRequest: async (request: Parameters<typeof requirePremium>[0]) => {
      await requirePremium(request);
    },
  };

  r.get(
    "/api/user/predictions",
    {
      ...premiumFirst,
      schema: { querystring: predictionQuerySchema, response: { 200: predictionResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requirePremium(request);
      return predictionFor(ctx.db, { userId: user.id, examType: request.query.exam });
    },
  );

  r.post(
    "/api/user/adaptive-practice",
    {
      // a write: signed in first, then the body (413, 400) as every write route, then premium
      preValidation: userOnly,
      schema: {
        body: adaptivePracticeBodySchema,
        response: { 200: adaptivePracticeResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requirePremium(request);
      return startAdaptivePractice(ctx.db, { userId: user.id, examType: request.body.exam, now: ctx.now() });
    },
  );
}
