import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireAdmin } from "~/server/http/auth-guard";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import {
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  updateReportBodySchema,
  updateReportResponseSchema,
} from "~/shared/contract/reports";
import { listReportQueue } from "./report-queue";
import { updateReport } from "./update-report";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The question-report queue. Registered inside the admin scope (admin/routes.ts), whose hook
 * refuses anyone but an admin before the body is read.
 */
export function adminReportRoutes(scope: FastifyInstance, ctx: AppContext) {
  const r = scope.withTypeProvider<ZodTypeProvider>();

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
