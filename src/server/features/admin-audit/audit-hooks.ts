import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "~/server/context";
import { adminAuditLog } from "~/server/db/schema";
import type { AuditDeclaration, AuditNote } from "~/server/http/audit-declaration";
import { AUDIT_DECLARATIONS } from "./declarations";

type PendingAudit = {
  rowId: number;
  declaration: AuditDeclaration | undefined;
  before: unknown;
  response?: unknown;
};

declare module "fastify" {
  interface FastifyRequest {
    /** the pending audit row of an admin write, from preHandler to onSend */
    adminAudit?: PendingAudit;
  }
}

/** "PUT /api/admin/quizzes/:id": the key a route is declared under. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

const isAdminWrite = (request: FastifyRequest) =>
  request.method !== "GET" &&
  request.method !== "HEAD" &&
  (request.routeOptions.url ?? "").startsWith("/api/admin/");

/**
 * The admin audit log for every non-GET /api/admin route, wherever it is registered (decision
 * 0039). Before the handler (after validation and the admin check) a pending row is written: if
 * that fails the request fails before it changes anything. On success the row is completed in
 * onSend, before the response leaves, from the route's declaration; a refused or failed write
 * deletes it. A crash in between leaves the pending row, shown as "outcome unknown": a write is
 * never missing from the log, at worst undescribed. Register before the routes.
 */
export function registerAdminAudit(app: FastifyInstance, ctx: AppContext) {
  app.addHook("preHandler", async (request) => {
    if (!isAdminWrite(request)) return;
    const route = routeKey(request.method, request.routeOptions.url ?? "");
    const declaration = AUDIT_DECLARATIONS[route];
    if (declaration?.recordedBy === "service") return;
    const admin = await request.getUser();
    const before = declaration?.before ? await declaration.before(ctx.db, request) : undefined;
    const [row] = await ctx.db
      .insert(adminAuditLog)
      .values({
        adminId: admin?.id ?? null,
        kind: "unconfirmed",
        route,
        summary: `${request.method} ${request.url.split("?")[0]}`,
        pending: true,
        createdAt: ctx.now(),
      })
      .returning({ id: adminAuditLog.id });
    request.adminAudit = { rowId: row!.id, declaration, before };
  });

  // the response as the handler returned it, before it is serialised
  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (request.adminAudit) request.adminAudit.response = payload;
    return payload;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const audit = request.adminAudit;
    if (!audit) return payload;
    request.adminAudit = undefined;
    try {
      const note = reply.statusCode < 400 ? noteOf(request, audit) : null;
      if (note) {
        await ctx.db
          .update(adminAuditLog)
          .set({ kind: note.kind, recordId: note.recordId, summary: note.summary, pending: false })
          .where(eq(adminAuditLog.id, audit.rowId));
      } else {
        await ctx.db.delete(adminAuditLog).where(eq(adminAuditLog.id, audit.rowId));
      }
    } catch (error) {
      // the write is done (or refused) either way: the admin is told what happened to it, and the
      // row stays as it was written before the handler ("outcome unknown")
      request.log.error({ err: error, auditRow: audit.rowId }, "admin audit row not completed");
    }
    return payload;
  });
}

function noteOf(request: FastifyRequest, audit: PendingAudit): AuditNote | null {
  const { declaration } = audit;
  const route = `${request.method} ${request.url.split("?")[0]}`;
  if (declaration?.recordedBy !== "hook") return { kind: "other", recordId: null, summary: route };
  return declaration.note({
    body: request.body as never,
    params: request.params as never,
    response: audit.response as never,
    before: audit.before as never,
  });
}
