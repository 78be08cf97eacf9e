import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { errorResponseSchema } from "~/shared/contract/common";
import { adminVitalsQuerySchema, adminVitalsResponseSchema } from "~/shared/contract/vitals";
import { vitalsReport } from "./vitals-report";

/**
 * GET /api/admin/vitals, the admin panel's Performance tab. Registered inside the admin scope
 * (admin/routes.ts, given it by src/server/routes.ts), whose hook refuses anyone but an admin.
 */
export function adminVitalsRoutes(scope: FastifyInstance, ctx: AppContext) {
  scope.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/vitals",
    {
      schema: {
        querystring: adminVitalsQuerySchema,
        response: {
          200: adminVitalsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    (request) => vitalsReport(ctx.db, request.query.days, ctx.now()),
  );
}
