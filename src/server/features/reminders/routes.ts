import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { badRequest, notFound } from "~/server/http/errors";
import { errorResponseSchema } from "~/shared/contract/common";
import {
  ENDPOINT_NOT_HTTPS,
  pushSubscriptionBodySchema,
  REMINDERS_NOT_SET_UP,
  reminderPreferencesSchema,
  reminderPublicKeySchema,
  removePushSubscriptionBodySchema,
  updateReminderPreferencesBodySchema,
} from "~/shared/contract/reminders";
import { removeSubscription, saveSubscription } from "./push-subscriptions";
import { findReminderPreferences, updateReminderPreferences } from "./reminder-preferences";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
/** a server without VAPID keys has no reminders: like any feature that is not there, 404 */
const notSetUp = () => notFound(REMINDERS_NOT_SET_UP);

/** Reminders by web push (product.md section 20): the server's key, a browser's subscription, consent per kind. */
export function reminderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/account/reminders/public-key",
    { preValidation: userOnly, schema: { response: { 200: reminderPublicKeySchema, ...errors } } },
    async (request) => {
      await requireUser(request);
      if (!ctx.config.vapid) throw notSetUp();
      return { publicKey: ctx.config.vapid.publicKey };
    },
  );

  r.get(
    "/api/account/reminders",
    { preValidation: userOnly, schema: { response: { 200: reminderPreferencesSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return findReminderPreferences(ctx.db, user.id);
    },
  );

  r.put(
    "/api/account/reminders",
    {
      preValidation: userOnly,
      schema: {
        body: updateReminderPreferencesBodySchema,
        response: { 200: reminderPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return updateReminderPreferences(ctx.db, user.id, request.body, ctx.now());
    },
  );

  r.post(
    "/api/account/reminders/subscriptions",
    {
      preValidation: userOnly,
      schema: {
        body: pushSubscriptionBodySchema,
        response: { 201: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      if (!ctx.config.vapid) throw notSetUp();
      // every browser's push service speaks HTTPS; plain HTTP is for a push service on loopback in tests
      if (ctx.config.isProduction && !request.body.endpoint.startsWith("https://"))
        throw badRequest(ENDPOINT_NOT_HTTPS, "endpoint");
      await saveSubscription(ctx.db, user.id, request.body);
      return reply.code(201).send({ ok: true });
    },
  );

  r.delete(
    "/api/account/reminders/subscriptions",
    {
      preValidation: userOnly,
      schema: {
        body: removePushSubscriptionBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await removeSubscription(ctx.db, user.id, request.body.endpoint);
      return { ok: true as const };
    },
  );
}
