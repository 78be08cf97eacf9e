import type { AuthUser } from "@shared/contract/auth";
import { returnToQuery, safeReturnTo } from "@shared/return-to";
import { SIGNED_IN_HINT_COOKIE } from "@shared/signed-in-hint";
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useEffect } from "react";
import { activateLanguage, currentLanguage } from "@/i18n/i18n";
import type { Language } from "@/i18n/language";
import { getQueryFn } from "@/lib/api-client";

export const authUserQueryKey = ["/api/auth/user"] as const;

/**
 * True on public pages most visitors see signed out (the landing page): there, useAuth asks the
 * server only when the signed-in hint cookie says a session may exist, so a visitor who never
 * signed in gets no 401 in the console. Everywhere else it always asks.
 */
export const SignedOutByDefault = createContext(false);

let hinted: boolean | undefined;
/**
 * The hint cookie the server sets beside the HttpOnly session (src/shared/signed-in-hint.ts), read
 * once per page load: signing out loads a new page, and signing in on the demo page fills the
 * query cache with the user itself.
 */
function mightBeSignedIn(): boolean {
  hinted ??=
    typeof document !== "undefined" &&
    document.cookie.split("; ").some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
  return hinted;
}

/** The saved language being switched to: the page's many useAuth callers switch once. */
let switchingTo: Language | null = null;

/**
 * A signed-in learner's saved language (GET /api/auth/user answers it) applies on whatever page they
 * land on, the exam hall opened from a link included, and is kept in this browser from then on.
 */
function useSavedLanguage(saved: Language | null | undefined) {
  useEffect(() => {
    if (!saved || saved === currentLanguage() || saved === switchingTo) return;
    switchingTo = saved;
    void activateLanguage(saved, { remember: true }).finally(() => {
      switchingTo = null;
    });
  }, [saved]);
}

/**
 * The signed-in user, or null when signed out (a 401 here is an answer, not an error). Their saved
 * language is applied as soon as it is known.
 */
export function useAuth() {
  const signedOutByDefault = useContext(SignedOutByDefault);
  const query = useQuery({
    queryKey: authUserQueryKey,
    enabled: !signedOutByDefault || mightBeSignedIn(),
    queryFn: async (ctx): Promise<AuthUser | null> => {
      const data = await getQueryFn({ on401: "returnNull" })(ctx);
      // typed, not parsed: every page asks for it, and zod stays out of the first-view JavaScript
      // (the server validates this response against authUserSchema before sending it)
      return data as AuthUser | null;
    },
  });
  const user = query.data ?? null;
  useSavedLanguage(user?.language);
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user),
    isAdmin: user?.role === "admin",
    isPremium: Boolean(user?.isPremium),
  };
}

/** Pages that are sign-in themselves: their own `returnTo` is where to go next, not the page. */
const SIGN_IN_PAGES = new Set(["/landing", "/demo-sign-in"]);

/**
 * Where sign-in should bring the learner back: the page they are on (a quiz, billing), or, on a
 * sign-in page, the return path it was opened with. Null for the dashboard.
 */
export function currentReturnTo(): string | null {
  const { pathname, search } = window.location;
  if (SIGN_IN_PAGES.has(pathname)) return safeReturnTo(new URLSearchParams(search).get("returnTo"));
  return safeReturnTo(pathname + search);
}

/**
 * Browser navigations, as the spec has them. Sign-in returns to `returnTo` (a same-site path) or,
 * without one, to the current page; used as click handlers they get an event, which is no path.
 */
const pathOr = (returnTo: unknown) =>
  typeof returnTo === "string" ? safeReturnTo(returnTo) : currentReturnTo();
export const goToLogin = (returnTo?: unknown) =>
  window.location.assign(`/api/login${returnToQuery(pathOr(returnTo))}`);
export const goToGoogleSignIn = (returnTo?: unknown) =>
  window.location.assign(`/api/auth/google${returnToQuery(pathOr(returnTo))}`);
export const goToLogout = () => window.location.assign("/api/logout");
