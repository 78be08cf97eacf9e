import {
  markNotificationsReadResponseSchema,
  type NotificationsResponse,
  notificationsResponseSchema,
} from "@shared/contract/corrections";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

const notificationsQueryKey = ["/api/user/notifications"] as const;

/** The signed-in learner's notices, newest first, with the unread count. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: () => apiGet("/api/user/notifications", notificationsResponseSchema),
  });
}

/** Marks every notice read (POST /api/user/notifications/read); the cached list follows. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend("POST", "/api/user/notifications/read", {}, markNotificationsReadResponseSchema),
    onSuccess: ({ unreadCount }) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsQueryKey, (old) =>
        old ? { unreadCount, notifications: old.notifications.map((n) => ({ ...n, read: true })) } : old,
      ),
  });
}
