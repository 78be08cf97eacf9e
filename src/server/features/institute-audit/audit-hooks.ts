import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "~/server/context";
import { instituteAuditLog } from "~/server/db/schema";
import { inInstitute } from "~/server/institutes/tenancy";

type PendingStaffAudit = { rowId: number; response?: unknown };

declare module "fastify" {
  interface FastifyRequest {
    /** the pending audit row of an institute staff write, from preHandler to onSend */
    staffAudit?: PendingStaffAudit;
  }
}

const INSTITUTE_ROUTES = "/api/institutes/:instituteId";

/** Every non-GET route under /api/institutes/:instituteId is a staff write (learners write elsewhere). */
const isStaffWrite = (request: FastifyRequest) =>
  request.method !== "GET" &&
  request.method !== "HEAD" &&
  (request.routeOptions.url ?? "").startsWith(INSTITUTE_ROUTES);

/** The ids a write is about: the path's, and the `id` it answered with (a new batch, an assignment). */
function targetOf(params: unknown, response: unknown): Record<string, number> {
  const target: Record<string, number> = {};
  for (const [name, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    const id = Number(value);
    if (name !== "instituteId" && Number.isInteger(id)) target[name] = id;
  }
  const answered = (response as { id?: unknown } | null)?.id;
  if (typeof answered === "number") target.id = answered;
  return target;
}

/**
 * The institute audit log, with the admin log's guarantee (decisions 0039, 0063): a pending row is
 * written before the handler, once the caller is known to be the institute's staff, so a write is
 * never missing from the log; it is completed before the answer leaves, or deleted if the write was
 * refused. A caller who is not its staff writes nothing (the route refuses them). Register before
 * the routes.
 */
export function registerInstituteAudit(app: FastifyInstance, ctx: AppContext) {
  app.addHook("preHandler", async (request) => {
    if (!isStaffWrite(request)) return;
    const caller = await request.getUser();
    const instituteId = Number((request.params as { instituteId?: unknown }).instituteId);
    if (!caller || !Number.isInteger(instituteId)) return;
    const scope = await inInstitute(ctx.db, caller, instituteId).catch(() => null);
    if (!scope) return;
    const [row] = await ctx.db
      .insert(instituteAuditLog)
      .values({
        instituteId: scope.instituteId,
        actorId: caller.id,
        actorRole: scope.isSiteAdmin ? "site_admin" : scope.role,
        route: `${request.method} ${request.routeOptions.url}`,
        target: targetOf(request.params, undefined),
        pending: true,
        createdAt: ctx.now(),
      })
      .returning({ id: instituteAuditLog.id });
    request.staffAudit = { rowId: row!.id };
  });

  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (request.staffAudit) request.staffAudit.response = payload;
    return payload;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const audit = request.staffAudit;
    if (!audit) return payload;
    request.staffAudit = undefined;
    try {
      if (reply.statusCode < 400) {
        await ctx.db
          .update(instituteAuditLog)
          .set({ target: targetOf(request.params, audit.response), pending: false })
          .where(eq(instituteAuditLog.id, audit.rowId));
      } else {
        await ctx.db.delete(instituteAuditLog).where(eq(instituteAuditLog.id, audit.rowId));
      }
    } catch (error) {
      // the write is done (or refused) either way; the row stays pending ("outcome unknown")
      request.log.error({ err: error, auditRow: audit.rowId }, "institute audit row not completed");
    }
    return payload;
  });
}
