import type { AuthUser } from "@shared/contract/auth";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const authUserQueryKey = ["/api/auth/user"] as const;

/** The signed-in user, or null when signed out (a 401 here is an answer, not an error). */
export function useAuth() {
  const query = useQuery({
    queryKey: authUserQueryKey,
    queryFn: async (ctx): Promise<AuthUser | null> => {
      const data = await getQueryFn({ on401: "returnNull" })(ctx);
      // typed, not parsed: every page asks for it, and zod stays out of the first-view JavaScript
      // (the server validates this response against authUserSchema before sending it)
      return data as AuthUser | null;
    },
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isAdmin: user?.role === "admin",
    isPremium: Boolean(user?.isPremium),
  };
}

/** Browser navigations, as the spec has them. */
export const goToLogin = () => window.location.assign("/api/login");
export const goToGoogleSignIn = () => window.location.assign("/api/auth/google");
export const goToLogout = () => window.location.assign("/api/logout");
