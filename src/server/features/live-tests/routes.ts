import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "~/server/context";
import { adminOnly, requireAdmin, requireUser, userOnly } from "~/server/http/auth-guard";
import { meritListCsv, meritListFileName, meritListXlsx } from "~/server/reports/merit-list-files";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import {
  adminLiveTestChallengeSchema,
  adminLiveTestChallengesResponseSchema,
  adminLiveTestSchema,
  adminLiveTestsResponseSchema,
  challengeReplyBodySchema,
  challengeReplyParamsSchema,
  liveChallengeBodySchema,
  liveResultsSchema,
  liveStartResponseSchema,
  liveTestChallengeSchema,
  liveTestSchema,
  liveTestsResponseSchema,
  MERIT_LIST_CONTENT_TYPES,
  meritListDownloadQuerySchema,
  meritListQuerySchema,
  meritListSchema,
  scheduleLiveTestBodySchema,
} from "~/shared/contract/live-tests";
import { listLiveTestChallenges, replyToChallenge } from "./admin-challenges";
import { cancelLiveTest, listAdminLiveTests, scheduleLiveTest } from "./admin-live-tests";
import { listLiveTests, registerForLiveTest } from "./learner-live-tests";
import { raiseChallenge } from "./live-challenges";
import { liveResults } from "./live-results";
import { findLiveTest } from "./live-test-rows";
import { meritList, meritSheetOf } from "./merit-list";
import { publishFinalResults } from "./publish-final";
import { startLiveAttempt } from "./start-live-attempt";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Live all-India tests: scheduling (admin), registration, the live attempt, results and key challenges. */
export function liveTestRoutes(app: FastifyInstance, ctx: AppContext, publicQuizzes: { drop(): void }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/live-tests",
    { preValidation: userOnly, schema: { response: { 200: liveTestsResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return listLiveTests(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );

  r.post(
    "/api/live-tests/:id/register",
    {
      preValidation: userOnly,
      schema: { params: idParamsSchema, response: { 200: liveTestSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      // live tests are in every plan (product rule 14): the plan rule is for practice only
      const test = await findLiveTest(ctx.db, request.params.id);
      return registerForLiveTest(ctx.db, { liveTestId: test.id, userId: user.id, now: ctx.now() });
    },
  );

  r.post(
    "/api/live-tests/:id/start",
    {
      preValidation: userOnly,
      schema: { params: idParamsSchema, response: { 200: liveStartResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      const test = await findLiveTest(ctx.db, request.params.id);
      return startLiveAttempt(ctx.db, { liveTestId: test.id, userId: user.id, now: ctx.now() });
    },
  );

  r.get(
    "/api/live-tests/:id/results",
    {
      preValidation: userOnly,
      schema: { params: idParamsSchema, response: { 200: liveResultsSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return liveResults(ctx.db, { liveTestId: request.params.id, userId: user.id, now: ctx.now() });
    },
  );

  r.post(
    "/api/live-tests/:id/challenges",
    {
      preValidation: userOnly,
      schema: {
        params: idParamsSchema,
        body: liveChallengeBodySchema,
        response: { 200: liveTestChallengeSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return raiseChallenge(ctx.db, {
        liveTestId: request.params.id,
        userId: user.id,
        ...request.body,
        now: ctx.now(),
      });
    },
  );

  r.get(
    "/api/admin/live-tests",
    { preValidation: adminOnly, schema: { response: { 200: adminLiveTestsResponseSchema, ...errors } } },
    async () => ({ liveTests: await listAdminLiveTests(ctx.db, ctx.now()) }),
  );

  r.post(
    "/api/admin/live-tests",
    {
      preValidation: adminOnly,
      schema: { body: scheduleLiveTestBodySchema, response: { 200: adminLiveTestSchema, ...errors } },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const scheduled = await scheduleLiveTest(ctx.db, {
        ...request.body,
        adminId: admin.id,
        now: ctx.now(),
      });
      publicQuizzes.drop(); // the cached quiz knows its paper is held from now on
      return scheduled;
    },
  );

  r.post(
    "/api/admin/live-tests/:id/cancel",
    {
      preValidation: adminOnly,
      schema: { params: idParamsSchema, response: { 200: adminLiveTestSchema, ...errors } },
    },
    async (request) => {
      const cancelled = await cancelLiveTest(ctx.db, request.params.id, ctx.now());
      publicQuizzes.drop(); // the paper is released at once
      return cancelled;
    },
  );

  r.get(
    "/api/admin/live-tests/:id/challenges",
    {
      preValidation: adminOnly,
      schema: { params: idParamsSchema, response: { 200: adminLiveTestChallengesResponseSchema, ...errors } },
    },
    async (request) => listLiveTestChallenges(ctx.db, request.params.id),
  );

  r.put(
    "/api/admin/live-tests/:id/challenges/:challengeId/reply",
    {
      preValidation: adminOnly,
      schema: {
        params: challengeReplyParamsSchema,
        body: challengeReplyBodySchema,
        response: { 200: adminLiveTestChallengeSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return replyToChallenge(ctx.db, {
        liveTestId: request.params.id,
        challengeId: request.params.challengeId,
        reply: request.body.reply,
        adminId: admin.id,
        now: ctx.now(),
      });
    },
  );

  r.post(
    "/api/admin/live-tests/:id/publish-final",
    {
      preValidation: adminOnly,
      schema: { params: idParamsSchema, response: { 200: adminLiveTestSchema, ...errors } },
    },
    async (request) => publishFinalResults(ctx.db, request.params.id, ctx.now()),
  );

  r.get(
    "/api/admin/live-tests/:id/merit-list",
    {
      preValidation: adminOnly,
      schema: {
        params: idParamsSchema,
        querystring: meritListQuerySchema,
        response: { 200: meritListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { endsAt: _, ...list } = await meritList(ctx.db, {
        liveTestId: request.params.id,
        now: ctx.now(),
        onlyRows: { offset: (page - 1) * pageSize, limit: pageSize },
      });
      return { ...list, page, pageSize };
    },
  );

  // bytes, not JSON: typed by hand as GET /api/images/{id} is (a Buffer is sent as it is); errors are JSON
  app.get<{
    Params: z.output<typeof idParamsSchema>;
    Querystring: z.output<typeof meritListDownloadQuerySchema>;
  }>(
    "/api/admin/live-tests/:id/merit-list/download",
    {
      preValidation: adminOnly,
      schema: { params: idParamsSchema, querystring: meritListDownloadQuerySchema, response: errors },
    },
    async (request, reply) => {
      const { format } = request.query;
      const list = meritSheetOf(await meritList(ctx.db, { liveTestId: request.params.id, now: ctx.now() }));
      const file = format === "csv" ? meritListCsv(list) : await meritListXlsx(list);
      const name = meritListFileName(list, format);
      return reply
        .header("content-type", MERIT_LIST_CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );
}
