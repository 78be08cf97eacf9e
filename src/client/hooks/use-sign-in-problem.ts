import { SIGN_IN_PROBLEMS, type SignInProblem } from "@shared/sign-in-problems";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { translate } from "@/i18n/i18n";
import { authMessages, SIGN_IN_PROBLEM_KEYS } from "./auth-messages";

/**
 * A Google sign-in the server refused comes back to the landing page with `?signin=<problem>`:
 * say why in a toast once, and drop the parameter so a reload does not say it again.
 */
export function useSignInProblemToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const problem = url.searchParams.get("signin");
    if (!problem || !Object.hasOwn(SIGN_IN_PROBLEMS, problem)) return;
    toast({
      title: translate(authMessages, "signInFailed"),
      description: translate(authMessages, SIGN_IN_PROBLEM_KEYS[problem as SignInProblem]),
      variant: "destructive",
    });
    url.searchParams.delete("signin");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
}
