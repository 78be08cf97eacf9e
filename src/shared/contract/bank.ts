import { z } from "zod";
import { flattenStructure } from "../question-structure";
import {
  difficultySchema,
  examTypeSchema,
  type QuestionFormat,
  questionFormatSchema,
  testInterfaceSchema,
} from "./common";
import { examCutoffsSchema, examFactsSchema, examPatternSchema, markingSchema } from "./exams";
import { type QuestionStructure, questionStructureSchema } from "./question-structure";
import { fullLengthPaperSchema } from "./quiz-summary";

/**
 * The question bank's one shape (product.md section 17): the seeded bank's data files
 * (content/bank/<exam>/*.yaml, read by src/server/content/load.ts) are written in it, and what
 * imports and exports the bank speak builds on it. Every object is strict, so a misspelt field in
 * a data file is refused, not silently dropped. Keys are stable slugs: the seeder finds what it
 * wrote by key, so a changed key makes a new record instead of updating the old one.
 */

const text = z.string().min(1, "must not be blank");
const fourStrings = z.tuple([text, text, text, text]);
/** IBPS PO prelims questions have five options (A-E) */
const fiveStrings = z.tuple([text, text, text, text, text]);
const optionStrings = z.union([fourStrings, fiveStrings], { error: "must have 4 or 5 options" });
export type FourStrings = z.infer<typeof fourStrings>;
export type FiveStrings = z.infer<typeof fiveStrings>;
export type OptionStrings = z.infer<typeof optionStrings>;
export type { QuestionFormat };

/** A day as YYYY-MM-DD */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD");

/** The Hindi beside an item's English: as many options as the English (none for a numerical question). */
export const bankHindiSchema = z.strictObject({
  text,
  /** the Hindi of the English item's structure, of the same kind; `text` is then left out */
  structure: questionStructureSchema.optional(),
  options: optionStrings,
  explanation: text,
});
export type HindiVersion = z.infer<typeof bankHindiSchema>;

/** A passage or table shared by a set of questions and shown beside them. */
export const bankStimulusSchema = z.strictObject({
  /** unique across all exams, prefixed with the exam: "banking-p1-rc-1" */
  key: text,
  kind: z.enum(["passage", "table"]),
  title: text,
  /** the passage (paragraphs split by a blank line), or a table as Markdown pipe rows */
  body: text,
  /** required outside English-language sections */
  hi: z.strictObject({ title: text, body: text }).optional(),
});
export type ContentStimulus = z.infer<typeof bankStimulusSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An item written with a `structure` leaves its `text` out: the text is the structure flattened,
 * in each language, so what every format without structure reads is filled in before the checks.
 */
function withTextFromStructure(value: unknown): unknown {
  if (!isRecord(value)) return value;
  let item = value;
  const en = questionStructureSchema.safeParse(value.structure);
  if (en.success && value.text === undefined) item = { ...item, text: flattenStructure(en.data, "en") };
  const hi = isRecord(value.hi) ? value.hi : null;
  const hiStructure = hi ? questionStructureSchema.safeParse(hi.structure) : null;
  if (hi && hiStructure?.success && hi.text === undefined)
    item = { ...item, hi: { ...hi, text: flattenStructure(hiStructure.data, "hi") } };
  return item;
}

/** A structure and a text both written must agree; the Hindi structure is of the English one's kind. */
function structureMatchesText(
  q: { text: string; structure?: QuestionStructure; hi?: { text: string; structure?: QuestionStructure } },
  ctx: z.RefinementCtx,
): void {
  if (q.structure && q.text !== flattenStructure(q.structure, "en"))
    ctx.addIssue({ code: "custom", message: "leave text out when a structure is given", path: ["text"] });
  const hiStructure = q.hi?.structure;
  if (!hiStructure) return;
  if (!q.structure || q.structure.kind !== hiStructure.kind)
    ctx.addIssue({
      code: "custom",
      message: "the Hindi structure needs an English one of its kind",
      path: ["hi", "structure"],
    });
  else if (q.hi && q.hi.text !== flattenStructure(hiStructure, "hi"))
    ctx.addIssue({
      code: "custom",
      message: "leave text out when a structure is given",
      path: ["hi", "text"],
    });
}

