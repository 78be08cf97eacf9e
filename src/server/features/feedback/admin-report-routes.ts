import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireAdmin } from "~/server/http/auth-guard";
import { updateReport } from "~/server/reports/update-report";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import { adminFeedbackQuerySchema, adminFeedbackResponseSchema } from "~/shared/contract/feedback";
import {
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  updateReportBodySchema,
  updateReportResponseSchema,
} from "~/shared/contract/reports";
import { listFeedback } from "./list-feedback";
import { listReportQueue } from "./report-queue";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The feedback list and the question-report queue. Registered inside the admin scope (admin/routes.ts,
 * given them by src/server/routes.ts), whose hook refuses anyone but an admin before the body is read.
 */
export function adminReportRoutes(scope: FastifyInstance, ctx: AppContext) {
  const r = scope.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/admin/feedback",
    {
      schema: {
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackResponseSchema, ...errors },
      },
    },
    (request) => listFeedback(ctx.db, request.query.page),
  );

  r.get(
    "/api/admin/reports",
    {
      schema: {
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errors },
      },
    },
    (request) => listReportQueue(ctx.db, request.query),
  );

  r.patch(
    "/api/admin/reports/:id",
    {
      schema: {
        params: idParamsSchema,
        body: updateReportBodySchema,
        response: { 200: updateReportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const ids = await updateReport(ctx.db, request.params.id, request.body, admin.id, ctx.now());
      return { ok: true as const, ids };
    },
  );
}
