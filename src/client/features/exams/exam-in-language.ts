import type { Exam, ExamFacts, ExamPattern, ExamSection } from "@shared/contract/exams";
import type { Language } from "@/i18n/language";

/** What the exam page shows of an exam, in one language. */
export type ExamInLanguage = {
  facts: ExamFacts;
  pattern: Pick<ExamPattern, "year" | "notice" | "source"> | null;
  /** the sections in paper order; `label` is the name to show, `name` stays the key */
  sections: (ExamSection & { label: string })[];
};

/**
 * The exam's facts, pattern notice and section names in the interface language: the server's
 * Hindi (factsHi, noticeHi, sourceHi, nameHi) for Hindi, field by field falling back to the English
 * where an exam has none.
 */
export function examInLanguage(exam: Exam, language: Language): ExamInLanguage {
  const hindi = language === "hi";
  const { pattern } = exam;
  return {
    facts: (hindi && exam.factsHi) || exam.facts,
    pattern: pattern
      ? {
          year: pattern.year,
          notice: (hindi && pattern.noticeHi) || pattern.notice,
          source: (hindi && pattern.sourceHi) || pattern.source,
        }
      : null,
    sections: exam.sections.map((section) => ({
      ...section,
      label: (hindi && section.nameHi) || section.name,
    })),
  };
}