const questionBase = {
  /** unique across all exams, e.g. "jee-phy-kin-01" */
  key: text,
  /** "direct" when absent */
  format: questionFormatSchema.optional(),
  /** the key of a stimulus of the same exam this question belongs to (passages, tables, puzzles) */
  stimulus: text.optional(),
  /**
   * where a factual item can be checked: "NCERT Biology Class 11, Ch. 8 Cell: The Unit of Life",
   * "Constitution of India, Article 280". Required for factual items (content tests check it).
   */
  source: text.optional(),
  /** current-affairs items: the day the answer was true; the learner sees it */
  asOf: isoDay.optional(),
  /** one of the exam's subjects (keys of the exam's topics) */
  subject: text,
  /** one of the exam's topics of that subject */
  topic: text,
  /**
   * the slug of its chapter in the exam's syllabus (content/syllabus/<exam>.yaml), under its
   * subject: required of every question of the seeded bank (the loader refuses one without);
   * imported questions do not carry it yet
   */
  chapter: text.optional(),
  difficulty: difficultySchema,
  /** may contain KaTeX math in $...$ or $$...$$; left out when `structure` is given (it is the structure flattened) */
  text,
  /**
   * assertion-reason, numbered statements, lists to match or a table, kept as parts
   * (src/shared/contract/question-structure.ts) and rendered as such
   */
  structure: questionStructureSchema.optional(),
  /** a worked explanation, not just the answer */
  explanation: text,
};

/** One correct option among four (five in banking). */
export const singleQuestionSchema = z.preprocess(
  withTextFromStructure,
  z
    .strictObject({
      ...questionBase,
      type: z.literal("single").optional(),
      options: optionStrings,
      /** index of the correct option */
      correct: z.literal([0, 1, 2, 3, 4]),
      hi: bankHindiSchema.optional(),
    })
    .refine((q) => q.correct < q.options.length, { message: "correct names no option", path: ["correct"] })
    .refine((q) => !q.hi || q.hi.options.length === q.options.length, {
      message: "the Hindi needs as many options as the English",
      path: ["hi", "options"],
    })
    .superRefine(structureMatchesText),
);
export type SingleQuestion = z.infer<typeof singleQuestionSchema>;

/** JEE Advanced multiple correct: four options, one to four of them correct. */
export const multipleQuestionSchema = z.preprocess(
  withTextFromStructure,
  z
    .strictObject({
      ...questionBase,
      type: z.literal("multiple"),
      options: fourStrings,
      /** the correct options, ascending */
      correctAnswers: z.array(z.number().int().min(0).max(3)).min(1).max(4),
      hi: bankHindiSchema.extend({ options: fourStrings }).optional(),
    })
    .refine((q) => q.correctAnswers.every((n, i) => i === 0 || n > (q.correctAnswers[i - 1] ?? -1)), {
      message: "correct answers ascending, each once",
      path: ["correctAnswers"],
    })
    .superRefine(structureMatchesText),
);
export type MultipleQuestion = z.infer<typeof multipleQuestionSchema>;

/** Numerical value: no options; correct within [min, max] (min = max for an exact integer). */
export const numericalQuestionSchema = z.preprocess(
  withTextFromStructure,
  z
    .strictObject({
      ...questionBase,
      type: z.literal("numerical"),
      numericAnswer: z.strictObject({ min: z.number(), max: z.number() }),
      hi: z
        .strictObject({ text, structure: questionStructureSchema.optional(), explanation: text })
        .optional(),
    })
    .refine((q) => q.numericAnswer.min <= q.numericAnswer.max, {
      message: "min above max",
      path: ["numericAnswer"],
    })
    .superRefine(structureMatchesText),
);
export type NumericalQuestion = z.infer<typeof numericalQuestionSchema>;

/** A question of any type; the type picks the schema, so a bad item's problems name its own fields. */
export type ContentQuestion = SingleQuestion | MultipleQuestion | NumericalQuestion;

