import { deleteAccountResponseSchema } from "@shared/contract/account";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "@/lib/api-client";

/** DELETE /api/account with the typed email: ends every session and removes the account. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) => apiSend("DELETE", "/api/account", { email }, deleteAccountResponseSchema),
  });
}
