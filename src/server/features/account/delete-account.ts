import { and, count, eq, isNull } from "drizzle-orm";
import type { AppContext } from "~/server/context";
import {
  accountExports,
  batchMembers,
  bookmarks,
  feedback,
  instituteStaff,
  liveTestChallenges,
  notifications,
  payments,
  pushSubscriptions,
  reminderPreferences,
  reviewCards,
  reviewLog,
  sentReminders,
  sessions,
  staffInvitations,
  studyPlans,
  users,
} from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import { type DeleteAccountResponse, EMAIL_MISMATCH, PAYMENTS_KEPT_REASON } from "~/shared/contract/account";
import { removeExportFile } from "./export-files";

/** The address a deleted account keeps: unique, undeliverable (.invalid, RFC 2606), naming no one. */
export const tombstoneEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * DELETE /api/account, in one transaction: every session ends; the learner's own words and lists
 * (bookmarks, review cards and log, notes and reports, challenges, notifications, study plan,
 * reminders and their subscribed browsers, a prepared download) are removed; the user row stays as a tombstone with no name, email, picture or
 * Google identity, so the attempts, answers and weekly points it holds count on as anonymous
 * statistics (boards' counts and percentiles stay right, shown as "Deleted learner"); payments and
 * entitlements stay, as accounting law requires. Signing in with the same Google account afterwards
 * makes a new, empty account (decision 0050).
 */
export async function deleteAccount(
  ctx: AppContext,
  user: { id: number; email: string },
  confirmEmail: string,
): Promise<DeleteAccountResponse> {
  if (confirmEmail.trim().toLowerCase() !== user.email.trim().toLowerCase())
    throw badRequest(EMAIL_MISMATCH, "email");
  const now = ctx.now();
  const userId = user.id;
  const { fileName, paymentsKept } = await ctx.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const [prepared] = await tx
      .delete(accountExports)
      .where(eq(accountExports.userId, userId))
      .returning({ fileName: accountExports.fileName });
    await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
    await tx.delete(reviewCards).where(eq(reviewCards.userId, userId));
    await tx.delete(reviewLog).where(eq(reviewLog.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(studyPlans).where(eq(studyPlans.userId, userId));
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    await tx.delete(liveTestChallenges).where(eq(liveTestChallenges.userId, userId));
    // no reminder reaches a deleted account: its browsers, its consent and what was sent go
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(reminderPreferences).where(eq(reminderPreferences.userId, userId));
    await tx.delete(sentReminders).where(eq(sentReminders.userId, userId));
    // batches: the learner leaves each, and the teacher's list no longer shows their address;
    // staff roles end; places and invitations waiting for this address are withdrawn
    await tx
      .update(batchMembers)
      .set({ leftAt: now, leftHow: "left" })
      .where(and(eq(batchMembers.userId, userId), isNull(batchMembers.leftAt)));
    await tx
      .update(batchMembers)
      .set({ email: tombstoneEmail(userId) })
      .where(eq(batchMembers.userId, userId));
    await tx.delete(batchMembers).where(and(eq(batchMembers.email, user.email), isNull(batchMembers.userId)));
    await tx.delete(instituteStaff).where(eq(instituteStaff.userId, userId));
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, user.email), isNull(staffInvitations.acceptedAt)));
    await tx
      .update(users)
      .set({
        email: tombstoneEmail(userId),
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        googleIssuer: null,
        googleSub: null,
        language: null,
        compensatoryTime: false,
        deletedAt: now,
      })
      .where(eq(users.id, userId));
    const [kept] = await tx.select({ n: count() }).from(payments).where(eq(payments.userId, userId));
    return { fileName: prepared?.fileName ?? null, paymentsKept: kept?.n ?? 0 };
  });
  // after the commit: a rolled-back deletion keeps its download
  await removeExportFile(ctx.config.dataDir, fileName);
  return { deleted: true, paymentsKept, paymentsReason: PAYMENTS_KEPT_REASON };
}
