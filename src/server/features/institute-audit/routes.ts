import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { instituteAuditLog, users } from "~/server/db/schema";
import { userOnly } from "~/server/http/auth-guard";
import { staffErrors, staffScope } from "~/server/institutes/staff-request";
import { INSTITUTE_AUDIT_ROLES, instituteAuditResponseSchema } from "~/shared/contract/institute-audit";
import { instituteParamsSchema } from "~/shared/contract/institutes";

/** The newest entries an owner reads at once. */
const ENTRIES_SHOWN = 200;

/** GET /api/institutes/:instituteId/audit-log: the institute's staff writes, for its owners only. */
export function instituteAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/institutes/:instituteId/audit-log",
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        response: { 200: instituteAuditResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      const scope = await staffScope(ctx.db, request, request.params.instituteId, "owner");
      const rows = await ctx.db
        .select({
          id: instituteAuditLog.id,
          actorId: instituteAuditLog.actorId,
          actorEmail: users.email,
          actorRole: instituteAuditLog.actorRole,
          route: instituteAuditLog.route,
          target: instituteAuditLog.target,
          pending: instituteAuditLog.pending,
          createdAt: instituteAuditLog.createdAt,
        })
        .from(instituteAuditLog)
        .leftJoin(users, eq(users.id, instituteAuditLog.actorId))
        .where(scope.where(instituteAuditLog))
        .orderBy(desc(instituteAuditLog.createdAt), desc(instituteAuditLog.id))
        .limit(ENTRIES_SHOWN);
      return {
        entries: rows.map((row) => ({
          ...row,
          actorRole: INSTITUTE_AUDIT_ROLES.find((role) => role === row.actorRole) ?? "teacher",
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
