import { z } from "zod";
import { EXAM_TYPES, isoDateTime } from "./common";
import { bodyObject, idField, oneOf, plainText, wholeNumber } from "./fields";
import { finishedBySchema } from "./live-tests";

/**
 * Assignments (product.md section 16): a teacher assigns one paper to some of the institute's
 * batches, open between two instants, with a number of attempts, the time the key shows and extra
 * time for named learners (minutes per hour of the paper: a scribe's 20).
 */

/** When a learner sees the key and their marks: once they submit, or once the assignment closes for all. */
export const KEY_SHOWN = ["after_submit", "after_close"] as const;
export type KeyShown = (typeof KEY_SHOWN)[number];

/** Where an assignment stands for one learner (GET /api/user/assignments). */
export const LEARNER_ASSIGNMENT_STATES = ["upcoming", "due", "closing_soon", "done", "missed"] as const;
export type LearnerAssignmentState = (typeof LEARNER_ASSIGNMENT_STATES)[number];

export const MAX_ATTEMPTS_ALLOWED = 20;
/** Extra time is at most the paper's own length again (60 minutes per hour). */
export const MAX_EXTRA_MINUTES_PER_HOUR = 60;
export const MAX_BATCHES_PER_ASSIGNMENT = 50;
export const MAX_EXTRA_TIME_LEARNERS = 200;

export const ASSIGNMENT_NOT_FOUND = "Assignment not found";

const MAX_ID = 2_147_483_647;
const pathId = () => z.coerce.number().int().positive().max(MAX_ID);

export const assignmentParamsSchema = z.object({ instituteId: pathId(), assignmentId: pathId() });
export const ownAssignmentParamsSchema = z.object({ assignmentId: pathId() });
export const assignmentsQuerySchema = z.object({ batchId: pathId().optional() });

/** An instant with its offset ("2026-11-24T04:30:00Z", "2026-11-24T10:00:00+05:30"). */
const instant = z.string({ error: "must be a date and time" }).datetime({
  offset: true,
  error: "must be an ISO date and time with its offset (e.g. 2026-11-24T10:00:00+05:30)",
});

export const extraTimeSchema = z.object({
  userId: idField(),
  minutesPerHour: wholeNumber(1, MAX_EXTRA_MINUTES_PER_HOUR),
});

/** POST /api/institutes/{id}/assignments, and PATCH of one before it opens (the whole of it again). */
export const assignmentBodySchema = bodyObject({
  quizId: idField(),
  batchIds: z
    .array(idField(), {
      error: (i) => (i.input === undefined ? "is required" : "must be a list of batch ids"),
    })
    .min(1, "must name at least one batch")
    .max(MAX_BATCHES_PER_ASSIGNMENT, `must name at most ${MAX_BATCHES_PER_ASSIGNMENT} batches`),
  opensAt: instant,
  closesAt: instant,
  attemptsAllowed: wholeNumber(1, MAX_ATTEMPTS_ALLOWED).default(1),
  keyShown: oneOf(KEY_SHOWN).default("after_close"),
  note: plainText(2000).default(""),
  extraTime: z
    .array(extraTimeSchema, { error: "must be a list of {userId, minutesPerHour}" })
    .max(MAX_EXTRA_TIME_LEARNERS, `must name at most ${MAX_EXTRA_TIME_LEARNERS} learners`)
    .default([]),
});
export type AssignmentBody = z.input<typeof assignmentBodySchema>;

/** One assignment as its institute's staff see it. */
export const assignmentSchema = z.object({
  id: z.number().int(),
  instituteId: z.number().int(),
  quizId: z.number().int(),
  title: z.string(),
  timeLimit: z.number().int(),
  batches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  opensAt: isoDateTime,
  closesAt: isoDateTime,
  attemptsAllowed: z.number().int(),
  keyShown: z.enum(KEY_SHOWN),
  note: z.string(),
  extraTime: z.array(
    z.object({ userId: z.number().int(), email: z.string(), minutesPerHour: z.number().int() }),
  ),
  cancelledAt: isoDateTime.nullable(),
  /** learners who submitted at least once */
  submitted: z.number().int(),
  createdAt: isoDateTime,
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentsResponseSchema = z.array(assignmentSchema);

/** A row of an assignment's merit list: the learner's best submitted attempt. */
export const assignmentMeritRowSchema = z.object({
  rank: z.number().int(),
  /** the learner: their history is GET /api/institutes/{id}/learners/{userId}/history */
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  marks: z.number(),
  sections: z.array(z.object({ name: z.string(), marks: z.number() })),
  timeTakenSeconds: z.number().int().nullable(),
  submittedAt: isoDateTime,
  finishedBy: finishedBySchema,
  attemptId: z.number().int(),
});
export type AssignmentMeritRow = z.infer<typeof assignmentMeritRowSchema>;

export const assignmentMeritListSchema = z.object({
  assignmentId: z.number().int(),
  title: z.string(),
  closesAt: isoDateTime,
  maxMarks: z.number().nullable(),
  sectionNames: z.array(z.string()),
  cohortSize: z.number().int(),
  rows: z.array(assignmentMeritRowSchema),
});
export type AssignmentMeritList = z.infer<typeof assignmentMeritListSchema>;

/** One assignment as a learner sees it, across every institute whose batch they are in. */
export const learnerAssignmentSchema = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  title: z.string(),
  titleHi: z.string().nullable(),
  timeLimit: z.number().int(),
  instituteName: z.string(),
  batchNames: z.array(z.string()),
  opensAt: isoDateTime,
  closesAt: isoDateTime,
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  keyShown: z.enum(KEY_SHOWN),
  note: z.string(),
  /** the extra time the institute gave this learner, minutes per hour (0: none) */
  extraMinutesPerHour: z.number().int(),
  state: z.enum(LEARNER_ASSIGNMENT_STATES),
  /** the attempt in progress, to resume */
  openAttemptId: z.number().int().nullable(),
  /** the learner's latest submitted attempt, for its result */
  lastAttemptId: z.number().int().nullable(),
  /** after the close: the learner's rank among everyone who submitted ("rank 3 of 41") */
  standing: z.object({ rank: z.number().int(), of: z.number().int(), marks: z.number() }).nullable(),
});
export type LearnerAssignment = z.infer<typeof learnerAssignmentSchema>;
export const learnerAssignmentsResponseSchema = z.array(learnerAssignmentSchema);

/** A paper staff may assign: the institute's own (listed first) or a published one of the site. */
export const assignablePaperSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleHi: z.string().nullable(),
  examType: z.enum(EXAM_TYPES),
  timeLimit: z.number().int(),
  /** the institute's own paper (decision 0059), or the site's */
  source: z.enum(["institute", "public"]),
});
export type AssignablePaper = z.infer<typeof assignablePaperSchema>;
export const assignablePapersResponseSchema = z.array(assignablePaperSchema);
