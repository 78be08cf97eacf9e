import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { adminOnly, requireAdmin } from "~/server/http/auth-guard";
import { errorResponseSchema } from "~/shared/contract/common";
import {
  adminInstituteSchema,
  adminInstitutesResponseSchema,
  createInstituteBodySchema,
} from "~/shared/contract/institutes";
import { createInstitute, listInstitutes } from "./institutes-admin";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The site admin's institutes: the list, and a new institute with its first owner's email. */
export function adminInstituteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/admin/institutes",
    { preValidation: adminOnly, schema: { response: { 200: adminInstitutesResponseSchema, ...errors } } },
    async () => listInstitutes(ctx.db),
  );

  r.post(
    "/api/admin/institutes",
    {
      preValidation: adminOnly,
      schema: { body: createInstituteBodySchema, response: { 200: adminInstituteSchema, ...errors } },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      return createInstitute(ctx.db, { body: request.body, adminId: admin.id, now: ctx.now() });
    },
  );
}
