import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { requestLanguage, translateError } from "~/server/http/error-language";
import { bankOf } from "~/server/institutes/bank-owner";
import { inInstitute } from "~/server/institutes/tenancy";
import {
  adminCategoriesResponseSchema,
  adminQuestionSchema,
  adminQuestionsResponseSchema,
  adminQuizSchema,
  adminQuizzesResponseSchema,
  bulkQuestionsBodySchema,
  bulkQuestionsResponseSchema,
  createQuestionBodySchema,
  createQuizBodySchema,
  deletedResponseSchema,
  listQuestionsQuerySchema,
  updateQuestionBodySchema,
  updateQuizBodySchema,
  uploadErrorResponseSchema,
  uploadQuestionsBodySchema,
  uploadQuestionsResponseSchema,
} from "~/shared/contract/admin";
import {
  BANK_IMPORT_MAX_BODY_BYTES,
  bankImportBodySchema,
  bankImportRefusedSchema,
  bankImportResponseSchema,
} from "~/shared/contract/bank-exchange";
import { errorResponseSchema } from "~/shared/contract/common";
import {
  copyQuestionsBodySchema,
  copyQuestionsResponseSchema,
  instituteBankItemParamsSchema,
  publicBankQuerySchema,
  publicBankResponseSchema,
} from "~/shared/contract/institute-bank";
import { instituteParamsSchema } from "~/shared/contract/institutes";
import { BankImportRefusedError, importBank, previewBankImport } from "./bank-import";
import { bankImportIn } from "./bank-import-language";
import { bulkEditQuestions } from "./bulk-questions";
import { listCategories } from "./categories";
import { copyPublicQuestions, searchPublicBank } from "./copy-public-questions";
import { csvIssuesIn, csvRejectionSummary } from "./csv-issues-language";
import { CsvRejectedError, importQuestionCsv, previewQuestionCsv } from "./import-questions";
import { instituteStimulusRoutes } from "./institute-stimulus-routes";
import { listQuestions } from "./list-questions";
import { createQuestion, deleteQuestion, updateQuestion } from "./questions";
import { createQuiz, deleteQuiz, listAdminQuizzes, updateQuiz } from "./quizzes";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const BANK = "/api/institutes/:instituteId/bank";

/**
 * An institute's own bank and papers (decision 0059): the admin's bank tools on the institute's
 * rows. Every route opens the institute's scope first (inInstitute, decision 0048: 404 to anyone
 * not its staff) and hands the services `bankOf(scope)`, so they read and write that bank alone.
 * Owners and teachers alike build it (product.md section 16).
 */
