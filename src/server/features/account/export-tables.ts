import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  assignmentExtraTime,
  attemptAnswers,
  attempts,
  batchMembers,
  bookmarks,
  entitlements,
  feedback,
  instituteStaff,
  learnerAbilities,
  liveTestChallenges,
  liveTestRegistrations,
  notifications,
  payments,
  quizzes,
  reminderPreferences,
  reviewCards,
  reviewLog,
  roleChanges,
  sentReminders,
  studyPlans,
  users,
  weeklyPoints,
} from "~/server/db/schema";

/**
 * Every table holding a learner's rows, by the column that names them: what the download covers.
 * `export-coverage.test.ts` walks the schema and fails on a table with a user column that is
 * neither here nor in EXCLUDED_TABLES, so a new table cannot be left out of the download unnoticed.
 */
export const EXPORTED_TABLES: readonly { name: string; table: PgTable; userColumn: AnyPgColumn }[] = [
  { name: "profile", table: users, userColumn: users.id },
  { name: "role_changes", table: roleChanges, userColumn: roleChanges.userId },
  { name: "attempts", table: attempts, userColumn: attempts.userId },
  { name: "attempt_answers", table: attemptAnswers, userColumn: attemptAnswers.userId },
  { name: "weekly_points", table: weeklyPoints, userColumn: weeklyPoints.userId },
  { name: "own_practice_quizzes", table: quizzes, userColumn: quizzes.ownerUserId },
  { name: "bookmarks", table: bookmarks, userColumn: bookmarks.userId },
  { name: "review_cards", table: reviewCards, userColumn: reviewCards.userId },
  { name: "review_log", table: reviewLog, userColumn: reviewLog.userId },
  { name: "study_plan", table: studyPlans, userColumn: studyPlans.userId },
  { name: "notifications", table: notifications, userColumn: notifications.userId },
  { name: "feedback_and_reports", table: feedback, userColumn: feedback.userId },
  { name: "payments", table: payments, userColumn: payments.userId },
  { name: "entitlements", table: entitlements, userColumn: entitlements.userId },
  { name: "live_test_registrations", table: liveTestRegistrations, userColumn: liveTestRegistrations.userId },
  { name: "live_test_challenges", table: liveTestChallenges, userColumn: liveTestChallenges.userId },
  { name: "ability_estimates", table: learnerAbilities, userColumn: learnerAbilities.userId },
  { name: "batches", table: batchMembers, userColumn: batchMembers.userId },
  { name: "institute_staff", table: instituteStaff, userColumn: instituteStaff.userId },
  { name: "reminder_preferences", table: reminderPreferences, userColumn: reminderPreferences.userId },
  { name: "sent_reminders", table: sentReminders, userColumn: sentReminders.userId },
  { name: "assignment_extra_time", table: assignmentExtraTime, userColumn: assignmentExtraTime.userId },
];

/** Tables with a column naming a user that the download leaves out on purpose, and why. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: "only hashes of sign-in tokens: secrets that must not leave the server, of no use to the learner",
  account_exports: "the record of this download itself",
  question_audit_log:
    "an admin's edits of questions: the service's record of its own content, not a learner's",
  admin_audit_log: "an admin's actions: the service's record of its own work, not a learner's",
  live_tests: "the organiser who created a live test: the service's record, not a learner's",
  institutes: "the site admin who opened an institute: the service's record, not a learner's",
  push_subscriptions:
    "each subscribed browser's push address and encryption keys: secrets of that device's push channel, not information about the learner (the Account page shows how many browsers are subscribed)",
  staff_invitations:
    "the staff member who sent an invitation: the institute's record; the learner's own staff roles are under institute_staff",
  assignments:
    "the teacher who set an assignment: the institute's record; the learner's attempts of it are under attempts",
  institute_audit_log:
    "a staff member's writes in an institute: the institute's record of its own work, read by its owners",
};
