import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser } from "~/server/http/auth-guard";
import { forbidden } from "~/server/http/errors";
import type { AuthUser } from "~/shared/contract/auth";
import { errorResponseSchema } from "~/shared/contract/common";
import { studyPlanBodySchema, studyPlanResponseSchema } from "~/shared/contract/study-plan";
import { STUDY_PLAN_NEEDS_PLAN } from "~/shared/plans";
import { findStudyPlan, setStudyPlan } from "./study-plan";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** A paid plan's learner (Monthly or Annual); anyone else is told which plans unlock it. */
async function requirePaidPlan(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.isPremium) throw forbidden(STUDY_PLAN_NEEDS_PLAN);
  return user;
}

export function studyPlanRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // after validation: a malformed body is a 400 naming its field whoever sends it
  const preHandler = async (request: FastifyRequest) => {
    await requirePaidPlan(request);
  };

  r.get(
    "/api/user/study-plan",
    { preHandler, schema: { response: { 200: studyPlanResponseSchema, ...errors } } },
    async (request) => {
      const user = await requirePaidPlan(request);
      return findStudyPlan(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );

  r.put(
    "/api/user/study-plan",
    {
      preHandler,
      schema: { body: studyPlanBodySchema, response: { 200: studyPlanResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requirePaidPlan(request);
      return setStudyPlan(ctx.db, { userId: user.id, now: ctx.now(), body: request.body });
    },
  );
}
