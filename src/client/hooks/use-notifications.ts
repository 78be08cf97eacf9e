import type { MarkNotificationsReadResponse, NotificationsResponse } from "@shared/contract/corrections";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGetTrusted, apiRequest } from "@/lib/api-client";

const notificationsQueryKey = ["/api/user/notifications"] as const;

/** The signed-in learner's notices, newest first, with the unread count. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    // typed, not parsed: the top bar asks for it on every page and zod stays out of the first view
    // (the server validates the response against notificationsResponseSchema before sending it)
    queryFn: () => apiGetTrusted<NotificationsResponse>("/api/user/notifications"),
  });
}

/** Marks every notice read (POST /api/user/notifications/read); the cached list follows. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", "/api/user/notifications/read", {})
      ).json()) as MarkNotificationsReadResponse,
    onSuccess: ({ unreadCount }) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (old) =>
        old ? { unreadCount, notifications: old.notifications.map((n) => ({ ...n, read: true })) } : old,
      ),
  });
}
