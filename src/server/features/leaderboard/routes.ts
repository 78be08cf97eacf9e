import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { istWeekStart } from "~/domain/ist";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { TtlCache } from "~/server/lib/ttl-cache";
import { errorResponseSchema } from "~/shared/contract/common";
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  userRankSchema,
} from "~/shared/contract/standing";
import { loadPointsHistogram, type PointsHistogram } from "./points-histogram";
import { userWeeklyRank } from "./user-rank";
import { weeklyLeaderboard } from "./weekly-leaderboard";

export function leaderboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Per-instance caches of the public board and of the points histogram behind ranks, keyed by
  // IST week and exam, for config.standingCacheMs (2 s; 0 in tests). Correct with several
  // instances: each one only shows a submission up to that long after it is stored; nothing is
  // written from the cache. They spare the database the counts over every participant (~26 ms
  // a request at 100,000 users) that each request would otherwise make.
  const cacheMs = ctx.config.standingCacheMs;
  // the board is kept as its JSON text, checked against the contract once per load, so a cached
  // answer costs no validation or serialisation per request
  const boards = new TtlCache<string>(cacheMs);
  const histograms = new TtlCache<PointsHistogram>(cacheMs);

  // Public: the landing page shows it to signed-out visitors.
  r.get(
    "/api/leaderboard",
    {
      schema: {
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const scope = request.query.examType ?? "all";
      const now = ctx.now();
      if (cacheMs === 0) return weeklyLeaderboard(ctx.db, { scope, now });
      const json = await boards.get(`${istWeekStart(now)}|${scope}`, async () =>
        JSON.stringify(leaderboardResponseSchema.parse(await weeklyLeaderboard(ctx.db, { scope, now }))),
      );
      // a string payload goes out as it is (no serializer)
      return reply.type("application/json; charset=utf-8").send(json as never);
    },
  );

  r.get(
    "/api/user/rank",
    {
      // signed out is 401 before the query is validated
      onRequest: userOnly,
      schema: {
        querystring: leaderboardQuerySchema,
        response: { 200: userRankSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = request.query.examType ?? "all";
      return userWeeklyRank(ctx.db, {
        userId: user.id,
        scope,
        now: ctx.now(),
        histogram:
          cacheMs === 0
            ? undefined
            : (weekStart) =>
                histograms.get(`${weekStart}|${scope}`, () => loadPointsHistogram(ctx.db, weekStart, scope)),
      });
    },
  );
}
