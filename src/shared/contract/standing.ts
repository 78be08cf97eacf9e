import { z } from "zod";
import { examTypeSchema, istDaySchema } from "./common";

/**
 * Standing: progress, streaks, performance over time, the weekly leaderboard and preparedness
 * analytics. Every day is an IST calendar day ("YYYY-MM-DD"); every week starts Monday 00:00 IST.
 * Percentages are numbers from 0 to 100 rounded to one decimal unless a field says otherwise.
 */

// ---------------------------------------------------------------- GET /api/user/progress

export const userProgressSchema = z.object({
  /** consecutive IST days, ending today or yesterday, with at least one submitted attempt */
  dailyStreak: z.number().int().nonnegative(),
  /** submitted attempts (retakes included) */
  testsCompleted: z.number().int().nonnegative(),
  /** mean of max(marks, 0) / maxMarks × 100 over submitted attempts, 2 decimals ("71.25"); "0" when none */
  averageScore: z.string(),
  /** all-time leaderboard points */
  totalPoints: z.number().int().nonnegative(),
});
export type UserProgress = z.infer<typeof userProgressSchema>;

// ---------------------------------------------------------------- GET /api/user/streak

/** How many IST days the streak calendar covers, ending today (12 weeks). */
export const STREAK_CALENDAR_DAYS = 84;

export const userStreakSchema = z.object({
  current: z.number().int().nonnegative(),
  longest: z.number().int().nonnegative(),
  /** the IST days with at least one submitted attempt among the STREAK_CALENDAR_DAYS ending today, oldest first */
  activeDays: z.array(istDaySchema),
  /** today's IST day (the last day of the calendar) */
  today: istDaySchema,
  /** the first IST day of the calendar: today − (STREAK_CALENDAR_DAYS − 1) */
  windowStart: istDaySchema,
});
export type UserStreak = z.infer<typeof userStreakSchema>;

// ---------------------------------------------------------------- GET /api/user/performance

/** How many IST days the performance timeline covers, ending today. */
export const PERFORMANCE_TIMELINE_DAYS = 30;

export const examPerformanceSchema = z.object({
  examType: examTypeSchema,
  /** submitted attempts of this exam's quizzes */
  attempts: z.number().int().nonnegative(),
  /** correct / answered (skipped excluded) × 100 over all this exam's answers; 0 when nothing answered */
  accuracy: z.number(),
  /** mean of max(marks, 0) / maxMarks × 100 over the attempts */
  averagePercent: z.number(),
  /** all-time points earned on this exam */
  points: z.number().int().nonnegative(),
});

export const subjectPerformanceSchema = z.object({
  examType: examTypeSchema,
  subject: z.string(),
  /** answered (not skipped) questions */
  attempted: z.number().int().nonnegative(),
  /** correct / attempted × 100; 0 when nothing answered */
  accuracy: z.number(),
});

export const timelineDaySchema = z.object({
  day: istDaySchema,
  /** points earned by attempts submitted that day */
  points: z.number().int().nonnegative(),
  /** submitted attempts that day */
  attempts: z.number().int().nonnegative(),
  /** correct / answered × 100 over that day's answers; null when nothing was answered that day */
  accuracy: z.number().nullable(),
  /** mean of max(marks, 0) / maxMarks × 100 over that day's attempts; null when no attempt that day */
  marksPercent: z.number().nullable(),
});

export const GOAL_IDS = ["streak-30", "monthly-average-85", "mock-tests-10", "accuracy-90"] as const;

export const goalSchema = z.object({
  id: z.enum(GOAL_IDS),
  /** in English ("30-day streak"), kept for older clients: the app words the title by `id` and `target` */
  title: z.string(),
  target: z.number(),
  /** the learner's figure now, in the goal's unit */
  current: z.number(),
  unit: z.enum(["days", "percent", "tests"]),
  /** min(current / target, 1) × 100, rounded to one decimal: for a progress bar */
  progressPercent: z.number(),
  achieved: z.boolean(),
});
export type Goal = z.infer<typeof goalSchema>;

export const userPerformanceSchema = z.object({
  /** one row per exam the learner has submitted attempts in, in the exams' order */
  byExam: z.array(examPerformanceSchema),
  /** one row per exam and subject the learner has answers in, by exam then subject */
  bySubject: z.array(subjectPerformanceSchema),
  /** PERFORMANCE_TIMELINE_DAYS entries, one per IST day, oldest first, ending today */
  timeline: z.array(timelineDaySchema),
  goals: z.array(goalSchema),
});
export type UserPerformance = z.infer<typeof userPerformanceSchema>;

// ---------------------------------------------------------------- GET /api/leaderboard, GET /api/user/rank

/** How many rows the weekly leaderboard shows; the 'You' row appears when the user's rank is greater. */
export const LEADERBOARD_SIZE = 10;

