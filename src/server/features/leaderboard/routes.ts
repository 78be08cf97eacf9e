import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contract/common";
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  userRankSchema,
} from "../../../shared/contract/standing";
import type { AppContext } from "../../context";
import { requireUser, userOnly } from "../../http/auth-guard";
import { userWeeklyRank } from "./user-rank";
import { weeklyLeaderboard } from "./weekly-leaderboard";

export function leaderboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the landing page shows it to signed-out visitors.
  r.get(
    "/api/leaderboard",
    {
      schema: {
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) => weeklyLeaderboard(ctx.db, { scope: request.query.examType ?? "all", now: ctx.now() }),
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
      return userWeeklyRank(ctx.db, {
        userId: user.id,
        scope: request.query.examType ?? "all",
        now: ctx.now(),
      });
    },
  );
}
