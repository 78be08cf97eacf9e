import { z } from "zod";
import {
  DIFFICULTIES,
  EXAM_TYPES,
  IST_DAY_PATTERN,
  isoDateTime,
  QUESTION_FORMATS,
  QUESTION_STATUSES,
  QUESTION_TYPES,
  QUIZ_KINDS,
  questionFormatSchema,
  questionStatusSchema,
  questionTypeSchema,
} from "./common";
import { markingSchema } from "./exams";
import { bodyObject, idField, oneOf, plainText, requiredText, wholeNumber } from "./fields";
import { questionStructureSchema } from "./question-structure";

/** Admin panel calls: categories, quizzes, the question bank, CSV import and the daily schedule. */

export const QUIZ_TIME_LIMIT_DEFAULT = 30;
export const QUIZ_TOTAL_QUESTIONS_DEFAULT = 10;
export const OPTION_COUNT = 4;
/** A single- or multiple-correct question has 4 or 5 options (IBPS: five); a numerical one none. */
export const MAX_OPTION_COUNT = 5;

// ---------- categories ----------

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  examType: z.enum(EXAM_TYPES),
  quizCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesResponseSchema = z.array(adminCategorySchema);

export const createCategoryBodySchema = bodyObject({
  name: requiredText(120),
  examType: oneOf(EXAM_TYPES),
  description: plainText(500).optional(),
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

/** A new name (unique within its exam) or description; the exam stays, as its quizzes' questions do. */
export const updateCategoryBodySchema = bodyObject({
  name: requiredText(120).optional(),
  description: plainText(500).optional(),
});
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

// ---------- quizzes ----------

/** A paper's section as an admin lists it: its name and, for sectional timing, its minutes. */
export const quizSectionRecordSchema = z.object({
  name: z.string(),
  timeLimitMinutes: z.number().int().optional(),
});
export type QuizSectionRecord = z.infer<typeof quizSectionRecordSchema>;

export const adminQuizSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** the title and description in Hindi, shown when the interface is in Hindi; null: the English shows */
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  examType: z.enum(EXAM_TYPES),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  kind: z.enum(QUIZ_KINDS),
  difficulty: z.enum(DIFFICULTIES),
  year: z.number().int().nullable(),
  timeLimit: z.number().int(),
  totalQuestions: z.number().int(),
  markingCorrect: z.number().nullable(),
  markingWrong: z.number().nullable(),
  /** the quiz's own whole marking (per question type and section); null: the exam's, with the marks above */
  markingScheme: markingSchema.nullable(),
  /** the paper's sections in order; null: none */
  sections: z.array(quizSectionRecordSchema).nullable(),
  published: z.boolean(),
  /** questions currently in the quiz (deleted ones are unlinked) */
  questionCount: z.number().int(),
  /** submitted or started attempts: a quiz with any cannot be deleted, only unpublished */
  attemptCount: z.number().int(),
  createdAt: isoDateTime,
});
export type AdminQuiz = z.infer<typeof adminQuizSchema>;
export const adminQuizzesResponseSchema = z.array(adminQuizSchema);

const markingField = z
  .number({ error: (i) => (i.input === undefined ? "is required" : "must be a number or null") })
  .min(-100, "must be at least -100")
  .max(100, "must be at most 100")
  .nullable();

const markValue = markingField.unwrap();
const marksBody = z.strictObject(
  { correct: markValue, wrong: markValue, partialPerOption: markValue.optional() },
  { error: "must give the marks for a right and a wrong answer" },
);
const marksByTypeBody = z.partialRecord(questionTypeSchema, marksBody);

/** A quiz's own marking (src/domain/marking.ts MarkingScheme): base marks, per type, per section. */
const markingSchemeBody = marksBody.extend({
  byType: marksByTypeBody.optional(),
  bySection: z.record(requiredText(120), marksBody.extend({ byType: marksByTypeBody.optional() })).optional(),
});

/**
 * A paper's sections in order (at most 10, names unique). Sectional timing needs every section
 * timed: a time limit on some but not all would be ignored, so it is refused.
 */
