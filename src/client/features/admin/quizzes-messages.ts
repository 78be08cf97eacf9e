import type { QUIZ_KINDS } from "@shared/contract/common";
import english from "@/i18n/locales/en/admin-quizzes.json";
import { defineAdminCatalogue } from "./admin-catalogue";

/** The admin panel's quiz words (src/client/i18n/locales/<language>/admin-quizzes.json). */
export const adminQuizzesMessages = defineAdminCatalogue("admin-quizzes", english);

/** Each quiz kind's label. */
export const KIND_KEYS = {
  daily: "kindDaily",
  practice: "kindPractice",
  mock: "kindMock",
  past_paper: "kindPastPaper",
} as const satisfies Record<(typeof QUIZ_KINDS)[number], keyof typeof english>;
