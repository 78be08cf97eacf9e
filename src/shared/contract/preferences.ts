import { z } from "zod";
import { LANGUAGES, type Language } from "../languages";
import { bodyObject } from "./fields";

export { LANGUAGES, type Language };
export const languageSchema = z.enum(LANGUAGES);

/** A signed-in user's preferences (PATCH /api/user/preferences). */
export const userPreferencesSchema = z.object({ language: languageSchema.nullable() });
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const updateUserPreferencesBodySchema = bodyObject({ language: languageSchema });
export type UpdateUserPreferencesBody = z.infer<typeof updateUserPreferencesBodySchema>;
