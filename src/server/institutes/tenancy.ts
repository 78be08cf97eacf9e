import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/server/db/client";
import { batches, instituteStaff, institutes } from "~/server/db/schema";
import { forbidden, notFound } from "~/server/http/errors";
import type { AuthUser } from "~/shared/contract/auth";
import type { StaffRole } from "~/shared/contract/institutes";

export const INSTITUTE_NOT_FOUND = "Institute not found";
export const BATCH_NOT_FOUND = "Batch not found";
export const OWNERS_ONLY = "Only the institute's owners may do this";

/** What a caller must be in the institute: any of its staff, or an owner. A site admin is both. */
export type StaffNeed = "staff" | "owner";

type InstituteRow = typeof institutes.$inferSelect;
type BatchRow = typeof batches.$inferSelect;

/**
 * One institute as its caller may see it. Every query of an institute's rows goes through one of
 * these (decision 0048): `where(table)` is the condition that keeps a query to this institute's
 * rows, and `batch(id)` finds a batch only if it is this institute's. Nothing here takes an
 * institute id from anywhere but the scope, so a route cannot read another institute's row by
 * naming its id.
 */
export type InstituteScope = {
  readonly instituteId: number;
  /** the caller's role here; a site admin acts as an owner of every institute */
  readonly role: StaffRole;
  readonly isSiteAdmin: boolean;
  readonly institute: InstituteRow;
  /** `table.institute_id = this institute` (and `also`, when given) */
  where(table: { instituteId: PgColumn }, also?: SQL): SQL;
  /** this institute's batch, or 404 "Batch not found" (whether it is another's or none at all) */
  batch(batchId: number): Promise<BatchRow>;
};

/**
 * The caller's institute, or a refusal: 404 to anyone who is not its staff (another institute's
 * staff, a learner: they do not learn that it exists), 403 to a teacher where owners are needed.
 */
export async function inInstitute(
  db: DbOrTx,
  caller: Pick<AuthUser, "id" | "role">,
  instituteId: number,
  need: StaffNeed = "staff",
): Promise<InstituteScope> {
  const [found] = await db
    .select({ institute: institutes, role: instituteStaff.role })
    .from(institutes)
    .leftJoin(
      instituteStaff,
      and(eq(instituteStaff.instituteId, institutes.id), eq(instituteStaff.userId, caller.id)),
    )
    .where(eq(institutes.id, instituteId))
    .limit(1);
  const isSiteAdmin = caller.role === "admin";
  if (!found || (!found.role && !isSiteAdmin)) throw notFound(INSTITUTE_NOT_FOUND);
  const role: StaffRole = isSiteAdmin ? "owner" : (found.role ?? "teacher");
  if (need === "owner" && role !== "owner") throw forbidden(OWNERS_ONLY);
  const id = found.institute.id;
  const where = (table: { instituteId: PgColumn }, also?: SQL) => {
    const own = eq(table.instituteId, id);
    return also ? (and(own, also) as SQL) : own;
  };
  return {
    instituteId: id,
    role,
    isSiteAdmin,
    institute: found.institute,
    where,
    async batch(batchId) {
      const [row] = await db
        .select()
        .from(batches)
        .where(where(batches, eq(batches.id, batchId)))
        .limit(1);
      if (!row) throw notFound(BATCH_NOT_FOUND);
      return row;
    },
  };
}

/** The institutes the user is staff of, with their role there (their "Institute" menu). */
export async function staffInstitutesOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: institutes.id, name: institutes.name, role: instituteStaff.role })
    .from(instituteStaff)
    .innerJoin(institutes, eq(institutes.id, instituteStaff.instituteId))
    .where(eq(instituteStaff.userId, userId))
    .orderBy(institutes.name);
}
