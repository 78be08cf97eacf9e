import { z } from "zod";
import { PERCENTILE_PURPOSES } from "../../domain/section-results";
import { examTypeSchema, questionTypeSchema, testInterfaceSchema } from "./common";
import { quizSummarySchema } from "./quiz-summary";

/**
 * Exams: GET /api/exams, GET /api/exams/{examType}, GET /api/exams/{examType}/quizzes,
 * GET /api/quiz-categories/{examType}.
 * {examType} is matched case-insensitively ("JEE" = "jee"); an unknown one answers 404 'Exam Not Found'.
 */

export const EXAM_NOT_FOUND = "Exam Not Found";

/** Marks for a correct answer and for a wrong one (negative, e.g. -1 or -2/3); unanswered is 0. */
const marksSchema = z.object({
  correct: z.number(),
  wrong: z.number(),
  /** multiple correct: marks per correct option chosen when no wrong one is */
  partialPerOption: z.number().optional(),
});
const marksByTypeSchema = z.partialRecord(questionTypeSchema, marksSchema);

/**
 * A paper's marking (src/domain/marking.ts): the base marks, and where the pattern sets them,
 * marks per question type and per section (the most specific applies).
 */
export const markingSchema = marksSchema.extend({
  byType: marksByTypeSchema.optional(),
  bySection: z.record(z.string(), marksSchema.extend({ byType: marksByTypeSchema.optional() })).optional(),
});
export type Marking = z.infer<typeof markingSchema>;

/** The year and notice an exam's pattern follows, and where it is published (with both in Hindi). */
export const examPatternSchema = z.object({
  year: z.number().int(),
  notice: z.string(),
  source: z.string(),
  noticeHi: z.string().optional(),
  sourceHi: z.string().optional(),
});
export type ExamPattern = z.infer<typeof examPatternSchema>;

export const examFactsSchema = z.object({
  fullName: z.string(),
  description: z.string(),
  ageLimit: z.string(),
  duration: z.string(),
  totalMarks: z.string(),
  attempts: z.string(),
  pattern: z.string(),
  subjects: z.array(z.string()),
  keyFeatures: z.array(z.string()),
  eligibility: z.string(),
  selectionCriteria: z.array(z.string()),
  /** the paper the marking scheme is modelled on, e.g. "JEE Main Paper 1" */
  markingPaper: z.string(),
});
export type ExamFacts = z.infer<typeof examFactsSchema>;

export const examSectionSchema = z.object({
  /** the section's name as quizzes, marking and cut-offs know it */
  name: z.string(),
  /** the name in Hindi, for display */
  nameHi: z.string().optional(),
  subjects: z.array(z.string()),
  /** sectional time limit where the official pattern has one (Banking prelims) */
  timeLimitMinutes: z.number().int().positive().optional(),
});
export type ExamSection = z.infer<typeof examSectionSchema>;

/**
 * The exam's latest published cut-offs (src/domain/section-results.ts): marks out of the official
 * paper's maximum, a qualifying percentile (an NTA score) and a qualifying paper's rule, each cited.
 */
export const examCutoffsSchema = z.object({
  year: z.number().int(),
  category: z.string(),
  source: z.string(),
  sourceHi: z.string().optional(),
  maxMarks: z.number(),
  overall: z.number().optional(),
  sections: z.record(z.string(), z.number()).optional(),
  sectionMaxMarks: z.record(z.string(), z.number()).optional(),
  qualifyingPercentile: z.object({ percentile: z.number(), purpose: z.enum(PERCENTILE_PURPOSES) }).optional(),
  qualifyingPaper: z
    .object({
      percent: z.number(),
      year: z.number().int(),
      source: z.string(),
      sourceHi: z.string().optional(),
    })
    .optional(),
});
export type ExamCutoffs = z.infer<typeof examCutoffsSchema>;

export const examSchema = z.object({
  key: examTypeSchema,
  /** short name for badges: "UPSC", "JEE", "NEET", "SSC", "Banking" */
  name: z.string(),
  facts: examFactsSchema,
  /** the same facts in Hindi, field for field; null for an exam written without them */
  factsHi: examFactsSchema.nullable().optional(),
  marking: markingSchema,
  sections: z.array(examSectionSchema),
  /** the real paper: minutes and number of questions */
  officialMinutes: z.number().int(),
  officialQuestions: z.number().int(),
  /** which year's pattern the exam data follows (null until recorded) */
  pattern: examPatternSchema.nullable().optional(),
  /** the interface its mock tests and past papers open in */
  testInterface: testInterfaceSchema.optional(),
  /** the latest published cut-offs, with their year and source (null where none is recorded) */
  cutoffs: examCutoffsSchema.nullable().optional(),
});
export type Exam = z.infer<typeof examSchema>;

/** GET /api/exams: the five exams in display order */
export const examsResponseSchema = z.array(examSchema);
export type ExamsResponse = z.infer<typeof examsResponseSchema>;

/** GET /api/exams/{examType} */
export const examResponseSchema = examSchema;

/** Path params: any text; matched case-insensitively, and 404 'Exam Not Found' when it names no exam. */
export const examTypeParamsSchema = z.object({ examType: z.string() });

/** GET /api/exams/{examType}/quizzes: the exam's free published quizzes (practice and daily) */
export const examQuizSchema = quizSummarySchema;
export type ExamQuiz = z.infer<typeof examQuizSchema>;
export const examQuizzesResponseSchema = z.array(examQuizSchema);

/** GET /api/quiz-categories/{examType} */
export const quizCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  examType: examTypeSchema,
});
export type QuizCategory = z.infer<typeof quizCategorySchema>;
export const quizCategoriesResponseSchema = z.array(quizCategorySchema);
