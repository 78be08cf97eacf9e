import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { adminOnly, requireAdmin, requireUser, userOnly } from "~/server/http/auth-guard";
import { errorResponseSchema, idParamsSchema } from "~/shared/contract/common";
import {
  auditLogResponseSchema,
  changeNotesResponseSchema,
  correctionBodySchema,
  correctionResponseSchema,
  markNotificationsReadBodySchema,
  markNotificationsReadResponseSchema,
  notificationsResponseSchema,
} from "~/shared/contract/corrections";
import { listAuditLog } from "./audit-log";
import { quizChangeNotes } from "./change-notes";
import { correctQuestionKey } from "./correct-key";
import { listNotifications, markNotificationsRead } from "./notifications";

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Key corrections and the audit log (admins), notices (learners), change notes (everyone). */
export function correctionRoutes(app: FastifyInstance, ctx: AppContext, publicQuizzes: { drop(): void }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/admin/questions/:id/corrections",
    {
      preValidation: adminOnly,
      schema: {
        params: idParamsSchema,
        body: correctionBodySchema,
        response: { 202: correctionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const result = await correctQuestionKey(ctx.db, {
        questionId: request.params.id,
        body: request.body,
        adminId: admin.id,
        now: ctx.now(),
      });
      // the quiz page shows no key, but a correction is a change to its questions like any edit
      publicQuizzes.drop();
      return reply.status(202).send(result);
    },
  );

  // one question's key corrections and wording edits, with before, after and reason (every admin
  // write, this one included, is also in the admin audit log: GET /api/admin/audit-log)
  r.get(
    "/api/admin/questions/:id/audit-log",
    {
      preValidation: adminOnly,
      schema: { params: idParamsSchema, response: { 200: auditLogResponseSchema, ...errors } },
    },
    (request) => listAuditLog(ctx.db, request.params.id),
  );

  r.get(
    "/api/user/notifications",
    { preValidation: userOnly, schema: { response: { 200: notificationsResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return listNotifications(ctx.db, user.id);
    },
  );

  r.post(
    "/api/user/notifications/read",
    {
      preValidation: userOnly,
      schema: {
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return markNotificationsRead(ctx.db, user.id, request.body.ids, ctx.now());
    },
  );

  r.get(
    "/api/quiz/:id/change-notes",
    { schema: { params: idParamsSchema, response: { 200: changeNotesResponseSchema, ...errors } } },
    async (request) => {
      const user = await request.getUser();
      return quizChangeNotes(ctx.db, request.params.id, user?.id);
    },
  );
}
