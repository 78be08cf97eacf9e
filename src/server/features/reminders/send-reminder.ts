import { eq } from "drizzle-orm";
import webpush from "web-push";
import { reminderMessage } from "~/domain/reminders";
import type { AppContext } from "~/server/context";
import { pushSubscriptions, sentReminders, users } from "~/server/db/schema";
import type { ReminderPayload } from "~/shared/contract/reminders";

/** How long the push service is given to answer. */
const PUSH_TIMEOUT_MS = 10_000;

export type SendOutcome = "sent" | "gone" | "expired" | "nothing-to-send";

/** A push service's answer other than success or gone: thrown, so the queue tries again later. */
export class PushRejectedError extends Error {}

/**
 * The "send-reminder" job: one reminder to one browser, worded in the learner's language now. The
 * web-push package signs the request (VAPID, ES256) and encrypts the message to the browser's keys
 * (aes128gcm, RFC 8291); it is posted with fetch. 2xx: sent (the browser's last_ok_at is set);
 * 404 or 410: the subscription is gone and is deleted; anything else throws, and the queue tries
 * again with its backoff until the occasion passes (then the message is dropped, no longer true).
 */
export async function sendReminder(
  ctx: AppContext,
  job: { sentReminderId: number; subscriptionId: number },
): Promise<SendOutcome> {
  const vapid = ctx.config.vapid;
  const [row] = await ctx.db
    .select({
      kind: sentReminders.kind,
      params: sentReminders.params,
      expiresAt: sentReminders.expiresAt,
      language: users.language,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      subscriptionUser: pushSubscriptions.userId,
      userId: sentReminders.userId,
    })
    .from(sentReminders)
    .innerJoin(users, eq(users.id, sentReminders.userId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, job.subscriptionId))
    .where(eq(sentReminders.id, job.sentReminderId));
  // the browser unsubscribed, or passed to another learner, since the job was queued
  if (!vapid || !row || row.subscriptionUser !== row.userId) return "nothing-to-send";
  const now = ctx.now();
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";

  const language = row.language ?? "en";
  const message = reminderMessage(row.kind, row.params, language);
  const payload: ReminderPayload = {
    kind: row.kind,
    ...message,
    tag: `${row.kind}:${job.sentReminderId}`,
    lang: language,
  };
  const request = webpush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: {
        subject: ctx.config.vapidSubject,
        publicKey: vapid.publicKey,
        privateKey: vapid.privateKey,
      },
      // the push service keeps it for an offline phone until the occasion passes, no longer
      TTL: Math.max(60, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)),
      contentEncoding: "aes128gcm",
      urgency: "high",
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
    return "gone";
  }
  if (!response.ok) throw new PushRejectedError(`push service answered ${response.status}`);
  await ctx.db
    .update(pushSubscriptions)
    .set({ lastOkAt: ctx.now() })
    .where(eq(pushSubscriptions.id, job.subscriptionId));
  return "sent";
}
