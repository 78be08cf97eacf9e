import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { notFound } from "~/server/http/errors";
import {
  chapterDetailSchema,
  chapterParamsSchema,
  chapterSetStartedSchema,
  startChapterSetBodySchema,
  syllabusCoverageSchema,
} from "~/shared/contract/chapters";
import { type ExamType, errorResponseSchema } from "~/shared/contract/common";
import { EXAM_NOT_FOUND, examTypeParamsSchema } from "~/shared/contract/exams";
import type { Syllabus } from "~/shared/contract/syllabus";
import { isExamType } from "~/shared/exam-types";
import { findChapterDetail } from "./chapter-detail";
import { startChapterSet } from "./start-chapter-set";
import { findSyllabusCoverage } from "./syllabus-coverage";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Each exam's syllabus (content/syllabus), handed in by src/server/routes.ts. */
export type SyllabusOf = (examType: ExamType) => Syllabus;

/** "JEE" and "jee" name the same exam; anything else is 404 before the database is asked. */
function examKey(param: string): ExamType {
  const key = param.trim().toLowerCase();
  if (!isExamType(key)) throw notFound(EXAM_NOT_FOUND);
  return key;
}

/**
 * Chapter-wise practice (src/shared/contract/chapters.ts): the syllabus with coverage and a chapter's
 * figures for anyone (the learner's part signed in), and starting a set for every signed-in learner.
 */
export function chapterRoutes(app: FastifyInstance, ctx: AppContext, syllabusOf: SyllabusOf) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/exams/:examType/syllabus",
    { schema: { params: examTypeParamsSchema, response: { 200: syllabusCoverageSchema, ...errors } } },
    async (request, reply) => {
      const examType = examKey(request.params.examType);
      const user = await request.getUser();
      // the learner's own figures change with every submit: never from a shared cache
      reply.header("cache-control", "private, no-store");
      return findSyllabusCoverage(ctx.db, {
        syllabus: syllabusOf(examType),
        examType,
        userId: user?.id ?? null,
        now: ctx.now(),
      });
    },
  );

  r.get(
    "/api/exams/:examType/chapters/:chapter",
    { schema: { params: chapterParamsSchema, response: { 200: chapterDetailSchema, ...errors } } },
    async (request, reply) => {
      const examType = examKey(request.params.examType);
      const user = await request.getUser();
      reply.header("cache-control", "private, no-store");
      return findChapterDetail(ctx.db, {
        syllabus: syllabusOf(examType),
        examType,
        chapter: request.params.chapter,
        userId: user?.id ?? null,
        now: ctx.now(),
      });
    },
  );

  r.post(
    "/api/exams/:examType/chapters/:chapter/sets",
    {
      preValidation: userOnly,
      config: { rateLimit: "practiceSet" },
      schema: {
        params: chapterParamsSchema,
        body: startChapterSetBodySchema,
        response: { 200: chapterSetStartedSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const examType = examKey(request.params.examType);
      const { mode, difficulty, size } = request.body;
      return startChapterSet(ctx.db, {
        syllabus: syllabusOf(examType),
        examType,
        chapter: request.params.chapter,
        userId: user.id,
        mode,
        ...(difficulty ? { difficulty } : {}),
        size,
        now: ctx.now(),
      });
    },
  );
}
