import { z } from "zod";
import { answerValueSchema } from "./attempts";
import { isoDateTime, questionTypeSchema } from "./common";
import { questionHtmlSchema, stimulusSchema } from "./quizzes";

/**
 * Review cards (questions answered wrong, skipped or marked "I guessed", scheduled with FSRS):
 *   GET  /api/user/review-queue -> ReviewQueue: today's cards (new ones up to a daily limit), without keys
 *   POST /api/user/review/{questionId} {answer, guessed?, seconds?} -> ReviewOutcome: marks the
 *        answer, shows the key and explanation, and schedules the next review. 404 without a card.
 */

export const REVIEW_QUEUE_LIMIT = 20;
export const REVIEW_CARD_NOT_FOUND = "No review card for this question";

const hiSchema = z.object({ question: z.string(), options: z.array(z.string()) }).optional();

/** A question to recall: as while taking a quiz, no key and no explanation */
export const reviewQueueCardSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  hi: hiSchema,
  /** the texts typeset by the server, in English and Hindi (see questionHtmlSchema) */
  html: questionHtmlSchema,
  subject: z.string(),
  topic: z.string(),
  type: questionTypeSchema,
  /** the passage, table or figure it shares with other questions (see ReviewQueue.stimuli) */
  stimulusId: z.number().int().nullable(),
  /** what made it a card */
  source: z.enum(["wrong", "skipped", "guessed"]),
  due: isoDateTime,
});
export type ReviewQueueCard = z.infer<typeof reviewQueueCardSchema>;

export const reviewQueueSchema = z.object({
  /**
   * the cards of today's review: every begun card due now and the new ones the day's limit takes in
   * (the list holds at most REVIEW_QUEUE_LIMIT of them)
   */
  dueCount: z.number().int(),
  /** new cards due that wait for later days: the day's limit (newPerDay) is reached */
  newWaiting: z.number().int(),
  newPerDay: z.number().int(),
  cards: z.array(reviewQueueCardSchema),
  /** the passages, tables and figures the cards share, each once */
  stimuli: z.array(stimulusSchema),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewAnswerBodySchema = z.object({
  /** null: "I don't know" */
  answer: answerValueSchema.nullable(),
  /** the learner says the answer was a guess: a right one is then rated Hard */
  guessed: z.boolean().optional(),
  /** seconds the learner took: a right answer slower than a minute is rated Hard */
  seconds: z
    .number()
    .min(0)
    .max(24 * 3600)
    .optional(),
});
export type ReviewAnswerBody = z.infer<typeof reviewAnswerBodySchema>;

export const reviewOutcomeSchema = z.object({
  isCorrect: z.boolean(),
  rating: z.enum(["again", "hard", "good"]),
  /** the question with its key and explanation */
  question: z.object({
    id: z.number().int(),
    question: z.string(),
    options: z.array(z.string()),
    hi: hiSchema,
    subject: z.string(),
    topic: z.string(),
    type: questionTypeSchema,
    correctIndex: z.number().int().nullable(),
    correctAnswers: z.array(z.number().int()).optional(),
    numericAnswer: z.object({ min: z.number(), max: z.number() }).optional(),
    explanation: z.string(),
    explanationHi: z.string().nullable(),
    /** the texts and explanations typeset by the server */
    html: questionHtmlSchema.extend({ explanation: z.string(), explanationHi: z.string().nullable() }),
  }),
  /** when the card is due next */
  nextDue: isoDateTime,
  /** cards still in today's review after this one */
  dueCount: z.number().int(),
});
export type ReviewOutcome = z.infer<typeof reviewOutcomeSchema>;
