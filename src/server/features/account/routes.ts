import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { SESSION_COOKIE } from "~/server/sessions/sessions";
import {
  accountExportSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from "~/shared/contract/account";
import { errorResponseSchema } from "~/shared/contract/common";
import { SIGNED_IN_HINT_COOKIE } from "~/shared/signed-in-hint";
import { accountExportState, openAccountExport, requestAccountExport } from "./account-export";
import { deleteAccount } from "./delete-account";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** A learner's own account: their data to take away, and deleting the account (decision 0050). */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/account/export",
    { preValidation: userOnly, schema: { response: { 200: accountExportSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return accountExportState(ctx.db, user.id, ctx.now());
    },
  );

  r.post(
    "/api/account/export",
    { preValidation: userOnly, schema: { response: { 202: accountExportSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(202).send(await requestAccountExport(ctx, user.id));
    },
  );

  r.get(
    "/api/account/export/download",
    { preValidation: userOnly, schema: { response: errors } },
    async (request, reply) => {
      const user = await requireUser(request);
      const file = await openAccountExport(ctx, user.id);
      const day = file.readyAt.toISOString().slice(0, 10);
      return reply
        .header("content-type", "application/zip")
        .header("content-length", file.bytes)
        .header("content-disposition", `attachment; filename="abhyas-data-${day}.zip"`)
        .header("cache-control", "private, no-store")
        .send(file.stream as never);
    },
  );

  r.delete(
    "/api/account",
    {
      preValidation: userOnly,
      schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const result = await deleteAccount(ctx, user, request.body.email);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: "/" });
      return result;
    },
  );
}
