import { z } from "zod";

const paceCountsSchema = z.object({
  "fast-correct": z.number().int(),
  "slow-correct": z.number().int(),
  "fast-wrong": z.number().int(),
  "slow-wrong": z.number().int(),
  skipped: z.number().int(),
  untimed: z.number().int(),
});

/** A fast wrong answer: the question, the learner's answer and the seconds spent on it. */
export const carelessAnswerSchema = z.object({
  questionId: z.number().int(),
  /** 1-based position in the paper */
  number: z.number().int(),
  question: z.string(),
  subject: z.string(),
  topic: z.string(),
  /** the answer as the learner gave it, e.g. "B. 12 m/s" or "2.5" */
  yourAnswer: z.string(),
  /** the question and the answer in Hindi, when the question has Hindi */
  hi: z.object({ question: z.string(), yourAnswer: z.string() }).optional(),
  seconds: z.number().int(),
});
export type CarelessAnswer = z.infer<typeof carelessAnswerSchema>;

export const sectionPaceSchema = z.object({
  name: z.string(),
  questions: z.number().int(),
  /** seconds spent on its questions */
  seconds: z.number().int(),
  /** seconds the paper's pace gives it */
  paceSeconds: z.number().int(),
});
export type SectionPace = z.infer<typeof sectionPaceSchema>;

/**
 * GET /api/attempts/{id}/pace: every answer of a submitted attempt placed as fast or slow, correct
 * or wrong, against the paper's time per question (rules in src/domain/answer-pace.ts). 409 before
 * submit, as the result.
 */
export const answerPaceSchema = z.object({
  attemptId: z.number().int(),
  /** seconds per question at the paper's pace */
  paceSeconds: z.number(),
  /** "official": the exam's official minutes / questions; "quiz": this quiz's time limit / count */
  basis: z.enum(["official", "quiz"]),
  /** false when the attempt has no recorded question times (taken before they were recorded) */
  timed: z.boolean(),
  counts: paceCountsSchema,
  careless: z.array(carelessAnswerSchema),
  sections: z.array(sectionPaceSchema),
  overall: z.object({
    questions: z.number().int(),
    seconds: z.number().int(),
    paceSeconds: z.number().int(),
  }),
});
export type AnswerPace = z.infer<typeof answerPaceSchema>;
