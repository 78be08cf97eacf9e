import { z } from "zod";
import { adminQuestionSchema } from "./admin";
import { examTypeSchema, isoDateTime, quizKindSchema } from "./common";
import { bodyObject, idField, oneOf, requiredText, wholeNumber } from "./fields";

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
  /** when the final results were published; null while they are provisional */
  finalPublishedAt: isoDateTime.nullable(),
  status: liveResultStatusSchema,
  registered: z.number().int(),
  started: z.number().int(),
  challenges: z.number().int(),
  /** challenges still without a reply */
  unanswered: z.number().int(),
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
  /** the admin's reply, once written */
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
});
export type LiveTestChallenge = z.infer<typeof liveTestChallengeSchema>;

export const adminLiveTestChallengeSchema = liveTestChallengeSchema.extend({
  questionText: z.string(),
  learnerEmail: z.string(),
  learnerName: z.string(),
  /** the question as the admin panel edits it, for Correct key */
  question: adminQuestionSchema.nullable(),
});
export type AdminLiveTestChallenge = z.infer<typeof adminLiveTestChallengeSchema>;
export const adminLiveTestChallengesResponseSchema = z.object({
  challenges: z.array(adminLiveTestChallengeSchema),
});

/** PUT /api/admin/live-tests/{id}/challenges/{challengeId}/reply */
export const challengeReplyParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  challengeId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const challengeReplyBodySchema = bodyObject({ reply: requiredText(2000) });
export type ChallengeReplyBody = z.infer<typeof challengeReplyBodySchema>;

/** How a candidate's attempt came to be submitted: by them, or by the server at the deadline. */
export const FINISHED_BY = ["learner", "server"] as const;
export const finishedBySchema = z.enum(FINISHED_BY);
export type FinishedBy = z.infer<typeof finishedBySchema>;

export const MERIT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_MERIT_PAGE_SIZE = 50;

/** GET /api/admin/live-tests/{id}/merit-list?page=&pageSize= */
export const meritListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "must be a page number" })
    .int("must be a whole page number")
    .min(1, "must be at least 1")
    .max(100_000, "is too large")
    .default(1),
  pageSize: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(200, "must be at most 200")
    .default(DEFAULT_MERIT_PAGE_SIZE),
});
export type MeritListQuery = z.input<typeof meritListQuerySchema>;

/** GET /api/admin/live-tests/{id}/merit-list/download?format= */
export const MERIT_LIST_FORMATS = ["csv", "xlsx"] as const;
export const meritListDownloadQuerySchema = z.object({ format: oneOf(MERIT_LIST_FORMATS) });
export type MeritListFormat = (typeof MERIT_LIST_FORMATS)[number];
/** The download's bytes are the file itself (not JSON), of this type, named by Content-Disposition. */
export const MERIT_LIST_CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const satisfies Record<MeritListFormat, string>;

export const meritRowSchema = z.object({
  rank: z.number().int(),
  /** the candidate's full name as on their account ("Candidate" when they gave none) */
  name: z.string(),
  email: z.string(),
  marks: z.number(),
  /** marks per section in paper order; empty when the paper lists no sections */
  sections: z.array(z.object({ name: z.string(), marks: z.number() })),
  /** NTA: 100 x candidates at or below / cohort, two decimals */
  percentile: z.number(),
  /** seconds from start to submit as the server counted them */
  timeTakenSeconds: z.number().int().nullable(),
  finishedBy: finishedBySchema,
  attemptId: z.number().int(),
});
export type MeritRow = z.infer<typeof meritRowSchema>;

export const meritListSchema = z.object({
  liveTestId: z.number().int(),
  title: z.string(),
  status: liveResultStatusSchema,
  cohortSize: z.number().int(),
  maxMarks: z.number().nullable(),
  /** the paper's sections in order, the columns of `sections` */
  sectionNames: z.array(z.string()),
  page: z.number().int(),
  pageSize: z.number().int(),
  rows: z.array(meritRowSchema),
});
export type MeritList = z.infer<typeof meritListSchema>;

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
