import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { requestLanguage, translateError } from "~/server/http/error-language";
import { staffErrors, staffScope } from "~/server/institutes/staff-request";
import { type StaffNeed, staffInstitutesOf } from "~/server/institutes/tenancy";
import { errorResponseSchema, okResponseSchema } from "~/shared/contract/common";
import {
  addMembersBodySchema,
  addMembersCsvBodySchema,
  addMembersResponseSchema,
  batchDetailSchema,
  batchesResponseSchema,
  batchNameBodySchema,
  batchParamsSchema,
  batchSchema,
  csvRefusedResponseSchema,
  instituteDetailSchema,
  instituteParamsSchema,
  inviteStaffBodySchema,
  memberParamsSchema,
  myInstitutesResponseSchema,
  staffInvitationSchema,
  staffParamsSchema,
} from "~/shared/contract/institutes";
import { batchDetail, createBatch, listBatches, renameBatch } from "./batches";
import { addMembers, addMembersFromCsv, CsvRefused, removeMember } from "./members";
import { instituteDetail, inviteStaff, removeStaff } from "./staff";

const errors = staffErrors;

/**
 * An institute's staff at work: every route names its institute and opens it with `inInstitute`
 * (src/server/institutes/tenancy.ts), which refuses anyone not its staff; everything below reads
 * and writes through that scope.
 */
export function staffRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scope = (request: FastifyRequest, instituteId: number, need: StaffNeed = "staff") =>
    staffScope(ctx.db, request, instituteId, need);

  r.get(
    "/api/institutes/mine",
    {
      preValidation: userOnly,
      schema: { response: { 200: myInstitutesResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => staffInstitutesOf(ctx.db, (await requireUser(request)).id),
  );

  r.get(
    "/api/institutes/:instituteId",
    {
      preValidation: userOnly,
      schema: { params: instituteParamsSchema, response: { 200: instituteDetailSchema, ...errors } },
    },
    async (request) => instituteDetail(ctx.db, await scope(request, request.params.instituteId)),
  );

  r.post(
    "/api/institutes/:instituteId/invitations",
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        body: inviteStaffBodySchema,
        response: { 200: staffInvitationSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await scope(request, request.params.instituteId, "owner");
      return inviteStaff(ctx.db, owner, { body: request.body, invitedBy: owner.caller.id, now: ctx.now() });
    },
  );

  r.delete(
    "/api/institutes/:instituteId/staff/:userId",
    {
      preValidation: userOnly,
      schema: { params: staffParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) =>
      removeStaff(ctx.db, await scope(request, request.params.instituteId, "owner"), request.params.userId),
  );

  r.get(
    "/api/institutes/:instituteId/batches",
    {
      preValidation: userOnly,
      schema: { params: instituteParamsSchema, response: { 200: batchesResponseSchema, ...errors } },
    },
    async (request) => listBatches(ctx.db, await scope(request, request.params.instituteId)),
  );

  r.post(
    "/api/institutes/:instituteId/batches",
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        body: batchNameBodySchema,
        response: { 200: batchSchema, ...errors },
      },
    },
    async (request) =>
      createBatch(ctx.db, await scope(request, request.params.instituteId), {
        name: request.body.name,
        now: ctx.now(),
      }),
  );

  r.get(
    "/api/institutes/:instituteId/batches/:batchId",
    {
      preValidation: userOnly,
      schema: { params: batchParamsSchema, response: { 200: batchDetailSchema, ...errors } },
    },
    async (request) =>
      batchDetail(ctx.db, await scope(request, request.params.instituteId), request.params.batchId),
  );

  r.patch(
    "/api/institutes/:instituteId/batches/:batchId",
    {
      preValidation: userOnly,
      schema: {
        params: batchParamsSchema,
        body: batchNameBodySchema,
        response: { 200: batchSchema, ...errors },
      },
    },
    async (request) =>
      renameBatch(ctx.db, await scope(request, request.params.instituteId), {
        batchId: request.params.batchId,
        name: request.body.name,
      }),
  );

  r.post(
    "/api/institutes/:instituteId/batches/:batchId/members",
    {
      preValidation: userOnly,
      schema: {
        params: batchParamsSchema,
        body: addMembersBodySchema,
        response: { 200: addMembersResponseSchema, ...errors },
      },
    },
    async (request) =>
      addMembers(ctx.db, await scope(request, request.params.instituteId), {
        batchId: request.params.batchId,
        emails: request.body.emails,
        source: "email",
        now: ctx.now(),
      }),
  );

  r.post(
    "/api/institutes/:instituteId/batches/:batchId/members/csv",
    {
      preValidation: userOnly,
      schema: {
        params: batchParamsSchema,
        body: addMembersCsvBodySchema,
        response: {
          200: addMembersResponseSchema,
          ...errors,
          400: csvRefusedResponseSchema.or(errorResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const staff = await scope(request, request.params.instituteId);
      try {
        return await addMembersFromCsv(ctx.db, staff, {
          batchId: request.params.batchId,
          csv: request.body.csv,
          now: ctx.now(),
        });
      } catch (error) {
        if (!(error instanceof CsvRefused)) throw error;
        const language = requestLanguage(request);
        return reply.status(400).send({
          message: translateError(error.message, language),
          field: "csv",
          problems: error.problems.map((p) => ({
            line: p.line,
            message: translateError(p.message, language),
          })),
        });
      }
    },
  );

  r.delete(
    "/api/institutes/:instituteId/batches/:batchId/members/:userId",
    {
      preValidation: userOnly,
      schema: { params: memberParamsSchema, response: { 200: okResponseSchema, ...errors } },
    },
    async (request) =>
      removeMember(ctx.db, await scope(request, request.params.instituteId), {
        batchId: request.params.batchId,
        userId: request.params.userId,
        now: ctx.now(),
      }),
  );
}
