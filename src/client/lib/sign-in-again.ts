import { toast, toasterOnScreen } from "@/components/ui/use-toast";
import { goToLogin } from "@/hooks/use-auth";
import { translate } from "@/i18n/i18n";
import { LOGIN_REDIRECT_DELAY_MS } from "@/lib/constants";
import { sessionMessages } from "@/lib/session-messages";

/**
 * The longest a redirect waits for the toaster's code before its 500 ms start anyway: long enough
 * for a slow phone to fetch it, so a learner is never sent to sign in without reading why.
 */
const TOASTER_WAIT_MS = 15_000;

let redirecting = false;

/**
 * The spec's 401 handling on the quiz page: a toast, then sign-in after 500 ms (once). The 500 ms
 * count from when the toast can be on screen: the toaster's code loads after the page's.
 */
export function signInAgain(): void {
  toast({
    title: translate(sessionMessages, "signedOutTitle"),
    description: translate(sessionMessages, "signedOutText"),
    variant: "destructive",
  });
  if (redirecting) return;
  redirecting = true;
  void toasterOnScreen(TOASTER_WAIT_MS).then(() =>
    setTimeout(() => {
      redirecting = false;
      goToLogin();
    }, LOGIN_REDIRECT_DELAY_MS),
  );
}
