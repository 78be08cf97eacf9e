import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from "drizzle-orm";
import { istDaysSpan } from "~/domain/ist";
import type { DbOrTx } from "~/server/db/client";
import { adminAuditLog, users } from "~/server/db/schema";
import {
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditQuery,
  type AdminAuditResponse,
} from "~/shared/contract/admin-audit";

/** The admin audit log, newest first, filtered by admin, kind and IST days, a page at a time. */
export async function listAdminAuditLog(
  db: DbOrTx,
  query: Required<Pick<AdminAuditQuery, "page">> & Omit<AdminAuditQuery, "page">,
): Promise<AdminAuditResponse> {
  const { start, end } = istDaysSpan(query.from, query.to);
  const filters: SQL[] = [];
  if (query.admin !== undefined) filters.push(eq(adminAuditLog.adminId, Number(query.admin)));
  if (query.kind) filters.push(eq(adminAuditLog.kind, query.kind));
  if (start) filters.push(gte(adminAuditLog.createdAt, start));
  if (end) filters.push(lt(adminAuditLog.createdAt, end));
  const where = filters.length ? and(...filters) : undefined;
  const page = Number(query.page);

  const [rows, [total], admins] = await Promise.all([
    db
      .select({ entry: adminAuditLog, email: users.email })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.adminId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_AUDIT_PAGE_SIZE)
      .offset((page - 1) * ADMIN_AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAuditLog).where(where),
    db
      .selectDistinct({ id: users.id, email: users.email })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.adminId))
      .where(isNotNull(adminAuditLog.adminId))
      .orderBy(users.email),
  ]);
  return {
    entries: rows.map(({ entry, email }) => ({
      id: entry.id,
      kind: entry.kind,
      admin: entry.adminId !== null && email !== null ? { id: entry.adminId, email } : null,
      route: entry.route,
      recordId: entry.recordId,
      summary: entry.summary,
      createdAt: entry.createdAt.toISOString(),
    })),
    page,
    pageSize: ADMIN_AUDIT_PAGE_SIZE,
    total: Number(total?.n ?? 0),
    admins,
  };
}
