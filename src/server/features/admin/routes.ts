import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { adminOnly, requireAdmin } from "~/server/http/auth-guard";
import { requestLanguage, translateError } from "~/server/http/error-language";
import { quizItemAnalysis } from "~/server/reports/item-statistics";
import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  adminQuestionSchema,
  adminQuestionsResponseSchema,
  adminQuizSchema,
  adminQuizzesResponseSchema,
  bulkQuestionsBodySchema,
  bulkQuestionsResponseSchema,
  createCategoryBodySchema,
  createQuestionBodySchema,
  createQuizBodySchema,
  dailyScheduleEntrySchema,
  dailyScheduleResponseSchema,
  deletedResponseSchema,
  listQuestionsQuerySchema,
  scheduleDailyBodySchema,
  updateCategoryBodySchema,
  updateQuestionBodySchema,
  updateQuizBodySchema,
  uploadErrorResponseSchema,
  uploadQuestionsBodySchema,
  uploadQuestionsResponseSchema,
} from "~/shared/contract/admin";
import {
  BANK_IMPORT_MAX_BODY_BYTES,
  bankExportQuerySchema,
  bankExportResponseSchema,
  bankImportBodySchema,
  bankImportRefusedSchema,
  bankImportResponseSchema,
} from "~/shared/contract/bank-exchange";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import { itemAnalysisResponseSchema } from "~/shared/contract/item-analysis";
import { exportBank } from "./bank-export";
import { BankImportRefusedError, importBank, previewBankImport } from "./bank-import";
import { bankImportIn } from "./bank-import-language";
import { bulkEditQuestions } from "./bulk-questions";
import { createCategory, deleteCategory, listCategories, updateCategory } from "./categories";
import { csvIssuesIn, csvRejectionSummary } from "./csv-issues-language";
import { listDailySchedule, scheduleDailyQuiz } from "./daily-schedule";
import { CsvRejectedError, importQuestionCsv, previewQuestionCsv } from "./import-questions";
import { listQuestions } from "./list-questions";
import { createQuestion, deleteQuestion, updateQuestion } from "./questions";
import { createQuiz, deleteQuiz, listAdminQuizzes, updateQuiz } from "./quizzes";
import { adminStimulusRoutes } from "./stimulus-routes";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The admin panel's API. Every route lives in this one scope whose onRequest hook refuses anyone
 * but an admin (401 signed out, 403 otherwise) before the body is even read, so a route added here
 * cannot forget the check. admin-auth.test.ts walks them all.
 */
/** Another feature's admin routes, registered in the admin scope by src/server/routes.ts. */
export type AdminScopeRoutes = (scope: FastifyInstance, ctx: AppContext) => void;

