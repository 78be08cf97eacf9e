import { z } from "zod";
import { PERCENTILE_PURPOSES } from "../../domain/section-results";
import { MAX_OPTIONS } from "../attempt-shapes";
import { examTypeSchema, isoDateTime, istDaySchema, questionTypeSchema, quizKindSchema } from "./common";
import { markingSchema } from "./exams";
import { paperCoverSchema, questionHtmlSchema, stimulusSchema } from "./quizzes";

/**
 * Attempts: the server runs the clock and does the scoring.
 *
 *   GET  /api/quiz/{id}/opening          -> PaperOpening (the cover and the attempt in progress; starts nothing)
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
export const QUIZ_HAS_NO_QUESTIONS = "This quiz has no questions yet";
/**
 * seconds after the deadline during which a submit is still taken in (a request already in flight);
 * it is scored on the answers saved by the deadline (src/domain/sections.ts)
 */
export const SUBMIT_GRACE_SECONDS = 30;

export { MAX_OPTIONS } from "../attempt-shapes";

const optionIndexSchema = z
  .number()
  .int("must be an option index 0-4")
  .min(0, "must be an option index 0-4")
  .max(MAX_OPTIONS - 1, "must be an option index 0-4");

/**
 * One answer, in its question type's shape: an option index (single), a list of option indexes
 * (multiple), or a number (numerical). The server refuses a shape that does not fit the question.
 */
export const answerValueSchema = z.union([
  z.number().finite("must be a number").min(-1e9).max(1e9),
  z.array(optionIndexSchema).min(1, "choose at least one option").max(MAX_OPTIONS),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** questionId (as a string key) -> answer */
export const answerSheetSchema = z.record(
  z.string().regex(/^\d{1,10}$/, "must be a question id"),
  answerValueSchema,
);
export type AnswerSheet = z.infer<typeof answerSheetSchema>;

/** questionId -> seconds spent on the question and how many times it was opened, as the interface records them */
export const questionTimesSchema = z.record(
  z.string().regex(/^\d{1,10}$/, "must be a question id"),
  z.object({
    seconds: z
      .number()
      .int()
      .min(0)
      .max(10 * 24 * 3600),
    visits: z.number().int().min(0).max(100_000),
  }),
);
export type QuestionTimes = z.infer<typeof questionTimesSchema>;

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
  /** time and visits per question recorded so far (to resume the counts) */
  questionTimes: questionTimesSchema.optional(),
  /** the learner's compensatory time applies: the deadline (and any sectional window) is 4/3 as long */
  compensatory: z.boolean().optional(),
  /** an institute's extra time for this learner, minutes per hour: sectional windows stretch by it too */
  extraMinutesPerHour: z.number().int().optional(),
  /** the questions this attempt covers, in order (a subset for a retake of wrong answers) */
  questionIds: z.array(z.number().int()),
  /** set when this attempt retakes the wrong and skipped questions of that attempt */
  retakeOfAttemptId: z.number().int().nullable(),
});
export type AttemptSheet = z.infer<typeof attemptSheetSchema>;

const queryId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** GET /api/quiz/{id}/opening: `attemptId` names the attempt a retake page resumes; `liveTestId` the live test it opens for. */
export const paperOpeningQuerySchema = z.object({ attemptId: queryId, liveTestId: queryId });
export type PaperOpeningQuery = z.infer<typeof paperOpeningQuerySchema>;

/**
 * What opening a paper shows, with nothing started (no attempt, no clock, no deadline): its cover,
 * and the learner's attempt in progress on it, which the page resumes straight into the hall.
 */
export const paperOpeningSchema = z.object({
  cover: paperCoverSchema,
  attempt: attemptSheetSchema.nullable(),
});
export type PaperOpening = z.infer<typeof paperOpeningSchema>;

