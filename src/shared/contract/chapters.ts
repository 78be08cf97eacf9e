import { z } from "zod";
import { attemptSheetSchema } from "./attempts";
import { difficultySchema, examTypeSchema, isoDateTime, questionTypeSchema } from "./common";

/**
 * Chapter-wise practice (product.md section 18): the exam's syllabus with the learner's coverage,
 * one chapter's figures, and a set of a chapter's questions started as an attempt.
 *
 *   GET  /api/exams/{examType}/syllabus                  -> SyllabusCoverage (anyone; counts only signed out)
 *   GET  /api/exams/{examType}/chapters/{chapter}        -> ChapterDetail (anyone; the learner's part signed in)
 *   POST /api/exams/{examType}/chapters/{chapter}/sets   -> ChapterSetStarted (signed in, every plan): a
 *        new attempt of the learner's own practice quiz of the chapter, opened at /quiz/{quizId}?attempt={attemptId}
 *
 * A chapter's questions are those a learner can already reach (in a published quiz that is not a
 * daily one), not deleted, and in no paper held for a live test. No answer here holds a key.
 */

/** How a set is chosen: never-answered questions first; questions last answered wrong; one difficulty. */
export const CHAPTER_SET_MODES = ["untried", "mistakes", "difficulty"] as const;
export const chapterSetModeSchema = z.enum(CHAPTER_SET_MODES);
export type ChapterSetMode = z.infer<typeof chapterSetModeSchema>;

export const CHAPTER_SET_SIZES = { min: 5, max: 30, default: 10 } as const;

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a chapter slug such as phy-kinematics")
  .max(80);

export const chapterParamsSchema = z.object({
  /** matched case-insensitively; an unknown exam is 404 "Exam Not Found" */
  examType: z.string().max(40),
  chapter: slug,
});

const count = z.number().int().nonnegative();

/** Figures of a chapter, unit or subject: questions in the bank and, signed in, the learner's part. */
export const coverageSchema = z.object({
  /** questions in the bank */
  total: count,
  /** distinct questions the learner has answered (null signed out) */
  answered: count.nullable(),
  /** percent of the learner's answers that were right, whole percent (null signed out or none yet) */
  accuracy: z.number().int().min(0).max(100).nullable(),
});
export type Coverage = z.infer<typeof coverageSchema>;

const named = { name: z.string(), nameHi: z.string() };

export const syllabusChapterCoverageSchema = coverageSchema.extend({ slug: z.string(), ...named });
export const syllabusUnitCoverageSchema = coverageSchema.extend({
  slug: z.string(),
  ...named,
  chapters: z.array(syllabusChapterCoverageSchema),
});
export const syllabusSubjectCoverageSchema = coverageSchema.extend({
  ...named,
  units: z.array(syllabusUnitCoverageSchema),
});

export const syllabusCoverageSchema = coverageSchema.extend({
  examType: examTypeSchema,
  title: z.string(),
  titleHi: z.string(),
  /** the document the tree follows and its year */
  source: z.object({ document: z.string(), issuer: z.string(), year: z.number().int() }),
  signedIn: z.boolean(),
  subjects: z.array(syllabusSubjectCoverageSchema),
});
export type SyllabusCoverage = z.infer<typeof syllabusCoverageSchema>;
export type SubjectCoverage = z.infer<typeof syllabusSubjectCoverageSchema>;
export type UnitCoverage = z.infer<typeof syllabusUnitCoverageSchema>;
export type ChapterCoverage = z.infer<typeof syllabusChapterCoverageSchema>;

/** One set of a chapter the learner started, newest first. */
export const chapterSetSchema = z.object({
  attemptId: z.number().int(),
  quizId: z.number().int(),
  mode: chapterSetModeSchema,
  difficulty: difficultySchema.nullable(),
  questions: count,
  startedAt: isoDateTime,
  /** null while it is still open */
  submittedAt: isoDateTime.nullable(),
  correct: count.nullable(),
});
export type ChapterSet = z.infer<typeof chapterSetSchema>;

export const chapterDetailSchema = z.object({
  examType: examTypeSchema,
  slug: z.string(),
  ...named,
  subject: z.object(named),
  unit: z.object({ slug: z.string(), ...named }),
  total: count,
  byDifficulty: z.object({ easy: count, medium: count, hard: count }),
  byType: z.array(z.object({ type: questionTypeSchema, count })),
  /** seconds per question at the exam's official pace (its full paper's minutes / questions) */
  paceSeconds: z.number().nonnegative(),
  /** null signed out */
  learner: z
    .object({
      answered: count,
      /** questions never answered (a skipped one counts as untried) */
      untried: count,
      /** questions whose latest answer was wrong: what "mistakes again" practises */
      mistakes: count,
      accuracy: z.number().int().min(0).max(100).nullable(),
      /** average seconds per answered question, one decimal (null: none timed yet) */
      averageSeconds: z.number().nonnegative().nullable(),
      recentSets: z.array(chapterSetSchema),
    })
    .nullable(),
});
export type ChapterDetail = z.infer<typeof chapterDetailSchema>;

export const startChapterSetBodySchema = z
  .object({
    mode: chapterSetModeSchema,
    /** the difficulty a "difficulty" set keeps to */
    difficulty: difficultySchema.optional(),
    size: z
      .number()
      .int()
      .min(CHAPTER_SET_SIZES.min)
      .max(CHAPTER_SET_SIZES.max)
      .default(CHAPTER_SET_SIZES.default),
  })
  .superRefine((body, ctx) => {
    if (body.mode === "difficulty" && body.difficulty === undefined)
      ctx.addIssue({ code: "custom", path: ["difficulty"], message: "is required for a set by difficulty" });
  });
export type StartChapterSetBody = z.input<typeof startChapterSetBodySchema>;

export const chapterSetStartedSchema = z.object({
  sheet: attemptSheetSchema,
  /** questions in the set: fewer than asked when the chapter has fewer left for the mode */
  questions: count,
  asked: count,
});
export type ChapterSetStarted = z.infer<typeof chapterSetStartedSchema>;

export const CHAPTER_NOT_FOUND = "Chapter not found in this exam's syllabus";
export const NO_QUESTIONS_IN_CHAPTER = "This chapter has no questions yet";
export const NO_MISTAKES_YET = "No mistakes to practise yet in this chapter";
export const NO_QUESTIONS_OF_DIFFICULTY = "This chapter has no questions of that difficulty";