const sectionsField = z
  .array(z.strictObject({ name: requiredText(120), timeLimitMinutes: wholeNumber(1, 600).optional() }), {
    error: (i) => (i.input === undefined ? "is required" : "must be a list of sections"),
  })
  .max(10, "must be at most 10 sections")
  .superRefine((sections, ctx) => {
    const names = sections.map((s) => s.name?.trim().toLowerCase());
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: "custom", message: "must not name the same section twice" });
    }
    const timed = sections.filter((s) => s.timeLimitMinutes !== undefined).length;
    if (timed > 0 && timed < sections.length) {
      ctx.addIssue({ code: "custom", message: "need a time limit for every section, or for none" });
    }
  });

/** A Hindi title or description: blank or null means none (the English shows). */
const hindiText = (max: number) =>
  plainText(max)
    .nullable()
    .transform((text) => text || null);

export const createQuizBodySchema = bodyObject({
  title: requiredText(200),
  description: plainText(2000).default(""),
  titleHi: hindiText(200).optional(),
  descriptionHi: hindiText(2000).optional(),
  categoryId: idField(),
  timeLimit: wholeNumber(1, 600).default(QUIZ_TIME_LIMIT_DEFAULT),
  totalQuestions: wholeNumber(1, 500).default(QUIZ_TOTAL_QUESTIONS_DEFAULT),
  kind: oneOf(QUIZ_KINDS).default("practice"),
  difficulty: oneOf(DIFFICULTIES).default("medium"),
  year: wholeNumber(1950, 2100).nullable().optional(),
  /** a new quiz has no questions, so it starts as a draft; publish it once its questions are in */
  published: z.boolean({ error: "must be true or false" }).default(false),
  markingCorrect: markingField.optional(),
  markingWrong: markingField.optional(),
  markingScheme: markingSchemeBody.nullable().optional(),
  sections: sectionsField.nullable().optional(),
});
export type CreateQuizBody = z.input<typeof createQuizBodySchema>;

/** A changed English title or description without its Hindi drops the Hindi, which translated the old one. */
export const updateQuizBodySchema = bodyObject({
  title: requiredText(200).optional(),
  description: plainText(2000).optional(),
  titleHi: hindiText(200).optional(),
  descriptionHi: hindiText(2000).optional(),
  categoryId: idField().optional(),
  timeLimit: wholeNumber(1, 600).optional(),
  totalQuestions: wholeNumber(1, 500).optional(),
  kind: oneOf(QUIZ_KINDS).optional(),
  difficulty: oneOf(DIFFICULTIES).optional(),
  year: wholeNumber(1950, 2100).nullable().optional(),
  published: z.boolean({ error: "must be true or false" }).optional(),
  markingCorrect: markingField.optional(),
  markingWrong: markingField.optional(),
  markingScheme: markingSchemeBody.nullable().optional(),
  sections: sectionsField.nullable().optional(),
});
export type UpdateQuizBody = z.input<typeof updateQuizBodySchema>;

// ---------- questions ----------

/** 4 or 5 texts for single and multiple correct, none for numerical (the service checks per type) */
const optionList = () =>
  z
    .array(requiredText(1000), {
      error: (i) => (i.input === undefined ? "is required" : "must be a list of 4 or 5 texts"),
    })
    .max(MAX_OPTION_COUNT, "must have 4 or 5 options")
    .superRefine((options, ctx) => {
      // a blank option is named on its own input; two blanks are not "the same option twice"
      const filled = options.map((o) => o.trim().toLowerCase()).filter(Boolean);
      if (options.length > 0 && filled.length === 0) {
        ctx.addIssue({ code: "custom", message: "are empty: write the text of each option" });
      } else if (new Set(filled).size !== filled.length) {
        ctx.addIssue({ code: "custom", message: "must not contain the same option twice" });
      }
    });

const optionIndexField = (name: string) =>
  z
    .number({ error: (i) => (i.input === undefined ? "is required" : `must be ${name}`) })
    .int(`must be ${name}`)
    .min(0, `must be ${name}`)
    .max(MAX_OPTION_COUNT - 1, `must be ${name}`);

/** single: the index of the correct option (checked against the option count by the service) */
const correctAnswerField = optionIndexField("a whole number from 0 to 4 (the index of the correct option)");

