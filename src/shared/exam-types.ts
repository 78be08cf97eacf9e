/**
 * The exams and their labels, with no zod: the landing page (leaderboard filter) imports these
 * without pulling the contract schemas, and zod with them, into its first-view JavaScript.
 * src/shared/contract/common.ts re-exports them for everyone else.
 */
export const EXAM_TYPES = ["upsc", "jee", "neet", "ssc", "banking"] as const;
export type ExamType = (typeof EXAM_TYPES)[number];
export const isExamType = (value: string): value is ExamType =>
  (EXAM_TYPES as readonly string[]).includes(value);
/** The exams' names in the server's texts; the client names them in the interface language (src/client/lib/exam-names.ts). */
export const EXAM_LABELS: Record<ExamType, string> = {
  upsc: "UPSC",
  jee: "JEE",
  neet: "NEET",
  ssc: "SSC",
  banking: "Banking",
};