/** A question of any type; its type picks the schema, so a bad item's problems name its own fields. */
export const bankQuestionSchema = z.unknown().transform((value, ctx): ContentQuestion => {
  const type = typeof value === "object" && value !== null && "type" in value ? value.type : undefined;
  const schema =
    type === "multiple"
      ? multipleQuestionSchema
      : type === "numerical"
        ? numericalQuestionSchema
        : singleQuestionSchema;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

const questionKeys = z.array(text).min(1);

export const bankQuizSchema = z.strictObject({
  /** unique across all exams, e.g. "jee-practice-mechanics" */
  key: text,
  kind: z.enum(["practice", "mock", "past_paper"]),
  title: text,
  description: text,
  /** the title and description in Hindi */
  titleHi: text.optional(),
  descriptionHi: text.optional(),
  difficulty: difficultySchema,
  timeLimitMinutes: z.number().int().positive(),
  /** past_paper only: the year the set is styled after */
  year: z.number().int().optional(),
  /** past_paper only: true, these are original sample sets, never copied papers */
  isSample: z.boolean().optional(),
  /** practice quizzes: the question keys in order */
  questionKeys: questionKeys.optional(),
  /** mock tests and past papers: sections in paper order */
  sections: z
    .array(
      z.strictObject({
        name: text,
        timeLimitMinutes: z.number().int().positive().optional(),
        questionKeys,
      }),
    )
    .optional(),
  /** a paper marked unlike the exam's main one (JEE Advanced, UPSC CSAT) */
  markingScheme: markingSchema.optional(),
  /** that paper's own published cut-offs */
  cutoffs: examCutoffsSchema.optional(),
  /** a qualifying paper: cleared at this percent of maximum marks (UPSC CSAT: 33) */
  qualifyingPercent: z.number().positive().optional(),
  /** a full-length paper: the official paper it reproduces, whose question count and minutes it matches */
  fullLength: fullLengthPaperSchema.optional(),
});
export type ContentQuiz = z.infer<typeof bankQuizSchema>;

export const bankExamSectionSchema = z.strictObject({
  name: text,
  /** the name in Hindi, shown on the exam page when the interface is in Hindi */
  nameHi: text,
  subjects: z.array(text),
  /** sectional time limit of the real paper scaled to the mock, where the pattern has one */
  timeLimitMinutes: z.number().int().positive().optional(),
});
export type ExamSection = z.infer<typeof bankExamSectionSchema>;

export const bankExamFactsSchema = z.strictObject({
  key: examTypeSchema,
  /** short name shown in badges: "UPSC", "JEE", "NEET", "SSC", "Banking" */
  name: text,
  /** e.g. "UPSC Civil Services Examination" */
  fullName: text,
  description: text,
  ageLimit: text,
  duration: text,
  totalMarks: text,
  attempts: text,
  /** the paper's pattern in words, shown on the exam page */
  patternText: text,
  /** the year and notice this data follows, and where it is published (both also in Hindi) */
  pattern: examPatternSchema.extend({ noticeHi: text, sourceHi: text }),
  subjects: z.array(text),
  keyFeatures: z.array(text),
  eligibility: text,
  selectionCriteria: z.array(text),
  /** marks for a correct and a wrong answer in the paper modelled, per question type or section where set */
  marking: markingSchema.extend({ paper: text }),
  /** the facts above in Hindi, field for field (`pattern` is patternText, `markingPaper` is marking.paper) */
  factsHi: examFactsSchema,
  /** published cut-offs of the paper, where there is a figure in marks */
  cutoffs: examCutoffsSchema.optional(),
  sections: z.array(bankExamSectionSchema),
  /** the interface its mock tests and past papers open in (product.md section 9) */
  testInterface: testInterfaceSchema,
  /** the real paper, used to scale mock test time: minutes and number of questions */
  officialPaper: z.strictObject({
    minutes: z.number().int().positive(),
    questions: z.number().int().positive(),
  }),
});
export type ExamFacts = z.infer<typeof bankExamFactsSchema>;

/** subject -> its topics; every question's subject and topic must be listed */
const topicsSchema = z.record(text, z.array(text));

/** One exam's whole bank, as the seeder writes it. */
export const examBankSchema = z.strictObject({
  exam: bankExamFactsSchema,
  topics: topicsSchema,
  questions: z.array(bankQuestionSchema),
  /** passages and tables shared by sets of its questions */
  stimuli: z.array(bankStimulusSchema),
  quizzes: z.array(bankQuizSchema),
  /**
   * keys of quizzes an earlier seed wrote and this content replaced under a new key (a changed
   * pattern): the seeder unpublishes them where no admin has edited them since
   */
  retiredQuizKeys: z.array(text).optional(),
});
export type ExamContent = z.infer<typeof examBankSchema>;

/** content/bank/<exam>/exam.yaml: the exam, its topics and its data files in bank order. */
export const bankExamFileSchema = z.strictObject({
  exam: bankExamFactsSchema,
  topics: topicsSchema,
  retiredQuizKeys: z.array(text).optional(),
  /** the exam's other files in this folder; questions, stimuli and quizzes are read in this order */
  files: z.array(z.string().regex(/^[a-z0-9-]+\.yaml$/, "a file name such as paper-1.yaml")).min(1),
});
export type BankExamFile = z.infer<typeof bankExamFileSchema>;

/** One paper or topic set of an exam: its passages and tables, its questions and its quizzes. */
export const bankPartFileSchema = z.strictObject({
  stimuli: z.array(bankStimulusSchema).optional(),
  questions: z.array(bankQuestionSchema).optional(),
  quizzes: z.array(bankQuizSchema).optional(),
});
export type BankPartFile = z.infer<typeof bankPartFileSchema>;
