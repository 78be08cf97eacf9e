import { z } from "zod";
import { isoDateTime } from "./common";

/** Who wrote an institute audit row: its owner, its teacher, or a site admin acting as owner. */
export const INSTITUTE_AUDIT_ROLES = ["owner", "teacher", "site_admin"] as const;

/** One staff write in an institute (GET /api/institutes/:instituteId/audit-log), newest first. */
export const instituteAuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.enum(INSTITUTE_AUDIT_ROLES),
  /** "POST /api/institutes/:instituteId/batches" */
  route: z.string(),
  /** the path's ids and the id the write answered with (`id`) */
  target: z.record(z.string(), z.number()),
  /** began but its outcome was never recorded (the server stopped mid-request) */
  pending: z.boolean(),
  createdAt: isoDateTime,
});

export const instituteAuditResponseSchema = z.object({
  entries: z.array(instituteAuditEntrySchema),
});
export type InstituteAuditResponse = z.infer<typeof instituteAuditResponseSchema>;