/** PUT /api/attempts/{id}/answers: replaces the saved answer sheet */
export const saveAnswersBodySchema = z.object({
  answers: answerSheetSchema,
  markedForReview: z.array(z.number().int().positive()).max(1000).optional(),
  /** questions the learner marked "I guessed" (replaces what was saved): each becomes a review card */
  guessed: z.array(z.number().int().positive()).max(1000).optional(),
  /** time and visits per question so far (replaces what was saved) */
  questionTimes: questionTimesSchema.optional(),
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
  /** questions the learner marked "I guessed" (else the last saved ones count): each becomes a review card */
  guessed: z.array(z.number().int().positive()).max(1000).optional(),
  /** time and visits per question up to the submit (else the last saved ones count) */
  questionTimes: questionTimesSchema.optional(),
});
export type SubmitAttemptBody = z.infer<typeof submitAttemptBodySchema>;

export const reviewItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  hi: z.object({ question: z.string(), options: z.array(z.string()) }).optional(),
  /** the texts and explanations typeset by the server (see questionHtmlSchema) */
  html: questionHtmlSchema.extend({ explanation: z.string(), explanationHi: z.string().nullable() }),
  subject: z.string(),
  topic: z.string(),
  section: z.string().nullable(),
  /** the passage, table or figure it shares with other questions (see AttemptResult.stimuli) */
  stimulusId: z.number().int().nullable().optional(),
  type: questionTypeSchema,
  /** single: the chosen option; null when skipped or for other types (see `response`) */
  chosenIndex: z.number().int().nullable(),
  /** the answer as scored, in its type's shape; null when skipped */
  response: answerValueSchema.nullable(),
  /** single: the correct option; null for other types */
  correctIndex: z.number().int().nullable(),
  /** single: further options a key correction accepted as correct (absent when none) */
  acceptedIndexes: z.array(z.number().int()).optional(),
  /** a key correction dropped it: full marks to everyone who answered (absent otherwise) */
  dropped: z.literal(true).optional(),
  /** multiple: the correct options */
  correctAnswers: z.array(z.number().int()).optional(),
  /** numerical: the accepted range (min = max for an exact value) */
  numericAnswer: z.object({ min: z.number(), max: z.number() }).optional(),
  /** full marks */
  isCorrect: z.boolean(),
  /** what the answer earned: full, part (multiple correct), wrong, or nothing */
  outcome: z.enum(["correct", "partial", "wrong", "skipped"]),
  explanation: z.string(),
  explanationHi: z.string().optional(),
  /** current-affairs items: the IST day the answer was true */
  asOf: istDaySchema.optional(),
  /** where the fact can be checked: NCERT class and chapter, Article, report and year */
  source: z.string().optional(),
  /** marks this question earned: marking.correct, marking.wrong or 0 (or part marks) */
  marksAwarded: z.number(),
  /** the most it could earn under the attempt's scheme */
  maxMarks: z.number().optional(),
  /** seconds spent on it and times opened, as recorded (null when not recorded) */
  timeSpent: z.number().int().nullable().optional(),
  visits: z.number().int().nullable().optional(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/**
 * A published cut-off as it applies to this attempt: marks out of the official paper's maximum,
 * and scaled to this test's maximum (a shorter mock compares by percent of maximum).
 */
export const cutoffResultSchema = z.object({
  year: z.number().int(),
  category: z.string(),
  /** a citation of the official document and where it was read; in Hindi where the data has it */
  source: z.string(),
  sourceHi: z.string().optional(),
  /** the cut-off in this test's marks */
  marks: z.number(),
  /** the published figure and the official paper's maximum it is out of */
  officialMarks: z.number(),
  officialMaxMarks: z.number(),
  cleared: z.boolean(),
});
export type CutoffResult = z.infer<typeof cutoffResultSchema>;

/**
 * A qualifying percentile (an NTA score, not marks) as the bar to aim for, and whether the learner's
 * percentile among this test's first attempts reaches it (null when the result has no percentile).
 */
export const percentileBarSchema = z.object({
  year: z.number().int(),
  category: z.string(),
  source: z.string(),
  sourceHi: z.string().optional(),
  purpose: z.enum(PERCENTILE_PURPOSES),
  percentile: z.number(),
  reached: z.boolean().nullable(),
});
export type PercentileBar = z.infer<typeof percentileBarSchema>;

/** Marks, accuracy and time of one section of a submitted attempt. */
export const sectionResultSchema = z.object({
  name: z.string(),
  marks: z.number(),
  maxMarks: z.number(),
  totalQuestions: z.number().int(),
  correct: z.number().int(),
  partial: z.number().int(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  /** correct / attempted x 100, one decimal */
  accuracy: z.number(),
  /** seconds recorded on its questions */
  timeSpent: z.number().int(),
  cutoff: cutoffResultSchema.nullable(),
});
export type SectionResult = z.infer<typeof sectionResultSchema>;

/** The result of a submitted attempt (submit answers it too). */
export const attemptResultSchema = z.object({
  attemptId: z.number().int(),
  quiz: z.object({
    id: z.number().int(),
    title: z.string(),
    titleHi: z.string().nullable(),
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
  /** multiple-correct answers that earned part marks */
  partial: z.number().int().optional(),
  wrong: z.number().int(),
  skipped: z.number().int(),
  /** per section, in paper order (empty for a quiz without sections) */
  sections: z.array(sectionResultSchema).optional(),
  /** the overall cut-off where the exam data has one, and whether it was cleared */
  cutoff: cutoffResultSchema.nullable().optional(),
  /** a qualifying paper (UPSC CSAT): the percent to clear, whether it was cleared, the rule's citation */
  qualifying: z
    .object({
      percent: z.number(),
      cleared: z.boolean(),
      year: z.number().int().optional(),
      source: z.string().optional(),
      sourceHi: z.string().optional(),
    })
    .nullable()
    .optional(),
  /** the exam's qualifying percentile (JEE Main's for JEE Advanced, NEET UG's), where it sets one */
  qualifyingPercentile: percentileBarSchema.nullable().optional(),
  /** correct / attempted x 100, one decimal; 0 when nothing was attempted */
  accuracy: z.number(),
  /** seconds */
  timeSpent: z.number().int(),
  /** seconds per question, one decimal */
  timePerQuestion: z.number(),
  /**
   * NTA's percentile among the first attempts of the quiz, yours counted (never 0; two decimals);
   * null for a retake of wrong answers
   */
  percentile: z.number().nullable(),
  /** how many first attempts the percentile is counted among, yours included; null with it */
  percentileCohort: z.number().int().nullable(),
  /** the user's first attempt of this quiz: the one that earns points */
  isFirst: z.boolean(),
  points: z.number().int(),
  submittedAt: isoDateTime,
  retakeOfAttemptId: z.number().int().nullable(),
  review: z.array(reviewItemSchema),
  /** the shared passages, tables and figures its questions refer to */
  stimuli: z.array(stimulusSchema).optional(),
  /**
   * set on a live attempt submitted before its window ends: the key and the score are published at
   * `until`. Meanwhile every mark and count above is 0, percentile null, sections and review empty,
   * and `answers` holds the learner's own answers only, by question id in paper order: the paper's
   * text is the quiz's (GET /api/quiz/{id}), which the hall already holds, so a live test's end
   * burst answers a few kilobytes instead of the whole paper typeset in two languages.
   */
  withheld: z
    .object({
      until: isoDateTime,
      /**
       * the sheet is recorded and waits in the scoring queue (a live submit, decision 0056): the
       * result opens at `until`, or as soon as it is scored when that is later
       */
      scoring: z.boolean().optional(),
      answers: z.array(reviewItemSchema.pick({ id: true, type: true, chosenIndex: true, response: true })),
    })
    .optional(),
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
