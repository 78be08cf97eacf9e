import {
  type ReminderPreferences,
  reminderPreferencesSchema,
  reminderPublicKeySchema,
  type UpdateReminderPreferencesBody,
} from "@shared/contract/reminders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet, apiSend } from "@/lib/api-client";

export const remindersQueryKey = ["/api/account/reminders"] as const;
const okSchema = z.object({ ok: z.literal(true) });

/** GET /api/account/reminders: the kinds consented to, quiet hours, browsers subscribed. */
export function useReminderPreferences() {
  return useQuery({
    queryKey: remindersQueryKey,
    queryFn: () => apiGet("/api/account/reminders", reminderPreferencesSchema),
  });
}

/** PUT /api/account/reminders. */
export function useSaveReminderPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReminderPreferencesBody) =>
      apiSend("PUT", "/api/account/reminders", body, reminderPreferencesSchema),
    onSuccess: (data: ReminderPreferences) => queryClient.setQueryData(remindersQueryKey, data),
  });
}

/** Why this browser cannot take reminders, or null when it can. */
export type PushUnavailable = "unsupported" | "denied";

export function pushUnavailable(): PushUnavailable | null {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission === "denied" ? "denied" : null;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushSetupError("unsupported");
  return registration;
}

/** The browser said no (permission), or cannot (no service worker, no push service). */
export class PushSetupError extends Error {
  constructor(readonly reason: PushUnavailable | "failed") {
    super(reason);
  }
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushUnavailable() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns reminders on in this browser: asks the browser's permission, subscribes with the server's
 * public key and hands the subscription to the server.
 */
export function useSubscribeThisBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const unavailable = pushUnavailable();
      if (unavailable) throw new PushSetupError(unavailable);
      if ((await Notification.requestPermission()) !== "granted") throw new PushSetupError("denied");
      const { publicKey } = await apiGet("/api/account/reminders/public-key", reminderPublicKeySchema);
      const registration = await workerRegistration();
      let subscription: PushSubscription;
      try {
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey,
        });
      } catch {
        throw new PushSetupError("failed");
      }
      await apiSend("POST", "/api/account/reminders/subscriptions", subscription.toJSON(), okSchema);
      return subscription.endpoint;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}

/** Turns reminders off in this browser: the server forgets it, and the browser unsubscribes. */
export function useUnsubscribeThisBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await apiSend(
        "DELETE",
        "/api/account/reminders/subscriptions",
        { endpoint: subscription.endpoint },
        okSchema,
      );
      await subscription.unsubscribe();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}
