import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { adminOnly } from "~/server/http/auth-guard";
import { adminAuditQuerySchema, adminAuditResponseSchema } from "~/shared/contract/admin-audit";
import { errorResponseSchema } from "~/shared/contract/common";
import { listAdminAuditLog } from "./list-audit-log";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** GET /api/admin/audit-log: every admin write, filtered (the rows are written by audit-hooks.ts). */
export function adminAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/audit-log",
    {
      preValidation: adminOnly,
      schema: { querystring: adminAuditQuerySchema, response: { 200: adminAuditResponseSchema, ...errors } },
    },
    (request) => listAdminAuditLog(ctx.db, request.query),
  );
}
