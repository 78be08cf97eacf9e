import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { errorResponseSchema } from "~/shared/contract/common";
import { feedbackBodySchema, feedbackCreatedResponseSchema } from "~/shared/contract/feedback";
import { submitFeedback } from "./submit-feedback";

/** POST /api/feedback, open to everyone and rate limited. The admin list is in the admin scope. */
export function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/feedback",
    {
      config: { rateLimit: "feedback" },
      schema: {
        body: feedbackBodySchema,
        response: { 201: feedbackCreatedResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await request.getUser();
      const id = await submitFeedback(ctx.db, request.body, user?.id ?? null, ctx.now());
      return reply.status(201).send({ ok: true as const, id });
    },
  );
}