/** ?examType= optional: absent means every exam together. */
export const leaderboardQuerySchema = z.object({ examType: examTypeSchema.optional() });
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  /** the user's id */
  id: z.number().int(),
  /** competition rank: ties share a rank (1, 2, 2, 4) */
  rank: z.number().int().positive(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** the learner deleted their account: no name is left, the row is shown as a deleted learner */
  deleted: z.boolean(),
  /** points earned this IST week (for the chosen exam, or all exams) */
  totalPoints: z.number().int().nonnegative(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  /** at most LEADERBOARD_SIZE rows, highest points first (ties ordered by user id) */
  entries: z.array(leaderboardEntrySchema),
  /** users with more than 0 points this week (for the chosen exam) */
  participants: z.number().int().nonnegative(),
  /** the Monday (IST) starting this week */
  weekStart: istDaySchema,
  /** the filter applied: an exam key, or "all" */
  examType: z.union([examTypeSchema, z.literal("all")]),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const userRankSchema = z.object({
  /** 1 + users with strictly more points this week; null when the user has no points this week */
  rank: z.number().int().positive().nullable(),
  /** the user's points this week */
  points: z.number().int().nonnegative(),
  participants: z.number().int().nonnegative(),
  weekStart: istDaySchema,
  examType: z.union([examTypeSchema, z.literal("all")]),
});
export type UserRank = z.infer<typeof userRankSchema>;

// ---------------------------------------------------------------- GET /api/analytics/preparedness/{examType}

export const preparednessParamsSchema = z.object({ examType: examTypeSchema });

export const subjectScoreSchema = z.object({
  subject: z.string(),
  /** accuracy: correct / answered × 100 (skipped excluded) */
  score: z.number(),
  /** answered (not skipped) questions in this subject */
  questionsAttempted: z.number().int().nonnegative(),
  /** accuracy over the last 7 IST days − accuracy over the 7 days before, in percentage points; 0 if either has < 5 answers */
  improvement: z.number(),
  /** hours per week */
  recommendedStudyTime: z.number().int().positive(),
  /** at most 2 topic names */
  strongTopics: z.array(z.string()).max(2),
  /** at most 2 topic names */
  weakTopics: z.array(z.string()).max(2),
  /** questionsAttempted ≥ 10: below it the score, study time and topics show "Not enough data yet" */
  enoughData: z.boolean(),
  /** both 7-day periods have ≥ 5 answers; when false `improvement` is not a comparison (shown as not enough data) */
  improvementKnown: z.boolean(),
  /** answered questions in the last 7 IST days and the 7 before: what `improvement` rests on */
  improvementAnswers: z.object({
    recent: z.number().int().nonnegative(),
    earlier: z.number().int().nonnegative(),
  }),
  /** topics with ≥ 2 answered questions, the only ones judged strong or weak */
  topicsRated: z.number().int().nonnegative(),
  /**
   * ability in the subject on the item-response model's logit scale (src/domain/irt.ts): from the
   * first answer to each question, at the calibrated difficulties (0 for a question not yet calibrated)
   */
  ability: z.object({
    theta: z.number(),
    standardError: z.number(),
    responses: z.number().int().nonnegative(),
  }),
});
export type SubjectScore = z.infer<typeof subjectScoreSchema>;

/**
 * One piece of advice (src/domain/analytics.ts, formula H), as data the page words in the reader's
 * language: subject and topic names as the bank keys them, figures as whole numbers.
 */
export const recommendationSchema = z.discriminatedUnion("kind", [
  /** no answer in this exam yet */
  z.object({ kind: z.literal("take_a_quiz") }),
  /** a weak topic: its accuracy (whole percent) over its answered questions */
  z.object({
    kind: z.literal("revise_topic"),
    topic: z.string(),
    subject: z.string(),
    /** the topic's name already names its subject ("Some Basic Concepts in Chemistry") */
    topicNamesSubject: z.boolean(),
    accuracy: z.number().int(),
    answered: z.number().int().positive(),
  }),
  /** a subject of the pattern with no answered question */
  z.object({ kind: z.literal("start_subject"), subject: z.string() }),
  /** nothing weak, everything practised: the lowest-scoring subject (whole percent) */
  z.object({ kind: z.literal("keep_practising"), subject: z.string(), score: z.number().int() }),
  /** no subject has the answers a score needs */
  z.object({ kind: z.literal("answer_more"), minimum: z.number().int().positive() }),
]);
export type Recommendation = z.infer<typeof recommendationSchema>;

export const preparednessResponseSchema = z.object({
  examType: examTypeSchema,
  /** pattern-weighted mean of the subject scores (0 when no data) */
  overallScore: z.number(),
  /** answered questions of this exam: what the overall score rests on */
  questionsAnswered: z.number().int().nonnegative(),
  /** questionsAnswered ≥ 20: below it the overall score shows "Not enough data yet" (src/domain/analytics.ts, I) */
  enoughData: z.boolean(),
  /** one card per subject with at least one answered question, in the exam's section order */
  subjectScores: z.array(subjectScoreSchema),
  /** the exam's subjects the learner has not answered any question in */
  unpractisedSubjects: z.array(z.string()),
  recommendations: z.array(recommendationSchema),
  /** false when the learner has answered no question of this exam */
  hasData: z.boolean(),
  /** the answers each figure needs before it is shown (src/domain/analytics.ts, formula I), for the page's text */
  minimums: z.object({
    subject: z.number().int().positive(),
    overall: z.number().int().positive(),
    improvement: z.number().int().positive(),
    topic: z.number().int().positive(),
  }),
});
export type PreparednessResponse = z.infer<typeof preparednessResponseSchema>;
