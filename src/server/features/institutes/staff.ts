import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { instituteStaff, staffInvitations, users } from "~/server/db/schema";
import { badRequest, conflict, notFound } from "~/server/http/errors";
import type { InstituteScope } from "~/server/institutes/tenancy";
import type {
  InstituteDetail,
  InviteStaffBody,
  StaffInvitation,
  StaffRole,
} from "~/shared/contract/institutes";
import { instituteView } from "./institutes-admin";

export const ALREADY_STAFF = "That email is already on this institute's staff";
export const ALREADY_INVITED = "That email is already invited to this institute";
export const STAFF_NOT_FOUND = "Staff member not found";
export const LAST_OWNER = "An institute keeps at least one owner: make another owner first";

/** The institute as its staff see it: staff (owners first) and open invitations (GET /api/institutes/{id}). */
export async function instituteDetail(db: DbOrTx, scope: InstituteScope): Promise<InstituteDetail> {
  const staff = await db
    .select({
      userId: instituteStaff.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: instituteStaff.role,
      addedAt: instituteStaff.createdAt,
    })
    .from(instituteStaff)
    .innerJoin(users, eq(users.id, instituteStaff.userId))
    .where(scope.where(instituteStaff))
    .orderBy(asc(instituteStaff.role), asc(users.email));
  const invitations = await db
    .select()
    .from(staffInvitations)
    .where(scope.where(staffInvitations, isNull(staffInvitations.acceptedAt)))
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
  return {
    ...instituteView(scope.institute),
    myRole: scope.role,
    staff: staff.map((s) => ({
      userId: s.userId,
      email: s.email,
      name: [s.firstName, s.lastName].filter(Boolean).join(" ") || null,
      role: s.role,
      addedAt: s.addedAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      invitedAt: i.createdAt.toISOString(),
    })),
  };
}

/** An owner invites a teacher (or another owner) by email; taken up at that email's next sign-in. */
export async function inviteStaff(
  db: DbOrTx,
  scope: InstituteScope,
  options: { body: InviteStaffBody & { email: string; role: StaffRole }; invitedBy: number; now: Date },
): Promise<StaffInvitation> {
  const { body, now } = options;
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: instituteStaff.userId })
      .from(instituteStaff)
      .innerJoin(users, eq(users.id, instituteStaff.userId))
      .where(scope.where(instituteStaff, eq(users.email, body.email)));
    if (member) throw conflict(ALREADY_STAFF);
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        instituteId: scope.instituteId,
        email: body.email,
        role: body.role,
        invitedBy: options.invitedBy,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(ALREADY_INVITED);
    return { id: row.id, email: row.email, role: row.role, invitedAt: row.createdAt.toISOString() };
  });
}

/** An owner removes a staff member; the last owner stays (someone must run the institute). */
export async function removeStaff(db: DbOrTx, scope: InstituteScope, userId: number): Promise<{ ok: true }> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(instituteStaff)
      .where(scope.where(instituteStaff, eq(instituteStaff.userId, userId)))
      .returning({ role: instituteStaff.role });
    if (!removed) throw notFound(STAFF_NOT_FOUND);
    if (removed.role === "owner") {
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(instituteStaff)
        .where(
          scope.where(
            instituteStaff,
            and(eq(instituteStaff.role, "owner"), ne(instituteStaff.userId, userId)),
          ),
        );
      if (!left || left.n === 0) throw badRequest(LAST_OWNER, "userId");
    }
    return { ok: true as const };
  });
}