export function instituteBankRoutes(app: FastifyInstance, ctx: AppContext, publicQuizzes: { drop(): void }) {
  void app.register(async (bank) => {
    // an assigned learner's hall reads the paper through the quiz cache: a write drops it, as the admin's do
    bank.addHook("onSend", async (request, reply, payload) => {
      const write = request.method !== "GET" && request.method !== "HEAD";
      if (write && reply.statusCode < 400) publicQuizzes.drop();
      return payload;
    });
    const r = bank.withTypeProvider<ZodTypeProvider>();
    const open = async (request: FastifyRequest, instituteId: number) => {
      const user = await requireUser(request);
      const scope = await inInstitute(ctx.db, user, instituteId, "staff");
      return { user, scope, owner: bankOf(scope) };
    };

    r.get(
      `${BANK}/categories`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteParamsSchema,
          response: { 200: adminCategoriesResponseSchema, ...errors },
        },
      },
      async (request) => {
        await open(request, request.params.instituteId);
        return listCategories(ctx.db);
      },
    );

    r.get(
      `${BANK}/quizzes`,
      {
        preValidation: userOnly,
        schema: { params: instituteParamsSchema, response: { 200: adminQuizzesResponseSchema, ...errors } },
      },
      async (request) => listAdminQuizzes(ctx.db, (await open(request, request.params.instituteId)).owner),
    );

    r.post(
      `${BANK}/quizzes`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteParamsSchema,
          body: createQuizBodySchema,
          response: { 201: adminQuizSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { owner } = await open(request, request.params.instituteId);
        return reply.status(201).send(await createQuiz(ctx.db, request.body, ctx.now(), owner));
      },
    );

    r.put(
      `${BANK}/quizzes/:id`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteBankItemParamsSchema,
          body: updateQuizBodySchema,
          response: { 200: adminQuizSchema, ...errors },
        },
      },
      async (request) => {
        const { owner } = await open(request, request.params.instituteId);
        return updateQuiz(ctx.db, request.params.id, request.body, ctx.now(), owner);
      },
    );

    r.delete(
      `${BANK}/quizzes/:id`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteBankItemParamsSchema,
          response: { 200: deletedResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { owner } = await open(request, request.params.instituteId);
        await deleteQuiz(ctx.db, request.params.id, owner);
        return { ok: true as const, id: request.params.id };
      },
    );

    r.get(
      `${BANK}/questions`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteParamsSchema,
          querystring: listQuestionsQuerySchema,
          response: { 200: adminQuestionsResponseSchema, ...errors },
        },
      },
      async (request) =>
        listQuestions(ctx.db, request.query, (await open(request, request.params.instituteId)).owner),
    );

    r.post(
      `${BANK}/questions`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteParamsSchema,
          body: createQuestionBodySchema,
          response: { 201: adminQuestionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { owner } = await open(request, request.params.instituteId);
        return reply.status(201).send(await createQuestion(ctx.db, request.body, ctx.now(), owner));
      },
    );

    r.put(
      `${BANK}/questions/:id`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteBankItemParamsSchema,
          body: updateQuestionBodySchema,
          response: { 200: adminQuestionSchema, ...errors },
        },
      },
      async (request) => {
        const { owner, user } = await open(request, request.params.instituteId);
        return updateQuestion(ctx.db, request.params.id, request.body, ctx.now(), user.id, owner);
      },
    );

    r.delete(
      `${BANK}/questions/:id`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteBankItemParamsSchema,
          response: { 200: deletedResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { owner } = await open(request, request.params.instituteId);
        await deleteQuestion(ctx.db, request.params.id, ctx.now(), owner);
        return { ok: true as const, id: request.params.id };
      },
    );

    r.post(
      `${BANK}/questions/bulk`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteParamsSchema,
          body: bulkQuestionsBodySchema,
          response: { 200: bulkQuestionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { owner } = await open(request, request.params.instituteId);
        return bulkEditQuestions(ctx.db, request.body, ctx.now(), owner);
      },
    );

    r.post(
      `${BANK}/upload-questions`,
      {
        preValidation: userOnly,
        config: { rateLimit: "upload" },
        schema: {
          params: instituteParamsSchema,
          body: uploadQuestionsBodySchema,
          response: { 200: uploadQuestionsResponseSchema, ...errors, 400: uploadErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { owner } = await open(request, request.params.instituteId);
        const { quizId, csvData, dryRun } = request.body;
        const language = requestLanguage(request);
        if (dryRun) {
          const preview = await previewQuestionCsv(ctx.db, quizId, csvData, owner);
          return {
            ...preview,
            errors: csvIssuesIn(preview.errors, language),
            warnings: csvIssuesIn(preview.warnings, language),
          };
        }
        try {
          const upload = await importQuestionCsv(ctx.db, quizId, csvData, ctx.now(), owner);
          return { ...upload, warnings: csvIssuesIn(upload.warnings, language) };
        } catch (error) {
          if (!(error instanceof CsvRejectedError)) throw error;
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
      `${BANK}/import`,
      {
        preValidation: userOnly,
        config: { rateLimit: "upload" },
        bodyLimit: BANK_IMPORT_MAX_BODY_BYTES,
        schema: {
          params: instituteParamsSchema,
          body: bankImportBodySchema,
          response: {
            200: bankImportResponseSchema,
            ...errors,
            400: bankImportRefusedSchema.or(errorResponseSchema),
          },
        },
      },
      async (request, reply) => {
        const { owner } = await open(request, request.params.instituteId);
        const language = requestLanguage(request);
        if (request.body.dryRun)
          return bankImportIn(await previewBankImport(ctx.db, request.body, owner), language);
        try {
          return bankImportIn(await importBank(ctx.db, request.body, ctx.now(), owner), language);
        } catch (error) {
          if (!(error instanceof BankImportRefusedError)) throw error;
          const message = translateError(error.message, language);
          return reply.status(400).send(bankImportIn({ ...error.result, message }, language));
        }
      },
    );

    r.get(
      `${BANK}/public-questions`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteParamsSchema,
          querystring: publicBankQuerySchema,
          response: { 200: publicBankResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { scope } = await open(request, request.params.instituteId);
        return searchPublicBank(ctx.db, scope, request.query, ctx.now());
      },
    );

    r.post(
      `${BANK}/copy`,
      {
        preValidation: userOnly,
        schema: {
          params: instituteParamsSchema,
          body: copyQuestionsBodySchema,
          response: { 200: copyQuestionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { scope } = await open(request, request.params.instituteId);
        return copyPublicQuestions(ctx.db, scope, request.body, ctx.now());
      },
    );

    instituteStimulusRoutes(bank, ctx);
  });
}
