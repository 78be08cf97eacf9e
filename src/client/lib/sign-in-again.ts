import { toast } from "@/components/ui/use-toast";
import { authMessages } from "@/hooks/auth-messages";
import { goToLogin } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { LOGIN_REDIRECT_DELAY_MS } from "@/lib/constants";

let pending: ReturnType<typeof setTimeout> | null = null;

/** The spec's 401 handling on the quiz page: a toast, then sign-in after 500 ms (once). */
export function signInAgain(): void {
  toast({
    title: translate(authMessages, "signedOutTitle"),
    description: translate(authMessages, "signedOutText"),
    variant: "destructive",
  });
  if (pending) return;
  pending = setTimeout(() => {
    pending = null;
    goToLogin();
  }, LOGIN_REDIRECT_DELAY_MS);
}
