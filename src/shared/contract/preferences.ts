import { z } from "zod";
import { bodyObject } from "./fields";

/** Interface languages: English and Hindi (product.md section 15). */
export const LANGUAGES = ["en", "hi"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** A signed-in user's preferences (PATCH /api/user/preferences). */
export const userPreferencesSchema = z.object({ language: languageSchema.nullable() });
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

export const updateUserPreferencesBodySchema = bodyObject({ language: languageSchema });
export type UpdateUserPreferencesBody = z.infer<typeof updateUserPreferencesBodySchema>;
