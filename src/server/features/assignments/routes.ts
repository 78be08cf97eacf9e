import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { sendFile, staffErrors, staffScope } from "~/server/institutes/staff-request";
import { meritListCsv, meritListFileName, meritListXlsx } from "~/server/reports/merit-list-files";
import {
  assignablePapersResponseSchema,
  assignmentBodySchema,
  assignmentMeritListSchema,
  assignmentParamsSchema,
  assignmentSchema,
  assignmentsQuerySchema,
  assignmentsResponseSchema,
  learnerAssignmentsResponseSchema,
  ownAssignmentParamsSchema,
} from "~/shared/contract/assignments";
import { attemptSheetSchema } from "~/shared/contract/attempts";
import { errorResponseSchema } from "~/shared/contract/common";
import { instituteParamsSchema } from "~/shared/contract/institutes";
import { MERIT_LIST_CONTENT_TYPES, meritListDownloadQuerySchema } from "~/shared/contract/live-tests";
import { assignmentMeritList } from "./assignment-merit-list";
import { listMyAssignments, startAssignment } from "./learner-assignments";
import { resultRoutes } from "./results-routes";
import {
  cancelAssignment,
  createAssignment,
  editAssignment,
  findAssignment,
  listAssignablePapers,
  listAssignments,
} from "./staff-assignments";

const errors = staffErrors;

/**
 * Assignments (product.md section 16): the institute's staff set, edit, cancel and rank them, every
 * route through the institute's scope (inInstitute, decision 0048); a learner lists and starts those
 * of their batches, and submits through the ordinary submit.
 */
export function assignmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scope = (request: FastifyRequest, instituteId: number) => staffScope(ctx.db, request, instituteId);
  resultRoutes(app, ctx);

  r.get(
    "/api/institutes/:instituteId/assignable-papers",
    {
      preValidation: userOnly,
      schema: { params: instituteParamsSchema, response: { 200: assignablePapersResponseSchema, ...errors } },
    },
    async (request) => listAssignablePapers(ctx.db, await scope(request, request.params.instituteId)),
  );

  r.get(
    "/api/institutes/:instituteId/assignments",
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        querystring: assignmentsQuerySchema,
        response: { 200: assignmentsResponseSchema, ...errors },
      },
    },
    async (request) =>
      listAssignments(ctx.db, await scope(request, request.params.instituteId), {
        ...(request.query.batchId !== undefined ? { batchId: request.query.batchId } : {}),
      }),
  );

  r.post(
    "/api/institutes/:instituteId/assignments",
    {
      preValidation: userOnly,
      schema: {
        params: instituteParamsSchema,
        body: assignmentBodySchema,
        response: { 200: assignmentSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await scope(request, request.params.instituteId);
      return createAssignment(ctx.db, staff, { body: request.body, userId: staff.caller.id, now: ctx.now() });
    },
  );

  r.patch(
    "/api/institutes/:instituteId/assignments/:assignmentId",
    {
      preValidation: userOnly,
      schema: {
        params: assignmentParamsSchema,
        body: assignmentBodySchema,
        response: { 200: assignmentSchema, ...errors },
      },
    },
    async (request) =>
      editAssignment(ctx.db, await scope(request, request.params.instituteId), {
        assignmentId: request.params.assignmentId,
        body: request.body,
        now: ctx.now(),
      }),
  );

  r.post(
    "/api/institutes/:instituteId/assignments/:assignmentId/cancel",
    {
      preValidation: userOnly,
      schema: { params: assignmentParamsSchema, response: { 200: assignmentSchema, ...errors } },
    },
    async (request) =>
      cancelAssignment(ctx.db, await scope(request, request.params.instituteId), {
        assignmentId: request.params.assignmentId,
        now: ctx.now(),
      }),
  );

  r.get(
    "/api/institutes/:instituteId/assignments/:assignmentId/merit-list",
    {
      preValidation: userOnly,
      schema: { params: assignmentParamsSchema, response: { 200: assignmentMeritListSchema, ...errors } },
    },
    async (request) => {
      const staff = await scope(request, request.params.instituteId);
      const row = await findAssignment(ctx.db, staff, request.params.assignmentId);
      const { sheet: _, ...list } = await assignmentMeritList(ctx.db, row.id);
      return list;
    },
  );

  // bytes, not JSON: typed by hand as the live merit list's download is; errors are JSON
  app.get<{
    Params: z.output<typeof assignmentParamsSchema>;
    Querystring: z.output<typeof meritListDownloadQuerySchema>;
  }>(
    "/api/institutes/:instituteId/assignments/:assignmentId/merit-list/download",
    {
      preValidation: userOnly,
      schema: { params: assignmentParamsSchema, querystring: meritListDownloadQuerySchema, response: errors },
    },
    async (request, reply) => {
      const staff = await scope(request, request.params.instituteId);
      const row = await findAssignment(ctx.db, staff, request.params.assignmentId);
      const { format } = request.query;
      const { sheet } = await assignmentMeritList(ctx.db, row.id);
      const file = format === "csv" ? meritListCsv(sheet) : await meritListXlsx(sheet);
      return sendFile(reply, {
        bytes: file,
        contentType: MERIT_LIST_CONTENT_TYPES[format],
        fileName: meritListFileName(sheet, format),
      });
    },
  );

  r.get(
    "/api/user/assignments",
    {
      preValidation: userOnly,
      schema: { response: { 200: learnerAssignmentsResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return listMyAssignments(ctx.db, { userId: user.id, now: ctx.now() });
    },
  );

  r.post(
    "/api/user/assignments/:assignmentId/start",
    {
      preValidation: userOnly,
      schema: { params: ownAssignmentParamsSchema, response: { 200: attemptSheetSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return startAssignment(ctx.db, {
        userId: user.id,
        assignmentId: request.params.assignmentId,
        now: ctx.now(),
      });
    },
  );
}
