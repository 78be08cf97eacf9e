import { z } from "zod";
import { examTypeSchema, isoDateTime, quizKindSchema } from "./common";
import { bodyObject, idField, requiredText, wholeNumber } from "./fields";

/** Where a live test stands at a moment: before its window, inside it, or after its end. */
export const LIVE_TEST_PHASES = ["upcoming", "running", "ended"] as const;
export const liveTestPhaseSchema = z.enum(LIVE_TEST_PHASES);
export type LiveTestPhase = z.infer<typeof liveTestPhaseSchema>;

/** Results stay provisional while the key can still be challenged, final afterwards. */
export const liveResultStatusSchema = z.enum(["provisional", "final"]);
export type LiveResultStatus = z.infer<typeof liveResultStatusSchema>;

export const DEFAULT_CHALLENGE_HOURS = 24;
export const LIVE_TEST_NOT_FOUND = "Live test not found";
export const LIVE_TOP_SIZE = 10;

/** An instant with its offset ("2026-11-24T04:30:00Z", "2026-11-24T10:00:00+05:30"). */
const instant = z.string({ error: "must be a date and time" }).datetime({
  offset: true,
  error: "must be an ISO date and time with its offset (e.g. 2026-11-24T10:00:00+05:30)",
});

/** POST /api/admin/live-tests */
export const scheduleLiveTestBodySchema = bodyObject({
  quizId: idField(),
  startsAt: instant,
  endsAt: instant,
  /** how long after the end the provisional key can be challenged */
  challengeHours: wholeNumber(1, 24 * 14).optional(),
});
export type ScheduleLiveTestBody = z.infer<typeof scheduleLiveTestBodySchema>;

const liveTestBase = {
  id: z.number().int(),
  quizId: z.number().int(),
  title: z.string(),
  /** the paper's Hindi title, where it has one */
  titleHi: z.string().nullable(),
  examType: examTypeSchema,
  kind: quizKindSchema,
  timeLimit: z.number().int(),
  totalQuestions: z.number().int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  challengeClosesAt: isoDateTime,
  phase: liveTestPhaseSchema,
};

export const adminLiveTestSchema = z.object({
  ...liveTestBase,
  challengeHours: z.number().int(),
  cancelledAt: isoDateTime.nullable(),
  registered: z.number().int(),
  started: z.number().int(),
  challenges: z.number().int(),
});
export type AdminLiveTest = z.infer<typeof adminLiveTestSchema>;
export const adminLiveTestsResponseSchema = z.object({ liveTests: z.array(adminLiveTestSchema) });

export const liveTestChallengeSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  /** the question's number in the paper, from 1 */
  questionNumber: z.number().int(),
  reason: z.string(),
  createdAt: isoDateTime,
});
export type LiveTestChallenge = z.infer<typeof liveTestChallengeSchema>;

export const adminLiveTestChallengesResponseSchema = z.object({
  challenges: z.array(liveTestChallengeSchema.extend({ questionText: z.string(), learnerEmail: z.string() })),
});

/** One live test as a learner sees it in GET /api/live-tests. */
export const liveTestSchema = z.object({
  ...liveTestBase,
  registered: z.boolean(),
  /** the learner's live attempt, once started */
  attemptId: z.number().int().nullable(),
  submitted: z.boolean(),
});
export type LiveTest = z.infer<typeof liveTestSchema>;
export const liveTestsResponseSchema = z.object({
  serverNow: isoDateTime,
  liveTests: z.array(liveTestSchema),
});
export type LiveTestsResponse = z.infer<typeof liveTestsResponseSchema>;

export const liveStartResponseSchema = z.object({ attemptId: z.number().int(), quizId: z.number().int() });

/** GET /api/live-tests/{id}/results */
export const liveResultsSchema = z.object({
  liveTestId: z.number().int(),
  title: z.string(),
  titleHi: z.string().nullable(),
  status: liveResultStatusSchema,
  endsAt: isoDateTime,
  challengeClosesAt: isoDateTime,
  /** the candidates: everyone who started the live attempt */
  cohortSize: z.number().int(),
  maxMarks: z.number().nullable(),
  you: z
    .object({
      attemptId: z.number().int(),
      marks: z.number(),
      rank: z.number().int(),
      /** NTA: 100 x candidates scoring at or below you / cohort size, two decimals */
      percentile: z.number(),
      /** the paper's questions in order, for the challenge form */
      questionIds: z.array(z.number().int()),
    })
    .nullable(),
  top: z.array(z.object({ rank: z.number().int(), name: z.string(), marks: z.number() })),
  /** the challenges this learner raised */
  yourChallenges: z.array(liveTestChallengeSchema),
});
export type LiveResults = z.infer<typeof liveResultsSchema>;

/** POST /api/live-tests/{id}/challenges */
export const liveChallengeBodySchema = bodyObject({
  questionId: idField(),
  reason: requiredText(1000).pipe(z.string().min(10, "must say why, in at least 10 characters")),
});