/** multiple: the indexes of the correct options, at least one */
const correctAnswersField = z
  .array(optionIndexField("option indexes from 0 to 4"), {
    error: (i) => (i.input === undefined ? "is required" : "must be a list of option indexes"),
  })
  .min(1, "must name at least one correct option")
  .max(MAX_OPTION_COUNT, "must name at most 5 options")
  .refine((list) => new Set(list).size === list.length, "must not name the same option twice");

const finiteNumber = (name: string) =>
  z
    .number({ error: (i) => (i.input === undefined ? "is required" : `must be a number (${name})`) })
    .finite(`must be a finite number (${name})`)
    .min(-1e9, "must be at least -1,000,000,000")
    .max(1e9, "must be at most 1,000,000,000");

/** numerical: correct within [min, max]; min = max for an exact value */
const numericAnswerField = z
  .strictObject(
    { min: finiteNumber("the smallest accepted value"), max: finiteNumber("the largest accepted value") },
    {
      error:
        "must be the accepted range: the smallest and largest accepted values (the same for an exact value)",
    },
  )
  .refine((r) => r.min <= r.max, {
    message: "must not be larger than the largest accepted value",
    path: ["min"],
  });

/** The answer key in each type's shape (create and update alike); which is needed depends on `type`. */
const keyFields = {
  type: oneOf(QUESTION_TYPES).optional(),
  correctAnswers: correctAnswersField.optional(),
  numericAnswer: numericAnswerField.optional(),
};

/** What a question may carry besides its text, options, key and explanation (create and update alike) */
const optionalQuestionFields = {
  subject: requiredText(120).optional(),
  topic: requiredText(120).optional(),
  difficulty: oneOf(DIFFICULTIES).optional(),
  questionHi: requiredText(5000).nullable().optional(),
  optionsHi: optionList().nullable().optional(),
  explanationHi: plainText(5000).nullable().optional(),
  /**
   * its layout as structure (assertion-reason, statements, lists to match, a table); the text is then
   * the structure flattened, whatever `question` says; null keeps the text and drops the structure
   */
  structure: questionStructureSchema.nullable().optional(),
  /** the Hindi of `structure`, of the same kind; fills the Hindi text the same way */
  structureHi: questionStructureSchema.nullable().optional(),
  /** the passage, table or figure of its exam it shares with other questions; null detaches it */
  stimulusId: idField().nullable().optional(),
  /** how it is put: statements, assertion-reason, match-list, a passage set... ("direct" when plain) */
  format: oneOf(QUESTION_FORMATS).optional(),
  /** where the fact can be checked (NCERT class and chapter, Article, report and year); null clears it */
  sourceNote: requiredText(300).nullable().optional(),
  /** a current-affairs item: the day its answer was true, shown to learners; null clears it */
  asOf: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be a date (YYYY-MM-DD)") })
    .regex(IST_DAY_PATTERN, "must be a date written YYYY-MM-DD")
    .refine((day) => isRealDate(day), "is not a real calendar date (2000-2100)")
    .nullable()
    .optional(),
};

/**
 * A new question: `type` "single" (the default) needs 4 or 5 `options` and `correctAnswer`;
 * "multiple" needs 4 or 5 `options` and `correctAnswers`; "numerical" needs `numericAnswer` and
 * no options.
 */
export const createQuestionBodySchema = bodyObject({
  question: requiredText(5000),
  options: optionList().optional(),
  correctAnswer: correctAnswerField.optional(),
  ...keyFields,
  explanation: plainText(5000).default(""),
  quizId: idField(),
  ...optionalQuestionFields,
});
export type CreateQuestionBody = z.input<typeof createQuestionBodySchema>;

