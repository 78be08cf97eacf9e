import { z } from "zod";
import { bodyObject } from "./fields";

/**
 * Reminders by web push (product.md section 20): the learner consents per kind, may set quiet hours
 * (IST), and each reminder comes in their language and opens the page it is about.
 */

/**
 * What a reminder can be about: a registered live test or a batch's assignment about to start, an
 * assignment about to close with nothing handed in, review cards due, a streak about to break.
 */
export const REMINDER_KINDS = [
  "live-test-starting",
  "assignment-starting",
  "assignment-closing",
  "review-due",
  "streak-at-risk",
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** "HH:MM" on a 24-hour clock, IST. */
const istTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time "HH:MM" (00:00 to 23:59)');

// ---------------------------------------------------------------- GET / PUT /api/account/reminders

export const reminderPreferencesSchema = z.object({
  /** the kinds the learner consented to; none until they turn one on */
  kinds: z.array(z.enum(REMINDER_KINDS)),
  /** no reminder is sent from quietStart up to quietEnd (IST; may wrap past midnight); null: none */
  quietStart: istTime.nullable(),
  quietEnd: istTime.nullable(),
  /** how many browsers of this learner are subscribed */
  subscriptions: z.number().int().nonnegative(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const QUIET_HOURS_PAIRED = "quietEnd: set both ends of the quiet hours, or neither";

export const updateReminderPreferencesBodySchema = bodyObject({
  kinds: z.array(z.enum(REMINDER_KINDS)).max(REMINDER_KINDS.length),
  quietStart: istTime.nullable(),
  quietEnd: istTime.nullable(),
});
export type UpdateReminderPreferencesBody = z.infer<typeof updateReminderPreferencesBodySchema>;

// ---------------------------------------------------------------- GET /api/account/reminders/public-key

export const reminderPublicKeySchema = z.object({
  /** the server's VAPID public key (base64url, uncompressed P-256 point): pushManager.subscribe's applicationServerKey */
  publicKey: z.string(),
});
export type ReminderPublicKey = z.infer<typeof reminderPublicKeySchema>;

export const REMINDERS_NOT_SET_UP = "Reminders are not set up on this server";

// ---------------------------------------------------------------- POST / DELETE /api/account/reminders/subscriptions

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, "must be base64url");

/** A PushSubscription as the browser's toJSON() gives it (expirationTime is ignored). */
export const pushSubscriptionBodySchema = bodyObject({
  endpoint: z
    .string()
    .max(2000)
    .url("must be a URL")
    .refine((v) => /^https?:\/\//.test(v), "must be an http(s) URL"),
  expirationTime: z.number().nullable().optional(),
  keys: bodyObject({
    /** the browser's P-256 public key (65 bytes, base64url) */
    p256dh: base64url(200),
    /** the 16-byte authentication secret (base64url) */
    auth: base64url(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const ENDPOINT_NOT_HTTPS = "endpoint: must be an https URL";

export const removePushSubscriptionBodySchema = bodyObject({ endpoint: z.string().min(1).max(2000) });
export type RemovePushSubscriptionBody = z.infer<typeof removePushSubscriptionBodySchema>;

// ---------------------------------------------------------------- the push message

/** What a push message carries: the service worker shows it as is and opens `url` on a click. */
export const reminderPayloadSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  title: z.string(),
  body: z.string(),
  /** a path of the app, e.g. "/review" */
  url: z.string(),
  /** one notification per occasion: a second one with this tag replaces the first */
  tag: z.string(),
  lang: z.enum(["en", "hi"]),
});
export type ReminderPayload = z.infer<typeof reminderPayloadSchema>;
