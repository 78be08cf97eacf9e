import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { istDay } from "~/domain/ist";
import type { AppContext } from "~/server/context";
import { errorResponseSchema } from "~/shared/contract/common";
import {
  examQuizzesResponseSchema,
  examResponseSchema,
  examsResponseSchema,
  examTypeParamsSchema,
  quizCategoriesResponseSchema,
} from "~/shared/contract/exams";
import { findExam, listExams } from "./find-exams";
import { listExamQuizzes, listQuizCategories } from "./list-exam-quizzes";

export function examRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/exams", { schema: { response: { 200: examsResponseSchema } } }, () => listExams(ctx.db));

  r.get(
    "/api/exams/:examType",
    {
      schema: {
        params: examTypeParamsSchema,
        response: { 200: examResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => findExam(ctx.db, request.params.examType),
  );

  r.get(
    "/api/exams/:examType/quizzes",
    {
      schema: {
        params: examTypeParamsSchema,
        response: { 200: examQuizzesResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const exam = await findExam(ctx.db, request.params.examType);
      return listExamQuizzes(ctx.db, { examType: exam.key, today: istDay(ctx.now()), now: ctx.now() });
    },
  );

  r.get(
    "/api/quiz-categories/:examType",
    {
      schema: {
        params: examTypeParamsSchema,
        response: { 200: quizCategoriesResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const exam = await findExam(ctx.db, request.params.examType);
      return listQuizCategories(ctx.db, exam.key);
    },
  );
}
