import { count, eq } from "drizzle-orm";
import { minutesOfTime, timeOfMinutes } from "~/domain/reminders";
import type { DbOrTx } from "~/server/db/client";
import { pushSubscriptions, reminderPreferences } from "~/server/db/schema";
import { badRequest } from "~/server/http/errors";
import {
  QUIET_HOURS_PAIRED,
  REMINDER_KINDS,
  type ReminderPreferences,
  type UpdateReminderPreferencesBody,
} from "~/shared/contract/reminders";

/** GET /api/account/reminders: the kinds consented to (none without a row), quiet hours, browsers subscribed. */
export async function findReminderPreferences(db: DbOrTx, userId: number): Promise<ReminderPreferences> {
  const [[row], [subscribed]] = await Promise.all([
    db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  return {
    kinds: REMINDER_KINDS.filter((kind) => row?.kinds.includes(kind)),
    quietStart: row?.quietStart == null ? null : timeOfMinutes(row.quietStart),
    quietEnd: row?.quietEnd == null ? null : timeOfMinutes(row.quietEnd),
    subscriptions: subscribed?.n ?? 0,
  };
}

/** PUT /api/account/reminders: replaces the consent and quiet hours (the same body twice: same result). */
export async function updateReminderPreferences(
  db: DbOrTx,
  userId: number,
  body: UpdateReminderPreferencesBody,
  now: Date,
): Promise<ReminderPreferences> {
  if ((body.quietStart === null) !== (body.quietEnd === null))
    throw badRequest(QUIET_HOURS_PAIRED, "quietEnd");
  const values = {
    kinds: REMINDER_KINDS.filter((kind) => body.kinds.includes(kind)),
    quietStart: body.quietStart === null ? null : minutesOfTime(body.quietStart),
    quietEnd: body.quietEnd === null ? null : minutesOfTime(body.quietEnd),
    updatedAt: now,
  };
  await db
    .insert(reminderPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values });
  return findReminderPreferences(db, userId);
}