export const updateQuestionBodySchema = bodyObject({
  question: requiredText(5000).optional(),
  options: optionList().optional(),
  correctAnswer: correctAnswerField.optional(),
  ...keyFields,
  explanation: plainText(5000).optional(),
  ...optionalQuestionFields,
});
export type UpdateQuestionBody = z.input<typeof updateQuestionBodySchema>;

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  examType: z.enum(EXAM_TYPES),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  question: z.string(),
  type: questionTypeSchema,
  /** none for a numerical question */
  options: z.array(z.string()),
  /** single: the correct option; null for other types */
  correctAnswer: z.number().int().nullable(),
  /** multiple: the correct options, ascending; null for other types */
  correctAnswers: z.array(z.number().int()).nullable(),
  /** numerical: the accepted range; null for other types */
  numericAnswer: z.object({ min: z.number(), max: z.number() }).nullable(),
  explanation: z.string(),
  questionHi: z.string().nullable(),
  optionsHi: z.array(z.string()).nullable(),
  explanationHi: z.string().nullable(),
  /** its layout as structure, null for a plain text; `question` is it flattened */
  structure: questionStructureSchema.nullable(),
  /** the Hindi structure, of the English one's kind; `questionHi` is it flattened */
  structureHi: questionStructureSchema.nullable(),
  /** the shared passage, table or figure it refers to */
  stimulusId: z.number().int().nullable().optional(),
  format: questionFormatSchema,
  sourceNote: z.string().nullable(),
  asOf: z.string().nullable(),
  quizzes: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** a draft is shown to no learner (decision 0053) */
  status: questionStatusSchema,
  /** its chapter's slug in the exam's syllabus, null until tagged */
  chapter: z.string().nullable(),
  /** the seeded bank's stable name for it; null for a question written or imported here */
  slug: z.string().nullable(),
  updatedAt: isoDateTime,
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const QUESTIONS_PAGE_SIZE = 20;
/** The page sizes the bank offers; 20 unless asked. */
export const QUESTIONS_PAGE_SIZES = [20, 50, 100] as const;

const queryId = z.coerce
  .number({ error: "must be a number (an id)" })
  .int("must be a whole number (an id)")
  .positive("must be a positive id")
  .max(2_147_483_647, "is not a valid id");

/** "has Hindi": a Hindi version a learner can read; "english-only": none */
export const QUESTION_LANGUAGE_FILTERS = ["hindi", "english-only"] as const;
/** "any": in at least one paper; "none": in none (quizId names one paper) */
export const QUESTION_USE_FILTERS = ["any", "none"] as const;

/**
 * The bank's filters, each narrowing the others: `search` matches the English or Hindi text, the
 * subject, topic or seeded slug, and a number matches the id; `flagged` keeps the questions the item
 * analysis flags (src/domain/item-analysis.ts) in the paper named by quizId, or in any paper with
 * enough first attempts to be analysed.
 */
export const listQuestionsQuerySchema = z.object({
  quizId: queryId.optional(),
  examType: oneOf(EXAM_TYPES).optional(),
  search: plainText(200).optional(),
  subject: plainText(120).optional(),
  topic: plainText(120).optional(),
  chapter: plainText(120).optional(),
  type: oneOf(QUESTION_TYPES).optional(),
  difficulty: oneOf(DIFFICULTIES).optional(),
  language: oneOf(QUESTION_LANGUAGE_FILTERS).optional(),
  flagged: z.enum(["true"], { error: "must be true (or left out)" }).optional(),
  usedIn: oneOf(QUESTION_USE_FILTERS).optional(),
  status: oneOf(QUESTION_STATUSES).optional(),
  pageSize: z.coerce
    .number({ error: "must be 20, 50 or 100" })
    .refine((n) => (QUESTIONS_PAGE_SIZES as readonly number[]).includes(n), "must be 20, 50 or 100")
    .default(QUESTIONS_PAGE_SIZE),
  page: z.coerce
    .number({ error: "must be a page number" })
    .int("must be a whole page number")
    .min(1, "must be at least 1")
    .max(100_000, "is too large")
    .default(1),
});
export type ListQuestionsQuery = z.input<typeof listQuestionsQuerySchema>;

