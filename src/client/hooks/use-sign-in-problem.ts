import { signInProblemText } from "@shared/sign-in-problems";
import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";

/**
 * A Google sign-in the server refused comes back to the landing page with `?signin=<problem>`:
 * say why in a toast once, and drop the parameter so a reload does not say it again.
 */
export function useSignInProblemToast() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const text = signInProblemText(url.searchParams.get("signin"));
    if (!text) return;
    toast({ title: "Sign-in failed", description: text, variant: "destructive" });
    url.searchParams.delete("signin");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  }, []);
}
