import { z } from "zod";
import { examTypeSchema, istDaySchema } from "./common";
import { bodyObject } from "./fields";

export const MAX_PLAN_DAYS = 730;
export const EXAM_DATE_NOT_FUTURE = "Exam date must be after today";
export const EXAM_DATE_TOO_FAR = `Exam date must be within ${MAX_PLAN_DAYS} days`;

/** PUT /api/user/study-plan: the exam, its date (after today, IST) and optionally the hours a day. */
export const studyPlanBodySchema = bodyObject({
  examType: examTypeSchema,
  examDate: istDaySchema.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "is not a real date"),
  hoursPerDay: z
    .number()
    .min(0.5, "must be at least 0.5")
    .max(16, "must be at most 16")
    .nullable()
    .optional(),
});
export type StudyPlanBody = z.infer<typeof studyPlanBodySchema>;

const targetsSchema = z.object({
  questions: z.number().int(),
  reviewCards: z.number().int(),
  mocks: z.number().int(),
});
export type StudyTargets = z.infer<typeof targetsSchema>;

export const planWeekSchema = z.object({
  weekStart: istDaySchema,
  from: istDaySchema,
  to: istDaySchema,
  days: z.number().int(),
  phase: z.enum(["practice", "revision"]),
  /** each study day of the week */
  daily: z.object({
    questions: z.number().int(),
    reviewCards: z.number().int(),
    topics: z.array(z.object({ subject: z.string(), topic: z.string(), questions: z.number().int() })),
  }),
  mocks: z.number().int(),
  /** the week as a whole */
  target: targetsSchema,
});
export type PlanWeek = z.infer<typeof planWeekSchema>;

export const focusTopicSchema = z.object({
  subject: z.string(),
  topic: z.string(),
  /** weak: under 70% accuracy; new: fewer than 2 answers; practice: nothing weak or new is left */
  reason: z.enum(["weak", "new", "practice"]),
  answered: z.number().int(),
  accuracy: z.number().nullable(),
});

/** A study plan, recomputed from the learner's current data (rules in src/domain/study-plan.ts). */
export const studyPlanSchema = z.object({
  examType: examTypeSchema,
  examName: z.string(),
  examDate: istDaySchema,
  hoursPerDay: z.number(),
  /** the hours the learner set; null when the plan uses its default */
  hoursPerDaySet: z.number().nullable(),
  today: istDaySchema,
  daysLeft: z.number().int(),
  revisionFrom: istDaySchema,
  dueReviewCards: z.number().int(),
  mocksAvailable: z.number().int(),
  focusTopics: z.array(focusTopicSchema),
  weeks: z.array(planWeekSchema),
  thisWeek: z
    .object({ from: istDaySchema, to: istDaySchema, target: targetsSchema, done: targetsSchema })
    .nullable(),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

/** GET /api/user/study-plan: the plan, or null before the learner has set one. */
export const studyPlanResponseSchema = z.object({ plan: studyPlanSchema.nullable() });
export type StudyPlanResponse = z.infer<typeof studyPlanResponseSchema>;
