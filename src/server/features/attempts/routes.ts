import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { arrivedAt } from "~/server/http/arrival-time";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { TtlCache } from "~/server/lib/ttl-cache";
import { isRunningCandidate, resultAsShown } from "~/server/papers/live-hold";
import { answerPaceSchema } from "~/shared/contract/answer-pace";
import {
  attemptResultSchema,
  attemptSheetSchema,
  paperOpeningQuerySchema,
  paperOpeningSchema,
  saveAnswersBodySchema,
  saveAnswersResponseSchema,
  startAttemptBodySchema,
  submitAttemptBodySchema,
  userAttemptsResponseSchema,
} from "~/shared/contract/attempts";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import { type AnswerShapes, loadAnswerShapes, refuseMisshapedSheet } from "./answer-shapes";
import { getAttemptPace } from "./attempt-pace";
import { getAttemptResult } from "./attempt-result";
import { listUserAttempts } from "./list-user-attempts";
import { loadMarksHistogram } from "./marks-histogram";
import { openPaper } from "./open-paper";
import { refuseLockedPractice } from "./practice-guard";
import { retakeWrong } from "./retake-wrong";
import { saveAnswers } from "./save-answers";
import { sealedAttemptResult, sealedUnscoredResult, sealLiveSubmission } from "./seal-submission";
import { cachedSealedPapers } from "./sealed-papers";
import { startAttempt } from "./start-attempt";
import { type RecentMarksHistogram, submitAttempt } from "./submit-attempt";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export function attemptRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per-instance histograms of each quiz's first-attempt marks for config.standingCacheMs (2 s; 0 in
  // tests, which counts exactly): the percentile a submit answers is then against the other
  // learners' first attempts as of at most that long ago (never older: staleMs 0), without
  // counting them all per submit. The result page (GET /api/attempts/{id}) counts exactly.
  const cacheMs = ctx.config.standingCacheMs;
  const histograms =
    cacheMs > 0 ? new TtlCache<RecentMarksHistogram>(cacheMs, { maxKeys: 512, staleMs: 0 }) : undefined;
  const marksHistogram =
    histograms &&
    ((quizId: number) =>
      histograms.get(String(quizId), async () => {
        const loadedAt = ctx.now();
        return { histogram: await loadMarksHistogram(ctx.db, quizId), loadedAt };
      }));

  // Per-instance shapes of each quiz's questions for quizCacheMs (10 s; 0 in tests), so a live submit
  // is refused 400 for a misshapen answer before its sheet is sealed, with no read of the key.
  const shapes =
    ctx.config.quizCacheMs > 0
      ? new TtlCache<AnswerShapes>(ctx.config.quizCacheMs, { maxKeys: 256 })
      : undefined;
  const answerShapes = (quizId: number) =>
    shapes
      ? shapes.get(String(quizId), () => loadAnswerShapes(ctx.db, quizId))
      : loadAnswerShapes(ctx.db, quizId);
  const sealedPapers = cachedSealedPapers(ctx, answerShapes);

  r.get(
    "/api/quiz/:id/opening",
    {
      preValidation: userOnly,
      schema: {
        params: idParamsSchema,
        querystring: paperOpeningQuerySchema,
        response: { 200: paperOpeningSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const quizId = request.params.id;
      const { attemptId, liveTestId } = request.query;
      const now = ctx.now();
      // a live test's candidate opens its paper's cover before starting: the live rules, not practice's
      const forLiveTest =
        liveTestId !== undefined &&
        (await isRunningCandidate(ctx.db, { liveTestId, quizId, userId: user.id, now }));
      if (!forLiveTest) await refuseLockedPractice(ctx.db, user, { quizId, attemptId, now });
      // the attempt in progress changes with every save: never from a cache
      reply.header("cache-control", "no-store");
      return openPaper(ctx.db, {
        userId: user.id,
        quizId,
        now,
        attemptId,
        allowUnpublished: user.role === "admin",
      });
    },
  );

  r.post(
    "/api/quiz/:id/start",
    {
      preValidation: userOnly,
      schema: {
        params: idParamsSchema,
        body: startAttemptBodySchema,
        response: { 200: attemptSheetSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const now = ctx.now();
      await refuseLockedPractice(ctx.db, user, {
        quizId: request.params.id,
        attemptId: request.body?.attemptId,
        now,
      });
      return startAttempt(ctx.db, {
        userId: user.id,
        quizId: request.params.id,
        now,
        attemptId: request.body?.attemptId,
        allowUnpublished: user.role === "admin",
      });
    },
  );

  r.put(
    "/api/attempts/:id/answers",
    {
      preValidation: userOnly,
      config: { deferUnderLoad: true },
      schema: {
        params: idParamsSchema,
        body: saveAnswersBodySchema,
        response: { 200: saveAnswersResponseSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const saved = await saveAnswers(ctx.db, {
        attemptId: request.params.id,
        userId: user.id,
        now: arrivedAt(ctx.now, reply),
        ...request.body,
      });
      ctx.metrics?.answerSaves.inc();
      return saved;
    },
  );

  r.post(
    "/api/quiz/:id/submit",
    {
      preValidation: userOnly,
      config: { rateLimit: "submit" },
      schema: {
        params: idParamsSchema,
        body: submitAttemptBodySchema,
        response: { 200: attemptResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // score, totalQuestions and timeSpent are ignored: the server scores and keeps the time
      const { attemptId, answers, questionTimes, guessed } = request.body;
      const now = arrivedAt(ctx.now, reply);
      refuseMisshapedSheet(await answerShapes(request.params.id), answers);
      // a live attempt's sheet is sealed in one statement and scored by the queue (decision 0056)
      const sealed = await sealLiveSubmission(ctx.db, {
        attemptId,
        userId: user.id,
        quizId: request.params.id,
        submit: { answers, ...(questionTimes ? { questionTimes } : {}), ...(guessed ? { guessed } : {}) },
        now,
      });
      if (sealed.status === "sealed") {
        ctx.metrics?.submits.inc({ by: "learner" });
        // the paper with the learner's own answers as sealed, unmarked until the window's end
        if (sealed.sheet) return sealedAttemptResult(sealedPapers, sealed.sheet, sealed.endsAt);
        // scored meanwhile: the stored result below
        const unscored = await sealedUnscoredResult(ctx.db, { attemptId, userId: user.id, now });
        if (unscored) return unscored;
      }
      const result = await submitAttempt(ctx.db, {
        shownAt: ctx.now(),
        attemptId,
        userId: user.id,
        quizId: request.params.id,
        answers,
        ...(questionTimes ? { questionTimes } : {}),
        ...(guessed ? { guessed } : {}),
        now,
        marksHistogram,
      });
      // a repeated submit (answered the first result) counts again: this counts learners' submits
      ctx.metrics?.submits.inc({ by: "learner" });
      return result;
    },
  );

  r.get(
    "/api/attempts/:id",
    {
      preValidation: userOnly,
      schema: { params: idParamsSchema, response: { 200: attemptResultSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      const attemptId = request.params.id;
      const unscored = await sealedUnscoredResult(ctx.db, { attemptId, userId: user.id, now: ctx.now() });
      if (unscored) return unscored;
      const result = await getAttemptResult(ctx.db, { attemptId, userId: user.id });
      return resultAsShown(ctx.db, result, ctx.now());
    },
  );

  r.get(
    "/api/attempts/:id/pace",
    {
      preValidation: userOnly,
      schema: { params: idParamsSchema, response: { 200: answerPaceSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return getAttemptPace(ctx.db, { attemptId: request.params.id, userId: user.id });
    },
  );

  r.post(
    "/api/attempts/:id/retake-wrong",
    {
      preValidation: userOnly,
      schema: { params: idParamsSchema, response: { 200: attemptSheetSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return retakeWrong(ctx.db, { attemptId: request.params.id, userId: user.id, now: ctx.now() });
    },
  );

  r.get(
    "/api/user/attempts",
    {
      preValidation: userOnly,
      schema: { response: { 200: userAttemptsResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return listUserAttempts(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );
}
