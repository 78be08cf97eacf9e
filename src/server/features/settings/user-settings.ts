import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { users } from "~/server/db/schema";
import { notFound } from "~/server/http/errors";
import type { UpdateUserPreferencesBody, UserPreferences } from "~/shared/contract/preferences";
import type { UpdateUserSettingsBody, UserSettings } from "~/shared/contract/settings";

/** The learner's settings. */
export async function userSettings(db: DbOrTx, userId: number): Promise<UserSettings> {
  const [row] = await db
    .select({ compensatoryTime: users.compensatoryTime })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound("User not found");
  return row;
}

/**
 * Changes the learner's settings. Compensatory time applies to attempts started afterwards: a running
 * attempt keeps the deadline it started with (the server sets it at start: start-attempt.ts).
 */
export async function updateUserSettings(
  db: DbOrTx,
  userId: number,
  body: UpdateUserSettingsBody,
): Promise<UserSettings> {
  const [row] = await db
    .update(users)
    .set({ compensatoryTime: body.compensatoryTime })
    .where(eq(users.id, userId))
    .returning({ compensatoryTime: users.compensatoryTime });
  if (!row) throw notFound("User not found");
  return row;
}

/** Remembers the interface language the user chose; answers their preferences. */
export async function updateUserPreferences(
  db: DbOrTx,
  userId: number,
  body: UpdateUserPreferencesBody,
): Promise<UserPreferences> {
  const [row] = await db
    .update(users)
    .set({ language: body.language })
    .where(eq(users.id, userId))
    .returning({ language: users.language });
  if (!row) throw notFound("User not found");
  return row;
}
