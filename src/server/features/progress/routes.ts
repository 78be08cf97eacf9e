import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { errorResponseSchema } from "~/shared/contract/common";
import { userPerformanceSchema, userProgressSchema, userStreakSchema } from "~/shared/contract/standing";
import { userPerformance } from "./user-performance";
import { userProgress } from "./user-progress";
import { userStreak } from "./user-streak";

export function progressRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/user/progress",
    { onRequest: userOnly, schema: { response: { 200: userProgressSchema, 401: errorResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return userProgress(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );

  r.get(
    "/api/user/streak",
    { onRequest: userOnly, schema: { response: { 200: userStreakSchema, 401: errorResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return userStreak(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );

  r.get(
    "/api/user/performance",
    { onRequest: userOnly, schema: { response: { 200: userPerformanceSchema, 401: errorResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return userPerformance(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );
}
