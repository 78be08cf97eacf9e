import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "~/server/context";
import { userOnly } from "~/server/http/auth-guard";
import { sendFile, staffErrors, staffScope } from "~/server/institutes/staff-request";
import { tableFile } from "~/server/reports/table-files";
import { assignmentItemStatisticsSchema, learnerHistorySchema } from "~/shared/contract/assignment-results";
import { assignmentParamsSchema } from "~/shared/contract/assignments";
import { staffParamsSchema } from "~/shared/contract/institutes";
import { meritListDownloadQuerySchema } from "~/shared/contract/live-tests";
import { assignmentItemStatistics, itemStatisticsTable, responsesTable } from "./assignment-results";
import { historyTable, learnerHistory } from "./learner-history";
import { findAssignment } from "./staff-assignments";

type Download<P extends z.ZodType> = {
  Params: z.output<P>;
  Querystring: z.output<typeof meritListDownloadQuerySchema>;
};

/**
 * An institute's results beside the merit list (product.md section 16): item statistics of an
 * assignment, each learner's responses, one learner's history; each as JSON and as CSV or XLSX
 * bytes (typed by hand as the merit list's download is; errors are JSON). Staff only, through the
 * institute's scope.
 */
export function resultRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const downloadSchema = <P extends z.ZodType>(params: P) => ({
    params,
    querystring: meritListDownloadQuerySchema,
    response: staffErrors,
  });

  r.get(
    "/api/institutes/:instituteId/assignments/:assignmentId/item-statistics",
    {
      preValidation: userOnly,
      schema: {
        params: assignmentParamsSchema,
        response: { 200: assignmentItemStatisticsSchema, ...staffErrors },
      },
    },
    async (request) => {
      const scope = await staffScope(ctx.db, request, request.params.instituteId);
      return assignmentItemStatistics(
        ctx.db,
        await findAssignment(ctx.db, scope, request.params.assignmentId),
      );
    },
  );

  app.get<Download<typeof assignmentParamsSchema>>(
    "/api/institutes/:instituteId/assignments/:assignmentId/item-statistics/download",
    { preValidation: userOnly, schema: downloadSchema(assignmentParamsSchema) },
    async (request, reply) => {
      const scope = await staffScope(ctx.db, request, request.params.instituteId);
      const row = await findAssignment(ctx.db, scope, request.params.assignmentId);
      const stats = await assignmentItemStatistics(ctx.db, row);
      return sendFile(reply, await tableFile(itemStatisticsTable(stats, row.closesAt), request.query.format));
    },
  );

  app.get<Download<typeof assignmentParamsSchema>>(
    "/api/institutes/:instituteId/assignments/:assignmentId/responses/download",
    { preValidation: userOnly, schema: downloadSchema(assignmentParamsSchema) },
    async (request, reply) => {
      const scope = await staffScope(ctx.db, request, request.params.instituteId);
      const row = await findAssignment(ctx.db, scope, request.params.assignmentId);
      return sendFile(reply, await tableFile(await responsesTable(ctx.db, row), request.query.format));
    },
  );

  r.get(
    "/api/institutes/:instituteId/learners/:userId/history",
    {
      preValidation: userOnly,
      schema: { params: staffParamsSchema, response: { 200: learnerHistorySchema, ...staffErrors } },
    },
    async (request) =>
      learnerHistory(
        ctx.db,
        await staffScope(ctx.db, request, request.params.instituteId),
        request.params.userId,
      ),
  );

  app.get<Download<typeof staffParamsSchema>>(
    "/api/institutes/:instituteId/learners/:userId/history/download",
    { preValidation: userOnly, schema: downloadSchema(staffParamsSchema) },
    async (request, reply) => {
      const scope = await staffScope(ctx.db, request, request.params.instituteId);
      const history = await learnerHistory(ctx.db, scope, request.params.userId);
      return sendFile(reply, await tableFile(historyTable(history, ctx.now()), request.query.format));
    },
  );
}
