import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { errorResponseSchema, okResponseSchema } from "~/shared/contract/common";
import {
  joinBatchBodySchema,
  myBatchesResponseSchema,
  myBatchSchema,
  ownBatchParamsSchema,
} from "~/shared/contract/institutes";
import { joinBatch, leaveBatch, myBatches } from "./learner-batches";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** A learner's batches: join by code, list, leave. Any signed-in user; each sees only their own. */
export function learnerBatchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/batches/join",
    {
      preValidation: userOnly,
      config: { rateLimit: "joinBatch" },
      schema: { body: joinBatchBodySchema, response: { 200: myBatchSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return joinBatch(ctx.db, { user, code: request.body.code, now: ctx.now() });
    },
  );

  r.get(
    "/api/user/batches",
    {
      preValidation: userOnly,
      schema: { response: { 200: myBatchesResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return myBatches(ctx.db, user.id);
    },
  );

  r.post(
    "/api/user/batches/:batchId/leave",
    {
      preValidation: userOnly,
      schema: { params: ownBatchParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return leaveBatch(ctx.db, { userId: user.id, batchId: request.params.batchId, now: ctx.now() });
    },
  );
}
