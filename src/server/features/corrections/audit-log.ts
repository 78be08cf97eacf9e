import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { questionAuditLog, users } from "~/server/db/schema";
import type { AuditLogResponse } from "~/shared/contract/corrections";

const LIST_LIMIT = 200;

/** One question's audit log, newest first (GET /api/admin/questions/:id/audit-log). */
export async function listAuditLog(db: DbOrTx, questionId: number): Promise<AuditLogResponse> {
  const rows = await db
    .select({ entry: questionAuditLog, email: users.email })
    .from(questionAuditLog)
    .leftJoin(users, eq(users.id, questionAuditLog.adminId))
    .where(eq(questionAuditLog.questionId, questionId))
    .orderBy(desc(questionAuditLog.id))
    .limit(LIST_LIMIT);
  return {
    entries: rows.map(({ entry, email }) => ({
      id: entry.id,
      questionId: entry.questionId,
      action: entry.action,
      admin: entry.adminId !== null && email !== null ? { id: entry.adminId, email } : null,
      before: entry.before,
      after: entry.after,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
