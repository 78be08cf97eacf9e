import { z } from "zod";
import {
  difficultySchema,
  examTypeSchema,
  istDaySchema,
  questionTypeSchema,
  stimulusKindSchema,
  testInterfaceSchema,
} from "./common";
import { markingSchema } from "./exams";
import { fullLengthPaperSchema, quizSummarySchema } from "./quiz-summary";

/**
 * Quizzes: GET /api/quizzes, GET /api/daily-quiz, GET /api/daily-quizzes, GET /api/quiz/{id},
 * GET /api/mock-tests, GET /api/past-papers.
 * A quiz as served here NEVER holds correct answers or explanations: those come only with the
 * result of a submitted attempt (GET /api/attempts/{id}, see attempts.ts).
 */

export const QUIZ_NOT_FOUND = "Quiz Not Found";

/** Past papers: the year the set is styled after, and that it is an original set, not a copied paper. */
const pastPaperFields = {
  year: z.number().int().nullable(),
  isSample: z.boolean(),
};

/** GET /api/quizzes: every published quiz, newest first */
export const quizListItemSchema = quizSummarySchema.extend({
  ...pastPaperFields,
  /** daily quizzes: the IST day it was (or is) the daily quiz */
  scheduledDate: istDaySchema.nullable(),
});
export type QuizListItem = z.infer<typeof quizListItemSchema>;
export const quizzesResponseSchema = z.array(quizListItemSchema);

/** GET /api/daily-quiz: today's (IST) daily quiz, the same for every user */
export const dailyQuizSchema = quizSummarySchema
  .pick({
    id: true,
    title: true,
    titleHi: true,
    descriptionHi: true,
    totalQuestions: true,
    timeLimit: true,
    examType: true,
    difficulty: true,
    description: true,
  })
  .extend({
    scheduledDate: istDaySchema,
    /** today's quiz for a signed-in user: 'completed' once they submitted an attempt of it */
    status: z.enum(["completed", "not_attempted"]).optional(),
    /** the user's latest submitted full attempt of it (View result -> /results/{id}); null if none */
    lastAttemptId: z.number().int().nullable().optional(),
    /** correct answers in that attempt, out of its questions (totalQuestions); null if none */
    lastCorrect: z.number().int().nullable().optional(),
  });
export type DailyQuiz = z.infer<typeof dailyQuizSchema>;

/** GET /api/daily-quizzes: previous daily quizzes (before today), newest first */
export const dailyQuizzesResponseSchema = z.array(dailyQuizSchema);

const renderedTextsSchema = z.object({ question: z.string(), options: z.array(z.string()) });

/**
 * A question's texts as HTML the server typeset (src/shared/math/math-html.ts): text escaped, math
 * as KaTeX's output, so the page runs no KaTeX. Only what the moment allows (question-view.ts).
 */
export const questionHtmlSchema = renderedTextsSchema.extend({ hi: renderedTextsSchema.optional() });

/** One question as the quiz page shows it: no correctIndex, no explanation. */
export const quizQuestionSchema = z.object({
  id: z.number().int(),
  /** the question text; may contain KaTeX math in $...$ / $$...$$ */
  question: z.string(),
  options: z.array(z.string()),
  subject: z.string(),
  topic: z.string(),
  /** the quiz section it sits in (mock tests and past papers), else null */
  section: z.string().nullable(),
  /** how it is answered: one option, several options, or a number (keypad) */
  type: questionTypeSchema.default("single"),
  /** the passage, table or figure it shares with other questions (see QuizDetail.stimuli) */
  stimulusId: z.number().int().nullable().optional(),
  /** the Hindi version, when the question has one */
  hi: z.object({ question: z.string(), options: z.array(z.string()) }).optional(),
  html: questionHtmlSchema,
  /** current-affairs items: the IST day the answer was true, shown with the question */
  asOf: istDaySchema.optional(),
  /** present when the request is signed in: whether the user bookmarked this question */
  bookmarked: z.boolean().optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSectionSchema = z.object({
  name: z.string(),
  /** sectional time limit in minutes (Banking prelims); the section closes when it ends */
  timeLimitMinutes: z.number().int().positive().optional(),
  /** the section's questions, in paper order */
  questionIds: z.array(z.number().int()),
});
export type QuizSection = z.infer<typeof quizSectionSchema>;

const stimulusBlocksSchema = z.array(
  z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("text"), paragraphs: z.array(z.string()) }),
    z.object({
      kind: z.literal("table"),
      header: z.array(z.string()),
      align: z.array(z.enum(["left", "center", "right"]).nullable()),
      rows: z.array(z.array(z.string())),
    }),
  ]),
);

/** A passage, table or figure shared by a set of questions, shown beside them. */
export const stimulusSchema = z.object({
  id: z.number().int(),
  kind: stimulusKindSchema,
  title: z.string(),
  /** the passage, or a table as Markdown pipe rows; may contain KaTeX math */
  body: z.string(),
  hi: z.object({ title: z.string(), body: z.string() }).optional(),
  /** the body (and the Hindi body, with `hi`) as typeset paragraphs and tables */
  html: z.object({ body: stimulusBlocksSchema, hi: stimulusBlocksSchema.optional() }),
  /** a figure: where to load it, its size and what it shows */
  image: z
    .object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() })
    .nullable(),
});
export type Stimulus = z.infer<typeof stimulusSchema>;

