import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { errorResponseSchema } from "~/shared/contract/common";
import { feedbackBodySchema, feedbackCreatedResponseSchema } from "~/shared/contract/feedback";
import { reportsSeenResponseSchema, userReportsResponseSchema } from "~/shared/contract/reports";
import { submitFeedback } from "./submit-feedback";
import { listUserReports, markReportRepliesSeen } from "./user-reports";

/**
 * POST /api/feedback, open to everyone and rate limited, and a learner's own question reports.
 * The admin list and the report queue are in the admin scope.
 */
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
  r.get(
    "/api/user/reports",
    {
      preValidation: userOnly,
      schema: { response: { 200: userReportsResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => listUserReports(ctx.db, (await requireUser(request)).id),
  );

  r.post(
    "/api/user/reports/seen",
    {
      preValidation: userOnly,
      schema: { response: { 200: reportsSeenResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      await markReportRepliesSeen(ctx.db, user.id, ctx.now());
      return { ok: true as const, unread: 0 };
    },
  );
}
