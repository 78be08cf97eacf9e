import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { batchMembers, users } from "~/server/db/schema";
import { AppError, notFound } from "~/server/http/errors";
import type { InstituteScope } from "~/server/institutes/tenancy";
import type { AddMembersResponse, CsvProblem, MemberSource } from "~/shared/contract/institutes";
import { MAX_EMAILS_PER_ADD } from "~/shared/contract/institutes";
import { parseEmailCsv } from "./email-csv";

export const MEMBER_NOT_FOUND = "Learner not found in this batch";
export const CSV_REFUSED = "The CSV was not added: fix the lines named and upload it again";
export const CSV_TOO_MANY = `A CSV may name at most ${MAX_EMAILS_PER_ADD} emails`;

/** A refused CSV: 400 with every bad line; nothing was added. */
export class CsvRefused extends AppError {
  constructor(readonly problems: CsvProblem[]) {
    super(400, CSV_REFUSED, "csv");
  }
}

/**
 * Adds learners to a batch by email, all in one transaction: an email already in the batch stays as
 * it was; one that left is back; one with no account yet waits for its first sign-in (its row has no
 * user until then).
 */
export async function addMembers(
  db: DbOrTx,
  scope: InstituteScope,
  options: { batchId: number; emails: string[]; source: MemberSource; now: Date },
): Promise<AddMembersResponse> {
  const batch = await scope.batch(options.batchId);
  const emails = [...new Set(options.emails.map((e) => e.toLowerCase()))];
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ email: batchMembers.email })
      .from(batchMembers)
      .where(
        and(
          eq(batchMembers.batchId, batch.id),
          inArray(batchMembers.email, emails),
          isNull(batchMembers.leftAt),
        ),
      );
    const already = new Set(current.map((r) => r.email));
    const toAdd = emails.filter((e) => !already.has(e));
    if (toAdd.length > 0) {
      const accounts = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, toAdd));
      const idOf = new Map(accounts.map((a) => [a.email, a.id]));
      await tx
        .insert(batchMembers)
        .values(
          toAdd.map((email) => ({
            batchId: batch.id,
            email,
            userId: idOf.get(email) ?? null,
            addedBy: options.source,
            joinedAt: options.now,
          })),
        )
        .onConflictDoUpdate({
          target: [batchMembers.batchId, batchMembers.email],
          set: { leftAt: null, leftHow: null, joinedAt: options.now, addedBy: options.source },
        });
    }
    return { added: toAdd, alreadyMembers: emails.filter((e) => already.has(e)) };
  });
}

/** Adds the emails of a CSV: every line good, or nothing added and every bad line named. */
export async function addMembersFromCsv(
  db: DbOrTx,
  scope: InstituteScope,
  options: { batchId: number; csv: string; now: Date },
): Promise<AddMembersResponse> {
  await scope.batch(options.batchId);
  const { emails, problems } = parseEmailCsv(options.csv);
  if (problems.length > 0) throw new CsvRefused(problems);
  if (emails.length > MAX_EMAILS_PER_ADD) throw new AppError(400, CSV_TOO_MANY, "csv");
  return addMembers(db, scope, { batchId: options.batchId, emails, source: "csv", now: options.now });
}

/** Staff take a learner out of a batch; the row stays (left_how "removed") and so do their attempts. */
export async function removeMember(
  db: DbOrTx,
  scope: InstituteScope,
  options: { batchId: number; userId: number; now: Date },
): Promise<{ ok: true }> {
  const batch = await scope.batch(options.batchId);
  const removed = await db
    .update(batchMembers)
    .set({ leftAt: options.now, leftHow: "removed" })
    .where(
      and(
        eq(batchMembers.batchId, batch.id),
        eq(batchMembers.userId, options.userId),
        isNull(batchMembers.leftAt),
      ),
    )
    .returning({ email: batchMembers.email });
  if (removed.length === 0) throw notFound(MEMBER_NOT_FOUND);
  return { ok: true };
}