/** GET /api/quiz/{id}: the quiz with its questions in order. Unpublished: 404 'Quiz Not Found' (admins excepted). */
export const quizDetailSchema = quizSummarySchema
  .pick({
    id: true,
    title: true,
    titleHi: true,
    descriptionHi: true,
    description: true,
    examType: true,
    kind: true,
    difficulty: true,
    timeLimit: true,
    totalQuestions: true,
  })
  .extend({
    marking: markingSchema,
    /** mock tests and past papers: sections in paper order; null for plain quizzes */
    sections: z.array(quizSectionSchema).nullable(),
    questions: z.array(quizQuestionSchema),
    /** the shared passages, tables and figures its questions refer to */
    stimuli: z.array(stimulusSchema).default([]),
    /** the interface it opens in: its exam's for mock tests and past papers, else "plain" */
    interface: testInterfaceSchema.default("plain"),
    /** a qualifying paper (UPSC CSAT): cleared at this percent of maximum marks */
    qualifyingPercent: z.number().nullable().optional(),
  });
export type QuizDetail = z.infer<typeof quizDetailSchema>;

/**
 * A paper's cover: what its instructions page shows before the attempt starts (GET
 * /api/quiz/{id}/opening). Facts only, never a question's text, so it can be shown before the clock,
 * even of a paper held for a live test.
 */
export const paperCoverSchema = quizDetailSchema
  .pick({
    id: true,
    title: true,
    titleHi: true,
    description: true,
    descriptionHi: true,
    examType: true,
    kind: true,
    difficulty: true,
    timeLimit: true,
    totalQuestions: true,
    marking: true,
    sections: true,
    interface: true,
    qualifyingPercent: true,
  })
  .extend({
    /** the ways its questions are answered, for the instructions that explain them */
    questionTypes: z.array(questionTypeSchema),
  });
export type PaperCover = z.infer<typeof paperCoverSchema>;

export const MOCK_TEST_STATUSES = ["completed", "not_attempted"] as const;
export const mockTestStatusSchema = z.enum(MOCK_TEST_STATUSES);

/** The signed-in user's figures on a mock test or past paper (absent when signed out). */
const userFigures = {
  /** 'completed' when the user submitted an attempt of it */
  status: mockTestStatusSchema.optional(),
  /** best marks over the user's submitted attempts; null if none */
  bestScore: z.number().nullable().optional(),
  /** best marks as a percent of maximum marks (one decimal); null if none */
  bestPercent: z.number().nullable().optional(),
  /** the user's latest submitted attempt (for Review Test -> /results/{id}); null if none */
  lastAttemptId: z.number().int().nullable().optional(),
};

/** A mock test's or past paper's figures, real ones computed from the data, then the user's. */
const paperFigures = {
  durationMinutes: z.number().int(),
  questionCount: z.number().int(),
  /** how many of its questions have a Hindi version (text and options) */
  hindiCount: z.number().int(),
  maxMarks: z.number(),
  /** distinct users who submitted an attempt */
  attemptCount: z.number().int(),
  marking: markingSchema,
  /** section names in paper order (empty when the test has none) */
  sections: z.array(z.string()),
  /** the viewer's plan does not unlock it (see src/shared/plans.ts); starting it answers 403 */
  locked: z.boolean(),
  /** a full-length paper: the official paper, question count and minutes it reproduces; else null */
  fullLength: fullLengthPaperSchema.nullable(),
  ...userFigures,
};

/** GET /api/mock-tests: real figures computed from the data */
export const mockTestSchema = quizSummarySchema
  .pick({ id: true, title: true, description: true, titleHi: true, descriptionHi: true })
  .extend({
    /** the exam key, e.g. "jee" (the seed's categoryId) */
    categoryId: examTypeSchema,
    examType: examTypeSchema,
    difficultyLevel: difficultySchema,
    ...paperFigures,
  });
export type MockTest = z.infer<typeof mockTestSchema>;
export const mockTestsResponseSchema = z.array(mockTestSchema);

/** GET /api/past-papers?examType=&year= (both optional) */
export const pastPapersQuerySchema = z.object({
  examType: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    examTypeSchema.optional(),
  ),
  year: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1950).max(2100).optional(),
  ),
});
export type PastPapersQuery = z.input<typeof pastPapersQuerySchema>;

export const pastPaperSchema = quizSummarySchema
  .pick({ id: true, title: true, description: true, titleHi: true, descriptionHi: true, examType: true })
  .extend({
    /** short exam name for the badge, e.g. "UPSC" */
    examName: z.string(),
    difficulty: difficultySchema,
    ...pastPaperFields,
    ...paperFigures,
  });
export type PastPaper = z.infer<typeof pastPaperSchema>;
export const pastPapersResponseSchema = z.array(pastPaperSchema);
