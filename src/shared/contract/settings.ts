import { z } from "zod";
import { bodyObject } from "./fields";

/** A learner's own settings (GET/PUT /api/user/settings). */
export const userSettingsSchema = z.object({
  /** eligible for compensatory time: every attempt started from now on runs 20 minutes per hour longer */
  compensatoryTime: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const updateUserSettingsBodySchema = bodyObject({ compensatoryTime: z.boolean() });
export type UpdateUserSettingsBody = z.infer<typeof updateUserSettingsBodySchema>;
