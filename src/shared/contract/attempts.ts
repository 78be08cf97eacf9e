import { z } from "zod";
import { examTypeSchema, isoDateTime, quizKindSchema } from "./common";
import { markingSchema } from "./exams";

/**
 * Attempts: the server runs the clock and does the scoring.
 *
 *   POST /api/quiz/{id}/start            -> AttemptSheet (creates or resumes the user's open attempt)
 *   PUT  /api/attempts/{id}/answers      -> SaveAnswersResponse (saves the answer sheet as answers are chosen)
 *   POST /api/quiz/{id}/submit           -> AttemptResult (idempotent: a repeat answers the same result)
 *   GET  /api/attempts/{id}              -> AttemptResult (owner only; 409 while unsubmitted)
 *   POST /api/attempts/{id}/retake-wrong -> AttemptSheet (a new attempt over the wrong and skipped questions)
 *   GET  /api/user/attempts              -> UserAttempt[] (submitted, newest first)
 *
 * Retakes of wrong answers: retake-wrong answers an AttemptSheet whose questionIds is the subset to
 * show. To resume it later (e.g. after a reload of /quiz/{quizId}?attempt={attemptId}), call
 * POST /api/quiz/{quizId}/start with body {attemptId}: it answers that open attempt's sheet.
 * Without attemptId, start resumes the user's open full attempt of the quiz or creates one.
 * Someone else's attempt, or a missing one, is 404 everywhere.
 */

export const ATTEMPT_TIME_OVER = "The time for this attempt is over";
export const ATTEMPT_ALREADY_SUBMITTED = "This attempt has already been submitted";
export const ATTEMPT_NOT_SUBMITTED = "This attempt has not been submitted yet";
export const ATTEMPT_NOT_FOUND = "Attempt Not Found";
/**
 * seconds after the deadline during which a submit is still taken in (a request already in flight);
 * it is scored on the answers saved by the deadline (src/domain/sections.ts)
 */
export const SUBMIT_GRACE_SECONDS = 30;

/** questionId (as a string key) -> chosen option index 0-3 */
export const answerSheetSchema = z.record(
  z.string().regex(/^\d{1,10}$/, "must be a question id"),
  z.number().int().min(0, "must be an option index 0-3").max(3, "must be an option index 0-3"),
);
export type AnswerSheet = z.infer<typeof answerSheetSchema>;

/** POST /api/quiz/{id}/start: no body, or {attemptId} to resume that specific open attempt */
export const startAttemptBodySchema = z
  .object({ attemptId: z.number().int().positive().max(2_147_483_647).optional() })
  .nullish();
export type StartAttemptBody = z.infer<typeof startAttemptBodySchema>;

/** What the quiz page needs to run (or resume) an attempt. */
export const attemptSheetSchema = z.object({
  attemptId: z.number().int(),
  quizId: z.number().int(),
  startedAt: isoDateTime,
  /** the server's deadline; the countdown is deadline - serverNow (compensate for clock skew) */
  deadline: isoDateTime,
  serverNow: isoDateTime,
  answers: answerSheetSchema,
  markedForReview: z.array(z.number().int()),
  /** the questions this attempt covers, in order (a subset for a retake of wrong answers) */
  questionIds: z.array(z.number().int()),
  /** set when this attempt retakes the wrong and skipped questions of that attempt */
  retakeOfAttemptId: z.number().int().nullable(),
});
export type AttemptSheet = z.infer<typeof attemptSheetSchema>;

/** PUT /api/attempts/{id}/answers: replaces the saved answer sheet */
export const saveAnswersBodySchema = z.object({
  answers: answerSheetSchema,
  markedForReview: z.array(z.number().int().positive()).max(1000).optional(),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBodySchema>;
export const saveAnswersResponseSchema = z.object({ ok: z.literal(true), savedAt: isoDateTime });
export type SaveAnswersResponse = z.infer<typeof saveAnswersResponseSchema>;

/**
 * POST /api/quiz/{id}/submit: the seed's body plus attemptId. `score`, `totalQuestions` and
 * `timeSpent` are accepted for compatibility and IGNORED: the server scores the answers itself and
 * measures the time from the attempt's start to the submit, capped at the deadline.
 */
export const submitAttemptBodySchema = z.object({
  attemptId: z.number().int().positive().max(2_147_483_647),
  score: z.number().optional(),
  totalQuestions: z.number().optional(),
  /** seconds, as the client counted: ignored (the result's timeSpent is the server's) */
  timeSpent: z
    .number()
    .min(0)
    .max(10 * 24 * 3600),
  answers: answerSheetSchema,
});
export type SubmitAttemptBody = z.infer<typeof submitAttemptBodySchema>;

export const reviewItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  hi: z.object({ question: z.string(), options: z.array(z.string()) }).optional(),
  subject: z.string(),
  topic: z.string(),
  section: z.string().nullable(),
  chosenIndex: z.number().int().nullable(),
  correctIndex: z.number().int(),
  isCorrect: z.boolean(),
  explanation: z.string(),
  explanationHi: z.string().optional(),
  /** marks this question earned: marking.correct, marking.wrong or 0 */
  marksAwarded: z.number(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** The result of a submitted attempt (submit answers it too). */
export const attemptResultSchema = z.object({
  attemptId: z.number().int(),
  quiz: z.object({
    id: z.number().int(),
    title: z.string(),
    examType: examTypeSchema,
    kind: quizKindSchema,
  }),
  marking: markingSchema,
  /** marks obtained, negative marking applied, rounded to 2 decimals */
  marks: z.number(),
  maxMarks: z.number(),
  /** marks / maxMarks x 100, one decimal (can be negative) */
  percent: z.number(),
  totalQuestions: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  /** correct / attempted x 100, one decimal; 0 when nothing was attempted */
  accuracy: z.number(),
  /** seconds */
  timeSpent: z.number().int(),
  /** seconds per question, one decimal */
  timePerQuestion: z.number(),
  /** among all first attempts of the quiz (0-100); null for a retake of wrong answers */
  percentile: z.number().nullable(),
  /** the user's first attempt of this quiz: the one that earns points */
  isFirst: z.boolean(),
  points: z.number().int(),
  submittedAt: isoDateTime,
  retakeOfAttemptId: z.number().int().nullable(),
  review: z.array(reviewItemSchema),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** GET /api/user/attempts: the user's submitted attempts, newest first */
export const userAttemptSchema = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  examType: examTypeSchema,
  kind: quizKindSchema,
  marks: z.number(),
  maxMarks: z.number(),
  /** marks / maxMarks x 100, one decimal */
  percent: z.number(),
  submittedAt: isoDateTime,
  isFirst: z.boolean(),
  retakeOfAttemptId: z.number().int().nullable(),
});
export type UserAttempt = z.infer<typeof userAttemptSchema>;
export const userAttemptsResponseSchema = z.array(userAttemptSchema);