export function adminRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  publicQuizzes: { drop(): void },
  otherFeatures: AdminScopeRoutes[],
) {
  void app.register(async (scope) => {
    scope.addHook("onRequest", adminOnly);
    // Any admin write may change a quiz or its questions (create, edit, delete, add to a quiz, CSV
    // upload, publish, schedule): drop this instance's cached quiz pages before answering, so the
    // admin sees the change at once. Dropping them all is simpler than tracing which quizzes hold
    // an edited question, and admin writes are rare.
    scope.addHook("onSend", async (request, reply, payload) => {
      const write = request.method !== "GET" && request.method !== "HEAD";
      if (write && reply.statusCode < 400) publicQuizzes.drop();
      return payload;
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/api/admin/categories",
      { schema: { response: { 200: adminCategoriesResponseSchema, ...errors } } },
      () => listCategories(ctx.db),
    );

    r.post(
      "/api/admin/categories",
      { schema: { body: createCategoryBodySchema, response: { 201: adminCategorySchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await createCategory(ctx.db, request.body)),
    );

    r.put(
      "/api/admin/categories/:id",
      {
        schema: {
          params: idParamsSchema,
          body: updateCategoryBodySchema,
          response: { 200: adminCategorySchema, ...errors },
        },
      },
      (request) => updateCategory(ctx.db, request.params.id, request.body),
    );

    r.delete(
      "/api/admin/categories/:id",
      { schema: { params: idParamsSchema, response: { 200: deletedResponseSchema, ...errors } } },
      async (request) => {
        await deleteCategory(ctx.db, request.params.id);
        return { ok: true as const, id: request.params.id };
      },
    );

    r.get(
      "/api/admin/quizzes",
      { schema: { response: { 200: adminQuizzesResponseSchema, ...errors } } },
      () => listAdminQuizzes(ctx.db),
    );

    r.post(
      "/api/admin/quizzes",
      { schema: { body: createQuizBodySchema, response: { 201: adminQuizSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await createQuiz(ctx.db, request.body, ctx.now())),
    );

    r.put(
      "/api/admin/quizzes/:id",
      {
        schema: {
          params: idParamsSchema,
          body: updateQuizBodySchema,
          response: { 200: adminQuizSchema, ...errors },
        },
      },
      (request) => updateQuiz(ctx.db, request.params.id, request.body, ctx.now()),
    );

    r.delete(
      "/api/admin/quizzes/:id",
      { schema: { params: idParamsSchema, response: { 200: deletedResponseSchema, ...errors } } },
      async (request) => {
        await deleteQuiz(ctx.db, request.params.id);
        return { ok: true as const, id: request.params.id };
      },
    );

    r.get(
      "/api/admin/quizzes/:id/item-analysis",
      { schema: { params: idParamsSchema, response: { 200: itemAnalysisResponseSchema, ...errors } } },
      (request) => quizItemAnalysis(ctx.db, request.params.id),
    );

    r.get(
      "/api/admin/questions",
      {
        schema: {
          querystring: listQuestionsQuerySchema,
          response: { 200: adminQuestionsResponseSchema, ...errors },
        },
      },
      (request) => listQuestions(ctx.db, request.query),
    );

    r.post(
      "/api/admin/questions",
      { schema: { body: createQuestionBodySchema, response: { 201: adminQuestionSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await createQuestion(ctx.db, request.body, ctx.now())),
    );

    r.put(
      "/api/admin/questions/:id",
      {
        schema: {
          params: idParamsSchema,
          body: updateQuestionBodySchema,
          response: { 200: adminQuestionSchema, ...errors },
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return updateQuestion(ctx.db, request.params.id, request.body, ctx.now(), admin.id);
      },
    );

    r.delete(
      "/api/admin/questions/:id",
      { schema: { params: idParamsSchema, response: { 200: deletedResponseSchema, ...errors } } },
      async (request) => {
        await deleteQuestion(ctx.db, request.params.id, ctx.now());
        return { ok: true as const, id: request.params.id };
      },
    );

    r.post(
      "/api/admin/questions/bulk",
      {
        schema: {
          body: bulkQuestionsBodySchema,
          response: { 200: bulkQuestionsResponseSchema, ...errors },
        },
      },
      (request) => bulkEditQuestions(ctx.db, request.body, ctx.now()),
    );

    r.post(
      "/api/admin/upload-questions",
      {
        config: { rateLimit: "upload" },
        schema: {
          body: uploadQuestionsBodySchema,
          response: { 200: uploadQuestionsResponseSchema, ...errors, 400: uploadErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { quizId, csvData, dryRun } = request.body;
        const language = requestLanguage(request);
        if (dryRun) {
          const preview = await previewQuestionCsv(ctx.db, quizId, csvData);
          return {
            ...preview,
            errors: csvIssuesIn(preview.errors, language),
            warnings: csvIssuesIn(preview.warnings, language),
          };
        }
        try {
          const upload = await importQuestionCsv(ctx.db, quizId, csvData, ctx.now());
          return { ...upload, warnings: csvIssuesIn(upload.warnings, language) };
        } catch (error) {
          if (!(error instanceof CsvRejectedError)) throw error;
          // sent as it is, not through the error handler: the problems go along, each in the admin's language
          return reply.status(400).send({
            message: csvRejectionSummary(error.errors, language),
            field: "csvData",
            errors: csvIssuesIn(error.errors, language),
            warnings: csvIssuesIn(error.warnings, language),
          });
        }
      },
    );

    r.post(
      "/api/admin/questions/import",
      {
        config: { rateLimit: "upload" },
        // a 10,000-question file in English and Hindi is tens of megabytes
        bodyLimit: BANK_IMPORT_MAX_BODY_BYTES,
        schema: {
          body: bankImportBodySchema,
          response: {
            200: bankImportResponseSchema,
            ...errors,
            400: bankImportRefusedSchema.or(errorResponseSchema),
          },
        },
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        if (request.body.dryRun) return bankImportIn(await previewBankImport(ctx.db, request.body), language);
        try {
          return bankImportIn(await importBank(ctx.db, request.body, ctx.now()), language);
        } catch (error) {
          if (!(error instanceof BankImportRefusedError)) throw error;
          const message = translateError(error.message, language);
          return reply.status(400).send(bankImportIn({ ...error.result, message }, language));
        }
      },
    );

    r.get(
      "/api/admin/questions/export",
      {
        schema: {
          querystring: bankExportQuerySchema,
          response: { 200: bankExportResponseSchema, ...errors },
        },
      },
      async (request) => {
        const file = await exportBank(ctx.db, request.query);
        const language = requestLanguage(request);
        return { ...file, notCarried: file.notCarried.map((note) => translateError(note, language)) };
      },
    );

    r.get(
      "/api/admin/daily-schedule",
      { schema: { response: { 200: dailyScheduleResponseSchema, ...errors } } },
      () => listDailySchedule(ctx.db, ctx.now()),
    );

    r.put(
      "/api/admin/daily-schedule",
      { schema: { body: scheduleDailyBodySchema, response: { 200: dailyScheduleEntrySchema, ...errors } } },
      (request) => scheduleDailyQuiz(ctx.db, request.body, ctx.now()),
    );

    adminStimulusRoutes(scope, ctx);
    for (const register of otherFeatures) register(scope, ctx);
  });
}
