import type { ExamFactsRecord } from "~/server/db/schema";
import type { ExamFacts } from "~/shared/contract/bank";

/**
 * An exam's English facts as the exams table and GET /api/exams hold them; `factsHi` in the content
 * is already in this shape.
 */
export function englishFacts(exam: ExamFacts): ExamFactsRecord {
  return {
    fullName: exam.fullName,
    description: exam.description,
    ageLimit: exam.ageLimit,
    duration: exam.duration,
    totalMarks: exam.totalMarks,
    attempts: exam.attempts,
    pattern: exam.patternText,
    subjects: exam.subjects,
    keyFeatures: exam.keyFeatures,
    eligibility: exam.eligibility,
    selectionCriteria: exam.selectionCriteria,
    markingPaper: exam.marking.paper,
  };
}
