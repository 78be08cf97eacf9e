import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { istDaysSpan } from "~/domain/ist";
import type { AppContext } from "~/server/context";
import { instituteAuditLog, users } from "~/server/db/schema";
import { userOnly } from "~/server/http/auth-guard";
import { staffErrors, staffScope } from "~/server/institutes/staff-request";
import {
  INSTITUTE_AUDIT_PAGE_SIZE,
  INSTITUTE_AUDIT_ROLES,
  instituteAuditQuerySchema,
  instituteAuditResponseSchema,
} from "~/shared/contract/institute-audit";
import { instituteParamsSchema } from "~/shared/contract/institutes";

/**
 * GET /api/institutes/:instituteId/audit-log: the institute's staff writes, for its owners only,
 * newest first, filtered by who, their role and IST days, a page at a time.
 */
export function instituteAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/institutes/:instituteId/audit-log",
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        querystring: instituteAuditQuerySchema,
        response: { 200: instituteAuditResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      const scope = await staffScope(ctx.db, request, request.params.instituteId, "owner");
      const query = request.query;
      const { start, end } = istDaysSpan(query.from, query.to);
      const filters: SQL[] = [scope.where(instituteAuditLog) as SQL];
      if (query.actor !== undefined) filters.push(eq(instituteAuditLog.actorId, query.actor));
      if (query.role) filters.push(eq(instituteAuditLog.actorRole, query.role));
      if (start) filters.push(gte(instituteAuditLog.createdAt, start));
      if (end) filters.push(lt(instituteAuditLog.createdAt, end));
      const where = and(...filters);
      const page = Number(query.page);
      const [[total], actors] = await Promise.all([
        ctx.db.select({ n: count() }).from(instituteAuditLog).where(where),
        ctx.db
          .selectDistinct({ id: users.id, email: users.email })
          .from(instituteAuditLog)
          .innerJoin(users, eq(users.id, instituteAuditLog.actorId))
          .where(and(scope.where(instituteAuditLog), isNotNull(instituteAuditLog.actorId)))
          .orderBy(users.email),
      ]);
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
        .where(where)
        .orderBy(desc(instituteAuditLog.createdAt), desc(instituteAuditLog.id))
        .limit(INSTITUTE_AUDIT_PAGE_SIZE)
        .offset((page - 1) * INSTITUTE_AUDIT_PAGE_SIZE);
      return {
        page,
        pageSize: INSTITUTE_AUDIT_PAGE_SIZE,
        total: Number(total?.n ?? 0),
        actors,
        entries: rows.map((row) => ({
          ...row,
          actorRole: INSTITUTE_AUDIT_ROLES.find((role) => role === row.actorRole) ?? "teacher",
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
