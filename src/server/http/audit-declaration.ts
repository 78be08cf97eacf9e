import type { FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "~/server/db/client";
import { adminAuditLog } from "~/server/db/schema";
import type { AdminAuditKind } from "~/shared/contract/admin-audit";

/** One admin write as the log shows it: what kind, which record, one line of what changed. */
export type AuditNote = { kind: AdminAuditKind; recordId: number | null; summary: string };

/** What a note is built from: the validated request, the response it answered, and what `before` read. */
export type AuditInput<Body, Params, Response, Before> = {
  body: Body;
  params: Params;
  response: Response;
  before: Before;
};

/**
 * How a non-GET /api/admin route is audited. Either the audit hook writes the row (`note` from the
 * request and response, with `before` read ahead of the handler when the summary needs the record
 * as it was, e.g. a deleted quiz's title), or the route's service writes it in the write's own
 * transaction (`recordedBy: "service"`, through `recordAdminWrite`).
 */
export type AuditDeclaration =
  | {
      recordedBy: "hook";
      before?: (db: Db, request: FastifyRequest) => Promise<unknown>;
      /** null: the request wrote nothing (a dry run), so nothing is logged */
      note: (input: AuditInput<never, never, never, never>) => AuditNote | null;
    }
  | { recordedBy: "service"; kinds: readonly AdminAuditKind[] };

/** A hook-written declaration with typed inputs (the route's body, params and response, and `before`'s answer). */
export function audited<Body = unknown, Params = unknown, Response = unknown, Before = undefined>(spec: {
  before?: (db: Db, request: FastifyRequest<{ Body: Body; Params: Params }>) => Promise<Before>;
  note: (input: AuditInput<Body, Params, Response, Before>) => AuditNote | null;
}): AuditDeclaration {
  return { recordedBy: "hook", ...spec } as AuditDeclaration;
}

/** A quoted title, cut to a readable length. */
export function quoted(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return `'${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}'`;
}

/** The audit row of a write whose service records it in its own transaction (key corrections). */
export async function recordAdminWrite(
  tx: DbOrTx,
  row: AuditNote & { adminId: number; route: string; at: Date },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: row.adminId,
    kind: row.kind,
    route: row.route,
    recordId: row.recordId,
    summary: row.summary,
    createdAt: row.at,
  });
}
