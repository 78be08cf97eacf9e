import type { AdminAuditKind } from "@shared/contract/admin-audit";
import english from "@/i18n/locales/en/admin-audit.json";
import { defineAdminCatalogue } from "./admin-catalogue";

type Key = keyof typeof english;

/** The admin audit log (src/client/i18n/locales/<language>/admin-audit.json). */
export const auditLogMessages = defineAdminCatalogue("admin-audit", english);

/** Each kind of admin write, as its badge and the kind filter name it. */
export const AUDIT_KIND_KEYS = {
  category_created: "kindCategoryCreated",
  category_renamed: "kindCategoryRenamed",
  category_removed: "kindCategoryRemoved",
  quiz_created: "kindQuizCreated",
  quiz_edited: "kindQuizEdited",
  quiz_published: "kindQuizPublished",
  quiz_unpublished: "kindQuizUnpublished",
  quiz_deleted: "kindQuizDeleted",
  question_created: "kindQuestionCreated",
  question_edited: "kindQuestionEdited",
  question_deleted: "kindQuestionDeleted",
  questions_imported: "kindQuestionsImported",
  questions_bulk_edited: "kindQuestionsBulkEdited",
  stimulus_created: "kindStimulusCreated",
  stimulus_edited: "kindStimulusEdited",
  stimulus_deleted: "kindStimulusDeleted",
  image_uploaded: "kindImageUploaded",
  daily_quiz_scheduled: "kindDailyQuizScheduled",
  report_answered: "kindReportAnswered",
  live_test_scheduled: "kindLiveTestScheduled",
  live_test_edited: "kindLiveTestEdited",
  live_test_cancelled: "kindLiveTestCancelled",
  live_results_published: "kindLiveResultsPublished",
  live_challenge_answered: "kindLiveChallengeAnswered",
  institute_created: "kindInstituteCreated",
  key_change: "kindKeyChange",
  accept_option: "kindAcceptOption",
  drop: "kindDrop",
  unconfirmed: "kindUnconfirmed",
  other: "kindOther",
} as const satisfies Record<AdminAuditKind, Key>;
