import { z } from "zod";
import { auditPage, istDay } from "./admin-audit";
import { isoDateTime } from "./common";
import { oneOf } from "./fields";

/** Who wrote an institute audit row: its owner, its teacher, or a site admin acting as owner. */
export const INSTITUTE_AUDIT_ROLES = ["owner", "teacher", "site_admin"] as const;
export type InstituteAuditRole = (typeof INSTITUTE_AUDIT_ROLES)[number];

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

/** The log's filters: one member of staff, one role, IST days from and to (both included), a page of 50. */
export const instituteAuditQuerySchema = z
  .object({
    actor: z.coerce
      .number({ error: "must be a staff member's id" })
      .int("must be a staff member's id")
      .positive("must be a staff member's id")
      .max(2_147_483_647, "is not a valid id")
      .optional(),
    role: oneOf(INSTITUTE_AUDIT_ROLES).optional(),
    from: istDay.optional(),
    to: istDay.optional(),
    page: auditPage,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be after to", path: ["from"] });
export type InstituteAuditQuery = z.input<typeof instituteAuditQuerySchema>;

export const INSTITUTE_AUDIT_PAGE_SIZE = 50;

export const instituteAuditResponseSchema = z.object({
  entries: z.array(instituteAuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** entries the filters match, over every page */
  total: z.number().int(),
  /** everyone who appears in the log, for the filter */
  actors: z.array(z.object({ id: z.number().int(), email: z.string() })),
});
export type InstituteAuditResponse = z.infer<typeof instituteAuditResponseSchema>;
