import { type UserSettings, userSettingsSchema } from "@shared/contract/settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "@/lib/api-client";

const userSettingsQueryKey = ["/api/user/settings"] as const;

/** The learner's own settings (compensatory time). */
export function useUserSettings() {
  return useQuery({
    queryKey: userSettingsQueryKey,
    queryFn: () => apiGet("/api/user/settings", userSettingsSchema),
  });
}

/** PUT /api/user/settings; the cached settings become what the server answers. */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSettings) => apiSend("PUT", "/api/user/settings", body, userSettingsSchema),
    onSuccess: (settings) => queryClient.setQueryData(userSettingsQueryKey, settings),
  });
}
