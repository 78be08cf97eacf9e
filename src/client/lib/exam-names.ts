import type { ExamType } from "@shared/exam-types";
import { defineCatalogue, translate } from "@/i18n/i18n";
import english from "@/i18n/locales/en/exam-names.json";
import { useT } from "@/i18n/use-t";

/**
 * The exams' names as the interface shows them (src/client/i18n/locales/<language>/exam-names.json):
 * UPSC, JEE, NEET and SSC stay in Latin letters in Hindi, as Hindi exam notices write them; Banking
 * is translated. The server keeps EXAM_LABELS (@shared/exam-types) for its own texts.
 */
export const examNamesMessages = defineCatalogue("exam-names", english);

/** An exam's name in the current language, outside React (a toast, a title). */
export const examName = (exam: ExamType) => translate(examNamesMessages, exam);

/** An exam's name in the current language, for a component: it renders again when the language changes. */
export function useExamName() {
  const t = useT(examNamesMessages);
  return (exam: ExamType) => t(exam);
}