export const adminQuestionsResponseSchema = z.object({
  items: z.array(adminQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminQuestionsResponse = z.infer<typeof adminQuestionsResponseSchema>;

export const deletedResponseSchema = z.object({ ok: z.literal(true), id: z.number().int() });

// ---------- bulk edits of the bank ----------

/** At most this many questions in one bulk edit (one transaction). */
export const BULK_MAX_QUESTIONS = 500;
export const BULK_ACTIONS = [
  "publish",
  "unpublish",
  /** leave the papers named in fromQuizIds (every paper when left out) and join quizId */
  "move",
  /** join quizId, keeping every paper it is in */
  "add",
  "set-topic",
  "set-difficulty",
  "set-chapter",
  /** soft: deletedAt; what learners answered keeps its review */
  "delete",
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * One action on up to 500 questions, all or nothing. The fields an action needs: move and add,
 * quizId (move also fromQuizIds, optional); set-topic, topic (and subject, optional);
 * set-difficulty, difficulty; set-chapter, chapter (null clears it).
 */
export const bulkQuestionsBodySchema = bodyObject({
  ids: z
    .array(idField(), { error: "must be a list of question ids" })
    .min(1, "must name at least one question")
    .max(BULK_MAX_QUESTIONS, `must name at most ${BULK_MAX_QUESTIONS} questions`),
  action: oneOf(BULK_ACTIONS),
  quizId: idField().optional(),
  fromQuizIds: z
    .array(idField(), { error: "must be a list of quiz ids" })
    .max(50, "must name at most 50 quizzes")
    .optional(),
  subject: requiredText(120).optional(),
  topic: requiredText(120).optional(),
  difficulty: oneOf(DIFFICULTIES).optional(),
  chapter: requiredText(120).nullable().optional(),
});
export type BulkQuestionsBody = z.input<typeof bulkQuestionsBodySchema>;

export const bulkQuestionsResponseSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  /** the questions named */
  count: z.number().int(),
  /** of those, the ones this request changed (0 on a repeat) */
  changed: z.number().int(),
  /** move and add: the questions already in the target paper, left as they were (no second copy) */
  alreadyInPaper: z.array(z.number().int()).optional(),
});
export type BulkQuestionsResponse = z.infer<typeof bulkQuestionsResponseSchema>;

// ---------- CSV import ----------

export const CSV_MAX_CHARS = 1024 * 1024;
export const CSV_MAX_ROWS = 2000;
/** Columns in the spec's order; explanation, subject, topic and difficulty are optional. */
export const CSV_REQUIRED_COLUMNS = [
  "question",
  "option1",
  "option2",
  "option3",
  "option4",
  "correctAnswer",
] as const;
/**
 * Optional columns: the seed's four, then the question types': `type` (single, the default;
 * multiple; numerical), `option5` (a fifth option), `correctAnswers` (multiple: letters such as
 * "a;c"), `numericMin` and `numericMax` (numerical: the accepted range; max defaults to min); the
 * Hindi version (all of a row's texts or none); `stimulus` (a shared passage, table or figure of the
 * quiz's exam: its id or its slug), `source` (where the fact can be checked) and `asOf` (YYYY-MM-DD,
 * the day a current-affairs answer was true); `image` and `imageAlt` (a picture's file in the .zip
 * the CSV comes in, and what it shows). Marks are no column: they follow the paper's section
 * and question type.
 */
export const CSV_OPTIONAL_COLUMNS = [
  "explanation",
  "subject",
  "topic",
  "difficulty",
  "type",
  "option5",
  "correctAnswers",
  "numericMin",
  "numericMax",
  "questionHi",
  "option1Hi",
  "option2Hi",
  "option3Hi",
  "option4Hi",
  "option5Hi",
  "explanationHi",
  "stimulus",
  "source",
  "asOf",
  "image",
  "imageAlt",
] as const;
export type CsvColumn = (typeof CSV_REQUIRED_COLUMNS)[number] | (typeof CSV_OPTIONAL_COLUMNS)[number];
/** Every column a question CSV may have, in the template's order. */
export const CSV_COLUMNS: readonly CsvColumn[] = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];

export const uploadQuestionsBodySchema = bodyObject({
  quizId: idField(),
  csvData: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be text") })
    .max(
      CSV_MAX_CHARS,
      "is larger than 1 MB: split the file into smaller files (at most 2,000 questions each)",
    )
    .refine((s) => s.trim().length > 0, "must not be blank (paste your CSV data)"),
  dryRun: z.boolean({ error: "must be true or false" }).default(false),
  /** the uploaded file's name, for the audit log (absent when the CSV was pasted) */
  fileName: plainText(255).optional(),
});
export type UploadQuestionsBody = z.input<typeof uploadQuestionsBodySchema>;

/** A problem in the file: line is the physical line where the row starts (header = 1), null for the file. */
export const csvIssueSchema = z.object({
  line: z.number().int().nullable(),
  field: z.string().optional(),
  message: z.string(),
});
export type CsvIssue = z.infer<typeof csvIssueSchema>;

export const csvRowSchema = z.object({
  line: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  /** the letter as written */
  correctLetter: z.string(),
  /** single: 0-4, or null when the letter is not one of the options' (and for other types) */
  correctAnswer: z.number().int().nullable(),
  /** the type as read (single when the column is blank or absent) */
  type: z.string().optional(),
  /** multiple: the correct options as read */
  correctAnswers: z.array(z.number().int()).optional(),
  /** numerical: the accepted range as read */
  numericAnswer: z.object({ min: z.number(), max: z.number() }).optional(),
  explanation: z.string(),
  subject: z.string().nullable(),
  topic: z.string().nullable(),
  difficulty: z.string().nullable(),
  /** the Hindi version as read: null when the row has none */
  questionHi: z.string().nullable(),
  optionsHi: z.array(z.string()),
  explanationHi: z.string().nullable(),
  /** the shared passage, table or figure named (its id or slug), as written */
  stimulus: z.string().nullable(),
  /** where the fact can be checked */
  source: z.string().nullable(),
  /** the current-affairs day, as written */
  asOf: z.string().nullable(),
  valid: z.boolean(),
});
export type CsvRow = z.infer<typeof csvRowSchema>;

export const csvDuplicateSchema = z.object({ line: z.number().int(), question: z.string() });
export type CsvDuplicate = z.infer<typeof csvDuplicateSchema>;

export const csvPreviewResponseSchema = z.object({
  dryRun: z.literal(true),
  rows: z.array(csvRowSchema),
  errors: z.array(csvIssueSchema),
  warnings: z.array(csvIssueSchema),
  duplicates: z.array(csvDuplicateSchema),
  /** how many questions an upload would add now */
  toAdd: z.number().int(),
});
export type CsvPreviewResponse = z.infer<typeof csvPreviewResponseSchema>;

export const csvUploadResponseSchema = z.object({
  dryRun: z.literal(false),
  added: z.number().int(),
  duplicates: z.array(csvDuplicateSchema),
  warnings: z.array(csvIssueSchema),
});
export type CsvUploadResponse = z.infer<typeof csvUploadResponseSchema>;

export const uploadQuestionsResponseSchema = z.discriminatedUnion("dryRun", [
  csvPreviewResponseSchema,
  csvUploadResponseSchema,
]);

/** A refused upload: the usual {message, field} and, when the file itself is wrong, every problem in it. */
export const uploadErrorResponseSchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(csvIssueSchema).optional(),
  warnings: z.array(csvIssueSchema).optional(),
});
export type UploadErrorResponse = z.infer<typeof uploadErrorResponseSchema>;

// ---------- daily schedule ----------

export const scheduleDailyBodySchema = bodyObject({
  date: z
    .string({ error: (i) => (i.input === undefined ? "is required" : "must be a date (YYYY-MM-DD)") })
    .regex(IST_DAY_PATTERN, "must be a date written YYYY-MM-DD")
    .refine(isRealDate, "is not a real calendar date (2000-2100)"),
  quizId: idField(),
});
export type ScheduleDailyBody = z.input<typeof scheduleDailyBodySchema>;

export const dailyScheduleEntrySchema = z.object({
  date: z.string(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  examType: z.enum(EXAM_TYPES),
  published: z.boolean(),
});
export type DailyScheduleEntry = z.infer<typeof dailyScheduleEntrySchema>;

export const dailyScheduleResponseSchema = z.object({
  /** today's IST date, YYYY-MM-DD */
  today: z.string(),
  entries: z.array(dailyScheduleEntrySchema),
});
export type DailyScheduleResponse = z.infer<typeof dailyScheduleResponseSchema>;

/** A YYYY-MM-DD day that exists, from 2000 to 2100. */
export function isRealDate(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  if (y < 2000 || y > 2100) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
