import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext } from "~/server/context";
import { requireUser, userOnly } from "~/server/http/auth-guard";
import { errorResponseSchema } from "~/shared/contract/common";
import { updateUserPreferencesBodySchema, userPreferencesSchema } from "~/shared/contract/preferences";
import { updateUserSettingsBodySchema, userSettingsSchema } from "~/shared/contract/settings";
import { updateUserPreferences, updateUserSettings, userSettings } from "./user-settings";

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/user/settings",
    { preValidation: userOnly, schema: { response: { 200: userSettingsSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return userSettings(ctx.db, user.id);
    },
  );

  r.put(
    "/api/user/settings",
    {
      preValidation: userOnly,
      schema: { body: updateUserSettingsBodySchema, response: { 200: userSettingsSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return updateUserSettings(ctx.db, user.id, request.body);
    },
  );

  r.patch(
    "/api/user/preferences",
    {
      preValidation: userOnly,
      schema: { body: updateUserPreferencesBodySchema, response: { 200: userPreferencesSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      return updateUserPreferences(ctx.db, user.id, request.body);
    },
  );
}
